package io.birj.verify;

import static io.birj.verify.Kernel.dram;
import static io.birj.verify.Kernel.op;
import static io.birj.verify.Kernel.sb;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderingTest {
  private static List<Finding> of(Rule rule, CheckResult r) {
    return r.findings().stream().filter(f -> f.rule() == rule).toList();
  }

  private static String sync(String waits, String updates) {
    return "\"sync_info\": {"
        + (waits.isEmpty() ? "" : "\"on_wait\": [" + waits + "]")
        + (waits.isEmpty() || updates.isEmpty() ? "" : ", ")
        + (updates.isEmpty() ? "" : "\"on_update\": [" + updates + "]")
        + "}";
  }

  private static Kernel semaphoreKernel(long waitValue, long updateValue) {
    return Kernel.create()
        .instruction(
            op(
                "load",
                "TensorCopy",
                "DVE",
                dram("in", 128, 0),
                sb(128, 512, 0),
                sync("", "{\"id\": 3, \"update_value\": " + updateValue + "}")))
        .instruction(
            op(
                "use",
                "Activation",
                "Activation",
                sb(128, 512, 0),
                dram("out", 128, 0),
                sync("{\"from\": \"load\", \"id\": 3, \"wait_value\": " + waitValue + "}", "")));
  }

  @Test
  void aWaitOnTheUpdateOfTheWriterOrdersTheReader() {
    CheckResult r = semaphoreKernel(1, 1).check();
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
  }

  @Test
  void aWaitForMoreThanTheUpdatesBringNeverReturnsAndNamesTheUpdates() {
    CheckResult r = semaphoreKernel(2, 1).check();
    List<Finding> w = of(Rule.WAIT_NEVER_RETURNS, r);
    assertEquals(1, w.size(), () -> r.findings().toString());
    assertTrue(w.get(0).message().contains("waits for semaphore 3 to reach 2"), w.get(0).message());
    assertTrue(w.get(0).message().contains("bring it to 1"), w.get(0).message());
    assertEquals("/functions/0/blocks/0/instructions/0", w.get(0).related().get(0).pointer());
    assertEquals("/functions/0/blocks/0/instructions/1/sync_info", w.get(0).pointer());
    // the instruction behind the wait never runs: no race is claimed for it
    assertTrue(of(Rule.RACE, r).isEmpty(), () -> r.findings().toString());
  }

  @Test
  void aWaitForZeroReturnsAtOnceButOrdersNothing() {
    CheckResult r = semaphoreKernel(0, 1).check();
    assertEquals(1, of(Rule.RACE, r).size(), () -> r.findings().toString());
  }

  @Test
  void twoWaitsOnEachOthersUpdatesAreACycle() {
    CheckResult r =
        Kernel.create()
            .instruction(
                op(
                    "a",
                    "TensorCopy",
                    "DVE",
                    dram("in", 1, 0),
                    sb(1, 512, 0),
                    sync(
                        "{\"from\": \"b\", \"id\": 2, \"wait_value\": 1}",
                        "{\"id\": 1, \"update_value\": 1}")))
            .instruction(
                op(
                    "b",
                    "TensorCopy",
                    "Pool",
                    dram("in", 1, 0),
                    sb(1, 512, 1024),
                    sync(
                        "{\"from\": \"a\", \"id\": 1, \"wait_value\": 1}",
                        "{\"id\": 2, \"update_value\": 1}")))
            .check();
    List<Finding> c = of(Rule.WAIT_CYCLE, r);
    assertEquals(1, c.size(), () -> r.findings().toString());
    assertTrue(
        c.get(0).message().contains("\"a\"") && c.get(0).message().contains("\"b\""),
        c.get(0).message());
    assertTrue(of(Rule.WAIT_NEVER_RETURNS, r).isEmpty());
  }

  @Test
  void oneWaitOnTheOthersUpdateIsNoCycle() {
    // the twin of the cycle: "a" no longer waits for "b"
    CheckResult r =
        Kernel.create()
            .instruction(
                op(
                    "a",
                    "TensorCopy",
                    "DVE",
                    dram("in", 1, 0),
                    sb(1, 512, 0),
                    sync("", "{\"id\": 1, \"update_value\": 1}")))
            .instruction(
                op(
                    "b",
                    "TensorCopy",
                    "Pool",
                    dram("in", 1, 0),
                    sb(1, 512, 1024),
                    sync(
                        "{\"from\": \"a\", \"id\": 1, \"wait_value\": 1}",
                        "{\"id\": 2, \"update_value\": 1}")))
            .check();
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
  }

  @Test
  void aGroupResetStartsTheCountAgain() {
    Kernel k =
        Kernel.create()
            .instruction(
                op(
                    "load",
                    "TensorCopy",
                    "DVE",
                    dram("in", 128, 0),
                    sb(128, 512, 0),
                    sync("", "{\"id\": 3, \"update_value\": 1}")))
            .instruction(op("reset", "GroupResetSemaphores", "ALL", "", "", "\"sema_group\": [3]"))
            .instruction(
                op(
                    "use",
                    "Activation",
                    "Activation",
                    sb(128, 512, 0),
                    dram("out", 128, 0),
                    sync("{\"from\": \"load\", \"id\": 3, \"wait_value\": 1}", "")));
    CheckResult r = k.check();
    assertEquals(1, of(Rule.WAIT_NEVER_RETURNS, r).size(), () -> r.findings().toString());
  }

  @Test
  void aSemaphoreUpdatedFromTwoEnginesLeavesItsWaitsUndecided() {
    CheckResult r =
        semaphoreKernel(2, 1)
            .instruction(
                op(
                    "other",
                    "TensorCopy",
                    "Pool",
                    dram("in", 1, 0),
                    dram("out", 1, 0),
                    sync("", "{\"id\": 3, \"update_value\": 1}")))
            .check();
    assertTrue(of(Rule.WAIT_NEVER_RETURNS, r).isEmpty(), () -> r.findings().toString());
    assertTrue(
        r.undecided().stream().anyMatch(u -> u.reason().contains("more than one stream")),
        () -> r.undecided().toString());
    assertTrue(of(Rule.RACE, r).isEmpty(), "ordering incomplete: a race is only possible");
  }

  private static Kernel loop(String wExtra) {
    // Iteration i writes the tile at partition i mod 2 (DVE) and reads it back (Activation) after
    // a same-iteration dependency: iteration i + 2 writes what iteration i read.
    String at =
        "{\"kind\": \"symbolic_ap\", \"ap\": [[1024, 1], [1, 512]], \"dtype\": \"bfloat16\","
            + " \"memsetref\": \"tile_set\", \"addrs\": [{\"kind\": \"ModuloKind\", \"numer\":"
            + " {\"kind\": \"AffExprKind\", \"terms\": [{\"idx\": {\"kind\": \"AffIVKind\", \"axis\": \"i\"},"
            + " \"coeff\": 1024}], \"c\": 0}, \"denom\": 2048}]}";
    return Kernel.create()
        .instruction(
            "{\"name\": \"L\", \"opcode\": \"Loop\", \"engine\": \"SP\", \"LoopAxis\": {\"name\": \"i\","
                + " \"lb\": 0, \"ub\": 4, \"stride\": 1}, \"ins\": [], \"outs\": [], \"blocks\": [{\"name\": \"body\","
                + " \"instructions\": ["
                + op("w", "TensorCopy", "DVE", dram("in", 1, 0), at, wExtra)
                + ", "
                + op(
                    "r",
                    "Activation",
                    "Activation",
                    at,
                    dram("out", 1, 0),
                    "\"dependencies\": [[\"w\", \"Flow\"]]")
                + "]}]}");
  }

  @Test
  void aLoopWhoseIterationsAreOrderedByALoopCarriedEdgeIsClean() {
    CheckResult r = loop("\"loop_carried_dependencies\": [[\"r\", \"Anti\", [1]]]").check();
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
    assertEquals(8, r.coverage().instances());
    assertEquals(16, r.coverage().accesses());
  }

  @Test
  void withoutTheLoopCarriedEdgeALaterIterationsWriteRacesWithAWitnessPair() {
    CheckResult r = loop("").check();
    List<Finding> races = of(Rule.RACE, r);
    assertEquals(1, races.size(), () -> r.toString());
    String m = races.get(0).message();
    assertTrue(m.contains("\"r\" (Activation, i=0) reads"), m);
    assertTrue(m.contains("\"w\" (DVE, i=2) writes"), m);
    assertTrue(m.contains("[\"r\", \"Anti\", [2]]"), m);
  }
}
