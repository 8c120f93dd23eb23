package io.birj.testkit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.WireForm;
import io.birj.testkit.property.Choices;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DocumentsTest {
  /** Every question answered with its smallest value, as a fuzzer out of bytes answers. */
  private static final Choices SMALLEST = (min, max) -> min;

  private static Choices seeded(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    // Uniform enough for these tests; the generators never ask for the whole long range.
    return (min, max) -> max == Long.MAX_VALUE ? r.nextLong() : r.nextLong(min, max + 1);
  }

  @Test
  void theSmallestChoicesMakeTheSmallestDocument() {
    assertEquals(
        "{\"version\":2,\"functions\":[{\"name\":\"f0\",\"allocations\":[],"
            + "\"blocks\":[{\"name\":\"bb1\",\"instructions\":[]}]}]}",
        Documents.document(SMALLEST).json());
  }

  @Test
  void theSameChoicesMakeTheSameDocument() {
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(
          Documents.document(seeded(seed)).json(), Documents.document(seeded(seed)).json());
    }
  }

  @Test
  void aVersion1DocumentHoldsNoV2TaggedExpression() {
    List<String> v2Only =
        List.of(
            WireForm.TAG_AFFINE_EXPR,
            WireForm.TAG_SUM,
            WireForm.TAG_MULT,
            WireForm.TAG_FLOOR_DIV,
            WireForm.TAG_MODULO,
            WireForm.TAG_CC_DIV,
            WireForm.TAG_CC_GET_RANK,
            WireForm.TAG_AFFINE_IV,
            WireForm.TAG_INT_RUNTIME_VALUE,
            WireForm.TAG_INDIRECT_ARG);
    int withExpressions = 0;
    for (long seed = 0; seed < 200; seed++) {
      Documents.Doc d = Documents.document(seeded(seed), 1);
      assertTrue(d.v1Exact(), d.json());
      for (String tag : v2Only) {
        assertFalse(d.json().contains("\"kind\":\"" + tag + "\""), d.json());
      }
      withExpressions += d.json().contains("\"op\":") || d.json().contains("\"AxisLabel\"") ? 1 : 0;
    }
    assertTrue(withExpressions > 20, "documents with v1 expressions: " + withExpressions);
  }

  @Test
  void anExpressionWithoutAV1FormIsNotRenderedInV1() {
    Exprs.Ex sum = new Exprs.Sum(List.of());
    assertFalse(sum.v1Exact());
    assertThrows(IllegalArgumentException.class, () -> Exprs.render(sum, 1));
  }

  @Test
  void anAffineOfAxesIsV1ExactAndOneOfARegisterIsNot() {
    Exprs.Aff axes = new Exprs.Aff(List.of(new Exprs.Term(new Exprs.Axis("i"), 2)), 1);
    Exprs.Aff register = new Exprs.Aff(List.of(new Exprs.Term(new Exprs.Reg("r"), 2)), 1);
    assertTrue(axes.v1Exact());
    assertFalse(register.v1Exact());
    assertEquals(
        "{\"terms\":[{\"AxisLabel\":\"i\",\"coef\":2}],\"c\":1}",
        Documents.text(Exprs.render(axes, 1)));
  }
}
