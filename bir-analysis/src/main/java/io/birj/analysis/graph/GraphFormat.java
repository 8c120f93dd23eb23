package io.birj.analysis.graph;

import io.birj.analysis.listing.InstructionEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A {@link BlockGraph} as text for a drawing tool: Graphviz's DOT or a Mermaid flowchart (which
 * Markdown renderers draw). Nodes are grouped and filled by engine; an arc is labelled with its
 * kind, coloured by it, and dashed for a semaphore wait. The same graph always gives the same text.
 */
public enum GraphFormat {
  /** Graphviz: {@code digraph} with a {@code cluster} per engine. */
  DOT {
    @Override
    void render(BlockGraph g, StringBuilder out, UnaryOperator<String> shown) {
      List<List<Integer>> engines = engines(g);
      out.append("// ").append(summary(g, shown)).append('\n');
      for (BlockGraph.Outside o : g.outside()) {
        out.append("// not drawn: ").append(outside(g, o, shown)).append('\n');
      }
      out.append("digraph ").append(dotString(title(g, shown))).append(" {\n");
      out.append("  rankdir=TB;\n");
      out.append("  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];\n");
      out.append("  edge [fontname=\"Helvetica\", fontsize=10];\n");
      for (int e = 0; e < engines.size(); e++) {
        List<Integer> members = engines.get(e);
        String engine = engineOf(g.nodes().get(members.get(0)));
        out.append("  subgraph ").append(dotString("cluster_engine" + e)).append(" {\n");
        out.append("    label=").append(dotString(shown.apply(engine))).append(";\n");
        out.append("    style=dashed;\n");
        for (int n : members) {
          InstructionEntry i = g.nodes().get(n);
          out.append("    n").append(n).append(" [label=");
          out.append(dotString(shown.apply(nameOf(i)) + "\n" + shown.apply(i.opcode())));
          out.append(", fillcolor=").append(dotString(fill(e))).append("];\n");
        }
        out.append("  }\n");
      }
      for (BlockGraph.Arc a : g.arcs()) {
        out.append("  n").append(a.from()).append(" -> n").append(a.to());
        out.append(" [label=").append(dotString(a.label()));
        out.append(", color=").append(dotString(colour(a)));
        if (a.semaphore()) {
          out.append(", style=dashed");
        }
        out.append("];\n");
      }
      out.append("}\n");
    }
  },

  /** Mermaid: {@code flowchart TB} with a {@code subgraph} per engine. */
  MERMAID {
    @Override
    void render(BlockGraph g, StringBuilder out, UnaryOperator<String> shown) {
      List<List<Integer>> engines = engines(g);
      // The diagram's type first: Mermaid detects it from the first line that is not a comment,
      // and some renderers only from the first line.
      out.append("flowchart TB\n");
      out.append("  %% ").append(summary(g, shown)).append('\n');
      for (BlockGraph.Outside o : g.outside()) {
        out.append("  %% not drawn: ").append(outside(g, o, shown)).append('\n');
      }
      for (int e = 0; e < engines.size(); e++) {
        List<Integer> members = engines.get(e);
        String engine = engineOf(g.nodes().get(members.get(0)));
        out.append("  subgraph engine").append(e).append("[\"");
        out.append(mermaidText(shown.apply(engine))).append("\"]\n");
        for (int n : members) {
          InstructionEntry i = g.nodes().get(n);
          out.append("    n").append(n).append("[\"");
          out.append(mermaidText(shown.apply(nameOf(i))));
          out.append("<br/>").append(mermaidText(shown.apply(i.opcode()))).append("\"]\n");
        }
        out.append("  end\n");
      }
      for (BlockGraph.Arc a : g.arcs()) {
        out.append("  n").append(a.from()).append(a.semaphore() ? " -.->" : " -->");
        out.append("|\"").append(mermaidText(a.label())).append("\"| n").append(a.to());
        out.append('\n');
      }
      for (int e = 0; e < engines.size(); e++) {
        out.append("  classDef engine").append(e).append(" fill:").append(fill(e));
        out.append(",stroke:#555\n");
        out.append("  class ");
        List<Integer> members = engines.get(e);
        for (int k = 0; k < members.size(); k++) {
          out.append(k == 0 ? "n" : ",n").append(members.get(k));
        }
        out.append(" engine").append(e).append('\n');
      }
      for (int k = 0; k < g.arcs().size(); k++) {
        out.append("  linkStyle ").append(k).append(" stroke:").append(colour(g.arcs().get(k)));
        out.append('\n');
      }
    }
  };

  private static final String[] FILLS = {
    "#cfe2ff", "#d1e7dd", "#fff3cd", "#f8d7da", "#e2d9f3", "#ffe5d0", "#d2f4ea", "#e9ecef"
  };

  /**
   * The name a command line gives it, spelled from the constant's: {@code dot}, {@code mermaid}.
   */
  public String spelling() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The format spelled {@code s}, or null. */
  public static GraphFormat of(String s) {
    for (GraphFormat f : values()) {
      if (f.spelling().equals(s)) {
        return f;
      }
    }
    return null;
  }

  /** {@code g} in this format, each name passed through {@code shown}. */
  public String write(BlockGraph g, UnaryOperator<String> shown) {
    StringBuilder sb = new StringBuilder();
    render(g, sb, shown);
    return sb.toString();
  }

  /** {@code g} in this format, names as they are. */
  public String write(BlockGraph g) {
    return write(g, UnaryOperator.identity());
  }

  /** Appends {@code g} in this format to {@code out}. */
  public void write(BlockGraph g, Appendable out, UnaryOperator<String> shown) {
    try {
      out.append(write(g, shown));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  abstract void render(BlockGraph g, StringBuilder out, UnaryOperator<String> shown);

  /** The nodes of each engine, engines in the order they first appear in the block. */
  static List<List<Integer>> engines(BlockGraph g) {
    Map<String, List<Integer>> by = new LinkedHashMap<>();
    for (int n = 0; n < g.nodes().size(); n++) {
      by.computeIfAbsent(engineOf(g.nodes().get(n)), k -> new ArrayList<>()).add(n);
    }
    return new ArrayList<>(by.values());
  }

  private static String engineOf(InstructionEntry i) {
    return i.engine() == null ? "no engine" : i.engine();
  }

  private static String nameOf(InstructionEntry i) {
    return i.name() == null ? "(unnamed)" : i.name();
  }

  private static String fill(int engine) {
    return FILLS[engine % FILLS.length];
  }

  /** Flow black, Anti red, Output purple, Ordered grey, a semaphore blue, anything else brown. */
  private static String colour(BlockGraph.Arc a) {
    if (a.semaphore()) {
      return "#0d6efd";
    }
    return switch (a.kind()) {
      case "Flow" -> "#212529";
      case "Anti" -> "#b02a37";
      case "Output" -> "#6f42c1";
      case "Ordered" -> "#6c757d";
      default -> "#8a5a00";
    };
  }

  private static String title(BlockGraph g, UnaryOperator<String> shown) {
    return g.block().name() == null ? "block" : shown.apply(g.block().name());
  }

  private static String summary(BlockGraph g, UnaryOperator<String> shown) {
    return "block "
        + title(g, shown)
        + " at "
        + shown.apply(g.block().pointer())
        + ": "
        + g.nodes().size()
        + (g.nodes().size() == 1 ? " instruction, " : " instructions, ")
        + g.arcs().size()
        + (g.arcs().size() == 1 ? " edge" : " edges")
        + (g.outside().isEmpty() ? "" : ", " + g.outside().size() + " to elsewhere not drawn");
  }

  private static String outside(BlockGraph g, BlockGraph.Outside o, UnaryOperator<String> shown) {
    return shown.apply(o.target())
        + (o.targetPointer() == null
            ? " (no such instruction)"
            : " (" + shown.apply(o.targetPointer()) + ")")
        + " -> "
        + shown.apply(nameOf(g.nodes().get(o.to())))
        + ": "
        + o.label();
  }

  /** A DOT double-quoted string: backslash and quote escaped, a line break as {@code \n}. */
  static String dotString(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        default -> sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  /** Text inside Mermaid's quotes: the characters it reads as syntax as entity codes. */
  static String mermaidText(String s) {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      switch (c) {
        case '"' -> sb.append("#quot;");
        case '#' -> sb.append("#35;");
        case '<' -> sb.append("#lt;");
        case '>' -> sb.append("#gt;");
        case '|' -> sb.append("#124;");
        case '\n', '\r' -> sb.append(' ');
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }
}
