package io.birj.bench;

import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the benchmarks on one document size and prints Markdown tables of times and of ratios to the
 * reference measured in the same run: {@code Report MEGABYTES HEAP WARMUPS ITERATIONS [PARTS]} (no
 * arguments: {@code 10 2g 3 5}), parts a comma list of {@code load,write,check,cbor,expr} (default
 * all). {@code run.sh} calls it once per size.
 */
public final class Report {
  private Report() {}

  /**
   * One part of the report: its benchmark class and the table made of its scores (and the document
   * size, -1 for a part that reads no document).
   */
  private record Part(
      String name,
      Class<?> benchmark,
      boolean perDocument,
      BiFunction<Map<String, Double>, Integer, String> table) {}

  private static final List<Part> PARTS =
      List.of(
          new Part("load", LoadBenchmark.class, true, Report::load),
          new Part("write", WriteBenchmark.class, true, Report::write),
          new Part("check", CheckBenchmark.class, true, Report::check),
          new Part("cbor", CborBenchmark.class, true, Report::cbor),
          new Part("expr", ExprBenchmark.class, false, (us, mb) -> expr(us)));

  public static void main(String[] args) throws RunnerException {
    if (args.length == 0) {
      // -Pbench: the suite on a 10 MB document, quickly.
      args = new String[] {"10", "2g", "3", "5"};
    }
    int megabytes = Integer.parseInt(args[0]);
    String heap = args[1];
    int warmups = Integer.parseInt(args[2]);
    int iterations = Integer.parseInt(args[3]);
    List<String> parts =
        List.of((args.length > 4 ? args[4] : "load,write,check,cbor,expr").split(","));
    StringBuilder md = new StringBuilder();
    for (Part p : PARTS) {
      if (parts.contains(p.name())) {
        int mb = p.perDocument() ? megabytes : -1;
        Map<String, Double> scores =
            run(p.benchmark(), mb, p.perDocument() ? heap : "1g", warmups, iterations);
        md.append(p.table().apply(scores, mb));
      }
    }
    System.out.println();
    System.out.print(md);
  }

  /** Runs one benchmark class; scores by {@code method/param}, where param is its first param. */
  private static Map<String, Double> run(
      Class<?> benchmark, int megabytes, String heap, int warmups, int iterations)
      throws RunnerException {
    ChainedOptionsBuilder o =
        new OptionsBuilder()
            .include(benchmark.getName() + "\\.")
            .forks(1)
            .jvmArgsAppend("-Xmx" + heap, "-Xss4m")
            .warmupIterations(warmups)
            .measurementIterations(iterations)
            .shouldFailOnError(true);
    if (megabytes > 0) {
      o.param("megabytes", String.valueOf(megabytes));
    }
    String docs = System.getProperty("birj.bench.docs");
    if (docs != null) {
      o.jvmArgsAppend("-Dbirj.bench.docs=" + docs);
    }
    Collection<RunResult> results = new Runner(o.build()).run();
    Map<String, Double> scores = new HashMap<>();
    for (RunResult r : results) {
      String label = r.getParams().getBenchmark();
      String method = label.substring(label.lastIndexOf('.') + 1);
      String param =
          r.getParams().getParam("profile") != null
              ? r.getParams().getParam("profile")
              : r.getParams().getParam("corpus");
      scores.put(method + "/" + param, r.getPrimaryResult().getScore());
    }
    return scores;
  }

  static String check(Map<String, Double> ms, int mb) {
    Double check = ms.get("birjCheck/mixed");
    Double load = ms.get("birjLoad/mixed");
    if (check == null || load == null) {
      return "";
    }
    return oneRow(
        "Check, " + mb + " MB, mixed (ms; the check of a loaded model next to its load)",
        millis("birj check", check),
        millis("birj load", load),
        ratio("check / load (≤ 2.0)", check / load));
  }

  private static String load(Map<String, Double> ms, int mb) {
    StringBuilder s = new StringBuilder();
    s.append(
        String.format(
            Locale.ROOT,
            "#### Load, %d MB (ms per load; ratios to the references of the same run)%n%n"
                + "| profile | birj load | token scan | Jackson readTree | birj / scan (≤ 2.0)"
                + " | birj / readTree (≤ 0.3) | birj MB/s |%n"
                + "|---|---:|---:|---:|---:|---:|---:|%n",
            mb));
    for (String p : List.of("mixed", "sorted", "expressions")) {
      Double birj = ms.get("birjLoad/" + p);
      Double scan = ms.get("tokenScan/" + p);
      Double tree = ms.get("jacksonReadTree/" + p);
      if (birj == null) {
        continue;
      }
      s.append(
          String.format(
              Locale.ROOT,
              "| %s | %.0f | %.0f | %.0f | %.2f | %.2f | %.0f |%n",
              p,
              birj,
              scan,
              tree,
              birj / scan,
              birj / tree,
              mb * 1000 / birj));
    }
    Double mixed = ms.get("birjLoad/mixed");
    Double sorted = ms.get("birjLoad/sorted");
    if (mixed != null && sorted != null) {
      s.append(String.format(Locale.ROOT, "%nsorted / mixed (≤ 1.1): %.2f%n%n", sorted / mixed));
    }
    return s.toString();
  }

  static String write(Map<String, Double> ms, int mb) {
    double birj = ms.get("birjWrite/mixed");
    double copy = ms.get("tokenCopy/mixed");
    double tree = ms.get("jacksonWriteTree/mixed");
    return oneRow(
        "Write v2, " + mb + " MB, mixed (ms per write)",
        millis("birj write", birj),
        millis("token-for-token copy", copy),
        millis("Jackson writeTree", tree),
        ratio("birj / copy (≤ 1.5)", birj / copy),
        ratio("birj / writeTree", birj / tree));
  }

  static String cbor(Map<String, Double> ms, int mb) {
    double json = ms.get("birjLoadJson/mixed");
    double cbor = ms.get("birjLoadCbor/mixed");
    return oneRow(
        "CBOR twin, " + mb + " MB of JSON, mixed (ms per load)",
        millis("birj load JSON", json),
        millis("birj load CBOR", cbor),
        ratio("CBOR / JSON", cbor / json));
  }

  /** A column of a one-row table: its head and its cell. */
  private record Column(String head, String cell) {}

  /** Milliseconds, to the whole millisecond. */
  private static Column millis(String head, double ms) {
    return new Column(head, String.format(Locale.ROOT, "%.0f", ms));
  }

  /** A ratio of two times, to two decimals. */
  private static Column ratio(String head, double ratio) {
    return new Column(head, String.format(Locale.ROOT, "%.2f", ratio));
  }

  /** A Markdown table of one row of numbers (right-aligned) under a heading. */
  private static String oneRow(String heading, Column... columns) {
    StringBuilder heads = new StringBuilder("|");
    StringBuilder rule = new StringBuilder("|");
    StringBuilder cells = new StringBuilder("|");
    for (Column c : columns) {
      heads.append(' ').append(c.head()).append(" |");
      rule.append("---:|");
      cells.append(' ').append(c.cell()).append(" |");
    }
    String n = System.lineSeparator();
    return "#### " + heading + n + n + heads + n + rule + n + cells + n + n;
  }

  private static String expr(Map<String, Double> us) {
    StringBuilder s = new StringBuilder();
    s.append(
        "#### Expressions (wire nodes per second, millions)\n\n"
            + "| corpus | codec | wire nodes | read | write |\n|---|---|---:|---:|---:|\n");
    List<String> corpora = new ArrayList<>(List.of("flat-v1", "flat-v2", "nested-v2"));
    for (String c : corpora) {
      String shape = c.substring(0, c.indexOf('-'));
      long nodes = ExprCorpus.wireNodes(ExprCorpus.make(shape, new PelicanContext()));
      Double read = us.get("read/" + c);
      Double write = us.get("write/" + c);
      s.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %d | %.1f | %.1f |%n",
              shape,
              c.substring(c.indexOf('-') + 1),
              nodes,
              nodes / read,
              nodes / write));
    }
    return s.append('\n').toString();
  }
}
