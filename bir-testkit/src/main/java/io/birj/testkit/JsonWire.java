package io.birj.testkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.pelican.Expr;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Writes and reads single expressions as strings with one codec, for tests. */
public final class JsonWire {
  public static final JsonFactory JSON = new JsonFactory();

  private JsonWire() {}

  /** {@code e} as {@code codec} writes it to a default, compact generator. */
  public static String write(PelicanCodec codec, Expr e, PelicanCodec.WriteOptions o) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      codec.write(e, g, o);
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /** The expression {@code json} holds; it must hold nothing after it. */
  public static Expr read(PelicanCodec codec, String json, ExprReadContext ctx) {
    try (JsonParser p = JSON.createParser(json)) {
      p.nextToken();
      Expr e = codec.read(p, ctx);
      if (p.nextToken() != null) {
        throw new AssertionError("the reader did not stop at the end of the expression");
      }
      return e;
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
  }

  /** JSON with single quotes for readability in tests. */
  public static String q(String singleQuoted) {
    return singleQuoted.replace('\'', '"');
  }
}
