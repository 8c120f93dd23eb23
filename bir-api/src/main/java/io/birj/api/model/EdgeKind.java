package io.birj.api.model;

/**
 * The kind of a dependency edge (the compiler's {@code EdgeKind}, a 3-bit tag packed beside the
 * target pointer): {@code Invalid} 0, {@code Ordered} 1, {@code Anti} 2 (write after read), {@code
 * Output} 3 (write after write), {@code Flow} 4 (read after write). Codes 5 to 7 fit the tag but
 * have no spelling; 8 and above do not fit (docs/wire/container.md, "Dependencies").
 */
public final class EdgeKind {
  /** The largest code the 3-bit tag holds. */
  public static final int MAX_CODE = 7;

  private static final String[] SPELLINGS = {"Invalid", "Ordered", "Anti", "Output", "Flow"};
  private static final EdgeKind[] BY_CODE = new EdgeKind[MAX_CODE + 1];

  static {
    for (int i = 0; i <= MAX_CODE; i++) {
      BY_CODE[i] = new EdgeKind(i, i < SPELLINGS.length ? SPELLINGS[i] : null);
    }
  }

  public static final EdgeKind INVALID = BY_CODE[0];
  public static final EdgeKind ORDERED = BY_CODE[1];
  public static final EdgeKind ANTI = BY_CODE[2];
  public static final EdgeKind OUTPUT = BY_CODE[3];
  public static final EdgeKind FLOW = BY_CODE[4];

  private final int code;
  private final String spelling;

  private EdgeKind(int code, String spelling) {
    this.code = code;
    this.spelling = spelling;
  }

  /** The kind of code 0..7. */
  public static EdgeKind ofCode(long code) {
    if (code < 0 || code > MAX_CODE) {
      throw new IllegalArgumentException("an edge kind is 0.." + MAX_CODE + ", not " + code);
    }
    return BY_CODE[(int) code];
  }

  /** The kind of a spelling, or {@code null} for a spelling the compiler does not know. */
  public static EdgeKind ofSpelling(String spelling) {
    for (int i = 0; i < SPELLINGS.length; i++) {
      if (SPELLINGS[i].equals(spelling)) {
        return BY_CODE[i];
      }
    }
    return null;
  }

  /** The spellings, in code order. */
  public static java.util.List<String> spellings() {
    return java.util.List.of(SPELLINGS);
  }

  public int code() {
    return code;
  }

  /** The spelling, or {@code null} for the codes 5..7, which have none. */
  public String spelling() {
    return spelling;
  }

  @Override
  public String toString() {
    return spelling != null ? spelling : Integer.toString(code);
  }

  /** How an edge's kind was written, kept so that it writes back the same way. */
  public enum Form {
    /** A bare name: the kind is {@code Flow}. Only {@code dependencies} allow it. */
    IMPLIED,
    /** {@code [name, "Flow"]}. */
    SPELLED,
    /** {@code [name, 4]}. */
    NUMBERED
  }
}
