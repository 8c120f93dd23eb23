package io.birj.bench;

import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link WideExprBenchmark} and prints each operation's time per term at each width, so that
 * linear work shows as a flat row. Arguments: the widths (default 10000 100000 1000000).
 */
public final class WideExprReport {
  private WideExprReport() {}

  public static void main(String[] args) throws RunnerException {
    String[] widths = args.length > 0 ? args : new String[] {"10000", "100000", "1000000"};
    Map<String, Map<Integer, Double>> nsPerTerm = new TreeMap<>();
    for (RunResult r :
        new Runner(
                new OptionsBuilder()
                    .include(WideExprBenchmark.class.getName())
                    .param("terms", widths)
                    .build())
            .run()) {
      String label = r.getParams().getBenchmark();
      String op = label.substring(label.lastIndexOf('.') + 1);
      int terms = Integer.parseInt(r.getParams().getParam("terms"));
      double micros = r.getPrimaryResult().getScore();
      nsPerTerm.computeIfAbsent(op, k -> new TreeMap<>()).put(terms, micros * 1000 / terms);
    }
    StringBuilder header = new StringBuilder(String.format("%-16s", "ns/term"));
    for (String w : widths) {
      header.append(String.format("%12s", w + " t"));
    }
    System.out.println(header);
    nsPerTerm.forEach(
        (op, row) -> {
          StringBuilder line = new StringBuilder(String.format("%-16s", op));
          row.values().forEach(v -> line.append(String.format("%12.1f", v)));
          System.out.println(line);
        });
  }
}
