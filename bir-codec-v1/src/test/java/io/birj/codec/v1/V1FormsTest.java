package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.q;
import static io.birj.codec.v1.Wire.read;
import static io.birj.codec.v1.Wire.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The seven v1 kinds {2, 3, 13, 17, 25, 26, 27}, each in both directions
 * (docs/wire/expressions.md).
 */
class V1FormsTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  private static AffineExpr body(PelicanContext c) {
    return c.affine(
        List.of(new AffineExpr.Term(c.affineIV("i"), 2), new AffineExpr.Term(c.affineIV("j"), -1)),
        5);
  }

  private static final String BODY =
      "'terms':[{'AxisLabel':'i','coef':2},{'AxisLabel':'j','coef':-1}],'c':5";

  static Stream<Arguments> roundTrippingKinds() {
    return Stream.of(
        Arguments.of(
            "AffineExpr (17): the bare flat affine",
            (Function<PelicanContext, Expr>) V1FormsTest::body,
            "{" + BODY + "}"),
        Arguments.of(
            "AffineExpr (17) constant",
            (Function<PelicanContext, Expr>) c -> c.constant(3),
            "{'terms':[],'c':3}"),
        Arguments.of(
            "FloorDiv (25): op Div",
            (Function<PelicanContext, Expr>) c -> c.floorDiv(body(c), 4),
            "{'op':'Div','op_param':4," + BODY + "}"),
        Arguments.of(
            "Modulo (26): op Mod",
            (Function<PelicanContext, Expr>) c -> c.modulo(body(c), 8),
            "{'op':'Mod','op_param':8," + BODY + "}"),
        Arguments.of(
            "CCDiv (27): op CCGetRank",
            (Function<PelicanContext, Expr>) c -> c.ccDiv(body(c), 2, 0),
            "{'op':'CCGetRank','op_param':2," + BODY + "}"),
        Arguments.of(
            "IndirectArg (3): op IndirectArgId, no affine body",
            (Function<PelicanContext, Expr>) c -> c.indirectArg(7),
            "{'op':'IndirectArgId','op_param':7}"),
        Arguments.of(
            "ShardId (13): byte-identical to v2",
            (Function<PelicanContext, Expr>) c -> c.shardId(4),
            "{'kind':'ShardIDKind','ub':4}"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("roundTrippingKinds")
  void writesTheSeedForm(String name, Function<PelicanContext, Expr> make, String json) {
    assertEquals(q(json), write(make.apply(pc)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("roundTrippingKinds")
  void readsTheSeedForm(String name, Function<PelicanContext, Expr> make, String json) {
    assertSame(make.apply(pc), read(q(json), ctx));
  }

  /** CCGetRank (2): the affine body of the constant iteration_id, op_param the channel_id. */
  @Test
  void ccGetRankIsWrittenAsTheConstantIterationIdWithOpCCGetRank() {
    assertEquals(
        q("{'op':'CCGetRank','op_param':3,'terms':[],'c':12}"), write(pc.ccGetRank(12, 3)));
  }

  /** v1's "CCGetRank" op always reads back as a CCDiv (docs/wire/conversion.md, "Losses"). */
  @Test
  void ccGetRankReadsBackAsCCDivWithReplicaGroupsIdZero() {
    Expr back = read(write(pc.ccGetRank(12, 3)), ctx);
    assertSame(pc.ccDiv(pc.constant(12), 3, 0), back);
  }

  @Test
  void indirectArgIdAcceptsTheConstantZeroAsItsBody() {
    assertSame(
        pc.indirectArg(7), read(q("{'op':'IndirectArgId','op_param':7,'terms':[],'c':0}"), ctx));
  }

  @Test
  void readsKeysInAnyOrder() {
    assertSame(
        pc.floorDiv(body(pc), 4),
        read(
            q(
                "{'c':5,'op':'Div','op_param':4,'terms':[{'coef':2,'AxisLabel':'i'},"
                    + "{'AxisLabel':'j','coef':-1}]}"),
            ctx));
    assertSame(pc.shardId(4), read(q("{'ub':4,'kind':'ShardIDKind'}"), ctx));
  }

  @Test
  void termOrderOnTheWireDoesNotMatter() {
    assertSame(
        body(pc),
        read(q("{'terms':[{'AxisLabel':'j','coef':-1},{'AxisLabel':'i','coef':2}],'c':5}"), ctx));
  }
}
