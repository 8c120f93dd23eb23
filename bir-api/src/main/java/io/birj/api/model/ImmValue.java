package io.birj.api.model;

/**
 * {@code imm_value}: an immediate (keys: {@code kind}, {@code dtype}, {@code value}). The value is
 * a number (integers by exact text; floats in nlohmann's spelling) or one of the strings {@code
 * "nan"}, {@code "inf"}, {@code "-inf"}; {@code null} when absent. Wherever it is written, the
 * compiler puts an immediate among the inputs.
 */
public final class ImmValue extends ScalarImmediate {
  public static final String KIND = "imm_value";

  @Override
  public String kind() {
    return KIND;
  }
}
