package io.birj.instructions;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.model.Module;
import io.birj.codec.v2.V2Codec;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A field read and write context for tests: a module of a given version, the real v2 codec. */
final class TestContext implements FieldReadContext, FieldWriteContext {
  final List<String> warnings = new ArrayList<>();
  private final Module module = new Module();
  private final PelicanContext pelican = new PelicanContext();
  private final CodecRegistry codecs = CodecRegistry.of(new V2Codec());

  TestContext() {
    this(2);
  }

  TestContext(int moduleVersion) {
    module.setVersion(moduleVersion);
  }

  @Override
  public void warn(JsonParser p, String message) {
    warnings.add(message + " (at " + p.getParsingContext().pathAsPointer() + ")");
  }

  @Override
  public Module module() {
    return module;
  }

  @Override
  public CodecRegistry codecs() {
    return codecs;
  }

  @Override
  public PelicanContext pelican() {
    return pelican;
  }

  @Override
  public AffineIV findAxis(String name) {
    return pelican.affineIV(name);
  }

  @Override
  public IntRuntimeValue findRegister(String name) {
    return pelican.intRuntimeValue(name);
  }

  @Override
  public ShardId getOrCreateShardId(long ub) {
    return pelican.shardId(ub);
  }

  @Override
  public int targetVersion() {
    return QuasiAffineExpr.DEFAULT_WRITE_VERSION;
  }

  @Override
  public void writeExpr(JsonGenerator g, String key, QuasiAffineExpr e) throws IOException {
    e.write(g, targetVersion(), codecs, io.birj.api.codec.PelicanCodec.WriteOptions.DEFAULT);
  }
}
