package io.birj.api.expr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.position.SourcePosition;
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

  @Test
  void everyPositionComesBackWhetherItPacksOrNot() {
    Expr e = pc.affineIV("i");
    for (long p :
        new long[] {
          SourcePosition.UNKNOWN,
          SourcePosition.of(3, 7),
          SourcePosition.of(1, 1 << 29),
          SourcePosition.of(Integer.MAX_VALUE, Integer.MAX_VALUE),
          SourcePosition.ofOffset(Long.MAX_VALUE)
        }) {
      assertEquals(p, QuasiAffineExpr.of(e, p).sourcePosition());
    }
  }

  @Test
  void anExpressionReadFarIntoItsDocumentStillKnowsItsAxes() {
    long far = SourcePosition.of(Integer.MAX_VALUE, Integer.MAX_VALUE);
    QuasiAffineExpr q = QuasiAffineExpr.of(pc.mult(pc.affineIV("k"), 3), far);
    assertEquals(List.of("k"), List.copyOf(q.axes()));
    assertEquals(List.of("k"), List.copyOf(q.axes()));
    assertEquals(far, q.sourcePosition());
  }
}
