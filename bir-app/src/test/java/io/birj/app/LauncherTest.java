package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./bir} launcher, run as a user runs it on a copy of the repository's layout (the
 * script, the packaged jar and its lib/, the training sample): the class-data sharing archive it
 * makes and keeps, and the JVM flags it picks. Runs at integration-test, after the jar is packaged
 * (bir-app/pom.xml, the tag {@code launcher}).
 */
@Tag("launcher")
class LauncherTest {
  private static final Path SCRIPT = Path.of(System.getProperty("birj.launcher", "../bir"));
  private static final Path TARGET = Path.of(System.getProperty("birj.target", "target"));
  private static final String SAMPLE = "bir-app/src/main/resources/samples/lower-sync.json";
  private static final String C1_ONLY = "-XX:TieredStopAtLevel=1";

  /** The flags the input calls for, the file both launchers source (./bir from the checkout). */
  private static final String JVM_OPTIONS = "bir-dist/src/main/dist/lib/jvm-options.sh";

  /** For the tests of the JIT flags: making the archive (a training run) would only add time. */
  private static final Map<String, String> NO_ARCHIVE = Map.of("BIR_CDS", "0");

  /**
   * The input size past which a one-shot command keeps the full JIT (jvm-options.sh,
   * BIRJ_BIG_INPUT).
   */
  private static final long BIG_INPUT = 320L << 20;

  /**
   * The flag that raises C1's thresholds for a small input (jvm-options.sh, BIRJ_SMALL_JIT_OPTS).
   */
  private static final String LATER_C1 = "-XX:Tier3InvocationThreshold=500";

  /** The input size up to which C1 compiles later (jvm-options.sh, BIRJ_SMALL_INPUT). */
  private static final long SMALL_INPUT = 4L << 20;

  /** The collector a one-shot command over SMALL_INPUT gets (jvm-options.sh, BIRJ_GC_OPTS). */
  private static final String PARALLEL_GC = "-XX:+UseParallelGC";

  /** The flag that keeps the flight recorder's API from starting (./bir, JFR_OPTS). */
  private static final String NO_RECORDER = "-Djfr.unsupported.vm=true";

  @TempDir Path root;

  /** The jar a one-shot command runs from. */
  private Path jar;

  private Path sample;

  private record Run(int code, String out, String err) {
    List<String> javaCommand() {
      return out.lines().toList();
    }
  }

  /**
   * The layout {@code ./bir} expects, every input older than the jar (so that it builds nothing):
   * the script, a pom, the jar and its libraries with their times kept, the sample.
   */
  @BeforeEach
  void layout() throws IOException {
    layout(root);
    jar = root.resolve("bir-app/target/bir-app-oneshot.jar");
    sample = root.resolve(SAMPLE);
  }

  private static void layout(Path root) throws IOException {
    Path script = root.resolve("bir");
    Files.copy(SCRIPT, script);
    Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path options = root.resolve(JVM_OPTIONS);
    Files.createDirectories(options.getParent());
    Files.copy(SCRIPT.toAbsolutePath().getParent().resolve(JVM_OPTIONS), options);
    Path target = Files.createDirectories(root.resolve("bir-app/target"));
    Path jar = target.resolve("bir-app.jar");
    for (String built : List.of("bir-app.jar", "bir-app-oneshot.jar", "oneshot.classpath")) {
      Files.copy(TARGET.resolve(built), target.resolve(built), StandardCopyOption.COPY_ATTRIBUTES);
    }
    Path lib = Files.createDirectories(target.resolve("lib"));
    try (Stream<Path> libs = Files.list(TARGET.resolve("lib"))) {
      for (Path l : libs.toList()) {
        Files.copy(l, lib.resolve(l.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
    Path sample = root.resolve(SAMPLE);
    Files.createDirectories(sample.getParent());
    Files.write(sample, Samples.bytes("samples/lower-sync.json"));
    Path pom = Files.writeString(root.resolve("pom.xml"), "<project/>\n");
    FileTime older = FileTime.from(Files.getLastModifiedTime(jar).toInstant().minusSeconds(3600));
    for (Path p : List.of(sample, pom)) {
      Files.setLastModifiedTime(p, older);
    }
  }

  /** The archives beside the jar (their name carries a hash of the checkout's path). */
  private static List<Path> archives(Path root) throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("bir-app/target"))) {
      return files.filter(p -> p.getFileName().toString().endsWith(".jsa")).toList();
    }
  }

  /** The one archive there is. */
  private Path archive() throws IOException {
    List<Path> all = archives(root);
    assertEquals(1, all.size(), "one archive: " + all);
    return all.get(0);
  }

  private Run launch(Map<String, String> env, String... args) {
    return launchIn(root, env, args);
  }

  private static Run launchIn(Path root, Map<String, String> env, String... args) {
    return launchAs(root.resolve("bir").toString(), root, env, args);
  }

  /** Runs {@code bash SCRIPT ARGS} in {@code dir}: the launcher named as a user may name it. */
  private static Run launchAs(String script, Path dir, Map<String, String> env, String... args) {
    List<String> cmd = new ArrayList<>(List.of("bash", script));
    cmd.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
    Map<String, String> e = pb.environment();
    for (String k : List.of("JAVA_OPTS", "BIR_CDS", "BIR_LAUNCH_DRY_RUN", "BIR_PLUGINS")) {
      e.remove(k);
    }
    // The JDK that runs the tests is the one the launcher finds first.
    e.put(
        "PATH",
        Path.of(System.getProperty("java.home"), "bin")
            + java.io.File.pathSeparator
            + e.get("PATH"));
    e.putAll(env);
    try {
      Path out = Files.createTempFile(dir, "launch-", ".out");
      Path err = Files.createTempFile(dir, "launch-", ".err");
      Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      p.getOutputStream().close();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("the launcher did not finish: " + cmd);
      }
      return new Run(
          p.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    } catch (InterruptedException ex) {
      Thread.currentThread().interrupt();
      throw new AssertionError(ex);
    }
  }

  private Run launch(String... args) {
    return launch(Map.of(), args);
  }

  private Run dryRun(Map<String, String> env, String... args) {
    return dryRunAs(root.resolve("bir").toString(), root, env, args);
  }

  /** {@link #dryRun} of the launcher named {@code script}, run in {@code dir}. */
  private static Run dryRunAs(String script, Path dir, Map<String, String> env, String... args) {
    Map<String, String> e = new java.util.HashMap<>(env);
    e.put("BIR_LAUNCH_DRY_RUN", "1");
    Run r = launchAs(script, dir, e, args);
    assertEquals(0, r.code(), r.err());
    return r;
  }

  private Run validateSample(Map<String, String> env) {
    return launch(env, "validate", "-q", sample.toString());
  }

  /** The file the archive is now, told apart from a new one of the same name by its identity. */
  private Object identity(Path p) throws IOException {
    BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
    return List.of(a.fileKey(), a.lastModifiedTime());
  }

  /**
   * A run that refuses to start without the archive ({@code -Xshare:on} makes an archive the JVM
   * cannot map a fatal error), logging where each class came from.
   */
  private String classSourcesOfARunThatNeedsTheArchive() throws IOException {
    return classSourcesOfARunThatNeedsTheArchive(root);
  }

  private static String classSourcesOfARunThatNeedsTheArchive(Path root) throws IOException {
    return classSourcesOfARunThatNeedsTheArchive(root, "validate");
  }

  /** Likewise for {@code COMMAND -q SAMPLE}. */
  private static String classSourcesOfARunThatNeedsTheArchive(Path root, String command)
      throws IOException {
    Path log = root.resolve("classes.log");
    Run r =
        launchIn(
            root,
            Map.of("JAVA_OPTS", "-Xshare:on -Xlog:class+load=info:file=" + log),
            command,
            "-q",
            root.resolve(SAMPLE).toString());
    assertEquals(0, r.code(), "the JVM maps the archive: " + r.err() + r.out());
    return Files.readString(log);
  }

  @Test
  void the_first_run_makes_the_archive() throws IOException {
    assertEquals(List.of(), archives(root));
    Run r = validateSample(Map.of());
    assertEquals(0, r.code(), r.err());
    assertTrue(Files.size(archive()) > 0);
  }

  @Test
  void a_run_starts_with_the_archive() throws IOException {
    validateSample(Map.of());
    assertTrue(
        dryRun(Map.of(), "validate", "x.json")
            .javaCommand()
            .contains("-XX:SharedArchiveFile=" + archive()),
        "the java command names the archive");
  }

  @Test
  void the_archive_holds_picocli_and_the_app() throws IOException {
    validateSample(Map.of());
    String loaded = classSourcesOfARunThatNeedsTheArchive();
    // Picocli's classes are Java 5 class files: a dynamic archive of JDK 17 leaves them out.
    for (String c :
        List.of("picocli.CommandLine", "io.birj.app.BirApp", "io.birj.loader.BirReader")) {
      assertTrue(loaded.contains(c + " source: shared objects file"), c + " is not shared");
    }
  }

  @Test
  void the_archive_holds_picocli_s_execution_strategy() throws IOException {
    validateSample(Map.of());
    String loaded = classSourcesOfARunThatNeedsTheArchive();
    // Left out when making the archive links the interface, a Java 5 class (BirApp.MatchedOnly).
    for (String c :
        List.of("picocli.CommandLine$IExecutionStrategy", "picocli.CommandLine$RunLast")) {
      assertTrue(loaded.contains(c + " source: shared objects file"), c + " is not shared");
    }
  }

  @Test
  void the_archive_holds_the_classes_of_more_commands_than_validate() throws IOException {
    validateSample(Map.of());
    String loaded = classSourcesOfARunThatNeedsTheArchive(root, "stats");
    for (String c :
        List.of("io.birj.app.cli.StatsCommand", "io.birj.analysis.stats.DocumentStats")) {
      assertTrue(loaded.contains(c + " source: shared objects file"), c + " is not shared");
    }
  }

  @Test
  void a_one_shot_command_starts_no_micronaut_context() throws IOException {
    String loaded = classSourcesOfARunThatNeedsTheArchive(root, "stats");
    assertTrue(loaded.contains(" io.birj.app.cli.StatsCommand "), "the log lists the classes");
    assertFalse(loaded.contains(" io.micronaut.context.DefaultApplicationContext "));
  }

  @Test
  void a_later_run_reuses_the_archive() throws IOException {
    validateSample(Map.of());
    Object made = identity(archive());
    Run r = validateSample(Map.of());
    assertEquals(0, r.code(), r.err());
    assertEquals(made, identity(archive()));
  }

  @Test
  void a_newer_jar_remakes_the_archive() throws IOException {
    validateSample(Map.of());
    Object made = identity(archive());
    Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(5)));
    assertEquals(0, validateSample(Map.of()).code());
    assertNotEquals(made, identity(archive()));
    classSourcesOfARunThatNeedsTheArchive();
  }

  @Test
  void a_newer_library_remakes_the_archive() throws IOException {
    validateSample(Map.of());
    Object made = identity(archive());
    Path lib;
    try (Stream<Path> libs = Files.list(jar.resolveSibling("lib"))) {
      lib = libs.filter(p -> p.getFileName().toString().startsWith("picocli")).findFirst().get();
    }
    Files.setLastModifiedTime(lib, FileTime.from(Instant.now().plusSeconds(5)));
    assertEquals(0, validateSample(Map.of()).code());
    assertNotEquals(made, identity(archive()));
    classSourcesOfARunThatNeedsTheArchive();
  }

  @Test
  void a_moved_checkout_makes_an_archive_of_its_own() throws IOException {
    validateSample(Map.of());
    Path moved = Files.createDirectories(root.resolve("moved"));
    layout(moved);
    Path old = archive();
    Files.copy(
        old,
        moved.resolve("bir-app/target").resolve(old.getFileName()),
        StandardCopyOption.COPY_ATTRIBUTES);
    // The copied archive names the jars where they were: it would be refused, and the run would
    // need it.
    classSourcesOfARunThatNeedsTheArchive(moved);
    assertEquals(2, archives(moved).size());
  }

  @Test
  void bir_cds_0_makes_no_archive_and_names_none() throws IOException {
    Run r = validateSample(Map.of("BIR_CDS", "0"));
    assertEquals(0, r.code(), r.err());
    assertEquals(List.of(), archives(root));
    assertTrue(
        dryRun(Map.of("BIR_CDS", "0"), "validate", "x.json").javaCommand().stream()
            .noneMatch(a -> a.startsWith("-XX:SharedArchiveFile")));
  }

  @Test
  void a_corrupt_archive_does_not_fail_the_command() throws IOException {
    validateSample(Map.of());
    Path archive = archive();
    Files.write(archive, "not an archive".repeat(1000).getBytes(StandardCharsets.US_ASCII));
    Run r = launch("validate", sample.toString());
    assertEquals(0, r.code(), r.err());
    assertEquals("1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n", r.err());
  }

  @Test
  void a_truncated_archive_does_not_fail_the_command() throws IOException {
    validateSample(Map.of());
    Path archive = archive();
    byte[] whole = Files.readAllBytes(archive);
    Files.write(archive, Arrays.copyOf(whole, whole.length / 2));
    Run r = launch("validate", sample.toString());
    assertEquals(0, r.code(), r.err());
    assertEquals("1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n", r.err());
  }

  @Test
  void runs_that_start_together_leave_one_whole_archive() throws Exception {
    List<Process> runs = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      ProcessBuilder pb =
          new ProcessBuilder(
                  "bash", root.resolve("bir").toString(), "validate", "-q", sample.toString())
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(ProcessBuilder.Redirect.DISCARD);
      pb.environment().remove("JAVA_OPTS");
      pb.environment().remove("BIR_CDS");
      pb.environment()
          .put(
              "PATH",
              Path.of(System.getProperty("java.home"), "bin")
                  + java.io.File.pathSeparator
                  + pb.environment().get("PATH"));
      runs.add(pb.start());
    }
    for (Process p : runs) {
      assertTrue(p.waitFor(180, TimeUnit.SECONDS));
      assertEquals(0, p.exitValue());
    }
    try (Stream<Path> left = Files.list(jar.getParent())) {
      assertEquals(
          List.of(archive().getFileName().toString()),
          left.map(p -> p.getFileName().toString()).filter(n -> n.contains(".jsa")).toList(),
          "one archive and no half-made one");
    }
    classSourcesOfARunThatNeedsTheArchive();
  }

  /**
   * The reactor modules {@code artifact}'s jar is built from: its dependencies on other birj
   * artifacts (test scope aside), and theirs, read from the poms.
   */
  private static java.util.Set<String> builtFrom(Path repo, String artifact) throws IOException {
    java.util.Set<String> out = new java.util.TreeSet<>();
    java.util.Deque<String> todo = new java.util.ArrayDeque<>(List.of(artifact));
    java.util.regex.Pattern dep =
        java.util.regex.Pattern.compile(
            "<dependency>\\s*(?:<!--.*?-->\\s*)?<groupId>io\\.birj</groupId>\\s*<artifactId>(bir-[a-z0-9-]+)</artifactId>(.*?)</dependency>",
            java.util.regex.Pattern.DOTALL);
    while (!todo.isEmpty()) {
      String a = todo.pop();
      if (!out.add(a)) {
        continue;
      }
      String pom = Files.readString(repo.resolve(a).resolve("pom.xml"));
      int deps = pom.indexOf("<dependencies>", Math.max(0, pom.indexOf("</dependencyManagement>")));
      java.util.regex.Matcher m = dep.matcher(deps < 0 ? "" : pom.substring(deps));
      while (m.find()) {
        if (!m.group(2).contains("<scope>test</scope>")) {
          todo.push(m.group(1));
        }
      }
    }
    return out;
  }

  @Test
  void the_launcher_rebuilds_when_any_module_the_app_is_built_from_changes() throws IOException {
    String script = Files.readString(SCRIPT);
    int from = script.indexOf("MODULES=(") + "MODULES=(".length();
    java.util.Set<String> listed =
        new java.util.TreeSet<>(
            Arrays.asList(script.substring(from, script.indexOf(')', from)).trim().split("\\s+")));
    Path repo = SCRIPT.toAbsolutePath().getParent();
    java.util.Set<String> needed = builtFrom(repo, "bir-app");
    needed.add("bir-brewer"); // generates the catalog's sources at build time
    assertEquals(needed, listed, "./bir's MODULES");
  }

  @Test
  void a_one_shot_command_gets_c1_only() {
    assertTrue(dryRun(NO_ARCHIVE, "validate", "x.json").javaCommand().contains(C1_ONLY));
    assertTrue(dryRun(NO_ARCHIVE, "convert", "a.json", "b.json").javaCommand().contains(C1_ONLY));
  }

  @Test
  void serve_keeps_the_full_jit() {
    assertFalse(dryRun(NO_ARCHIVE, "serve").javaCommand().contains(C1_ONLY));
    assertFalse(dryRun(NO_ARCHIVE, "--plugins", "p", "serve").javaCommand().contains(C1_ONLY));
    assertFalse(
        dryRun(NO_ARCHIVE, "--debug", "serve", "--port", "0").javaCommand().contains(C1_ONLY));
  }

  @Test
  void the_value_of_plugins_is_not_the_command() {
    assertTrue(
        dryRun(NO_ARCHIVE, "--plugins", "serve", "validate", "x.json")
            .javaCommand()
            .contains(C1_ONLY));
  }

  @Test
  void a_small_input_or_none_gets_c1_at_raised_thresholds() throws IOException {
    Path small = sparse(root.resolve("small.json"), SMALL_INPUT);
    List<String> cmd = dryRun(NO_ARCHIVE, "validate", small.toString()).javaCommand();
    assertTrue(cmd.contains(C1_ONLY) && cmd.contains(LATER_C1), cmd.toString());
    assertTrue(dryRun(NO_ARCHIVE, "--help").javaCommand().contains(LATER_C1));
    assertTrue(dryRun(NO_ARCHIVE, "expr", "i + 1").javaCommand().contains(LATER_C1));
  }

  @Test
  void an_input_past_the_small_limit_gets_c1_at_its_own_thresholds() throws IOException {
    Path medium = sparse(root.resolve("medium.json"), SMALL_INPUT + 1);
    List<String> cmd = dryRun(NO_ARCHIVE, "validate", medium.toString()).javaCommand();
    assertTrue(cmd.contains(C1_ONLY) && !cmd.contains(LATER_C1), cmd.toString());
  }

  @Test
  void an_input_past_the_small_limit_gets_the_parallel_collector() throws IOException {
    Path medium = sparse(root.resolve("medium.json"), SMALL_INPUT + 1);
    List<String> cmd = dryRun(NO_ARCHIVE, "validate", medium.toString()).javaCommand();
    assertTrue(cmd.contains(PARALLEL_GC), cmd.toString());
    assertTrue(
        cmd.indexOf(PARALLEL_GC) < cmd.indexOf("-cp"), "a JVM flag, before the class path: " + cmd);
  }

  @Test
  void a_medium_document_validates_under_the_parallel_collector_with_the_archive()
      throws IOException {
    Path doc = root.resolve("medium.json");
    Run synth = launch(NO_ARCHIVE, "synth", "--seed", "1", "--size", "5M", "-o", doc.toString());
    assertEquals(0, synth.code(), synth.err());
    assertTrue(Files.size(doc) > SMALL_INPUT, "the document is past the small limit");
    assertEquals(0, validateSample(Map.of()).code(), "the first run makes the archive");
    Path log = root.resolve("gc.log");
    Run r =
        launch(
            Map.of("JAVA_OPTS", "-Xshare:on -Xlog:gc=info:file=" + log),
            "validate",
            doc.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("1 valid"), r.err());
    assertTrue(Files.readString(log).contains("Using Parallel"), Files.readString(log));
  }

  @Test
  void a_small_input_or_none_keeps_g1() throws IOException {
    Path small = sparse(root.resolve("small.json"), SMALL_INPUT);
    assertFalse(
        dryRun(NO_ARCHIVE, "validate", small.toString()).javaCommand().contains(PARALLEL_GC));
    assertFalse(dryRun(NO_ARCHIVE, "--help").javaCommand().contains(PARALLEL_GC));
  }

  @Test
  void a_large_input_gets_the_parallel_collector_only_with_a_heap_eight_times_it()
      throws IOException {
    Path big = sparse(root.resolve("big.json"), BIG_INPUT + 1);
    assertTrue(
        dryRun(Map.of("BIR_CDS", "0", "JAVA_OPTS", "-Xmx3g"), "validate", big.toString())
            .javaCommand()
            .contains(PARALLEL_GC));
    assertFalse(
        dryRun(Map.of("BIR_CDS", "0", "JAVA_OPTS", "-Xmx2g"), "validate", big.toString())
            .javaCommand()
            .contains(PARALLEL_GC));
  }

  @Test
  void serve_keeps_g1() throws IOException {
    Path medium = sparse(root.resolve("medium.json"), SMALL_INPUT + 1);
    assertFalse(
        dryRun(NO_ARCHIVE, "serve", "--port", "0", medium.toString())
            .javaCommand()
            .contains(PARALLEL_GC));
  }

  @Test
  void a_collector_named_in_java_opts_is_the_only_one() throws IOException {
    Path medium = sparse(root.resolve("medium.json"), SMALL_INPUT + 1);
    for (String gc : List.of("-XX:+UseG1GC", "-XX:+UseSerialGC", "-XX:+UseParallelGC")) {
      List<String> cmd =
          dryRun(Map.of("BIR_CDS", "0", "JAVA_OPTS", "-Xmx1g " + gc), "validate", medium.toString())
              .javaCommand();
      assertEquals(
          1, cmd.stream().filter(a -> a.startsWith("-XX:+Use") && a.endsWith("GC")).count(), gc);
      assertTrue(cmd.contains(gc), cmd.toString());
    }
  }

  @Test
  void a_heap_under_eight_times_the_input_keeps_g1() throws IOException {
    Path medium = sparse(root.resolve("medium.json"), SMALL_INPUT + 1);
    // 8 x (4 MiB + 1 byte) is 32 MiB and 8 bytes: 32m is too small, 33m and more are enough.
    for (String heap :
        List.of("-Xmx32m", "-Xmx33554432", "-Xmx1g -Xmx32M", "-XX:MaxRAMPercentage=90")) {
      assertFalse(
          dryRun(Map.of("BIR_CDS", "0", "JAVA_OPTS", heap), "validate", medium.toString())
              .javaCommand()
              .contains(PARALLEL_GC),
          heap);
    }
    for (String heap :
        List.of("-Xmx33m", "-Xmx1g", "-Xmx1G", "-Xmx33792k", "-XX:MaxHeapSize=34603008")) {
      assertTrue(
          dryRun(Map.of("BIR_CDS", "0", "JAVA_OPTS", heap), "validate", medium.toString())
              .javaCommand()
              .contains(PARALLEL_GC),
          heap);
    }
  }

  @Test
  void serve_keeps_the_jits_own_thresholds() {
    assertFalse(dryRun(NO_ARCHIVE, "serve").javaCommand().contains(LATER_C1));
  }

  @Test
  void a_large_input_gets_the_full_jit() throws IOException {
    Path big = sparse(root.resolve("big.json"), BIG_INPUT + 1);
    assertFalse(dryRun(NO_ARCHIVE, "validate", big.toString()).javaCommand().contains(C1_ONLY));
  }

  @Test
  void inputs_at_most_the_limit_together_get_c1_only() throws IOException {
    Path a = sparse(root.resolve("a.json"), BIG_INPUT / 2);
    Path b = sparse(root.resolve("b.json"), BIG_INPUT / 2);
    assertTrue(
        dryRun(NO_ARCHIVE, "validate", a.toString(), b.toString()).javaCommand().contains(C1_ONLY));
  }

  @Test
  void inputs_past_the_limit_together_get_the_full_jit() throws IOException {
    Path a = sparse(root.resolve("a.json"), BIG_INPUT / 2);
    Path b = sparse(root.resolve("b.json"), BIG_INPUT / 2 + 1);
    assertFalse(
        dryRun(NO_ARCHIVE, "validate", a.toString(), b.toString()).javaCommand().contains(C1_ONLY));
  }

  @Test
  void the_json_files_under_a_directory_count_as_input() throws IOException {
    Path dir = Files.createDirectories(root.resolve("dumps/deeper"));
    sparse(dir.resolve("a.json"), BIG_INPUT / 2);
    sparse(dir.resolve("b.json"), BIG_INPUT / 2 + 1);
    sparse(root.resolve("dumps/c.txt"), BIG_INPUT);
    List<String> cmd =
        dryRun(NO_ARCHIVE, "validate", root.resolve("dumps").toString()).javaCommand();
    assertFalse(cmd.contains(C1_ONLY), cmd.toString());
    Files.delete(dir.resolve("b.json"));
    assertTrue(
        dryRun(NO_ARCHIVE, "validate", root.resolve("dumps").toString())
            .javaCommand()
            .contains(C1_ONLY),
        "a .txt file does not count");
  }

  /** A file of {@code size} bytes that takes no disk (a hole). */
  private static Path sparse(Path p, long size) throws IOException {
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(p.toFile(), "rw")) {
      f.setLength(size);
    }
    return p;
  }

  @Test
  void a_one_shot_command_runs_with_the_flight_recorder_reported_unsupported() {
    assertTrue(dryRun(NO_ARCHIVE, "query", "select 1").javaCommand().contains(NO_RECORDER));
    assertTrue(dryRun(NO_ARCHIVE, "validate", "x.json").javaCommand().contains(NO_RECORDER));
  }

  @Test
  void serve_and_explore_keep_the_flight_recorder() {
    assertFalse(dryRun(NO_ARCHIVE, "serve").javaCommand().contains(NO_RECORDER));
    assertFalse(dryRun(NO_ARCHIVE, "explore", "x.json").javaCommand().contains(NO_RECORDER));
  }

  @Test
  void java_opts_that_ask_for_a_flight_recording_keep_the_recorder() {
    // With the recorder reported unsupported, -XX:StartFlightRecording stops the JVM at start.
    for (String opts :
        List.of("-XX:StartFlightRecording:filename=r.jfr", "-Xmx1g -XX:FlightRecorderOptions=x")) {
      List<String> cmd =
          dryRun(Map.of("BIR_CDS", "0", "JAVA_OPTS", opts), "query", "select 1").javaCommand();
      assertFalse(cmd.contains(NO_RECORDER), cmd.toString());
    }
  }

  @Test
  void java_opts_come_after_the_launchers_flags() {
    List<String> cmd =
        dryRun(
                Map.of("BIR_CDS", "0", "JAVA_OPTS", "-XX:TieredStopAtLevel=4 -Xmx1g"),
                "validate",
                "x.json")
            .javaCommand();
    int full = cmd.indexOf("-XX:TieredStopAtLevel=4");
    assertTrue(full > cmd.indexOf(C1_ONLY) && cmd.indexOf(C1_ONLY) >= 0, cmd.toString());
    assertTrue(cmd.indexOf("-Xmx1g") < cmd.indexOf("-cp"), cmd.toString());
  }

  @Test
  void the_launcher_finds_its_checkout_however_it_is_named() throws IOException {
    Path sub = Files.createDirectories(root.resolve("bir-app/target"));
    String oneShotJar = root.resolve("bir-app/target/bir-app-oneshot.jar").toString();
    for (Run r :
        List.of(
            dryRunAs("bir", root, NO_ARCHIVE, "validate", "x.json"),
            dryRunAs("./bir", root, NO_ARCHIVE, "validate", "x.json"),
            dryRunAs("../../bir", sub, NO_ARCHIVE, "validate", "x.json"))) {
      List<String> cmd = r.javaCommand();
      String classPath = cmd.get(cmd.indexOf("-cp") + 1);
      assertTrue(
          classPath.startsWith(oneShotJar + java.io.File.pathSeparator),
          "the checkout's own one-shot jar, by its absolute path: " + classPath);
    }
  }

  @Test
  void a_dry_run_prints_the_java_command_and_runs_nothing() {
    Run r = dryRun(NO_ARCHIVE, "validate", "no-such-file.json");
    List<String> cmd = r.javaCommand();
    assertEquals("java", cmd.get(0));
    assertEquals(
        List.of("io.birj.app.BirApp", "validate", "no-such-file.json"),
        cmd.subList(cmd.size() - 3, cmd.size()));
    assertEquals("", r.err(), "the command did not run");
  }

  /** The class path of the java command {@code ./bir ARGS} would run. */
  private List<String> classPathOf(String... args) {
    List<String> cmd = dryRun(NO_ARCHIVE, args).javaCommand();
    int at = cmd.indexOf("-cp");
    assertTrue(at > 0, cmd.toString());
    return List.of(cmd.get(at + 1).split(java.io.File.pathSeparator));
  }

  @Test
  void a_one_shot_command_runs_from_the_one_shot_jar_and_the_listed_libraries() throws IOException {
    Path target = jar.getParent();
    List<String> expected = new ArrayList<>(List.of(jar.toString()));
    for (String lib : Files.readString(target.resolve("oneshot.classpath")).trim().split(":")) {
      expected.add(target.resolve(lib).toString());
    }
    assertEquals(expected, classPathOf("validate", "x.json"));
    assertEquals(expected, classPathOf("--help"));
    assertEquals(expected, classPathOf("--plugins", "serve", "stats", "x.json"));
  }

  @Test
  void serve_and_explore_run_from_the_app_jar() {
    Path appJar = jar.resolveSibling("bir-app.jar");
    for (String[] args :
        List.of(
            new String[] {"serve"},
            new String[] {"--debug", "serve", "--port", "0"},
            new String[] {"explore", "x.json"})) {
      List<String> cmd = dryRun(NO_ARCHIVE, args).javaCommand();
      List<String> tail = new ArrayList<>(List.of("-jar", appJar.toString()));
      tail.addAll(List.of(args));
      assertEquals(tail, cmd.subList(cmd.size() - tail.size(), cmd.size()));
    }
  }

  @Test
  void without_the_one_shot_jar_a_command_runs_from_the_app_jar() throws IOException {
    Files.delete(jar);
    Run r = launch(NO_ARCHIVE, "validate", "-q", sample.toString());
    assertEquals(0, r.code(), r.err());
    List<String> cmd = dryRun(NO_ARCHIVE, "validate", "x.json").javaCommand();
    assertTrue(cmd.contains("-jar") && cmd.contains(jar.resolveSibling("bir-app.jar").toString()));
  }

  @Test
  void serve_makes_an_archive_of_its_own_jar() throws IOException {
    validateSample(Map.of());
    Path oneShot = archive();
    assertTrue(oneShot.getFileName().toString().startsWith("bir-app-oneshot-"), "" + oneShot);
    List<String> cmd = dryRun(Map.of(), "serve").javaCommand();
    assertEquals(2, archives(root).size(), "" + archives(root));
    Path served = archives(root).stream().filter(a -> !a.equals(oneShot)).findFirst().orElseThrow();
    assertTrue(cmd.contains("-XX:SharedArchiveFile=" + served), cmd.toString());
  }
}
