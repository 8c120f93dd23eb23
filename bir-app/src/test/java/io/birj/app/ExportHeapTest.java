package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.synth.Profile;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bir export of a directory of 50 documents (in the export-heap profile: a minute or more on a busy
 * machine), together larger than the heap of the JVM exporting them: documents go through a
 * document at a time per thread, so the heap needed is a few documents', not the batch's. {@code
 * -Dbirj.export.docKb=N} sets each document's size (420 KB by default, 21 MB in all; the heap is 20
 * MB). It runs the packaged app, as {@code ./bir} does, so it runs after {@code package}.
 */
class ExportHeapTest {
  private static final int DOCUMENTS = 50;
  private static final long HEAP_MB = 20;

  @TempDir Path dir;

  @Test
  void fifty_documents_larger_than_the_heap_together_export_in_it() throws Exception {
    long size = Long.getLong("birj.export.docKb", 420) << 10;
    Path in = Files.createDirectory(dir.resolve("dumps"));
    long total = 0;
    for (int i = 0; i < DOCUMENTS; i++) {
      Path doc = in.resolve(String.format("d%02d.json", i));
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(doc))) {
        Synth.write(new SynthSpec(i + 1, size, Profile.MIXED), out);
      }
      total += Files.size(doc);
    }
    assertTrue(total > HEAP_MB << 20, "the documents take " + total + " bytes");
    Path out = dir.resolve("tables");
    CliProcess.Result r =
        CliProcess.runPackaged(
            List.of("-Xmx" + HEAP_MB + "m"),
            "export",
            "--format",
            "parquet",
            "-o",
            out.toString(),
            in.toString());
    assertEquals(0, r.exitCode(), r.err());
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:");
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT count(*), count(DISTINCT document) FROM read_parquet('"
                    + out.resolve("documents.parquet")
                    + "')")) {
      rs.next();
      assertEquals(DOCUMENTS, rs.getLong(1));
      assertEquals(DOCUMENTS, rs.getLong(2));
    }
  }
}
