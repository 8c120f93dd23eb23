package io.birj.codec.v1;

import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.JsonWire;
import io.birj.testkit.TestReadContext;
import java.util.Set;

/** Writes and reads single expressions as strings with the V1 codec, for tests. */
final class Wire {
  static final JsonFactory JSON = JsonWire.JSON;
  static final V1Codec V1 = new V1Codec();

  private Wire() {}

  /**
   * A read context with this codec alone and no vendor kinds, knowing the axes and registers given
   * ({@code null}: every name).
   */
  static TestReadContext context(PelicanContext pc, Set<String> axes, Set<String> registers) {
    return new TestReadContext(pc, CodecRegistry.of(V1), axes, registers)
        .withKinds(ExprKindRegistry.EMPTY);
  }

  /** A read context that knows every axis and register name. */
  static TestReadContext context(PelicanContext pc) {
    return context(pc, null, null);
  }

  static String write(Expr e) {
    return write(e, PelicanCodec.WriteOptions.DEFAULT);
  }

  static String write(Expr e, PelicanCodec.WriteOptions o) {
    return JsonWire.write(V1, e, o);
  }

  static Expr read(String json, ExprReadContext ctx) {
    return JsonWire.read(V1, json, ctx);
  }

  static BirException readError(String json, ExprReadContext ctx) {
    return assertThrows(BirException.class, () -> read(json, ctx));
  }

  /** JSON with single quotes for readability in tests. */
  static String q(String singleQuoted) {
    return JsonWire.q(singleQuoted);
  }
}
