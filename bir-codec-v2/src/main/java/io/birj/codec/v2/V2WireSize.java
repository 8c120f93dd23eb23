package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonFactory;
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
import io.birj.pelican.metrics.WireSize;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The exact byte size of an expression's compact v2 tree (what {@link V2ExprWriter} writes to a
 * default UTF-8 jackson generator without indentation), computed over the distinct nodes of the
 * in-memory DAG: each node's size is computed once and multiplied by its uses, so a DAG of depth 40
 * whose tree has 2^40 nodes costs 40 steps. Sizes saturate at {@link Long#MAX_VALUE}.
 *
 * <p>The same walk finds the first node, in writing order, that has no v2 form (seed 000: kinds 9,
 * 10, 12, 28 and vendor kinds without a registered encoding), with its path in the tree.
 */
final class V2WireSize {
  private static final JsonFactory JSON = new JsonFactory();

  /** {@code {"kind":}} */
  private static final int KIND_OPEN = 8;

  /**
   * The measure: {@code bytes} and {@code jsonDepth} (nesting levels of JSON objects and arrays),
   * or the first node without a v2 form and its path (relative, e.g. {@code /numer/terms/0/idx}).
   */
  record Result(long bytes, int jsonDepth, int distinctNodes, Expr unsupported, String path) {}

  private final ExprKindRegistry kinds;
  private final Map<Expr, long[]> memo = new IdentityHashMap<>();

  private V2WireSize(ExprKindRegistry kinds) {
    this.kinds = kinds;
  }

  static Result measure(Expr root, ExprKindRegistry kinds) {
    return new V2WireSize(kinds).run(root);
  }

  /** True when {@code e} is written with a tag of its own: a built-in writable or vendor kind. */
  static boolean hasForm(Expr e, ExprKindRegistry kinds) {
    ExprKind k = e.kind();
    return k == null ? kinds.byNumber(e.kindNumber()) != null : V2Tag.forKind(k) != null;
  }

  private Result run(Expr root) {
    List<Expr> stack = new ArrayList<>();
    List<Integer> next = new ArrayList<>();
    List<String> segments = new ArrayList<>();
    stack.add(root);
    next.add(0);
    segments.add("");
    while (!stack.isEmpty()) {
      int t = stack.size() - 1;
      Expr e = stack.get(t);
      int i = next.get(t);
      if (i == 0 && !hasForm(e, kinds)) {
        return new Result(0, 0, memo.size(), e, String.join("", segments));
      }
      List<Expr> children = e.children();
      // Skip children already measured; descend into the next one that is not.
      while (i < children.size() && memo.containsKey(children.get(i))) {
        i++;
      }
      if (i < children.size()) {
        next.set(t, i + 1);
        stack.add(children.get(i));
        next.add(0);
        segments.add(segment(e, i));
        continue;
      }
      memo.put(e, own(e));
      stack.remove(t);
      next.remove(t);
      segments.remove(t);
    }
    long[] r = memo.get(root);
    return new Result(r[0], (int) r[1], memo.size(), null, null);
  }

  private static String segment(Expr parent, int child) {
    ExprKind k = parent.kind();
    if (k == null) {
      return ""; // a vendor encoding's keys are its own: point at the vendor node
    }
    switch (k) {
      case AFFINE_EXPR:
        return "/" + V2Key.TERMS.wire + "/" + child + "/" + V2Key.IDX.wire;
      case SUM:
        return "/" + V2Key.TERMS.wire + "/" + child;
      case MULT:
        return "/" + V2Key.VAR.wire;
      default:
        return "/" + V2Key.NUMER.wire;
    }
  }

  /** {bytes, jsonDepth} of {@code e}, its children already in the memo. */
  private long[] own(Expr e) {
    ExprKind k = e.kind();
    if (k == null) {
      return vendor(e);
    }
    switch (k) {
      case CC_GET_RANK:
        CCGetRank r = (CCGetRank) e;
        return leaf(
            V2Tag.CC_GET_RANK,
            field(V2Key.ITERATION_ID, digits(r.iterationId()))
                + field(V2Key.CHANNEL_ID, digits(r.channelId())));
      case INDIRECT_ARG:
        return leaf(V2Tag.INDIRECT_ARG, field(V2Key.ARG_ID, digits(((IndirectArg) e).argId())));
      case AFFINE_IV:
        return leaf(V2Tag.AFFINE_IV, field(V2Key.AXIS, stringBytes(((AffineIV) e).axis())));
      case INT_RUNTIME_VALUE:
        return leaf(
            V2Tag.INT_RUNTIME_VALUE,
            field(V2Key.REGREF, stringBytes(((IntRuntimeValue) e).register())));
      case SHARD_ID:
        return leaf(V2Tag.SHARD_ID, field(V2Key.UB, digits(((ShardId) e).ub())));
      case AFFINE_EXPR:
        {
          AffineExpr a = (AffineExpr) e;
          int n = a.termCount();
          long arr = 2L + Math.max(0, n - 1);
          int depth = 0;
          for (int i = 0; i < n; i++) {
            long[] idx = memo.get(a.idx(i));
            // {"idx":X,"coeff":N}
            arr = add(arr, add(7 + 9 + 1 + digits(a.coeff(i)), idx[0]));
            depth = Math.max(depth, (int) idx[1]);
          }
          long bytes =
              add(
                  open(V2Tag.AFFINE_EXPR)
                      + field(V2Key.TERMS, 0)
                      + field(V2Key.C, digits(a.constant()))
                      + 1,
                  arr);
          return new long[] {bytes, n == 0 ? 2 : 3 + depth};
        }
      case SUM:
        {
          Sum s = (Sum) e;
          int n = s.terms().size();
          long arr = 2L + Math.max(0, n - 1);
          int depth = 0;
          for (Expr c : s.terms()) {
            long[] m = memo.get(c);
            arr = add(arr, m[0]);
            depth = Math.max(depth, (int) m[1]);
          }
          long bytes =
              add(
                  open(V2Tag.SUM) + field(V2Key.N_TERMS, digits(n)) + field(V2Key.TERMS, 0) + 1,
                  arr);
          return new long[] {bytes, 2 + depth};
        }
      case MULT:
        Mult m = (Mult) e;
        return unary(V2Tag.MULT, V2Key.VAR, m.var(), field(V2Key.SCALE, digits(m.scale())));
      case FLOOR_DIV:
        FloorDiv f = (FloorDiv) e;
        return unary(
            V2Tag.FLOOR_DIV, V2Key.NUMER, f.numer(), field(V2Key.DENOM, digits(f.denom())));
      case MODULO:
        Modulo mo = (Modulo) e;
        return unary(V2Tag.MODULO, V2Key.NUMER, mo.numer(), field(V2Key.DENOM, digits(mo.denom())));
      case CC_DIV:
        CCDiv cd = (CCDiv) e;
        return unary(
            V2Tag.CC_DIV,
            V2Key.NUMER,
            cd.numer(),
            field(V2Key.DENOM, digits(cd.denom()))
                + field(V2Key.REPLICA_GROUPS_ID, WireSize.unsignedBytes(cd.replicaGroupsId())));
      default:
        throw new IllegalStateException("no v2 form for " + e.kindName());
    }
  }

  private static long[] leaf(V2Tag tag, long fields) {
    return new long[] {open(tag) + fields + 1, 1};
  }

  private long[] unary(V2Tag tag, V2Key key, Expr child, long rest) {
    long[] c = memo.get(child);
    return new long[] {add(open(tag) + field(key, 0) + rest + 1, c[0]), 1 + c[1]};
  }

  /** {@code {"kind":"Tag"} without the closing brace. */
  private static long open(V2Tag tag) {
    return KIND_OPEN + stringBytes(tag.wire);
  }

  /** {@code ,"key":} plus the value's bytes. */
  private static long field(V2Key key, long valueBytes) {
    return 1 + 2 + key.wire.length() + 1 + valueBytes;
  }

  /**
   * A vendor node: its codec writes its fields to a counting generator, each child as the one-byte
   * placeholder {@code 0}, replaced by the child's measured size.
   */
  private long[] vendor(Expr e) {
    ExprKindCodec codec = kinds.byNumber(e.kindNumber());
    Counter out = new Counter();
    long[] extra = {0, 0};
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField(V2Key.KIND.wire, codec.tag());
      codec.writeFields(
          e,
          g,
          (child, gen) -> {
            long[] m = memo.get(child);
            if (m == null) {
              Result r = new V2WireSize(kinds).run(child);
              m = new long[] {r.bytes(), r.jsonDepth()};
            }
            gen.writeNumber(0);
            extra[0] = add(extra[0], m[0] - 1);
            extra[1] = Math.max(extra[1], m[1]);
          });
      g.writeEndObject();
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    return new long[] {add(out.count, extra[0]), 1 + extra[1]};
  }

  private static final class Counter extends OutputStream {
    long count;

    @Override
    public void write(int b) {
      count++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      count += len;
    }
  }

  private static long add(long a, long b) {
    return WireSize.add(a, b);
  }

  private static long digits(long v) {
    return WireSize.longBytes(v);
  }

  private static long stringBytes(String s) {
    return WireSize.stringBytes(s);
  }
}
