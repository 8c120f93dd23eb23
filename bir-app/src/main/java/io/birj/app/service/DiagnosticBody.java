package io.birj.app.service;

import io.birj.api.error.Diagnostic;
import io.micronaut.serde.annotation.Serdeable;
import java.util.Locale;

/** One finding, as JSON: {@code severity} is {@code error} or {@code warning}. */
@Serdeable
public record DiagnosticBody(
    String severity, String message, String pointer, long line, long column) {
  public static DiagnosticBody of(Diagnostic d) {
    return new DiagnosticBody(
        d.severity().name().toLowerCase(Locale.ROOT),
        d.message(),
        d.pointer(),
        d.line(),
        d.column());
  }
}
