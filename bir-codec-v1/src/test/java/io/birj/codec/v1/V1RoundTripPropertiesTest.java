package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.read;
import static io.birj.codec.v1.Wire.write;
import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.WireForm;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;
import io.birj.testkit.property.Choices;
import io.birj.testkit.property.Gen;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** v1-representable expressions round-trip through v1, with v1's CCGetRank collapse. */
class V1RoundTripPropertiesTest {
  private static final String[] AXES = {"i", "j", "k", "é", "a\"b"};
  private static final long[] EDGES = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE};

  private static long value(Choices r) {
    return r.chance(25) ? r.pick(EDGES) : r.between(-100, 100);
  }

  private static AffineExpr affine(PelicanContext pc, Choices r) {
    Map<String, Long> terms = new LinkedHashMap<>();
    for (int i = r.between(0, 3); i > 0; i--) {
      terms.put(AXES[r.between(0, AXES.length - 1)], value(r));
    }
    List<AffineExpr.Term> ts = new ArrayList<>();
    terms.forEach((a, c) -> ts.add(new AffineExpr.Term(pc.affineIV(a), c)));
    return pc.affine(ts, value(r));
  }

  /** A random expression of the kinds v1 holds, made in {@code pc}. */
  static Expr v1Expr(PelicanContext pc, Choices r) {
    switch (r.between(0, 6)) {
      case 0:
        return affine(pc, r);
      case 1:
        return pc.floorDiv(affine(pc, r), value(r));
      case 2:
        return pc.modulo(affine(pc, r), value(r));
      case 3:
        return pc.ccDiv(affine(pc, r), value(r), 0);
      case 4:
        return pc.ccGetRank(value(r), value(r));
      case 5:
        return pc.indirectArg(value(r));
      default:
        return pc.shardId(value(r));
    }
  }

  /** An expression of {@link #v1Expr}, in a context of its own. */
  record Made(PelicanContext pc, Expr e) {
    static final Gen<Made> GEN =
        c -> {
          PelicanContext pc = new PelicanContext();
          return new Made(pc, v1Expr(pc, c));
        };

    @Override
    public String toString() {
      return pc.print(e) + " = " + write(e);
    }
  }

  @Test
  void v1RepresentableExpressionsRoundTrip() {
    forAll(
        300,
        Made.GEN,
        m -> {
          PelicanContext pc = m.pc();
          Expr expected =
              m.e() instanceof CCGetRank r
                  ? pc.ccDiv(pc.constant(r.iterationId()), r.channelId(), 0) // v1: a CCDiv
                  : m.e();
          assertSame(expected, read(write(m.e()), Wire.context(pc)));
        });
  }

  /** Stricter than the compiler's isV1, never looser. */
  @Test
  void everyV1WritableExpressionPassesTheCompilersIsV1() {
    forAll(
        300,
        Made.GEN,
        Choices::bool,
        (m, wrapped) -> {
          Expr any = wrapped ? m.pc().sum(List.of(m.e())) : m.e();
          if (new V1Codec().canWrite(any, ExprKindRegistry.EMPTY)) {
            assertTrue(WireForm.isV1(any) || any instanceof ShardId);
          }
        });
  }

  @Test
  void wireSizeIsTheExactNumberOfBytesWritten() {
    forAll(
        300,
        Made.GEN,
        m ->
            assertEquals(
                write(m.e()).getBytes(StandardCharsets.UTF_8).length, V1Codec.wireBytes(m.e())));
  }
}
