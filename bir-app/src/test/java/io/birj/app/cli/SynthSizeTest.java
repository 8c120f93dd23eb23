package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class SynthSizeTest {
  private final SynthCommand.SizeConverter sizes = new SynthCommand.SizeConverter();

  @Test
  void a_plain_number_is_bytes() {
    assertEquals(12345L, sizes.convert("12345"));
  }

  @Test
  void k_m_and_g_are_powers_of_1024_in_either_case() {
    assertEquals(64L << 10, sizes.convert("64k"));
    assertEquals(100L << 20, sizes.convert("100M"));
    assertEquals(2L << 30, sizes.convert("2g"));
  }

  @Test
  void zero_and_overflowing_sizes_are_refused() {
    assertThrows(TypeConversionException.class, () -> sizes.convert("0"));
    assertThrows(TypeConversionException.class, () -> sizes.convert("99999999999999G"));
  }
}
