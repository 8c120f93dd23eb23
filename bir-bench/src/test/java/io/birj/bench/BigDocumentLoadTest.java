package io.birj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.BirWriter;
import io.birj.loader.DocumentStats;
import io.birj.loader.WriteOptions;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Loads a 200 MB synthetic document with a 512 MB heap (the loader never holds a generic tree).
 * Runs only in the {@code big-document} profile: {@code mvn -pl bir-bench -am -Pbig-document
 * verify}. Prints size, time and heap.
 */
class BigDocumentLoadTest {
  static final long TARGET = 200L << 20;

  @Test
  void a200MegabyteDocumentLoadsIn512MegabytesOfHeap() throws IOException {
    Path doc = Path.of("target", "big-200mb.json");
    long instructions;
    if (!Files.exists(doc) || Files.size(doc) < TARGET) {
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(doc), 1 << 16)) {
        instructions = SyntheticDocument.write(out, TARGET);
      }
    } else {
      instructions = -1;
    }
    long size = Files.size(doc);
    MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
    System.gc();
    long before = mem.getHeapMemoryUsage().getUsed();
    BirReader reader = BirReader.standard();
    long t0 = System.nanoTime();
    Module m = reader.read(doc);
    long t1 = System.nanoTime();
    System.gc();
    long after = mem.getHeapMemoryUsage().getUsed();
    DocumentStats stats = DocumentStats.of(m);
    long t2 = System.nanoTime();
    new BirWriter(reader.codecs()).write(m, OutputStream.nullOutputStream(), WriteOptions.DEFAULT);
    long t3 = System.nanoTime();
    System.out.printf(
        "BIG-DOCUMENT size=%.1f MB instructions=%d read=%.1f s (%.1f MB/s) model-heap=%.1f MB"
            + " max-heap=%.0f MB write=%.1f s distinct-expr-nodes=%d wire-expr-nodes=%d%n",
        size / 1048576.0,
        stats.instructions(),
        (t1 - t0) / 1e9,
        size / 1048576.0 / ((t1 - t0) / 1e9),
        (after - before) / 1048576.0,
        Runtime.getRuntime().maxMemory() / 1048576.0,
        (t3 - t2) / 1e9,
        stats.distinctNodes(),
        stats.wireNodes());
    assertTrue(size >= TARGET);
    if (instructions >= 0) {
      assertEquals(instructions, stats.instructions());
    }
    assertTrue(Runtime.getRuntime().maxMemory() <= 600L << 20, "run with -Xmx512m");
  }
}
