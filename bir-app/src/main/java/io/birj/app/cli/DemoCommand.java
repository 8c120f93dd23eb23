package io.birj.app.cli;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.app.docs.Documents;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.cli.text.Shown;
import io.birj.loader.ValidationResult;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprPrinter;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "The main job on the two sample documents shipped in the jar (a v2 compiler dump and a"
          + " legacy v1 one): validate and summarize both, convert v1 to v2, round-trip both,"
          + " and show a few expressions in text form.",
      "",
      "Example: bir demo"
    })
public final class DemoCommand implements Callable<Integer> {
  /** The bundled samples, as resources of the app jar. */
  static final String V2_SAMPLE = "samples/demo-v2.json";

  static final String V1_SAMPLE = "samples/demo-v1.json";

  private static final int EXPRESSIONS_SHOWN = 6;

  @Spec CommandSpec spec;

  @Inject Provider<Documents> documents;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    Documents docs = documents.get();
    byte[] v2 = resource(V2_SAMPLE);
    byte[] v1 = resource(V1_SAMPLE);
    boolean ok = true;

    out.println("birj demo: the bundled samples " + V2_SAMPLE + " and " + V1_SAMPLE);
    out.println();
    out.println("1. Validate");
    ok &= validate(out, docs, V2_SAMPLE, v2);
    ok &= validate(out, docs, V1_SAMPLE, v1);

    Module m2 = docs.read(v2, V2_SAMPLE);
    Module m1 = docs.read(v1, V1_SAMPLE);
    out.println();
    out.println("2. Statistics");
    StatsCommand.print(out, V2_SAMPLE, docs.stats(m2));
    StatsCommand.print(out, V1_SAMPLE, docs.stats(m1));

    out.println();
    out.println("3. Convert " + V1_SAMPLE + " to version 2");
    ByteArrayOutputStream converted = new ByteArrayOutputStream();
    docs.convert(m1, converted, WriteOptions.version(2), Converter.Policy.STRICT);
    Module back = docs.read(converted.toByteArray(), V1_SAMPLE + " as v2");
    boolean same = docs.diff(m1, back, 1).isEmpty();
    out.printf(
        Locale.ROOT,
        "  %d bytes of v1 -> %d bytes of v2; reads back %s%n",
        v1.length,
        converted.size(),
        same ? "to the same model" : "to a DIFFERENT model");
    ok &= same;

    out.println();
    out.println("4. Round trips");
    for (String name : List.of(V2_SAMPLE, V1_SAMPLE)) {
      byte[] doc = name.equals(V2_SAMPLE) ? v2 : v1;
      RoundTrip.Result r =
          RoundTrip.run(
              docs, docs.readDocument(doc, name), () -> new ByteArrayInputStream(doc), name);
      RoundtripCommand.print(out, "  ", name, r);
      ok &= r.survived() && r.stable();
    }

    out.println();
    out.println("5. Expressions in text form (" + V2_SAMPLE + ", the largest first)");
    for (Map.Entry<String, Expr> e : largestExpressions(m2)) {
      out.printf(
          Locale.ROOT,
          "  %s%n      %s%n",
          Display.CUT.pointer(e.getKey()),
          Shown.of(ExprPrinter.print(e.getValue(), 400), Shown.MESSAGE));
    }
    out.println();
    out.println(ok ? "demo: all steps passed" : "demo: a step FAILED (see above)");
    return ok ? ExitCodes.OK : ExitCodes.INVALID;
  }

  private static boolean validate(PrintWriter out, Documents docs, String name, byte[] doc) {
    ValidationResult r = docs.validate(new ByteArrayInputStream(doc), name, docs.maxErrors());
    out.printf(
        Locale.ROOT,
        "  %s: %s (%s, %s)%n",
        name,
        r.isValid() ? "valid" : "INVALID",
        plural(r.errors().size(), "error"),
        plural(r.warnings().size(), "warning"));
    r.diagnostics().forEach(d -> out.println("    " + Findings.line(Display.CUT, name, d)));
    return r.isValid();
  }

  /** The distinct expressions of {@code m} with the deepest trees, with where each first is. */
  private static List<Map.Entry<String, Expr>> largestExpressions(Module m) {
    Map<Expr, String> firstSeen = new IdentityHashMap<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void expr(DocPointer at, QuasiAffineExpr e) {
            firstSeen.putIfAbsent(e.expr(), at.toString());
          }
        });
    List<Map.Entry<String, Expr>> all = new ArrayList<>();
    firstSeen.forEach((e, p) -> all.add(Map.entry(p, e)));
    all.sort(
        Comparator.<Map.Entry<String, Expr>>comparingInt(e -> -e.getValue().depth())
            .thenComparing(Map.Entry::getKey));
    return all.subList(0, Math.min(EXPRESSIONS_SHOWN, all.size()));
  }

  private static String plural(int n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }

  static byte[] resource(String name) throws IOException {
    try (InputStream in = DemoCommand.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("the sample " + name + " is missing from the app jar");
      }
      return in.readAllBytes();
    }
  }
}
