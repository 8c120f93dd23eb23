package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.read;
import static io.birj.codec.v1.Wire.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.ExprKindRegistry;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;
import io.birj.pelican.wire.WireForm;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** v1-representable expressions round-trip through v1, with the seed's CCGetRank collapse. */
class V1RoundTripPropertiesTest {
  private static final String[] AXES = {"i", "j", "k", "é", "a\"b"};
  private static final long[] EDGES = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE};

  private static long value(Random r) {
    return r.nextInt(4) == 0 ? EDGES[r.nextInt(EDGES.length)] : r.nextInt(201) - 100;
  }

  private static AffineExpr affine(PelicanContext pc, Random r) {
    Map<String, Long> terms = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      terms.put(AXES[r.nextInt(AXES.length)], value(r));
    }
    List<AffineExpr.Term> ts = new ArrayList<>();
    terms.forEach((a, c) -> ts.add(new AffineExpr.Term(pc.affineIV(a), c)));
    return pc.affine(ts, value(r));
  }

  static Expr v1Expr(PelicanContext pc, long seed) {
    Random r = new Random(seed);
    switch (r.nextInt(7)) {
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

  @Property(tries = 300)
  void v1RepresentableExpressionsRoundTrip(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr e = v1Expr(pc, seed);
    Expr expected =
        e instanceof CCGetRank r
            ? pc.ccDiv(pc.constant(r.iterationId()), r.channelId(), 0) // seed 000, S08
            : e;
    assertSame(expected, read(write(e), Wire.context(pc)));
  }

  /** Stricter than the compiler's isV1, never looser. */
  @Property(tries = 300)
  void everyV1WritableExpressionPassesTheCompilersIsV1(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr any =
        new Random(seed).nextBoolean() ? v1Expr(pc, seed) : pc.sum(List.of(v1Expr(pc, seed)));
    if (new V1Codec().canWrite(any, ExprKindRegistry.EMPTY)) {
      assertTrue(WireForm.isV1(any) || any instanceof ShardId);
    }
  }

  @Property(tries = 300)
  void wireSizeIsTheExactNumberOfBytesWritten(@ForAll long seed) {
    Expr e = v1Expr(new PelicanContext(), seed);
    assertEquals(write(e).getBytes(StandardCharsets.UTF_8).length, V1Codec.wireBytes(e));
  }
}
