package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged app on the class paths it is shipped with starts no Micronaut context for a one-shot
 * command: {@code java -jar} (./bir), and every jar in one {@code lib/} (the release archive's
 * {@code -cp lib/*}), where the libraries are known by the names the app jar's manifest gives them;
 * a bean added beside them is honoured. Runs at integration-test, after package (the tag {@code
 * launcher}, bir-app/pom.xml).
 */
@Tag("launcher")
class PackagedClassPathTest {
  private static final Path TARGET = Path.of(System.getProperty("birj.target", "target"));
  private static final String CONTEXT = " io.micronaut.context.DefaultApplicationContext ";
  private static final String DEFINITIONS =
      "META-INF/micronaut/io.micronaut.inject.BeanDefinitionReference";

  @TempDir Path dir;

  private record Run(int code, String output, String classes) {}

  /** Runs {@code java JVM_ARGS ARGS}, logging the classes loaded. */
  private Run run(List<String> jvmArgs, String... args) throws IOException {
    Path log = dir.resolve("classes.log");
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-Xlog:class+load=info:file=" + log);
    cmd.addAll(jvmArgs);
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    try {
      return new Run(p.waitFor(), out, Files.readString(log));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private String statsOfASample(List<String> jvmArgs) throws IOException {
    Run r = run(jvmArgs, "stats", Samples.copy(dir, Samples.V2).toString());
    assertEquals(ExitCodes.OK, r.code(), r.output());
    assertTrue(r.classes().contains(" io.birj.app.cli.StatsCommand "), "the log lists classes");
    return r.classes();
  }

  @Test
  void the_jar_run_with_dash_jar_starts_no_context() throws IOException {
    String loaded = statsOfASample(List.of("-jar", TARGET.resolve("bir-app.jar").toString()));
    assertFalse(loaded.contains(CONTEXT), "a context was made");
  }

  @Test
  void every_jar_in_one_lib_directory_starts_no_context() throws IOException {
    Path lib = Files.createDirectories(dir.resolve("lib"));
    Files.copy(TARGET.resolve("bir-app.jar"), lib.resolve("bir-app.jar"));
    try (Stream<Path> libs = Files.list(TARGET.resolve("lib"))) {
      for (Path l : libs.toList()) {
        Files.copy(l, lib.resolve(l.getFileName()));
      }
    }
    String loaded = statsOfASample(List.of("-cp", lib + "/*", BirApp.class.getName()));
    assertFalse(loaded.contains(CONTEXT), "a context was made");
  }

  @Test
  void a_codec_bean_added_to_the_class_path_is_honoured() throws IOException {
    // FakeV1Codec and its bean definition, alone in a directory of their own.
    Path added = dir.resolve("added");
    Path tests = TARGET.resolve("test-classes");
    try (Stream<Path> classes = Files.list(tests.resolve("io/birj/app"))) {
      for (Path c : classes.filter(c -> c.toString().contains("FakeV1Codec")).toList()) {
        Path to = added.resolve(tests.relativize(c));
        Files.createDirectories(to.getParent());
        Files.copy(c, to);
      }
    }
    Path definition = Path.of(DEFINITIONS, "io.birj.app.$FakeV1Codec$Definition");
    Files.createDirectories(added.resolve(definition).getParent());
    Files.copy(tests.resolve(definition), added.resolve(definition));
    String classPath = TARGET.resolve("bir-app.jar") + File.pathSeparator + added;
    Run r =
        run(
            List.of("-Dtest.fake-v1=true", "-cp", classPath, BirApp.class.getName()),
            "validate",
            Samples.copy(dir, Samples.V1).toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.output());
    assertTrue(r.output().contains("the fake v1 codec reads nothing"), r.output());
    assertTrue(r.classes().contains(CONTEXT), "no context was made");
  }
}
