package io.birj.testkit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldValues;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonValue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A hand-written opcode ({@code "TestOp"}) whose keys hold expressions the ways generated opcodes
 * do: one ({@code bound}), a list ({@code bounds}), nested in tuples ({@code pairs}, {@code [n,
 * expr]}), the affine arm of a MaybeAffine ({@code duplicate}), and an Unknown-typed key ({@code
 * extra}), written through {@link FieldWriteContext#writeUnknown}. Keys in emit order: {@code
 * count}, {@code bound}, {@code bounds}, {@code pairs}, {@code duplicate}, {@code extra}.
 */
public final class TestOpcode extends OpcodeFields {
  public static final String OPCODE = "TestOp";

  /** One element of {@code pairs}. */
  public record Pair(long n, QuasiAffineExpr expr) {}

  public Long count;
  public QuasiAffineExpr bound;
  public List<QuasiAffineExpr> bounds;
  public List<Pair> pairs;
  public MaybeAffine<Long> duplicate;
  public JsonValue extra;

  @Override
  public String opcode() {
    return OPCODE;
  }

  @Override
  public boolean readField(String key, JsonParser p, FieldReadContext ctx) {
    return false;
  }

  @Override
  public void writeFields(JsonGenerator g, FieldWriteContext ctx) throws IOException {
    if (count != null) {
      g.writeFieldName("count");
      FieldValues.writeNat(g, count);
    }
    if (bound != null) {
      g.writeFieldName("bound");
      ctx.writeExpr(g, "bound", bound);
    }
    if (bounds != null) {
      g.writeFieldName("bounds");
      FieldValues.<QuasiAffineExpr>writeList(g, bounds, (g1, x) -> ctx.writeExpr(g1, "bounds", x));
    }
    if (pairs != null) {
      g.writeFieldName("pairs");
      g.writeStartArray();
      for (Pair pr : pairs) {
        g.writeStartArray();
        g.writeNumber(pr.n());
        ctx.writeExpr(g, "pairs", pr.expr());
        g.writeEndArray();
      }
      g.writeEndArray();
    }
    if (duplicate != null) {
      g.writeFieldName("duplicate");
      if (duplicate.isAffine()) {
        ctx.writeExpr(g, "duplicate", duplicate.expr());
      } else {
        g.writeNumber(duplicate.scalarValue());
      }
    }
    if (extra != null) {
      g.writeFieldName("extra");
      ctx.writeUnknown(g, "extra", extra);
    }
  }

  @Override
  public List<String> presentKeys() {
    List<String> out = new ArrayList<>();
    if (count != null) {
      out.add("count");
    }
    if (bound != null) {
      out.add("bound");
    }
    if (bounds != null) {
      out.add("bounds");
    }
    if (pairs != null) {
      out.add("pairs");
    }
    if (duplicate != null) {
      out.add("duplicate");
    }
    if (extra != null) {
      out.add("extra");
    }
    return out;
  }

  @Override
  public Object value(String key) {
    switch (key) {
      case "count":
        return count;
      case "bound":
        return bound;
      case "bounds":
        return bounds;
      case "pairs":
        return pairs;
      case "duplicate":
        return duplicate;
      case "extra":
        return extra;
      default:
        return null;
    }
  }
}
