package io.birj.app.cli;

import picocli.CommandLine.Help.Visibility;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * An argument as picocli makes it from an annotation before it reads the annotation's attributes:
 * what {@code GeneratedSpecs} starts each option and parameter from (docs/architecture.md, "The
 * command line"), so that the written source says only what differs, as the annotation does. {@code
 * SpecSource} writes each attribute that is not the one these builders hold.
 */
final class Annotated {
  private Annotated() {}

  /** An {@code @Option} of {@code names}: no description key, its default shown on demand. */
  static OptionSpec.Builder option(String... names) {
    return OptionSpec.builder(names).descriptionKey("").showDefaultValue(Visibility.ON_DEMAND);
  }

  /** The {@code @Parameters} at {@code index}: no description key, its default shown on demand. */
  static PositionalParamSpec.Builder positional(String index) {
    return PositionalParamSpec.builder()
        .index(index)
        .descriptionKey("")
        .showDefaultValue(Visibility.ON_DEMAND);
  }
}
