package io.birj.analysis.graph;

import io.birj.analysis.listing.BlockEntry;
import io.birj.analysis.listing.Entry;
import io.birj.analysis.listing.InstructionEntry;
import io.birj.analysis.listing.Listing;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A block's dependency graph, cut from its listing ({@link Listing}): one node per instruction of
 * the block (its own, a loop as one node), an arc from the instruction an edge names to the one
 * that holds it, for every dependency, loop-carried and unroll dependency, and semaphore wait whose
 * other end is in the block. The edges to instructions elsewhere are kept apart ({@link #outside}),
 * so a drawing can say what it leaves out.
 *
 * @param nodes the block's instructions, in order
 * @param arcs the edges between them, in the order the instructions hold them
 * @param outside the edges whose other end is outside the block (or names no instruction)
 */
public record BlockGraph(
    BlockEntry block, List<InstructionEntry> nodes, List<Arc> arcs, List<Outside> outside) {
  public BlockGraph {
    nodes = List.copyOf(nodes);
    arcs = List.copyOf(arcs);
    outside = List.copyOf(outside);
  }

  /** The kind of an arc made from a semaphore wait. */
  public static final String SEMAPHORE = "semaphore";

  /**
   * An arc from node {@code from} to node {@code to}.
   *
   * @param kind the edge's kind ({@code Flow}, {@code Anti}, ...) or {@link #SEMAPHORE}
   * @param list {@code dependencies}, {@code loop_carried_dependencies}, {@code
   *     unroll_dependencies} or {@code on_wait}
   * @param label what a drawing writes on it: the kind, {@code carried}/{@code unroll} and a
   *     distance after it, or {@code sem ID}
   */
  public record Arc(int from, int to, String kind, String list, String label) {
    public boolean semaphore() {
      return SEMAPHORE.equals(kind);
    }
  }

  /** An edge of node {@code to} whose other end is not in the block. */
  public record Outside(int to, String target, String targetPointer, String label) {}

  /** The graph of {@code block}. */
  public static BlockGraph of(BlockEntry block) {
    List<InstructionEntry> nodes = block.instructions();
    Map<String, Integer> byPointer = new HashMap<>();
    for (int k = 0; k < nodes.size(); k++) {
      byPointer.put(nodes.get(k).pointer(), k);
    }
    List<Arc> arcs = new ArrayList<>();
    List<Outside> outside = new ArrayList<>();
    for (int to = 0; to < nodes.size(); to++) {
      InstructionEntry i = nodes.get(to);
      for (InstructionEntry.Edge e : i.edges()) {
        String label = label(e);
        Integer from = e.targetPointer() == null ? null : byPointer.get(e.targetPointer());
        if (from == null) {
          outside.add(new Outside(to, e.target(), e.targetPointer(), label));
        } else {
          arcs.add(new Arc(from, to, e.kind(), e.list(), label));
        }
      }
      for (InstructionEntry.Wait w : i.waits()) {
        String label = "sem " + w.id();
        Integer from = w.fromPointer() == null ? null : byPointer.get(w.fromPointer());
        if (from == null) {
          if (w.from() != null) {
            outside.add(new Outside(to, w.from(), w.fromPointer(), label));
          }
        } else {
          arcs.add(new Arc(from, to, SEMAPHORE, "on_wait", label));
        }
      }
    }
    return new BlockGraph(block, nodes, arcs, outside);
  }

  private static String label(InstructionEntry.Edge e) {
    String label = e.kind();
    if (e.list().equals("loop_carried_dependencies")) {
      label += " carried";
    } else if (e.list().equals("unroll_dependencies")) {
      label += " unroll";
    }
    if (e.distance() != null) {
      label += " " + e.distance().toString().replace(" ", "");
    }
    return label;
  }

  /**
   * The block a graph of {@code at} draws: a block is itself; a structured instruction, the first
   * of its blocks that holds instructions (a loop's body); a function, queue or the document, the
   * first block under it, in document order, that holds instructions.
   *
   * @return null when there is no block with instructions under {@code at}
   */
  public static BlockEntry blockFor(Entry at) {
    if (at instanceof BlockEntry b) {
      return b;
    }
    // Depth first in document order, on an explicit stack (regions nest as deep as they do).
    ArrayList<Entry> stack = new ArrayList<>();
    stack.add(at);
    BlockEntry firstBlock = null;
    while (!stack.isEmpty()) {
      Entry e = stack.remove(stack.size() - 1);
      if (e instanceof BlockEntry b) {
        if (!b.instructions().isEmpty()) {
          return b;
        }
        firstBlock = firstBlock == null ? b : firstBlock;
      }
      List<? extends Entry> under = e.children();
      for (int k = under.size() - 1; k >= 0; k--) {
        stack.add(under.get(k));
      }
    }
    return firstBlock;
  }

  /** How many blocks are under {@code at} (itself included), nested ones included. */
  public static int blocksUnder(Entry at) {
    int n = 0;
    ArrayList<Entry> stack = new ArrayList<>();
    stack.add(at);
    while (!stack.isEmpty()) {
      Entry e = stack.remove(stack.size() - 1);
      if (e instanceof BlockEntry) {
        n++;
      }
      stack.addAll(e.children());
    }
    return n;
  }
}
