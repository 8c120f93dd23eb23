package io.birj.app.explore;

import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.SyncInfo;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the explorer's slices are cut from, built by one structural walk of a loaded module ({@link
 * ModelWalker}, content not visited): the instructions in document order with their pointers and
 * blocks, the tree of functions, queues, blocks and regions, and the dependency edges both ways.
 * Every slice indexes instructions by their position in that order.
 */
final class DocumentIndex {
  /** An edge kind the page draws dashed: a semaphore wait on the instruction that updates it. */
  static final String SEMAPHORE = "semaphore";

  /** A node of the tree: a function, a queue, a block or a structured instruction's region. */
  static final class Node {
    final int id;
    final String kind;
    final String name;
    final DocPointer at;
    final int parent;
    final List<Integer> children = new ArrayList<>();

    /** For a block: its id in {@link #blocks}; else -1. */
    int block = -1;

    /** For a region: the structured instruction's index; else -1. */
    int instruction = -1;

    /** The instructions under it, nested ones included: [first, first + count). */
    int first;

    int count;

    /** The function (or queue) it is in: its node id. */
    final int holder;

    Node(int id, String kind, String name, DocPointer at, int parent, int holder) {
      this.id = id;
      this.kind = kind;
      this.name = name;
      this.at = at;
      this.parent = parent;
      this.holder = holder;
    }
  }

  /** One dependency edge between two indexed instructions. */
  record Edge(int from, int to, String kind) {}

  final Module module;
  final List<Instruction> instructions = new ArrayList<>();
  final List<DocPointer> pointers = new ArrayList<>();
  final List<Node> nodes = new ArrayList<>();

  /** The block nodes, by block id. */
  final List<Node> blocks = new ArrayList<>();

  /** Each instruction's block id. */
  int[] blockOf;

  /** Each instruction's function or queue node. */
  int[] holderOf;

  /** The node each instruction is directly in: its block, region, function or queue. */
  int[] parentOf;

  /** What the overview shows, counted in the walk. */
  Overview overview;

  /** Each block's instructions (its own, not the nested ones), by block id. */
  int[][] blockInstructions;

  // Built on first use (findings, differences): the overview does not wait for them.
  private Map<String, Integer> byPointer;
  private final IdentityHashMap<Instruction, Integer> byInstruction = new IdentityHashMap<>();
  private int[] inStart;
  private int[] inEdges;
  private String[] inKinds;

  private DocumentIndex(Module module) {
    this.module = module;
  }

  static DocumentIndex of(Module m) {
    DocumentIndex x = new DocumentIndex(m);
    x.walk();
    return x;
  }

  int size() {
    return instructions.size();
  }

  Instruction instruction(int i) {
    return instructions.get(i);
  }

  /** The instruction at {@code pointer} or around it (an operand's, a key's), or -1. */
  synchronized int instructionAt(String pointer) {
    if (byPointer == null) {
      byPointer = new HashMap<>();
      for (int i = 0; i < pointers.size(); i++) {
        byPointer.put(pointers.get(i).toString(), i);
      }
    }
    String p = pointer;
    while (p != null) {
      Integer i = byPointer.get(p);
      if (i != null) {
        return i;
      }
      int slash = p.lastIndexOf('/');
      p = slash < 0 ? null : p.substring(0, slash);
    }
    return -1;
  }

  int indexOf(Instruction i) {
    Integer n = byInstruction.get(i);
    return n == null ? -1 : n;
  }

  /**
   * The loops around instruction {@code i}, the outermost first: what its instances are (a
   * footprint's iterations), found by climbing its regions rather than walking the module.
   */
  List<Loop> loopsOf(int i) {
    List<Loop> loops = new ArrayList<>();
    for (int n = parentOf[i]; n >= 0; n = nodes.get(n).parent) {
      int owner = nodes.get(n).instruction;
      if (owner >= 0 && instructions.get(owner) instanceof Loop l) {
        loops.add(0, l);
      }
    }
    return loops;
  }

  /** The instructions {@code i} depends on (its own edges), with their kinds. */
  List<Edge> dependencies(int i) {
    List<Edge> out = new ArrayList<>();
    Instruction in = instructions.get(i);
    List<Dependency> deps = in.dependencies() == null ? List.of() : in.dependencies();
    for (Dependency d : deps) {
      int t = d.target() == null ? -1 : target(d.target());
      if (t >= 0) {
        out.add(new Edge(t, i, d.kind().spelling()));
      }
    }
    SyncInfo sync = in.syncInfo();
    if (sync != null && sync.onWait() != null) {
      for (SyncInfo.Wait w : sync.onWait()) {
        int t = w.from() == null ? -1 : target(w.from());
        if (t >= 0) {
          out.add(new Edge(t, i, SEMAPHORE));
        }
      }
    }
    return out;
  }

  /** The instructions that depend on {@code i}. */
  synchronized List<Edge> dependents(int i) {
    if (inStart == null) {
      reverseEdges();
    }
    List<Edge> out = new ArrayList<>();
    for (int k = inStart[i]; k < inStart[i + 1]; k++) {
      out.add(new Edge(i, inEdges[k], inKinds[k]));
    }
    return out;
  }

  private int target(NameRef<Instruction> ref) {
    Instruction t = ref.target();
    return t == null ? -1 : indexOf(t);
  }

  /**
   * {@code debug} as real dumps write it: {@code {filename, lineno, op_name}}; absent keys null.
   */
  static String debugText(Instruction i, String key) {
    if (i.debug() instanceof JsonValue.JsonObject o) {
      JsonValue v = o.get(key);
      if (v instanceof JsonValue.JsonString s) {
        return s.value();
      }
      if (v instanceof JsonValue.JsonNumber n) {
        return n.text();
      }
    }
    return null;
  }

  private void walk() {
    Node root = add("module", null, DocPointer.ROOT, -1, -1);
    Deque<Node> open = new ArrayDeque<>();
    List<Integer> blockIds = new ArrayList<>();
    List<Integer> holders = new ArrayList<>();
    List<Integer> parents = new ArrayList<>();
    int[] holder = {-1};
    Overview.Tally tally = new Overview.Tally();
    ModelWalker.walk(
        module,
        new ModelWalker.Visitor() {
          @Override
          public boolean visitsContent() {
            return false;
          }

          @Override
          public void function(DocPointer at, Function f) {
            tally.function();
            top("function", f.name(), at);
          }

          @Override
          public void nkiFunction(DocPointer at, Function f) {
            top("nki_function", f.name(), at);
          }

          @Override
          public void queue(DocPointer at, DmaQueue q) {
            tally.queue();
            top("queue", q.name(), at);
          }

          private void top(String kind, String name, DocPointer at) {
            close(open, 0);
            Node n = add(kind, name, at, root.id, -1);
            n.first = instructions.size();
            holder[0] = n.id;
            open.clear();
            open.push(n);
          }

          @Override
          public void block(DocPointer at, BasicBlock b, ModelWalker.Where where) {
            tally.block();
            Node n = add("block", b.name(), at, open.peek().id, holder[0]);
            n.block = blocks.size();
            n.first = instructions.size();
            blocks.add(n);
            open.push(n);
          }

          @Override
          public void leaveBlock(DocPointer at, BasicBlock b) {
            finish(open.pop());
          }

          @Override
          public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
            int n = instructions.size();
            instructions.add(i);
            pointers.add(at);
            byInstruction.put(i, n);
            blockIds.add(open.peek().block);
            holders.add(holder[0]);
            parents.add(open.peek().id);
            tally.instruction(i.opcode(), i.engine());
          }

          @Override
          public void enterRegion(DocPointer at, Instruction owner, ModelWalker.Where where) {
            tally.region();
            String kind = owner.opcode() == null ? "region" : owner.opcode();
            Node n = add(kind, owner.name(), at, open.peek().id, holder[0]);
            n.instruction = instructions.size() - 1;
            n.first = instructions.size();
            open.push(n);
          }

          @Override
          public void leaveRegion(DocPointer at, Instruction owner) {
            finish(open.pop());
          }
        });
    close(open, 0);
    overview = tally.of(module.arch(), module.revision());
    root.first = 0;
    root.count = instructions.size();
    blockOf = blockIds.stream().mapToInt(Integer::intValue).toArray();
    holderOf = holders.stream().mapToInt(Integer::intValue).toArray();
    parentOf = parents.stream().mapToInt(Integer::intValue).toArray();
    int[] sizes = new int[blocks.size()];
    for (int b : blockOf) {
      if (b >= 0) {
        sizes[b]++;
      }
    }
    blockInstructions = new int[blocks.size()][];
    for (int b = 0; b < sizes.length; b++) {
      blockInstructions[b] = new int[sizes[b]];
    }
    Arrays.fill(sizes, 0);
    for (int i = 0; i < blockOf.length; i++) {
      int b = blockOf[i];
      if (b >= 0) {
        blockInstructions[b][sizes[b]++] = i;
      }
    }
  }

  private void close(Deque<Node> open, int keep) {
    while (open.size() > keep) {
      finish(open.pop());
    }
  }

  private void finish(Node n) {
    n.count = instructions.size() - n.first;
  }

  private Node add(String kind, String name, DocPointer at, int parent, int holder) {
    Node n = new Node(nodes.size(), kind, name, at, parent, holder < 0 ? nodes.size() : holder);
    nodes.add(n);
    if (parent >= 0) {
      nodes.get(parent).children.add(n.id);
    }
    return n;
  }

  // The dependents of every instruction, as one array sliced by instruction: two passes over the
  // edges (count, then fill), so a million instructions cost no list per instruction. Made on
  // first use: the overview does not wait for it.
  private void reverseEdges() {
    int n = instructions.size();
    inStart = new int[n + 1];
    for (int i = 0; i < n; i++) {
      for (Edge e : dependencies(i)) {
        inStart[e.from() + 1]++;
      }
    }
    for (int i = 0; i < n; i++) {
      inStart[i + 1] += inStart[i];
    }
    inEdges = new int[inStart[n]];
    inKinds = new String[inStart[n]];
    int[] fill = Arrays.copyOf(inStart, n);
    for (int i = 0; i < n; i++) {
      for (Edge e : dependencies(i)) {
        int k = fill[e.from()]++;
        inEdges[k] = i;
        inKinds[k] = e.kind();
      }
    }
  }
}
