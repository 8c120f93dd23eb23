package io.birj.app.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The checks of numeric option values: a value out of range is a usage error (exit 2) that says
 * what the option takes, never silently raised to the nearest value it accepts.
 */
final class OptionValues {
  private OptionValues() {}

  /** {@code --NAME must be 1 or more, not V} unless {@code value} is null or at least 1. */
  static void atLeastOne(CommandSpec spec, String name, Number value) {
    if (value != null && value.longValue() < 1) {
      throw new ParameterException(spec.commandLine(), name + " must be 1 or more, not " + value);
    }
  }

  /** {@code --NAME must be MIN..MAX, not V} unless {@code value} is within them. */
  static void within(CommandSpec spec, String name, int value, int min, int max) {
    if (value < min || value > max) {
      throw new ParameterException(
          spec.commandLine(), name + " must be " + min + ".." + max + ", not " + value);
    }
  }

  /** {@code --port must be a port, 1..65535 (or FREE for a free one), not V}. */
  static void port(CommandSpec spec, Integer value, int free) {
    if (value != null && value != free && (value < 1 || value > 65535)) {
      throw new ParameterException(
          spec.commandLine(),
          "--port must be a port, 1..65535 (or " + free + " for a free one), not " + value);
    }
  }
}
