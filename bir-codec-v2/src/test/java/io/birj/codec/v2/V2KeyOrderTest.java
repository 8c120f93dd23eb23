package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static io.birj.codec.v2.Wire.read;
import static io.birj.codec.v2.Wire.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * JSON objects are unordered, and the compiler's nlohmann objects come out with sorted keys (so
 * {@code "c"}, {@code "denom"}, {@code "axis"} precede {@code "kind"}): the reader takes any order.
 */
class V2KeyOrderTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  private Expr everyKind() {
    AffineExpr aff =
        pc.affine(
            List.of(
                new AffineExpr.Term(pc.affineIV("i"), 3),
                new AffineExpr.Term(pc.intRuntimeValue("r"), -1),
                new AffineExpr.Term(pc.shardId(4), 2)),
            7);
    return pc.sum(
        List.of(
            pc.ccDiv(pc.modulo(aff, 5), 2, 9),
            pc.mult(pc.floorDiv(aff, 3), 4),
            pc.ccGetRank(1, 2),
            pc.indirectArg(6),
            pc.affineIV("j")));
  }

  @Test
  void readsCompilerStyleSortedKeys() {
    Expr e = everyKind();
    String sorted = KeyOrder.sorted(write(e));
    assertEquals('{', sorted.charAt(0));
    assertSame(e, read(sorted, ctx));
  }

  @Test
  void sortedAffineExpressionHasItsConstantBeforeItsKind() {
    String json =
        q(
            "{'c':5,'kind':'AffExprKind','terms':[{'coeff':2,'idx':{'axis':'i','kind':'AffIVKind'}}]}");
    Expr e = read(json, ctx);
    assertSame(pc.affine(List.of(new AffineExpr.Term(pc.affineIV("i"), 2)), 5), e);
    assertEquals(
        q(
            "{'kind':'AffExprKind','terms':[{'idx':{'kind':'AffIVKind','axis':'i'},'coeff':2}],'c':5}"),
        write(e));
  }

  @Test
  void readsKindLastAfterNestedExpressions() {
    String json = q("{'numer':{'ub':2,'kind':'ShardIDKind'},'denom':3,'kind':'ModuloKind'}");
    assertSame(pc.modulo(pc.shardId(2), 3), read(json, ctx));
  }

  @Test
  void readsTermsBeforeTheKind() {
    assertSame(
        pc.affine(List.of(new AffineExpr.Term(pc.affineIV("i"), 2)), 0),
        read(
            q(
                "{'terms':[{'coeff':2,'idx':{'axis':'i','kind':'AffIVKind'}}],'c':0,'kind':'AffExprKind'}"),
            ctx));
    assertSame(
        pc.sum(List.of(pc.shardId(2))),
        read(q("{'terms':[{'ub':2,'kind':'ShardIDKind'}],'n_terms':1,'kind':'SumKind'}"), ctx));
  }

  @Test
  void readsShuffledKeysOfEveryKind() {
    Expr e = everyKind();
    String json = write(e);
    for (long seed = 0; seed < 50; seed++) {
      assertSame(e, read(KeyOrder.shuffled(json, seed), ctx), "seed " + seed);
    }
  }
}
