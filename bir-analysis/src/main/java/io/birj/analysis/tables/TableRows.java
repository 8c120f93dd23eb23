package io.birj.analysis.tables;

import io.birj.analysis.internal.WireSizes;
import io.birj.api.container.Keys;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.Allocation;
import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockHolder;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Edge;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnrollDependency;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprPrinter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The rows of one document's tables ({@link Table}), made by one walk of its model ({@link
 * ModelWalker}) and handed to a sink as they are made, in document order: a writer appends them
 * without holding the document's rows. The {@code documents} row and the findings come last.
 *
 * <pre>{@code
 * TableRows.walk("kernel.json", module, Verification.NONE, row -> System.out.println(row));
 * }</pre>
 */
public final class TableRows {
  /** The longest text form an {@code expressions} row holds before it is cut. */
  public static final int EXPRESSION_TEXT = 4096;

  private TableRows() {}

  /** Hands every row of {@code m} (named {@code document}) to {@code sink}. */
  public static void walk(
      String document, Module m, Verification verification, Consumer<? super Row> sink) {
    Walk w = new Walk(document, verification, sink);
    ModelWalker.walk(m, w);
    for (Row f : verification.findings()) {
      sink.accept(f);
    }
    sink.accept(
        Table.DOCUMENTS.row(
            document,
            m.functions().size(),
            m.nkiFunctions() == null ? 0 : m.nkiFunctions().size(),
            m.queues() == null ? 0 : m.queues().size(),
            w.blocks,
            w.instructions,
            w.operands,
            w.edges,
            w.expressions,
            w.wireNodes,
            w.wireSizes.distinctNodes(),
            w.unknownKeys,
            verification.verdict(),
            verification.findingCount()));
  }

  /** All rows of {@code m}, in a list (for a small document or a test). */
  public static List<Row> of(String document, Module m, Verification verification) {
    List<Row> rows = new ArrayList<>();
    walk(document, m, verification, rows::add);
    return rows;
  }

  private static final class Walk implements ModelWalker.Visitor {
    private final String document;
    private final Verification.Placer placer;
    private final Consumer<? super Row> sink;

    /** The names from the function down to the current block. */
    private final ArrayDeque<String> path = new ArrayDeque<>();

    private String root;
    private String rootKind;
    private Instruction current;
    private String currentAt;
    private List<Loop> loops = List.of();

    long blocks;
    long instructions;
    long operands;
    long edges;
    long expressions;
    long wireNodes;
    long unknownKeys;
    final WireSizes wireSizes = new WireSizes();

    Walk(String document, Verification verification, Consumer<? super Row> sink) {
      this.document = document;
      this.placer = verification.placer();
      this.sink = sink;
    }

    @Override
    public void function(DocPointer at, Function f) {
      function(at, f, "function");
    }

    @Override
    public void nkiFunction(DocPointer at, Function f) {
      function(at, f, "nki_function");
    }

    private void function(DocPointer at, Function f, String kind) {
      root = f.name();
      rootKind = kind;
      List<Allocation> allocations = f.allocations() == null ? List.of() : f.allocations();
      sink.accept(
          Table.FUNCTIONS.row(
              document,
              at.toString(),
              f.name(),
              kind,
              f.blocks() == null ? 0 : f.blocks().size(),
              allocations.size()));
      for (int i = 0; i < allocations.size(); i++) {
        allocation(f.name(), at.key(Keys.ALLOCATIONS).index(i), allocations.get(i));
      }
    }

    private void allocation(String function, DocPointer at, Allocation a) {
      if (a instanceof MemoryLocationSet s) {
        List<MemoryLocation> ms = s.memoryLocations() == null ? List.of() : s.memoryLocations();
        sink.accept(
            Table.ALLOCATIONS.row(
                document,
                function,
                at.toString(),
                s.skind(),
                s.name(),
                s.kind(),
                s.dtype(),
                (long) ms.size()));
        for (int i = 0; i < ms.size(); i++) {
          memoryLocation(function, at.key(Keys.MEMORY_LOCATIONS).index(i), ms.get(i), s.name());
        }
      } else if (a instanceof MemoryLocation ml) {
        sink.accept(
            Table.ALLOCATIONS.row(
                document, function, at.toString(), ml.skind(), ml.name(), null, null, null));
        memoryLocation(function, at, ml, null);
      } else if (a instanceof Register r) {
        sink.accept(
            Table.ALLOCATIONS.row(
                document, function, at.toString(), r.skind(), r.name(), null, null, null));
      } else {
        sink.accept(
            Table.ALLOCATIONS.row(
                document, function, at.toString(), "unknown", null, null, null, null));
      }
    }

    private void memoryLocation(String function, DocPointer at, MemoryLocation m, String set) {
      sink.accept(
          Table.MEMORY_LOCATIONS.row(
              document,
              function,
              at.toString(),
              m.name(),
              set,
              m.type(),
              number(m.props().get("addr")),
              text(m.props().get("dims"))));
    }

    @Override
    public void queue(DocPointer at, DmaQueue q) {
      root = q.name();
      rootKind = "queue";
    }

    @Override
    public void block(DocPointer at, BasicBlock b, ModelWalker.Where where) {
      blocks++;
      if (where.depth() == 0) {
        path.clear();
        path.addLast(root);
      }
      path.addLast(b.name());
      BlockHolder holder = where.holder();
      sink.accept(
          Table.BLOCKS.row(
              document,
              at.toString(),
              root,
              where.holderAt().toString(),
              holder instanceof Instruction i ? i.opcode() : rootKind,
              b.name(),
              where.blockIndex(),
              where.depth(),
              loopDepth(where),
              b.instructions().size()));
    }

    @Override
    public void leaveBlock(DocPointer at, BasicBlock b) {
      path.removeLast();
    }

    @Override
    public void enterRegion(DocPointer at, Instruction owner, ModelWalker.Where where) {
      path.addLast(owner.name() == null ? owner.opcode() : owner.name());
    }

    @Override
    public void leaveRegion(DocPointer at, Instruction owner) {
      path.removeLast();
    }

    @Override
    public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
      instructions++;
      current = i;
      currentAt = at.toString();
      List<Loop> ls = new ArrayList<>();
      for (BlockHolder h : where.holders()) {
        if (h instanceof Loop l) {
          ls.add(l);
        }
      }
      loops = ls;
      JsonValue debug = i.debug();
      JsonValue.JsonObject d = debug instanceof JsonValue.JsonObject o ? o : null;
      sink.accept(
          Table.INSTRUCTIONS.row(
              document,
              currentAt,
              root,
              at.parent().parent().toString(),
              String.join("/", path),
              where.instructionIndex(),
              i.name(),
              i.opcode(),
              i.engine(),
              i.sourceLine(),
              i.sourceColumn(),
              where.depth(),
              ls.size(),
              i.blocks() != null,
              d == null ? null : string(d.get("filename")),
              d == null ? null : number(d.get("lineno")),
              d == null ? null : string(d.get("op_name"))));
      edges(currentAt, i, "dependencies", i.dependencies());
      edges(currentAt, i, "loop_carried_dependencies", i.loopCarriedDependencies());
      edges(currentAt, i, "unroll_dependencies", i.unrollDependencies());
      SyncInfo sync = i.syncInfo();
      if (sync != null) {
        List<SyncInfo.Wait> waits = sync.onWait() == null ? List.of() : sync.onWait();
        for (int n = 0; n < waits.size(); n++) {
          SyncInfo.Wait w = waits.get(n);
          sink.accept(
              Table.SEMAPHORES.row(
                  document,
                  currentAt,
                  i.name(),
                  "wait",
                  n,
                  w.id(),
                  w.waitValue(),
                  w.from() == null ? null : w.from().name()));
        }
        List<SyncInfo.Update> updates = sync.onUpdate() == null ? List.of() : sync.onUpdate();
        for (int n = 0; n < updates.size(); n++) {
          SyncInfo.Update u = updates.get(n);
          sink.accept(
              Table.SEMAPHORES.row(
                  document, currentAt, i.name(), "update", n, u.id(), u.updateValue(), null));
        }
      }
    }

    private void edges(String at, Instruction i, String list, List<? extends Edge> es) {
      if (es == null) {
        return;
      }
      for (int n = 0; n < es.size(); n++) {
        edges++;
        Edge e = es.get(n);
        String distance = null;
        if (e instanceof LoopCarriedDependency l && l.distance() != null) {
          distance = numbers(l.distance());
        }
        sink.accept(
            Table.DEPENDENCIES.row(
                document,
                at,
                i.name(),
                e.target().name(),
                e.kind().toString(),
                list,
                form(e),
                n,
                distance));
      }
    }

    @Override
    public void operand(DocPointer at, Operand op) {
      operands++;
      String side;
      int position = indexOf(current.ins(), op);
      if (position >= 0) {
        side = "ins";
      } else if ((position = indexOf(current.outs(), op)) >= 0) {
        side = "outs";
      } else {
        side = "indirection_ins";
        position = indexOf(current.indirectionIns(), op);
      }
      String location = null;
      String set = null;
      String ap = null;
      Long offset = null;
      if (op instanceof ApOperand a) {
        location = a.memref() != null ? a.memref().name() : null;
        set = a.memsetref() != null ? a.memsetref().name() : null;
        ap = pattern(a.ap());
        if (a instanceof PhysicalAp p) {
          offset = p.offset();
        } else if (a instanceof RegisterAp r) {
          offset = r.constApOffset();
          if (location == null && r.regref() != null) {
            location = r.regref().name();
          }
        }
      } else if (op instanceof RegisterAccess r && r.regref() != null) {
        location = r.regref().name();
      }
      String pointer = at.toString();
      Verification.Placement p = placer == null ? null : placer.place(pointer, current, op, loops);
      sink.accept(
          Table.OPERANDS.row(
              document,
              pointer,
              currentAt,
              side,
              position,
              op.kind(),
              op.dtype(),
              location,
              set,
              ap,
              offset,
              p == null ? null : p.instances(),
              p == null ? null : p.space(),
              p == null ? null : p.firstPartition(),
              p == null ? null : p.partitions(),
              p == null ? null : p.partitionStep(),
              p == null ? null : p.bytes(),
              p == null ? null : p.exact(),
              p == null ? null : p.notPlaced(),
              p == null ? null : p.problems()));
    }

    @Override
    public void expr(DocPointer at, QuasiAffineExpr e) {
      expressions++;
      Expr x = e.expr();
      long wire = wireSizes.of(x);
      wireNodes = wireNodes + wire < 0 ? Long.MAX_VALUE : wireNodes + wire;
      sink.accept(
          Table.EXPRESSIONS.row(
              document,
              at.toString(),
              ExprPrinter.printAbbreviated(x, EXPRESSION_TEXT),
              wire,
              distinct(x)));
    }

    @Override
    public void unknownKey(DocPointer at, String place, JsonValue.Member key) {
      unknownKeys++;
      sink.accept(Table.UNKNOWN_KEYS.row(document, at.toString(), place, key.key()));
    }

    private static long distinct(Expr root) {
      Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
      ArrayDeque<Expr> todo = new ArrayDeque<>();
      todo.push(root);
      while (!todo.isEmpty()) {
        Expr e = todo.pop();
        if (seen.add(e)) {
          for (Expr c : e.children()) {
            todo.push(c);
          }
        }
      }
      return seen.size();
    }
  }

  private static int loopDepth(ModelWalker.Where where) {
    int n = 0;
    for (BlockHolder h : where.holders()) {
      if (h instanceof Loop) {
        n++;
      }
    }
    return n;
  }

  private static int indexOf(List<Operand> ops, Operand op) {
    if (ops != null) {
      for (int i = 0; i < ops.size(); i++) {
        if (ops.get(i) == op) {
          return i;
        }
      }
    }
    return -1;
  }

  private static String form(Edge e) {
    EdgeKind.Form f;
    if (e instanceof Dependency d) {
      f = d.form();
    } else if (e instanceof LoopCarriedDependency l) {
      f = l.form();
    } else {
      f = ((UnrollDependency) e).form();
    }
    return f.name().toLowerCase(Locale.ROOT);
  }

  private static String pattern(AccessPattern ap) {
    if (ap == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder("[");
    for (AccessPattern.Pair p : ap.pairs()) {
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append('[').append(p.step()).append(',').append(p.num()).append(']');
    }
    return sb.append(']').toString();
  }

  private static String numbers(List<Long> ns) {
    StringBuilder sb = new StringBuilder("[");
    for (Long n : ns) {
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(n);
    }
    return sb.append(']').toString();
  }

  private static String string(JsonValue v) {
    return v instanceof JsonValue.JsonString s ? s.value() : null;
  }

  /** A JSON integer that fits a long, or {@code null}. */
  private static Long number(JsonValue v) {
    if (v instanceof JsonValue.JsonNumber n) {
      try {
        return Long.parseLong(n.text());
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return null;
  }

  /** A JSON array of integers as {@code [a,b]}, or {@code null}. */
  private static String text(JsonValue v) {
    if (!(v instanceof JsonValue.JsonArray a)) {
      return null;
    }
    StringBuilder sb = new StringBuilder("[");
    for (JsonValue item : a.items()) {
      if (!(item instanceof JsonValue.JsonNumber n)) {
        return null;
      }
      if (sb.length() > 1) {
        sb.append(',');
      }
      sb.append(n.text());
    }
    return sb.append(']').toString();
  }
}
