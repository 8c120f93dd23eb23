package io.birj.app.service;

import io.birj.app.compress.Bounded;
import io.birj.app.compress.Compression;
import io.micronaut.http.HttpRequest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a request's body is encoded on the wire: its {@code Content-Encoding}, and any transfer
 * coding but {@code chunked}, which {@link Exchanges} sets aside in {@link #HEADER} before the
 * framework sees them (the framework would inflate a body on the event loop, unbounded). The body
 * is decoded here, on a worker, into at most the request size limit, its size told to the request's
 * admission as it grows; a document compressed with gzip or zstd inside it is decoded too ({@link
 * Compression#open}).
 */
final class BodyCodings {
  /** The request header that carries the codings set aside, outermost last (as sent). */
  static final String HEADER = "birj-body-codings";

  /** The codings a body may have, as the 415 answer names them. */
  static final String ACCEPTED = "gzip, x-gzip, deflate, zstd, identity";

  private BodyCodings() {}

  /**
   * The codings of {@code request}'s body, in the order they were applied; 415 for an unknown one.
   */
  static List<Compression> of(HttpRequest<?> request) {
    String given = request.getHeaders().get(HEADER);
    List<Compression> out = new ArrayList<>();
    if (given == null) {
      return out;
    }
    for (String part : given.split(",")) {
      String c = part.strip().toLowerCase(Locale.ROOT);
      switch (c) {
        case "", "identity" -> {}
        case "gzip", "x-gzip" -> out.add(Compression.GZIP);
        case "deflate" -> out.add(Compression.DEFLATE);
        case "zstd" -> out.add(Compression.ZSTD);
        default ->
            throw new ProblemException(
                Problem.of(
                    ProblemType.UNSUPPORTED_MEDIA_TYPE,
                    "the body's coding '"
                        + Problems.clip(part.strip())
                        + "' is not one this service decodes; it decodes "
                        + ACCEPTED
                        + " (a document compressed with gzip or zstd is also read as it is)"));
      }
    }
    return out;
  }

  /**
   * {@code raw}, the body as it came, decoded: its codings undone last to first, then a gzip or
   * zstd document inside opened; at most {@code limit} bytes, {@code watcher} told the size as it
   * grows.
   *
   * @throws ProblemException 400 when the data is not what its coding says, 413 over the limit
   */
  static byte[] decode(byte[] raw, List<Compression> codings, long limit, Bounded.Watcher watcher) {
    if (codings.isEmpty()
        && Compression.of(raw, Math.min(raw.length, Compression.MAGIC_LENGTH)).isEmpty()) {
      return raw;
    }
    try {
      InputStream in = new ByteArrayInputStream(raw);
      for (int i = codings.size() - 1; i >= 0; i--) {
        in = codings.get(i).decode(in);
      }
      return Bounded.readAll(Compression.open(in), limit, watcher);
    } catch (Bounded.OverLimit e) {
      throw new ProblemException(
          Problem.of(
              ProblemType.BODY_TOO_LARGE,
              "the request body decodes to more than "
                  + Problems.bytes(limit)
                  + " (micronaut.server.max-request-size counts the decoded size)"));
    } catch (Compression.TooLarge e) {
      // A compressed document inside the body, past the request limit or its ratio.
      throw new ProblemException(
          Problem.of(ProblemType.BODY_TOO_LARGE, "the request body's document: " + e.getMessage()));
    } catch (Compression.Corrupt e) {
      throw ProblemException.malformed(
          "the request body is not what its coding says: " + e.getMessage(), 0, 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
