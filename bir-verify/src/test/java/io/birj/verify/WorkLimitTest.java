package io.birj.verify;

import static io.birj.verify.Kernel.dram;
import static io.birj.verify.Kernel.op;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The work limit ({@code Verifier.maxWork}, docs/verifier.md) bounds placing a function's
 * instances, not only the shadow memory: past it no more instances are placed, the verdict says so,
 * and the bounds of what was not placed are still checked, one instruction at a time.
 */
class WorkLimitTest {
  private static final long ITERATIONS = 1000;

  /**
   * The steps of running {@link #loopWriting}'s program before any access is placed: each
   * iteration, each instance and each edge to the stream's previous instance, then a clock entry
   * for each instance and each edge (one stream).
   */
  private static final long RUN = (3 * ITERATIONS - 1) + (2 * ITERATIONS - 1);

  /** A work limit that runs the program and leaves 200 steps for placing its accesses. */
  private static final long LIMIT = RUN + 200;

  /** A write of the SB tile at element {@code c + i} of partition 0, over a loop {@code i}. */
  private static Module loopWriting(long c, long elements) {
    return loop(
        ITERATIONS,
        tileWrite(
            elements, "{\"idx\": {\"kind\": \"AffIVKind\", \"axis\": \"i\"}, \"coeff\": 1}", c));
  }

  /** A write of {@code elements} of the SB tile's partition 0 at {@code term + c}. */
  private static String tileWrite(long elements, String term, long c) {
    return "{\"kind\": \"symbolic_ap\", \"ap\": [[1024, 1], [1, "
        + elements
        + "]], \"dtype\": \"bfloat16\", \"memsetref\": \"tile_set\", \"addrs\": [{\"kind\":"
        + " \"AffExprKind\", \"terms\": ["
        + term
        + "], \"c\": "
        + c
        + "}]}";
  }

  /** A copy from DRAM writing {@code write}, in a loop {@code i} of {@code iterations}. */
  private static Module loop(long iterations, String write) {
    String body = op("cp", "TensorCopy", "DVE", dram("in", 1, 0), write, "");
    String loop =
        "{\"name\": \"Li\", \"opcode\": \"Loop\", \"engine\": \"SP\", \"LoopAxis\": {\"name\":"
            + " \"i\", \"lb\": 0, \"ub\": "
            + iterations
            + ", \"stride\": 1}, \"ins\": [], \"outs\": [], \"blocks\": [{\"name\": \"bi\","
            + " \"instructions\": ["
            + body
            + "]}]}";
    return Kernel.create().instruction(loop).read();
  }

  private static boolean undecidedSays(CheckResult r, String words) {
    return r.undecided().stream().anyMatch(u -> u.reason().contains(words));
  }

  private static List<Finding> outOfBound(CheckResult r) {
    return r.findings().stream().filter(f -> f.rule() == Rule.OUT_OF_BOUND).toList();
  }

  @Test
  void placingALoopsInstancesPastTheWorkLimitStopsAndIsUndecidedNotClean() {
    Module m = loopWriting(0, 8);
    assertEquals(Verdict.CLEAN, Verifier.standard().check(m).verdict());
    CheckResult r = Verifier.standard().maxWork(LIMIT).check(m);
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(
        undecidedSays(r, "reached its work limit (" + LIMIT + " steps) here"), () -> r.toString());
    // two accesses an instance: most of them were never placed
    assertTrue(r.coverage().accesses() < ITERATIONS, () -> r.coverage().toString());
  }

  @Test
  void placingAnAddressOfManyShardValuesAtEveryInstanceCountsAgainstTheWorkLimit() {
    // 256 start offsets an instance, each evaluated and placed: about 500 steps; the memory model
    // keeps their union, a few steps
    Module m =
        loop(
            100,
            tileWrite(8, "{\"idx\": {\"kind\": \"ShardIDKind\", \"ub\": 256}, \"coeff\": 1}", 0));
    assertEquals(Verdict.CLEAN, Verifier.standard().check(m).verdict());
    CheckResult r = Verifier.standard().maxWork(10_000).check(m);
    assertEquals(Verdict.UNDECIDED, r.verdict(), () -> r.toString());
    assertTrue(undecidedSays(r, "reached its work limit (10000 steps)"), () -> r.toString());
  }

  @Test
  void anAccessLeavingItsRowAfterTheWorkLimitIsStillAFindingWithItsIteration() {
    // elements i .. i + 31 of a row of 1024 leave it from iteration 993 on; past the limit the
    // bounds are decided at the loop's corners, so the witness is the last iteration
    CheckResult r = Verifier.standard().maxWork(LIMIT).check(loopWriting(0, 32));
    assertTrue(undecidedSays(r, "work limit"), () -> r.toString());
    List<Finding> out = outOfBound(r);
    assertEquals(1, out.size(), () -> r.findings().toString());
    assertTrue(out.get(0).message().endsWith("(in iteration i=999)"), out.get(0).message());
    assertEquals(Verdict.FINDINGS, r.verdict());
  }

  @Test
  void anOperandOutOfBoundsBeforeAndAfterTheWorkLimitIsOneFinding() {
    // out of its row from the first iteration, placed before the limit and checked after it
    CheckResult r = Verifier.standard().maxWork(LIMIT).check(loopWriting(1000, 32));
    assertTrue(undecidedSays(r, "work limit"), () -> r.toString());
    assertEquals(1, outOfBound(r).size(), () -> r.findings().toString());
  }
}
