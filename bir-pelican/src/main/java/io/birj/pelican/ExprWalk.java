package io.birj.pelican;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The bottom-up walk the evaluator, the simplifier and measures outside the algebra (bir-api's wire
 * size) share: iterative (any depth) and memoised, so a small DAG whose tree form is exponentially
 * large costs time linear in the DAG.
 */
public final class ExprWalk {
  private ExprWalk() {}

  /**
   * Visits each distinct node of {@code root} once, after its children, storing {@code f(node)} in
   * {@code done} (where {@code f} finds its children's results); nodes already in {@code done} are
   * not visited.
   */
  public static <V> void postorder(Expr root, Map<Expr, V> done, Function<Expr, V> f) {
    ArrayDeque<Expr> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Expr top = stack.peek();
      if (done.containsKey(top)) {
        stack.pop();
        continue;
      }
      boolean ready = true;
      List<Expr> children = top.children();
      for (int i = children.size() - 1; i >= 0; i--) {
        if (!done.containsKey(children.get(i))) {
          stack.push(children.get(i));
          ready = false;
        }
      }
      if (ready) {
        stack.pop();
        done.put(top, f.apply(top));
      }
    }
  }
}
