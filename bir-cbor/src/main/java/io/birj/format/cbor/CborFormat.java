package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.KnownFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The CBOR twin of a BIR document, on jackson-dataformat-cbor (bir-cbor/README.md). Parsers refuse
 * a key repeated in one map, as the JSON format does, and every item that has no JSON form ({@link
 * StrictCborInputStream}), honour the constraints they are given, and report floats as doubles;
 * generators write what nlohmann's {@code to_cbor} writes. Locations carry byte offsets, no lines.
 * Neither parsers nor generators close the stream they are given.
 */
public final class CborFormat implements DocumentFormat {
  /** The factory built for one constraints object, kept while the next call brings the same. */
  private record Built<C, F>(C constraints, F factory) {}

  private volatile Built<StreamReadConstraints, CBORFactory> reading;
  private volatile Built<StreamWriteConstraints, NlohmannCborFactory> writing;

  /** The ServiceLoader provider constructor. */
  public CborFormat() {}

  @Override
  public String name() {
    return KnownFormat.CBOR.formatName();
  }

  @Override
  public boolean recognizes(byte[] head, int length) {
    return KnownFormat.CBOR.matches(head, length);
  }

  @Override
  public JsonParser createParser(InputStream in, StreamReadConstraints constraints)
      throws IOException {
    Built<StreamReadConstraints, CBORFactory> b = reading;
    if (b == null || b.constraints() != constraints) {
      b =
          new Built<>(
              constraints,
              CBORFactory.builder()
                  .streamReadConstraints(constraints)
                  .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                  .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
                  .build());
      reading = b;
    }
    CBORFactory factory = b.factory();
    // What has no JSON form (tags, byte strings, NaN, ill-formed UTF-8 ...) is refused where it
    // stands, before jackson's parser drops, rewrites or misreads it.
    return CborDocumentParser.over(
        new StrictCborInputStream(in, constraints.getMaxStringLength()), factory::createParser);
  }

  @Override
  public JsonGenerator createGenerator(OutputStream out, StreamWriteConstraints constraints)
      throws IOException {
    Built<StreamWriteConstraints, NlohmannCborFactory> b = writing;
    if (b == null || b.constraints() != constraints) {
      b =
          new Built<>(
              constraints,
              new NlohmannCborFactory(
                  CBORFactory.builder()
                      .streamWriteConstraints(constraints)
                      .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)));
      writing = b;
    }
    return new Utf8KeysGenerator(b.factory().createGenerator(out));
  }

  @Override
  public boolean hasLineColumns() {
    return false;
  }

  @Override
  public String toString() {
    return name();
  }
}
