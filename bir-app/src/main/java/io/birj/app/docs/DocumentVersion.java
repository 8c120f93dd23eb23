package io.birj.app.docs;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The top-level {@code version} of a document, read from its bytes (not from the model: only the
 * QuasiAffineExpr read dispatch asks a Module for its version). Used to write a document back in
 * the version it came in.
 */
final class DocumentVersion {
  private static final JsonFactory JSON = new JsonFactory();

  private DocumentVersion() {}

  /** The integer value of the top-level {@code version} key, or {@code fallback}. */
  static int peek(byte[] document, int fallback) {
    try (JsonParser p = JSON.createParser(document)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return fallback;
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        JsonToken t = p.nextToken();
        if (key.equals("version") && t == JsonToken.VALUE_NUMBER_INT) {
          return p.getIntValue();
        }
        p.skipChildren();
      }
    } catch (IOException | RuntimeException e) {
      // A broken document has no version to speak of: the reader reports what is wrong.
    }
    return fallback;
  }

  /** The indent of a document written one key per line (spaces before its first key), or 0. */
  static int indentOf(byte[] document) {
    int i = 0;
    while (i < document.length && document[i] != '\n') {
      i++;
    }
    int spaces = 0;
    for (int j = i + 1; j < document.length && document[j] == ' '; j++) {
      spaces++;
    }
    return i < document.length && spaces <= 16 ? spaces : 0;
  }
}
