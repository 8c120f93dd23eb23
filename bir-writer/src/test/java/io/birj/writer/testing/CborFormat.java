package io.birj.writer.testing;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import io.birj.api.format.DocumentFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** CBOR through the DocumentFormat SPI, as a format module would provide it. */
public final class CborFormat implements DocumentFormat {
  public static final CborFormat INSTANCE = new CborFormat();

  private CborFormat() {}

  @Override
  public String name() {
    return "cbor";
  }

  @Override
  public boolean recognizes(byte[] head, int length) {
    return length > 0 && ((head[0] & 0xFF) >= 0xA0 && (head[0] & 0xFF) <= 0xBF);
  }

  @Override
  public JsonParser createParser(InputStream in, StreamReadConstraints constraints)
      throws IOException {
    return CBORFactory.builder()
        .streamReadConstraints(constraints)
        .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
        .build()
        .createParser(in);
  }

  @Override
  public JsonGenerator createGenerator(OutputStream out, StreamWriteConstraints constraints)
      throws IOException {
    return CBORFactory.builder()
        .streamWriteConstraints(constraints)
        .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
        .build()
        .createGenerator(out);
  }

  @Override
  public boolean hasLineColumns() {
    return false;
  }
}
