package io.birj.instructions;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.codec.v2.V2Codec;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A field read and write context for tests: a module of a given version, the real v2 codec. */
final class TestContext extends TestReadContext implements FieldReadContext, FieldWriteContext {
  final List<String> warnings = new ArrayList<>();

  TestContext() {
    this(2);
  }

  TestContext(int moduleVersion) {
    super(new PelicanContext(), CodecRegistry.of(new V2Codec()), null, null);
    module.setVersion(moduleVersion);
  }

  @Override
  public void warn(JsonParser p, String message) {
    warnings.add(message + " (at " + p.getParsingContext().pathAsPointer() + ")");
  }

  @Override
  public int targetVersion() {
    return QuasiAffineExpr.DEFAULT_WRITE_VERSION;
  }

  @Override
  public void writeExpr(JsonGenerator g, String key, QuasiAffineExpr e) throws IOException {
    e.write(g, targetVersion(), codecs, PelicanCodec.WriteOptions.DEFAULT);
  }
}
