package io.birj.loader.read;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;

/**
 * No expression of this document can be decoded: its {@code version} is missing, not 1 or 2, or
 * cannot be found ahead of the expression. The cause was reported once; each expression met after
 * it is skipped without another error, and the rest of the document is still read and checked.
 */
final class VersionUnavailable extends BirException {
  private static final long serialVersionUID = 1L;

  VersionUnavailable() {
    // Never reported (the unavailable version was, once): its code is the version's.
    super(DiagnosticCode.BIRJ_E0204, "the document's version is unavailable", "", 0, 0);
  }

  /** Kept as it is wherever it is rethrown: the reader skips the value it stopped, silently. */
  @Override
  public BirException under(String pointerPrefix) {
    return this;
  }
}
