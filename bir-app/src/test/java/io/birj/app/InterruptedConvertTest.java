package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code bir convert -o OUT} stopped by SIGINT or SIGTERM in the middle of writing: OUT is left as
 * it was and no temporary file stays. The write is held half-way by a vendor kind that blocks, so
 * the signal surely lands while the temporary file is open.
 */
class InterruptedConvertTest {
  @TempDir Path dir;

  private List<Path> files() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted().toList();
    }
  }

  @ParameterizedTest(name = "SIG{0}")
  @ValueSource(strings = {"INT", "TERM"})
  void a_signal_mid_write_leaves_out_as_it_was_and_no_temporary(String signal)
      throws IOException, InterruptedException {
    String sample = new String(Samples.bytes(Samples.V2), StandardCharsets.UTF_8);
    String last = "{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 1024}";
    int at = sample.lastIndexOf(last);
    Path in =
        Files.writeString(
            dir.resolve("in.json"),
            sample.substring(0, at)
                + "{\"kind\": \""
                + RefusingVendorKind.TAG
                + "\"}"
                + sample.substring(at + last.length()));
    Path out = Files.writeString(dir.resolve("out.json"), "the old document");
    Process p =
        new ProcessBuilder(
                CliProcess.command(
                    List.of("-Dtest.refusing-kind=block"),
                    "convert",
                    "--to",
                    "2",
                    "-o",
                    out.toString(),
                    in.toString()))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    try {
      BufferedReader err =
          new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
      assertEquals(RefusingVendorKind.BLOCKED, err.readLine());
      assertEquals(3, files().size(), "the temporary file is there mid-write: " + files());
      Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start();
      assertEquals(0, kill.waitFor());
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      assertEquals(128 + (signal.equals("INT") ? 2 : 15), p.exitValue());
      assertEquals(List.of(in, out), files());
      assertEquals("the old document", Files.readString(out));
    } finally {
      p.destroyForcibly();
    }
  }
}
