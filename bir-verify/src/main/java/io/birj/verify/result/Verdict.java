package io.birj.verify.result;

/**
 * What a check concludes. {@link #CLEAN} only when every access and every ordering was modelled and
 * nothing was found; a finding of any severity makes {@link #FINDINGS}; nothing found with
 * something not modelled is {@link #UNDECIDED}. Never clean by default.
 */
public enum Verdict {
  CLEAN("clean"),
  FINDINGS("findings"),
  UNDECIDED("undecided");

  private final String spelling;

  Verdict(String spelling) {
    this.spelling = spelling;
  }

  /** The spelling of the JSON report and the service: {@code clean}, {@code findings}, ... */
  public String spelling() {
    return spelling;
  }

  @Override
  public String toString() {
    return spelling;
  }
}
