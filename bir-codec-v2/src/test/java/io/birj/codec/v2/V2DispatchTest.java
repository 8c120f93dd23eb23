package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
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
 * The v2 codec behind the expression dispatch (ExprDispatch), found by ServiceLoader on a class
 * path that has no v1 codec (a distribution assembled without bir-codec-v1).
 */
class V2DispatchTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);
  private static final String JSON = q("{'kind':'ShardIDKind','ub':4}");

  private QuasiAffineExpr read(int version) throws IOException {
    ctx.module.setVersion(version);
    try (JsonParser p = Wire.JSON.createParser(JSON)) {
      p.nextToken();
      return ExprDispatch.read(p, ctx);
    }
  }

  @Test
  void serviceLoaderFindsTheV2Codec() {
    CodecRegistry found = CodecRegistry.load();
    assertEquals(List.of(2), found.versions());
    assertInstanceOf(V2Codec.class, found.find(2));
  }

  @Test
  void version2DocumentReadsThroughTheDispatch() throws IOException {
    ctx.codecs = CodecRegistry.load();
    assertSame(pc.shardId(4), read(2).expr());
  }

  @Test
  void version1DocumentIsRefusedNamingTheMissingCodec() {
    ctx.codecs = CodecRegistry.load();
    BirException e = assertThrows(BirException.class, () -> read(1));
    assertEquals(
        "no pelican codec for version 1 is installed (installed: v2); add the module"
            + " io.birj.codec.v1 (artifact bir-codec-v1)",
        e.reason());
  }

  @Test
  void plainWriteOfAQuasiAffineExprIsV2() throws IOException {
    QuasiAffineExpr qae = QuasiAffineExpr.of(pc.modulo(pc.affine(pc.affineIV("i")), 4));
    StringWriter plain = new StringWriter();
    try (JsonGenerator g = Wire.JSON.createGenerator(plain)) {
      ExprDispatch.write(qae, g, CodecRegistry.load());
    }
    StringWriter v2 = new StringWriter();
    try (JsonGenerator g = Wire.JSON.createGenerator(v2)) {
      ExprDispatch.write(qae, g, 2, CodecRegistry.load(), PelicanCodec.WriteOptions.DEFAULT);
    }
    assertEquals(Wire.write(qae.expr()), plain.toString());
    assertEquals(plain.toString(), v2.toString());
  }
}
