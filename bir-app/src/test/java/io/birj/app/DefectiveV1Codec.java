package io.birj.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.pelican.Expr;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;

/**
 * A v1 codec with a defect, for the tests of how a bug in birj is reported: reading throws what
 * {@code test.defective-v1} says ({@code npe}: a NullPointerException, {@code oom}: an
 * OutOfMemoryError, {@code soe}: a StackOverflowError).
 */
@Singleton
@Requires(property = "test.defective-v1")
public final class DefectiveV1Codec implements PelicanCodec {
  private final String defect;

  public DefectiveV1Codec(@Value("${test.defective-v1}") String defect) {
    this.defect = defect;
  }

  @Override
  public int version() {
    return 1;
  }

  @Override
  public String description() {
    return "defective v1";
  }

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) {
    switch (defect) {
      case "oom":
        throw new OutOfMemoryError("Java heap space");
      case "soe":
        throw new StackOverflowError();
      default:
        String missing = System.getProperty("birj.test.no-such-property");
        return ctx.pelican().affineIV(missing.strip());
    }
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    return false;
  }

  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) {
    throw new UnsupportedOperationException("reads only");
  }
}
