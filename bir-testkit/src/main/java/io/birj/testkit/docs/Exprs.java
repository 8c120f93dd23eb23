package io.birj.testkit.docs;

import io.birj.api.codec.WireForm;
import io.birj.api.json.JsonValue;
import io.birj.testkit.property.Choices;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Random pelican expressions as wire JSON, without the algebra: a small tree of their own, rendered
 * in the v2 form ({@code {"kind": ...}}, the spellings of {@link WireForm}) or the v1 form (flat
 * affine with {@code op}/{@code op_param}). Axes and registers are the names in scope where the
 * expression stands, so documents made of them resolve.
 */
public final class Exprs {
  private Exprs() {}

  // The v1 wire's spellings: written out here, independently of the codec, on purpose.
  static final String V1_TERMS = "terms";
  static final String V1_AXIS_LABEL = "AxisLabel";
  static final String V1_COEF = "coef";
  static final String V1_C = "c";
  static final String V1_OP = "op";
  static final String V1_OP_PARAM = "op_param";
  static final String V1_DIV = "Div";
  static final String V1_MOD = "Mod";
  static final String V1_CC_GET_RANK = "CCGetRank";
  static final String V1_INDIRECT_ARG = "IndirectArgId";

  /** An expression tree. */
  public sealed interface Ex {
    /**
     * True when the v1 wire holds it and reads it back as the same expression (v1 has affine bodies
     * of axes, the Div/Mod/CCGetRank ops over them, IndirectArgId and a lone ShardId).
     */
    boolean v1Exact();
  }

  /** An index: an axis, a register or a shard id. */
  public sealed interface Idx extends Ex {}

  public record Axis(String name) implements Idx {
    @Override
    public boolean v1Exact() {
      return false; // v1 writes a lone axis as the affine 1*axis + 0
    }
  }

  public record Reg(String name) implements Idx {
    @Override
    public boolean v1Exact() {
      return false;
    }
  }

  public record Shard(long ub) implements Idx {
    @Override
    public boolean v1Exact() {
      return true;
    }
  }

  public record Term(Idx idx, long coeff) {}

  public record Aff(List<Term> terms, long c) implements Ex {
    @Override
    public boolean v1Exact() {
      return terms.stream().allMatch(t -> t.idx() instanceof Axis);
    }
  }

  public record Sum(List<Ex> terms) implements Ex {
    @Override
    public boolean v1Exact() {
      return false;
    }
  }

  public record Mult(Ex var, long scale) implements Ex {
    @Override
    public boolean v1Exact() {
      return false;
    }
  }

  public record FloorDiv(Ex numer, long denom) implements Ex {
    @Override
    public boolean v1Exact() {
      return numer instanceof Aff a && a.v1Exact();
    }
  }

  public record Mod(Ex numer, long denom) implements Ex {
    @Override
    public boolean v1Exact() {
      return numer instanceof Aff a && a.v1Exact();
    }
  }

  /** {@code groups} is unsigned on the wire. */
  public record CcDiv(Ex numer, long denom, long groups) implements Ex {
    @Override
    public boolean v1Exact() {
      return groups == 0 && numer instanceof Aff a && a.v1Exact();
    }
  }

  public record CcGetRank(long iteration, long channel) implements Ex {
    @Override
    public boolean v1Exact() {
      return false; // v1 writes it with the op CCGetRank, which reads back as a CCDiv
    }
  }

  public record IndirectArg(long id) implements Ex {
    @Override
    public boolean v1Exact() {
      return true;
    }
  }

  /** What an expression may refer to where it stands. */
  public record Scope(List<String> axes, List<String> registers) {}

  private static final long[] EDGES = {0, 1, -1, 2, 7, Long.MIN_VALUE, Long.MAX_VALUE, 1 << 20};

  static long value(Choices c) {
    return c.chance(15) ? c.pick(EDGES) : c.between(-64, 64);
  }

  private static long nonZero(Choices c) {
    long v = value(c);
    return v == 0 ? 1 : v;
  }

  private static long denominator(Choices c) {
    return c.chance(10) ? c.pick(1L << 20, Long.MAX_VALUE, 3) : c.between(1, 64);
  }

  /** Any expression of the v2 wire over {@code scope}, at most {@code depth} levels deep. */
  public static Ex v2(Choices c, Scope scope, int depth) {
    if (depth <= 0 || !c.chance(40)) {
      return leaf(c, scope, true);
    }
    switch (c.between(0, 5)) {
      case 0:
        return new Sum(c.listOf(0, 4, 60, d -> v2(d, scope, depth - 1)));
      case 1:
        return new Mult(v2(c, scope, depth - 1), value(c));
      case 2:
        return new FloorDiv(v2(c, scope, depth - 1), denominator(c));
      case 3:
        return new Mod(v2(c, scope, depth - 1), denominator(c));
      case 4:
        return new CcDiv(v2(c, scope, depth - 1), denominator(c), c.pick(0, 1, 18, -1));
      default:
        return new CcDiv(affine(c, scope, true), denominator(c), 0);
    }
  }

  /** An expression the v1 wire holds exactly, over {@code scope}. */
  public static Ex v1(Choices c, Scope scope) {
    switch (c.between(0, 5)) {
      case 0:
        return new FloorDiv(affine(c, scope, false), denominator(c));
      case 1:
        return new Mod(affine(c, scope, false), denominator(c));
      case 2:
        return new CcDiv(affine(c, scope, false), denominator(c), 0);
      case 3:
        return new IndirectArg(c.between(0, 7));
      case 4:
        return new Shard(c.pick(1, 2, 4, 8, 64));
      default:
        return affine(c, scope, false);
    }
  }

  private static Ex leaf(Choices c, Scope scope, boolean v2) {
    switch (c.between(0, 6)) {
      case 0:
        return new IndirectArg(c.between(0, 7));
      case 1:
        return new Shard(c.pick(1, 2, 4, 8, 64));
      case 2:
        return new CcGetRank(c.between(0, 3), c.between(0, 3));
      case 3:
        return index(c, scope, v2);
      default:
        return affine(c, scope, v2);
    }
  }

  private static Idx index(Choices c, Scope scope, boolean v2) {
    int kind = v2 ? c.between(0, 2) : 0;
    if (kind == 0 && !scope.axes().isEmpty()) {
      return new Axis(c.pick(scope.axes()));
    }
    if (kind == 1 && !scope.registers().isEmpty()) {
      return new Reg(c.pick(scope.registers()));
    }
    return new Shard(c.pick(1, 2, 4, 8));
  }

  /** An affine of distinct indices (only axes for v1), non-zero coefficients. */
  static Aff affine(Choices c, Scope scope, boolean v2) {
    Set<Idx> seen = new LinkedHashSet<>();
    List<Term> terms = new ArrayList<>();
    int n = c.between(0, 3);
    for (int i = 0; i < n; i++) {
      Idx idx = index(c, scope, v2);
      long coeff = nonZero(c);
      if ((v2 || idx instanceof Axis) && seen.add(idx)) {
        terms.add(new Term(idx, coeff));
      }
    }
    return new Aff(terms, value(c));
  }

  /** {@code e} in the wire form of {@code version}; a v1 document holds only {@link #v1} forms. */
  public static JsonValue render(Ex e, int version) {
    return version == 1 ? Json.v1(e) : Json.v2(e);
  }

  /** Renders the two wire forms. */
  static final class Json {
    private Json() {}

    static JsonValue v2(Ex e) {
      Obj o = new Obj();
      if (e instanceof Axis a) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_AFFINE_IV)
            .str(WireForm.KEY_AXIS, a.name())
            .done();
      }
      if (e instanceof Reg r) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_INT_RUNTIME_VALUE)
            .str(WireForm.KEY_REGREF, r.name())
            .done();
      }
      if (e instanceof Shard s) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_SHARD_ID).num(WireForm.KEY_UB, s.ub()).done();
      }
      if (e instanceof Aff a) {
        List<JsonValue> terms = new ArrayList<>();
        for (Term t : a.terms()) {
          terms.add(
              new Obj()
                  .put(WireForm.KEY_IDX, v2(t.idx()))
                  .num(WireForm.KEY_COEFF, t.coeff())
                  .done());
        }
        return o.str(WireForm.KEY_KIND, WireForm.TAG_AFFINE_EXPR)
            .put(WireForm.KEY_TERMS, new JsonValue.JsonArray(terms))
            .num(WireForm.KEY_C, a.c())
            .done();
      }
      if (e instanceof Sum s) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_SUM)
            .num(WireForm.KEY_N_TERMS, s.terms().size())
            .put(
                WireForm.KEY_TERMS,
                new JsonValue.JsonArray(s.terms().stream().map(Json::v2).toList()))
            .done();
      }
      if (e instanceof Mult m) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_MULT)
            .put(WireForm.KEY_VAR, v2(m.var()))
            .num(WireForm.KEY_SCALE, m.scale())
            .done();
      }
      if (e instanceof FloorDiv d) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_FLOOR_DIV)
            .put(WireForm.KEY_NUMER, v2(d.numer()))
            .num(WireForm.KEY_DENOM, d.denom())
            .done();
      }
      if (e instanceof Mod m) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_MODULO)
            .put(WireForm.KEY_NUMER, v2(m.numer()))
            .num(WireForm.KEY_DENOM, m.denom())
            .done();
      }
      if (e instanceof CcDiv d) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_CC_DIV)
            .put(WireForm.KEY_NUMER, v2(d.numer()))
            .num(WireForm.KEY_DENOM, d.denom())
            .put(
                WireForm.KEY_REPLICA_GROUPS_ID,
                new JsonValue.JsonNumber(Long.toUnsignedString(d.groups())))
            .done();
      }
      if (e instanceof CcGetRank r) {
        return o.str(WireForm.KEY_KIND, WireForm.TAG_CC_GET_RANK)
            .num(WireForm.KEY_ITERATION_ID, r.iteration())
            .num(WireForm.KEY_CHANNEL_ID, r.channel())
            .done();
      }
      IndirectArg i = (IndirectArg) e;
      return o.str(WireForm.KEY_KIND, WireForm.TAG_INDIRECT_ARG)
          .num(WireForm.KEY_ARG_ID, i.id())
          .done();
    }

    static JsonValue v1(Ex e) {
      if (e instanceof Shard s) {
        return new Obj()
            .str(WireForm.KEY_KIND, WireForm.TAG_SHARD_ID)
            .num(WireForm.KEY_UB, s.ub())
            .done();
      }
      if (e instanceof IndirectArg i) {
        return new Obj().str(V1_OP, V1_INDIRECT_ARG).num(V1_OP_PARAM, i.id()).done();
      }
      if (e instanceof Aff a) {
        return body(new Obj(), a).done();
      }
      String op;
      Ex numer;
      long param;
      if (e instanceof FloorDiv d) {
        op = V1_DIV;
        numer = d.numer();
        param = d.denom();
      } else if (e instanceof Mod m) {
        op = V1_MOD;
        numer = m.numer();
        param = m.denom();
      } else if (e instanceof CcDiv d && d.groups() == 0) {
        op = V1_CC_GET_RANK;
        numer = d.numer();
        param = d.denom();
      } else {
        throw new IllegalArgumentException("no v1 form: " + e);
      }
      if (!(numer instanceof Aff a) || !a.v1Exact()) {
        throw new IllegalArgumentException("no v1 form: " + e);
      }
      return body(new Obj().str(V1_OP, op).num(V1_OP_PARAM, param), a).done();
    }

    private static Obj body(Obj o, Aff a) {
      List<JsonValue> terms = new ArrayList<>();
      for (Term t : a.terms()) {
        terms.add(
            new Obj().str(V1_AXIS_LABEL, ((Axis) t.idx()).name()).num(V1_COEF, t.coeff()).done());
      }
      return o.put(V1_TERMS, new JsonValue.JsonArray(terms)).num(V1_C, a.c());
    }
  }
}
