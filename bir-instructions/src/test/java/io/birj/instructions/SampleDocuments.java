package io.birj.instructions;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.json.FloatText;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import io.birj.brewer.spec.RecordSpec;
import io.birj.brewer.spec.SpecReader;
import io.birj.brewer.spec.TypeRef;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;

/**
 * Test documents generated from the ISA spec itself: for an opcode, one instruction object with
 * {@code opcode} and every key (or only the required ones) in emit order, each holding a value of
 * its type in canonical wire form. The values rotate through the edge cases of each type (the
 * largest unsigned and the smallest signed 64-bit integers, NaN and the infinities, every enum
 * spelling, empty and two-element lists, both arms of a MaybeAffine key, both shapes of an
 * expression-or-object key, names).
 */
final class SampleDocuments {
  static final Path SPEC = Path.of("src/main/isa/isa.json");
  static final Path CONTAINER = Path.of("../bir-api/src/main/container/container.json");

  private static final String[] NATS = {"18446744073709551615", "0", "7"};
  private static final String[] INTS = {"-9223372036854775808", "9223372036854775807", "-1"};
  private static final double[] FLOATS = {
    0.1, Double.NaN, 1e20, Double.POSITIVE_INFINITY, -2.5, Double.NEGATIVE_INFINITY, 1.5e-7
  };

  private static IsaSpec spec;

  private final IsaSpec isa;
  private int turn;

  SampleDocuments(IsaSpec isa) {
    this.isa = isa;
  }

  static synchronized IsaSpec spec() {
    if (spec == null) {
      try {
        spec = SpecReader.read(SPEC, CONTAINER);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return spec;
  }

  /** The instruction object of {@code o} with every key, or only the required ones. */
  String document(OpcodeSpec o, boolean allKeys) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = InstructionHarness.JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField(InstructionHarness.OPCODE, o.opcode());
      for (KeySpec k : isa.allKeys(o)) {
        if (allKeys || k.required()) {
          g.writeFieldName(k.key());
          value(g, k.type());
        }
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The keys {@link #document} writes, in order (after {@code opcode}). */
  List<String> keys(OpcodeSpec o, boolean allKeys) {
    return isa.allKeys(o).stream().filter(k -> allKeys || k.required()).map(KeySpec::key).toList();
  }

  /** The 2.24 shape of {@code CollectiveCompute.cc_channel}: an object that is no expression. */
  static final String CHANNEL =
      "{\"kind\":\"AllReduce\",\"replica_groups\":[[0,1]],\"op\":\"add\"}";

  /**
   * A value of {@code t}, as JSON text, that holds at least one expression ({@code t} must {@link
   * TypeRef#holdsExpr}): the affine arm of a MaybeAffine key, the expression shape of an
   * expression-or-object key, a one-element list, a tuple with expressions where it can hold them.
   */
  String exprValue(TypeRef t) {
    if (t instanceof TypeRef.ListType l) {
      return "[" + exprValue(l.element()) + "]";
    }
    if (t instanceof TypeRef.TupleType tt) {
      StringBuilder sb = new StringBuilder("[");
      for (TypeRef e : tt.elements()) {
        if (sb.length() > 1) {
          sb.append(',');
        }
        sb.append(e.holdsExpr() ? exprValue(e) : text(e));
      }
      return sb.append(']').toString();
    }
    return expr(1);
  }

  /** A value of {@code t} as JSON text. */
  String text(TypeRef t) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = InstructionHarness.JSON.createGenerator(out)) {
      value(g, t);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /**
   * A v2 pelican expression (docs/wire/expressions.md): {@code (n+1) * i<n> - n}, as the v2 codec
   * writes it.
   */
  static String expr(int n) {
    return "{\"kind\":\"AffExprKind\",\"terms\":[{\"idx\":{\"kind\":\"AffIVKind\",\"axis\":\"i"
        + n
        + "\"},\"coeff\":"
        + (n + 1)
        + "}],\"c\":"
        + (-n)
        + "}";
  }

  private void value(JsonGenerator g, TypeRef t) throws IOException {
    int n = turn++;
    if (t instanceof TypeRef.ScalarType s) {
      switch (s.scalar()) {
        case NAT:
          g.writeNumber(new BigInteger(NATS[n % NATS.length]));
          return;
        case INT:
          g.writeNumber(new BigInteger(INTS[n % INTS.length]));
          return;
        case FLOAT:
          double d = FLOATS[n % FLOATS.length];
          String nonFinite = FloatText.nonFiniteSpelling(d);
          if (nonFinite != null) {
            g.writeString(nonFinite);
          } else {
            g.writeNumber(FloatText.format(d));
          }
          return;
        case BOOL:
          g.writeBoolean(n % 2 == 0);
          return;
        case STRING:
          g.writeString("s\"" + n + "\u00e9");
          return;
        case LOOP_AXIS:
          g.writeString("i" + n);
          return;
        case QUASI_AFFINE_EXPR:
          g.writeRawValue(expr(n));
          return;
        default:
          // Unknown type: kept as read, numbers by their exact text.
          g.writeStartObject();
          g.writeFieldName("kept");
          g.writeStartArray();
          g.writeNumber("1.50");
          g.writeString("x");
          g.writeNull();
          g.writeStartObject();
          g.writeBooleanField("deep", true);
          g.writeEndObject();
          g.writeEndArray();
          g.writeEndObject();
          return;
      }
    }
    if (t instanceof TypeRef.EnumType e) {
      List<String> spellings = isa.enumSpec(e.name()).spellings();
      g.writeString(spellings.get(n % spellings.size()));
      return;
    }
    if (t instanceof TypeRef.MaybeAffineType ma) {
      int arms = ma.orSpelling() == null ? 2 : 3;
      if (n % arms == 1) {
        g.writeRawValue(expr(n));
      } else if (n % arms == 2) {
        value(g, new TypeRef.EnumType(ma.orSpelling()));
      } else {
        value(g, new TypeRef.ScalarType(ma.scalar()));
      }
      return;
    }
    if (t instanceof TypeRef.ExprOrType eo) {
      if (n % 2 == 1) {
        g.writeRawValue(expr(n));
      } else if (eo.value() instanceof TypeRef.RecordType) {
        value(g, eo.value());
      } else {
        g.writeRawValue(CHANNEL);
      }
      return;
    }
    if (t instanceof TypeRef.RefType r) {
      g.writeString(r.target().spelling().toLowerCase(java.util.Locale.ROOT) + n + "\u00e9");
      return;
    }
    if (t instanceof TypeRef.RecordType r) {
      RecordSpec rs = isa.record(r.name());
      g.writeStartObject();
      for (KeySpec k : rs.keys()) {
        g.writeFieldName(k.key());
        value(g, k.type());
      }
      g.writeEndObject();
      return;
    }
    g.writeStartArray();
    if (t instanceof TypeRef.ListType l) {
      int size = n % 3 == 2 ? 0 : 2;
      for (int i = 0; i < size; i++) {
        value(g, l.element());
      }
    } else {
      for (TypeRef e : ((TypeRef.TupleType) t).elements()) {
        value(g, e);
      }
    }
    g.writeEndArray();
  }
}
