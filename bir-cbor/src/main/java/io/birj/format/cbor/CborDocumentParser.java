package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import io.birj.api.json.FloatText;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;

/**
 * jackson's CBOR parser, with floats as the one schema has them: the compiler holds every float as
 * a double, whatever width the CBOR item has (float16, float32 or float64), so a float token
 * reports {@link JsonParser.NumberType#DOUBLE} and a {@link Double}, and its text is the spelling
 * nlohmann's JSON dump gives that double ({@link FloatText}). The JSON twin of a document and its
 * CBOR twin then give the same tokens, number types and texts (bir-cbor/README.md).
 *
 * <p>Locations are byte offsets, clamped to the bytes read: once the input has ended, jackson 2.19
 * counts the bytes of its last buffer twice in {@code currentLocation()}.
 */
final class CborDocumentParser extends JsonParserDelegate {
  private final Counting in;

  private CborDocumentParser(JsonParser cbor, Counting in) {
    super(cbor);
    this.in = in;
  }

  /** A parser made by {@code open} over {@code in}, counted. */
  static CborDocumentParser over(InputStream in, Opener open) throws IOException {
    Counting counting = new Counting(in);
    return new CborDocumentParser(open.parser(counting), counting);
  }

  /** Makes jackson's parser over a stream. */
  interface Opener {
    JsonParser parser(InputStream in) throws IOException;
  }

  /** Counts the bytes read from the document. */
  private static final class Counting extends FilterInputStream {
    long read;

    Counting(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        read++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        read += n;
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long k = super.skip(n);
      read += Math.max(0, k);
      return k;
    }
  }

  private JsonLocation clamped(JsonLocation loc) {
    if (loc.getByteOffset() <= in.read) {
      return loc;
    }
    return new JsonLocation(loc.contentReference(), in.read, -1, -1, -1);
  }

  @Override
  public JsonLocation currentLocation() {
    return clamped(delegate.currentLocation());
  }

  @Override
  public JsonLocation currentTokenLocation() {
    return clamped(delegate.currentTokenLocation());
  }

  @Override
  @Deprecated
  public JsonLocation getCurrentLocation() {
    return currentLocation();
  }

  @Override
  @Deprecated
  public JsonLocation getTokenLocation() {
    return currentTokenLocation();
  }

  private boolean onFloat() {
    return delegate.hasToken(JsonToken.VALUE_NUMBER_FLOAT);
  }

  private String floatText() throws IOException {
    double d = delegate.getDoubleValue();
    return Double.isFinite(d) ? FloatText.format(d) : Double.toString(d);
  }

  @Override
  public NumberType getNumberType() throws IOException {
    return onFloat() ? NumberType.DOUBLE : delegate.getNumberType();
  }

  @Override
  public NumberTypeFP getNumberTypeFP() throws IOException {
    return onFloat() ? NumberTypeFP.DOUBLE64 : delegate.getNumberTypeFP();
  }

  @Override
  public Number getNumberValue() throws IOException {
    return onFloat() ? Double.valueOf(delegate.getDoubleValue()) : delegate.getNumberValue();
  }

  @Override
  public Number getNumberValueExact() throws IOException {
    return onFloat() ? Double.valueOf(delegate.getDoubleValue()) : delegate.getNumberValueExact();
  }

  @Override
  public Object getNumberValueDeferred() throws IOException {
    return onFloat()
        ? Double.valueOf(delegate.getDoubleValue())
        : delegate.getNumberValueDeferred();
  }

  @Override
  public String getText() throws IOException {
    return onFloat() ? floatText() : delegate.getText();
  }

  @Override
  public int getText(Writer writer) throws IOException {
    if (!onFloat()) {
      return delegate.getText(writer);
    }
    String s = floatText();
    writer.write(s);
    return s.length();
  }

  @Override
  public char[] getTextCharacters() throws IOException {
    return onFloat() ? floatText().toCharArray() : delegate.getTextCharacters();
  }

  @Override
  public int getTextLength() throws IOException {
    return onFloat() ? floatText().length() : delegate.getTextLength();
  }

  @Override
  public int getTextOffset() throws IOException {
    return onFloat() ? 0 : delegate.getTextOffset();
  }

  @Override
  public String getValueAsString() throws IOException {
    return onFloat() ? floatText() : delegate.getValueAsString();
  }

  @Override
  public String getValueAsString(String defaultValue) throws IOException {
    return onFloat() ? floatText() : delegate.getValueAsString(defaultValue);
  }
}
