package io.birj.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A document argument of {@code -} is standard input, named {@code <stdin>} in lines. */
class StandardInputTest {
  @Test
  void a_dash_is_standard_input_and_is_named_stdin() {
    assertTrue(StandardInput.isArgument("-"));
    assertEquals("<stdin>", StandardInput.nameOf("-"));
  }

  @Test
  void any_other_argument_is_a_file_named_as_given() {
    assertFalse(StandardInput.isArgument("--"));
    assertFalse(StandardInput.isArgument("./-"));
    assertFalse(StandardInput.isArgument(null));
    assertEquals("./-", StandardInput.nameOf("./-"));
    assertEquals("<stdin>.json", StandardInput.nameOf("<stdin>.json"));
  }
}
