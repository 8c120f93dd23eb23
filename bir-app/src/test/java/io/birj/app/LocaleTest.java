package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Numbers and columns print the same whatever the default locale. */
class LocaleTest {
  @TempDir Path dir;

  private final Locale before = Locale.getDefault();

  private <T> T in(Locale locale, Supplier<T> run) {
    Locale.setDefault(locale);
    try {
      return run.get();
    } finally {
      Locale.setDefault(before);
    }
  }

  private void sameEverywhere(String tag, String... args) {
    CliHarness.Result root = in(Locale.ROOT, () -> CliHarness.run(args));
    CliHarness.Result local = in(Locale.forLanguageTag(tag), () -> CliHarness.run(args));
    assertEquals(root.out(), local.out());
    assertEquals(root.err(), local.err());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"de-DE", "fr-FR", "ar-EG", "th-TH-u-nu-thai", "hi-IN-u-nu-deva"})
  void stats_prints_the_same_numbers(String tag) {
    Path v2 = Samples.copy(dir, Samples.V2);
    sameEverywhere(tag, "stats", v2.toString());
    CliHarness.Result r =
        in(Locale.forLanguageTag(tag), () -> CliHarness.run("stats", v2.toString()));
    assertTrue(r.out().matches("(?s).*sharing x[0-9]+\\.[0-9]{2}\\).*"), r.out());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"de-DE", "fr-FR", "ar-EG", "th-TH-u-nu-thai"})
  void validate_prints_the_same_lines_columns_and_summary(String tag) {
    Path v2 = Samples.copy(dir, Samples.V2);
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    sameEverywhere(tag, "validate", v2.toString(), bad.toString());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"de-DE", "fr-FR", "ar-EG"})
  void roundtrip_codecs_and_demo_print_the_same(String tag) {
    Path v1 = Samples.copy(dir, Samples.V1);
    sameEverywhere(tag, "roundtrip", v1.toString());
    sameEverywhere(tag, "codecs");
    sameEverywhere(tag, "demo");
  }
}
