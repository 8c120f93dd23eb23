package io.birj.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/**
 * A codec bean for version 1, defined through Micronaut DI: it takes the place of the v1 codec
 * ServiceLoader found. Only in contexts with {@code test.fake-v1=true}.
 */
@Singleton
@Requires(property = "test.fake-v1", value = "true")
public final class FakeV1Codec implements PelicanCodec {
  static final String DESCRIPTION = "fake v1 from a DI bean";

  @Override
  public int version() {
    return 1;
  }

  @Override
  public String description() {
    return DESCRIPTION;
  }

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) {
    throw BirException.at(
        io.birj.api.error.DiagnosticCode.BIRJ_E0302, p, "the fake v1 codec reads nothing");
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    return false;
  }

  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) {
    throw BirException.atPointer(
        io.birj.api.error.DiagnosticCode.BIRJ_E0302,
        options.pointer(),
        "the fake v1 codec writes nothing");
  }
}
