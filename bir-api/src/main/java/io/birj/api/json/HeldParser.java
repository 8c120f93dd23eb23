package io.birj.api.json;

import com.fasterxml.jackson.core.Base64Variant;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.base.ParserMinimalBase;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.json.JsonReadContext;
import io.birj.api.position.SourcePosition;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A jackson parser over the tokens of a {@link HeldValue} (or of a range of them), so that codecs
 * and opcode readers, which read from a {@code JsonParser}, read a held value as they would read it
 * from the document. Each token reports the location it had in the document; the parsing context
 * (and so {@code pathAsPointer()}) is relative to the held value.
 */
public final class HeldParser extends ParserMinimalBase implements TokenPositions.Source {
  private final HeldValue held;
  private final int last;
  private int next;
  private int current = -1;
  private JsonReadContext context = JsonReadContext.createRootContext(null);
  private boolean closed;

  /** A parser over the tokens {@code from..to} (inclusive) of {@code held}. */
  public HeldParser(HeldValue held, int from, int to, StreamReadConstraints constraints) {
    super(0, constraints);
    this.held = held;
    this.next = from;
    this.last = to;
  }

  @Override
  public JsonToken nextToken() throws IOException {
    if (next > last || closed) {
      _currToken = null;
      return null;
    }
    current = next++;
    JsonToken t = held.token(current);
    long pos = held.position(current);
    int line = SourcePosition.line(pos);
    int col = SourcePosition.column(pos);
    switch (t) {
      case START_OBJECT:
        context.expectComma();
        context = context.createChildObjectContext(line, col);
        break;
      case START_ARRAY:
        context.expectComma();
        context = context.createChildArrayContext(line, col);
        break;
      case END_OBJECT:
      case END_ARRAY:
        context = context.getParent();
        break;
      case FIELD_NAME:
        context.expectComma();
        context.setCurrentName((String) held.payload(current));
        break;
      default:
        context.expectComma();
    }
    _currToken = t;
    return t;
  }

  @Override
  protected void _handleEOF() throws JsonParseException {}

  @Override
  public String getCurrentName() {
    if (_currToken == JsonToken.START_OBJECT || _currToken == JsonToken.START_ARRAY) {
      JsonReadContext parent = context.getParent();
      return parent == null ? null : parent.getCurrentName();
    }
    return context.getCurrentName();
  }

  @Override
  public void close() {
    closed = true;
  }

  @Override
  public boolean isClosed() {
    return closed;
  }

  @Override
  public JsonStreamContext getParsingContext() {
    return context;
  }

  @Override
  public void overrideCurrentName(String name) {
    try {
      context.setCurrentName(name);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public String getText() {
    if (_currToken == null) {
      return null;
    }
    Object v = current < 0 ? null : held.payload(current);
    if (v instanceof String s) {
      return s;
    }
    if (v instanceof HeldValue.Number n) {
      return n.text();
    }
    return _currToken.asString();
  }

  @Override
  public char[] getTextCharacters() {
    String s = getText();
    return s == null ? null : s.toCharArray();
  }

  @Override
  public boolean hasTextCharacters() {
    return false;
  }

  @Override
  public int getTextLength() {
    String s = getText();
    return s == null ? 0 : s.length();
  }

  @Override
  public int getTextOffset() {
    return 0;
  }

  @Override
  public byte[] getBinaryValue(Base64Variant b64variant) throws IOException {
    throw _constructError("a held value holds no binary data");
  }

  @Override
  public ObjectCodec getCodec() {
    return null;
  }

  @Override
  public void setCodec(ObjectCodec oc) {
    throw new UnsupportedOperationException("a held-value parser has no codec");
  }

  @Override
  public Version version() {
    return Version.unknownVersion();
  }

  @Override
  public JsonLocation getCurrentLocation() {
    return getTokenLocation();
  }

  @Override
  public long tokenPosition() {
    return current < 0 ? held.position() : held.position(current);
  }

  @Override
  public JsonLocation getTokenLocation() {
    long pos = tokenPosition();
    if (SourcePosition.isOffset(pos)) {
      return new JsonLocation(ContentReference.unknown(), SourcePosition.offset(pos), -1, -1, -1);
    }
    return new JsonLocation(
        ContentReference.unknown(), -1, -1, SourcePosition.line(pos), SourcePosition.column(pos));
  }

  private HeldValue.Number number() throws IOException {
    Object v = current < 0 ? null : held.payload(current);
    if (v instanceof HeldValue.Number n) {
      return n;
    }
    throw _constructError("the current token is not a number: " + _currToken);
  }

  @Override
  public Number getNumberValue() throws IOException {
    return number().value();
  }

  @Override
  public NumberType getNumberType() throws IOException {
    return number().type();
  }

  @Override
  public int getIntValue() throws IOException {
    return number().value().intValue();
  }

  @Override
  public long getLongValue() throws IOException {
    return number().value().longValue();
  }

  @Override
  public BigInteger getBigIntegerValue() throws IOException {
    Number v = number().value();
    return v instanceof BigInteger b ? b : new BigDecimal(number().text()).toBigInteger();
  }

  @Override
  public float getFloatValue() throws IOException {
    return number().value().floatValue();
  }

  @Override
  public double getDoubleValue() throws IOException {
    return number().value().doubleValue();
  }

  @Override
  public BigDecimal getDecimalValue() throws IOException {
    return new BigDecimal(number().text());
  }
}
