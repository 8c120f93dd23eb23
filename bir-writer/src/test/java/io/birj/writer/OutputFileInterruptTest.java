package io.birj.writer;

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
 * A process killed by SIGINT or SIGTERM in the middle of a large atomic write leaves the old file
 * as it was and no temporary file: the shutdown hook removes what was being written.
 */
class OutputFileInterruptTest {
  /** How much the child has written when it says so (and then waits to be signalled). */
  static final int WRITTEN_BEFORE_SIGNAL = 64 << 20;

  @TempDir Path dir;

  /**
   * The child: writes {@link #WRITTEN_BEFORE_SIGNAL} bytes of the new file, says {@code writing},
   * then waits on its standard input, which the test never closes, for the signal.
   */
  public static final class Child {
    public static void main(String[] args) throws IOException {
      OutputFile.write(
          Path.of(args[0]),
          out -> {
            byte[] chunk = new byte[1 << 20];
            java.util.Arrays.fill(chunk, (byte) 'x');
            for (int i = 0; i < WRITTEN_BEFORE_SIGNAL / chunk.length; i++) {
              out.write(chunk);
            }
            out.flush();
            System.out.println("writing");
            System.out.flush();
            System.in.read();
            throw new IOException("the test should have signalled the child");
          });
    }
  }

  @ParameterizedTest(name = "SIG{0}")
  @ValueSource(strings = {"INT", "TERM"})
  void aSignalDuringALargeWriteLeavesTheOldFileAndNoTemporary(String signal)
      throws IOException, InterruptedException {
    Path target = Files.writeString(dir.resolve("doc.json"), "the old document");
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process child =
        new ProcessBuilder(
                java.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Child.class.getName(),
                target.toString())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    try {
      BufferedReader said =
          new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("writing", said.readLine());
      List<Path> during = files();
      assertEquals(2, during.size(), "the temporary file is there while writing: " + during);
      Path tmp = during.stream().filter(p -> !p.equals(target)).findFirst().orElseThrow();
      assertTrue(Files.size(tmp) >= WRITTEN_BEFORE_SIGNAL, "a large write in progress");

      Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(child.pid())).start();
      assertEquals(0, kill.waitFor());
      assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child exits on SIG" + signal);
      assertEquals(128 + (signal.equals("INT") ? 2 : 15), child.exitValue());
      assertEquals(List.of(target), files());
      assertEquals("the old document", Files.readString(target));
    } finally {
      child.destroyForcibly();
    }
  }

  private List<Path> files() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted().toList();
    }
  }
}
