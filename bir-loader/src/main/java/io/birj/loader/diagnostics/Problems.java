package io.birj.loader.diagnostics;

import io.birj.api.error.BirException;
import io.birj.api.error.CodedMessage;
import io.birj.api.error.Diagnostic;
import io.birj.api.error.DiagnosticCode;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the errors and warnings of one read or check go: thrown at the first error ({@link
 * #throwing()}, for {@code read}) or collected up to a limit ({@link #collecting}, for {@code
 * validate}). When the limit is reached, {@link LimitReached} unwinds the run, and only then is the
 * result truncated.
 */
public final class Problems {
  /** Thrown when the error limit is reached; caught by the reader, never escapes it. */
  public static final class LimitReached extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LimitReached() {
      super(null, null, false, false);
    }
  }

  /**
   * The first error of a {@code read}, thrown from where it was reported. Its place is final: a
   * reader of a held value it unwinds through (which places its own errors under the value's
   * pointer) leaves it as it is.
   */
  public static final class Reported extends BirException {
    private static final long serialVersionUID = 1L;

    private final BirException original;

    Reported(BirException e) {
      super(
          e.diagnosticCode(),
          e.reason(),
          e.pointer(),
          e.line(),
          e.column(),
          e.offset(),
          e.getCause());
      this.original = e;
      setStackTrace(e.getStackTrace());
    }

    /** The error as reported: what the reader throws once the read has unwound. */
    public BirException original() {
      return original;
    }

    @Override
    public BirException under(String pointerPrefix) {
      return this;
    }
  }

  private final boolean collect;
  private final int maxErrors;
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private int errors;
  private boolean truncated;

  private Problems(boolean collect, int maxErrors) {
    this.collect = collect;
    this.maxErrors = Math.max(1, maxErrors);
  }

  /** Throws each error as it is reported; drops warnings. */
  public static Problems throwing() {
    return new Problems(false, 1);
  }

  /** Collects up to {@code maxErrors} errors (then stops the run) and every warning. */
  public static Problems collecting(int maxErrors) {
    return new Problems(true, maxErrors);
  }

  public boolean isCollecting() {
    return collect;
  }

  /** Records an error, or throws it when not collecting. */
  public void error(BirException e) {
    if (!collect) {
      throw e instanceof Reported ? e : new Reported(e);
    }
    diagnostics.add(e.toDiagnostic());
    if (++errors >= maxErrors) {
      truncated = true;
      throw new LimitReached();
    }
  }

  /** Records an error of a coded message at a packed position. */
  public void error(CodedMessage message, String pointer, long position) {
    error(BirException.atPosition(message, pointer, position));
  }

  /** Records an error of {@code code} at a packed position. */
  public void error(DiagnosticCode code, String message, String pointer, long position) {
    error(BirException.atPosition(code, message, pointer, position));
  }

  /** Records a warning of a coded message (dropped when not collecting). */
  public void warn(CodedMessage message, String pointer, long position) {
    warn(message.code(), message.text(), pointer, position);
  }

  /** Records a warning of {@code code} (dropped when not collecting). */
  public void warn(DiagnosticCode code, String message, String pointer, long position) {
    if (collect) {
      diagnostics.add(Diagnostic.at(code, message, pointer, position));
    }
  }

  /**
   * Records again a warning another run of problems collected (dropped when not collecting): a read
   * done in parts hands on what its parts found, in their order.
   */
  public void warn(Diagnostic warning) {
    if (warning.isError()) {
      throw new IllegalArgumentException("not a warning: " + warning.message());
    }
    if (collect) {
      diagnostics.add(warning);
    }
  }

  /**
   * True when an error was already recorded at {@code pointer} or below it, so a later check of the
   * same place can stay silent: one fault, one diagnostic.
   */
  public boolean hasErrorAt(String pointer) {
    for (Diagnostic d : diagnostics) {
      if (d.severity() == Diagnostic.Severity.ERROR
          && d.pointer().startsWith(pointer)
          && (d.pointer().length() == pointer.length()
              || d.pointer().charAt(pointer.length()) == '/')) {
        return true;
      }
    }
    return false;
  }

  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  public int errorCount() {
    return errors;
  }

  /** True only when the error limit stopped the run. */
  public boolean truncated() {
    return truncated;
  }
}
