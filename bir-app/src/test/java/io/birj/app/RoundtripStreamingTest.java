package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * roundtrip streams: the output is read back and compared as it is written, never held whole. A
 * small document whose first key is indented 16 and which nests deep unknown content becomes an
 * output thousands of times its size; with the output in a byte array that is more than the heap.
 */
class RoundtripStreamingTest {
  @TempDir Path dir;

  private static final int DEPTH = 400;
  private static final int COPIES = 60;

  private Path indentedDeepDocument() throws IOException {
    Path doc = dir.resolve("deep.json");
    try (BufferedWriter out = Files.newBufferedWriter(doc)) {
      out.write("{\n                \"version\": 2, \"functions\": [], \"x_deep\": [");
      for (int c = 0; c < COPIES; c++) {
        out.write(c == 0 ? "" : ",");
        out.write("[".repeat(DEPTH) + "]".repeat(DEPTH));
      }
      out.write("]}\n");
    }
    return doc;
  }

  @Test
  void roundtrip_of_an_output_larger_than_the_heap_streams_and_succeeds() throws IOException {
    Path doc = indentedDeepDocument();
    CliProcess.Result r = CliProcess.run(List.of("-Xmx128m"), null, "roundtrip", doc.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("model survived: yes"), r.out());
    assertTrue(r.out().contains("written again: identical"), r.out());
    Matcher m = Pattern.compile("\\((\\d+) bytes -> (\\d+) bytes\\)").matcher(r.out());
    assertTrue(m.find(), r.out());
    long in = Long.parseLong(m.group(1));
    long out = Long.parseLong(m.group(2));
    assertEquals(Files.size(doc), in);
    assertTrue(out > 128L << 20, "the output (" + out + " bytes) is larger than the heap");
  }
}
