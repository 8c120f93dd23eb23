package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import io.birj.app.spi.ServiceIndex;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class path {@code ./bir} gives the commands that need no Micronaut context: {@code
 * bir-app-oneshot.jar} and the libraries listed beside it in {@code oneshot.classpath}
 * (bir-app/pom.xml). Every such command answers on it exactly as on {@code bir-app.jar} with all of
 * {@code lib/}, its failures included; serve and explore say where to run them. Runs at
 * integration-test, after package (the tag {@code launcher}).
 */
@Tag("launcher")
class OneShotClassPathTest {
  private static final Path TARGET =
      Path.of(System.getProperty("birj.target", "target")).toAbsolutePath();

  @TempDir Path dir;

  private Path v1;
  private Path v2;

  private record Run(int code, String out, String err) {}

  @BeforeEach
  void samples() throws IOException {
    v1 = Samples.copy(dir, Samples.V1);
    v2 = Samples.copy(dir, Samples.V2);
  }

  /** The one-shot class path as {@code ./bir} makes it: the jar, then the listed libraries. */
  private static String oneShotClassPath() throws IOException {
    StringBuilder cp = new StringBuilder(TARGET.resolve("bir-app-oneshot.jar").toString());
    for (String lib : listedLibraries()) {
      cp.append(File.pathSeparator).append(TARGET.resolve(lib));
    }
    return cp.toString();
  }

  private static List<String> listedLibraries() throws IOException {
    return List.of(Files.readString(TARGET.resolve("oneshot.classpath")).trim().split(":"));
  }

  private Run oneShot(List<String> jvm, String... args) throws IOException {
    List<String> cmd = new ArrayList<>(jvm);
    cmd.addAll(List.of("-cp", oneShotClassPath(), "io.birj.app.BirApp"));
    cmd.addAll(List.of(args));
    return java(cmd, null);
  }

  private Run appJar(String... args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of("-jar", TARGET.resolve("bir-app.jar").toString()));
    cmd.addAll(List.of(args));
    return java(cmd, null);
  }

  private Run java(List<String> args, Path stdout) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-XX:TieredStopAtLevel=1");
    cmd.addAll(args);
    Path out = stdout != null ? stdout : Files.createTempFile(dir, "out-", ".txt");
    Path err = Files.createTempFile(dir, "err-", ".txt");
    ProcessBuilder pb =
        new ProcessBuilder(cmd)
            .directory(dir.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    pb.environment().remove("BIR_DEBUG");
    pb.environment().remove("NO_COLOR");
    Process p = pb.start();
    p.getOutputStream().close();
    try {
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("did not finish: " + cmd);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    String text = stdout != null ? "" : Files.readString(out, StandardCharsets.UTF_8);
    return new Run(p.exitValue(), text, Files.readString(err, StandardCharsets.UTF_8));
  }

  private void sameBothWays(String... args) throws IOException {
    Run full = appJar(args);
    Run oneShot = oneShot(List.of(), args);
    assertEquals(full, oneShot, String.join(" ", args));
  }

  @Test
  void the_listed_libraries_are_in_lib_and_hold_no_micronaut() throws IOException {
    List<String> libs = listedLibraries();
    for (String lib : libs) {
      assertTrue(lib.startsWith("lib/"), lib);
      assertTrue(Files.isRegularFile(TARGET.resolve(lib)), lib);
      assertFalse(lib.contains("micronaut") || lib.contains("netty"), lib);
    }
    try (var all = Files.list(TARGET.resolve("lib"))) {
      assertTrue(libs.size() < all.count() / 2, "fewer than half of lib/: " + libs);
    }
  }

  @Test
  void the_document_commands_answer_as_from_the_app_jar() throws IOException {
    String d = v2.toString();
    sameBothWays("validate", d, v1.toString());
    sameBothWays("validate", "--json", d);
    sameBothWays("stats", "--json", d);
    sameBothWays("diff", v1.toString(), d);
    sameBothWays("convert", "--to", "1", d);
    sameBothWays("roundtrip", d);
    sameBothWays("check", "--json", d);
    sameBothWays("show", d);
    sameBothWays("graph", "--format", "mermaid", d);
    sameBothWays("redact", d);
  }

  @Test
  void the_cbor_twin_reads_and_writes_as_from_the_app_jar() throws IOException {
    Path cbor = dir.resolve("twin.cbor");
    Run written =
        oneShot(
            List.of(), "convert", "--to", "2", "--format", "cbor", "-o", cbor.toString(), "" + v2);
    assertEquals(ExitCodes.OK, written.code(), written.err());
    sameBothWays("stats", cbor.toString());
  }

  @Test
  void the_tables_answer_as_from_the_app_jar() throws IOException {
    sameBothWays(
        "query", "select opcode, count(*) from instructions group by 1 order by 1", "" + v2);
    Run exported =
        oneShot(List.of(), "export", "--format", "parquet", "-o", "tables", v2.toString());
    assertEquals(ExitCodes.OK, exported.code(), exported.err());
    assertTrue(Files.isRegularFile(dir.resolve("tables/instructions.parquet")));
  }

  @Test
  void the_commands_without_a_document_answer_as_from_the_app_jar() throws IOException {
    sameBothWays("--help");
    sameBothWays("expr", "(2*i + j + 3) floordiv 4");
    sameBothWays("codecs");
    sameBothWays("explain", "BIRJ-E0601");
    sameBothWays("completion");
    sameBothWays("synth", "--profile", "mixed", "--size", "20000", "-o", "synth.json");
  }

  @Test
  void failures_are_reported_as_from_the_app_jar() throws IOException {
    sameBothWays("valdate", v2.toString());
    sameBothWays("validate", dir.resolve("missing.json").toString());
  }

  @Test
  void a_failed_write_to_standard_output_is_one_line_and_its_exit_code() throws IOException {
    Path full = Path.of("/dev/full");
    List<String> args = List.of("-cp", oneShotClassPath(), "io.birj.app.BirApp", "stats", "" + v2);
    Run r = java(args, full);
    assertEquals(ExitCodes.USAGE_OR_IO, r.code(), r.err());
    assertEquals("bir: cannot write to standard output: No space left on device\n", r.err());
  }

  @Test
  void duckdbs_native_libraries_are_files_beside_its_jar_which_holds_none() throws IOException {
    Path lib = TARGET.resolve("lib");
    Path driver;
    try (var jars = Files.list(lib)) {
      driver =
          jars.filter(p -> p.getFileName().toString().startsWith("duckdb_jdbc-"))
              .findFirst()
              .orElseThrow();
    }
    assertTrue(Files.isRegularFile(lib.resolve("libduckdb_java.so_linux_amd64")));
    try (var jar = new java.util.jar.JarFile(driver.toFile())) {
      assertTrue(
          jar.stream().noneMatch(e -> e.getName().startsWith("libduckdb_java.so_")),
          driver + " still holds a native library");
      assertTrue(jar.getEntry("org/duckdb/DuckDBNative.class") != null, "the driver's classes");
    }
  }

  @Test
  void a_query_needs_no_temporary_directory_for_duckdbs_library() throws IOException {
    // The driver copies its library to a temporary file only when its jar holds one.
    String none = "-Djava.io.tmpdir=" + dir.resolve("no-such-directory");
    Run r = oneShot(List.of(none), "query", "select count(*) from instructions", v2.toString());
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("count_star()"), r.out());
  }

  @Test
  void serve_and_explore_say_they_need_the_app_jar() throws IOException {
    for (String command : List.of("serve", "explore")) {
      Run r = oneShot(List.of(), command, "--port=0");
      assertEquals(ExitCodes.USAGE_OR_IO, r.code(), r.err());
      assertEquals(BirApp.NO_CONTEXT + "\n", r.err());
    }
  }

  @Test
  void a_one_shot_run_reads_no_jar_for_added_beans() throws IOException {
    Path log = dir.resolve("classes.log");
    Run r = oneShot(List.of("-Xlog:class+load=info:file=" + log), "--help");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    String loaded = Files.readString(log);
    assertTrue(loaded.contains(" io.birj.app.cli.AddedBeans "), "the log lists the classes");
    // Reading the bean definitions of a jar opens it as a JarURLConnection (AddedBeans.rootOf).
    assertFalse(loaded.contains(" sun.net.www.protocol.jar.JarURLConnection "));
  }

  @Test
  void the_built_service_index_fits_the_one_shot_class_path_and_lists_what_service_loader_finds()
      throws Exception {
    String[] classPath = oneShotClassPath().split(File.pathSeparator);
    ServiceIndex index = ServiceIndex.read(TARGET.resolve("bir-app-oneshot.jar"), classPath);
    assertNotNull(index, "the index beside the jar fits its class path");
    java.net.URL[] urls = new java.net.URL[classPath.length];
    for (int i = 0; i < urls.length; i++) {
      urls[i] = Path.of(classPath[i]).toUri().toURL();
    }
    List<String> services =
        List.of(
            "io.birj.api.codec.PelicanCodec",
            "io.birj.api.codec.ExprKindCodec",
            "io.birj.api.instruction.OpcodeProvider",
            "io.birj.api.format.DocumentFormat",
            "java.sql.Driver");
    try (java.net.URLClassLoader loader =
        new java.net.URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
      for (String name : services) {
        Class<?> spi = Class.forName(name, false, loader);
        // The providers' classes, none of them made (DuckDB's driver loads its library when made).
        List<String> found =
            java.util.ServiceLoader.load(spi, loader).stream()
                .map(p -> p.type().getName())
                .toList();
        assertEquals(found, index.names(spi), name);
      }
    }
    assertEquals(
        List.of("io.birj.codec.v1.V1Codec", "io.birj.codec.v2.V2Codec"),
        index.names(io.birj.api.codec.PelicanCodec.class),
        "the list is not empty for want of a look");
  }

  @Test
  void a_one_shot_command_looks_for_no_service_on_the_class_path() throws IOException {
    // ServiceLoader would open every jar of the class path to find the codecs and formats.
    Path log = dir.resolve("classes.log");
    for (List<String> command :
        List.of(
            List.of("validate", v2.toString()),
            List.of("convert", "--to", "2", "--format", "cbor", v1.toString(), "-o", "v1.cbor"))) {
      Run r = oneShot(List.of("-Xlog:class+load=info:file=" + log), command.toArray(String[]::new));
      assertEquals(ExitCodes.OK, r.code(), r.err());
      String loaded = Files.readString(log);
      assertTrue(loaded.contains(" io.birj.app.spi.ServiceIndex "), "the log lists the classes");
      assertFalse(loaded.contains(" java.util.ServiceLoader "), command.toString());
    }
  }

  /**
   * DuckDB's driver registers a periodic event with the flight recorder as it loads, which builds
   * the recorder's whole event metadata; the launchers run one-shot commands with the recorder's
   * API reported unsupported (./bir, JFR_OPTS), and then query and export answer the same without
   * it.
   */
  @Test
  void the_tables_answer_alike_without_the_flight_recorders_metadata() throws IOException {
    Path log = dir.resolve("classes.log");
    List<List<String>> commands =
        List.of(
            List.of("query", "select count(*) from instructions", v2.toString()),
            List.of("export", "--format", "parquet", "-o", "out", v2.toString()));
    for (List<String> command : commands) {
      String[] args = command.toArray(String[]::new);
      Run recorded = oneShot(List.of("-Xlog:class+load=info:file=" + log), args);
      assertTrue(
          Files.readString(log).contains(" jdk.jfr.internal.MetadataRepository "),
          "without the flag the driver builds the recorder's metadata: " + command);
      io.birj.app.files.Trees.remove(dir.resolve("out"));
      Run unrecorded =
          oneShot(List.of("-Djfr.unsupported.vm=true", "-Xlog:class+load=info:file=" + log), args);
      assertFalse(
          Files.readString(log).contains(" jdk.jfr.internal.MetadataRepository "),
          command.toString());
      assertEquals(ExitCodes.OK, unrecorded.code(), unrecorded.err());
      assertEquals(recorded, unrecorded, command.toString());
    }
  }

  /**
   * A record's own {@code equals}, {@code hashCode} and {@code toString} are made through method
   * handles at their first call (java.lang.runtime.ObjectMethods), about ten milliseconds each at
   * start and not kept by a class-data archive: the one-shot commands of the archive's training,
   * and check's findings and gaps, call none.
   */
  /**
   * Picocli reading a command's annotations makes an annotation proxy class per annotation type,
   * which no class-data archive of JDK 17 keeps: a one-shot command whose command line is written
   * in {@code GeneratedSpecs} makes none, {@code query}'s argument group included. (Run as the
   * launchers run it: without the flag, DuckDB's driver builds the flight recorder's metadata,
   * whose annotations make proxies of their own.)
   */
  @Test
  void the_one_shot_commands_make_no_annotation_proxy_at_start() throws IOException {
    String sample = Samples.copy(dir, "samples/lower-sync.json").toString();
    List<List<String>> runs =
        List.of(
            List.of("query", "--json", "select count(*) as n from instructions", sample),
            List.of("export", "--format", "jsonl", "-o", dir.resolve("out").toString(), sample),
            List.of("validate", sample));
    for (List<String> run : runs) {
      Path log = dir.resolve("proxies.log");
      List<String> cmd =
          new ArrayList<>(
              List.of(
                  "-Xlog:class+load=info:file=" + log,
                  "-Djfr.unsupported.vm=true",
                  "-cp",
                  oneShotClassPath(),
                  "io.birj.app.BirApp"));
      cmd.addAll(run);
      Run r = java(cmd, null);
      assertEquals(0, r.code(), r.err());
      String loaded = Files.readString(log);
      assertTrue(loaded.contains(" io.birj.app.BirApp "), "the log lists the classes");
      assertFalse(loaded.contains("__dynamic_proxy__"), String.join(" ", run));
    }
  }

  @Test
  void the_one_shot_commands_make_no_record_method_at_start() throws IOException {
    Path sample = Samples.copy(dir, "samples/lower-sync.json");
    List<List<String>> runs =
        List.of(
            List.of("io.birj.app.CdsTraining", sample.toString()),
            List.of(
                "io.birj.app.BirApp", "check", Samples.copy(dir, Samples.CHECK_RACY).toString()),
            List.of(
                "io.birj.app.BirApp",
                "check",
                Samples.copy(dir, Samples.CHECK_UNDECIDED).toString()));
    for (List<String> run : runs) {
      Path log = dir.resolve("classes.log");
      List<String> cmd =
          new ArrayList<>(List.of("-Xlog:class+load=info:file=" + log, "-cp", oneShotClassPath()));
      cmd.addAll(run);
      java(cmd, null);
      String loaded = Files.readString(log);
      assertTrue(loaded.contains(" io.birj.app.BirApp "), "the log lists the classes");
      assertFalse(loaded.contains(" java.lang.runtime.ObjectMethods "), String.join(" ", run));
    }
  }
}
