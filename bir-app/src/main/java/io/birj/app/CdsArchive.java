package io.birj.app;

import io.birj.app.files.Trees;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Makes the release launcher's class-data sharing archive on the user's machine (README "Installing
 * a release"): it cannot be shipped, since JDK 17's archive records the jars of the class path by
 * absolute path, size and time. The launcher starts it in the background when the archive is
 * missing; {@code CdsArchive CLASS_PATH TARGET} then does what {@code ./bir} does in-line: a
 * training run ({@link CdsTraining} on the bundled sample) that writes its class list, then {@code
 * -Xshare:dump} of those classes, both in JVMs of this one's runtime and on {@code CLASS_PATH}
 * exactly as the launcher passes it (the archive is usable only with that class path).
 *
 * <p>Everything is written under names of this process's own in TARGET's directory, and the archive
 * is moved into place in one atomic rename: a command starting meanwhile sees no archive or a whole
 * one, and two makers started together each write their own. The temporary files are removed on
 * every way out, a kill (SIGTERM, SIGHUP) included; those of a maker killed outright (SIGKILL),
 * which could not remove them, the next maker removes. They carry the maker's process id, by which
 * the launcher tells that a maker is at work and starts no other. It prints nothing: a failure only
 * means the commands run without the archive, and the launcher tries again on its next run.
 */
public final class CdsArchive {
  /** The most a training run or a dump may take; one hangs only on a broken machine. */
  private static final long CHILD_MINUTES = 10;

  private static final String SAMPLE = "samples/lower-sync.json";

  private final List<Path> temporary = new ArrayList<>();
  private Process child;

  /** Set by {@link #cleanUp}: from then on no child is started (the JVM may be shutting down). */
  private boolean stopped;

  private CdsArchive() {}

  /** {@code CdsArchive CLASS_PATH TARGET}: exit 0 when TARGET was made, 1 otherwise, silently. */
  public static void main(String[] args) {
    System.exit(args.length == 2 && make(args[0], Path.of(args[1])) ? 0 : 1);
  }

  /**
   * Makes {@code target}, the archive for {@code classPath}; true when it did. Never throws, and
   * leaves nothing but {@code target} (when made) behind.
   */
  static boolean make(String classPath, Path target) {
    CdsArchive maker = new CdsArchive();
    Thread cleanUp = new Thread(maker::cleanUp, "cds-archive-clean-up");
    Runtime.getRuntime().addShutdownHook(cleanUp);
    try {
      return maker.dump(classPath, target.toAbsolutePath());
    } catch (IOException | RuntimeException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    } finally {
      maker.cleanUp();
      try {
        Runtime.getRuntime().removeShutdownHook(cleanUp);
      } catch (IllegalStateException shuttingDown) {
        // The hook runs (or ran) anyway: the JVM is being stopped.
      }
    }
  }

  private boolean dump(String classPath, Path target) throws IOException, InterruptedException {
    Files.createDirectories(target.getParent());
    removeLeftovers(target);
    // The sample is written first: while it is there, the launcher starts no other maker.
    String prefix = target.getFileName() + "." + ProcessHandle.current().pid();
    Path sample = temporaryFile(target, prefix + ".sample.json");
    Path classes = temporaryFile(target, prefix + ".classes");
    Path archive = temporaryFile(target, prefix + ".tmp");
    // The training's own scratch directory (what its export and convert write): one of these files,
    // so that a training killed with this maker leaves nothing elsewhere.
    Path scratch = temporaryFile(target, prefix + ".scratch");
    try (InputStream in = CdsArchive.class.getClassLoader().getResourceAsStream(SAMPLE)) {
      if (in == null) {
        return false;
      }
      Files.copy(in, sample);
    }
    boolean dumped =
        run(
                "-XX:DumpLoadedClassList=" + classes,
                "-Xlog:cds=off",
                "-cp",
                classPath,
                CdsTraining.class.getName(),
                sample.toString(),
                scratch.toString())
            && run(
                "-Xshare:dump",
                "-XX:SharedClassListFile=" + classes,
                "-XX:SharedArchiveFile=" + archive,
                "-cp",
                classPath)
            && Files.size(archive) > 0;
    if (dumped) {
      Files.move(archive, target, StandardCopyOption.ATOMIC_MOVE);
    }
    return dumped;
  }

  /**
   * Removes what makers of {@code target} left when they were killed outright (SIGKILL, a crash):
   * their files are named {@code TARGET.PID.*}, and no process of that id runs any more.
   */
  private static void removeLeftovers(Path target) throws IOException {
    String prefix = target.getFileName() + ".";
    DirectoryStream.Filter<Path> ours = p -> p.getFileName().toString().startsWith(prefix);
    try (DirectoryStream<Path> files = Files.newDirectoryStream(target.getParent(), ours)) {
      for (Path p : files) {
        String rest = p.getFileName().toString().substring(prefix.length());
        String pid = rest.substring(0, Math.max(rest.indexOf('.'), 0));
        boolean aPid = pid.matches("[0-9]{1,9}");
        if (aPid && ProcessHandle.of(Long.parseLong(pid)).isEmpty()) {
          Trees.remove(p);
        }
      }
    }
  }

  /** {@code name} in {@code target}'s directory, noted for {@link #cleanUp} before it exists. */
  private synchronized Path temporaryFile(Path target, String name) {
    Path p = target.resolveSibling(name);
    temporary.add(p);
    return p;
  }

  /** A JVM of this runtime with {@code args}, its output dropped; true when it exits 0. */
  private boolean run(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(args));
    Process p;
    synchronized (this) {
      if (stopped) {
        return false;
      }
      p =
          new ProcessBuilder(command)
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      child = p;
    }
    if (!p.waitFor(CHILD_MINUTES, TimeUnit.MINUTES)) {
      p.destroyForcibly().waitFor();
      return false;
    }
    return p.exitValue() == 0;
  }

  /**
   * Stops a child still running (on a kill of this JVM, the dump would otherwise go on writing),
   * then removes the temporary files. Runs at the end of {@link #make} and from the shutdown hook.
   */
  private synchronized void cleanUp() {
    stopped = true;
    if (child != null && child.isAlive()) {
      child.destroyForcibly();
      try {
        child.waitFor(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    for (Path p : temporary) {
      try {
        Trees.remove(p);
      } catch (IOException e) {
        // Nothing more can be done; an archive is never left half-written under TARGET's name.
      }
    }
  }
}
