package io.birj.analysis.stats;

import io.birj.analysis.internal.WireSizes;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Edge;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprPrinter;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of a module, over everything {@link ModelWalker} visits (functions, NKI functions and
 * queues alike): blocks, instructions per opcode and per engine, structured regions, operands per
 * kind, dependency edges per kind, queues and their DMA blocks, and the expressions: how many nodes
 * they take on the wire (a shared sub-expression once per use: the wire is a tree) against how many
 * distinct nodes remain after interning, and the largest one.
 *
 * @param functions entries of {@code functions}
 * @param nkiFunctions entries of {@code nki_functions}
 * @param queues entries of the module's queues
 * @param dmaBlocks instructions of the queues' blocks (the DMA blocks)
 * @param blocks blocks everywhere (functions, queues, regions)
 * @param regions instructions holding a block region (loops, DoWhile, DMA blocks, ...)
 * @param instructions instructions everywhere
 * @param instructionsPerOpcode instructions by opcode, sorted
 * @param instructionsPerEngine instructions by {@code engine} ({@link #NO_ENGINE} when absent)
 * @param operandsPerKind operands ({@code ins}, {@code indirection_ins}, {@code outs}) by kind
 * @param edges dependency edges by kind
 * @param expressions expression occurrences
 * @param wireNodes nodes of all expressions written as trees (saturates at {@code Long.MAX_VALUE})
 * @param distinctNodes distinct nodes reachable from all expressions
 * @param largestWireNodes wire nodes of the largest expression (0 when there is none)
 * @param largestPointer where the largest expression first is ({@code null} when there is none)
 * @param largestText its text form, cut after 200 characters
 * @param unknownKeys the keys no model holds (kept as read), grouped by where they sit, sorted
 */
public record DocumentStats(
    int functions,
    int nkiFunctions,
    int queues,
    int dmaBlocks,
    int blocks,
    int regions,
    int instructions,
    Map<String, Integer> instructionsPerOpcode,
    Map<String, Integer> instructionsPerEngine,
    Map<String, Integer> operandsPerKind,
    Edges edges,
    long expressions,
    long wireNodes,
    long distinctNodes,
    long largestWireNodes,
    String largestPointer,
    String largestText,
    List<UnknownKey> unknownKeys) {

  /** Instructions without an {@code engine} key are counted under this name. */
  public static final String NO_ENGINE = "(none)";

  /** The longest text {@link #largestText} holds before it is cut. */
  public static final int LARGEST_TEXT = 200;

  /**
   * Dependency edges by kind (its spelling, or its code for the kinds 5 to 7, which have none), per
   * list: {@code dependencies}, {@code loop_carried_dependencies}, {@code unroll_dependencies}.
   */
  public record Edges(
      Map<String, Integer> dependencies,
      Map<String, Integer> loopCarried,
      Map<String, Integer> unroll) {
    /** All edges of the three lists. */
    public int total() {
      return sum(dependencies) + sum(loopCarried) + sum(unroll);
    }

    private static int sum(Map<String, Integer> m) {
      return m.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  /**
   * A key no model holds, kept as read and written back, but not understood: what a new compiler
   * release added shows here. Grouped by {@link #where()}.
   *
   * @param place what holds it: {@code module}, {@code function}, {@code instruction[Activation]},
   *     {@code operand[physical_ap]}, {@code memory_location}, ...
   * @param key the key
   * @param count how many times it occurs there
   * @param firstPointer the JSON Pointer of its first occurrence
   */
  public record UnknownKey(String place, String key, int count, String firstPointer) {
    /** {@code place.key}, e.g. {@code instruction[Activation].foo}. */
    public String where() {
      return place + "." + key;
    }
  }

  /** Wire nodes per distinct node: 1.0 when nothing is shared, larger the more the DAG shares. */
  public double sharingFactor() {
    return distinctNodes == 0 ? 1.0 : (double) wireNodes / distinctNodes;
  }

  public static DocumentStats of(Module m) {
    Counter c = new Counter();
    ModelWalker.walk(m, c);
    return new DocumentStats(
        m.functions().size(),
        sizeOf(m.nkiFunctions()),
        sizeOf(m.queues()),
        c.dmaBlocks,
        c.blocks,
        c.regions,
        c.instructions,
        Collections.unmodifiableMap(c.perOpcode),
        Collections.unmodifiableMap(c.perEngine),
        Collections.unmodifiableMap(c.perKind),
        new Edges(
            Collections.unmodifiableMap(c.dependencies),
            Collections.unmodifiableMap(c.loopCarried),
            Collections.unmodifiableMap(c.unroll)),
        c.exprs.count,
        c.exprs.wire,
        c.exprs.sizes.distinctNodes(),
        c.exprs.largest,
        c.exprs.largestPointer,
        c.exprs.largestText,
        c.unknownKeys());
  }

  private static int sizeOf(List<?> entries) {
    return entries == null ? 0 : entries.size();
  }

  /** What only a walk finds; the module's own lists are counted where they stand. */
  private static final class Counter implements ModelWalker.Visitor {
    int dmaBlocks;
    int blocks;
    int regions;
    int instructions;
    final Map<String, Integer> perOpcode = new TreeMap<>();
    final Map<String, Integer> perEngine = new TreeMap<>();
    final Map<String, Integer> perKind = new TreeMap<>();
    final Map<String, Integer> dependencies = new TreeMap<>();
    final Map<String, Integer> loopCarried = new TreeMap<>();
    final Map<String, Integer> unroll = new TreeMap<>();
    final ExprSizes exprs = new ExprSizes();
    final Map<String, UnknownKey> unknown = new TreeMap<>();

    @Override
    public void unknownKey(DocPointer at, String place, JsonValue.Member key) {
      String where = place + "." + key.key();
      UnknownKey prior = unknown.get(where);
      unknown.put(
          where,
          prior == null
              ? new UnknownKey(place, key.key(), 1, at.toString())
              : new UnknownKey(place, key.key(), prior.count() + 1, prior.firstPointer()));
    }

    List<UnknownKey> unknownKeys() {
      return List.copyOf(unknown.values());
    }

    @Override
    public void queue(DocPointer at, DmaQueue q) {
      for (BasicBlock b : q.blocks() == null ? List.<BasicBlock>of() : q.blocks()) {
        dmaBlocks += b.instructions().size();
      }
    }

    @Override
    public void block(DocPointer at, BasicBlock b) {
      blocks++;
    }

    @Override
    public void instruction(DocPointer at, Instruction i) {
      instructions++;
      if (i.blocks() != null) {
        regions++;
      }
      perOpcode.merge(i.opcode(), 1, Integer::sum);
      perEngine.merge(i.engine() == null ? NO_ENGINE : i.engine(), 1, Integer::sum);
      count(dependencies, i.dependencies());
      count(loopCarried, i.loopCarriedDependencies());
      count(unroll, i.unrollDependencies());
    }

    private static void count(Map<String, Integer> into, List<? extends Edge> edges) {
      if (edges != null) {
        for (Edge e : edges) {
          into.merge(e.kind().toString(), 1, Integer::sum);
        }
      }
    }

    @Override
    public void operand(DocPointer at, Operand op) {
      perKind.merge(op.kind(), 1, Integer::sum);
    }

    @Override
    public void expr(DocPointer at, QuasiAffineExpr e) {
      exprs.add(at, e.expr());
    }
  }

  /**
   * The expressions' sizes: their wire nodes (a shared sub-expression once per use) against the
   * distinct nodes, and the largest expression.
   */
  private static final class ExprSizes {
    long count;
    long wire;
    long largest;
    String largestPointer;
    String largestText;
    final WireSizes sizes = new WireSizes();

    void add(DocPointer at, Expr e) {
      count++;
      long size = sizes.of(e);
      wire = WireSizes.saturatingAdd(wire, size);
      if (size > largest) {
        largest = size;
        largestPointer = at.toString();
        largestText = ExprPrinter.printAbbreviated(e, LARGEST_TEXT);
      }
    }
  }
}
