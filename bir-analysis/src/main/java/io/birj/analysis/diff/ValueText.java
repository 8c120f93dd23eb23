package io.birj.analysis.diff;

import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.name.NameRef;
import io.birj.pelican.Expr;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The canonical text of a value, by which the diff compares leaves: an expression by its text form
 * (canonical: equal expressions print alike in any two documents, whatever their version or the
 * order of their terms on the wire), a JSON value as JSON with its object keys sorted and its
 * numbers by value ({@code 1.0} equals {@code 1}), a name as the name.
 */
final class ValueText {
  private final Map<Expr, String> exprs = new IdentityHashMap<>();

  String of(Object v) {
    if (v == null) {
      return "null";
    }
    if (v instanceof String s) {
      return quote(s);
    }
    if (v instanceof Long || v instanceof Integer || v instanceof Boolean) {
      return v.toString();
    }
    if (v instanceof Double d) {
      return number(Double.toString(d));
    }
    if (v instanceof NameRef<?> r) {
      return quote(r.name());
    }
    if (v instanceof QuasiAffineExpr q) {
      return expr(q.expr());
    }
    if (v instanceof MaybeAffine<?> m) {
      return m.isAffine() ? expr(m.expr().expr()) : of(m.scalarValue());
    }
    if (v instanceof JsonValue j) {
      StringBuilder sb = new StringBuilder();
      json(j, sb);
      return sb.toString();
    }
    if (v instanceof AccessPattern ap) {
      StringBuilder sb = new StringBuilder("[");
      for (AccessPattern.Pair p : ap.pairs()) {
        sb.append(sb.length() > 1 ? ", " : "")
            .append('[')
            .append(p.step())
            .append(", ")
            .append(p.num())
            .append(']');
      }
      return sb.append(']').toString();
    }
    if (v instanceof List<?> list) {
      StringBuilder sb = new StringBuilder("[");
      for (Object o : list) {
        sb.append(sb.length() > 1 ? ", " : "").append(of(o));
      }
      return sb.append(']').toString();
    }
    return v.toString();
  }

  private String expr(Expr e) {
    return exprs.computeIfAbsent(e, Expr::toString);
  }

  private void json(JsonValue v, StringBuilder sb) {
    if (v instanceof JsonValue.JsonObject o) {
      List<JsonValue.Member> ms = new ArrayList<>(o.members());
      ms.sort(Comparator.comparing(JsonValue.Member::key));
      sb.append('{');
      for (int i = 0; i < ms.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(quote(ms.get(i).key())).append(": ");
        json(ms.get(i).value(), sb);
      }
      sb.append('}');
    } else if (v instanceof JsonValue.JsonArray a) {
      sb.append('[');
      for (int i = 0; i < a.items().size(); i++) {
        sb.append(i == 0 ? "" : ", ");
        json(a.items().get(i), sb);
      }
      sb.append(']');
    } else if (v instanceof JsonValue.JsonString s) {
      sb.append(quote(s.value()));
    } else if (v instanceof JsonValue.JsonNumber n) {
      sb.append(number(n.text()));
    } else if (v instanceof JsonValue.JsonBool b) {
      sb.append(b.value());
    } else if (v instanceof JsonValue.JsonExpr e) {
      sb.append(expr(e.expr().expr()));
    } else {
      sb.append("null");
    }
  }

  private static String number(String text) {
    try {
      BigDecimal d = new BigDecimal(text).stripTrailingZeros();
      return d.signum() == 0 ? "0" : d.toString();
    } catch (NumberFormatException e) {
      return text;
    }
  }

  static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20) {
        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }
}
