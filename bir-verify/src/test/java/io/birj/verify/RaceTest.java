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
import org.junit.jupiter.api.Test;

class RaceTest {
  private static Kernel loadThenUse(String useExtra) {
    return Kernel.create()
        .instruction(op("load", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), ""))
        .instruction(
            op("use", "Activation", "Activation", sb(128, 512, 0), dram("out", 128, 0), useExtra));
  }

  @Test
  void aWriteThenAReadOnTwoEnginesOrderedByADependencyIsClean() {
    CheckResult r = loadThenUse("\"dependencies\": [[\"load\", \"Flow\"]]").check();
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
    assertTrue(r.findings().isEmpty());
  }

  @Test
  void theSameKernelWithoutTheDependencyIsARaceNamingBothInstructions() {
    CheckResult r = loadThenUse("").check();
    assertEquals(Verdict.FINDINGS, r.verdict());
    assertEquals(1, r.findings().size(), () -> r.findings().toString());
    Finding f = r.findings().get(0);
    assertEquals(Rule.RACE, f.rule());
    assertTrue(f.message().contains("\"load\"") && f.message().contains("\"use\""), f.message());
    assertTrue(f.message().contains("partition 0"), f.message());
    assertTrue(f.message().contains("[\"load\", \"Flow\"]"), f.message());
    assertEquals("/functions/0/blocks/0/instructions/1/ins/0", f.pointer());
    assertEquals("/functions/0/blocks/0/instructions/0/outs/0", f.related().get(0).pointer());
    assertTrue(f.line() > 0 && f.column() > 0);
  }

  @Test
  void twoInstructionsOfOneEngineAreOrderedByProgramOrder() {
    CheckResult r =
        Kernel.create()
            .instruction(op("load", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), ""))
            .instruction(op("use", "TensorCopy", "DVE", sb(128, 512, 0), dram("out", 128, 0), ""))
            .check();
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
  }

  @Test
  void disjointBytesDoNotRace() {
    CheckResult r =
        Kernel.create()
            .instruction(op("load", "TensorCopy", "DVE", dram("in", 64, 0), sb(64, 512, 0), ""))
            .instruction(
                op(
                    "load2",
                    "TensorCopy",
                    "Pool",
                    dram("in", 64, 32768),
                    sb(64, 512, 64 * 1024),
                    ""))
            .check();
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
  }

  @Test
  void twoWritesOfTheSameBytesOnTwoEnginesRace() {
    CheckResult r =
        Kernel.create()
            .instruction(op("a", "TensorCopy", "DVE", dram("in", 64, 0), sb(64, 512, 0), ""))
            .instruction(
                op("b", "TensorCopy", "Pool", dram("in", 64, 0), sb(1, 1, 63 * 1024 + 511), ""))
            .check();
    assertEquals(Verdict.FINDINGS, r.verdict());
    assertEquals(Rule.RACE, r.findings().get(0).rule());
    assertTrue(
        r.findings().get(0).message().contains("partition 63, bytes 1022..1023"),
        r.findings().get(0).message());
    assertTrue(r.findings().get(0).message().contains("\"Output\""));
  }

  @Test
  void aReadThenAnUnorderedWriteIsARaceWhoseEdgeIsAnAnti() {
    CheckResult r =
        Kernel.create()
            .instruction(op("load", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), ""))
            .instruction(
                op(
                    "use",
                    "Activation",
                    "Activation",
                    sb(128, 512, 0),
                    dram("out", 128, 0),
                    "\"dependencies\": [[\"load\", \"Flow\"]]"))
            .instruction(
                op(
                    "over",
                    "TensorCopy",
                    "Pool",
                    dram("in", 128, 0),
                    sb(128, 512, 0),
                    "\"dependencies\": [[\"load\", \"Output\"]]"))
            .check();
    assertEquals(Verdict.FINDINGS, r.verdict());
    assertEquals(1, r.findings().size(), () -> r.findings().toString());
    assertTrue(
        r.findings().get(0).message().contains("[\"use\", \"Anti\"]"),
        r.findings().get(0).message());
  }

  @Test
  void aBarrierOrdersEverythingBeforeItAgainstEverythingAfter() {
    CheckResult r =
        loadThenUse("")
            .instruction(op("x", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), ""))
            .check();
    assertEquals(Verdict.FINDINGS, r.verdict());
    Kernel k =
        Kernel.create()
            .instruction(op("load", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), ""))
            .instruction(op("bar", "AllEngineBarrier", "ALL", "", "", ""))
            .instruction(
                op("use", "Activation", "Activation", sb(128, 512, 0), dram("out", 128, 0), ""));
    CheckResult clean = k.check();
    assertEquals(Verdict.CLEAN, clean.verdict(), () -> clean.toString());
  }
}
