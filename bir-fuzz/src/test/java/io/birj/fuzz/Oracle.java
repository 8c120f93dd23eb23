package io.birj.fuzz;

import io.birj.api.error.BirException;
import io.birj.pelican.PelicanException;
import java.util.regex.Pattern;

/**
 * The verdicts every fuzz target shares: what counts as a clean refusal, and how a defect is
 * reported (an {@link AssertionError}, which Jazzer records as a finding).
 */
final class Oracle {
  /**
   * The reader's last-resort net turns an unexpected RuntimeException into a BirException whose
   * reason is {@code "cannot read <source>: " + exception} (BirReader.run): a defect in disguise.
   * An I/O error reads {@code "cannot read <source>: " + message}, without a class name.
   */
  private static final Pattern DEFECT_NET =
      Pattern.compile(
          "^cannot read [^:]*: [a-z][\\w$]*(\\.[\\w$]+)*\\.[A-Z][\\w$]*(Exception|Error)\\b.*",
          Pattern.DOTALL);

  private Oracle() {}

  /**
   * A clean refusal of bad input: a BirException with a reason and a pointer, not a wrapped bug.
   */
  static void requireCleanRefusal(BirException e) {
    if (e.reason() == null || e.reason().isEmpty()) {
      throw finding("BirException without a reason", e);
    }
    if (e.pointer() == null) {
      throw finding("BirException without a pointer: " + e.reason(), e);
    }
    if (isDefectNet(e.reason())) {
      throw finding("a defect caught by the reader's last-resort net: " + e.reason(), e);
    }
    Throwable c = e.getCause();
    // A PelicanException is the algebra refusing a node (e.g. a duplicate affine index): the
    // codecs translate it into a positioned BirException on purpose.
    if (c instanceof RuntimeException
        && !(c instanceof BirException)
        && !(c instanceof PelicanException)) {
      throw finding("a RuntimeException wrapped as a refusal: " + c, e);
    }
    if (c instanceof Error) {
      throw finding("an Error wrapped as a refusal: " + c, e);
    }
  }

  /**
   * A refusal of a document's bytes says where: a line and column (JSON) or a byte offset (CBOR).
   */
  static void requirePosition(BirException e) {
    if (e.line() <= 0 && e.offset() < 0) {
      throw finding("a refusal without a position: " + e.getMessage(), e);
    }
  }

  /** The same for a diagnostic of {@code validate}. */
  static void requirePosition(io.birj.api.error.Diagnostic d) {
    if (d.line() <= 0 && d.offset() < 0) {
      throw finding("a diagnostic without a position: " + d);
    }
  }

  /** True when {@code reason} is the reader's last-resort net around an unexpected exception. */
  static boolean isDefectNet(String reason) {
    return DEFECT_NET.matcher(reason).matches();
  }

  /** A clean refusal of bad pelican text: a PelicanException with a message. */
  static void requireCleanRefusal(PelicanException e) {
    if (e.getMessage() == null || e.getMessage().isEmpty()) {
      throw finding("PelicanException without a message", e);
    }
    Throwable c = e.getCause();
    if (c instanceof RuntimeException && !(c instanceof PelicanException)) {
      throw finding("a RuntimeException wrapped as a refusal: " + c, e);
    }
  }

  /** A broken contract: Jazzer reports the AssertionError, with its cause, as a finding. */
  static AssertionError finding(String what, Throwable cause) {
    return new AssertionError(what, cause);
  }

  static AssertionError finding(String what) {
    return new AssertionError(what);
  }
}
