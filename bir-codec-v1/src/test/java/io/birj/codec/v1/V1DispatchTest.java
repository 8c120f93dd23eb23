package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The v1 codec behind the expression dispatch (ExprDispatch), found by ServiceLoader on a class
 * path.
 */
class V1DispatchTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  @Test
  void serviceLoaderFindsTheV1Codec() {
    CodecRegistry found = CodecRegistry.load();
    assertEquals(List.of(1), found.versions());
    assertInstanceOf(V1Codec.class, found.find(1));
  }

  @Test
  void version1DocumentReadsThroughTheDispatch() throws IOException {
    ctx.codecs = CodecRegistry.load();
    ctx.module.setVersion(1);
    try (JsonParser p = Wire.JSON.createParser(q("{'op':'Mod','op_param':4,'terms':[],'c':9}"))) {
      p.nextToken();
      assertSame(pc.modulo(pc.constant(9), 4), ExprDispatch.read(p, ctx).expr());
    }
  }

  @Test
  void writeDispatchToVersion1AssertsRepresentability() {
    QuasiAffineExpr qae = QuasiAffineExpr.of(pc.mult(pc.constant(1), 2));
    BirException e =
        assertThrows(
            BirException.class,
            () -> {
              try (JsonGenerator g = Wire.JSON.createGenerator(new StringWriter())) {
                ExprDispatch.write(
                    qae, g, 1, CodecRegistry.load(), PelicanCodec.WriteOptions.DEFAULT);
              }
            });
    assertEquals("Pelican Expr should be in V1 format: Mult (kind 23) has no v1 form", e.reason());
  }
}
