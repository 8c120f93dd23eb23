package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.json.JsonValue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.testkit.docs.Documents;
import io.birj.verify.Verifier;
import io.birj.verify.report.CheckReport;
import io.birj.verify.report.SarifReport;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Related;
import io.birj.verify.result.Undecided;
import io.birj.verify.result.Verdict;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The verifier ({@code bir check}, docs/verifier.md) over generated documents (the property tests'
 * generator driven by the fuzzer, as in {@link GeneratedDocumentFuzzTest}), with fuzz-chosen
 * limits. The oracle:
 *
 * <ul>
 *   <li>{@code check} and {@code --footprint} never throw: a defect of the verifier shows as one;
 *   <li>the verdict is the one rule of docs/verifier.md over what the result lists, and the JSON
 *       report says the same verdict with the same places not modelled;
 *   <li>{@code clean} never where an access is not modelled: an operand of an instruction the
 *       document gives a runtime address ({@code register_ap}, {@code dynamic_ap_info}, an indirect
 *       argument, several or no {@code addrs}) or one inside a {@code DynamicForLoop} or {@code
 *       DoWhile}, unless a {@code Loop} of no iteration holds it (it never runs); found here by a
 *       walk of the model of its own, not by the verifier's;
 *   <li>every pointer of a finding, a related place and a place not modelled names a value of the
 *       document's own text.
 * </ul>
 */
class VerifierFuzzTest {
  private static final JsonFactory JSON = new JsonFactory();

  /** The work limit of the checks under the fuzzer: a tenth of the default. */
  static final long CAMPAIGN_WORK = Verifier.DEFAULT_MAX_WORK / 10;

  @FuzzTest(maxDuration = "5m")
  void checkNeverThrowsNorSaysCleanWhereAnAccessIsUnmodelled(FuzzedDataProvider data) {
    Documents.Doc d = Documents.document(new FuzzedChoices(data));
    Module m =
        LoaderFuzzTest.READER.read(
            new ByteArrayInputStream(d.json().getBytes(StandardCharsets.UTF_8)), "generated");
    // The instance limit is small (1 to 200) or the default; the work limit a tenth of the
    // default: the default bounds a check to about a second uninstrumented, but Jazzer's
    // instrumentation makes a check 20 or more times slower (a seed of 135,002 instances passed
    // libFuzzer's 10 s with the default at a load average of about 12), and the limit's behaviour
    // (undecided past it, bounds still checked) is the same at any number.
    Verifier v = Verifier.standard().maxWork(CAMPAIGN_WORK);
    if (data.consumeBoolean()) {
      v = v.maxInstances(data.consumeLong(1, 200));
    }
    if (data.consumeBoolean()) {
      v = v.maxFindings(data.consumeInt(1, 3));
    }
    CheckResult r;
    try {
      r = v.check(m);
    } catch (RuntimeException | StackOverflowError e) {
      throw Oracle.finding("check threw\n" + d, e);
    }
    verdictFollowsTheRule(r, d);
    String unmodelled = firstUnmodelledAccess(m);
    if (r.verdict() == Verdict.CLEAN && unmodelled != null) {
      throw Oracle.finding("clean although the access at " + unmodelled + " is not modelled\n" + d);
    }
    reportSaysTheSame(r, d);
    pointersExist(r, JsonPointers.parse(d.json()), d);
    footprintOfOneOperand(v, m, data, d);
  }

  private static void verdictFollowsTheRule(CheckResult r, Documents.Doc d) {
    Verdict expected;
    if (!r.findings().isEmpty() || r.coverage().findingsOmitted() > 0) {
      expected = Verdict.FINDINGS;
    } else {
      expected = r.undecided().isEmpty() ? Verdict.CLEAN : Verdict.UNDECIDED;
    }
    if (r.verdict() != expected) {
      throw Oracle.finding(
          "verdict "
              + r.verdict()
              + " with "
              + r.findings().size()
              + " findings ("
              + r.coverage().findingsOmitted()
              + " omitted) and "
              + r.undecided().size()
              + " places not modelled\n"
              + d);
    }
  }

  /** The JSON report ({@code bir check --json}) and SARIF write; the JSON says the same. */
  private static void reportSaysTheSame(CheckResult r, Documents.Doc d) {
    StringWriter text = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(text)) {
      CheckReport.write(g, r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try (JsonGenerator g = JSON.createGenerator(new StringWriter())) {
      SarifReport.write(g, List.of(new SarifReport.Document("generated.json", r)), "fuzz");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    JsonValue report = JsonPointers.parse(text.toString());
    String verdict = ((JsonValue.JsonString) member(report, "verdict")).value();
    int undecided = ((JsonValue.JsonArray) member(report, "undecided")).items().size();
    int findings = ((JsonValue.JsonArray) member(report, "findings")).items().size();
    if (!verdict.equals(r.verdict().spelling())
        || undecided != r.undecided().size()
        || findings != r.findings().size()) {
      throw Oracle.finding("the JSON report differs from the result: " + text + "\n" + d);
    }
    if (verdict.equals("clean") && (undecided > 0 || findings > 0)) {
      throw Oracle.finding("the report says clean and lists places: " + text + "\n" + d);
    }
  }

  private static JsonValue member(JsonValue o, String key) {
    for (JsonValue.Member m : ((JsonValue.JsonObject) o).members()) {
      if (m.key().equals(key)) {
        return m.value();
      }
    }
    throw Oracle.finding("the JSON report has no " + key);
  }

  private static void pointersExist(CheckResult r, JsonValue doc, Documents.Doc d) {
    List<String> pointers = new ArrayList<>();
    for (Finding f : r.findings()) {
      pointers.add(f.pointer());
      for (Related x : f.related()) {
        pointers.add(x.pointer());
      }
    }
    // The last entry past the limit counts the rest; it names no place of its own.
    for (Undecided u : r.undecided()) {
      if (r.undecided().size() < Verifier.MAX_UNDECIDED
          || u != r.undecided().get(r.undecided().size() - 1)) {
        pointers.add(u.pointer());
      }
    }
    // each pointer resolved once: many findings and places share one
    for (String p : new java.util.LinkedHashSet<>(pointers)) {
      if (!JsonPointers.resolves(doc, p)) {
        throw Oracle.finding("a pointer of the result is not in the document: " + p + "\n" + d);
      }
    }
  }

  /** {@code bir check --footprint} of one operand the fuzzer picks. */
  private static void footprintOfOneOperand(
      Verifier v, Module m, FuzzedDataProvider data, Documents.Doc d) {
    List<String> operands = new ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void operand(DocPointer at, Operand op) {
            operands.add(at.toString());
          }
        });
    if (operands.isEmpty()) {
      return;
    }
    String p = operands.get(data.consumeInt(0, operands.size() - 1));
    try {
      v.footprint(m, p);
    } catch (RuntimeException | StackOverflowError e) {
      throw Oracle.finding("footprint of " + p + " threw\n" + d, e);
    }
  }

  /**
   * The pointer of the first operand whose place docs/verifier.md says is known only at run time,
   * or null. Written from the document's terms, independently of the verifier's own checks.
   */
  static String firstUnmodelledAccess(Module m) {
    String[] first = {null};
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          int dynamicDepth;
          boolean neverRuns;

          @Override
          public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
            dynamicDepth = 0;
            neverRuns = false;
            for (var h : where.holders()) {
              if (h instanceof DynamicForLoop || h instanceof DoWhile) {
                dynamicDepth++;
              }
              // A Loop of no iteration (lb at or past ub, a positive stride): its body never
              // runs, so it makes no access, modelled or not.
              if (h instanceof Loop l
                  && l.axis() != null
                  && l.axis().stride() > 0
                  && l.axis().lb() >= l.axis().ub()) {
                neverRuns = true;
              }
            }
          }

          @Override
          public void operand(DocPointer at, Operand op) {
            if (first[0] == null
                && !neverRuns
                && !op.isImmediate()
                && unmodelled(op, dynamicDepth > 0)) {
              first[0] = at.toString();
            }
          }
        });
    return first[0];
  }

  private static boolean unmodelled(Operand op, boolean underDynamicLoop) {
    if (op instanceof RegisterAp) {
      return true;
    }
    if (op instanceof PhysicalAp p) {
      return underDynamicLoop || p.dynamicApInfo() != null;
    }
    if (op instanceof SymbolicAp s) {
      return underDynamicLoop
          || s.addrs() == null
          || s.addrs().size() != 1
          || (s.tensorIndirectArgId() != null && s.tensorIndirectArgId() >= 0);
    }
    return false;
  }
}
