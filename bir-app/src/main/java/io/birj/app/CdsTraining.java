package io.birj.app;

import java.io.OutputStream;
import java.util.List;
import java.util.Map;

/**
 * The training run of {@code ./bir}'s class-data sharing archive: the one-shot commands run most,
 * on the sample document named, one after the other in this JVM (which the launcher starts with
 * {@code -XX:DumpLoadedClassList}), their output dropped. The archive then holds the classes each
 * of them loads, not only {@code validate}'s. Not {@code query} or {@code export}: DuckDB's start
 * is its native library, which no archive holds.
 */
public final class CdsTraining {
  private CdsTraining() {}

  /** The command lines of the training, on {@code sample}. */
  static List<String[]> commands(String sample) {
    return List.of(
        new String[] {"validate", "-q", sample},
        new String[] {"stats", sample},
        new String[] {"diff", sample, sample},
        new String[] {"convert", "--to", "2", sample},
        new String[] {"roundtrip", sample},
        new String[] {"check", sample},
        new String[] {"show", sample},
        new String[] {"graph", sample},
        new String[] {"redact", sample},
        new String[] {"expr", "(2*i + j + 3) floordiv 4"},
        new String[] {"expr", "--to", "1", "(2*i + 3) mod 8"},
        new String[] {"codecs"},
        new String[] {"explain", "BIRJ-E0601"},
        new String[] {"--help"});
  }

  /** {@code CdsTraining SAMPLE}: runs {@link #commands}; the exit status is 0 whatever they say. */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: CdsTraining SAMPLE.json");
      System.exit(2);
    }
    for (String[] command : commands(args[0])) {
      BirApp.run(
          command, OutputStream.nullOutputStream(), OutputStream.nullOutputStream(), Map.of());
    }
  }
}
