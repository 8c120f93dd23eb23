package io.birj.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One work limit bounds the whole check (docs/verifier.md, the work limit): running each function's
 * program, its clocks, the memory model and the findings made all count against it, across all the
 * functions of a document, so a small document cannot make a check of many seconds; what is cut
 * short is {@code undecided}, never {@code clean}.
 */
class CheckWorkLimitTest {

  /** An instruction of no operand on {@code engine}, with extra keys (or ""). */
  private static String nop(String name, String engine, String extra) {
    return "{\"name\": \""
        + name
        + "\", \"opcode\": \"Nop\", \"engine\": \""
        + engine
        + "\", \"ins\": [], \"outs\": []"
        + (extra.isEmpty() ? "" : ", " + extra)
        + "}";
  }

  /** A Loop {@code i} of {@code iterations} around {@code body}. */
  private static String loop(String name, long iterations, String body) {
    return "{\"name\": \""
        + name
        + "\", \"opcode\": \"Loop\", \"engine\": \"SP\", \"LoopAxis\": {\"name\": \"i\", \"lb\": 0,"
        + " \"ub\": "
        + iterations
        + ", \"stride\": 1}, \"ins\": [], \"outs\": [], \"blocks\": [{\"name\": \"b"
        + name
        + "\", \"instructions\": ["
        + body
        + "]}]}";
  }

  /** A document of one function per element of {@code functions} (its instructions). */
  private static Module document(List<String> functions) {
    List<String> fs = new ArrayList<>();
    for (int f = 0; f < functions.size(); f++) {
      fs.add(
          "{\"name\": \"f"
              + f
              + "\", \"allocations\": [], \"blocks\": [{\"name\": \"B\", \"instructions\": ["
              + functions.get(f)
              + "]}]}");
    }
    String json = "{\"version\": 2, \"functions\": [" + String.join(", ", fs) + "]}";
    return BirReader.standard()
        .read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc.json");
  }

  private static boolean undecidedSays(CheckResult r, String words) {
    return r.undecided().stream().anyMatch(u -> u.reason().contains(words));
  }

  @Test
  void runningALoopsInstancesCountsAgainstTheWorkLimit() {
    Module m = document(List.of(loop("L", 10_000, nop("n", "DVE", ""))));
    assertEquals(Verdict.CLEAN, Verifier.standard().check(m).verdict());
    CheckResult r = Verifier.standard().maxWork(5_000).check(m);
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "reached its work limit (5000 steps)"), () -> r.toString());
    assertEquals("/functions/0", r.undecided().get(0).pointer(), () -> r.toString());
  }

  @Test
  void aLoopOfATrillionIterationsThatMakeNoInstanceStopsAtTheWorkLimit() {
    // its body is an empty loop: no instance, so the instance limit never stopped it (it ran for
    // as long as its axis said, hours)
    Module m = document(List.of(loop("L", 1_000_000_000_000L, loop("E", 0, ""))));
    CheckResult r =
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Verifier.standard().check(m));
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "work limit"), () -> r.toString());
  }

  @Test
  void theFunctionsOfADocumentShareOneWorkLimit() {
    // each function alone fits the limit, the four together do not: the first ones are run, the
    // later ones are cut short and say so
    String f = loop("L", 3_000, nop("n", "DVE", ""));
    Module m = document(List.of(f, f, f, f));
    CheckResult alone = Verifier.standard().maxWork(20_000).check(document(List.of(f)));
    assertEquals(Verdict.CLEAN, alone.verdict(), () -> alone.toString());
    CheckResult r = Verifier.standard().maxWork(20_000).check(m);
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "work limit (20000 steps)"), () -> r.toString());
    assertTrue(r.coverage().instances() >= 3_000, () -> r.coverage().toString());
    assertTrue(r.coverage().instances() < 12_000, () -> r.coverage().toString());
    assertTrue(
        r.undecided().stream().noneMatch(u -> u.pointer().equals("/functions/0")),
        () -> r.toString());
    assertTrue(
        r.undecided().stream().anyMatch(u -> u.pointer().equals("/functions/3")),
        () -> r.toString());
  }

  @Test
  void theClocksOfManyStreamsCountAgainstTheWorkLimit() {
    // a vector clock per instance holds one entry per stream: 2,200 instances on 201 streams
    // are 442,200 entries, past the limit although the instances alone are not
    StringBuilder f = new StringBuilder();
    for (int e = 0; e < 200; e++) {
      f.append(nop("e" + e, "E" + e, "")).append(", ");
    }
    f.append(loop("L", 2_000, nop("n", "DVE", "")));
    Module m = document(List.of(f.toString()));
    assertEquals(Verdict.CLEAN, Verifier.standard().check(m).verdict());
    CheckResult r = Verifier.standard().maxWork(100_000).check(m);
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "work limit (100000 steps)"), () -> r.toString());
    assertTrue(undecidedSays(r, "orderings"), () -> r.toString());
  }

  @Test
  void aWaitInALoopThatNeverReturnsIsOneFindingThatCountsItsInstances() {
    Module m =
        document(
            List.of(
                loop(
                    "L",
                    1_000,
                    nop(
                        "w",
                        "DVE",
                        "\"sync_info\": {\"on_wait\": [{\"id\": 1, \"wait_value\": 1}]}"))));
    CheckResult r = Verifier.standard().check(m);
    List<Finding> w =
        r.findings().stream().filter(x -> x.rule() == Rule.WAIT_NEVER_RETURNS).toList();
    assertEquals(1, w.size(), () -> r.findings().size() + " findings: " + r.findings().get(0));
    assertEquals(0, r.coverage().findingsOmitted());
    assertTrue(w.get(0).message().contains("(in iteration i=0)"), w.get(0).message());
    assertTrue(w.get(0).message().contains("999 later instances"), w.get(0).message());
  }

  @Test
  void theDefaultVerifierRunsAtMostItsWorkLimitOfInstancesOverAllFunctions() {
    // ten functions of a million instances each: before, each was run (ten million instances,
    // seconds per function), because each function had limits of its own
    String f = loop("L", 1_000_000, nop("n", "DVE", ""));
    List<String> fs = new ArrayList<>();
    for (int k = 0; k < 10; k++) {
      fs.add(f);
    }
    CheckResult r = Verifier.standard().check(document(fs));
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.undecided().toString());
    assertTrue(
        r.coverage().instances() <= Verifier.DEFAULT_MAX_WORK, () -> r.coverage().toString());
    assertTrue(undecidedSays(r, "work limit"), () -> r.undecided().toString());
  }

  @Test
  void theDefaultBudgetIsAMillionStepsAndAThousandForEachInstruction() {
    Module m = document(List.of(loop("L", 3, nop("n", "DVE", "")), nop("m", "DVE", "")));
    assertEquals(
        Verifier.DEFAULT_MAX_WORK + 3 * Verifier.WORK_PER_INSTRUCTION, Verifier.defaultWork(m));
  }

  @Test
  void aDocumentOfManyFunctionsIsCheckedWholeWithTheDefaultBudget() {
    // 300 functions of a loop of 100 iterations over 10 instructions: about 1.5 million steps in
    // all, more than a fixed budget of a million, well within the one scaled to the document.
    List<String> functions = new ArrayList<>();
    for (int f = 0; f < 300; f++) {
      List<String> body = new ArrayList<>();
      for (int n = 0; n < 10; n++) {
        body.add(nop("n" + n, "DVE", ""));
      }
      functions.add(loop("L", 100, String.join(", ", body)));
    }
    Module m = document(functions);
    CheckResult fixed = Verifier.standard().maxWork(Verifier.DEFAULT_MAX_WORK).check(m);
    assertTrue(undecidedSays(fixed, "reached its work limit"), () -> fixed.toString());
    CheckResult r = Verifier.standard().check(m);
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.undecided().toString());
  }
}
