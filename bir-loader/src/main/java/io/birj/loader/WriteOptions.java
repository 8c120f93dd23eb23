package io.birj.loader;

import io.birj.api.expr.QuasiAffineExpr;

/**
 * How {@link BirWriter} writes: the target wire version of the expressions (default 2, what the
 * compiler always writes, seed 001) and the indent (0 = compact, the default; n = n spaces per
 * level, one key per line, and a final newline).
 */
public record WriteOptions(int version, int indent) {
  public static final WriteOptions DEFAULT =
      new WriteOptions(QuasiAffineExpr.DEFAULT_WRITE_VERSION, 0);

  public WriteOptions {
    if (indent < 0 || indent > 16) {
      throw new IllegalArgumentException("indent must be 0..16, not " + indent);
    }
  }

  /** Compact output in version {@code version}. */
  public static WriteOptions version(int version) {
    return new WriteOptions(version, 0);
  }

  public WriteOptions withIndent(int indent) {
    return new WriteOptions(version, indent);
  }

  public WriteOptions withVersion(int version) {
    return new WriteOptions(version, indent);
  }
}
