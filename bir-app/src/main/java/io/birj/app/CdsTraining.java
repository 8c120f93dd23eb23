package io.birj.app;

import io.birj.app.files.Trees;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The training run of {@code ./bir}'s class-data sharing archive: the one-shot commands run most,
 * on the sample document named, one after the other in this JVM (which the launcher starts with
 * {@code -XX:DumpLoadedClassList}), their output dropped. The archive then holds the classes each
 * of them loads, not only {@code validate}'s. {@code query} and {@code export} are trained too: no
 * archive holds DuckDB's native library, but its driver's classes and those of the JDK's flight
 * recorder that the driver starts are a sixth of a small query's CPU when loaded from the jars
 * (bir-bench/RESULTS.md, "Records, DuckDB's start and the archive's training").
 */
public final class CdsTraining {
  private CdsTraining() {}

  /**
   * The command lines of the training, on {@code sample}; what they write goes into {@code
   * scratch}.
   */
  static List<String[]> commands(String sample, Path scratch) {
    return List.of(
        new String[] {"validate", "-q", sample},
        new String[] {"stats", sample},
        new String[] {"diff", sample, sample},
        new String[] {"convert", "--to", "2", sample},
        new String[] {"convert", "--to", "1", "-o", scratch.resolve("v1.json").toString(), sample},
        new String[] {"roundtrip", sample},
        new String[] {"check", sample},
        new String[] {"show", sample},
        new String[] {"graph", sample},
        new String[] {"redact", sample},
        new String[] {"query", "select opcode, count(*) from instructions group by 1", sample},
        new String[] {
          "export", "--format", "parquet", "-o", scratch.resolve("tables").toString(), sample
        },
        new String[] {"expr", "(2*i + j + 3) floordiv 4"},
        new String[] {"expr", "--to", "1", "(2*i + 3) mod 8"},
        new String[] {"codecs"},
        new String[] {"explain", "BIRJ-E0601"},
        new String[] {"--help"});
  }

  /**
   * {@code CdsTraining SAMPLE [SCRATCH]}: {@link #run} in SCRATCH (made, then removed), or in a new
   * temporary directory; exit 0 whatever the commands say. A maker that may kill the training names
   * SCRATCH among its own files, so that nothing is left behind outside them.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1 && args.length != 2) {
      System.err.println("usage: CdsTraining SAMPLE.json [SCRATCH]");
      System.exit(2);
    }
    Path scratch =
        args.length == 2
            ? Files.createDirectories(Path.of(args[1]))
            : Files.createTempDirectory("bir-cds-training-");
    run(args[0], scratch);
  }

  /** Runs {@link #commands}, their output dropped, then removes {@code scratch} and its content. */
  static void run(String sample, Path scratch) throws IOException {
    try {
      for (String[] command : commands(sample, scratch)) {
        BirApp.run(
            command, OutputStream.nullOutputStream(), OutputStream.nullOutputStream(), Map.of());
      }
    } finally {
      Trees.remove(scratch);
    }
  }
}
