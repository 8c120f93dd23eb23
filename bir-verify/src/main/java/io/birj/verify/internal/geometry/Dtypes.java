package io.birj.verify.internal.geometry;

import java.util.Map;

/**
 * The width in bytes of each element type, by the ISA's {@code Dtype} spellings (a test holds that
 * every spelling of the catalog has one). Access patterns count in elements of the operand's dtype
 * (docs/verifier.md, "Where an access lands").
 */
public final class Dtypes {
  private static final Map<String, Integer> BYTES =
      Map.ofEntries(
          Map.entry("bfloat16", 2),
          Map.entry("float8e3", 1),
          Map.entry("float8e4", 1),
          Map.entry("float8e5", 1),
          Map.entry("float16", 2),
          Map.entry("float32", 4),
          Map.entry("float32r", 4),
          Map.entry("int8", 1),
          Map.entry("int16", 2),
          Map.entry("int32", 4),
          Map.entry("int64", 8),
          Map.entry("uint8", 1),
          Map.entry("uint16", 2),
          Map.entry("uint32", 4),
          Map.entry("uint64", 8));

  private Dtypes() {}

  /** The element width of {@code dtype}, or 0 when the spelling is not known. */
  public static int bytes(String dtype) {
    Integer b = dtype == null ? null : BYTES.get(dtype);
    return b == null ? 0 : b;
  }

  /** The spellings known. */
  public static java.util.Set<String> known() {
    return BYTES.keySet();
  }
}
