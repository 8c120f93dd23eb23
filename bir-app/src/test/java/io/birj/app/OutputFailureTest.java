package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every write to standard output is checked: a full disk or a closed pipe is a clear message and
 * exit 2, never a truncated output and exit 0; a write the writer refuses leaves nothing on it.
 * Process tests: only a real file descriptor shows what the JVM's streams do with the errors.
 */
class OutputFailureTest {
  @TempDir static Path dir;

  private static Path v1;
  private static Path v2;

  @BeforeAll
  static void samples() {
    v1 = Samples.copy(dir, Samples.V1);
    v2 = Samples.copy(dir, Samples.V2);
  }

  /** The command lines that write to standard output, by name. */
  private static String[] command(String name) {
    return switch (name) {
      case "convert" -> new String[] {"convert", "--to", "2", v1.toString()};
      case "stats" -> new String[] {"stats", "--json", v2.toString()};
      case "validate" -> new String[] {"validate", "--json", v2.toString()};
      case "expr" -> new String[] {"expr", "(2*i + j + 3) floordiv 4"};
      case "diff" -> new String[] {"diff", v1.toString(), v2.toString()};
      case "codecs" -> new String[] {"codecs"};
      case "--help" -> new String[] {"--help"};
      case "--version" -> new String[] {"--version"};
      case "validate --help" -> new String[] {"validate", "--help"};
      case "help convert" -> new String[] {"help", "convert"};
      default -> throw new IllegalArgumentException(name);
    };
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "convert",
        "stats",
        "validate",
        "expr",
        "diff",
        "codecs",
        "--help",
        "--version",
        "validate --help",
        "help convert"
      })
  void a_full_disk_on_standard_output_is_an_io_error_exit_2(String name) throws IOException {
    // The device itself, as the process's standard output would be: writes fail with ENOSPC.
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (FileOutputStream full = new FileOutputStream("/dev/full")) {
      code = BirApp.run(command(name), InputStream.nullInputStream(), full, err, Map.of());
    }
    String said = err.toString(StandardCharsets.UTF_8);
    assertEquals(ExitCodes.USAGE_OR_IO, code, said);
    assertEquals("bir: cannot write to standard output: No space left on device", said.strip());
  }

  @Test
  void a_full_disk_on_the_process_standard_output_is_an_io_error_exit_2() {
    // main() itself: System.out would swallow the error; the file descriptor does not.
    CliProcess.Result r = CliProcess.run(List.of(), new File("/dev/full"), command("convert"));
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.err());
    assertEquals(
        "bir: cannot write to standard output: No space left on device", r.err().strip(), r.err());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"convert", "codecs"})
  void a_closed_pipe_on_standard_output_is_an_io_error_exit_2(String name)
      throws IOException, InterruptedException {
    Process p = new ProcessBuilder(CliProcess.command(List.of(), command(name))).start();
    p.getInputStream().close(); // as `| head -c0` would: the reader is gone before the output
    CompletableFuture<String> err = CliProcess.drain(p.getErrorStream());
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(ExitCodes.USAGE_OR_IO, p.exitValue(), err.join());
    assertEquals("bir: cannot write to standard output: Broken pipe", err.join().strip());
  }

  @Test
  void a_document_the_writer_refuses_midway_puts_nothing_on_standard_output() throws IOException {
    String sample = new String(Samples.bytes(Samples.V2), StandardCharsets.UTF_8);
    String last = "{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 1024}";
    int at = sample.lastIndexOf(last);
    String doc =
        sample.substring(0, at)
            + "{\"kind\": \""
            + RefusingVendorKind.TAG
            + "\"}"
            + sample.substring(at + last.length());
    Path refused = Files.writeString(dir.resolve("refused.json"), doc);
    CliHarness.Result r =
        CliHarness.run(
            Map.of("test.refusing-kind", "true"), "convert", "--to", "2", refused.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.err());
    assertTrue(r.err().contains(RefusingVendorKind.REFUSAL), r.err());
    assertEquals("", r.out());
  }
}
