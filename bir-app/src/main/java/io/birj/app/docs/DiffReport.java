package io.birj.app.docs;

import io.birj.analysis.diff.SemanticDiff;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;

/**
 * The semantic difference of two documents as {@code bir diff --json} and {@code POST /diff} give
 * it, one stable shape for both (README, "Differences"): {@code {"equal": bool, "differences":
 * [{"change", "oldPointer", "newPointer", "oldText", "newText"}]}}.
 */
@Serdeable
public record DiffReport(boolean equal, List<Entry> differences) {
  /**
   * One difference: {@code change} is {@code changed}, {@code inserted}, {@code deleted} or {@code
   * moved}; the pointers locate it in each document ({@code null} on the side where it is absent);
   * the texts are the values' canonical text or the items' description ({@code null} where absent).
   */
  @Serdeable
  public record Entry(
      String change, String oldPointer, String newPointer, String oldText, String newText) {}

  public static DiffReport of(List<SemanticDiff.Difference> ds) {
    return new DiffReport(
        ds.isEmpty(),
        ds.stream()
            .map(
                d ->
                    new Entry(
                        d.change().spelling(),
                        d.oldPointer(),
                        d.newPointer(),
                        d.oldText(),
                        d.newText()))
            .toList());
  }
}
