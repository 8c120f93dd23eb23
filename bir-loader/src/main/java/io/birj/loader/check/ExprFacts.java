package io.birj.loader.check;

import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.IntRuntimeValue;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the checker needs to know about an expression: the loop axes ({@code AffIVKind}) and the
 * registers ({@code IntRuntimeValueKind}) it names. Expressions are hash-consed, so one node is
 * shared by many occurrences and by many larger expressions: the facts are worked out once per
 * distinct node, from its children's, and the work is linear in the distinct nodes of the document.
 */
final class ExprFacts {
  /** The axis and register names of one node, each without repeats, in first-seen order. */
  record Names(List<String> axes, List<String> registers) {
    static final Names NONE = new Names(List.of(), List.of());

    boolean isEmpty() {
      return axes.isEmpty() && registers.isEmpty();
    }
  }

  private final Map<Expr, Names> memo = new IdentityHashMap<>();
  private final boolean expressionsRead;

  /**
   * Facts of a model whose expressions were read ({@code expressionsRead}), or were skipped because
   * the document's version was missing or refused: then an absent expression is not a finding.
   */
  ExprFacts(boolean expressionsRead) {
    this.expressionsRead = expressionsRead;
  }

  /** False when the document's expressions were skipped (its version was missing or refused). */
  boolean expressionsRead() {
    return expressionsRead;
  }

  /** The axes and registers {@code root} names. */
  Names of(Expr root) {
    Names known = memo.get(root);
    if (known != null) {
      return known;
    }
    ExprWalk.postorder(root, memo, this::combine);
    return memo.get(root);
  }

  private Names combine(Expr e) {
    if (e instanceof AffineIV iv) {
      return new Names(List.of(iv.axis()), List.of());
    }
    if (e instanceof IntRuntimeValue r) {
      return new Names(List.of(), List.of(r.register()));
    }
    Names only = Names.NONE;
    Set<String> axes = null;
    Set<String> registers = null;
    for (Expr c : e.children()) {
      Names n = memo.get(c);
      if (n.isEmpty() || n == only) {
        continue;
      }
      if (only == Names.NONE && axes == null) {
        // The common case: one child carries all the names; share its facts.
        only = n;
        continue;
      }
      if (axes == null) {
        axes = new LinkedHashSet<>(only.axes);
        registers = new LinkedHashSet<>(only.registers);
      }
      axes.addAll(n.axes);
      registers.addAll(n.registers);
    }
    if (axes == null) {
      return only;
    }
    return new Names(List.copyOf(axes), List.copyOf(registers));
  }
}
