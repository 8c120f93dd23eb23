package io.birj.app.docs;

import io.birj.writer.ConversionReport;

/** The words of a refused conversion, one place for the command and the service. */
public final class ConversionMessages {
  private ConversionMessages() {}

  /**
   * {@code not representable in version 1: TEXT: REASON}: an expression the target version cannot
   * hold, with the codec's reason (e.g. that v1 writes only a flat affine numerator).
   */
  public static String unencodable(int to, ConversionReport.Unencodable u) {
    return "not representable in version "
        + to
        + ": "
        + u.text()
        + (u.reason() == null || u.reason().isEmpty() ? "" : ": " + u.reason());
  }
}
