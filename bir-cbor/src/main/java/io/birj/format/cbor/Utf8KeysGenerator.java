package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.IOException;

/**
 * Refuses a key that UTF-8 cannot encode before jackson's CBOR generator, whose {@code
 * writeFieldName} cannot be overridden, fails on it in its own words ({@link
 * NlohmannCborGenerator#requireUtf8}; strings are checked by the generator itself).
 */
final class Utf8KeysGenerator extends JsonGeneratorDelegate {
  Utf8KeysGenerator(JsonGenerator d) {
    super(d, true);
  }

  @Override
  public void writeFieldName(String name) throws IOException {
    NlohmannCborGenerator.requireUtf8(name, "a key", this);
    super.writeFieldName(name);
  }

  @Override
  public void writeFieldName(SerializableString name) throws IOException {
    NlohmannCborGenerator.requireUtf8(name.getValue(), "a key", this);
    super.writeFieldName(name);
  }
}
