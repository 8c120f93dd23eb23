package io.birj.pelican;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Set;

/**
 * The text form of an expression, for people; {@link ExprParser} reads it back exactly ({@code
 * parse(print(e)) == e}).
 *
 * <pre>
 * expr     := primary ( '*' INT | 'floordiv' INT | 'mod' INT
 *                     | 'ccdiv' INT 'group' UINT | 'ccmod' INT 'group' UINT )*
 * primary  := '(' affine ')'                      AffineExpr: (2*i + j - 3*%r + 5)
 *           | 'sum' '(' [expr (',' expr)*] ')'    Sum
 *           | index | 'ccrank' '(' INT ',' INT ')' | 'arg' '(' INT ')'
 *           | '@' NAME ['[' name ']'] '(' [INT (',' INT)*] ['|' expr (',' expr)*] ')'  vendor
 * affine   := ['-'] term (('+' | '-') term)* [('+' | '-') UINT]  |  INT
 * term     := [UINT '*'] index                    coefficient 1 (or -1) is not written
 * index    := name                                AffineIV (an axis)
 *           | '%' name                            IntRuntimeValue (a register)
 *           | 'shard' '(' INT ')' | 'apidx' '(' INT ')' | 'tiledapidx' '(' INT ',' INT ')'
 *           | 'sym' '(' name ')' | vendor index
 * name     := IDENT (not a keyword) | '`' any text, with \` and \\ escaped '`'
 * IDENT    := [A-Za-z_][A-Za-z0-9_.]*
 * </pre>
 *
 * Every binary operator takes a constant right operand, so a left-to-right chain needs no grouping:
 * {@code (i + 5) mod 128 floordiv 4} is {@code FloorDiv(Modulo(affine, 128), 4)}. An affine
 * expression is always parenthesised, so it stays distinct from its lone index ({@code (i)} vs
 * {@code i}), and a {@code Mult} ({@code i * 2}, operand first) stays distinct from an affine
 * coefficient ({@code (2*i)}). Terms are printed in the canonical order, a zero coefficient is kept
 * ({@code (0*i)}), the constant is left out when it is 0 and there are terms. Replica group ids are
 * unsigned 64-bit.
 *
 * <p>The printer is iterative: expressions of any depth print without deep recursion. Shared
 * sub-expressions print once per use (the text is a tree, like the wire), so the text of a small
 * DAG can be exponentially long: {@link #print(Expr, long)} bounds it.
 */
public final class ExprPrinter {
  /** Words that cannot be bare names; a name spelled like one is back-quoted. */
  public static final Set<String> KEYWORDS =
      Set.of(
          "sum",
          "shard",
          "apidx",
          "tiledapidx",
          "sym",
          "ccrank",
          "arg",
          "floordiv",
          "mod",
          "ccdiv",
          "ccmod",
          "group");

  /** The longest text {@link #print(Expr)} makes before it gives up: 2^28 characters. */
  public static final long DEFAULT_MAX_CHARS = 1L << 28;

  private ExprPrinter() {}

  /**
   * The text form of {@code e}.
   *
   * @throws PelicanException when it would be longer than {@link #DEFAULT_MAX_CHARS}
   */
  public static String print(Expr e) {
    return print(e, DEFAULT_MAX_CHARS);
  }

  /**
   * The text form of {@code e}.
   *
   * @throws PelicanException when it would be longer than {@code maxChars} characters
   */
  public static String print(Expr e, long maxChars) {
    StringBuilder out = new StringBuilder();
    if (!print(e, out, maxChars)) {
      throw new PelicanException(
          "the text form of the expression is longer than " + maxChars + " characters");
    }
    return out.toString();
  }

  /**
   * The text form, cut after {@code maxChars} characters and then ended with {@code ...}: for
   * messages and logs, never too long whatever the expression.
   */
  public static String printAbbreviated(Expr e, int maxChars) {
    StringBuilder out = new StringBuilder();
    if (!print(e, out, maxChars)) {
      out.setLength(Math.min(out.length(), maxChars));
      out.append("...");
    }
    return out.toString();
  }

  /** Appends the text of {@code root}; false when it was cut at {@code maxChars}. */
  private static boolean print(Expr root, StringBuilder out, long maxChars) {
    // Work items: a String to append or an Expr to expand, last pushed first done.
    ArrayDeque<Object> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Object item = work.pop();
      if (item instanceof String s) {
        out.append(s);
      } else {
        Expr e = (Expr) item;
        if (!leaf(e, out)) {
          List<Object> parts = parts(e);
          for (int i = parts.size() - 1; i >= 0; i--) {
            work.push(parts.get(i));
          }
        }
      }
      if (out.length() > maxChars) {
        return false;
      }
    }
    return true;
  }

  /** Appends a node without children; false when {@code e} has parts to expand. */
  private static boolean leaf(Expr e, StringBuilder out) {
    if (e instanceof AffineIV v) {
      name(v.axis(), out);
    } else if (e instanceof IntRuntimeValue v) {
      name(v.register(), out.append('%'));
    } else if (e instanceof ShardId v) {
      out.append("shard(").append(v.ub()).append(')');
    } else if (e instanceof APIndex v) {
      out.append("apidx(").append(v.dim()).append(')');
    } else if (e instanceof TiledAPIndex v) {
      out.append("tiledapidx(").append(v.dim()).append(", ").append(v.tile()).append(')');
    } else if (e instanceof SymbolicIdx v) {
      name(v.name(), out.append("sym(")).append(')');
    } else if (e instanceof CCGetRank v) {
      out.append("ccrank(").append(v.iterationId()).append(", ").append(v.channelId()).append(')');
    } else if (e instanceof IndirectArg v) {
      out.append("arg(").append(v.argId()).append(')');
    } else {
      return false;
    }
    return true;
  }

  /** The strings and sub-expressions that spell a composite node, in order. */
  private static List<Object> parts(Expr e) {
    java.util.ArrayList<Object> p = new java.util.ArrayList<>();
    if (e instanceof AffineExpr a) {
      affine(a, p);
    } else if (e instanceof Sum s) {
      p.add("sum(");
      list(s.terms(), p);
      p.add(")");
    } else if (e instanceof Mult m) {
      p.add(m.var());
      p.add(" * " + m.scale());
    } else if (e instanceof FloorDiv d) {
      p.add(d.numer());
      p.add(" floordiv " + d.denom());
    } else if (e instanceof Modulo d) {
      p.add(d.numer());
      p.add(" mod " + d.denom());
    } else if (e instanceof CCDiv d) {
      p.add(d.numer());
      p.add(" ccdiv " + d.denom() + " group " + Long.toUnsignedString(d.replicaGroupsId()));
    } else if (e instanceof CCMod d) {
      p.add(d.numer());
      p.add(" ccmod " + d.denom() + " group " + Long.toUnsignedString(d.replicaGroupsId()));
    } else {
      vendor((VendorNode) e, p);
    }
    return p;
  }

  private static void affine(AffineExpr a, List<Object> p) {
    StringBuilder s = new StringBuilder("(");
    for (int i = 0; i < a.termCount(); i++) {
      long k = a.coeff(i);
      boolean negative = k < 0;
      if (i == 0) {
        s.append(negative ? "-" : "");
      } else {
        s.append(negative ? " - " : " + ");
      }
      String magnitude = magnitude(k);
      if (!magnitude.equals("1")) {
        s.append(magnitude).append('*');
      }
      p.add(s.toString());
      p.add(a.idx(i));
      s.setLength(0);
    }
    long c = a.constant();
    if (a.termCount() == 0) {
      s.append(c);
    } else if (c != 0) {
      s.append(c < 0 ? " - " : " + ").append(magnitude(c));
    }
    p.add(s.append(')').toString());
  }

  /** The digits of |k|, also for Long.MIN_VALUE (which has no positive twin). */
  private static String magnitude(long k) {
    return k < 0 ? Long.toString(k).substring(1) : Long.toString(k);
  }

  private static void vendor(VendorNode v, List<Object> p) {
    StringBuilder s = new StringBuilder().append('@').append(v.vendorKind().name());
    if (v.symbol() != null) {
      name(v.symbol(), s.append('[')).append(']');
    }
    s.append('(');
    for (int i = 0; i < v.paramCount(); i++) {
      s.append(i == 0 ? "" : ", ").append(v.param(i));
    }
    List<Expr> children = v.children();
    if (!children.isEmpty()) {
      s.append(v.paramCount() == 0 ? "| " : " | ");
      p.add(s.toString());
      list(children, p);
      p.add(")");
    } else {
      p.add(s.append(')').toString());
    }
  }

  private static void list(List<Expr> items, List<Object> p) {
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        p.add(", ");
      }
      p.add(items.get(i));
    }
  }

  /** The text of a name: bare when it is an identifier that is not a keyword, else back-quoted. */
  public static String name(String name) {
    return name(name, new StringBuilder()).toString();
  }

  static StringBuilder name(String name, StringBuilder out) {
    if (isIdentifier(name) && !KEYWORDS.contains(name)) {
      return out.append(name);
    }
    out.append('`');
    for (int i = 0; i < name.length(); i++) {
      char ch = name.charAt(i);
      if (ch == '`' || ch == '\\') {
        out.append('\\');
      }
      out.append(ch);
    }
    return out.append('`');
  }

  /** True for {@code [A-Za-z_][A-Za-z0-9_.]*}. */
  static boolean isIdentifier(String s) {
    if (s.isEmpty() || !isIdentStart(s.charAt(0))) {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      if (!isIdentPart(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static boolean isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }

  static boolean isIdentPart(char c) {
    return isIdentStart(c) || (c >= '0' && c <= '9') || c == '.';
  }
}
