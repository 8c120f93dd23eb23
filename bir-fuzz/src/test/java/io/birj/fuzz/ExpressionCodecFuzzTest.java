package io.birj.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.pelican.PelicanContext;
import java.io.ByteArrayOutputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One pelican expression through the expression read dispatch (ExprDispatch), once per wire version
 * (docs/wire/expressions.md): a read gives an expression or a clean BirException; what reads writes
 * in the same version (or is refused cleanly), reads back as the identical node (hash-consing:
 * equal ⇔ identical), and writes again to the same bytes.
 */
class ExpressionCodecFuzzTest {
  static final CodecRegistry CODECS = LoaderFuzzTest.CODECS;
  static final JsonFactory JSON = new JsonFactory();

  @FuzzTest(maxDuration = "5m")
  @DictionaryFile(resourcePath = "pelican-v1.dict")
  void v1ExpressionReadsOrIsRefusedAndRoundTrips(byte[] data) {
    check(1, data);
  }

  @FuzzTest(maxDuration = "5m")
  @DictionaryFile(resourcePath = "pelican-v2.dict")
  void v2ExpressionReadsOrIsRefusedAndRoundTrips(byte[] data) {
    check(2, data);
  }

  static void check(int version, byte[] data) {
    FuzzReadContext ctx = new FuzzReadContext(new PelicanContext(), version, CODECS);
    QuasiAffineExpr e;
    try {
      e = read(data, ctx);
    } catch (NotJson ignored) {
      return;
    } catch (BirException x) {
      Oracle.requireCleanRefusal(x);
      return;
    }
    if (e == null) {
      return;
    }
    byte[] once;
    try {
      once = write(e, version);
    } catch (BirException x) {
      Oracle.requireCleanRefusal(x);
      return;
    }
    QuasiAffineExpr again;
    try {
      again = read(once, ctx);
    } catch (BirException | NotJson x) {
      throw Oracle.finding("v" + version + " output does not read back: " + text(once), x);
    }
    if (again == null || again.expr() != e.expr()) {
      throw Oracle.finding(
          "v" + version + " round trip changed " + e + " into " + again + " via " + text(once));
    }
    byte[] twice = write(again, version);
    if (!Arrays.equals(once, twice)) {
      throw Oracle.finding(
          "v" + version + " writing is not canonical: " + text(once) + " vs " + text(twice));
    }
  }

  /** The harness's own JSON error before the first token: not the codec's to report. */
  static final class NotJson extends Exception {
    private static final long serialVersionUID = 1L;

    NotJson(Throwable cause) {
      super(cause);
    }
  }

  /** Reads the first JSON value as an expression; null when the input holds no token at all. */
  static QuasiAffineExpr read(byte[] data, FuzzReadContext ctx) throws NotJson {
    try (JsonParser p = JSON.createParser(data)) {
      try {
        if (p.nextToken() == null) {
          return null;
        }
      } catch (IOException x) {
        throw new NotJson(x);
      }
      return ExprDispatch.read(p, ctx);
    } catch (CharConversionException x) {
      // Bytes that are no text in the encoding jackson detected (UTF-32 from leading zeros): the
      // source's error, which the SPI lets through as an IOException; the loader positions it.
      throw new NotJson(x);
    } catch (JsonProcessingException x) {
      throw Oracle.finding("a jackson error escaped the codec instead of a BirException", x);
    } catch (IOException x) {
      throw Oracle.finding("an IOException from memory escaped the codec", x);
    }
  }

  static byte[] write(QuasiAffineExpr e, int version) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      ExprDispatch.write(
          e, g, version, CODECS, io.birj.api.codec.PelicanCodec.WriteOptions.DEFAULT);
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
    return out.toByteArray();
  }

  static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
