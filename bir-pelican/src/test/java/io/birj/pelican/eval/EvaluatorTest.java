package io.birj.pelican.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr.Term;
import io.birj.pelican.AffineIV;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import io.birj.pelican.testing.TestVendorKinds;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvaluatorTest {
  private final PelicanContext ctx = TestVendorKinds.context();
  private final AffineIV i = ctx.affineIV("i");
  private final AffineIV j = ctx.affineIV("j");
  private final Environment env = Environment.builder().axis("i", 7).axis("j", -3).build();

  private long eval(Expr e) {
    return Evaluator.evaluate(e, env);
  }

  private String error(Expr e, Environment in) {
    return assertThrows(PelicanException.class, () -> Evaluator.evaluate(e, in)).getMessage();
  }

  @Test
  void anAffineIsItsConstantPlusItsWeightedIndices() {
    assertEquals(2 * 7 - 3 * -3 + 5, eval(ctx.affine(List.of(new Term(i, 2), new Term(j, -3)), 5)));
    assertEquals(-4, eval(ctx.constant(-4)));
    assertEquals(7, eval(i));
  }

  @Test
  void sumAndMult() {
    assertEquals(7 + -3 + 1, eval(ctx.sum(i, j, ctx.constant(1))));
    assertEquals(0, eval(ctx.sum()));
    assertEquals(-21, eval(ctx.mult(i, -3)));
  }

  @Test
  void floorDivisionAndModuloRoundTowardNegativeInfinity() {
    Expr minus7 = ctx.constant(-7);
    assertEquals(-4, eval(ctx.floorDiv(minus7, 2)));
    assertEquals(1, eval(ctx.modulo(minus7, 2)));
    assertEquals(3, eval(ctx.floorDiv(i, 2)));
    assertEquals(1, eval(ctx.modulo(i, 2)));
    assertEquals(-4, eval(ctx.ccDiv(minus7, 2, 5)));
    assertEquals(1, eval(ctx.ccMod(minus7, 2, 5)));
    assertEquals(
        Math.floorDiv(Long.MIN_VALUE, 3), eval(ctx.floorDiv(ctx.constant(Long.MIN_VALUE), 3)));
  }

  @Test
  void divisionByZeroOrANegativeDivisorIsAnError() {
    assertEquals("division by zero in i floordiv 0", error(ctx.floorDiv(i, 0), env));
    assertEquals("division by zero in i mod 0", error(ctx.modulo(i, 0), env));
    assertEquals("non-positive divisor -2 in i floordiv -2", error(ctx.floorDiv(i, -2), env));
    assertEquals("non-positive divisor -1 in i mod -1", error(ctx.modulo(i, -1), env));
    assertTrue(error(ctx.ccDiv(i, 0, 1), env).startsWith("division by zero"));
    assertTrue(error(ctx.ccMod(i, -1, 1), env).startsWith("non-positive divisor"));
  }

  @Test
  void overflowIsAnErrorNeverAWrap() {
    Expr big = ctx.constant(Long.MAX_VALUE);
    assertTrue(error(ctx.mult(big, 2), env).startsWith("integer overflow"));
    assertTrue(error(ctx.sum(big, ctx.constant(1)), env).startsWith("integer overflow"));
    assertTrue(
        error(ctx.affine(List.of(new Term(i, Long.MAX_VALUE)), 0), env)
            .startsWith("integer overflow"));
    assertTrue(
        error(ctx.mult(ctx.constant(Long.MIN_VALUE), -1), env).startsWith("integer overflow"));
  }

  @Test
  void aNodeWhoseValueFitsDoesNotFailOnAnIntermediateSum() {
    // MAX + 7*1 - 7*1: the partial sum MAX + 7 would overflow, the node's value does not
    Expr a = ctx.affine(List.of(new Term(i, 1), new Term(ctx.affineIV("m"), -1)), Long.MAX_VALUE);
    Environment e = env.toBuilder().axis("m", 7).build();
    assertEquals(Long.MAX_VALUE, Evaluator.evaluate(a, e));
    Expr s = ctx.sum(ctx.constant(Long.MAX_VALUE), ctx.constant(1), ctx.constant(-1));
    assertEquals(Long.MAX_VALUE, Evaluator.evaluate(s, e));
  }

  @Test
  void everyLeafTakesItsValueFromTheEnvironment() {
    Environment all =
        Environment.builder()
            .register("r", 11)
            .shard(3)
            .shard(2, 1)
            .rank(5)
            .rank(1, 2, 6)
            .indirectArg(4, 12)
            .apIndex(0, 13)
            .tiledApIndex(0, 8, 14)
            .symbol("s", 15)
            .build();
    assertEquals(11, Evaluator.evaluate(ctx.intRuntimeValue("r"), all));
    assertEquals(3, Evaluator.evaluate(ctx.shardId(8), all));
    assertEquals(1, Evaluator.evaluate(ctx.shardId(2), all));
    assertEquals(5, Evaluator.evaluate(ctx.ccGetRank(0, 0), all));
    assertEquals(6, Evaluator.evaluate(ctx.ccGetRank(1, 2), all));
    assertEquals(12, Evaluator.evaluate(ctx.indirectArg(4), all));
    assertEquals(13, Evaluator.evaluate(ctx.apIndex(0), all));
    assertEquals(14, Evaluator.evaluate(ctx.tiledApIndex(0, 8), all));
    assertEquals(15, Evaluator.evaluate(ctx.symbolicIdx("s"), all));
  }

  @Test
  void aLeafWithoutAValueIsAnErrorNotZero() {
    assertEquals(
        "no value for the loop axis k in the environment",
        error(ctx.affineIV("k"), Environment.EMPTY));
    assertTrue(error(ctx.intRuntimeValue("r"), env).startsWith("no value for the register %r"));
    assertTrue(error(ctx.shardId(4), env).startsWith("no value for the shard index"));
    assertTrue(error(ctx.ccGetRank(0, 0), env).startsWith("no value for the rank"));
    assertTrue(error(ctx.indirectArg(0), env).startsWith("no value for the indirect argument"));
  }

  @Test
  void aShardIndexMustLieBelowItsShardCount() {
    Environment e = Environment.builder().shard(8).build();
    assertEquals("shard index 8 is outside [0, 8) of shard(8)", error(ctx.shardId(8), e));
    assertEquals(8, Evaluator.evaluate(ctx.shardId(9), e));
  }

  @Test
  void vendorNodesEvaluateThroughTheirKind() {
    Expr clamp = ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 5}, List.of(i));
    assertEquals(5, eval(clamp));
    Expr lane = ctx.vendor(TestVendorKinds.LANE, "x", new long[0], List.of());
    assertEquals("the lane x needs a value from the environment", error(lane, env));
    Environment withLane = env.toBuilder().vendor("lane", "x", 3).build();
    Expr a = ctx.affine(List.of(new Term((AffineIdx) lane, 10), new Term(i, 1)), 0);
    assertEquals(37, Evaluator.evaluate(a, withLane));
    Expr scaled = ctx.vendor(TestVendorKinds.SCALED, null, new long[] {Long.MAX_VALUE}, List.of(i));
    assertTrue(error(scaled, env).startsWith("integer overflow evaluating @scaled"));
    Expr empty = ctx.vendor(TestVendorKinds.MAXOF, null, new long[0], List.of());
    assertEquals("maxof of nothing", error(empty, env));
  }

  @Test
  void aDagWithAHugeTreeEvaluatesInLinearTime() {
    Expr e = i;
    for (int n = 0; n < 62; n++) {
      e = ctx.modulo(ctx.sum(e, e), 1_000_003);
    }
    long expected = 7;
    for (int n = 0; n < 62; n++) {
      expected = (expected * 2) % 1_000_003;
    }
    assertEquals(expected, eval(e));
  }

  @Test
  void deepExpressionsEvaluateWithoutRecursion() {
    Expr e = i;
    for (int n = 0; n < 100_000; n++) {
      e = ctx.modulo(ctx.mult(e, 3), 1000);
    }
    long expected = 7;
    for (int n = 0; n < 100_000; n++) {
      expected = expected * 3 % 1000;
    }
    assertEquals(expected, eval(e));
  }
}
