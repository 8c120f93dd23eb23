package io.birj.api.position;

/**
 * A {@link SourcePosition} in an {@code int}, for the positions the model keeps (a reference's, and
 * every model object's: a dump has hundreds of thousands of them): the two top bits say which of
 * four forms the other 30 hold, chosen for the documents dumps are (docs/wire/container.md): many
 * short lines (a line below 2^21 and a column below 2^9), one long line (line 1 and a column below
 * 2^30), a few long lines (a line below 2^6 and a column below 2^24), or a binary document's byte
 * offset below 2^30 - 1. 0 is {@link SourcePosition#UNKNOWN} in both. What fits none of them is
 * {@link #WIDE}: its holder keeps the {@code long} itself.
 */
public final class PackedPosition {
  /** A position that does not pack: kept out of line. */
  public static final int WIDE = -1;

  private static final int SHORT_LINES = 0;
  private static final int ONE_LINE = 1;
  private static final int FEW_LINES = 2;
  private static final int OFFSET = 3;
  private static final int LOW_30 = (1 << 30) - 1;

  private PackedPosition() {}

  /** The packed form of {@code position}, or {@link #WIDE} when it does not pack. */
  public static int pack(long position) {
    if (position == SourcePosition.UNKNOWN) {
      return 0;
    }
    if (SourcePosition.isOffset(position)) {
      long offset = SourcePosition.offset(position);
      // All 30 bits set in the offset form would be WIDE (-1): that one offset is kept wide.
      return offset < LOW_30 ? form(OFFSET, (int) offset) : WIDE;
    }
    long line = SourcePosition.line(position);
    long column = SourcePosition.column(position);
    if (line < 0 || column < 0 || SourcePosition.of(line, column) != position) {
      return WIDE; // not a position SourcePosition.of made: kept as given
    }
    if (line < (1 << 21) && column < (1 << 9)) {
      return form(SHORT_LINES, (int) (line << 9 | column));
    }
    if (line == 1 && column <= LOW_30) {
      return form(ONE_LINE, (int) column);
    }
    if (line < (1 << 6) && column < (1 << 24)) {
      return form(FEW_LINES, (int) (line << 24 | column));
    }
    return WIDE;
  }

  /** The position {@code packed} holds (not {@link #WIDE}). */
  public static long unpack(int packed) {
    int low = packed & LOW_30;
    return switch (packed >>> 30) {
      case SHORT_LINES ->
          low == 0 ? SourcePosition.UNKNOWN : SourcePosition.of(low >>> 9, low & 0x1FF);
      case ONE_LINE -> SourcePosition.of(1, low);
      case FEW_LINES -> SourcePosition.of(low >>> 24, low & 0xFFFFFF);
      default -> SourcePosition.ofOffset(low);
    };
  }

  private static int form(int form, int low) {
    return form << 30 | low;
  }
}
