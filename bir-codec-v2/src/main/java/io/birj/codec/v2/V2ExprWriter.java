package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.IndirectArg;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.ShardId;
import io.birj.pelican.Sum;
import java.io.IOException;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Writes one v2 expression as a tree (docs/wire/expressions.md, "Tree, not DAG"): every node is
 * {@code {"kind": tag, ...}} with its keys in the compiler's emit order, and a sub-expression
 * shared in memory is written again at every place it is used (no ids, no {@code $ref}). An
 * explicit stack of (node, step) pairs keeps memory proportional to the depth, never to the size of
 * the tree.
 *
 * <p>The caller has checked the expression ({@link V2WireSize}): every node has a v2 form.
 */
final class V2ExprWriter {
  private final JsonGenerator g;
  private final ExprKindRegistry kinds;
  private Expr[] nodes = new Expr[16];
  private int[] steps = new int[16];
  private int top = -1;

  V2ExprWriter(JsonGenerator g, ExprKindRegistry kinds) {
    this.g = g;
    this.kinds = kinds;
  }

  void write(Expr root) throws IOException {
    push(root);
    while (top >= 0) {
      int t = top;
      Expr e = nodes[t];
      int step = steps[t]++;
      if (!step(e, step)) {
        // The node is complete; anything pushed by step() sits above it, so pop only when not.
        nodes[t] = null;
        top--;
      }
    }
  }

  private void push(Expr e) {
    top++;
    if (top == nodes.length) {
      nodes = Arrays.copyOf(nodes, top * 2);
      steps = Arrays.copyOf(steps, top * 2);
    }
    nodes[top] = e;
    steps[top] = 0;
  }

  private void start(V2Tag tag) throws IOException {
    g.writeStartObject();
    g.writeStringField(V2Key.KIND.wire, tag.wire);
  }

  /**
   * Writes the part of {@code e} numbered {@code step}; returns true when more steps follow (after
   * a child pushed here has been written).
   */
  private boolean step(Expr e, int step) throws IOException {
    ExprKind kind = e.kind();
    if (kind == null) {
      writeVendor(e);
      return false;
    }
    switch (kind) {
      case CC_GET_RANK:
        CCGetRank r = (CCGetRank) e;
        start(V2Tag.CC_GET_RANK);
        g.writeNumberField(V2Key.ITERATION_ID.wire, r.iterationId());
        g.writeNumberField(V2Key.CHANNEL_ID.wire, r.channelId());
        g.writeEndObject();
        return false;
      case INDIRECT_ARG:
        start(V2Tag.INDIRECT_ARG);
        g.writeNumberField(V2Key.ARG_ID.wire, ((IndirectArg) e).argId());
        g.writeEndObject();
        return false;
      case AFFINE_IV:
        start(V2Tag.AFFINE_IV);
        g.writeStringField(V2Key.AXIS.wire, ((AffineIV) e).axis());
        g.writeEndObject();
        return false;
      case INT_RUNTIME_VALUE:
        start(V2Tag.INT_RUNTIME_VALUE);
        g.writeStringField(V2Key.REGREF.wire, ((IntRuntimeValue) e).register());
        g.writeEndObject();
        return false;
      case SHARD_ID:
        start(V2Tag.SHARD_ID);
        g.writeNumberField(V2Key.UB.wire, ((ShardId) e).ub());
        g.writeEndObject();
        return false;
      case AFFINE_EXPR:
        return affine((AffineExpr) e, step);
      case SUM:
        Sum s = (Sum) e;
        int n = s.terms().size();
        if (step == 0) {
          start(V2Tag.SUM);
          g.writeFieldName(V2Key.N_TERMS.wire);
          g.writeNumber(n);
          g.writeArrayFieldStart(V2Key.TERMS.wire);
        }
        if (step < n) {
          push(s.terms().get(step));
          return true;
        }
        g.writeEndArray();
        g.writeEndObject();
        return false;
      case MULT:
        Mult m = (Mult) e;
        if (step == 0) {
          start(V2Tag.MULT);
          g.writeFieldName(V2Key.VAR.wire);
          push(m.var());
          return true;
        }
        g.writeNumberField(V2Key.SCALE.wire, m.scale());
        g.writeEndObject();
        return false;
      case FLOOR_DIV:
        FloorDiv fd = (FloorDiv) e;
        return numerDenom(V2Tag.FLOOR_DIV, fd.numer(), fd.denom(), step);
      case MODULO:
        Modulo mo = (Modulo) e;
        return numerDenom(V2Tag.MODULO, mo.numer(), mo.denom(), step);
      case CC_DIV:
        CCDiv cd = (CCDiv) e;
        if (step == 0) {
          return numerDenom(V2Tag.CC_DIV, cd.numer(), cd.denom(), 0);
        }
        g.writeNumberField(V2Key.DENOM.wire, cd.denom());
        g.writeFieldName(V2Key.REPLICA_GROUPS_ID.wire);
        writeUnsigned(g, cd.replicaGroupsId());
        g.writeEndObject();
        return false;
      default:
        // V2WireSize refuses these before anything is written.
        throw new IllegalStateException("no v2 form for " + e.kindName());
    }
  }

  private boolean numerDenom(V2Tag tag, Expr numer, long denom, int step) throws IOException {
    if (step == 0) {
      start(tag);
      g.writeFieldName(V2Key.NUMER.wire);
      push(numer);
      return true;
    }
    g.writeNumberField(V2Key.DENOM.wire, denom);
    g.writeEndObject();
    return false;
  }

  /** Step 0 opens; step i (1..n) closes term i-1's predecessor and opens term i-1; n+1 closes. */
  private boolean affine(AffineExpr a, int step) throws IOException {
    int n = a.termCount();
    if (step == 0) {
      start(V2Tag.AFFINE_EXPR);
      g.writeArrayFieldStart(V2Key.TERMS.wire);
    } else {
      g.writeNumberField(V2Key.COEFF.wire, a.coeff(step - 1));
      g.writeEndObject();
    }
    if (step < n) {
      g.writeStartObject();
      g.writeFieldName(V2Key.IDX.wire);
      push(a.idx(step));
      return true;
    }
    g.writeEndArray();
    g.writeNumberField(V2Key.C.wire, a.constant());
    g.writeEndObject();
    return false;
  }

  private void writeVendor(Expr e) throws IOException {
    ExprKindCodec codec = kinds.byNumber(e.kindNumber());
    g.writeStartObject();
    g.writeStringField(V2Key.KIND.wire, codec.tag());
    codec.writeFields(e, g, (child, gen) -> new V2ExprWriter(gen, kinds).write(child));
    g.writeEndObject();
  }

  /** An unsigned 64-bit value (n_terms, replica_groups_id) by its decimal digits. */
  static void writeUnsigned(JsonGenerator g, long v) throws IOException {
    if (v >= 0) {
      g.writeNumber(v);
    } else {
      g.writeNumber(new BigInteger(Long.toUnsignedString(v)));
    }
  }
}
