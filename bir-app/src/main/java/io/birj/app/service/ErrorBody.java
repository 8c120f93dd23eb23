package io.birj.app.service;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;

/**
 * Every error the service answers: what is wrong and where (a JSON Pointer into the request's
 * document, 1-based line and column; 0 when unknown). {@code diagnostics} lists every finding when
 * there is more than one (validation).
 */
@Serdeable
public record ErrorBody(
    String message,
    String pointer,
    long line,
    long column,
    @Nullable List<DiagnosticBody> diagnostics) {

  public static ErrorBody of(String message) {
    return new ErrorBody(message, "", 0, 0, null);
  }

  public static ErrorBody of(BirException e) {
    return new ErrorBody(e.reason(), e.pointer(), e.line(), e.column(), null);
  }

  public static ErrorBody of(Diagnostic first, List<DiagnosticBody> all) {
    return new ErrorBody(first.message(), first.pointer(), first.line(), first.column(), all);
  }
}
