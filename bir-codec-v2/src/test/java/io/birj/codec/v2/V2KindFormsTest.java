package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static io.birj.codec.v2.Wire.read;
import static io.birj.codec.v2.Wire.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.Modulo;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The eleven written kinds, each in both directions, with the compiler's tags and key order. */
class V2KindFormsTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  static Stream<Arguments> writtenKinds() {
    Function<PelicanContext, Expr> iv = c -> c.affineIV("i");
    return Stream.of(
        Arguments.of(
            "CCGetRank (2)",
            (Function<PelicanContext, Expr>) c -> c.ccGetRank(3, -1),
            "{'kind':'CCGetRankKind','iteration_id':3,'channel_id':-1}"),
        Arguments.of(
            "IndirectArg (3)",
            (Function<PelicanContext, Expr>) c -> c.indirectArg(4),
            "{'kind':'IndirectArgId','arg_id':4}"),
        Arguments.of("AffineIV (6)", iv, "{'kind':'AffIVKind','axis':'i'}"),
        Arguments.of(
            "IntRuntimeValue (7)",
            (Function<PelicanContext, Expr>) c -> c.intRuntimeValue("r0"),
            "{'kind':'IntRuntimeValueKind','regref':'r0'}"),
        Arguments.of(
            "ShardId (13)",
            (Function<PelicanContext, Expr>) c -> c.shardId(8),
            "{'kind':'ShardIDKind','ub':8}"),
        Arguments.of(
            "AffineExpr (17)",
            (Function<PelicanContext, Expr>)
                c -> c.affine(List.of(new AffineExpr.Term(c.affineIV("i"), 2)), 5),
            "{'kind':'AffExprKind','terms':[{'idx':{'kind':'AffIVKind','axis':'i'},'coeff':2}],'c':5}"),
        Arguments.of(
            "AffineExpr (17) without terms",
            (Function<PelicanContext, Expr>) c -> c.constant(-7),
            "{'kind':'AffExprKind','terms':[],'c':-7}"),
        Arguments.of(
            "Sum (18)",
            (Function<PelicanContext, Expr>) c -> c.sum(List.of(c.shardId(2), c.indirectArg(1))),
            "{'kind':'SumKind','n_terms':2,'terms':[{'kind':'ShardIDKind','ub':2},"
                + "{'kind':'IndirectArgId','arg_id':1}]}"),
        Arguments.of(
            "Mult (23)",
            (Function<PelicanContext, Expr>) c -> c.mult(c.affineIV("j"), -3),
            "{'kind':'MultKind','var':{'kind':'AffIVKind','axis':'j'},'scale':-3}"),
        Arguments.of(
            "FloorDiv (25)",
            (Function<PelicanContext, Expr>) c -> c.floorDiv(c.constant(9), 2),
            "{'kind':'FloorDivKind','numer':{'kind':'AffExprKind','terms':[],'c':9},'denom':2}"),
        Arguments.of(
            "Modulo (26)",
            (Function<PelicanContext, Expr>) c -> c.modulo(c.constant(9), 4),
            "{'kind':'ModuloKind','numer':{'kind':'AffExprKind','terms':[],'c':9},'denom':4}"),
        Arguments.of(
            "CCDiv (27), replica_groups_id unsigned",
            (Function<PelicanContext, Expr>) c -> c.ccDiv(c.shardId(4), 2, -1L),
            "{'kind':'CCDivKind','numer':{'kind':'ShardIDKind','ub':4},'denom':2,"
                + "'replica_groups_id':18446744073709551615}"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("writtenKinds")
  void writesTheSeedForm(String name, Function<PelicanContext, Expr> make, String json) {
    assertEquals(q(json), write(make.apply(pc)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("writtenKinds")
  void readsTheSeedFormToTheSameInternedNode(
      String name, Function<PelicanContext, Expr> make, String json) {
    assertSame(make.apply(pc), read(q(json), ctx));
  }

  /** Kind 17, the linear form. */
  @Test
  void seedExemplarAffExprKind() {
    String json =
        q(
            "{'kind':'AffExprKind','terms':[{'idx':{'kind':'AffIVKind','axis':'i'},'coeff':4},"
                + "{'idx':{'kind':'ShardIDKind','ub':2},'coeff':-1}],'c':16}");
    Expr e = read(json, ctx);
    assertSame(
        pc.affine(
            List.of(
                new AffineExpr.Term(pc.affineIV("i"), 4), new AffineExpr.Term(pc.shardId(2), -1)),
            16),
        e);
    assertEquals(json, write(e));
  }

  /** Kind 26, the dividend serialized inline. */
  @Test
  void seedExemplarModuloKind() {
    String json =
        q(
            "{'kind':'ModuloKind','numer':{'kind':'AffExprKind','terms':[{'idx':"
                + "{'kind':'AffIVKind','axis':'k'},'coeff':1}],'c':0},'denom':8}");
    Expr e = read(json, ctx);
    assertSame(pc.modulo(pc.affine(pc.affineIV("k")), 8), e);
    assertEquals(json, write(e));
  }

  /** CCModKind is read, built as a Modulo, written ModuloKind (docs/wire/expressions.md). */
  @Test
  void ccModKindReadsAsModuloAndWritesAsModuloKind() {
    Expr e = read(q("{'kind':'CCModKind','numer':{'kind':'ShardIDKind','ub':4},'denom':3}"), ctx);
    assertSame(pc.modulo(pc.shardId(4), 3), e);
    assertEquals(Modulo.class, e.getClass());
    assertEquals(
        q("{'kind':'ModuloKind','numer':{'kind':'ShardIDKind','ub':4},'denom':3}"), write(e));
  }

  @Test
  void extremeSignedValuesRoundTrip() {
    Expr e = pc.ccGetRank(Long.MIN_VALUE, Long.MAX_VALUE);
    String json = write(e);
    assertEquals(
        q(
            "{'kind':'CCGetRankKind','iteration_id':-9223372036854775808,"
                + "'channel_id':9223372036854775807}"),
        json);
    assertSame(e, read(json, ctx));
  }

  @Test
  void sumNTermsIsWrittenUnsignedAndSumsMayBeEmpty() {
    Expr e = pc.sum(List.of());
    assertEquals(q("{'kind':'SumKind','n_terms':0,'terms':[]}"), write(e));
    assertSame(e, read(write(e), ctx));
  }

  @Test
  void sharedSubExpressionsAreWrittenOncePerUse() {
    Expr x = pc.floorDiv(pc.affine(pc.affineIV("i")), 2);
    Expr sum = pc.sum(List.of(x, x));
    String one = write(x);
    assertEquals(q("{'kind':'SumKind','n_terms':2,'terms':[") + one + "," + one + "]}", write(sum));
  }
}
