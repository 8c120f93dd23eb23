package io.birj.app.service;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * An error answer, as RFC 9457 problem details ({@code application/problem+json}): the standard
 * members {@code type}, {@code title}, {@code status}, {@code detail} and {@code instance}, and
 * birj's extension members saying where in the request's document the problem is: a JSON Pointer, a
 * 1-based line and column (JSON documents) or a 0-based byte offset (binary documents), which
 * document of a pair ({@code a} or {@code b}), and every finding when there are several. Members
 * that do not apply are absent.
 */
@Serdeable
@Schema(
    name = "Problem",
    description =
        "RFC 9457 problem details, with birj's extension members: pointer, line, column,"
            + " offset, document, diagnostics (absent when they do not apply).")
public record Problem(
    @Schema(description = "The kind of problem: urn:birj:problem:NAME (see the README)")
        String type,
    @Schema(description = "The kind's short summary") String title,
    @Schema(description = "The HTTP status") int status,
    @Schema(description = "What went wrong in this request, in one line") String detail,
    @Schema(description = "The request path") @Nullable String instance,
    @Schema(description = "JSON Pointer into the document") @Nullable String pointer,
    @Schema(description = "1-based line in the document") @Nullable Long line,
    @Schema(description = "1-based column in the document") @Nullable Long column,
    @Schema(description = "0-based byte offset in a binary document") @Nullable Long offset,
    @Schema(description = "Which document of a /diff pair: a or b") @Nullable String document,
    @Schema(description = "Every finding (validation), the first of which is the problem") @Nullable
        List<DiagnosticBody> diagnostics,
    @Schema(description = "The diagnostic code of a document's problem (bir explain CODE)")
        @Nullable
        String code) {

  /** A problem of {@code type} with its own status, no position. */
  public static Problem of(ProblemType type, String detail) {
    return of(type, type.status(), detail);
  }

  /** A problem of {@code type} with the given status (for {@link ProblemType#HTTP_ERROR}). */
  public static Problem of(ProblemType type, int status, String detail) {
    return new Problem(
        type.uri(), type.title(), status, detail, null, null, null, null, null, null, null, null);
  }

  /** An invalid document, at the exception's place. */
  public static Problem of(BirException e) {
    return of(ProblemType.INVALID_DOCUMENT, JsonMessages.plain(e.reason()))
        .at(e.pointer(), e.line(), e.column())
        .atOffset(e.offset())
        .withCode(e.code());
  }

  /** An invalid document: the first error at its place, and every finding. */
  public static Problem of(Diagnostic first, List<DiagnosticBody> all) {
    return of(ProblemType.INVALID_DOCUMENT, JsonMessages.plain(first.message()))
        .at(first.pointer(), first.line(), first.column())
        .atOffset(first.line() > 0 ? -1 : first.offset())
        .withDiagnostics(all)
        .withCode(first.code());
  }

  /** This problem at a place in the document: positions of 0 (unknown) are left out. */
  public Problem at(String pointer, long line, long column) {
    return changed(
        c -> {
          c.pointer = pointer;
          c.line = line > 0 ? line : null;
          c.column = line > 0 && column > 0 ? column : null;
        });
  }

  /** This problem at a byte offset of a binary document ({@code -1}: none, left out). */
  public Problem atOffset(long offset) {
    return changed(c -> c.offset = offset >= 0 ? offset : null);
  }

  public Problem withStatus(int status) {
    return changed(c -> c.status = status);
  }

  public Problem withInstance(String instance) {
    return changed(c -> c.instance = instance);
  }

  public Problem withDocument(String document) {
    return changed(c -> c.document = document);
  }

  public Problem withCode(String code) {
    return changed(c -> c.code = code);
  }

  public Problem withDiagnostics(List<DiagnosticBody> diagnostics) {
    List<DiagnosticBody> all = List.copyOf(diagnostics);
    return changed(c -> c.diagnostics = all);
  }

  private Problem changed(java.util.function.Consumer<Copy> change) {
    Copy c = new Copy(this);
    change.accept(c);
    return c.done();
  }

  /** The members of a problem, to change some of before making the changed problem. */
  private static final class Copy {
    private final String type;
    private final String title;
    private int status;
    private final String detail;
    private String instance;
    private String pointer;
    private Long line;
    private Long column;
    private Long offset;
    private String document;
    private List<DiagnosticBody> diagnostics;
    private String code;

    Copy(Problem p) {
      type = p.type;
      title = p.title;
      status = p.status;
      detail = p.detail;
      instance = p.instance;
      pointer = p.pointer;
      line = p.line;
      column = p.column;
      offset = p.offset;
      document = p.document;
      diagnostics = p.diagnostics;
      code = p.code;
    }

    Problem done() {
      return new Problem(
          type,
          title,
          status,
          detail,
          instance,
          pointer,
          line,
          column,
          offset,
          document,
          diagnostics,
          code);
    }
  }
}
