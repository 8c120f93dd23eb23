package io.birj.analysis.listing;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Function;
import io.birj.api.model.ImmArray;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.ScalarImmediate;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SyncInfo;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.pelican.ExprPrinter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A module as a listing, like a disassembler's: functions, NKI functions and queues, their blocks,
 * each block's instructions (a structured instruction with the blocks of its region), made by one
 * walk of the model ({@link ModelWalker}). {@link ListingText} prints it, {@link ListingJson}
 * writes it as JSON (docs/show.md).
 *
 * <pre>{@code
 * ModuleEntry listing = Listing.of(BirReader.standard().read(Path.of("kernel.json")));
 * Entry block = Listing.find(listing, "/functions/0/blocks/1");
 * }</pre>
 */
public final class Listing {
  /** The longest text form an entry holds for an expression, before it is cut with {@code ...}. */
  public static final int MAX_EXPRESSION_CHARS = 1 << 16;

  /** How many entries under the nearest one a {@link NotListed} message names. */
  private static final int HINTS = 5;

  private Listing() {}

  /** The listing of the whole of {@code m}. */
  public static ModuleEntry of(Module m) {
    Walk w = new Walk();
    ModelWalker.walk(m, w);
    return w.finish();
  }

  /**
   * The entry at {@code pointer} ({@code ""} or {@code "/"} for the whole document).
   *
   * @throws NotListed when no function, queue, block or instruction is at {@code pointer}
   */
  public static Entry find(ModuleEntry listing, String pointer) {
    if (pointer.isEmpty() || pointer.equals("/")) {
      return listing;
    }
    Entry at = listing;
    while (!at.pointer().equals(pointer)) {
      Entry next = null;
      for (Entry child : at.children()) {
        if (pointer.equals(child.pointer()) || pointer.startsWith(child.pointer() + "/")) {
          next = child;
          break;
        }
      }
      if (next == null) {
        throw new NotListed(pointer, at);
      }
      at = next;
    }
    return at;
  }

  /** No function, NKI function, queue, block or instruction is at a pointer. */
  public static final class NotListed extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String pointer;
    private final transient Entry nearest;

    NotListed(String pointer, Entry nearest) {
      super(message(pointer, nearest));
      this.pointer = pointer;
      this.nearest = nearest;
    }

    public String pointer() {
      return pointer;
    }

    /** The entry whose pointer is the longest prefix of the one asked for. */
    public Entry nearest() {
      return nearest;
    }

    private static String message(String pointer, Entry nearest) {
      StringBuilder sb = new StringBuilder();
      sb.append("no function, queue, block or instruction is at ").append(pointer);
      if (!pointer.startsWith("/")) {
        sb.append(" (a JSON Pointer is empty or starts with /)");
      }
      sb.append("; the nearest that exists is ")
          .append(nearest.pointer().isEmpty() ? "\"\"" : nearest.pointer())
          .append(" (")
          .append(nearest.describe())
          .append(')');
      List<? extends Entry> under = nearest.children();
      if (under.isEmpty()) {
        sb.append(", which holds nothing to list");
      } else {
        sb.append(", which holds ");
        for (int i = 0; i < Math.min(HINTS, under.size()); i++) {
          sb.append(i == 0 ? "" : ", ").append(under.get(i).pointer());
        }
        if (under.size() > HINTS) {
          sb.append(", ... (").append(under.size()).append(" in all)");
        }
      }
      return sb.toString();
    }
  }

  /** The text form of an expression, as an entry holds it. */
  static String text(QuasiAffineExpr e) {
    return ExprPrinter.printAbbreviated(e.expr(), MAX_EXPRESSION_CHARS);
  }

  // The walk's drafts are mutable while it runs; finish() makes the records once every pointer
  // an edge can name is known (an edge may name an instruction further down the document).
  private static final class HolderDraft {
    final String kind;
    final String name;
    final String pointer;
    final List<BlockDraft> blocks = new ArrayList<>();

    HolderDraft(String kind, String name, DocPointer at) {
      this.kind = kind;
      this.name = name;
      this.pointer = at.toString();
    }

    HolderEntry finish(Map<Instruction, String> pointers) {
      List<BlockEntry> bs = new ArrayList<>(blocks.size());
      for (BlockDraft b : blocks) {
        bs.add(b.finish(pointers));
      }
      return new HolderEntry(kind, name, pointer, bs);
    }
  }

  private static final class BlockDraft {
    final String name;
    final String pointer;
    final List<InstructionDraft> instructions = new ArrayList<>();

    BlockDraft(BasicBlock b, DocPointer at) {
      this.name = b.name();
      this.pointer = at.toString();
    }

    BlockEntry finish(Map<Instruction, String> pointers) {
      List<InstructionEntry> is = new ArrayList<>(instructions.size());
      for (InstructionDraft i : instructions) {
        is.add(i.finish(pointers));
      }
      return new BlockEntry(name, pointer, is);
    }
  }

  private static final class OperandDraft {
    final String pointer;
    final String role;
    final int index;
    final Operand operand;
    final List<String> expressions = new ArrayList<>();

    OperandDraft(String pointer, String role, int index, Operand operand) {
      this.pointer = pointer;
      this.role = role;
      this.index = index;
      this.operand = operand;
    }

    InstructionEntry.Operand finish() {
      String location = null;
      String set = null;
      Long offset = null;
      String value = null;
      List<io.birj.api.model.AccessPattern.Pair> ap = null;
      if (operand instanceof ApOperand a) {
        set = name(a.memsetref());
        location = name(a.memref());
        ap = a.ap() == null ? null : a.ap().pairs();
        if (a instanceof PhysicalAp p) {
          offset = p.offset();
        } else if (a instanceof RegisterAp r) {
          offset = r.constApOffset();
          if (location == null) {
            location = name(r.regref());
          }
        }
        if (location == null) {
          location = set;
        }
      } else if (operand instanceof RegisterAccess r) {
        location = name(r.regref());
      } else if (operand instanceof SymbolicImmValue s && s.valueList() != null) {
        value = JsonText.of(new JsonValue.JsonArray(s.valueList()));
      } else if (operand instanceof ScalarImmediate s && s.value() != null) {
        value = JsonText.of(s.value());
      } else if (operand instanceof ImmArray a && a.valueArray() != null) {
        value = JsonText.of(new JsonValue.JsonArray(a.valueArray()));
      }
      return new InstructionEntry.Operand(
          role,
          index,
          operand.kind(),
          operand.dtype(),
          location,
          set,
          ap,
          offset,
          expressions,
          value);
    }
  }

  private static final class InstructionDraft {
    final String pointer;
    final int index;
    final Instruction instruction;
    final List<OperandDraft> operands = new ArrayList<>();
    final List<InstructionEntry.Expression> expressions = new ArrayList<>();
    final List<BlockDraft> blocks = new ArrayList<>();
    String lb;
    String ub;
    String stride;
    String cond;

    InstructionDraft(DocPointer at, int index, Instruction instruction) {
      this.pointer = at.toString();
      this.index = index;
      this.instruction = instruction;
    }

    void operand(DocPointer at, Operand op) {
      String rel = at.toString().substring(pointer.length() + 1);
      int slash = rel.indexOf('/');
      operands.add(
          new OperandDraft(
              at.toString(),
              rel.substring(0, slash),
              Integer.parseInt(rel.substring(slash + 1)),
              op));
    }

    void expr(DocPointer at, QuasiAffineExpr e) {
      String p = at.toString();
      if (!operands.isEmpty()) {
        OperandDraft last = operands.get(operands.size() - 1);
        if (p.startsWith(last.pointer + "/")) {
          last.expressions.add(text(e));
          return;
        }
      }
      String rel = p.substring(pointer.length() + 1);
      if (instruction instanceof DynamicForLoop && rel.equals("lb")) {
        lb = text(e);
      } else if (instruction instanceof DynamicForLoop && rel.equals("ub")) {
        ub = text(e);
      } else if (instruction instanceof DynamicForLoop && rel.equals("stride")) {
        stride = text(e);
      } else if (instruction instanceof DoWhile && rel.equals("cond")) {
        cond = text(e);
      } else {
        expressions.add(new InstructionEntry.Expression(rel, text(e)));
      }
    }

    InstructionEntry finish(Map<Instruction, String> pointers) {
      Instruction i = instruction;
      // Operands in the order the container writes them: ins, indirection_ins, outs.
      List<InstructionEntry.Operand> ops = new ArrayList<>(operands.size());
      for (String role : List.of("ins", "indirection_ins", "outs")) {
        for (OperandDraft o : operands) {
          if (o.role.equals(role)) {
            ops.add(o.finish());
          }
        }
      }
      List<InstructionEntry.Edge> edges = new ArrayList<>();
      edges(edges, "dependencies", i.dependencies(), pointers);
      edges(edges, "loop_carried_dependencies", i.loopCarriedDependencies(), pointers);
      edges(edges, "unroll_dependencies", i.unrollDependencies(), pointers);
      List<InstructionEntry.Wait> waits = new ArrayList<>();
      List<InstructionEntry.Update> updates = new ArrayList<>();
      SyncInfo sync = i.syncInfo();
      if (sync != null && sync.onWait() != null) {
        for (SyncInfo.Wait w : sync.onWait()) {
          waits.add(
              new InstructionEntry.Wait(
                  w.id(), w.waitValue(), name(w.from()), pointerOf(w.from(), pointers)));
        }
      }
      if (sync != null && sync.onUpdate() != null) {
        for (SyncInfo.Update u : sync.onUpdate()) {
          updates.add(new InstructionEntry.Update(u.id(), u.updateValue()));
        }
      }
      List<BlockEntry> bs = new ArrayList<>(blocks.size());
      for (BlockDraft b : blocks) {
        bs.add(b.finish(pointers));
      }
      return new InstructionEntry(
          pointer,
          index,
          i.name(),
          i.opcode(),
          i.engine(),
          header(),
          ops,
          edges,
          waits,
          updates,
          expressions,
          source(i.debug()),
          bs);
    }

    private String header() {
      if (instruction instanceof Loop l) {
        LoopAxis a = l.axis();
        return a == null
            ? "loop"
            : "for " + a.name() + " in [" + a.lb() + ", " + a.ub() + ") step " + a.stride();
      }
      if (instruction instanceof DynamicForLoop d) {
        String axis = d.axis() == null ? "?" : d.axis().name();
        return "for "
            + axis
            + " in ["
            + orUnknown(lb)
            + ", "
            + orUnknown(ub)
            + ") step "
            + orUnknown(stride);
      }
      if (instruction instanceof DoWhile) {
        return "do ... while " + orUnknown(cond);
      }
      return null;
    }

    private static String orUnknown(String s) {
      return s == null ? "?" : s;
    }
  }

  private static void edges(
      List<InstructionEntry.Edge> out,
      String list,
      List<? extends io.birj.api.model.Edge> edges,
      Map<Instruction, String> pointers) {
    if (edges == null) {
      return;
    }
    for (io.birj.api.model.Edge e : edges) {
      out.add(
          new InstructionEntry.Edge(
              list,
              e.target().name(),
              pointerOf(e.target(), pointers),
              e.kind().toString(),
              e instanceof LoopCarriedDependency l ? l.distance() : null));
    }
  }

  private static String pointerOf(NameRef<Instruction> ref, Map<Instruction, String> pointers) {
    return ref == null || ref.target() == null ? null : pointers.get(ref.target());
  }

  private static String name(NameRef<?> ref) {
    return ref == null ? null : ref.name();
  }

  /** {@code debug} as real dumps write it: {@code {filename, lineno, op_name}}. */
  private static InstructionEntry.Source source(JsonValue debug) {
    if (!(debug instanceof JsonValue.JsonObject o)) {
      return null;
    }
    String file = o.get("filename") instanceof JsonValue.JsonString s ? s.value() : null;
    Long line = null;
    if (o.get("lineno") instanceof JsonValue.JsonNumber n) {
      try {
        line = Long.parseLong(n.text());
      } catch (NumberFormatException notALine) {
        line = null;
      }
    }
    String op = o.get("op_name") instanceof JsonValue.JsonString s ? s.value() : null;
    return file == null && line == null && op == null
        ? null
        : new InstructionEntry.Source(file, line, op);
  }

  private static final class Walk implements ModelWalker.Visitor {
    final List<HolderDraft> functions = new ArrayList<>();
    final List<HolderDraft> nkiFunctions = new ArrayList<>();
    final List<HolderDraft> queues = new ArrayList<>();
    final Map<Instruction, String> pointers = new IdentityHashMap<>();
    final ArrayDeque<BlockDraft> blocks = new ArrayDeque<>();
    final ArrayDeque<InstructionDraft> instructions = new ArrayDeque<>();
    HolderDraft holder;

    @Override
    public void function(DocPointer at, Function f) {
      holder = new HolderDraft("function", f.name(), at);
      functions.add(holder);
    }

    @Override
    public void nkiFunction(DocPointer at, Function f) {
      holder = new HolderDraft("nki_function", f.name(), at);
      nkiFunctions.add(holder);
    }

    @Override
    public void queue(DocPointer at, DmaQueue q) {
      holder = new HolderDraft("queue", q.name(), at);
      queues.add(holder);
    }

    @Override
    public void block(DocPointer at, BasicBlock b, ModelWalker.Where where) {
      BlockDraft d = new BlockDraft(b, at);
      if (instructions.isEmpty()) {
        holder.blocks.add(d);
      } else {
        instructions.peek().blocks.add(d);
      }
      blocks.push(d);
    }

    @Override
    public void leaveBlock(DocPointer at, BasicBlock b) {
      blocks.pop();
    }

    @Override
    public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
      InstructionDraft d = new InstructionDraft(at, where.instructionIndex(), i);
      blocks.peek().instructions.add(d);
      instructions.push(d);
      pointers.put(i, d.pointer);
    }

    @Override
    public void leaveInstruction(DocPointer at, Instruction i) {
      instructions.pop();
    }

    @Override
    public void operand(DocPointer at, Operand op) {
      instructions.peek().operand(at, op);
    }

    @Override
    public void expr(DocPointer at, QuasiAffineExpr e) {
      // Expressions outside instructions (attributes, allocations) are not on a listing's lines.
      if (!instructions.isEmpty()) {
        instructions.peek().expr(at, e);
      }
    }

    ModuleEntry finish() {
      List<HolderEntry> hs = new ArrayList<>();
      for (List<HolderDraft> list : List.of(functions, nkiFunctions, queues)) {
        for (HolderDraft h : list) {
          hs.add(h.finish(pointers));
        }
      }
      return new ModuleEntry(hs);
    }
  }
}
