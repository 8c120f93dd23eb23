package io.birj.app;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs the {@code bir} command in a JVM of its own, for what only a process shows: its real
 * standard streams (a full disk, a closed pipe), a small heap, signals.
 */
final class CliProcess {
  record Result(int exitCode, String out, String err) {}

  private CliProcess() {}

  /** The command line of a child running {@code bir ARGS} with {@code jvmFlags}. */
  static List<String> command(List<String> jvmFlags, String... args) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(jvmFlags);
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(BirApp.class.getName());
    cmd.addAll(List.of(args));
    return cmd;
  }

  /**
   * The command line of a child running {@code bir ARGS} on the class path of the tests without the
   * test classes: the app's classes and the libraries, as shipped, so no bean of the tests' own
   * (FakeV1Codec and the like) is there to keep a run in the Micronaut context.
   */
  static List<String> shippedCommand(List<String> jvmFlags, String... args) {
    List<String> cmd = command(jvmFlags, args);
    int cp = cmd.indexOf("-cp") + 1;
    cmd.set(
        cp,
        Stream.of(cmd.get(cp).split(File.pathSeparator))
            .filter(e -> !Path.of(e).endsWith("test-classes"))
            .collect(Collectors.joining(File.pathSeparator)));
    return cmd;
  }

  /**
   * The command line of a child running the packaged app ({@code target/bir-app.jar} and its {@code
   * lib/}, as {@code ./bir} runs it) with {@code jvmFlags}: for what depends on the libraries
   * loaded, such as the heap a command needs. The jar exists after {@code package}.
   */
  static List<String> packagedCommand(List<String> jvmFlags, String... args) {
    Path jar = Path.of("target", "bir-app.jar");
    if (!Files.isRegularFile(jar)) {
      throw new AssertionError(jar.toAbsolutePath() + " is not built: run this test after package");
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(jvmFlags);
    cmd.add("-jar");
    cmd.add(jar.toString());
    cmd.addAll(List.of(args));
    return cmd;
  }

  /** Runs {@code bir ARGS}, standard output captured. */
  static Result run(String... args) {
    return run(List.of(), null, args);
  }

  /**
   * Runs {@code bir ARGS} with {@code jvmFlags}; standard output goes to {@code stdoutTo} (e.g.
   * {@code /dev/full}) or, when {@code null}, is captured.
   */
  static Result run(List<String> jvmFlags, File stdoutTo, String... args) {
    return run(jvmFlags, java.util.Map.of(), stdoutTo, args);
  }

  /** Likewise, with {@code env} added to the child's environment. */
  static Result run(
      List<String> jvmFlags, java.util.Map<String, String> env, File stdoutTo, String... args) {
    return run(command(jvmFlags, args), env, stdoutTo);
  }

  /** Runs {@code bir ARGS} as shipped ({@link #shippedCommand}), standard output captured. */
  static Result runShipped(List<String> jvmFlags, String... args) {
    return run(shippedCommand(jvmFlags, args), java.util.Map.of(), null);
  }

  /** Likewise, with {@code env} added to the child's environment. */
  static Result runShipped(
      List<String> jvmFlags, java.util.Map<String, String> env, String... args) {
    return run(shippedCommand(jvmFlags, args), env, null);
  }

  /** Runs the packaged app ({@link #packagedCommand}), standard output captured. */
  static Result runPackaged(List<String> jvmFlags, String... args) {
    return run(packagedCommand(jvmFlags, args), java.util.Map.of(), null);
  }

  private static Result run(
      List<String> command, java.util.Map<String, String> env, File stdoutTo) {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().putAll(env);
    pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
    if (stdoutTo != null) {
      pb.redirectOutput(stdoutTo);
    }
    try {
      Process p = pb.start();
      CompletableFuture<String> out = drain(p.getInputStream());
      CompletableFuture<String> err = drain(p.getErrorStream());
      if (!p.waitFor(300, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("bir did not finish: " + pb.command());
      }
      return new Result(p.exitValue(), out.join(), err.join());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  static CompletableFuture<String> drain(InputStream in) {
    return CompletableFuture.supplyAsync(
        () -> {
          try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }
}
