package io.birj.api.model;

import java.util.List;

/**
 * The MemoryType names and their bit flags (docs/wire/container.md, "Storage": real dumps write the
 * names; the references also describe a numeric bit-flag form, which is accepted).
 */
public final class MemoryType {
  private MemoryType() {}

  /** The names, in flag order: flag {@code 1 << i} is {@code NAMES.get(i)}. */
  public static final List<String> NAMES =
      List.of("Unallocated", "Input", "Output", "DRAM", "SB", "PSUM", "RNGSTATE", "REG");

  public static final String DRAM = "DRAM";
  public static final String PSUM = "PSUM";

  /** The name of a single-flag number (e.g. {@code "8"} is {@code DRAM}), else {@code null}. */
  public static String nameOfFlag(String number) {
    long v;
    try {
      v = Long.parseLong(number);
    } catch (NumberFormatException e) {
      return null;
    }
    if (v <= 0 || Long.bitCount(v) != 1 || v > 128) {
      return null;
    }
    return NAMES.get(Long.numberOfTrailingZeros(v));
  }

  /** True for a number the compiler accepts as a MemoryType (1..128). */
  public static boolean isKnownNumber(String number) {
    try {
      long v = Long.parseLong(number);
      return v >= 1 && v <= 128;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
