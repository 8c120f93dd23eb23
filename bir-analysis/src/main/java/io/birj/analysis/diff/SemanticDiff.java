package io.birj.analysis.diff;

import io.birj.api.model.Module;
import java.util.List;

/**
 * The semantic difference of two modules, over their models: empty when they are equal.
 *
 * <ul>
 *   <li>Order matters: items of a named-object container (functions, blocks, instructions, storage,
 *       queues) are aligned by name, and one that changed place is reported as moved, with its
 *       pointer in both documents; one with no counterpart is inserted or deleted.
 *   <li>Expressions compare by value (their canonical text form), so a v1 document equals its v2
 *       conversion; the module's version is not compared.
 *   <li>Content no model key holds compares as JSON values (key order and number spelling aside).
 * </ul>
 *
 * <p>The shape of a difference is stable and documented (README, "Differences"): the CLI and the
 * service print it alike.
 */
public final class SemanticDiff {
  /** What happened to an item. */
  public enum Change {
    /** The value differs (a key present on one side only is changed too). */
    CHANGED,
    /** Only in the new document. */
    INSERTED,
    /** Only in the old document. */
    DELETED,
    /** In both, at another place in its container (it may have changed as well). */
    MOVED;

    /** The spelling in JSON output. */
    public String spelling() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * One difference: what happened, the pointer in each document ({@code null} on the side where the
   * item is absent), and the old and new values as text (a value's canonical text, an object's
   * description), {@code null} on the side where it is absent.
   */
  public record Difference(
      Change change, String oldPointer, String newPointer, String oldText, String newText) {
    /** The pointer that locates the difference: the new document's, else the old one's. */
    public String pointer() {
      return newPointer != null ? newPointer : oldPointer;
    }

    @Override
    public String toString() {
      String where =
          change == Change.MOVED || change == Change.CHANGED && !oldPointer.equals(newPointer)
              ? show(oldPointer) + " -> " + show(newPointer)
              : show(pointer());
      return change.spelling() + " " + where + ": " + oldText + " -> " + newText;
    }

    private static String show(String p) {
      return p == null ? "-" : p.isEmpty() ? "/" : p;
    }
  }

  private final int maxDifferences;

  public SemanticDiff() {
    this(10_000);
  }

  /** A diff that stops after {@code maxDifferences} differences. */
  public SemanticDiff(int maxDifferences) {
    this.maxDifferences = Math.max(1, maxDifferences);
  }

  public List<Difference> diff(Module a, Module b) {
    return new Differ(maxDifferences).diff(a, b);
  }

  /** True when the two modules are semantically equal. */
  public boolean equal(Module a, Module b) {
    return new Differ(1).diff(a, b).isEmpty();
  }
}
