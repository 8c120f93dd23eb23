package io.birj.app.service;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Valid documents of a chosen size for the tests: the bundled v2 sample with its one function
 * repeated under new names until the document is at least the size asked for.
 */
final class BigDocument {
  private BigDocument() {}

  static byte[] ofAtLeast(long bytes) {
    byte[] sample = Http.resource(Http.V2);
    int[] span = firstFunction(sample);
    String function = new String(sample, span[0], span[1] - span[0], StandardCharsets.UTF_8);
    String name = "\"sg0000\"";
    if (!function.contains(name)) {
      throw new IllegalStateException("the sample's function is no longer named sg0000");
    }
    ByteArrayOutputStream out =
        new ByteArrayOutputStream((int) Math.min(bytes + (1 << 20), 1 << 30));
    out.write(sample, 0, span[0]);
    int copies = (int) Math.max(1, bytes / function.length() + 1);
    for (int i = 0; i < copies; i++) {
      if (i > 0) {
        out.write(',');
      }
      byte[] copy =
          function
              .replaceFirst(name, "\"sg" + String.format("%07d", i) + "\"")
              .getBytes(StandardCharsets.UTF_8);
      out.write(copy, 0, copy.length);
    }
    out.write(sample, span[1], sample.length - span[1]);
    return out.toByteArray();
  }

  /** Byte offsets [start, end) of functions[0]. */
  private static int[] firstFunction(byte[] doc) {
    try (JsonParser p = new JsonFactory().createParser(doc)) {
      p.nextToken();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        p.nextToken();
        if (key.equals("functions")) {
          p.nextToken();
          int start = (int) p.currentTokenLocation().getByteOffset();
          p.skipChildren();
          return new int[] {start, (int) p.currentLocation().getByteOffset()};
        }
        p.skipChildren();
      }
      throw new IllegalStateException("the sample has no functions");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
