package io.birj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How the command line reads: each form, and each mistake with its message. */
class ArgumentsTest {
  private static Arguments.Command parse(String line) throws Arguments.UsageException {
    return Arguments.parse(line.isEmpty() ? new String[0] : line.split(" "));
  }

  @Test
  void validate_takes_files_and_max_errors_before_or_after_them() throws Exception {
    assertEquals(
        new Arguments.Validate(7, false, List.of("a.json", "b.json"), false),
        parse("validate a.json --max-errors 7 b.json"));
    assertEquals(
        new Arguments.Validate(7, false, List.of("a.json"), false),
        parse("validate --max-errors=7 a.json"));
    assertEquals(
        new Arguments.Validate(Arguments.DEFAULT_MAX_ERRORS, false, List.of("-"), false),
        parse("validate -"));
  }

  @Test
  void validate_takes_strict() throws Exception {
    assertEquals(
        new Arguments.Validate(Arguments.DEFAULT_MAX_ERRORS, true, List.of("a.json"), false),
        parse("validate --strict a.json"));
  }

  @Test
  void convert_takes_the_version_the_format_and_the_output() throws Exception {
    assertEquals(
        new Arguments.Convert(1, "cbor", "out.cbor", "in.json", false),
        parse("convert --to 1 --format cbor -o out.cbor in.json"));
    assertEquals(
        new Arguments.Convert(2, Arguments.DEFAULT_FORMAT, null, "in.json", true),
        parse("--debug convert in.json --to=2"));
  }

  @Test
  void a_double_dash_ends_the_options() throws Exception {
    assertEquals(
        new Arguments.Validate(
            Arguments.DEFAULT_MAX_ERRORS, false, List.of("--odd-name.json"), false),
        parse("validate -- --odd-name.json"));
  }

  @Test
  void help_and_version_forms() throws Exception {
    assertEquals(new Arguments.Help(null, false), parse("--help"));
    assertEquals(new Arguments.Help(null, false), parse("help"));
    assertEquals(new Arguments.Help("validate", false), parse("help validate"));
    assertEquals(new Arguments.Help("convert", false), parse("convert -h"));
    assertEquals(new Arguments.Version(false), parse("--version"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "|a command is required",
        "check a.json|unknown command: check",
        "validate|validate needs at least one FILE",
        "validate - -|standard input (-) can be read once only",
        "validate --max-errors 0 a.json|--max-errors must be a whole number of 1 or more, not 0",
        "validate --max-errors|--max-errors needs a value",
        "validate --to 2 a.json|--to is an option of convert, not validate",
        "--to 2 convert a.json|--to is an option of convert",
        "convert a.json|convert needs --to 1 or --to 2",
        "convert --to 3 a.json|--to must be 1 or 2, not 3",
        "convert --to 2|convert takes one FILE, not none",
        "convert --to 2 a.json b.json|convert takes one FILE, not 2",
        "convert --to 2 -x a.json|unknown option: -x",
        "help stats|unknown command: stats"
      })
  void a_mistake_is_a_usage_error_that_says_what_is_wrong(String line, String message) {
    Arguments.UsageException e =
        assertThrows(Arguments.UsageException.class, () -> parse(line == null ? "" : line));
    assertEquals(message, e.getMessage());
  }
}
