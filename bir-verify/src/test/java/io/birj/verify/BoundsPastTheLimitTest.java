package io.birj.verify;

import static io.birj.verify.Kernel.dram;
import static io.birj.verify.Kernel.op;
import static io.birj.verify.Kernel.sb;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.testkit.property.Gen;
import io.birj.testkit.property.PropertyCheck;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Undecided;
import io.birj.verify.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The bounds of instructions whose own loops run more iterations than are placed one by one:
 * decided at the iterations that decide them for linear addresses, through intervals for the
 * others, and a gap where neither proves anything (docs/verifier.md, "Bounds past the instance
 * limit").
 */
class BoundsPastTheLimitTest {
  private static final String OPERAND = "/ins/0";

  /** A v2 affine expression {@code Σ coeff·axis + c} from pairs {@code axis, coeff}. */
  private static String affine(long c, Object... axisCoeff) {
    StringBuilder terms = new StringBuilder();
    for (int k = 0; k < axisCoeff.length; k += 2) {
      terms
          .append(k == 0 ? "" : ", ")
          .append("{\"idx\": {\"kind\": \"AffIVKind\", \"axis\": \"")
          .append(axisCoeff[k])
          .append("\"}, \"coeff\": ")
          .append(axisCoeff[k + 1])
          .append('}');
    }
    return "{\"kind\": \"AffExprKind\", \"terms\": [" + terms + "], \"c\": " + c + "}";
  }

  private static String modulo(String numer, long denom) {
    return "{\"kind\": \"ModuloKind\", \"numer\": " + numer + ", \"denom\": " + denom + "}";
  }

  /** A symbolic access of the SB tile (pitch 1024 elements) at {@code addr}. */
  private static String tile(String ap, String addr) {
    return "{\"kind\": \"symbolic_ap\", \"ap\": "
        + ap
        + ", \"dtype\": \"bfloat16\", \"memsetref\": \"tile_set\", \"addrs\": ["
        + addr
        + "]}";
  }

  /** {@code body} inside Loops over {@code "name:trips"}, outermost first. */
  private static String nest(String body, String... axes) {
    String inner = body;
    for (int k = axes.length - 1; k >= 0; k--) {
      String[] a = axes[k].split(":");
      inner =
          "{\"name\": \"L"
              + a[0]
              + "\", \"opcode\": \"Loop\", \"engine\": \"SP\", \"LoopAxis\": {\"name\": \""
              + a[0]
              + "\", \"lb\": 0, \"ub\": "
              + a[1]
              + ", \"stride\": 1}, \"ins\": [], \"outs\": [], \"blocks\": [{\"name\": \"b"
              + a[0]
              + "\", \"instructions\": ["
              + inner
              + "]}]}";
    }
    return inner;
  }

  /** Checked with an instance limit that sends the function to the bounds-only path. */
  private static CheckResult check(String instruction) {
    return Verifier.standard()
        .maxInstances(10)
        .check(Kernel.create().instruction(instruction).read());
  }

  private static List<Finding> of(Rule rule, CheckResult r) {
    return r.findings().stream().filter(f -> f.rule() == rule).toList();
  }

  private static List<Undecided> atTheOperand(CheckResult r) {
    return r.undecided().stream().filter(u -> u.pointer().endsWith(OPERAND)).toList();
  }

  @Test
  void aLinearAddressThatStaysInItsRowsOverTwoMillionIterationsLeavesNoGap() {
    // 128 × 512 × 32 = 2,097,152 iterations; the row reaches element 511 + 511 of 1024.
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 1], [1, 512]]", affine(0, "i", 1024, "j", 1)),
                    dram("out", 1, 0),
                    ""),
                "i:128",
                "j:512",
                "k:32"));
    assertTrue(r.findings().isEmpty(), () -> r.findings().toString());
    assertTrue(atTheOperand(r).isEmpty(), () -> r.undecided().toString());
    assertEquals(Verdict.UNDECIDED, r.verdict(), "the orderings of the function are not run");
  }

  @Test
  void aLinearAddressThatLeavesItsRowIsFoundWithTheIterationThatLeaves() {
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 1], [1, 512]]", affine(0, "i", 1024, "j", 1)),
                    dram("out", 1, 0),
                    ""),
                "i:128",
                "j:514",
                "k:32"));
    List<Finding> out = of(Rule.OUT_OF_BOUND, r);
    assertEquals(1, out.size(), () -> r.findings().toString());
    String m = out.get(0).message();
    assertTrue(m.contains("element [0, 511] is element 1024 of its partition's row"), m);
    assertTrue(m.endsWith("(in iteration i=127, j=513, k=0)"), m);
    assertEquals(Verdict.FINDINGS, r.verdict());
  }

  @Test
  void aLoopThatMovesTheStartPartitionBreaksThePartitionStartRuleAtItsSecondValue() {
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 36], [1, 8]]", affine(0, "i", 1024)),
                    dram("out", 1, 0),
                    ""),
                "i:2",
                "k:600000"));
    List<Finding> rule = of(Rule.PARTITION_START, r);
    assertEquals(1, rule.size(), () -> r.findings().toString());
    assertTrue(
        rule.get(0)
            .message()
            .startsWith("Pattern accesses 36 (> 32) partitions starting at partition 1"),
        rule.get(0).message());
    assertTrue(rule.get(0).message().endsWith("(in iteration i=1, k=0)"), rule.get(0).message());
  }

  @Test
  void startingAtPartitions0And64KeepsThePartitionStartRule() {
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 36], [1, 8]]", affine(0, "i", 64 * 1024)),
                    dram("out", 1, 0),
                    ""),
                "i:2",
                "k:600000"));
    assertTrue(r.findings().isEmpty(), () -> r.findings().toString());
    assertTrue(atTheOperand(r).isEmpty(), () -> r.undecided().toString());
  }

  @Test
  void aModuloAddressWhoseIntervalStaysInOneRowIsProvedInBound() {
    // (j mod 256) lies in [0, 255]: with the pattern's 512 elements the row ends at 766 of 1024.
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 1], [1, 512]]", modulo(affine(0, "j", 1), 256)),
                    dram("out", 1, 0),
                    ""),
                "j:2000000"));
    assertTrue(r.findings().isEmpty(), () -> r.findings().toString());
    assertTrue(atTheOperand(r).isEmpty(), () -> r.undecided().toString());
  }

  @Test
  void aModuloAddressWhoseIntervalLeavesTheRowIsAGapNotAFinding() {
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 1], [1, 512]]", modulo(affine(0, "j", 1), 1000)),
                    dram("out", 1, 0),
                    ""),
                "j:2000000"));
    assertTrue(of(Rule.OUT_OF_BOUND, r).isEmpty(), "an interval's end may never be reached");
    List<Undecided> gap = atTheOperand(r);
    assertEquals(1, gap.size(), () -> r.undecided().toString());
    assertTrue(
        gap.get(0).reason().contains("its start offset lies in [0, 999] (an interval"),
        gap.get(0).reason());
    assertEquals(Verdict.UNDECIDED, r.verdict());
  }

  @Test
  void aModuloAddressUnderTheLimitIsPlacedAtEveryIterationExactly() {
    // The same expression over 1,000 iterations: (j mod 1000) reaches 999, and 999 + 511 leaves
    // the row of 1024 in iteration j=513.
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 1], [1, 512]]", modulo(affine(0, "j", 1), 1000)),
                    dram("out", 1, 0),
                    ""),
                "j:1000"));
    List<Finding> out = of(Rule.OUT_OF_BOUND, r);
    assertEquals(1, out.size(), () -> r.findings().toString());
    assertTrue(out.get(0).message().endsWith("(in iteration j=513)"), out.get(0).message());
  }

  @Test
  void aFixedOffsetInALoopOfTwoMillionIterationsIsPlacedOnce() {
    CheckResult out =
        check(nest(op("cp", "TensorCopy", "DVE", sb(4, 512, 126 * 1024), "", ""), "j:2000000"));
    assertEquals(1, of(Rule.OUT_OF_BOUND, out).size(), () -> out.findings().toString());
    assertTrue(of(Rule.OUT_OF_BOUND, out).get(0).message().contains("partition 128"));
    CheckResult in = check(nest(op("cp", "TensorCopy", "DVE", sb(4, 512, 0), "", ""), "j:2000000"));
    assertTrue(in.findings().isEmpty(), () -> in.findings().toString());
    assertTrue(atTheOperand(in).isEmpty(), () -> in.undecided().toString());
  }

  @Test
  void aLinearAddressThatCrossesPartitionRowsPastTheLimitIsAGap() {
    // A start that moves 1000 elements an iteration in rows of 1024 wraps into the next partition:
    // no few iterations decide it, and two million are not placed one by one.
    CheckResult r =
        check(
            nest(
                op(
                    "cp",
                    "TensorCopy",
                    "DVE",
                    tile("[[1024, 1], [1, 8]]", affine(0, "j", 1000)),
                    dram("out", 1, 0),
                    ""),
                "j:2000000"));
    List<Undecided> gap = atTheOperand(r);
    assertEquals(1, gap.size(), () -> r.undecided().toString());
    assertTrue(
        gap.get(0)
            .reason()
            .startsWith(
                "its start offset moves across partition rows, and its loops run 2000000 iterations"),
        gap.get(0).reason());
  }

  /** A random operand in a random nest: its axes' trips, coefficients, start, pattern, place. */
  record Case(long[] trips, long[] coeffs, long start, long parts, long elems, boolean dram) {
    String instruction() {
      List<Object> terms = new ArrayList<>();
      String[] axes = new String[trips.length];
      for (int k = 0; k < trips.length; k++) {
        terms.add("a" + k);
        terms.add(coeffs[k]);
        axes[k] = "a" + k + ":" + trips[k];
      }
      String addr = affine(start, terms.toArray());
      String access =
          dram
              ? "{\"kind\": \"symbolic_ap\", \"ap\": [["
                  + 1024
                  + ", "
                  + parts
                  + "], [1, "
                  + elems
                  + "]], \"dtype\": \"bfloat16\", \"memsetref\": \"out_set\", \"addrs\": ["
                  + addr
                  + "]}"
              : tile("[[1024, " + parts + "], [1, " + elems + "]]", addr);
      return nest(op("cp", "TensorCopy", "DVE", access, "", ""), axes);
    }
  }

  static final Gen<Case> CASES =
      c -> {
        int n = c.between(1, 3);
        long[] trips = new long[n];
        long[] coeffs = new long[n];
        for (int k = 0; k < n; k++) {
          trips[k] = c.between(1, 6);
          coeffs[k] = c.pick(0, 1, -1, 7, 100, 1000, 1024, -1024, 2048, 32 * 1024, 64 * 1024);
        }
        return new Case(
            trips,
            coeffs,
            c.pick(0, 5, 1000, 30 * 1024, 100 * 1024, 120 * 1024 + 900, -3),
            c.between(1, 70),
            c.between(1, 600),
            c.chance(25));
      };

  private static Set<String> boundsFindings(CheckResult r) {
    Set<String> out = new TreeSet<>();
    for (Finding f : r.findings()) {
      if (f.rule() == Rule.OUT_OF_BOUND || f.rule() == Rule.PARTITION_START) {
        out.add(f.rule() + " " + f.pointer());
      }
    }
    return out;
  }

  @Test
  void theBoundsOnlyPathFindsWhatTheWholeRunFinds() {
    PropertyCheck.forAll(
        200,
        CASES,
        c -> {
          Kernel k =
              Kernel.create()
                  .instruction(c.instruction())
                  .instruction(op("x", "TensorCopy", "SP", dram("in", 1, 0), "", ""));
          CheckResult every = Verifier.standard().check(k.read());
          CheckResult few = Verifier.standard().maxInstances(1).check(k.read());
          assertEquals(
              boundsFindings(every), boundsFindings(few), () -> c + "\n" + every + "\n" + few);
        });
  }

  @Test
  void aStartOffsetAtTheEndsOfTheLongRangeIsAFindingNotACrash() {
    for (long c : new long[] {Long.MIN_VALUE, Long.MAX_VALUE}) {
      for (int limit : new int[] {10, 2_000_000}) {
        CheckResult r =
            Verifier.standard()
                .maxInstances(limit)
                .check(
                    Kernel.create()
                        .instruction(
                            op(
                                "cp",
                                "TensorCopy",
                                "DVE",
                                tile("[[1024, 2], [1, 8]]", affine(c)),
                                dram("out", 1, 0),
                                ""))
                        .read());
        assertTrue(
            !of(Rule.OUT_OF_BOUND, r).isEmpty() || !atTheOperand(r).isEmpty(), () -> c + " " + r);
      }
    }
  }
}
