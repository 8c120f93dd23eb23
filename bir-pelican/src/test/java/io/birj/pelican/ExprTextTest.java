package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr.Term;
import io.birj.pelican.testing.TestVendorKinds;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The text form: what it prints, that it parses back to the same node, and its errors. */
class ExprTextTest {
  private final PelicanContext ctx = TestVendorKinds.context();
  private final AffineIV i = ctx.affineIV("i");
  private final AffineIV j = ctx.affineIV("j");

  private void assertText(String text, Expr e) {
    assertEquals(text, ctx.print(e));
    assertSame(e, ctx.parse(text), text);
  }

  @Test
  void anAffineIsParenthesisedWithItsConstantLast() {
    AffineExpr a = ctx.affine(List.of(new Term(j, 1), new Term(i, 2)), 5);
    assertText("(2*i + j + 5)", a);
    assertText("(2*i + j + 5) mod 128", ctx.modulo(a, 128));
  }

  @Test
  void coefficientsZeroOneAndMinusOne() {
    assertText("(0*i)", ctx.affine(List.of(new Term(i, 0)), 0));
    assertText("(i)", ctx.affine(i));
    assertText("(-i)", ctx.affine(List.of(new Term(i, -1)), 0));
    assertText("(-i - j - 1)", ctx.affine(List.of(new Term(i, -1), new Term(j, -1)), -1));
    assertText("(i - 3*j)", ctx.affine(List.of(new Term(i, 1), new Term(j, -3)), 0));
  }

  @Test
  void constantsAndExtremeValues() {
    assertText("(0)", ctx.constant(0));
    assertText("(-7)", ctx.constant(-7));
    assertText("(-9223372036854775808)", ctx.constant(Long.MIN_VALUE));
    assertText("(9223372036854775807)", ctx.constant(Long.MAX_VALUE));
    assertText(
        "(-9223372036854775808*i - 9223372036854775808)",
        ctx.affine(List.of(new Term(i, Long.MIN_VALUE)), Long.MIN_VALUE));
    assertText("i * -9223372036854775808", ctx.mult(i, Long.MIN_VALUE));
    assertText("shard(-9223372036854775808)", ctx.shardId(Long.MIN_VALUE));
  }

  @Test
  void aSumAndAnAffineStayDistinctAsDoAMultAndACoefficient() {
    assertText("sum(i, j)", ctx.sum(i, j));
    assertText("(i + j)", ctx.affine(List.of(new Term(i, 1), new Term(j, 1)), 0));
    assertText("i * 2", ctx.mult(i, 2));
    assertText("(2*i)", ctx.affine(List.of(new Term(i, 2)), 0));
    assertText("i", i);
    assertText("sum()", ctx.sum());
    assertText("sum(sum(i))", ctx.sum(ctx.sum(i)));
  }

  @Test
  void postfixOperatorsChainLeftToRight() {
    Expr e = ctx.floorDiv(ctx.modulo(ctx.affine(i), 128), 4);
    assertText("(i) mod 128 floordiv 4", e);
    assertText("i * 2 * 3", ctx.mult(ctx.mult(i, 2), 3));
    assertText("i floordiv -2", ctx.floorDiv(i, -2));
    assertText("i mod 0", ctx.modulo(i, 0));
  }

  @Test
  void everyLeafKind() {
    assertText("%r0", ctx.intRuntimeValue("r0"));
    assertText("shard(8)", ctx.shardId(8));
    assertText("apidx(2)", ctx.apIndex(2));
    assertText("tiledapidx(2, 16)", ctx.tiledApIndex(2, 16));
    assertText("sym(n)", ctx.symbolicIdx("n"));
    assertText("ccrank(1, 2)", ctx.ccGetRank(1, 2));
    assertText("arg(3)", ctx.indirectArg(3));
    assertText(
        "(i + %r + apidx(1) + tiledapidx(1, 2) + sym(n) + shard(4))",
        ctx.affine(
            List.of(
                new Term(ctx.shardId(4), 1),
                new Term(ctx.symbolicIdx("n"), 1),
                new Term(ctx.tiledApIndex(1, 2), 1),
                new Term(ctx.apIndex(1), 1),
                new Term(ctx.intRuntimeValue("r"), 1),
                new Term(i, 1)),
            0));
  }

  @Test
  void collectiveDivisionsCarryAnUnsignedReplicaGroup() {
    assertText("i ccdiv 4 group 0", ctx.ccDiv(i, 4, 0));
    assertText("i ccdiv 4 group 18446744073709551615", ctx.ccDiv(i, 4, -1L));
    assertText("i ccmod 4 group 9223372036854775808", ctx.ccMod(i, 4, Long.MIN_VALUE));
  }

  @Test
  void namesThatAreNotIdentifiersOrAreKeywordsAreBackQuoted() {
    assertText("`sum`", ctx.affineIV("sum"));
    assertText("`group`", ctx.affineIV("group"));
    assertText("%`mod`", ctx.intRuntimeValue("mod"));
    assertText("`a b`", ctx.affineIV("a b"));
    assertText("``", ctx.affineIV(""));
    assertText("`1x`", ctx.affineIV("1x"));
    assertText("`a\\`b\\\\c`", ctx.affineIV("a`b\\c"));
    assertText("`é`", ctx.affineIV("é"));
    assertText("`line\nbreak`", ctx.affineIV("line\nbreak"));
    assertText("sym(`floordiv`)", ctx.symbolicIdx("floordiv"));
    assertText("loop.i_2", ctx.affineIV("loop.i_2"));
  }

  @Test
  void vendorNodesPrintWithTheirNameParametersSymbolAndChildren() {
    Expr lane = ctx.vendor(TestVendorKinds.LANE, "x y", new long[0], List.of());
    assertText("@lane[`x y`]()", lane);
    Expr clamp = ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {-1, 9}, List.of(i));
    assertText("@clamp(-1, 9 | i)", clamp);
    assertText(
        "@maxof(| i, j)", ctx.vendor(TestVendorKinds.MAXOF, null, new long[0], List.of(i, j)));
    assertText("@maxof()", ctx.vendor(TestVendorKinds.MAXOF, null, new long[0], List.of()));
    Expr scaled = ctx.vendor(TestVendorKinds.SCALED, null, new long[] {2}, List.of(clamp));
    assertText(
        "(@lane[`x y`]() + 3*@scaled(2 | @clamp(-1, 9 | i)))",
        ctx.affine(List.of(new Term((AffineIdx) lane, 1), new Term((AffineIdx) scaled, 3)), 0));
  }

  @Test
  void whitespaceIsFreeBetweenTokens() {
    Expr e = ctx.parse("  ( 2 * i +j+ 5 )mod 128  ");
    assertSame(ctx.modulo(ctx.affine(List.of(new Term(i, 2), new Term(j, 1)), 5), 128), e);
    assertSame(ctx.sum(i, j), ctx.parse("sum (\ti ,\nj )"));
  }

  @Test
  void textNested100000DeepPrintsAndParses() {
    int depth = 100_000;
    Expr sums = i;
    Expr mults = i;
    Expr vendors = i;
    for (int n = 0; n < depth; n++) {
      sums = ctx.sum(sums);
      mults = ctx.modulo(ctx.mult(mults, 2), 7);
      vendors = ctx.vendor(TestVendorKinds.SCALED, null, new long[] {1}, List.of(vendors));
    }
    Expr affines = ctx.affine((AffineIdx) vendors);
    for (Expr e : List.of(sums, mults, vendors, affines)) {
      String text = ctx.print(e);
      assertSame(e, ctx.parse(text));
    }
  }

  @Test
  void aHugeTreeFormIsRefusedNotPrinted() {
    Expr e = i;
    for (int n = 0; n < 40; n++) {
      e = ctx.sum(e, e);
    }
    Expr dag = e;
    PelicanException x = assertThrows(PelicanException.class, () -> ExprPrinter.print(dag, 1000));
    assertTrue(x.getMessage().contains("longer than 1000 characters"), x.getMessage());
  }

  @ParameterizedTest
  @CsvSource(
      delimiterString = "=>",
      value = {
        "''=> 1=> expected an expression",
        "(i + => 5=> expected an index",
        "(i + 5 => 7=> expected '*' or ')'",
        "(i j) => 4=> expected '+', '-' or ')'",
        "i mod => 6=> expected an integer",
        "i mod 4 x => 9=> unexpected text after the expression",
        "sum(i j) => 7=> expected ',' or ')'",
        "sum => 4=> expected '('",
        "floordiv => 1=> expected an expression, found the keyword 'floordiv'",
        "(2*sum(i)) => 4=> expected an index, found 'sum'",
        "(2*(i)) => 4=> expected an index",
        "(2*i + 3*i) => 1=> duplicate index i in one affine expression",
        "@nope(1) => 2=> unknown vendor kind 'nope'",
        "(@clamp(0, 1 | i)) => 2=> vendor kind 'clamp' is not an index kind",
        "@clamp(1 | i) => 1=> clamp takes 2 parameters, got 1",
        "i * 9223372036854775808 => 5=> integer out of the signed 64-bit range",
        "(-9223372036854775809) => 3=> integer out of the signed 64-bit range",
        "i ccdiv 2 group 18446744073709551616 => 17=> integer out of range",
        "i ccdiv 2 => 10=> expected 'group'",
        "i ccdiv 2 group -1 => 17=> expected an unsigned replica group id",
        "`abc => 1=> unterminated back-quoted name",
        "`a\\b` => 3=> only \\` and \\\\ are escapes",
        "%mod => 2=> 'mod' is a keyword",
        "sym() => 5=> expected a symbol name",
        "shard(1, 2) => 8=> expected ')'",
        "@ => 2=> expected a vendor kind name",
        "@lane() => 1=> lane needs a symbol",
        "#  => 1=> expected an expression",
      })
  void parseErrorsGiveTheColumn(String text, int column, String message) {
    ExprParseException e = assertThrows(ExprParseException.class, () -> ctx.parse(text));
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.detail().startsWith(message), e.getMessage());
    assertTrue(e.getMessage().startsWith("column " + column + ": "), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"(i + 0)", "(+i)"})
  void textThePrinterNeverWritesIsStillReadWhenUnambiguous(String text) {
    if (text.equals("(+i)")) {
      assertThrows(ExprParseException.class, () -> ctx.parse(text));
    } else {
      assertSame(ctx.affine(i), ctx.parse(text));
    }
  }

  @Test
  void nullTextIsAParseError() {
    assertThrows(ExprParseException.class, () -> ExprParser.parse(ctx, null));
  }
}
