package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.AddedBeans;
import io.birj.app.cli.ExitCodes;
import io.birj.app.cli.StatsCommand;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bean from outside the app is honoured by every command: a run does without the context only
 * when the class path holds no such bean or the context shows that none of them is enabled in place
 * of what that run makes by hand.
 */
class AddedBeansTest {
  @TempDir Path dir;

  /** A class loader over the tests' class path, without ({@code tests} false) the test classes. */
  private static ClassLoader classPath(boolean tests) throws Exception {
    URL[] urls =
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(e -> tests || !Path.of(e).endsWith("test-classes"))
            .map(e -> Path.of(e).toUri())
            .map(
                u -> {
                  try {
                    return u.toURL();
                  } catch (java.net.MalformedURLException e) {
                    throw new IllegalArgumentException(e);
                  }
                })
            .toArray(URL[]::new);
    return new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
  }

  @Test
  void the_app_and_micronaut_alone_hold_no_added_bean() throws Exception {
    assertFalse(AddedBeans.onClassPath(classPath(false)));
  }

  @Test
  void the_tests_beans_are_added_beans() throws Exception {
    assertTrue(AddedBeans.onClassPath(classPath(true)));
  }

  @Test
  void the_apps_classes_are_its_own_and_the_tests_are_not() {
    assertTrue(AddedBeans.isAppOwn(StatsCommand.class));
    assertFalse(AddedBeans.isAppOwn(FakeV1Codec.class));
    assertFalse(AddedBeans.isAppOwn(ApplicationContext.class));
  }

  private static boolean replacesPlainParts(Map<String, Object> properties) {
    try (ApplicationContext ctx =
        ApplicationContext.builder(BirApp.class, Environment.CLI)
            .properties(properties)
            .deduceEnvironment(false)
            .start()) {
      return BirApp.InContext.replacesPlainParts(ctx);
    }
  }

  @Test
  void beans_that_are_not_enabled_replace_nothing() {
    assertFalse(replacesPlainParts(Map.of()));
  }

  @Test
  void an_enabled_codec_bean_replaces_a_part() {
    assertTrue(replacesPlainParts(Map.of("test.fake-v1", "true")));
    assertTrue(replacesPlainParts(Map.of("test.defective-v1", "npe")));
  }

  @Test
  void an_enabled_kind_bean_replaces_a_part() {
    assertTrue(replacesPlainParts(Map.of("test.refusing-kind", "true")));
  }

  @Test
  void validate_reads_with_a_codec_bean_too() {
    Path v1 = Samples.copy(dir, Samples.V1);
    CliHarness.Result r = CliHarness.run(Map.of("test.fake-v1", "true"), "validate", v1.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.err());
    assertTrue((r.out() + r.err()).contains("the fake v1 codec reads nothing"), r.out() + r.err());
  }
}
