package io.birj.loader;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import java.util.ArrayList;
import java.util.List;

/**
 * Where errors go: thrown at once ({@link BirReader#read}) or collected up to a limit ({@link
 * BirReader#validate}).
 */
final class Problems {
  /** Thrown when the error limit is reached; caught by the reader, never escapes. */
  static final class LimitReached extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LimitReached() {
      super(null, null, false, false);
    }
  }

  private final boolean collect;
  private final int maxErrors;
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private int errors;
  private BirException thrown;

  Problems(boolean collect, int maxErrors) {
    this.collect = collect;
    this.maxErrors = Math.max(1, maxErrors);
  }

  boolean collecting() {
    return collect;
  }

  /** Records an error, or throws it when not collecting. */
  void error(BirException e) {
    if (e == thrown) {
      throw e;
    }
    if (!collect) {
      thrown = e;
      throw e;
    }
    diagnostics.add(e.toDiagnostic());
    if (++errors >= maxErrors) {
      throw new LimitReached();
    }
  }

  void warn(String message, String pointer, long line, long column) {
    if (collect) {
      diagnostics.add(Diagnostic.warning(message, pointer, line, column));
    }
  }

  boolean wasThrown(BirException e) {
    return e == thrown;
  }

  List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  int errorCount() {
    return errors;
  }
}
