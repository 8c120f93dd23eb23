package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.eval.Environment;
import io.birj.pelican.eval.Evaluator;
import io.birj.pelican.simplify.Simplifier;
import io.birj.pelican.testing.TestVendorKinds;
import io.birj.testkit.jvm.SmallStack;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Expressions 100,000 levels deep are built, printed, parsed, evaluated, simplified and compared on
 * a 256 KiB stack: nothing in the algebra recurses with the input's depth.
 */
class SmallStackTest {
  private static final int DEPTH = 100_000;
  private final PelicanContext ctx = TestVendorKinds.context();
  private final AffineIV i = ctx.affineIV("i");

  @Test
  void theTextOfDeepExpressionsPrintsAndParses() throws Exception {
    Expr sums = i;
    Expr mults = i;
    Expr vendors = i;
    for (int n = 0; n < DEPTH; n++) {
      sums = ctx.sum(sums);
      mults = ctx.modulo(ctx.mult(mults, 2), 7);
      vendors = ctx.vendor(TestVendorKinds.SCALED, null, new long[] {1}, List.of(vendors));
    }
    Expr affines = ctx.affine((AffineIdx) vendors);
    for (Expr e : List.of(sums, mults, vendors, affines)) {
      assertSame(e, SmallStack.call(() -> ctx.parse(ctx.print(e))));
    }
  }

  @Test
  void aDeepExpressionIsEvaluatedAndCompared() throws Exception {
    Expr e = i;
    Expr f = i;
    for (int n = 0; n < DEPTH; n++) {
      e = ctx.modulo(ctx.mult(e, 3), 1000);
      f = ctx.modulo(ctx.mult(f, n == 0 ? 2 : 3), 1000);
    }
    Expr deep = e;
    Expr other = f;
    long expected = 7;
    for (int n = 0; n < DEPTH; n++) {
      expected = expected * 3 % 1000;
    }
    long value = expected;
    assertEquals(
        value,
        SmallStack.call(
            () -> Evaluator.evaluate(deep, Environment.builder().axis("i", 7).build())));
    assertTrue(SmallStack.call(() -> ExprOrder.compare(other, deep)) < 0);
    assertTrue(SmallStack.call(deep::toString).endsWith("..."));
  }

  @Test
  void aDeepExpressionIsSimplified() throws Exception {
    Expr e = i;
    for (int n = 0; n < DEPTH; n++) {
      e = ctx.sum(e, ctx.constant(1));
    }
    Expr deep = e;
    assertEquals("(i + 100000)", ctx.print(SmallStack.call(() -> Simplifier.simplify(deep))));
  }

  @Test
  void theSuiteRunsAtTheJvmsDefaultStack() throws Throwable {
    for (String option : SmallStack.jvmOptions()) {
      assertFalse(option.startsWith("-Xss"), "the module's tests set " + option);
    }
  }
}
