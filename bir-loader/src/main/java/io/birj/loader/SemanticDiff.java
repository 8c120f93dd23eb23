package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Function;
import io.birj.api.model.Module;
import io.birj.pelican.Expr;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The semantic difference of two modules: empty when their models are equal. Key order, the order
 * of affine terms, number spelling and formatting do not matter; expressions compare by their
 * canonical text form, which is structural equality across two documents (within one document the
 * interned nodes are identical exactly when equal). The wire version is not compared (a v1 document
 * and its v2 conversion are equal).
 *
 * <p>Block entries and other arrays of named objects are matched by name when the names are unique,
 * so an inserted instruction is one difference, not a shift of all that follow. Pointers are those
 * of the new document (of the old one for removals).
 *
 * <p>The comparison renders one function at a time, so memory stays proportional to the largest
 * function, not to the documents.
 */
public final class SemanticDiff {
  /**
   * One difference: where, and the old and new values as text (JSON for values, the text form for
   * expressions); {@code null} when absent on that side.
   */
  public record Difference(String pointer, String oldText, String newText) {
    @Override
    public String toString() {
      return (pointer.isEmpty() ? "/" : pointer) + ": " + oldText + " -> " + newText;
    }
  }

  private static final String MARK = "\u0001expr ";
  private static final JsonFactory FACTORY = new JsonFactory();

  private final BirWriter renderer = new BirWriter(CodecRegistry.of(new TextCodec()));
  private final int maxDifferences;

  public SemanticDiff() {
    this(10_000);
  }

  /** A diff that stops after {@code maxDifferences} differences. */
  public SemanticDiff(int maxDifferences) {
    this.maxDifferences = Math.max(1, maxDifferences);
  }

  public List<Difference> diff(Module a, Module b) {
    List<Difference> out = new ArrayList<>();
    compare("", render(shell(a, null)), render(shell(b, null)), out);
    int na = a.functions().size();
    int nb = b.functions().size();
    for (int i = 0; i < Math.max(na, nb) && out.size() < maxDifferences; i++) {
      String ptr = "/functions/" + i;
      JsonValue fa = i < na ? function(a, i) : null;
      JsonValue fb = i < nb ? function(b, i) : null;
      compare(ptr, fa, fb, out);
    }
    return out.size() > maxDifferences ? out.subList(0, maxDifferences) : out;
  }

  /** True when the two modules are semantically equal. */
  public boolean equal(Module a, Module b) {
    return new SemanticDiff(1).diff(a, b).isEmpty();
  }

  private JsonValue function(Module m, int i) {
    JsonValue doc = render(shell(m, m.functions().get(i)));
    JsonValue fs = ((JsonValue.JsonObject) doc).get(Keys.FUNCTIONS);
    return ((JsonValue.JsonArray) fs).items().get(0);
  }

  /** The module's top level with no function, or with just {@code f}. */
  private static Module shell(Module m, Function f) {
    Module s = new Module(m.pelican());
    s.setArch(m.arch());
    s.setArchRev(m.archRev());
    s.setAttributes(m.attributes());
    s.setQueues(m.queuesKey(), m.queues());
    if (m.hasUnknownKeys()) {
      s.unknownKeys().addAll(m.unknownKeys());
    }
    if (f != null) {
      s.functions().add(f);
    }
    return s;
  }

  private JsonValue render(Module m) {
    byte[] bytes = renderer.toBytes(m, WriteOptions.DEFAULT);
    try (JsonParser p = FACTORY.createParser(bytes)) {
      p.nextToken();
      JsonValue v = JsonValues.read(p);
      if (v instanceof JsonValue.JsonObject o) {
        List<JsonValue.Member> ms = new ArrayList<>(o.members());
        ms.removeIf(mm -> mm.key().equals(Keys.VERSION));
        return new JsonValue.JsonObject(ms);
      }
      return v;
    } catch (IOException e) {
      throw new IllegalStateException("re-reading rendered JSON failed", e);
    }
  }

  private void compare(String ptr, JsonValue a, JsonValue b, List<Difference> out) {
    if (out.size() >= maxDifferences || same(a, b)) {
      return;
    }
    if (a instanceof JsonValue.JsonObject oa && b instanceof JsonValue.JsonObject ob) {
      Set<String> keys = new LinkedHashSet<>();
      oa.members().forEach(m -> keys.add(m.key()));
      ob.members().forEach(m -> keys.add(m.key()));
      for (String k : keys) {
        compare(ptr + "/" + escape(k), oa.get(k), ob.get(k), out);
      }
      return;
    }
    if (a instanceof JsonValue.JsonArray aa && b instanceof JsonValue.JsonArray ab) {
      Map<String, Integer> na = names(aa);
      Map<String, Integer> nb = names(ab);
      if (na != null && nb != null) {
        for (Map.Entry<String, Integer> e : na.entrySet()) {
          if (!nb.containsKey(e.getKey())) {
            add(out, ptr + "/" + e.getValue(), aa.items().get(e.getValue()), null);
          }
        }
        for (Map.Entry<String, Integer> e : nb.entrySet()) {
          Integer ia = na.get(e.getKey());
          JsonValue left = ia == null ? null : aa.items().get(ia);
          compare(ptr + "/" + e.getValue(), left, ab.items().get(e.getValue()), out);
        }
        return;
      }
      int n = Math.max(aa.items().size(), ab.items().size());
      for (int i = 0; i < n; i++) {
        compare(
            ptr + "/" + i,
            i < aa.items().size() ? aa.items().get(i) : null,
            i < ab.items().size() ? ab.items().get(i) : null,
            out);
      }
      return;
    }
    add(out, ptr, a, b);
  }

  /** Index by {@code name} when every item is an object with a unique string name, else null. */
  private static Map<String, Integer> names(JsonValue.JsonArray arr) {
    if (arr.items().isEmpty()) {
      return null;
    }
    Map<String, Integer> out = new java.util.LinkedHashMap<>();
    for (int i = 0; i < arr.items().size(); i++) {
      if (!(arr.items().get(i) instanceof JsonValue.JsonObject o)
          || !(o.get(Keys.NAME) instanceof JsonValue.JsonString s)
          || out.putIfAbsent(s.value(), i) != null) {
        return null;
      }
    }
    return out;
  }

  /**
   * Structural equality of kept content, numbers by value. Iterative: unknown content may nest as
   * deep as the reader allows, and a diff must not need more stack than the read did.
   */
  private static boolean same(JsonValue left, JsonValue right) {
    ArrayDeque<JsonValue[]> todo = new ArrayDeque<>();
    todo.push(new JsonValue[] {left, right});
    while (!todo.isEmpty()) {
      JsonValue[] pair = todo.pop();
      JsonValue a = pair[0];
      JsonValue b = pair[1];
      if (a == null || b == null) {
        if (a != b) {
          return false;
        }
      } else if (a instanceof JsonValue.JsonNumber x && b instanceof JsonValue.JsonNumber y) {
        if (!sameNumber(x, y)) {
          return false;
        }
      } else if (a instanceof JsonValue.JsonObject oa && b instanceof JsonValue.JsonObject ob) {
        if (oa.members().size() != ob.members().size()) {
          return false;
        }
        Set<String> seen = new HashSet<>();
        for (JsonValue.Member m : oa.members()) {
          seen.add(m.key());
          todo.push(new JsonValue[] {m.value(), ob.get(m.key())});
        }
        if (seen.size() != ob.members().size()) {
          return false;
        }
      } else if (a instanceof JsonValue.JsonArray aa && b instanceof JsonValue.JsonArray ab) {
        if (aa.items().size() != ab.items().size()) {
          return false;
        }
        for (int i = 0; i < aa.items().size(); i++) {
          todo.push(new JsonValue[] {aa.items().get(i), ab.items().get(i)});
        }
      } else if (!a.equals(b)) { // scalars, or containers of different types (false at once)
        return false;
      }
    }
    return true;
  }

  private static boolean sameNumber(JsonValue.JsonNumber x, JsonValue.JsonNumber y) {
    try {
      return new BigDecimal(x.text()).compareTo(new BigDecimal(y.text())) == 0;
    } catch (NumberFormatException e) {
      return x.text().equals(y.text());
    }
  }

  private void add(List<Difference> out, String ptr, JsonValue a, JsonValue b) {
    if (out.size() < maxDifferences) {
      out.add(new Difference(ptr, text(a), text(b)));
    }
  }

  private static String text(JsonValue v) {
    if (v == null) {
      return null;
    }
    if (v instanceof JsonValue.JsonString s && s.value().startsWith(MARK)) {
      return s.value().substring(MARK.length());
    }
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      writeWithExprText(g, v);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return w.toString();
  }

  private static void writeWithExprText(JsonGenerator g, JsonValue v) throws IOException {
    if (v instanceof JsonValue.JsonString s && s.value().startsWith(MARK)) {
      g.writeString(s.value().substring(MARK.length()));
    } else if (v instanceof JsonValue.JsonObject o) {
      g.writeStartObject();
      for (JsonValue.Member m : o.members()) {
        g.writeFieldName(m.key());
        writeWithExprText(g, m.value());
      }
      g.writeEndObject();
    } else if (v instanceof JsonValue.JsonArray a) {
      g.writeStartArray();
      for (JsonValue item : a.items()) {
        writeWithExprText(g, item);
      }
      g.writeEndArray();
    } else {
      JsonValues.write(g, v);
    }
  }

  private static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }

  /** Renders each expression as its (canonical) text form, marked, in place of its wire tree. */
  private static final class TextCodec implements PelicanCodec {
    @Override
    public int version() {
      return 2;
    }

    @Override
    public String description() {
      return "expression text, for the semantic diff";
    }

    @Override
    public Expr read(JsonParser p, ExprReadContext ctx) {
      throw BirException.at(p, "the diff renderer does not read");
    }

    @Override
    public boolean canWrite(Expr e, ExprKindRegistry kinds) {
      return true;
    }

    @Override
    public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
      g.writeString(MARK + e);
    }
  }
}
