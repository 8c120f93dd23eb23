package io.birj.verify.internal.program;

/**
 * Something a program does that the verifier does not model, where, and why. Gaps are kept once
 * each (a loop meets the same ones at every instance): its {@code equals} and {@code hashCode} are
 * written out, since a record's own are made through method handles at their first call, about ten
 * milliseconds of {@code bir check}'s start each.
 */
public record Gap(String pointer, int line, int column, String reason) {
  @Override
  public boolean equals(Object o) {
    return o instanceof Gap other
        && line == other.line
        && column == other.column
        && pointer.equals(other.pointer)
        && reason.equals(other.reason);
  }

  @Override
  public int hashCode() {
    return (31 * pointer.hashCode() + reason.hashCode()) * 31 + line;
  }
}
