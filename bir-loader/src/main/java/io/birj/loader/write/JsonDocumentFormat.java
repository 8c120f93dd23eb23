package io.birj.loader.write;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import io.birj.api.format.DocumentFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * JSON as a {@link DocumentFormat}, with jackson-core's {@link JsonFactory} behind it: what the
 * writer uses when it is given no other encoding.
 */
public final class JsonDocumentFormat implements DocumentFormat {
  public static final JsonDocumentFormat INSTANCE = new JsonDocumentFormat();

  private static final int UTF8_BOM_0 = 0xEF;

  private JsonDocumentFormat() {}

  @Override
  public String name() {
    return "json";
  }

  /** The first byte that is not blank (after an optional UTF-8 byte-order mark) is {@code {}. */
  @Override
  public boolean recognizes(byte[] head, int length) {
    int i = 0;
    if (length >= 3 && (head[0] & 0xFF) == UTF8_BOM_0) {
      i = 3;
    }
    while (i < length
        && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r')) {
      i++;
    }
    return i < length && head[i] == '{';
  }

  @Override
  public JsonParser createParser(InputStream in, StreamReadConstraints constraints)
      throws IOException {
    return JsonFactory.builder()
        .streamReadConstraints(constraints)
        .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
        .build()
        .createParser(in);
  }

  @Override
  public JsonGenerator createGenerator(OutputStream out, StreamWriteConstraints constraints)
      throws IOException {
    return JsonFactory.builder()
        .streamWriteConstraints(constraints)
        .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
        .build()
        .createGenerator(out);
  }

  @Override
  public boolean hasLineColumns() {
    return true;
  }

  @Override
  public String toString() {
    return name();
  }
}
