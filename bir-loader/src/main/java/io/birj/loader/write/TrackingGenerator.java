package io.birj.loader.write;

import com.fasterxml.jackson.core.Base64Variant;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.TreeNode;
import com.fasterxml.jackson.core.json.JsonWriteContext;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A generator that keeps a JSON write context of its own beside its delegate's, so that JSON
 * Pointers come out the same whatever the encoding. jackson's JSON generators keep a {@link
 * JsonWriteContext}, which holds every enclosing field name and array index; the CBOR generator's
 * context forgets a field's name once its value starts, so a pointer into a CBOR document would
 * lose its keys. {@link #wrapIfNeeded} wraps only generators whose context is not a {@code
 * JsonWriteContext}.
 */
public final class TrackingGenerator extends JsonGeneratorDelegate {
  private JsonWriteContext ctx = JsonWriteContext.createRootContext(null);

  private TrackingGenerator(JsonGenerator d) {
    super(d, false);
  }

  /** {@code g} itself when its context holds the path, else {@code g} wrapped. */
  public static JsonGenerator wrapIfNeeded(JsonGenerator g) {
    return g.getOutputContext() instanceof JsonWriteContext ? g : new TrackingGenerator(g);
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
    delegate.writeStartArray();
  }

  @Override
  public void writeStartArray(int size) throws IOException {
    value();
    ctx = ctx.createChildArrayContext(null);
    delegate.writeStartArray(null, size);
  }

  @Override
  public void writeStartArray(Object forValue) throws IOException {
    value();
    ctx = ctx.createChildArrayContext(forValue);
    delegate.writeStartArray(forValue);
  }

  @Override
  public void writeStartArray(Object forValue, int size) throws IOException {
    value();
    ctx = ctx.createChildArrayContext(forValue);
    delegate.writeStartArray(forValue, size);
  }

  @Override
  public void writeEndArray() throws IOException {
    delegate.writeEndArray();
    ctx = ctx.clearAndGetParent();
  }

  @Override
  public void writeStartObject() throws IOException {
    value();
    ctx = ctx.createChildObjectContext(null);
    delegate.writeStartObject();
  }

  @Override
  public void writeStartObject(Object forValue) throws IOException {
    value();
    ctx = ctx.createChildObjectContext(forValue);
    delegate.writeStartObject(forValue);
  }

  @Override
  public void writeStartObject(Object forValue, int size) throws IOException {
    value();
    ctx = ctx.createChildObjectContext(forValue);
    delegate.writeStartObject(forValue, size);
  }

  @Override
  public void writeEndObject() throws IOException {
    delegate.writeEndObject();
    ctx = ctx.clearAndGetParent();
  }

  @Override
  public void writeFieldName(String name) throws IOException {
    ctx.writeFieldName(name);
    delegate.writeFieldName(name);
  }

  @Override
  public void writeFieldName(SerializableString name) throws IOException {
    ctx.writeFieldName(name.getValue());
    delegate.writeFieldName(name);
  }

  @Override
  public void writeFieldId(long id) throws IOException {
    ctx.writeFieldName(Long.toString(id));
    delegate.writeFieldId(id);
  }

  // ---- values that are whole arrays

  @Override
  public void writeArray(int[] array, int offset, int length) throws IOException {
    value();
    delegate.writeArray(array, offset, length);
  }

  @Override
  public void writeArray(long[] array, int offset, int length) throws IOException {
    value();
    delegate.writeArray(array, offset, length);
  }

  @Override
  public void writeArray(double[] array, int offset, int length) throws IOException {
    value();
    delegate.writeArray(array, offset, length);
  }

  @Override
  public void writeArray(String[] array, int offset, int length) throws IOException {
    value();
    delegate.writeArray(array, offset, length);
  }

  // ---- scalars

  @Override
  public void writeString(String text) throws IOException {
    value();
    delegate.writeString(text);
  }

  @Override
  public void writeString(Reader reader, int len) throws IOException {
    value();
    delegate.writeString(reader, len);
  }

  @Override
  public void writeString(char[] text, int offset, int len) throws IOException {
    value();
    delegate.writeString(text, offset, len);
  }

  @Override
  public void writeString(SerializableString text) throws IOException {
    value();
    delegate.writeString(text);
  }

  @Override
  public void writeRawUTF8String(byte[] text, int offset, int length) throws IOException {
    value();
    delegate.writeRawUTF8String(text, offset, length);
  }

  @Override
  public void writeUTF8String(byte[] text, int offset, int length) throws IOException {
    value();
    delegate.writeUTF8String(text, offset, length);
  }

  @Override
  public void writeRawValue(String text) throws IOException {
    value();
    delegate.writeRawValue(text);
  }

  @Override
  public void writeRawValue(String text, int offset, int len) throws IOException {
    value();
    delegate.writeRawValue(text, offset, len);
  }

  @Override
  public void writeRawValue(char[] text, int offset, int len) throws IOException {
    value();
    delegate.writeRawValue(text, offset, len);
  }

  @Override
  public void writeBinary(Base64Variant b64variant, byte[] data, int offset, int len)
      throws IOException {
    value();
    delegate.writeBinary(b64variant, data, offset, len);
  }

  @Override
  public int writeBinary(Base64Variant b64variant, InputStream data, int dataLength)
      throws IOException {
    value();
    return delegate.writeBinary(b64variant, data, dataLength);
  }

  @Override
  public void writeNumber(short v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(int v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(long v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(BigInteger v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(double v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(float v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(BigDecimal v) throws IOException {
    value();
    delegate.writeNumber(v);
  }

  @Override
  public void writeNumber(String encodedValue) throws IOException {
    value();
    delegate.writeNumber(encodedValue);
  }

  @Override
  public void writeNumber(char[] encodedValueBuffer, int offset, int len) throws IOException {
    value();
    delegate.writeNumber(encodedValueBuffer, offset, len);
  }

  @Override
  public void writeBoolean(boolean state) throws IOException {
    value();
    delegate.writeBoolean(state);
  }

  @Override
  public void writeNull() throws IOException {
    value();
    delegate.writeNull();
  }

  @Override
  public void writeEmbeddedObject(Object object) throws IOException {
    value();
    delegate.writeEmbeddedObject(object);
  }

  @Override
  public void writePOJO(Object pojo) throws IOException {
    value();
    delegate.writePOJO(pojo);
  }

  @Override
  public void writeObject(Object pojo) throws IOException {
    value();
    delegate.writeObject(pojo);
  }

  @Override
  public void writeTree(TreeNode tree) throws IOException {
    value();
    delegate.writeTree(tree);
  }
}
