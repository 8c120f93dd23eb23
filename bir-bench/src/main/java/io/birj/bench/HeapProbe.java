package io.birj.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.loader.BirReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * Retained heap after a load, by the used-heap delta after full collections (not a heap walk):
 * collect, note the used heap, load the file (streamed from disk, so its bytes are not on the
 * heap), collect again with the loaded value still reachable, note the used heap. Run in a fresh
 * JVM per measurement: {@code java -cp ... io.birj.bench.HeapProbe birj|jackson PROFILE MEGABYTES}
 * (the benchmarks' document, {@link BenchDocs}); {@code -Dbirj.bench.histogram=true} adds the head
 * of the JVM's class histogram after the load. Prints {@code heap <what> <retained bytes> <file
 * bytes> <seconds>}.
 */
public final class HeapProbe {
  private HeapProbe() {}

  public static void main(String[] args) throws IOException {
    String what = args[0];
    Path file = BenchDocs.document(args[1], Integer.parseInt(args[2]));
    BirReader reader = BirReader.standard();
    ObjectMapper mapper = new ObjectMapper();
    // Warm the classes the load uses on a small document, so their metadata is not counted.
    Path small = BenchDocs.document("mixed", 1);
    Object warm = what.equals("birj") ? reader.read(small) : mapper.readTree(small.toFile());
    Reference.reachabilityFence(warm);
    warm = null;
    long before = usedAfterGc();
    long t0 = System.nanoTime();
    Object loaded = what.equals("birj") ? reader.read(file) : mapper.readTree(file.toFile());
    long t1 = System.nanoTime();
    long after = usedAfterGc();
    if (Boolean.getBoolean("birj.bench.histogram")) {
      // What the retained heap is made of: the JVM's class histogram, its first lines.
      histogram().lines().limit(25).forEach(System.out::println);
    }
    Reference.reachabilityFence(loaded);
    System.out.printf(
        Locale.ROOT,
        "heap %s %d %d %.3f%n",
        what,
        after - before,
        Files.size(file),
        (t1 - t0) / 1e9);
  }

  private static String histogram() {
    try {
      return (String)
          ManagementFactory.getPlatformMBeanServer()
              .invoke(
                  new ObjectName("com.sun.management:type=DiagnosticCommand"),
                  "gcClassHistogram",
                  new Object[] {new String[0]},
                  new String[] {String[].class.getName()});
    } catch (JMException e) {
      throw new IllegalStateException("no class histogram from this JVM", e);
    }
  }

  private static long usedAfterGc() {
    MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return mem.getHeapMemoryUsage().getUsed();
  }
}
