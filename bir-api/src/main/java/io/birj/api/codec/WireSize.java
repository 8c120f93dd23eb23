package io.birj.api.codec;

import static io.birj.api.codec.WireForm.KEY_ARG_ID;
import static io.birj.api.codec.WireForm.KEY_AXIS;
import static io.birj.api.codec.WireForm.KEY_C;
import static io.birj.api.codec.WireForm.KEY_CHANNEL_ID;
import static io.birj.api.codec.WireForm.KEY_COEFF;
import static io.birj.api.codec.WireForm.KEY_DENOM;
import static io.birj.api.codec.WireForm.KEY_IDX;
import static io.birj.api.codec.WireForm.KEY_ITERATION_ID;
import static io.birj.api.codec.WireForm.KEY_NUMER;
import static io.birj.api.codec.WireForm.KEY_N_TERMS;
import static io.birj.api.codec.WireForm.KEY_REGREF;
import static io.birj.api.codec.WireForm.KEY_REPLICA_GROUPS_ID;
import static io.birj.api.codec.WireForm.KEY_SCALE;
import static io.birj.api.codec.WireForm.KEY_TERMS;
import static io.birj.api.codec.WireForm.KEY_UB;
import static io.birj.api.codec.WireForm.KEY_VAR;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.IndirectArg;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.ShardId;
import io.birj.pelican.Sum;
import io.birj.pelican.VendorNode;
import java.util.HashMap;
import java.util.Map;

/**
 * How large an expression is on the wire, computed in O(distinct nodes) (each shared node is
 * measured once and its figures reused), without writing it. The wire is a tree: a node reached
 * through several parents is written once per parent (docs/wire/expressions.md, "Tree, not DAG"),
 * so the tree figures of a small DAG can be exponentially large; they saturate at {@link
 * Long#MAX_VALUE} instead of overflowing.
 *
 * <ul>
 *   <li>{@code treeNodes}: the number of expression objects ({@code {"kind":...}}) the v2 tree
 *       holds (affine terms' {@code {"idx":...,"coeff":...}} wrappers are not nodes, their indices
 *       are); saturating.
 *   <li>{@code distinctNodes}: the number of distinct nodes in memory (the DAG size), exact.
 *   <li>{@code v2Bytes}: the exact byte length of the compact v2 encoding (UTF-8, no whitespace,
 *       keys in emit order, e.g. {@code {"kind":"ModuloKind","numer":{...},"denom":128}}) as
 *       jackson-core's default {@code JsonGenerator} writes it: strings escaped as it escapes them
 *       by default ({@code \"}, {@code \\}, {@code \b \t \n \f \r}, other control characters and
 *       every UTF-16 surrogate as {@code \}{@code uXXXX}, other non-ASCII characters as raw UTF-8);
 *       replica group ids unsigned. Saturating. {@link #NOT_WRITABLE} (-1) when the tree holds a
 *       node the v2 writer has no case for: APIndex, TiledAPIndex, SymbolicIdx, CCMod, or a vendor
 *       node the {@link VendorSizer} does not measure.
 * </ul>
 *
 * Use: {@code WireSize.of(expr).v2Bytes()} before writing, against a limit; a codec writing with a
 * compact default generator produces exactly that many bytes.
 */
public record WireSize(long treeNodes, long distinctNodes, long v2Bytes) {
  /** {@link #v2Bytes()} of an expression that has no v2 encoding. */
  public static final long NOT_WRITABLE = -1;

  /** True when the expression has a v2 encoding ({@code v2Bytes >= 0}). */
  public boolean v2Writable() {
    return v2Bytes >= 0;
  }

  /** True when {@link #v2Bytes} or {@link #treeNodes} reached {@link Long#MAX_VALUE}. */
  public boolean saturated() {
    return v2Bytes == Long.MAX_VALUE || treeNodes == Long.MAX_VALUE;
  }

  /**
   * Measures the v2 encoding of a vendor node: the bytes of the node's own object (its braces,
   * {@code "kind"} and tag, its fields, the keys and punctuation around its children) without the
   * children's own encodings, which are added to it (each child once). Returns {@link
   * #NOT_WRITABLE} when the node has no v2 encoding.
   */
  @FunctionalInterface
  public interface VendorSizer {
    /** No vendor node is writable. */
    VendorSizer NONE = node -> NOT_WRITABLE;

    long ownBytes(VendorNode node);
  }

  /** The figures of {@code e}; vendor nodes count as not writable in v2. */
  public static WireSize of(Expr e) {
    return of(e, VendorSizer.NONE);
  }

  /** The figures of {@code e}, vendor nodes measured by {@code vendorSizer}. */
  public static WireSize of(Expr e, VendorSizer vendorSizer) {
    Map<Expr, long[]> done = new HashMap<>(); // node -> {treeNodes, v2Bytes}
    ExprWalk.postorder(e, done, n -> measure(n, done, vendorSizer));
    long[] root = done.get(e);
    return new WireSize(root[0], done.size(), root[1]);
  }

  private static long[] measure(Expr e, Map<Expr, long[]> done, VendorSizer vendorSizer) {
    long tree = 1;
    long childBytes = 0;
    for (Expr c : e.children()) {
      long[] m = done.get(c);
      tree = add(tree, m[0]);
      childBytes = m[1] < 0 || childBytes < 0 ? NOT_WRITABLE : add(childBytes, m[1]);
    }
    long own = e instanceof VendorNode v ? vendorSizer.ownBytes(v) : ownBytes(e);
    long bytes = own < 0 || childBytes < 0 ? NOT_WRITABLE : add(own, childBytes);
    return new long[] {tree, bytes};
  }

  /**
   * The bytes of a built-in node's own v2 object without its children's encodings, which the writer
   * writes once each, in {@link Expr#children()} order, where the node's keys leave their place;
   * {@link #NOT_WRITABLE} for a node without a v2 form (and for every vendor node).
   */
  public static long ownBytes(Expr e) {
    if (!WireForm.hasV2Form(e)) {
      return NOT_WRITABLE;
    }
    long n = objectBytes(WireForm.v2Tag(e.kind()));
    if (e instanceof AffineExpr a) {
      int terms = a.termCount();
      // "terms":[ {"idx":<child>,"coeff":N} , ... ] ,"c":N
      n += keyBytes(KEY_TERMS) + 2 + Math.max(terms - 1, 0);
      for (int i = 0; i < terms; i++) {
        // '{' + "idx": is as long as ,"idx": ; then ,"coeff":N and '}'
        n += keyBytes(KEY_IDX) + keyBytes(KEY_COEFF) + longBytes(a.coeff(i)) + 1;
      }
      return n + keyBytes(KEY_C) + longBytes(a.constant());
    }
    if (e instanceof Sum s) {
      int terms = s.terms().size();
      return n
          + keyBytes(KEY_N_TERMS)
          + longBytes(terms)
          + keyBytes(KEY_TERMS)
          + 2
          + Math.max(terms - 1, 0);
    }
    if (e instanceof Mult m) {
      return n + keyBytes(KEY_VAR) + keyBytes(KEY_SCALE) + longBytes(m.scale());
    }
    if (e instanceof FloorDiv d) {
      return n + keyBytes(KEY_NUMER) + keyBytes(KEY_DENOM) + longBytes(d.denom());
    }
    if (e instanceof Modulo d) {
      return n + keyBytes(KEY_NUMER) + keyBytes(KEY_DENOM) + longBytes(d.denom());
    }
    if (e instanceof CCDiv d) {
      return n
          + keyBytes(KEY_NUMER)
          + keyBytes(KEY_DENOM)
          + longBytes(d.denom())
          + keyBytes(KEY_REPLICA_GROUPS_ID)
          + unsignedBytes(d.replicaGroupsId());
    }
    if (e instanceof CCGetRank r) {
      return n
          + keyBytes(KEY_ITERATION_ID)
          + longBytes(r.iterationId())
          + keyBytes(KEY_CHANNEL_ID)
          + longBytes(r.channelId());
    }
    if (e instanceof IndirectArg r) {
      return n + keyBytes(KEY_ARG_ID) + longBytes(r.argId());
    }
    if (e instanceof AffineIV v) {
      return n + keyBytes(KEY_AXIS) + stringBytes(v.axis());
    }
    if (e instanceof IntRuntimeValue v) {
      return n + keyBytes(KEY_REGREF) + stringBytes(v.register());
    }
    ShardId s = (ShardId) e;
    return n + keyBytes(KEY_UB) + longBytes(s.ub());
  }

  // ---- building blocks, public for vendor sizers ----------------------------------------------

  /** {@code {"kind":"TAG"}}: the bytes of an object holding only its tag (tag ASCII). */
  public static long objectBytes(String tag) {
    return stringBytes(WireForm.KEY_KIND) + 1 + stringBytes(tag) + 2;
  }

  /** {@code ,"key":}: the bytes a further key adds before its value (key ASCII, unescaped). */
  public static long keyBytes(String key) {
    return stringBytes(key) + 2;
  }

  /** The decimal digits (and sign) of a signed 64-bit integer. */
  public static long longBytes(long v) {
    if (v == Long.MIN_VALUE) {
      return 20;
    }
    long n = v < 0 ? 2 : 1;
    for (long a = Math.abs(v); a >= 10; a /= 10) {
      n++;
    }
    return n;
  }

  /** The decimal digits of an unsigned 64-bit integer. */
  public static long unsignedBytes(long v) {
    return v < 0 ? Long.toUnsignedString(v).length() : longBytes(v);
  }

  /** The bytes of {@code s} as a quoted JSON string, escaped as jackson-core does by default. */
  public static long stringBytes(String s) {
    long n = 2;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20) {
        n += c == '\b' || c == '\t' || c == '\n' || c == '\f' || c == '\r' ? 2 : 6;
      } else if (c == '"' || c == '\\') {
        n += 2;
      } else if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isSurrogate(c)) {
        n += 6; // jackson's default UTF-8 generator escapes each surrogate as \\uXXXX
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** {@code a + b} for non-negative figures, {@link Long#MAX_VALUE} instead of overflowing. */
  public static long add(long a, long b) {
    long r = a + b;
    return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
  }
}
