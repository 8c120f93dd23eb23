package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.read;
import static io.birj.codec.v2.Wire.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.codec.ExprKindRegistry;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.metrics.WireSize;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Round-trip properties of the v2 codec over random expressions and DAGs. */
class V2RoundTripPropertiesTest {

  @Property(tries = 300)
  void randomExpressionRoundTripsToTheIdenticalInternedNode(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr e = new ExprGen(pc, seed).expr(5);
    assertSame(e, read(write(e), Wire.context(pc)));
  }

  @Property(tries = 300)
  void rewritingWhatWasReadIsByteIdentical(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    String once = write(new ExprGen(pc, seed).expr(5));
    PelicanContext fresh = new PelicanContext();
    assertEquals(once, write(read(once, Wire.context(fresh))));
  }

  @Property(tries = 300)
  void wireSizeIsTheExactNumberOfBytesWritten(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr e = new ExprGen(pc, seed).expr(5);
    assertEquals(
        write(e).getBytes(StandardCharsets.UTF_8).length,
        V2Codec.wireBytes(e, ExprKindRegistry.EMPTY));
  }

  @Property(tries = 200)
  void wireSizeAgreesWithThePelicanMetric(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr e = new ExprGen(pc, seed).dag(20);
    assertEquals(WireSize.of(e).v2Bytes(), V2Codec.wireBytes(e, ExprKindRegistry.EMPTY));
  }

  @Property(tries = 200)
  void readingATreeExpandedDagGivesBackTheDag(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr dag = new ExprGen(pc, seed).dag(30);
    String tree = write(dag);
    // Into a fresh context: the tree folds back into a DAG of the same distinct nodes.
    Expr back = read(tree, Wire.context(new PelicanContext()));
    assertEquals(distinct(dag), distinct(back));
    assertEquals(tree, write(back));
    // Into the original context: the very same nodes.
    assertSame(dag, read(tree, Wire.context(pc)));
  }

  @Property(tries = 100)
  void shuffledKeysReadTheSame(@ForAll long seed) {
    PelicanContext pc = new PelicanContext();
    Expr e = new ExprGen(pc, seed).expr(4);
    assertSame(e, read(KeyOrder.shuffled(write(e), seed), Wire.context(pc)));
  }

  static int distinct(Expr root) {
    Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Expr> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Expr e = todo.pop();
      if (seen.add(e)) {
        e.children().forEach(todo::push);
      }
    }
    return seen.size();
  }
}
