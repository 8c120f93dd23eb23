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

class BoundsTest {
  private static final String SB_CASE =
      "{\"Skind\": \"memory_location_set\", \"name\": \"%s_set\", \"kind\": \"Internal\", \"memorylocations\":"
          + " [{\"Skind\": \"memory_location\", \"name\": \"%s\", \"type\": \"SB\", \"addr\": %d, \"base\": %d,"
          + " \"dims\": [%d, %d]}]}";

  private static String access(String loc, String ap, long offset, String dtype) {
    return "{\"kind\": \"physical_ap\", \"ap\": "
        + ap
        + ", \"offset\": "
        + offset
        + ", \"dtype\": \""
        + dtype
        + "\", \"memref\": \""
        + loc
        + "\", \"memsetref\": \""
        + loc
        + "_set\"}";
  }

  private static List<Finding> of(Rule rule, CheckResult r) {
    return r.findings().stream().filter(f -> f.rule() == rule).toList();
  }

  @Test
  void aRowThatRunsPastItsPartitionIsOutOfBoundAsIssue829Says() {
    // TensorCopy AP [[4938,64],[1,1],[1,899]], offset 4050, SB<0,186728>(128x9876), 2-byte dtype.
    CheckResult r =
        Kernel.create()
            .allocation(String.format(SB_CASE, "t829", "t829", 186728, 0, 128, 9876))
            .instruction(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    access("t829", "[[4938, 64], [1, 1], [1, 899]]", 4050, "bfloat16"),
                    "",
                    ""))
            .check();
    List<Finding> out = of(Rule.OUT_OF_BOUND, r);
    assertEquals(1, out.size(), () -> r.findings().toString());
    String m = out.get(0).message();
    assertTrue(m.startsWith("Access pattern out of bound"), m);
    assertTrue(m.contains("element [0, 0, 888] is element 4938"), m);
    assertTrue(m.contains("holds 4938"), m);
    assertEquals(Verdict.FINDINGS, r.verdict());
    assertEquals("/functions/0/blocks/0/instructions/0/ins/0", out.get(0).pointer());
  }

  @Test
  void theSameRowOneElementShorterIsInBound() {
    CheckResult r =
        Kernel.create()
            .allocation(String.format(SB_CASE, "t829", "t829", 186728, 0, 128, 9876))
            .instruction(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    access("t829", "[[4938, 64], [1, 1], [1, 888]]", 4050, "bfloat16"),
                    "",
                    ""))
            .check();
    assertTrue(of(Rule.OUT_OF_BOUND, r).isEmpty(), () -> r.findings().toString());
  }

  @Test
  void partitionsPastTheLocationAreOutOfBoundByHowMany() {
    CheckResult r =
        Kernel.create()
            .instruction(op("cp", "TensorCopy", "DVE", sb(4, 512, 126 * 1024), "", ""))
            .check();
    List<Finding> out = of(Rule.OUT_OF_BOUND, r);
    assertEquals(1, out.size(), () -> r.findings().toString());
    assertTrue(
        out.get(0)
            .message()
            .contains("element [2, 0] is in partition 128, 1 past the last partition"),
        out.get(0).message());
  }

  @Test
  void aDramAccessPastTheEndOfItsLocationIsOutOfBound() {
    CheckResult r =
        Kernel.create()
            .instruction(op("cp", "TensorCopy", "DVE", dram("in", 129, 0), "", ""))
            .check();
    List<Finding> out = of(Rule.OUT_OF_BOUND, r);
    assertEquals(1, out.size(), () -> r.findings().toString());
    assertTrue(
        out.get(0).message().contains("element [128, 0] is element 65536"), out.get(0).message());
    assertTrue(out.get(0).message().contains("2 bytes past its end"), out.get(0).message());
  }

  @Test
  void issue600sAccessOf36PartitionsFromPartition48BreaksThePartitionStartRule() {
    // AP [[406,36],[1,1],[1,203]], offset 19488, SB<0,0>(84x1624), float32.
    CheckResult r =
        Kernel.create()
            .allocation(String.format(SB_CASE, "t600", "t600", 0, 0, 84, 1624))
            .instruction(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    access("t600", "[[406, 36], [1, 1], [1, 203]]", 19488, "float32"),
                    "",
                    ""))
            .check();
    assertTrue(of(Rule.OUT_OF_BOUND, r).isEmpty(), () -> r.findings().toString());
    List<Finding> rule = of(Rule.PARTITION_START, r);
    assertEquals(1, rule.size(), () -> r.findings().toString());
    assertEquals(
        "Pattern accesses 36 (> 32) partitions starting at partition 48", rule.get(0).message());
    assertTrue(!rule.get(0).isError());
    assertEquals(Verdict.FINDINGS, r.verdict());
  }

  @Test
  void thePartitionStartRuleCountsTheBaseAndSparesDma() {
    String loc = String.format(SB_CASE, "q", "q", 0, 32, 96, 1624);
    String a = access("q", "[[406, 48], [1, 203]]", 0, "float32");
    CheckResult compute =
        Kernel.create()
            .allocation(loc)
            .instruction(op("cp", "TensorCopy", "DVE", a, "", ""))
            .check();
    assertEquals(
        "Pattern accesses 48 (> 32) partitions starting at partition 32",
        of(Rule.PARTITION_START, compute).get(0).message());
    CheckResult dma =
        Kernel.create().allocation(loc).instruction(op("cp", "DMACopy", "SP", a, "", "")).check();
    assertTrue(of(Rule.PARTITION_START, dma).isEmpty(), () -> dma.findings().toString());
  }

  @Test
  void theSame36PartitionsFromPartition64AreWithinThePartitionStartRule() {
    // the twin of issue 600's access: one offset moved to start at partition 64
    CheckResult r =
        Kernel.create()
            .allocation(String.format(SB_CASE, "t600", "t600", 0, 0, 128, 1624))
            .instruction(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    access("t600", "[[406, 36], [1, 1], [1, 203]]", 64 * 406, "float32"),
                    "",
                    ""))
            .check();
    assertTrue(of(Rule.PARTITION_START, r).isEmpty(), () -> r.findings().toString());
    assertTrue(of(Rule.OUT_OF_BOUND, r).isEmpty(), () -> r.findings().toString());
  }
}
