package io.birj.api.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * BIR-JSON, built in: jackson-core's {@link JsonFactory}. Parsers refuse a key repeated in one
 * object ({@link StreamReadFeature#STRICT_DUPLICATE_DETECTION}: the compiler's nlohmann::json keeps
 * only one of them, so birj will not guess which) and honour the constraints they are given; the
 * encoding (UTF-8, UTF-16, UTF-32) is detected by jackson. Neither parsers nor generators close the
 * stream they are given.
 */
public final class JsonFormat implements DocumentFormat {
  /** The one instance: it holds nothing but the factories last built. */
  public static final JsonFormat INSTANCE = new JsonFormat();

  /** The factory built for one constraints object, kept while the next call brings the same. */
  private record Built<C>(C constraints, JsonFactory factory) {}

  private volatile Built<StreamReadConstraints> reading;
  private volatile Built<StreamWriteConstraints> writing;

  private JsonFormat() {}

  @Override
  public String name() {
    return KnownFormat.JSON.formatName();
  }

  @Override
  public boolean recognizes(byte[] head, int length) {
    return KnownFormat.JSON.matches(head, length);
  }

  @Override
  public JsonParser createParser(InputStream in, StreamReadConstraints constraints)
      throws IOException {
    Built<StreamReadConstraints> b = reading;
    if (b == null || b.constraints() != constraints) {
      b =
          new Built<>(
              constraints,
              JsonFactory.builder()
                  .streamReadConstraints(constraints)
                  .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                  .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
                  .build());
      reading = b;
    }
    // Strict text: jackson accepts overlong UTF-8, encoded surrogates and code points above
    // U+10FFFF and rewrites them; the filter refuses them where they stand.
    return b.factory().createParser(new io.birj.api.format.StrictUtf8InputStream(in));
  }

  @Override
  public JsonGenerator createGenerator(OutputStream out, StreamWriteConstraints constraints)
      throws IOException {
    Built<StreamWriteConstraints> b = writing;
    if (b == null || b.constraints() != constraints) {
      b =
          new Built<>(
              constraints,
              JsonFactory.builder()
                  .streamWriteConstraints(constraints)
                  .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
                  .build());
      writing = b;
    }
    return b.factory().createGenerator(out);
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
