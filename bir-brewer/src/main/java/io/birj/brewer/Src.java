package io.birj.brewer;

/** A Java source file being written: lines with two-space indentation, {@code \n} endings. */
final class Src {
  private final StringBuilder sb = new StringBuilder();
  private int depth;

  /** Appends one line at the current depth; {@code }} and {@code {} at the ends adjust it. */
  Src line(String s) {
    if (s.startsWith("}")) {
      depth--;
    }
    if (!s.isEmpty()) {
      sb.append("  ".repeat(Math.max(0, depth)));
    }
    sb.append(s).append('\n');
    if (s.endsWith("{")) {
      depth++;
    }
    return this;
  }

  Src blank() {
    sb.append('\n');
    return this;
  }

  /** A Javadoc comment; each element of {@code paragraphs} is one line of it. */
  Src javadoc(String... lines) {
    if (lines.length == 1 && lines[0].length() < 90) {
      return line("/** " + lines[0] + " */");
    }
    line("/**");
    for (String l : lines) {
      line(l.isEmpty() ? " *" : " * " + l);
    }
    return line(" */");
  }

  @Override
  public String toString() {
    return sb.toString();
  }
}
