package io.birj.testkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The same JSON text laid out otherwise, token for token: for tests that read a document in the
 * forms writers write it (one line, or indented as jackson's default printer does).
 */
public final class JsonLayout {
  private static final JsonFactory JSON = new JsonFactory();

  private JsonLayout() {}

  /** {@code json} without whitespace between tokens: one line. */
  public static String oneLine(String json) {
    return copy(json, false);
  }

  /** {@code json} indented, one member or element a line. */
  public static String indented(String json) {
    return copy(json, true);
  }

  private static String copy(String json, boolean indent) {
    StringWriter w = new StringWriter();
    try (JsonParser p = JSON.createParser(json);
        JsonGenerator g = JSON.createGenerator(w)) {
      if (indent) {
        g.useDefaultPrettyPrinter();
      }
      while (p.nextToken() != null) {
        g.copyCurrentEvent(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }
}
