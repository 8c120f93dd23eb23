package io.birj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CpuRatiosTest {
  @Test
  void printsOneLineOfTimesRatiosAndAllocationForTheProfile(@TempDir Path docs) throws Exception {
    String saved = System.getProperty("birj.bench.docs");
    PrintStream out = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setProperty("birj.bench.docs", docs.toString());
    try {
      System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
      CpuRatios.main(new String[] {"sorted", "1", "3"});
    } finally {
      System.setOut(out);
      if (saved == null) {
        System.clearProperty("birj.bench.docs");
      } else {
        System.setProperty("birj.bench.docs", saved);
      }
    }
    String[] f = bytes.toString(StandardCharsets.UTF_8).trim().split(" ");
    assertEquals(9, f.length, String.join(" ", f));
    assertEquals("cpu", f[0]);
    assertEquals("sorted", f[1]);
    assertEquals("1", f[2]);
    double birj = Double.parseDouble(f[3]);
    double scan = Double.parseDouble(f[4]);
    assertTrue(birj > 0 && scan > 0, String.join(" ", f));
    // The ratio of the unrounded times: within what rounding the times to 0.1 ms allows.
    double ratio = Double.parseDouble(f[6]);
    assertTrue(ratio >= (birj - 0.05) / (scan + 0.05) - 0.005, String.join(" ", f));
    assertTrue(ratio <= (birj + 0.05) / (scan - 0.05) + 0.005, String.join(" ", f));
    assertTrue(Double.parseDouble(f[8]) > 0, "a load allocates");
  }
}
