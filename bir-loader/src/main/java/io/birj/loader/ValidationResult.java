package io.birj.loader;

import io.birj.api.error.Diagnostic;
import java.util.List;

/**
 * What {@link BirReader#validate} found: every error it could find (up to the limit) and the
 * warnings, in document order within each pass.
 *
 * @param diagnostics errors and warnings
 * @param truncated true when the error limit stopped the run before the end of the document
 */
public record ValidationResult(List<Diagnostic> diagnostics, boolean truncated) {
  public ValidationResult {
    diagnostics = List.copyOf(diagnostics);
  }

  public List<Diagnostic> errors() {
    return diagnostics.stream().filter(Diagnostic::isError).toList();
  }

  public List<Diagnostic> warnings() {
    return diagnostics.stream().filter(d -> !d.isError()).toList();
  }

  /** True when there is no error (warnings allowed). */
  public boolean isValid() {
    return diagnostics.stream().noneMatch(Diagnostic::isError);
  }
}
