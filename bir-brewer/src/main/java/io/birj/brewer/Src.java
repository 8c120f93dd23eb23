package io.birj.brewer;

import java.util.ArrayDeque;

/** A Java source file being written: lines with two-space indentation, {@code \n} endings. */
final class Src {
  private final StringBuilder sb = new StringBuilder();

  /** One entry per open brace: whether its body is inside a {@code case} label right now. */
  private final ArrayDeque<Boolean> caseBody = new ArrayDeque<>();

  /**
   * Appends one line, indented by the open braces (leading blanks of {@code s} are ignored):
   * {@code }} at the start closes one, {@code {} at the end opens one, and statements under a
   * {@code case} or {@code default} label go one level deeper (google-java-format's layout).
   */
  Src line(String text) {
    String s = text.strip();
    boolean label = s.startsWith("case ") || s.equals("default:");
    if (s.startsWith("}")) {
      if (Boolean.TRUE.equals(caseBody.peek())) {
        caseBody.pop();
        caseBody.push(false);
      }
      caseBody.pop();
    }
    int depth = depth() - (label && Boolean.TRUE.equals(caseBody.peek()) ? 1 : 0);
    if (!s.isEmpty()) {
      sb.append("  ".repeat(depth));
    }
    sb.append(s).append('\n');
    if (label && !caseBody.isEmpty()) {
      caseBody.pop();
      caseBody.push(true);
    }
    if (s.endsWith("{")) {
      caseBody.push(false);
    }
    return this;
  }

  private int depth() {
    int d = 0;
    for (boolean inCase : caseBody) {
      d += inCase ? 2 : 1;
    }
    return d;
  }

  /** A line as given, after the current indentation (comment bodies, continuation lines). */
  Src raw(String s) {
    sb.append("  ".repeat(depth())).append(s).append('\n');
    return this;
  }

  Src blank() {
    sb.append('\n');
    return this;
  }

  /** A method whose body returns {@code value}: {@code SIGNATURE { return VALUE; }}. */
  Src returning(String signature, String value) {
    line(signature + " {");
    line("return " + value + ";");
    return line("}");
  }

  /** A Javadoc comment; each element of {@code paragraphs} is one line of it. */
  Src javadoc(String... lines) {
    if (lines.length == 1 && lines[0].length() < 90) {
      return line("/** " + lines[0] + " */");
    }
    line("/**");
    for (String l : lines) {
      raw(l.isEmpty() ? " *" : " * " + l);
    }
    return raw(" */");
  }

  /** The source with each brace still open closed: how a generated class ends. */
  String closed() {
    while (!caseBody.isEmpty()) {
      line("}");
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return sb.toString();
  }
}
