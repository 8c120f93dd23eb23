package io.birj.analysis.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * A parser of Graphviz's DOT language, its grammar as far as a test needs it: statements,
 * subgraphs, node and edge statements, attribute lists, IDs (names, numerals, quoted strings) and
 * comments. It throws on anything the grammar does not allow.
 */
final class DotSyntax {
  record Parsed(List<String> nodes, List<String> edges, List<String> clusterLabels) {}

  private final String s;
  private int at;
  private final List<String> nodes = new ArrayList<>();
  private final List<String> edges = new ArrayList<>();
  private final List<String> clusterLabels = new ArrayList<>();

  private DotSyntax(String s) {
    this.s = s;
  }

  static Parsed parse(String text) {
    DotSyntax p = new DotSyntax(text);
    p.graph();
    return new Parsed(p.nodes, p.edges, p.clusterLabels);
  }

  // graph : [ strict ] (graph | digraph) [ ID ] '{' stmt_list '}'
  private void graph() {
    if (peekWord("strict")) {
      id();
    }
    String kind = id();
    if (!kind.equals("digraph") && !kind.equals("graph")) {
      throw error("graph or digraph expected");
    }
    if (!peek('{')) {
      id();
    }
    expect('{');
    stmtList(false);
    expect('}');
    space();
    if (at != s.length()) {
      throw error("text after the graph");
    }
  }

  private void stmtList(boolean cluster) {
    while (!peek('}')) {
      stmt(cluster);
      if (peek(';')) {
        at++;
      }
    }
  }

  private void stmt(boolean cluster) {
    if (peekWord("subgraph")) {
      id();
      String name = peek('{') ? null : id();
      expect('{');
      int labels = clusterLabels.size();
      stmtList(name != null && name.startsWith("cluster"));
      expect('}');
      if (name != null && name.startsWith("cluster") && clusterLabels.size() == labels) {
        throw error("a cluster without a label");
      }
      return;
    }
    String first = id();
    if (peek('=')) {
      at++;
      String value = id();
      if (cluster && first.equals("label")) {
        clusterLabels.add(value);
      }
      return;
    }
    if (first.equals("graph") || first.equals("node") || first.equals("edge")) {
      attrList();
      return;
    }
    if (peekEdgeOp()) {
      String from = first;
      while (peekEdgeOp()) {
        at += 2;
        String to = id();
        edges.add(from + "->" + to);
        from = to;
      }
      if (peek('[')) {
        attrList();
      }
      return;
    }
    nodes.add(first);
    if (peek('[')) {
      attrList();
    }
  }

  private void attrList() {
    expect('[');
    while (!peek(']')) {
      id();
      expect('=');
      id();
      if (peek(',') || peek(';')) {
        at++;
      }
    }
    expect(']');
    if (peek('[')) {
      attrList();
    }
  }

  private boolean peekEdgeOp() {
    space();
    return s.startsWith("->", at) || s.startsWith("--", at);
  }

  private boolean peekWord(String w) {
    space();
    return s.startsWith(w, at)
        && (at + w.length() == s.length() || !Character.isLetterOrDigit(s.charAt(at + w.length())));
  }

  private String id() {
    space();
    if (at >= s.length()) {
      throw error("an ID expected");
    }
    char c = s.charAt(at);
    if (c == '"') {
      StringBuilder sb = new StringBuilder();
      at++;
      while (true) {
        if (at >= s.length()) {
          throw error("an unterminated string");
        }
        char d = s.charAt(at++);
        if (d == '"') {
          return sb.toString();
        }
        if (d == '\\' && at < s.length() && s.charAt(at) == '"') {
          d = s.charAt(at++);
        }
        sb.append(d);
      }
    }
    int start = at;
    if (Character.isLetter(c) || c == '_') {
      while (at < s.length() && (Character.isLetterOrDigit(s.charAt(at)) || s.charAt(at) == '_')) {
        at++;
      }
    } else if (Character.isDigit(c) || c == '-' || c == '.') {
      at++;
      while (at < s.length() && (Character.isDigit(s.charAt(at)) || s.charAt(at) == '.')) {
        at++;
      }
    } else {
      throw error("an ID expected");
    }
    return s.substring(start, at);
  }

  private boolean peek(char c) {
    space();
    return at < s.length() && s.charAt(at) == c;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("'" + c + "' expected");
    }
    at++;
  }

  // White space, and comments: // to the end of the line, /* ... */, and # lines.
  private void space() {
    while (at < s.length()) {
      char c = s.charAt(at);
      if (Character.isWhitespace(c)) {
        at++;
      } else if (s.startsWith("//", at) || (c == '#' && (at == 0 || s.charAt(at - 1) == '\n'))) {
        int nl = s.indexOf('\n', at);
        at = nl < 0 ? s.length() : nl + 1;
      } else if (s.startsWith("/*", at)) {
        int end = s.indexOf("*/", at + 2);
        if (end < 0) {
          throw error("an unterminated comment");
        }
        at = end + 2;
      } else {
        return;
      }
    }
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException(
        what + " at offset " + at + ": " + s.substring(at, Math.min(s.length(), at + 40)));
  }
}
