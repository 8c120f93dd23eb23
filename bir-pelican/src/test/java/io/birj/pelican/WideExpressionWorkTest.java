package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.testkit.jvm.Allocations;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Work on a wide expression (an affine or a sum of many terms) grows linearly with its terms:
 * printing and parsing it. Checked by the bytes each step allocates per term at two widths, never
 * by its time.
 */
class WideExpressionWorkTest {
  /** {@code (1*x0 + 2*x1 + ... + 7)} in a fresh context. */
  static AffineExpr wideAffine(int terms) {
    PelicanContext pc = new PelicanContext();
    List<AffineExpr.Term> ts = new ArrayList<>(terms);
    for (int i = 0; i < terms; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i + 1));
    }
    return pc.affine(ts, 7);
  }

  /** {@code sum((x0 + 0), (x1 + 1), ...)}: a wide node whose children are composite. */
  static Sum wideSum(int terms) {
    PelicanContext pc = new PelicanContext();
    List<Expr> ts = new ArrayList<>(terms);
    for (int i = 0; i < terms; i++) {
      ts.add(pc.affine(List.of(new AffineExpr.Term(pc.affineIV("x" + i), 1)), i));
    }
    return pc.sum(ts);
  }

  @Test
  void anAffinesChildrenAreOneReadOnlyViewNotACopyPerCall() {
    AffineExpr a = wideAffine(3);
    assertSame(a.children(), a.children());
    assertEquals(List.of(a.idx(0), a.idx(1), a.idx(2)), a.children());
    assertThrows(UnsupportedOperationException.class, () -> a.children().set(0, a.idx(1)));
  }

  @Test
  void printingAWideAffineTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "ExprPrinter.print(affine)",
        n -> {
          AffineExpr a = wideAffine(n);
          return () -> ExprPrinter.print(a);
        });
  }

  @Test
  void printingAWideSumTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "ExprPrinter.print(sum)",
        n -> {
          Sum s = wideSum(n);
          return () -> ExprPrinter.print(s);
        });
  }

  @Test
  void parsingAWideAffineTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "ExprParser.parse(affine)",
        n -> {
          String text = ExprPrinter.print(wideAffine(n));
          return () -> ExprParser.parse(new PelicanContext(), text);
        });
  }

  @Test
  void parsingAWideAffineWithItsTermsOutOfOrderTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "ExprParser.parse(affine, terms reversed)",
        n -> {
          StringBuilder text = new StringBuilder("(");
          for (int i = n - 1; i >= 0; i--) {
            text.append(i == n - 1 ? "" : " + ").append(i + 1).append("*x").append(i);
          }
          String t = text.append(" + 7)").toString();
          return () -> ExprParser.parse(new PelicanContext(), t);
        });
  }

  @Test
  void parsingAWideSumTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "ExprParser.parse(sum)",
        n -> {
          String text = ExprPrinter.print(wideSum(n));
          return () -> ExprParser.parse(new PelicanContext(), text);
        });
  }

  @Test
  void internsAWideAffineAgainAsTheSameNode() {
    AffineExpr a = wideAffine(Allocations.WIDE);
    PelicanContext pc = a.context();
    int before = pc.size();
    List<AffineExpr.Term> reversed = new ArrayList<>(a.terms());
    java.util.Collections.reverse(reversed);
    assertSame(a, pc.affine(reversed, a.constant()));
    assertEquals(before, pc.size());
  }
}
