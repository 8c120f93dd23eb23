package io.birj.api.expr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The expression as a value (its dispatches are {@code ExprDispatchTest}'s). */
class QuasiAffineExprTest {
  private final PelicanContext pc = new PelicanContext();

  @Test
  void axesAreTheLoopAxesTheExpressionUses() {
    Expr e = pc.sum(List.of(pc.affineIV("j"), pc.mult(pc.affineIV("i"), 2), pc.affineIV("j")));
    assertEquals(List.of("i", "j"), List.copyOf(QuasiAffineExpr.of(e).axes()));
  }
}
