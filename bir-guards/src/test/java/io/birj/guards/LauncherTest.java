package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The root launcher {@code ./bir} (run from this module's directory, one level down): it runs the
 * built app and passes {@code JAVA_OPTS} to the JVM.
 */
class LauncherTest {
  private static final Path LAUNCHER = Path.of("..", "bir");

  private record Run(int exitCode, String output) {}

  private static Run bir(String javaOpts, String... args) throws Exception {
    assertTrue(Files.isRegularFile(LAUNCHER), "the launcher is at the repository root");
    String[] cmd = new String[args.length + 2];
    cmd[0] = "bash";
    cmd[1] = LAUNCHER.toString();
    System.arraycopy(args, 0, cmd, 2, args.length);
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
    pb.environment().put("JAVA_OPTS", javaOpts);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "./bir ends");
    return new Run(p.exitValue(), out);
  }

  @Test
  void the_launcher_runs_the_app() throws Exception {
    Run r = bir("", "--version");
    assertEquals(0, r.exitCode(), r.output());
    assertTrue(r.output().contains("bir "), r.output());
  }

  @Test
  void the_launcher_passes_java_opts_to_the_jvm() throws Exception {
    Run ok = bir("-Xmx256m -Dbirj.stderr.tty=false", "--help");
    assertEquals(0, ok.exitCode(), ok.output());
    // A heap far too small for any JVM: only a JVM that got the flag fails to start.
    Run tiny = bir("-Xmx1k", "--help");
    assertNotEquals(0, tiny.exitCode(), tiny.output());
    assertTrue(tiny.output().toLowerCase().contains("heap"), tiny.output());
  }
}
