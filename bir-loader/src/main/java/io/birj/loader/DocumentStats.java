package io.birj.loader;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprWalk;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of a module: functions, blocks, loops, instructions per opcode and per engine, operands
 * per kind, and the expressions: how many nodes they take on the wire (a shared sub-expression once
 * per visit, seed 000 "Tree-Not-DAG") against how many distinct nodes remain after interning, the
 * largest expression, and the DAG-sharing factor (wire nodes / distinct nodes).
 *
 * @param expressions expression occurrences (each {@code addrs} entry, offset, value, predicate...)
 * @param wireNodes nodes of all expressions written as trees (saturates at {@code Long.MAX_VALUE})
 * @param distinctNodes distinct nodes reachable from all expressions
 * @param largestWireNodes wire nodes of the largest expression
 * @param largestPointer where the largest expression is ({@code null} when there is none)
 * @param largestText its text form, shortened to 200 characters
 */
public record DocumentStats(
    int functions,
    int blocks,
    int loops,
    int instructions,
    Map<String, Integer> instructionsPerOpcode,
    Map<String, Integer> instructionsPerEngine,
    Map<String, Integer> operandsPerKind,
    long expressions,
    long wireNodes,
    long distinctNodes,
    long largestWireNodes,
    String largestPointer,
    String largestText) {

  /** Instructions without an {@code engine} key are counted under this name. */
  public static final String NO_ENGINE = "(none)";

  /** Wire nodes per distinct node: 1.0 when nothing is shared, larger the more the DAG shares. */
  public double sharingFactor() {
    return distinctNodes == 0 ? 1.0 : (double) wireNodes / distinctNodes;
  }

  public static DocumentStats of(Module m) {
    Counter c = new Counter();
    ModelWalker.walk(m, c);
    return new DocumentStats(
        m.functions().size(),
        c.blocks,
        c.loops,
        c.instructions,
        Collections.unmodifiableMap(c.perOpcode),
        Collections.unmodifiableMap(c.perEngine),
        Collections.unmodifiableMap(c.perKind),
        c.expressions,
        c.wire,
        c.treeSize.size(),
        c.largest,
        c.largestPointer,
        c.largestText);
  }

  private static final class Counter implements ModelWalker.Visitor {
    int blocks;
    int loops;
    int instructions;
    final Map<String, Integer> perOpcode = new TreeMap<>();
    final Map<String, Integer> perEngine = new TreeMap<>();
    final Map<String, Integer> perKind = new TreeMap<>();
    long expressions;
    long wire;
    long largest;
    String largestPointer;
    String largestText;
    final Map<Expr, Long> treeSize = new IdentityHashMap<>();

    @Override
    public void function(String pointer, Function f) {}

    @Override
    public void block(String pointer, BasicBlock b) {
      blocks++;
    }

    @Override
    public void loop(String pointer, Loop l) {
      loops++;
    }

    @Override
    public void instruction(String pointer, Instruction i) {
      instructions++;
      perOpcode.merge(i.opcode(), 1, Integer::sum);
      perEngine.merge(i.engine() == null ? NO_ENGINE : i.engine(), 1, Integer::sum);
    }

    @Override
    public void operand(String pointer, Operand op) {
      perKind.merge(op.kind(), 1, Integer::sum);
    }

    @Override
    public void expr(String pointer, QuasiAffineExpr e) {
      expressions++;
      long size = size(e.expr());
      wire = saturatingAdd(wire, size);
      if (size > largest) {
        largest = size;
        largestPointer = pointer;
        String text = e.expr().toString();
        largestText = text.length() > 200 ? text.substring(0, 200) + "…" : text;
      }
    }

    /**
     * The node count of {@code root} written as a tree, memoised per distinct node across the
     * document (so {@code treeSize} also holds every distinct node seen).
     */
    private long size(Expr root) {
      ExprWalk.postorder(
          root,
          treeSize,
          e -> {
            long s = 1;
            for (Expr c : e.children()) {
              s = saturatingAdd(s, treeSize.get(c));
            }
            return s;
          });
      return treeSize.get(root);
    }

    private static long saturatingAdd(long a, long b) {
      long r = a + b;
      return r < 0 ? Long.MAX_VALUE : r;
    }
  }
}
