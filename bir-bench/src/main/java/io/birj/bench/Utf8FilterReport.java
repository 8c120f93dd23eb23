package io.birj.bench;

import java.util.HashMap;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link Utf8FilterBenchmark} and prints, for each text, the raw stream's and the strict
 * filter's MB/s when drained and when parsed by jackson, with the ratios.
 */
public final class Utf8FilterReport {
  private Utf8FilterReport() {}

  public static void main(String[] args) throws RunnerException {
    Map<String, Double> ms = new HashMap<>();
    for (RunResult r :
        new Runner(new OptionsBuilder().include(Utf8FilterBenchmark.class.getName()).build())
            .run()) {
      String label = r.getParams().getBenchmark();
      String key =
          r.getParams().getParam("text") + "." + label.substring(label.lastIndexOf('.') + 1);
      ms.put(key, r.getPrimaryResult().getScore());
    }
    for (String text : new String[] {"document", "multilingual"}) {
      System.out.printf("%s (%d MB)%n", text, Utf8FilterBenchmark.MEGABYTES);
      row("drain", ms.get(text + ".drainRaw"), ms.get(text + ".drainStrict"));
      row("parse", ms.get(text + ".parseRaw"), ms.get(text + ".parseStrict"));
    }
  }

  private static void row(String what, double raw, double strict) {
    double mb = Utf8FilterBenchmark.MEGABYTES * 1000.0;
    System.out.printf(
        "  %s  raw %8.1f ms (%7.1f MB/s)   strict %8.1f ms (%7.1f MB/s)   strict/raw %.2f%n",
        what, raw, mb / raw, strict, mb / strict, strict / raw);
  }
}
