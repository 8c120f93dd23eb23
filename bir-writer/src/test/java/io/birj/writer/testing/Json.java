package io.birj.writer.testing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.filter.FilteringParserDelegate;
import com.fasterxml.jackson.core.filter.JsonPointerBasedFilter;
import com.fasterxml.jackson.core.filter.TokenFilter;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.expr.QuasiAffineExpr;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** Reading written documents back in tests: the value at a pointer, an expression's form. */
public final class Json {
  private static final JsonFactory JSON =
      JsonFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(100_000).build())
          .build();

  private Json() {}

  /** The value at {@code pointer} in the document {@code json}, as compact JSON. */
  public static String valueAt(String json, String pointer) {
    try (JsonParser p =
            new FilteringParserDelegate(
                JSON.createParser(json),
                new JsonPointerBasedFilter(JsonPointer.compile(pointer)),
                TokenFilter.Inclusion.ONLY_INCLUDE_ALL,
                false);
        StringWriter out = new StringWriter();
        JsonGenerator g = JSON.createGenerator(out)) {
      if (p.nextToken() == null) {
        throw new AssertionError("nothing at " + pointer + " in " + json);
      }
      g.copyCurrentStructure(p);
      g.flush();
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code e} as the installed codec of {@code version} writes it. */
  public static String form(QuasiAffineExpr e, int version) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      ExprDispatch.write(e, g, version, Wire.CODECS, PelicanCodec.WriteOptions.DEFAULT);
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
    return out.toString();
  }
}
