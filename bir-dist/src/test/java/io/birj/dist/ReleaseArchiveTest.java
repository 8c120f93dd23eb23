package io.birj.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive, unpacked as a user would, runs with nothing of Java on the machine it can
 * find: every command here runs with an environment of its own whose PATH is an empty directory (or
 * one holding readlink alone) and without JAVA_HOME, so the only Java it can use is the one in the
 * archive.
 *
 * <p>The launcher's class-data archive of the app's classes is made in the background on a first
 * run (README "Installing a release"): the tests of it give each run a cache directory of its own
 * and wait for the maker to end. The other tests run with BIR_CDS=0, as the launcher ran before it
 * made one, so that no maker is still writing when the unpacked directory is removed.
 */
class ReleaseArchiveTest {
  private static final Path ARCHIVE = Path.of(System.getProperty("birj.archive"));
  private static final String NAME = System.getProperty("birj.release.name");
  private static final String VERSION = System.getProperty("birj.version");
  private static final Path SAMPLES =
      Path.of("..", "bir-app", "src", "main", "resources", "samples").toAbsolutePath();

  /** The most the background maker of the class-data archive may take (it takes a few seconds). */
  private static final long MAKER_SECONDS = 300;

  @TempDir static Path unpacked;
  @TempDir static Path emptyPath;
  private static Path home;

  record Run(int exit, String out, String err) {}

  @BeforeAll
  static void unpack() throws Exception {
    Process tar =
        new ProcessBuilder("tar", "-xzf", ARCHIVE.toString(), "-C", unpacked.toString())
            .inheritIO()
            .start();
    assertEquals(0, tar.waitFor(), "tar -xzf " + ARCHIVE);
    home = unpacked.resolve(NAME);
  }

  /** {@code command} with PATH set to {@code path} and nothing else of the caller's environment. */
  private static Run run(Path path, String... command) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().clear();
    pb.environment().put("PATH", path.toString());
    pb.environment().put("HOME", unpacked.toString());
    pb.environment().put("BIR_CDS", "0");
    Path out = Files.createTempFile(unpacked, "out", ".txt");
    Path err = Files.createTempFile(unpacked, "err", ".txt");
    pb.redirectOutput(out.toFile()).redirectError(err.toFile());
    Process p = pb.start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", command) + " did not end");
    return new Run(
        p.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private static Run bir(String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(home.resolve("bin/bir").toString());
    command.addAll(List.of(args));
    return run(emptyPath, command.toArray(String[]::new));
  }

  @Test
  void theArchiveHoldsTheLauncherARuntimeTheLibrariesTheManPageAndTheCompletion() {
    assertTrue(Files.isExecutable(home.resolve("bin/bir")));
    assertTrue(Files.isExecutable(home.resolve("runtime/bin/java")));
    assertTrue(Files.isRegularFile(home.resolve("lib/bir-app-" + VERSION + ".jar")));
    assertTrue(Files.isRegularFile(home.resolve("share/man/man1/bir.1")));
    assertTrue(Files.isRegularFile(home.resolve("share/bash-completion/completions/bir")));
    assertTrue(Files.isRegularFile(home.resolve("README.md")));
    assertTrue(Files.isRegularFile(home.resolve("LICENSE")));
  }

  @Test
  void theRuntimeIsARuntimeNotAJdk() {
    assertFalse(Files.exists(home.resolve("runtime/bin/javac")));
    assertFalse(Files.exists(home.resolve("runtime/bin/jlink")));
  }

  @Test
  void noJavaCanBeFoundOnThePathTheCommandsRunWith() throws Exception {
    Run r = run(emptyPath, "/bin/sh", "-c", "command -v java || echo none; echo \"[$JAVA_HOME]\"");
    assertEquals("none\n[]\n", r.out());
  }

  @Test
  void validateRunsOnTheBundledRuntime() throws Exception {
    Run r = bir("validate", SAMPLES.resolve("lower-sync.json").toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue((r.out() + r.err()).contains("valid"), r.out() + r.err());
  }

  @Test
  void anInvalidDocumentIsExit1() throws Exception {
    Path bad =
        Files.writeString(
            unpacked.resolve("bad.json"),
            "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"}]}");
    Run r = bir("validate", bad.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
    assertTrue((r.out() + r.err()).contains("blocks must be an array"), r.out() + r.err());
  }

  @Test
  void versionNamesTheRelease() throws Exception {
    Run r = bir("--version");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().startsWith("bir " + VERSION + "\nJava 17"), r.out());
  }

  @Test
  void showAndGraphRunOnTheBundledRuntime() throws Exception {
    Run show = bir("show", SAMPLES.resolve("lower-sync.json").toString(), "/functions/1");
    assertEquals(0, show.exit(), show.err());
    assertEquals(
        "function callee  ; /functions/1\n  Block1:  ; /functions/1/blocks/0\n    0  ret  Return  SP\n",
        show.out());
    Run graph =
        bir(
            "graph",
            "--format",
            "mermaid",
            SAMPLES.resolve("lower-sync.json").toString(),
            "/functions/1/blocks/0");
    assertEquals(0, graph.exit(), graph.err());
    assertTrue(graph.out().startsWith("flowchart TB\n"), graph.out());
  }

  /**
   * The service answers from the bundled runtime: the HTTP server needs JDK modules the one-shot
   * commands do not (jdk.jfr for Micronaut's and Netty's events), so a runtime missing one starts
   * and then fails every request.
   */
  @Test
  void serveAnswersHealthAndValidateOnTheBundledRuntime() throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder(home.resolve("bin/bir").toString(), "serve", "--port", "-1");
    pb.environment().clear();
    pb.environment().put("PATH", emptyPath.toString());
    pb.environment().put("HOME", unpacked.toString());
    pb.environment().put("BIR_CDS", "0");
    Path err = Files.createTempFile(unpacked, "serve", ".err");
    pb.redirectError(err.toFile());
    Process server = pb.start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
      String line = out.readLine();
      assertTrue(
          line != null && line.startsWith("birj service listening on http://"),
          line + "\n" + Files.readString(err));
      URI base = URI.create(line.substring(line.indexOf("http://")));
      HttpClient http = HttpClient.newHttpClient();
      HttpResponse<String> health =
          http.send(
              HttpRequest.newBuilder(base.resolve("/health")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, health.statusCode(), health.body() + Files.readString(err));
      HttpResponse<String> valid =
          http.send(
              HttpRequest.newBuilder(base.resolve("/validate"))
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofFile(SAMPLES.resolve("lower-sync.json")))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, valid.statusCode(), valid.body() + Files.readString(err));
      assertTrue(valid.body().contains("\"valid\":true"), valid.body());
      assertFalse(Files.readString(err).contains("Exception"), Files.readString(err));
    } finally {
      server.destroy();
      assertTrue(server.waitFor(30, TimeUnit.SECONDS), "bir serve did not stop");
    }
  }

  @Test
  void aLinkToTheLauncherRunsItFromAnotherDirectory() throws Exception {
    Path tools = Files.createDirectories(unpacked.resolve("tools"));
    Path readlink = Path.of("/usr/bin/readlink");
    if (!Files.exists(readlink)) {
      readlink = Path.of("/bin/readlink");
    }
    Files.createSymbolicLink(tools.resolve("readlink"), readlink);
    Path link = unpacked.resolve("elsewhere/bir");
    Files.createDirectories(link.getParent());
    Files.createSymbolicLink(link, home.resolve("bin/bir"));
    Run r = run(tools, link.toString(), "validate", SAMPLES.resolve("demo-v2.json").toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    Run noJava = run(tools, "/bin/sh", "-c", "command -v java || echo none");
    assertEquals("none\n", noJava.out());
  }

  @Test
  void theManPageIsRoffNamingEveryCommand() throws Exception {
    String page = Files.readString(home.resolve("share/man/man1/bir.1"));
    assertTrue(
        page.startsWith(".TH BIR 1 \"\" \"birj " + VERSION.replace("-", "\\-") + "\""), page);
    Run help = bir("--help");
    for (String command : List.of("validate", "check", "convert", "show", "graph", "completion")) {
      assertTrue(help.out().contains("  " + command + " "), help.out());
      assertTrue(page.contains(".SS \"bir " + command + "\""), command);
    }
  }

  @Test
  void theCompletionScriptIsWhatTheCommandPrints() throws Exception {
    Run r = bir("completion");
    assertEquals(0, r.exit(), r.err());
    assertEquals(r.out(), Files.readString(home.resolve("share/bash-completion/completions/bir")));
    assertNotEquals("", r.out());
  }

  /** {@code bin/bir ARGS} with {@code JAVA_OPTS} set, stdout and stderr together. */
  private static Run birWithJavaOpts(String javaOpts, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(home.resolve("bin/bir").toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().clear();
    pb.environment().put("PATH", emptyPath.toString());
    pb.environment().put("JAVA_OPTS", javaOpts);
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String all = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Run(p.waitFor(), all, "");
  }

  @Test
  void aQueryLoadsDuckDbsLibraryFromBesideItsJar() throws Exception {
    assertTrue(Files.isRegularFile(home.resolve("lib/libduckdb_java.so_linux_amd64")));
    // The driver would copy its library to a temporary file if its jar held one.
    Run r = countInstructions("-Djava.io.tmpdir=" + unpacked.resolve("no-such-directory"));
    assertTrue(r.out().startsWith("count_star()"), r.out());
  }

  /** {@code bin/bir query} counting the sample's instructions with {@code javaOpts}; it answers. */
  private static Run countInstructions(String javaOpts) throws Exception {
    Run r =
        birWithJavaOpts(
            javaOpts,
            "query",
            "select count(*) from instructions",
            SAMPLES.resolve("lower-sync.json").toString());
    assertEquals(0, r.exit(), r.out());
    assertTrue(r.out().contains("count_star()"), r.out());
    return r;
  }

  @Test
  void aQueryBuildsNoFlightRecorderMetadata(@TempDir Path logs) throws Exception {
    // DuckDB's driver registers a recorder event as it loads; the launcher reports the recorder's
    // API unsupported to one-shot commands.
    Path log = logs.resolve("classes.log");
    countInstructions("-Xlog:class+load=info:file=" + log);
    String loaded = Files.readString(log);
    assertTrue(loaded.contains(" org.duckdb.DuckDBDriver "), "the log lists the classes");
    assertFalse(loaded.contains(" jdk.jfr.internal.MetadataRepository "));
  }

  @Test
  void aOneShotCommandFindsItsServicesInTheIndexBesideTheLibraries(@TempDir Path logs)
      throws Exception {
    // lib/oneshot.services, as the tar archive keeps the libraries' times, fits lib/.
    assertTrue(Files.isRegularFile(home.resolve("lib/oneshot.services")));
    Path log = logs.resolve("classes.log");
    Run r =
        birWithJavaOpts(
            "-Xlog:class+load=info:file=" + log,
            "validate",
            SAMPLES.resolve("lower-sync.json").toString());
    assertEquals(0, r.exit(), r.out());
    String loaded = Files.readString(log);
    assertTrue(loaded.contains(" io.birj.app.spi.ServiceIndex "), "the log lists the classes");
    assertFalse(loaded.contains(" java.util.ServiceLoader "));
  }

  @Test
  void aFlightRecordingAskedForInJavaOptsIsMade(@TempDir Path logs) throws Exception {
    Path recording = logs.resolve("query.jfr");
    Run r = countInstructions("-XX:StartFlightRecording:filename=" + recording);
    assertTrue(Files.size(recording) > 0, r.out());
  }

  @Test
  void theRuntimeStartsFromTheJdksClassDataArchive() throws Exception {
    assertTrue(Files.isRegularFile(home.resolve("runtime/lib/server/classes.jsa")));
    // -Xshare:on makes an archive the JVM cannot map a fatal error.
    Run r = birWithJavaOpts("-Xshare:on", "--version");
    assertEquals(0, r.exit(), r.out());
  }

  @Test
  void aOneShotCommandRunsOnTheAppsJarAndTheListedLibrariesAlone() throws Exception {
    Run r = birWithJavaOpts("-XshowSettings:properties", "--version");
    assertEquals(0, r.exit(), r.out());
    String settings = r.out();
    String classPath =
        settings.substring(
            settings.indexOf("java.class.path = "), settings.indexOf("java.home = "));
    assertTrue(classPath.contains("bir-app-" + VERSION + ".jar"), classPath);
    assertTrue(classPath.contains("picocli-"), classPath);
    assertFalse(classPath.contains("micronaut-") || classPath.contains("netty-"), classPath);
    for (String lib : Files.readString(home.resolve("lib/oneshot.classpath")).trim().split(":")) {
      assertTrue(
          classPath.contains(home.resolve("lib").resolve(lib).normalize().getFileName().toString()),
          lib);
    }
  }

  @Test
  void theLauncherPassesJavaOptsToTheBundledRuntime() throws Exception {
    ProcessBuilder pb = new ProcessBuilder(home.resolve("bin/bir").toString(), "--version");
    pb.environment().clear();
    pb.environment().put("PATH", emptyPath.toString());
    pb.environment().put("JAVA_OPTS", "-XshowSettings:properties");
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String all = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), all);
    assertTrue(
        all.contains("java.home = " + home.resolve("runtime").toRealPath()),
        "the runtime is the archive's own:\n" + all);
    assertTrue(File.separatorChar == '/');
  }

  /**
   * {@code bin/bir ARGS} as a user whose cache directory (XDG_CACHE_HOME) is {@code cache}, with
   * the variables of {@code env} set too; stdout and stderr together.
   */
  private static Run birCaching(Path cache, Map<String, String> env, String... args)
      throws Exception {
    List<String> command = new ArrayList<>(List.of(home.resolve("bin/bir").toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().clear();
    pb.environment().put("PATH", emptyPath.toString());
    pb.environment().put("HOME", unpacked.toString());
    pb.environment().put("XDG_CACHE_HOME", cache.toString());
    pb.environment().putAll(env);
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String all = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", command) + " did not end");
    return new Run(p.exitValue(), all, "");
  }

  /**
   * Where the launcher keeps the archive of a class path ("oneshot" or "full") under {@code cache}.
   */
  private static Path archive(Path cache, String classPath) throws Exception {
    String installation = home.toRealPath().toString().substring(1);
    return cache
        .resolve("birj/cds")
        .resolve(installation)
        .resolve("bir-" + VERSION + "-" + classPath + ".jsa");
  }

  /** The archive makers running for {@code cache}, which the launcher started in the background. */
  private static List<ProcessHandle> makers(Path cache) {
    return ProcessHandle.allProcesses()
        .filter(
            p -> {
              String line = p.info().commandLine().orElse("");
              return line.contains("io.birj.app.CdsArchive") && line.contains(cache.toString());
            })
        .toList();
  }

  /** Waits for the makers for {@code cache} to end. */
  private static void awaitMakers(Path cache) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(MAKER_SECONDS);
    while (!makers(cache).isEmpty()) {
      assertTrue(System.nanoTime() < end, "the archive maker did not end");
      Thread.sleep(200);
    }
  }

  /** Waits until a maker for {@code cache} has written its first file (or is done). */
  private static void awaitMakerAtWork(Path cache) throws Exception {
    Path dir = archive(cache, "oneshot").getParent();
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(MAKER_SECONDS);
    while (true) {
      if (Files.isDirectory(dir)) {
        try (Stream<Path> files = Files.list(dir)) {
          if (files.findAny().isPresent()) {
            return;
          }
        }
      }
      assertTrue(System.nanoTime() < end, "no maker wrote anything");
      Thread.sleep(20);
    }
  }

  @Test
  void aFirstRunMakesTheArchiveOfItsClassPathInTheUsersCache(@TempDir Path cache) throws Exception {
    Run r = birCaching(cache, Map.of(), "validate", SAMPLES.resolve("lower-sync.json").toString());
    assertEquals(0, r.exit(), r.out());
    awaitMakers(cache);

    Path archive = archive(cache, "oneshot");
    assertTrue(Files.isRegularFile(archive), archive + " not made");
    assertTrue(Files.size(archive) > 0);
  }

  /** Runs {@code args} once to make the archive, then again: the app's classes come from it. */
  private void assertALaterRunMapsTheArchive(Path cache, String... args) throws Exception {
    birCaching(cache, Map.of(), args);
    awaitMakers(cache);

    // -Xshare:on makes an archive the JVM cannot map a fatal error.
    Run r = birCaching(cache, Map.of("JAVA_OPTS", "-Xshare:on -Xlog:class+load=info"), args);

    assertEquals(0, r.exit(), r.out());
    assertTrue(
        r.out().contains("io.birj.app.BirApp source: shared objects file"),
        "BirApp not loaded from the archive:\n" + r.out());
  }

  /** The directory of {@code archive} holds it and nothing else. */
  private static void assertOnlyTheArchiveIn(Path archive) throws IOException {
    try (Stream<Path> files = Files.list(archive.getParent())) {
      assertEquals(List.of(archive), files.toList());
    }
  }

  @Test
  void aLaterRunMapsTheAppsClassesFromTheArchive(@TempDir Path cache) throws Exception {
    assertALaterRunMapsTheArchive(cache, "validate", SAMPLES.resolve("lower-sync.json").toString());
  }

  @Test
  void theMakerLeavesNothingButTheArchiveInItsDirectory(@TempDir Path cache) throws Exception {
    birCaching(cache, Map.of(), "validate", SAMPLES.resolve("lower-sync.json").toString());
    awaitMakers(cache);

    Path archive = archive(cache, "oneshot");
    assertOnlyTheArchiveIn(archive);
  }

  @Test
  void aRunWhileTheMakerIsAtWorkStartsNoOther(@TempDir Path cache) throws Exception {
    String sample = SAMPLES.resolve("lower-sync.json").toString();
    birCaching(cache, Map.of(), "validate", sample);
    awaitMakerAtWork(cache);

    birCaching(cache, Map.of(), "validate", sample);

    // Two makers would both be at work now (one takes a few seconds; a validate, a fraction).
    assertTrue(makers(cache).size() <= 1, makers(cache).toString());
    awaitMakers(cache);
    assertTrue(Files.isRegularFile(archive(cache, "oneshot")));
  }

  @Test
  void theFilesOfAMakerKilledOutrightAreRemovedByTheNext(@TempDir Path cache) throws Exception {
    Path archive = archive(cache, "oneshot");
    Files.createDirectories(archive.getParent());
    // A process id above Linux's largest (2^22): the maker that wrote these no longer runs.
    Path left = archive.resolveSibling(archive.getFileName() + ".999999999.sample.json");
    Files.writeString(left, "{}");

    birCaching(cache, Map.of(), "validate", SAMPLES.resolve("lower-sync.json").toString());
    awaitMakers(cache);

    assertOnlyTheArchiveIn(archive);
  }

  @Test
  void exploreAndServeGetAnArchiveOfTheirOwnClassPath(@TempDir Path cache) throws Exception {
    Run r = birCaching(cache, Map.of(), "explore", "--help");
    assertEquals(0, r.exit(), r.out());
    awaitMakers(cache);

    assertTrue(Files.isRegularFile(archive(cache, "full")), "no archive of all of lib/");
    assertFalse(Files.exists(archive(cache, "oneshot")));
  }

  @Test
  void exploreMapsTheAppsClassesFromItsArchive(@TempDir Path cache) throws Exception {
    assertALaterRunMapsTheArchive(cache, "explore", "--help");
  }

  /** Another build unpacked in the same place: its jars are newer than the archive. */
  @Test
  void anArchiveOlderThanTheAppsJarIsMadeAgain(@TempDir Path cache) throws Exception {
    String sample = SAMPLES.resolve("lower-sync.json").toString();
    birCaching(cache, Map.of(), "validate", sample);
    awaitMakers(cache);
    Path archive = archive(cache, "oneshot");
    FileTime jar = Files.getLastModifiedTime(home.resolve("lib/bir-app-" + VERSION + ".jar"));
    Files.setLastModifiedTime(archive, FileTime.fromMillis(jar.toMillis() - 86_400_000));

    birCaching(cache, Map.of(), "validate", sample);
    awaitMakers(cache);

    assertTrue(
        Files.getLastModifiedTime(archive).compareTo(jar) > 0, "the archive was not made again");
  }

  /**
   * A cache that cannot be written: its path runs through a regular file (a directory without write
   * permission would not stop the tests when they run as root).
   */
  @Test
  void aCacheThatCannotBeWrittenMeansNoArchiveAndNoError(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("a-file"), "");
    Path cache = file.resolve("cache");

    Run r = birCaching(cache, Map.of(), "validate", SAMPLES.resolve("lower-sync.json").toString());

    assertEquals(0, r.exit(), r.out());
    assertTrue(r.out().contains("valid"), r.out());
    assertEquals(List.of(), makers(cache), "a maker was started");
    assertEquals(0, Files.size(file));
  }

  @Test
  void birCds0MakesNoArchive(@TempDir Path cache) throws Exception {
    Run r =
        birCaching(
            cache,
            Map.of("BIR_CDS", "0"),
            "validate",
            SAMPLES.resolve("lower-sync.json").toString());

    assertEquals(0, r.exit(), r.out());
    assertEquals(List.of(), makers(cache), "a maker was started");
    try (Stream<Path> files = Files.list(cache)) {
      assertEquals(List.of(), files.toList());
    }
  }

  /** ./bir's thresholds (lib/jvm-options.sh): C1 compiles later up to 4 MiB, C1 only to 320. */
  private static final long SMALL_INPUT = 4L << 20;

  private static final long BIG_INPUT = 320L << 20;

  private static final String C1_ONLY = "-XX:TieredStopAtLevel=1";
  private static final String LATER_C1 = "-XX:Tier3InvocationThreshold=500";
  private static final String PARALLEL_GC = "-XX:+UseParallelGC";

  /** A file of {@code size} zero bytes that takes no room on the disk. */
  private static Path sparse(Path p, long size) throws IOException {
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(p.toFile(), "rw")) {
      f.setLength(size);
    }
    return p;
  }

  /** The java command line the launcher would run for {@code args} with {@code path} as PATH. */
  private static List<String> dryRun(Path cache, String path, String... args) throws Exception {
    Run r =
        birCaching(cache, Map.of("BIR_CDS", "0", "BIR_LAUNCH_DRY_RUN", "1", "PATH", path), args);
    assertEquals(0, r.exit(), r.out());
    return r.out().lines().toList();
  }

  @Test
  void theJitAndTheCollectorFollowTheSizeOfTheInputAsBirChoosesThem(@TempDir Path dir)
      throws Exception {
    String path = "/usr/bin:/bin";
    Path small = sparse(dir.resolve("small.json"), SMALL_INPUT);
    Path medium = sparse(dir.resolve("medium.json"), SMALL_INPUT + 1);
    Path big = sparse(dir.resolve("big.json"), BIG_INPUT + 1);

    List<String> forSmall = dryRun(dir, path, "validate", small.toString());
    assertTrue(forSmall.contains(C1_ONLY) && forSmall.contains(LATER_C1), forSmall.toString());
    assertFalse(forSmall.contains(PARALLEL_GC), forSmall.toString());

    List<String> forMedium = dryRun(dir, path, "validate", medium.toString());
    assertTrue(forMedium.contains(C1_ONLY) && !forMedium.contains(LATER_C1), forMedium.toString());
    assertTrue(forMedium.contains(PARALLEL_GC), forMedium.toString());

    assertFalse(dryRun(dir, path, "validate", big.toString()).contains(C1_ONLY));
    assertFalse(dryRun(dir, path, "serve", medium.toString()).contains(PARALLEL_GC));
    assertEquals(
        home.resolve("runtime/bin/java").toString(), forMedium.get(0), "the bundled runtime");
  }

  @Test
  void withAnEmptyPathTheInputCountsAsSmall(@TempDir Path dir) throws Exception {
    Path medium = sparse(dir.resolve("medium.json"), SMALL_INPUT + 1);
    List<String> cmd = dryRun(dir, emptyPath.toString(), "validate", medium.toString());
    assertTrue(cmd.contains(C1_ONLY) && cmd.contains(LATER_C1), cmd.toString());
    assertFalse(cmd.contains(PARALLEL_GC), cmd.toString());
  }

  @Test
  void aCollectorNamedInJavaOptsIsTheOnlyOne(@TempDir Path dir) throws Exception {
    Path medium = sparse(dir.resolve("medium.json"), SMALL_INPUT + 1);
    Run r =
        birCaching(
            dir,
            Map.of(
                "BIR_CDS", "0",
                "BIR_LAUNCH_DRY_RUN", "1",
                "PATH", "/usr/bin:/bin",
                "JAVA_OPTS", "-XX:+UseSerialGC"),
            "validate",
            medium.toString());
    assertEquals(0, r.exit(), r.out());
    assertFalse(r.out().contains(PARALLEL_GC), r.out());
    assertTrue(r.out().lines().toList().contains("-XX:+UseSerialGC"), r.out());
  }

  @Test
  void aMediumDocumentValidatesUnderTheParallelCollector(@TempDir Path dir) throws Exception {
    Path doc = dir.resolve("medium.json");
    Run synth = bir("synth", "--seed", "1", "--size", "5M", "-o", doc.toString());
    assertEquals(0, synth.exit(), synth.err());
    Path log = dir.resolve("gc.log");
    Run r =
        birCaching(
            dir,
            Map.of(
                "BIR_CDS", "0",
                "PATH", "/usr/bin:/bin",
                "JAVA_OPTS", "-Xlog:gc=info:file=" + log),
            "validate",
            doc.toString());
    assertEquals(0, r.exit(), r.out());
    assertTrue(r.out().contains("1 valid"), r.out());
    assertTrue(Files.readString(log).contains("Using Parallel"), Files.readString(log));
  }
}
