package io.birj.loader.check;

/**
 * A place in the document as written, kept as a chain of {@code /key/index} steps and made into a
 * JSON Pointer only when a finding needs it: the checker visits every object, and a string for each
 * would cost more than the check.
 *
 * @param parent the enclosing place, {@code null} at the document root
 * @param key the member name of this step
 * @param index the array index under {@code key}, or {@code -1} for a member that is not an array
 */
record Loc(Loc parent, String key, int index) {
  static Loc root(String key, int index) {
    return new Loc(null, key, index);
  }

  Loc child(String key, int index) {
    return new Loc(this, key, index);
  }

  /** This place's pointer followed by {@code tail} (member names and array indexes). */
  String pointer(Object... tail) {
    StringBuilder sb = new StringBuilder();
    append(sb);
    for (Object segment : tail) {
      sb.append('/');
      if (segment instanceof Integer i) {
        sb.append(i.intValue());
      } else {
        escape(sb, segment.toString());
      }
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return pointer();
  }

  private void append(StringBuilder sb) {
    // Iterative: a hostile document may nest regions deeper than the stack allows.
    int depth = 0;
    for (Loc l = this; l != null; l = l.parent) {
      depth++;
    }
    Loc[] chain = new Loc[depth];
    int i = depth;
    for (Loc l = this; l != null; l = l.parent) {
      chain[--i] = l;
    }
    for (Loc l : chain) {
      sb.append('/');
      escape(sb, l.key);
      if (l.index >= 0) {
        sb.append('/').append(l.index);
      }
    }
  }

  /** RFC 6901: {@code ~} is written {@code ~0} and {@code /} is written {@code ~1}. */
  static void escape(StringBuilder sb, String segment) {
    for (int i = 0; i < segment.length(); i++) {
      char c = segment.charAt(i);
      if (c == '~') {
        sb.append("~0");
      } else if (c == '/') {
        sb.append("~1");
      } else {
        sb.append(c);
      }
    }
  }
}
