package io.birj.verify.result;

import io.birj.api.error.Diagnostic;
import java.util.List;

/**
 * One thing the verifier found: its rule, its message, the place (JSON Pointer and line:column of
 * the operand or instruction), and the other places involved.
 */
public record Finding(
    Rule rule, String message, String pointer, int line, int column, List<Related> related) {
  public Finding {
    related = List.copyOf(related);
  }

  /** The finding as a diagnostic, for the lines every command prints. */
  public Diagnostic toDiagnostic() {
    return new Diagnostic(rule.severity(), message, pointer, line, column, -1, rule.id());
  }

  public boolean isError() {
    return rule.severity() == Diagnostic.Severity.ERROR;
  }
}
