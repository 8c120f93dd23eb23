package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** The range checks of numeric options: a usage error that names the option and its range. */
class OptionValuesTest {
  private static CommandSpec spec() {
    CommandSpec spec = CommandSpec.create();
    new CommandLine(spec);
    return spec;
  }

  @Test
  void a_value_within_the_range_ends_included_passes() {
    assertDoesNotThrow(() -> OptionValues.within(spec(), "--indent", 0, 0, 16));
    assertDoesNotThrow(() -> OptionValues.within(spec(), "--indent", 16, 0, 16));
  }

  @Test
  void a_value_past_either_end_is_a_usage_error_naming_the_range() {
    ParameterException above =
        assertThrows(
            ParameterException.class, () -> OptionValues.within(spec(), "--indent", 17, 0, 16));
    assertEquals("--indent must be 0..16, not 17", above.getMessage());
    ParameterException below =
        assertThrows(
            ParameterException.class, () -> OptionValues.within(spec(), "--indent", -1, 0, 16));
    assertEquals("--indent must be 0..16, not -1", below.getMessage());
  }
}
