package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import io.birj.api.json.FloatText;
import java.io.IOException;
import java.io.Writer;

/**
 * jackson's CBOR parser, with floats as the one schema has them: the compiler holds every float as
 * a double, whatever width the CBOR item has (float16, float32 or float64), so a float token
 * reports {@link JsonParser.NumberType#DOUBLE} and a {@link Double}, and its text is the spelling
 * nlohmann's JSON dump gives that double ({@link FloatText}). The JSON twin of a document and its
 * CBOR twin then give the same tokens, number types and texts (bir-cbor/README.md).
 */
final class CborDocumentParser extends JsonParserDelegate {
  CborDocumentParser(JsonParser cbor) {
    super(cbor);
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
