package io.birj.bench;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link ReadWriteBenchmark} and prints birj's times next to Jackson's tree model on the same
 * bytes, with the ratios. Arguments: document size in MB (default 16).
 */
public final class Compare {
  private Compare() {}

  public static void main(String[] args) throws RunnerException {
    String mb = args.length > 0 ? args[0] : "16";
    Collection<RunResult> results =
        new Runner(
                new OptionsBuilder()
                    .include(ReadWriteBenchmark.class.getName())
                    .param("megabytes", mb)
                    .build())
            .run();
    Map<String, Double> ms = new HashMap<>();
    for (RunResult r : results) {
      String label = r.getParams().getBenchmark();
      ms.put(label.substring(label.lastIndexOf('.') + 1), r.getPrimaryResult().getScore());
    }
    System.out.printf("document: %s MB (synthetic v2)%n", mb);
    row("read ", ms.get("birjRead"), ms.get("jacksonReadTree"), Integer.parseInt(mb));
    row("write", ms.get("birjWrite"), ms.get("jacksonWriteTree"), Integer.parseInt(mb));
  }

  private static void row(String what, double birj, double jackson, int mb) {
    System.out.printf(
        "%s birj %8.1f ms (%6.1f MB/s)   jackson tree %8.1f ms (%6.1f MB/s)   birj/jackson %.2f%n",
        what, birj, mb * 1000 / birj, jackson, mb * 1000 / jackson, birj / jackson);
  }
}
