package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.loader.BirReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The load's ratios to its references in the CPU time of the thread that reads, for a machine that
 * other work shares: {@code CpuRatios PROFILE MEGABYTES ROUNDS}. Each round loads the document with
 * birj, scans its tokens and reads it into a Jackson tree, one after the other in this thread; the
 * first third of the rounds warm up the JIT, and of the rest the least CPU time of each is kept
 * (what another process took from a round only adds to it). Wall-clock JMH shots on a loaded
 * machine differ by several times from one another; these minima move by a few percent. Prints one
 * line: {@code cpu PROFILE MB birj SCAN TREE birj/scan birj/tree allocatedMB}.
 */
public final class CpuRatios {
  private CpuRatios() {}

  public static void main(String[] args) throws IOException {
    String profile = args.length > 0 ? args[0] : "mixed";
    int megabytes = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    Path file = BenchDocs.document(profile, megabytes);
    BirReader reader = BirReader.standard();
    JsonFactory json = new JsonFactory();
    ObjectMapper mapper = new ObjectMapper();
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] best = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE};
    long allocated = 0;
    for (int r = 0; r < rounds; r++) {
      long t0 = threads.getCurrentThreadCpuTime();
      long a0 = threads.getCurrentThreadAllocatedBytes();
      reader.read(file);
      long t1 = threads.getCurrentThreadCpuTime();
      allocated = threads.getCurrentThreadAllocatedBytes() - a0;
      LoadBenchmark.Tokens.scan(json, file);
      long t2 = threads.getCurrentThreadCpuTime();
      mapper.readTree(file.toFile());
      long t3 = threads.getCurrentThreadCpuTime();
      if (r >= rounds / 3) {
        best[0] = Math.min(best[0], t1 - t0);
        best[1] = Math.min(best[1], t2 - t1);
        best[2] = Math.min(best[2], t3 - t2);
      }
    }
    double[] ms = Arrays.stream(best).mapToDouble(n -> n / 1e6).toArray();
    System.out.println(
        String.format(
            Locale.ROOT,
            "cpu %s %d %.1f %.1f %.1f %.2f %.2f %.0f",
            profile,
            megabytes,
            ms[0],
            ms[1],
            ms[2],
            ms[0] / ms[1],
            ms[0] / ms[2],
            allocated / 1048576.0));
  }
}
