package io.birj.analysis.listing;

import io.birj.api.model.AccessPattern;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A listing as text, one instruction a line, nested as the document nests (docs/show.md):
 *
 * <pre>
 * function main  ; /functions/0
 *   Block1:  ; /functions/0/blocks/0
 *     0  dma_in  DMATrigger  SP  update(sem 3 by 1)  ; kernel.py:12 load_x
 * </pre>
 */
public final class ListingText {
  /** The longest expression a line shows before it is cut with {@code ...}. */
  public static final int LINE_EXPRESSION_CHARS = 120;

  private final Appendable out;
  private final UnaryOperator<String> shown;

  private ListingText(Appendable out, UnaryOperator<String> shown) {
    this.out = out;
    this.shown = shown;
  }

  /** Prints {@code e} and everything under it, each name and text as it is. */
  public static void write(Entry e, Appendable out) {
    write(e, out, UnaryOperator.identity());
  }

  /**
   * Prints {@code e} and everything under it, each name and text passed through {@code shown} (a
   * command escapes control characters and cuts long names there).
   */
  public static void write(Entry e, Appendable out, UnaryOperator<String> shown) {
    ListingText t = new ListingText(out, shown);
    try {
      t.entry(e, 0);
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
  }

  /** {@code e} as a string. */
  public static String of(Entry e) {
    StringBuilder sb = new StringBuilder();
    write(e, sb);
    return sb.toString();
  }

  // The listing nests as deep as the document's regions: an explicit stack, not recursion.
  private void entry(Entry root, int rootIndent) throws IOException {
    record Todo(Entry entry, int indent, Widths widths) {}
    ArrayList<Todo> stack = new ArrayList<>();
    stack.add(
        new Todo(
            root, rootIndent, root instanceof InstructionEntry i ? Widths.of(List.of(i)) : null));
    while (!stack.isEmpty()) {
      Todo t = stack.remove(stack.size() - 1);
      List<? extends Entry> children = t.entry().children();
      int childIndent = t.indent() + 2;
      Widths w = null;
      if (t.entry() instanceof ModuleEntry) {
        childIndent = t.indent();
      } else if (t.entry() instanceof HolderEntry h) {
        line(t.indent(), h.kind() + " " + shown.apply(h.name()), h.pointer());
      } else if (t.entry() instanceof BlockEntry b) {
        line(
            t.indent(),
            (b.name() == null ? "(unnamed block)" : shown.apply(b.name())) + ":",
            b.pointer());
        w = Widths.of(b.instructions());
      } else {
        InstructionEntry i = (InstructionEntry) t.entry();
        instruction(t.indent(), i, t.widths());
      }
      for (int k = children.size() - 1; k >= 0; k--) {
        stack.add(new Todo(children.get(k), childIndent, w));
      }
    }
  }

  private void line(int indent, String text, String pointer) throws IOException {
    out.append(" ".repeat(indent)).append(text).append("  ; ").append(shown.apply(pointer));
    out.append('\n');
  }

  /** The widths of a block's columns, so its lines align as a disassembler's do. */
  private record Widths(int index, int name, int opcode, int engine) {
    static Widths of(List<InstructionEntry> is) {
      int index = 1;
      int name = 0;
      int opcode = 0;
      int engine = 0;
      for (InstructionEntry i : is) {
        index = Math.max(index, Integer.toString(i.index()).length());
        name = Math.max(name, nameOf(i).length());
        opcode = Math.max(opcode, String.valueOf(i.opcode()).length());
        engine = Math.max(engine, engineOf(i).length());
      }
      return new Widths(index, name, opcode, engine);
    }
  }

  private static String nameOf(InstructionEntry i) {
    return i.name() == null ? "(unnamed)" : i.name();
  }

  private static String engineOf(InstructionEntry i) {
    return i.engine() == null ? "-" : i.engine();
  }

  private void instruction(int indent, InstructionEntry i, Widths w) throws IOException {
    StringBuilder sb = new StringBuilder(" ".repeat(indent));
    String index = Integer.toString(i.index());
    sb.append(" ".repeat(w.index() - index.length())).append(index).append("  ");
    pad(sb, shown.apply(nameOf(i)), w.name());
    pad(sb, shown.apply(String.valueOf(i.opcode())), w.opcode());
    pad(sb, shown.apply(engineOf(i)), w.engine());
    List<String> parts = new ArrayList<>();
    if (i.header() != null) {
      parts.add(shown.apply(i.header()));
    }
    for (String role : List.of("ins", "indirection_ins", "outs")) {
      List<String> ops = new ArrayList<>();
      for (InstructionEntry.Operand o : i.operands()) {
        if (o.role().equals(role)) {
          ops.add(operand(o));
        }
      }
      if (!ops.isEmpty()) {
        parts.add(role + "(" + String.join(", ", ops) + ")");
      }
    }
    edges(parts, i, "dependencies", "deps");
    edges(parts, i, "loop_carried_dependencies", "carried");
    edges(parts, i, "unroll_dependencies", "unroll");
    if (!i.waits().isEmpty()) {
      List<String> ws = new ArrayList<>();
      for (InstructionEntry.Wait x : i.waits()) {
        ws.add(
            "sem "
                + x.id()
                + " for "
                + x.value()
                + (x.from() == null ? "" : " from " + shown.apply(x.from())));
      }
      parts.add("wait(" + String.join(", ", ws) + ")");
    }
    if (!i.updates().isEmpty()) {
      List<String> us = new ArrayList<>();
      for (InstructionEntry.Update x : i.updates()) {
        us.add("sem " + x.id() + " by " + x.value());
      }
      parts.add("update(" + String.join(", ", us) + ")");
    }
    if (!i.expressions().isEmpty()) {
      List<String> es = new ArrayList<>();
      for (InstructionEntry.Expression x : i.expressions()) {
        es.add(shown.apply(x.at()) + ": " + expr(x.text()));
      }
      parts.add("exprs(" + String.join(", ", es) + ")");
    }
    sb.append(String.join("  ", parts));
    InstructionEntry.Source s = i.source();
    if (s != null) {
      sb.append("  ;");
      if (s.file() != null || s.line() != null) {
        sb.append(' ').append(s.file() == null ? "?" : shown.apply(s.file()));
        if (s.line() != null) {
          sb.append(':').append(s.line());
        }
      }
      if (s.op() != null) {
        sb.append(' ').append(shown.apply(s.op()));
      }
    }
    out.append(sb.toString().stripTrailing()).append('\n');
  }

  private static void pad(StringBuilder sb, String s, int width) {
    sb.append(s).append(" ".repeat(Math.max(0, width - s.length()))).append("  ");
  }

  private void edges(List<String> parts, InstructionEntry i, String list, String label) {
    List<String> es = new ArrayList<>();
    for (InstructionEntry.Edge e : i.edges()) {
      if (e.list().equals(list)) {
        StringBuilder sb = new StringBuilder(shown.apply(e.target()));
        if (e.targetPointer() == null) {
          sb.append('?');
        }
        sb.append(' ').append(e.kind());
        if (e.distance() != null) {
          sb.append(' ').append(e.distance().toString().replace(" ", ""));
        }
        es.add(sb.toString());
      }
    }
    if (!es.isEmpty()) {
      parts.add(label + "(" + String.join(", ", es) + ")");
    }
  }

  /**
   * {@code LOCATION:DTYPE[[step,num],...]+OFFSET}, {@code @(ADDRESS)} for a symbolic pattern's
   * addresses, {@code %} before a register, an immediate as {@code VALUE:DTYPE}.
   */
  private String operand(InstructionEntry.Operand o) {
    StringBuilder sb = new StringBuilder();
    boolean register = o.kind().equals("register_access") || o.kind().equals("register_ap");
    if (o.kind().equals("symbolic_pwap")) {
      sb.append("pwap ");
    }
    if (o.location() != null) {
      sb.append(register ? "%" : "").append(shown.apply(o.location()));
    } else if (o.value() != null) {
      sb.append(shown.apply(o.value()));
    } else if (o.kind().equals("symbolic_imm_value") && !o.expressions().isEmpty()) {
      sb.append('(').append(expr(o.expressions().get(0))).append(')');
    } else {
      sb.append('?');
    }
    if (o.dtype() != null) {
      sb.append(':').append(shown.apply(o.dtype()));
    }
    if (o.ap() != null) {
      sb.append('[');
      for (int k = 0; k < o.ap().size(); k++) {
        AccessPattern.Pair p = o.ap().get(k);
        sb.append(k == 0 ? "" : ",").append('[').append(p.step()).append(',').append(p.num());
        sb.append(']');
      }
      sb.append(']');
    }
    if (o.offset() != null) {
      sb.append(o.offset() < 0 ? "" : "+").append(o.offset());
    }
    boolean addressed = o.location() != null || o.value() != null;
    if (addressed && !o.expressions().isEmpty()) {
      List<String> es = new ArrayList<>();
      for (String e : o.expressions()) {
        es.add(expr(e));
      }
      sb.append("@(").append(String.join("; ", es)).append(')');
    }
    return sb.toString();
  }

  private String expr(String text) {
    String cut =
        text.length() > LINE_EXPRESSION_CHARS
            ? text.substring(0, LINE_EXPRESSION_CHARS) + "..."
            : text;
    return shown.apply(cut);
  }
}
