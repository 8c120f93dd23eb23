package io.birj.app.service;

import io.birj.api.error.Diagnostic;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import java.util.Locale;

/**
 * One finding, as JSON: {@code severity} is {@code error} or {@code warning}; a finding in a binary
 * (CBOR) document has line and column 0 and its 0-based byte {@code offset} instead; {@code code}
 * is its diagnostic code ({@code bir explain CODE}).
 */
@Serdeable
public record DiagnosticBody(
    String severity,
    String message,
    String pointer,
    long line,
    long column,
    @Nullable Long offset,
    String code) {
  public static DiagnosticBody of(Diagnostic d) {
    return new DiagnosticBody(
        d.severity().name().toLowerCase(Locale.ROOT),
        d.message(),
        d.pointer(),
        d.line(),
        d.column(),
        d.line() <= 0 && d.offset() >= 0 ? d.offset() : null,
        d.code());
  }

  /** This finding with {@code message} in place of its own. */
  DiagnosticBody withMessage(String message) {
    return new DiagnosticBody(severity, message, pointer, line, column, offset, code);
  }
}
