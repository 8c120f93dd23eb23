package io.birj.instructions;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.codec.v2.V2Codec;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A field read and write context for tests: a module of a given version, the real v2 codec (or the
 * codecs given), and a record of the warnings and of the values of unknown type that went through
 * the context.
 */
final class TestContext extends TestReadContext implements FieldReadContext, FieldWriteContext {
  final List<String> warnings = new ArrayList<>();

  /** The values {@link #readUnknown} read, in order. */
  final List<JsonValue> unknownRead = new ArrayList<>();

  /** The keys {@link #writeUnknown} wrote a value for, in order. */
  final List<String> unknownWritten = new ArrayList<>();

  TestContext() {
    this(2);
  }

  TestContext(int moduleVersion) {
    this(moduleVersion, CodecRegistry.of(new V2Codec()));
  }

  TestContext(int moduleVersion, CodecRegistry codecs) {
    super(new PelicanContext(), codecs, null, null);
    module.setVersion(moduleVersion);
  }

  @Override
  public QuasiAffineExpr readExpr(JsonParser p) throws IOException {
    return ExprDispatch.read(p, this);
  }

  @Override
  public JsonValue readUnknown(JsonParser p) throws IOException {
    JsonValue v = JsonValues.read(p);
    unknownRead.add(v);
    return v;
  }

  @Override
  public void writeUnknown(JsonGenerator g, String key, JsonValue v) throws IOException {
    unknownWritten.add(key);
    JsonValues.write(g, v);
  }

  @Override
  public void warn(JsonParser p, io.birj.api.error.CodedMessage message) {
    warnings.add(message.text() + " (at " + p.getParsingContext().pathAsPointer() + ")");
  }

  /** The version expressions are written in. */
  int target = ExprDispatch.DEFAULT_WRITE_VERSION;

  @Override
  public int targetVersion() {
    return target;
  }

  @Override
  public void writeExpr(JsonGenerator g, String key, QuasiAffineExpr e) throws IOException {
    ExprDispatch.write(e, g, targetVersion(), codecs, PelicanCodec.WriteOptions.DEFAULT);
  }
}
