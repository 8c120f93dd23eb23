package io.birj.api.codec;

/**
 * The compiler's error messages that the pelican codecs reuse word for word
 * (docs/wire/expressions.md gives each), so callers and tests can refer to them without depending
 * on a codec module. Where a codec adds detail it follows the compiler's words after {@code ": "}.
 */
public final class WireMessages {
  private WireMessages() {}

  /** A writer met a node kind it has no form for (the compiler's writers stop on it). */
  public static final String UNSUPPORTED_KIND = "Unsupported expression kind";

  /** The v2 reader met a {@code kind} tag it does not know (the compiler's {@code fromJsonv2}). */
  public static final String UNKNOWN_V2_TAG = "Walrus doesn't support this kind of Expr: ";

  /** A {@code SumKind}'s {@code n_terms} differs from the length of its terms. */
  public static final String SUM_TERMS_MISMATCH = "Number of terms don't match";

  /** The v1 writer's representability assertion ({@code isV1}, asserted by {@code toJsonv1}). */
  public static final String NOT_V1 = "Pelican Expr should be in V1 format";

  /** The read dispatch met a module version other than 1 or 2 (it names the file). */
  public static final String BAD_READ_VERSION =
      "Check the version of bir json file - should be 1 (old) or 2 (new)";

  /** The write dispatch was given a version other than 1 or 2 (it does not). */
  public static final String BAD_WRITE_VERSION = "Check the version - should be 1 (old) or 2 (new)";

  /**
   * An expression larger than {@link CodecLimits#maxWireBytes()}. Readers and writers of both
   * versions measure the same thing, the bytes of the expression's compact v2 form, so what one
   * reads another writes and the converse; {@code size} says how large it is, e.g. {@code "would
   * take 1234"} (a writer, exact) or {@code "takes at least 1001"} (a reader that stops as soon as
   * it knows).
   */
  public static String overWireBytes(String size, long maxWireBytes) {
    return "the expression's compact v2 form "
        + size
        + " bytes, more than the limit of "
        + maxWireBytes
        + " (CodecLimits.maxWireBytes)";
  }

  /** A reader met an expression nested deeper than {@link CodecLimits#maxDepth()}. */
  public static String readDeeperThan(int maxDepth) {
    return "expression nests deeper than the limit of "
        + maxDepth
        + " levels (CodecLimits.maxDepth)";
  }

  /** A writer was given an expression {@code depth} levels deep, over {@code maxDepth}. */
  public static String writeDeeperThan(int depth, int maxDepth) {
    return "the expression nests "
        + depth
        + " levels deep, more than the limit of "
        + maxDepth
        + " (CodecLimits.maxDepth)";
  }

  /** {@code UNSUPPORTED_KIND} with the kind's name and number. */
  public static String unsupportedKind(String kindName, int kindNumber) {
    return UNSUPPORTED_KIND + ": " + kindName + " (kind " + kindNumber + ")";
  }
}
