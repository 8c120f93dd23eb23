package io.birj.verify;

import static io.birj.verify.Kernel.dram;
import static io.birj.verify.Kernel.op;
import static io.birj.verify.Kernel.sb;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.testkit.property.Gen;
import io.birj.testkit.property.PropertyCheck;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random kernels on four engines writing and reading four slots of the tile (32 partitions each),
 * checked against an oracle of their own: program order per engine plus the dependencies written.
 */
class RandomKernelPropertiesTest {
  private static final String[] ENGINES = {"DVE", "Pool", "Activation", "PE"};

  /** One instruction: its engine, the slot it writes, the slot it reads (-1: the DRAM input). */
  record Op(int engine, int writes, int reads) {}

  record Edge(int from, int to, String kind) {}

  static final Gen<List<Op>> KERNELS =
      c -> {
        int n = c.between(2, 7);
        List<Op> ops = new ArrayList<>();
        List<Integer> written = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          int reads =
              written.isEmpty() || c.bool() ? -1 : written.get(c.between(0, written.size() - 1));
          int writes = c.between(0, 3);
          ops.add(new Op(c.between(0, 3), writes, reads));
          written.add(writes);
        }
        return ops;
      };

  /** Every pair of conflicting instructions on two engines gets the edge that orders them. */
  static List<Edge> neededEdges(List<Op> ops) {
    List<Edge> edges = new ArrayList<>();
    for (int j = 0; j < ops.size(); j++) {
      for (int i = 0; i < j; i++) {
        Op a = ops.get(i);
        Op b = ops.get(j);
        if (a.engine() == b.engine()) {
          continue;
        }
        if (a.writes() == b.writes()) {
          edges.add(new Edge(i, j, "Output"));
        } else if (a.writes() == b.reads()) {
          edges.add(new Edge(i, j, "Flow"));
        } else if (a.reads() >= 0 && a.reads() == b.writes()) {
          edges.add(new Edge(i, j, "Anti"));
        }
      }
    }
    return edges;
  }

  static Kernel kernel(List<Op> ops, List<Edge> edges) {
    Kernel k = Kernel.create();
    for (int j = 0; j < ops.size(); j++) {
      Op o = ops.get(j);
      List<String> deps = new ArrayList<>();
      for (Edge e : edges) {
        if (e.to() == j) {
          deps.add("[\"i" + e.from() + "\", \"" + e.kind() + "\"]");
        }
      }
      String in = o.reads() < 0 ? dram("in", 32, 0) : sb(32, 512, o.reads() * 32L * 1024);
      k.instruction(
          op(
              "i" + j,
              "TensorCopy",
              ENGINES[o.engine()],
              in,
              sb(32, 512, o.writes() * 32L * 1024),
              deps.isEmpty() ? "" : "\"dependencies\": [" + String.join(", ", deps) + "]"));
    }
    return k;
  }

  /** The oracle: is i ordered before j (i < j) by program order per engine and the edges? */
  static boolean ordered(List<Op> ops, List<Edge> edges, int i, int j) {
    boolean[] reach = new boolean[ops.size()];
    reach[i] = true;
    for (int x = i + 1; x <= j; x++) {
      for (int y = i; y < x; y++) {
        if (!reach[y]) {
          continue;
        }
        boolean edge = ops.get(y).engine() == ops.get(x).engine();
        for (Edge e : edges) {
          edge |= e.from() == y && e.to() == x;
        }
        if (edge) {
          reach[x] = true;
          break;
        }
      }
    }
    return reach[j];
  }

  static boolean conflict(Op a, Op b) {
    return a.writes() == b.writes()
        || a.writes() == b.reads()
        || (a.reads() >= 0 && a.reads() == b.writes());
  }

  @Test
  void aRandomKernelWithEveryNeededEdgeIsClean() {
    PropertyCheck.forAll(
        200,
        KERNELS,
        ops -> {
          CheckResult r = kernel(ops, neededEdges(ops)).check();
          assertEquals(Verdict.CLEAN, r.verdict(), () -> ops + " " + r);
        });
  }

  @Test
  void removingTheOnlyEdgeBetweenTwoConflictingInstructionsGivesExactlyTheirRace() {
    PropertyCheck.forAll(
        200,
        KERNELS,
        ops -> {
          List<Edge> all = neededEdges(ops);
          for (Edge removed : all) {
            List<Edge> rest = new ArrayList<>(all);
            rest.remove(removed);
            if (ordered(ops, rest, removed.from(), removed.to())) {
              continue;
            }
            int unordered = 0;
            for (int j = 0; j < ops.size(); j++) {
              for (int i = 0; i < j; i++) {
                if (conflict(ops.get(i), ops.get(j)) && !ordered(ops, rest, i, j)) {
                  unordered++;
                }
              }
            }
            if (unordered != 1) {
              continue;
            }
            CheckResult r = kernel(ops, rest).check();
            assertEquals(1, r.findings().size(), () -> ops + " without " + removed + ": " + r);
            Finding f = r.findings().get(0);
            assertEquals(Rule.RACE, f.rule());
            assertTrue(
                f.message().contains("\"i" + removed.from() + "\"")
                    && f.message().contains("\"i" + removed.to() + "\""),
                () -> removed + ": " + f.message());
            // any edge kind orders them: the suggestion names the earlier one on the later one
            assertTrue(
                f.message().contains("[\"i" + removed.from() + "\", \"")
                    && f.message().contains("on \"i" + removed.to() + "\""),
                f.message());
          }
        });
  }

  @Test
  void addingAnAccessAtARuntimeAddressNeverGivesClean() {
    PropertyCheck.forAll(
        100,
        KERNELS,
        ops -> {
          Kernel k =
              kernel(ops, neededEdges(ops))
                  .allocation("{\"Skind\": \"register\", \"name\": \"r0\"}")
                  .instruction(
                      op(
                          "rt",
                          "TensorCopy",
                          "DVE",
                          "{\"kind\": \"register_ap\", \"ap\": [[1024, 1], [1, 8]], \"dtype\": \"bfloat16\","
                              + " \"memsetref\": \"tile_set\", \"regref\": \"r0\"}",
                          dram("out", 1, 0),
                          ""));
          assertNotEquals(Verdict.CLEAN, k.check().verdict());
        });
  }
}
