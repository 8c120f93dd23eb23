package io.birj.verify.result;

import java.util.Locale;

/**
 * What a check concludes. {@link #CLEAN} only when every access and every ordering was modelled and
 * nothing was found; a finding of any severity makes {@link #FINDINGS}; nothing found with
 * something not modelled is {@link #UNDECIDED}. Never clean by default.
 */
public enum Verdict {
  CLEAN,
  FINDINGS,
  UNDECIDED;

  /** The spelling of the JSON report and the service: {@code clean}, {@code findings}, ... */
  public String spelling() {
    return name().toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return spelling();
  }
}
