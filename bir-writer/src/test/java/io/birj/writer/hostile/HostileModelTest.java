package io.birj.writer.hostile;

import static io.birj.writer.hostile.Docs.READER;
import static io.birj.writer.hostile.Docs.WRITER;
import static io.birj.writer.hostile.Docs.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.loader.ValidationResult;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Sample;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Models no document can hold compactly: expressions whose tree has 2^60 nodes (a DAG of 61 nodes
 * in memory), and names that refer to each other in cycles. Each pass over them (validate, stats,
 * diff, conversion planning, writing) works on the distinct nodes and the names, never on the
 * expanded tree or by following a chain.
 */
class HostileModelTest {
  static final long MB = HostileJsonTest.MB;

  /** {@code sum(e, e)} sixty times over an axis: 61 distinct nodes, 2^60 leaves on the wire. */
  static Expr dag(PelicanContext pc, int k) {
    Expr e = pc.affine(pc.affineIV("a" + k));
    for (int i = 0; i < 60; i++) {
      e = pc.sum(e, e);
    }
    return e;
  }

  @Test
  void aTwoToTheSixtyNodeExpressionIsRefusedByTheWireSizeLimitNotExpanded() {
    Module m = Sample.everySite(HostileModelTest::dag);
    // (Version 1 has no n-ary sum: such a module is refused there for that.)
    for (WriteOptions o : List.of(WriteOptions.DEFAULT, Docs.AS_CBOR)) {
      BirException e =
          Bounded.run(
                  "write " + o,
                  64 * MB,
                  () -> {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    try {
                      WRITER.write(m, out, o);
                    } catch (BirException refused) {
                      // Measured before the first byte of the expression: nothing of it written.
                      assertTrue(
                          out.size() < 64 * 1024, "written before the refusal: " + out.size());
                      return refused;
                    }
                    throw new AssertionError("a 2^60-node expression was written");
                  })
              .value();
      assertTrue(e.reason().contains("CodecLimits.maxWireBytes"), e.reason());
      assertTrue(e.pointer().startsWith("/"), e.getMessage());
    }
  }

  @Test
  void validateStatsDiffAndConversionPlanningOfATwoToTheSixtyNodeExpressionFinish() {
    Module m = Sample.everySite(HostileModelTest::dag);
    Bounded.run(
        "passes over a DAG",
        256 * MB,
        () -> {
          ValidationResult r = READER.validate(m, 20);
          assertTrue(r.diagnostics().size() <= 21);
          DocumentStats.of(m);
          assertEquals(List.of(), new SemanticDiff().diff(m, m));
          new Converter(WRITER.codecs()).plan(m, 1);
          return r;
        });
  }

  /**
   * {@code n} memory locations in one Pointer set, each one's {@code pointer_ref_memloc} and {@code
   * alias} naming the next, the last naming the first.
   */
  static String nameCycle(int n) {
    StringBuilder b =
        new StringBuilder(
            "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
                + " \"memory_location_set\", \"name\": \"P\", \"kind\": \"Pointer\","
                + " \"memorylocations\": [");
    for (int i = 0; i < n; i++) {
      String next = "m" + ((i + 1) % n);
      b.append(i > 0 ? ", " : "")
          .append("{\"name\": \"m")
          .append(i)
          .append("\", \"type\": \"DRAM\", \"pointer_ref_memloc\": \"")
          .append(next)
          .append("\", \"alias\": [[\"")
          .append(next)
          .append("\", 1], [\"P\", \"")
          .append(next)
          .append("\", 3]]}");
    }
    return b.append("]}], \"blocks\": [{\"name\": \"b0\", \"instructions\": []}]}]}").toString();
  }

  @Test
  void tenThousandNamesReferringToEachOtherInACycleReadValidateAndRoundTrip() {
    byte[] d = utf8(nameCycle(10_000));
    Bounded.run(
        "name cycle",
        HostileJsonTest.bound(d) * 4,
        () -> {
          Module m = Outcome.of("name cycle", READER, d).read();
          byte[] out = WRITER.toBytes(m, WriteOptions.DEFAULT);
          Module back = READER.read(new ByteArrayInputStream(out), "back");
          assertEquals(List.of(), new SemanticDiff().diff(m, back));
          DocumentStats.of(back);
          return back;
        });
  }

  @Test
  void aMemoryLocationThatIsItsOwnPointerAndAliasReads() {
    byte[] d = utf8(nameCycle(1));
    Outcome o = Bounded.run("self reference", 64 * MB, () -> Outcome.of("self", READER, d)).value();
    o.read();
  }
}
