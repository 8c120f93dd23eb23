package io.birj.pelican;

/**
 * The built-in node kinds of the pelican algebra, with the kind numbers of the compiler's RTTI
 * discriminant (docs/wire/expressions.md, "Node kinds").
 *
 * <p>Kinds 6 to 13 form the index family ({@link AffineIdx}): only they may stand as an affine
 * term's index. Four kinds ({@link #AP_INDEX}, {@link #TILED_AP_INDEX}, {@link #SYMBOLIC_IDX},
 * {@link #CC_MOD}) live only in memory: neither wire writer has a case for them
 * (docs/wire/expressions.md, "Node kinds").
 */
public enum ExprKind {
  CC_GET_RANK(2, "CCGetRank"),
  INDIRECT_ARG(3, "IndirectArg"),
  AFFINE_IV(6, "AffineIV"),
  INT_RUNTIME_VALUE(7, "IntRuntimeValue"),
  AP_INDEX(9, "APIndex"),
  TILED_AP_INDEX(10, "TiledAPIndex"),
  SYMBOLIC_IDX(12, "SymbolicIdx"),
  SHARD_ID(13, "ShardId"),
  AFFINE_EXPR(17, "AffineExpr"),
  SUM(18, "Sum"),
  MULT(23, "Mult"),
  FLOOR_DIV(25, "FloorDiv"),
  MODULO(26, "Modulo"),
  CC_DIV(27, "CCDiv"),
  CC_MOD(28, "CCMod");

  private final int number;
  private final String displayName;

  ExprKind(int number, String displayName) {
    this.number = number;
    this.displayName = displayName;
  }

  /** The compiler's kind number. */
  public int number() {
    return number;
  }

  /** The class name the compiler gives this kind (without the {@code Expr} suffix). */
  public String displayName() {
    return displayName;
  }

  /** True for kinds 6 to 13, the only kinds an affine term may use as its index. */
  public boolean isIndex() {
    return number >= 6 && number <= 13;
  }

  private static final ExprKind[] BY_NUMBER = new ExprKind[29];

  static {
    for (ExprKind k : values()) {
      BY_NUMBER[k.number] = k;
    }
  }

  /** The built-in kind with this number, or {@code null} when none has it. */
  public static ExprKind ofNumber(int number) {
    return number >= 0 && number < BY_NUMBER.length ? BY_NUMBER[number] : null;
  }

  /**
   * True for the four kinds no wire writer has a case for: APIndex, TiledAPIndex, SymbolicIdx and
   * CCMod.
   */
  public boolean isLiveOnly() {
    return this == AP_INDEX || this == TILED_AP_INDEX || this == SYMBOLIC_IDX || this == CC_MOD;
  }
}
