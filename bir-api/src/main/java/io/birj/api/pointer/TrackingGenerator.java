package io.birj.api.pointer;

import com.fasterxml.jackson.core.Base64Variant;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.TreeNode;
import com.fasterxml.jackson.core.json.JsonWriteContext;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A generator that keeps a JSON write context of its own beside its delegate's, so that JSON
 * Pointers come out the same whatever the encoding. jackson's JSON generators keep a {@link
 * JsonWriteContext}, which holds every enclosing field name and array index; the CBOR generator's
 * context forgets a field's name once its value starts, so a pointer into a CBOR document would
 * lose its keys. {@link #wrapIfNeeded} wraps only generators whose context is not a {@code
 * JsonWriteContext}; {@link #discarding} makes one that only keeps the path, for dry runs.
 */
public final class TrackingGenerator extends JsonGeneratorDelegate {
  private final boolean discard;
  private JsonWriteContext ctx = JsonWriteContext.createRootContext(null);

  private TrackingGenerator(JsonGenerator d, boolean discard) {
    super(d, false);
    this.discard = discard;
  }

  /** {@code g} itself when its context holds the path, else {@code g} wrapped. */
  public static JsonGenerator wrapIfNeeded(JsonGenerator g) {
    return g.getOutputContext() instanceof JsonWriteContext ? g : new TrackingGenerator(g, false);
  }

  /**
   * A generator that keeps the path and writes nothing, for dry runs; {@code template} supplies its
   * configuration (e.g. its write constraints) and is never written to.
   */
  /**
   * A generator that writes nothing and keeps the path of what it is given (dry runs, and walks
   * that want the pointer an opcode's own writer would give a value), nesting up to {@code
   * maxNestingDepth}.
   */
  public static JsonGenerator nullGenerator(int maxNestingDepth) throws IOException {
    return discarding(
        JsonFactory.builder()
            .streamWriteConstraints(
                StreamWriteConstraints.builder().maxNestingDepth(maxNestingDepth).build())
            .build()
            .createGenerator(OutputStream.nullOutputStream()));
  }

  public static JsonGenerator discarding(JsonGenerator template) {
    return new TrackingGenerator(template, true);
  }

  @Override
  public JsonStreamContext getOutputContext() {
    return ctx;
  }

  private void value() {
    ctx.writeValue();
  }

  // ---- structure

  @Override
  public void writeStartArray() throws IOException {
    value();
    ctx = ctx.createChildArrayContext(null);
    if (!discard) {
      delegate.writeStartArray();
    }
  }

  @Override
  public void writeStartArray(int size) throws IOException {
    value();
    ctx = ctx.createChildArrayContext(null);
    if (!discard) {
      delegate.writeStartArray(null, size);
    }
  }

  @Override
  public void writeStartArray(Object forValue) throws IOException {
    value();
    ctx = ctx.createChildArrayContext(forValue);
    if (!discard) {
      delegate.writeStartArray(forValue);
    }
  }

  @Override
  public void writeStartArray(Object forValue, int size) throws IOException {
    value();
    ctx = ctx.createChildArrayContext(forValue);
    if (!discard) {
      delegate.writeStartArray(forValue, size);
    }
  }

  @Override
  public void writeEndArray() throws IOException {
    if (!discard) {
      delegate.writeEndArray();
    }
    ctx = ctx.clearAndGetParent();
  }

  @Override
  public void writeStartObject() throws IOException {
    value();
    ctx = ctx.createChildObjectContext(null);
    if (!discard) {
      delegate.writeStartObject();
    }
  }

  @Override
  public void writeStartObject(Object forValue) throws IOException {
    value();
    ctx = ctx.createChildObjectContext(forValue);
    if (!discard) {
      delegate.writeStartObject(forValue);
    }
  }

  @Override
  public void writeStartObject(Object forValue, int size) throws IOException {
    value();
    ctx = ctx.createChildObjectContext(forValue);
    if (!discard) {
      delegate.writeStartObject(forValue, size);
    }
  }

  @Override
  public void writeEndObject() throws IOException {
    if (!discard) {
      delegate.writeEndObject();
    }
    ctx = ctx.clearAndGetParent();
  }

  @Override
  public void writeFieldName(String name) throws IOException {
    ctx.writeFieldName(name);
    if (!discard) {
      delegate.writeFieldName(name);
    }
  }

  @Override
  public void writeFieldName(SerializableString name) throws IOException {
    ctx.writeFieldName(name.getValue());
    if (!discard) {
      delegate.writeFieldName(name);
    }
  }

  @Override
  public void writeFieldId(long id) throws IOException {
    ctx.writeFieldName(Long.toString(id));
    if (!discard) {
      delegate.writeFieldId(id);
    }
  }

  // ---- values that are whole arrays

  @Override
  public void writeArray(int[] array, int offset, int length) throws IOException {
    value();
    if (!discard) {
      delegate.writeArray(array, offset, length);
    }
  }

  @Override
  public void writeArray(long[] array, int offset, int length) throws IOException {
    value();
    if (!discard) {
      delegate.writeArray(array, offset, length);
    }
  }

  @Override
  public void writeArray(double[] array, int offset, int length) throws IOException {
    value();
    if (!discard) {
      delegate.writeArray(array, offset, length);
    }
  }

  @Override
  public void writeArray(String[] array, int offset, int length) throws IOException {
    value();
    if (!discard) {
      delegate.writeArray(array, offset, length);
    }
  }

  // ---- scalars: counted once the delegate has written them, so that the pointer of a value the
  // delegate refuses (a format that cannot hold it) is that value's own.

  @Override
  public void writeString(String text) throws IOException {
    if (!discard) {
      delegate.writeString(text);
    }
    value();
  }

  @Override
  public void writeString(Reader reader, int len) throws IOException {
    if (!discard) {
      delegate.writeString(reader, len);
    }
    value();
  }

  @Override
  public void writeString(char[] text, int offset, int len) throws IOException {
    if (!discard) {
      delegate.writeString(text, offset, len);
    }
    value();
  }

  @Override
  public void writeString(SerializableString text) throws IOException {
    if (!discard) {
      delegate.writeString(text);
    }
    value();
  }

  @Override
  public void writeRawUTF8String(byte[] text, int offset, int length) throws IOException {
    if (!discard) {
      delegate.writeRawUTF8String(text, offset, length);
    }
    value();
  }

  @Override
  public void writeUTF8String(byte[] text, int offset, int length) throws IOException {
    if (!discard) {
      delegate.writeUTF8String(text, offset, length);
    }
    value();
  }

  @Override
  public void writeRawValue(String text) throws IOException {
    if (!discard) {
      delegate.writeRawValue(text);
    }
    value();
  }

  @Override
  public void writeRawValue(String text, int offset, int len) throws IOException {
    if (!discard) {
      delegate.writeRawValue(text, offset, len);
    }
    value();
  }

  @Override
  public void writeRawValue(char[] text, int offset, int len) throws IOException {
    if (!discard) {
      delegate.writeRawValue(text, offset, len);
    }
    value();
  }

  @Override
  public void writeBinary(Base64Variant b64variant, byte[] data, int offset, int len)
      throws IOException {
    if (!discard) {
      delegate.writeBinary(b64variant, data, offset, len);
    }
    value();
  }

  @Override
  public int writeBinary(Base64Variant b64variant, InputStream data, int dataLength)
      throws IOException {
    int n = discard ? dataLength : delegate.writeBinary(b64variant, data, dataLength);
    value();
    return n;
  }

  @Override
  public void writeNumber(short v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(int v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(long v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(BigInteger v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(double v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(float v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(BigDecimal v) throws IOException {
    if (!discard) {
      delegate.writeNumber(v);
    }
    value();
  }

  @Override
  public void writeNumber(String encodedValue) throws IOException {
    if (!discard) {
      delegate.writeNumber(encodedValue);
    }
    value();
  }

  @Override
  public void writeNumber(char[] encodedValueBuffer, int offset, int len) throws IOException {
    if (!discard) {
      delegate.writeNumber(encodedValueBuffer, offset, len);
    }
    value();
  }

  @Override
  public void writeBoolean(boolean state) throws IOException {
    if (!discard) {
      delegate.writeBoolean(state);
    }
    value();
  }

  @Override
  public void writeNull() throws IOException {
    if (!discard) {
      delegate.writeNull();
    }
    value();
  }

  @Override
  public void writeEmbeddedObject(Object object) throws IOException {
    if (!discard) {
      delegate.writeEmbeddedObject(object);
    }
    value();
  }

  @Override
  public void writePOJO(Object pojo) throws IOException {
    if (!discard) {
      delegate.writePOJO(pojo);
    }
    value();
  }

  @Override
  public void writeObject(Object pojo) throws IOException {
    if (!discard) {
      delegate.writeObject(pojo);
    }
    value();
  }

  @Override
  public void writeTree(TreeNode tree) throws IOException {
    if (!discard) {
      delegate.writeTree(tree);
    }
    value();
  }
}
