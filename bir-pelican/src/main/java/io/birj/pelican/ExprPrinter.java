package io.birj.pelican;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The text form of an expression, for people; {@code ExprParser} reads it back exactly.
 *
 * <pre>
 * expr     := primary ( '*' INT | 'floordiv' INT | 'mod' INT
 *                     | 'ccdiv' INT 'group' UINT | 'ccmod' INT 'group' UINT )*
 * primary  := '(' affine ')'                      AffineExpr: (2*i + j - 3*%r + 5)
 *           | 'sum' '(' [expr (',' expr)*] ')'    Sum
 *           | index | 'ccrank' '(' INT ',' INT ')' | 'arg' '(' INT ')'
 *           | '@' NAME ['[' name ']'] '(' [INT (',' INT)*] ['|' expr (',' expr)*] ')'  vendor
 * index    := name                                AffineIV (an axis)
 *           | '%' name                            IntRuntimeValue (a register)
 *           | 'shard' '(' INT ')' | 'apidx' '(' INT ')' | 'tiledapidx' '(' INT ',' INT ')'
 *           | 'sym' '(' name ')'
 * name     := IDENT (not a keyword) | '`' any text, with \` and \\ escaped '`'
 * </pre>
 *
 * Every binary operator takes a constant right operand, so a left-to-right chain needs no grouping:
 * {@code (i + 5) mod 128 floordiv 4} is {@code FloorDiv(Modulo(affine, 128), 4)}. An affine
 * expression is always parenthesised, so it stays distinct from its lone index ({@code (i)} vs
 * {@code i}), and a {@code Mult} ({@code i * 2}, operand first) stays distinct from an affine
 * coefficient ({@code (2*i)}).
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

  private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_.]*");

  private ExprPrinter() {}

  public static String print(Expr e) {
    StringBuilder out = new StringBuilder();
    print(e, out);
    return out.toString();
  }

  private static void print(Expr e, StringBuilder out) {
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
    } else if (e instanceof AffineExpr a) {
      affine(a, out);
    } else if (e instanceof Sum s) {
      out.append("sum(");
      list(s.terms(), out);
      out.append(')');
    } else if (e instanceof Mult m) {
      print(m.var(), out);
      out.append(" * ").append(m.scale());
    } else if (e instanceof FloorDiv d) {
      print(d.numer(), out);
      out.append(" floordiv ").append(d.denom());
    } else if (e instanceof Modulo d) {
      print(d.numer(), out);
      out.append(" mod ").append(d.denom());
    } else if (e instanceof CCDiv d) {
      print(d.numer(), out);
      out.append(" ccdiv ").append(d.denom());
      out.append(" group ").append(Long.toUnsignedString(d.replicaGroupsId()));
    } else if (e instanceof CCMod d) {
      print(d.numer(), out);
      out.append(" ccmod ").append(d.denom());
      out.append(" group ").append(Long.toUnsignedString(d.replicaGroupsId()));
    } else if (e instanceof VendorExpr v) {
      vendor(v.vendorKind(), v.symbol(), v.params(), v.children(), out);
    } else {
      VendorIndex v = (VendorIndex) e;
      vendor(v.vendorKind(), v.symbol(), v.params(), v.children(), out);
    }
  }

  private static void affine(AffineExpr a, StringBuilder out) {
    out.append('(');
    boolean first = true;
    for (int i = 0; i < a.termCount(); i++) {
      long k = a.coeff(i);
      boolean negative = k < 0;
      if (first) {
        if (negative) {
          out.append('-');
        }
      } else {
        out.append(negative ? " - " : " + ");
      }
      // Long.MIN_VALUE has no positive twin: print its digits without the sign we just wrote.
      String magnitude = negative ? Long.toString(k).substring(1) : Long.toString(k);
      if (!magnitude.equals("1")) {
        out.append(magnitude).append('*');
      }
      print(a.idx(i), out);
      first = false;
    }
    long c = a.constant();
    if (first) {
      out.append(c);
    } else if (c != 0) {
      out.append(c < 0 ? " - " : " + ").append(c < 0 ? Long.toString(c).substring(1) : c);
    }
    out.append(')');
  }

  private static void vendor(
      VendorKind kind, String symbol, long[] params, List<Expr> children, StringBuilder out) {
    out.append('@').append(kind.name());
    if (symbol != null) {
      name(symbol, out.append('[')).append(']');
    }
    out.append('(');
    for (int i = 0; i < params.length; i++) {
      out.append(i == 0 ? "" : ", ").append(params[i]);
    }
    if (!children.isEmpty()) {
      out.append(params.length == 0 ? "| " : " | ");
      list(children, out);
    }
    out.append(')');
  }

  private static void list(List<Expr> items, StringBuilder out) {
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      print(items.get(i), out);
    }
  }

  private static StringBuilder name(String name, StringBuilder out) {
    if (IDENT.matcher(name).matches() && !KEYWORDS.contains(name)) {
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
}
