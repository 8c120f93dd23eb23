package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.WireSize;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.Sum;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The exact byte size of an expression's compact v2 tree (what {@link V2ExprWriter} writes to a
 * default UTF-8 jackson generator without indentation), computed over the distinct nodes of the
 * in-memory DAG: each node's size is computed once and multiplied by its uses, so a DAG of depth 40
 * whose tree has 2^40 nodes costs 40 steps. Sizes saturate at {@link Long#MAX_VALUE}.
 *
 * <p>The same walk finds the first node, in writing order, that has no v2 form
 * (docs/wire/expressions.md, "Node kinds": kinds 9, 10, 12, 28, and vendor kinds without a
 * registered encoding), with its path in the tree.
 */
final class V2WireSize {
  private static final JsonFactory JSON = new JsonFactory();

  /**
   * The measure: {@code bytes}, {@code jsonDepth} (nesting levels of JSON objects and arrays) and
   * {@code vendorDepth} (the most vendor nodes on one path from the root), or the first node
   * without a v2 form and its path (relative, e.g. {@code /numer/terms/0/idx}).
   */
  record Result(
      long bytes,
      int jsonDepth,
      int vendorDepth,
      int distinctNodes,
      Expr unsupported,
      String path) {}

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

  /**
   * A post-order walk over the distinct nodes: each frame keeps its node's children list (asked for
   * once) and the index of the next child to look at, so a node of n children costs O(n) in all,
   * whatever its width. The path of a refused node is spelled only when one is found.
   */
  private Result run(Expr root) {
    List<Expr> nodes = new ArrayList<>();
    List<List<Expr>> childLists = new ArrayList<>();
    int[] next = new int[16];
    nodes.add(root);
    childLists.add(null);
    while (!nodes.isEmpty()) {
      int t = nodes.size() - 1;
      Expr e = nodes.get(t);
      List<Expr> children = childLists.get(t);
      if (children == null) {
        if (!hasForm(e, kinds)) {
          return new Result(0, 0, 0, memo.size(), e, path(nodes, next));
        }
        children = e.children();
        childLists.set(t, children);
      }
      int i = next[t];
      // Skip children already measured; descend into the next one that is not.
      while (i < children.size() && memo.containsKey(children.get(i))) {
        i++;
      }
      if (i < children.size()) {
        next[t] = i + 1;
        if (t + 1 == next.length) {
          next = Arrays.copyOf(next, next.length * 2);
        }
        next[t + 1] = 0;
        nodes.add(children.get(i));
        childLists.add(null);
        continue;
      }
      memo.put(e, own(e));
      nodes.remove(t);
      childLists.remove(t);
    }
    long[] r = memo.get(root);
    return new Result(r[0], (int) r[1], (int) r[2], memo.size(), null, null);
  }

  /** The relative pointer of the deepest node on the walk's stack: each parent's child slot. */
  private static String path(List<Expr> nodes, int[] next) {
    StringBuilder b = new StringBuilder();
    for (int t = 0; t + 1 < nodes.size(); t++) {
      b.append(segment(nodes.get(t), next[t] - 1));
    }
    return b.toString();
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

  /**
   * {bytes, jsonDepth, vendorDepth} of {@code e}, its children already in the memo: the node's own
   * bytes are {@link WireSize#ownBytes}'s, each child adds its own measure once.
   */
  private long[] own(Expr e) {
    ExprKind k = e.kind();
    if (k == null) {
      return vendor(e);
    }
    long bytes = WireSize.ownBytes(e);
    if (bytes < 0) {
      throw new IllegalStateException("no v2 form for " + e.kindName());
    }
    long childDepth = 0;
    long vendors = 0;
    for (Expr c : e.children()) {
      long[] m = memo.get(c);
      bytes = add(bytes, m[0]);
      childDepth = Math.max(childDepth, m[1]);
      vendors = Math.max(vendors, m[2]);
    }
    return new long[] {bytes, 1 + wrappers(e) + childDepth, vendors};
  }

  /**
   * The JSON levels between a node's object and its children's: the terms array, and an affine
   * term's {@code {"idx":...,"coeff":...}} object.
   */
  private static int wrappers(Expr e) {
    if (e instanceof AffineExpr a) {
      return a.termCount() == 0 ? 1 : 2;
    }
    return e instanceof Sum ? 1 : 0;
  }

  /**
   * A vendor node: its codec writes its fields to a counting generator, each child as the one-byte
   * placeholder {@code 0}, replaced by the child's measured size.
   */
  private long[] vendor(Expr e) {
    ExprKindCodec codec = kinds.byNumber(e.kindNumber());
    Counter out = new Counter();
    long[] extra = {0, 0, 0};
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
              m = new long[] {r.bytes(), r.jsonDepth(), r.vendorDepth()};
            }
            gen.writeNumber(0);
            extra[0] = add(extra[0], m[0] - 1);
            extra[1] = Math.max(extra[1], m[1]);
            extra[2] = Math.max(extra[2], m[2]);
          });
      g.writeEndObject();
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    return new long[] {add(out.count, extra[0]), 1 + extra[1], 1 + extra[2]};
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
}
