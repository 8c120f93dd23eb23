package io.birj.verify;

import static io.birj.verify.Kernel.dram;
import static io.birj.verify.Kernel.op;
import static io.birj.verify.Kernel.sb;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.testkit.Sample;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

class HonestVerdictTest {
  private static final String LOAD =
      op("load", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), "");

  private static boolean undecidedSays(CheckResult r, String words) {
    return r.undecided().stream().anyMatch(u -> u.reason().contains(words));
  }

  @Test
  void aCheckPastTheMemoryModelsWorkLimitIsUndecidedNotClean() {
    Kernel k =
        Kernel.create()
            .instruction(LOAD)
            .instruction(
                op(
                    "use",
                    "Activation",
                    "Activation",
                    Kernel.sb(128, 512, 0),
                    dram("out", 128, 0),
                    "\"dependencies\": [[\"load\", \"Flow\"]]"));
    Module m = k.read();
    assertEquals(Verdict.CLEAN, Verifier.standard().check(m).verdict());
    CheckResult r = Verifier.standard().maxWork(1).check(m);
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "work limit"), () -> r.undecided().toString());
  }

  @Test
  void aRuntimeAddressIsNeverClean() {
    String regAp =
        "{\"kind\": \"register_ap\", \"ap\": [[1024, 128], [1, 64]], \"dtype\": \"bfloat16\","
            + " \"memsetref\": \"tile_set\", \"regref\": \"r0\"}";
    CheckResult r =
        Kernel.create()
            .allocation("{\"Skind\": \"register\", \"name\": \"r0\"}")
            .instruction(LOAD)
            .instruction(
                op(
                    "use",
                    "Activation",
                    "Activation",
                    regAp,
                    dram("out", 128, 0),
                    "\"dependencies\": [[\"load\", \"Flow\"]]"))
            .check();
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "register_ap"), () -> r.undecided().toString());
    assertEquals("/functions/0/blocks/0/instructions/1/ins/0", r.undecided().get(0).pointer());
  }

  @Test
  void anIndirectAccessIsNeverClean() {
    String gather =
        "{\"kind\": \"physical_ap\", \"ap\": [[1024, 128], [1, 512]], \"offset\": 0, \"dtype\": \"bfloat16\","
            + " \"memref\": \"tile\", \"memsetref\": \"tile_set\", \"dynamic_ap_info\": {\"indirect_dim\": \"W\","
            + " \"offset_expr\": {\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 0}}}";
    CheckResult r =
        Kernel.create()
            .instruction(LOAD)
            .instruction(
                op(
                    "use",
                    "Activation",
                    "Activation",
                    gather,
                    dram("out", 128, 0),
                    "\"dependencies\": [[\"load\", \"Flow\"]]"))
            .check();
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "dynamic_ap_info"));
  }

  @Test
  void aCallOrADynamicLoopIsNotModelledAndSaysSo() {
    CheckResult call = Kernel.create().instruction(op("c", "Call", "SP", "", "", "")).check();
    assertEquals(Verdict.UNDECIDED, call.verdict());
    assertTrue(undecidedSays(call, "a Call"));
  }

  @Test
  void aRaceFoundWhileSomethingThatMayOrderItIsNotModelledIsOnlyPossible() {
    CheckResult r =
        Kernel.create()
            .instruction(LOAD)
            .instruction(op("c", "Call", "SP", "", "", ""))
            .instruction(
                op("use", "Activation", "Activation", sb(128, 512, 0), dram("out", 128, 0), ""))
            .check();
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(
        undecidedSays(r, "possible conflict of \"use\" with \"load\""),
        () -> r.undecided().toString());
  }

  @Test
  void anUnallocatedLocationHasNoPlace() {
    CheckResult r =
        Kernel.create()
            .allocation(
                "{\"Skind\": \"memory_location_set\", \"name\": \"u_set\", \"kind\": \"Internal\", \"memorylocations\":"
                    + " [{\"Skind\": \"memory_location\", \"name\": \"u\", \"type\": \"SB\", \"dims\": [128, 2048]}]}")
            .instruction(
                op(
                    "w",
                    "TensorCopy",
                    "DVE",
                    dram("in", 1, 0),
                    "{\"kind\": \"physical_ap\", \"ap\": [[1024, 1], [1, 512]], \"offset\": 0, \"dtype\": \"bfloat16\", \"memref\": \"u\"}",
                    ""))
            .check();
    assertEquals(Verdict.UNDECIDED, r.verdict());
    assertTrue(undecidedSays(r, "not allocated"), () -> r.undecided().toString());
  }

  @Test
  void aReadOfAnInternalTileNothingWroteIsAWarningUnlessTheOpcodeMayReadUninitialised() {
    CheckResult r =
        Kernel.create()
            .instruction(
                op("use", "Activation", "Activation", sb(128, 512, 0), dram("out", 128, 0), ""))
            .check();
    assertEquals(Verdict.FINDINGS, r.verdict());
    assertEquals(Rule.UNINITIALISED_READ, r.findings().get(0).rule());
    assertTrue(
        r.findings().get(0).message().contains("\"use\" reads SB partition 0, bytes 0..1023"),
        r.findings().get(0).message());
    CheckResult input =
        Kernel.create()
            .instruction(
                op("use", "Activation", "Activation", dram("in", 128, 0), dram("out", 128, 0), ""))
            .check();
    assertEquals(Verdict.CLEAN, input.verdict(), () -> input.toString());
  }

  @Test
  void aDmaBlockRunsAfterItsTriggerAndAWaitOnTheBlockOrdersItsReader() {
    String desc = op("d0", "DMADescriptorCopy", "DMA", dram("in", 128, 0), sb(128, 512, 0), "");
    String queues =
        "[{\"name\": \"q0\", \"blocks\": [{\"name\": \"qb\", \"instructions\": [{\"name\": \"blk\","
            + " \"opcode\": \"DMABlock\", \"engine\": \"DMA\", \"ins\": [], \"outs\": [], \"blocks\": [{\"name\": \"desc\","
            + " \"instructions\": ["
            + desc
            + "]}], \"sync_info\": {\"on_update\": [{\"id\": 5, \"update_value\": 1}]}}]}]}]";
    String trigger =
        op("trig", "DMATrigger", "SP", "", "", "\"queue\": \"q0\", \"dma_blocks\": [\"blk\"]");
    CheckResult ordered =
        Kernel.create()
            .queues(queues)
            .instruction(trigger)
            .instruction(
                op(
                    "use",
                    "Activation",
                    "Activation",
                    sb(128, 512, 0),
                    dram("out", 128, 0),
                    "\"sync_info\": {\"on_wait\": [{\"from\": \"blk\", \"id\": 5, \"wait_value\": 1}]}"))
            .check();
    assertEquals(Verdict.CLEAN, ordered.verdict(), () -> ordered.toString());
    CheckResult racy =
        Kernel.create()
            .queues(queues)
            .instruction(trigger)
            .instruction(
                op("use", "Activation", "Activation", sb(128, 512, 0), dram("out", 128, 0), ""))
            .check();
    assertEquals(Verdict.FINDINGS, racy.verdict());
    assertEquals(1, racy.findings().size(), () -> racy.findings().toString());
    assertEquals(Rule.RACE, racy.findings().get(0).rule());
    assertTrue(
        racy.findings().get(0).message().contains("\"d0\" (DMA)"),
        racy.findings().get(0).message());
  }

  @Test
  void aDmaBlockNoTriggerNamesIsNotModelled() {
    String queues =
        "[{\"name\": \"q0\", \"blocks\": [{\"name\": \"qb\", \"instructions\": [{\"name\": \"blk\","
            + " \"opcode\": \"DMABlock\", \"engine\": \"DMA\", \"ins\": [], \"outs\": [], \"blocks\": []}]}]}]";
    CheckResult r = Kernel.create().queues(queues).instruction(LOAD).check();
    assertEquals(Verdict.UNDECIDED, r.verdict());
    assertTrue(undecidedSays(r, "no DMATrigger names this DMA block"));
  }

  @Test
  void aFunctionOverTheInstanceLimitIsNotCheckedAndSaysSo() {
    CheckResult r =
        Verifier.standard()
            .maxInstances(1)
            .check(
                Kernel.create().instruction(LOAD).instruction(LOAD.replace("load", "l2")).read());
    assertEquals(Verdict.UNDECIDED, r.verdict());
    assertTrue(undecidedSays(r, "more than 1 instruction instances"));
  }

  @Test
  void theBundledRealShapedSampleIsNotCleanAndSaysWhy() throws Exception {
    Module m;
    try (InputStream in = Sample.class.getResourceAsStream("/real-shaped/lower-sync.json")) {
      m = BirReader.standard().read(in, "lower-sync.json");
    }
    CheckResult r = Verifier.standard().check(m);
    assertTrue(r.verdict() != Verdict.CLEAN, () -> r.toString());
    assertTrue(undecidedSays(r, "register_ap"), () -> r.undecided().toString());
    assertTrue(undecidedSays(r, "DynamicForLoop"));
    assertTrue(undecidedSays(r, "a Call"));
  }

  @Test
  void aFunctionOverTheInstanceLimitStillHasItsBoundsChecked() {
    CheckResult r =
        Verifier.standard()
            .maxInstances(1)
            .check(
                Kernel.create()
                    .instruction(LOAD)
                    .instruction(op("cp", "TensorCopy", "DVE", sb(4, 512, 126 * 1024), "", ""))
                    .read());
    assertEquals(Verdict.FINDINGS, r.verdict(), () -> r.toString());
    assertEquals(Rule.OUT_OF_BOUND, r.findings().get(0).rule());
    assertEquals("/functions/0/blocks/0/instructions/1/ins/0", r.findings().get(0).pointer());
    assertTrue(undecidedSays(r, "its orderings (races, waits) were not checked"));
  }

  @Test
  void pastTheLimitThePlacesNotModelledAreCountedInOneLastEntry() {
    String regAp =
        "{\"kind\": \"register_ap\", \"ap\": [[1024, 1], [1, 8]], \"dtype\": \"bfloat16\","
            + " \"memsetref\": \"tile_set\", \"regref\": \"r0\"}";
    Kernel k = Kernel.create().allocation("{\"Skind\": \"register\", \"name\": \"r0\"}");
    int n = Verifier.MAX_UNDECIDED + 5;
    for (int i = 0; i < n; i++) {
      k.instruction(op("rt" + i, "TensorCopy", "DVE", regAp, "", ""));
    }
    CheckResult r = k.check();
    assertEquals(Verdict.UNDECIDED, r.verdict());
    assertEquals(Verifier.MAX_UNDECIDED + 1, r.undecided().size());
    assertEquals(
        "5 more places not modelled were found and not listed (at most "
            + Verifier.MAX_UNDECIDED
            + " are)",
        r.undecided().get(Verifier.MAX_UNDECIDED).reason());
  }
}
