package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.read;
import static io.birj.codec.v2.Wire.write;
import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.WireSize;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.property.Gen;
import io.birj.testkit.property.Shuffle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Round-trip properties of the v2 codec over random expressions and DAGs. */
class V2RoundTripPropertiesTest {

  /** An expression and the context that made it (shown as text and as written). */
  record Made(PelicanContext pc, Expr e) {
    @Override
    public String toString() {
      return pc.print(e) + " = " + write(e);
    }
  }

  /** A tree of depth {@code depth} at most. */
  static Gen<Made> tree(int depth) {
    return c -> {
      PelicanContext pc = new PelicanContext();
      return new Made(pc, new ExprGen(pc, c).expr(depth));
    };
  }

  /** A DAG of {@code nodes} steps. */
  static Gen<Made> dag(int nodes) {
    return c -> {
      PelicanContext pc = new PelicanContext();
      return new Made(pc, new ExprGen(pc, c).dag(nodes));
    };
  }

  @Test
  void randomExpressionRoundTripsToTheIdenticalInternedNode() {
    forAll(300, tree(5), m -> assertSame(m.e(), read(write(m.e()), Wire.context(m.pc()))));
  }

  @Test
  void rewritingWhatWasReadIsByteIdentical() {
    forAll(
        300,
        tree(5),
        m -> {
          String once = write(m.e());
          PelicanContext fresh = new PelicanContext();
          assertEquals(once, write(read(once, Wire.context(fresh))));
        });
  }

  @Test
  void wireSizeIsTheExactNumberOfBytesWritten() {
    forAll(
        300,
        tree(5),
        m ->
            assertEquals(
                write(m.e()).getBytes(StandardCharsets.UTF_8).length,
                V2Codec.wireBytes(m.e(), ExprKindRegistry.EMPTY)));
  }

  @Test
  void wireSizeAgreesWithThePelicanMetric() {
    forAll(
        200,
        dag(20),
        m ->
            assertEquals(
                WireSize.of(m.e()).v2Bytes(), V2Codec.wireBytes(m.e(), ExprKindRegistry.EMPTY)));
  }

  @Test
  void readingATreeExpandedDagGivesBackTheDag() {
    forAll(
        200,
        dag(30),
        m -> {
          String tree = write(m.e());
          // Into a fresh context: the tree folds back into a DAG of the same distinct nodes.
          Expr back = read(tree, Wire.context(new PelicanContext()));
          assertEquals(distinct(m.e()), distinct(back));
          assertEquals(tree, write(back));
          // Into the original context: the very same nodes.
          assertSame(m.e(), read(tree, Wire.context(m.pc())));
        });
  }

  @Test
  void shuffledKeysReadTheSame() {
    forAll(
        100,
        tree(4),
        Shuffle::draw,
        (m, shuffle) ->
            assertSame(
                m.e(), read(KeyOrder.shuffled(write(m.e()), shuffle), Wire.context(m.pc()))));
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
