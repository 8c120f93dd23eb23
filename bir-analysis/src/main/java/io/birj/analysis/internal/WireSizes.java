package io.birj.analysis.internal;

import io.birj.pelican.Expr;
import io.birj.pelican.ExprWalk;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The node counts of expressions written as trees (a shared sub-expression counted once per use),
 * memoised per distinct node across a document, so that a deep DAG is measured in time linear in
 * its distinct nodes. Counts saturate at {@code Long.MAX_VALUE}.
 */
public final class WireSizes {
  private final Map<Expr, Long> sizes = new IdentityHashMap<>();

  /** The nodes of {@code root} as a tree. */
  public long of(Expr root) {
    ExprWalk.postorder(
        root,
        sizes,
        e -> {
          long s = 1;
          for (Expr c : e.children()) {
            s = saturatingAdd(s, sizes.get(c));
          }
          return s;
        });
    return sizes.get(root);
  }

  /** The distinct nodes of every expression measured so far. */
  public int distinctNodes() {
    return sizes.size();
  }

  public static long saturatingAdd(long a, long b) {
    long r = a + b;
    return r < 0 ? Long.MAX_VALUE : r;
  }
}
