package io.birj.codec.v2;

import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Writes and reads single expressions as strings, for tests. */
final class Wire {
  static final JsonFactory JSON = new JsonFactory();
  static final V2Codec V2 = new V2Codec();

  private Wire() {}

  static String write(Expr e) {
    return write(e, PelicanCodec.WriteOptions.DEFAULT);
  }

  static String write(Expr e, PelicanCodec.WriteOptions o) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      V2.write(e, g, o);
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  static Expr read(String json, ExprReadContext ctx) {
    try (JsonParser p = JSON.createParser(json)) {
      p.nextToken();
      Expr e = V2.read(p, ctx);
      if (p.nextToken() != null) {
        throw new AssertionError("the reader did not stop at the end of the expression");
      }
      return e;
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
  }

  static BirException readError(String json, ExprReadContext ctx) {
    return assertThrows(BirException.class, () -> read(json, ctx));
  }

  /** JSON with single quotes for readability in tests. */
  static String q(String singleQuoted) {
    return singleQuoted.replace('\'', '"');
  }
}
