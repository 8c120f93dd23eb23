package io.birj.loader.testing;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.IndirectArg;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.ShardId;
import io.birj.pelican.Sum;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A small v2 codec for the loader's tests, used only while the real bir-codec-v2 is not on the
 * class path (seed 000, "toJsonv2" / "fromJsonv2").
 */
public final class TestV2Codec implements PelicanCodec {
  @Override
  public int version() {
    return 2;
  }

  @Override
  public String description() {
    return "test v2";
  }

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
    JsonValue v = JsonValues.read(p);
    try {
      return decode(v, ctx);
    } catch (RuntimeException e) {
      if (e instanceof BirException b) {
        throw BirException.at(p, b.reason());
      }
      throw BirException.at(p, String.valueOf(e.getMessage()));
    }
  }

  static long num(JsonValue.JsonObject o, String key) {
    JsonValue v = o.get(key);
    if (!(v instanceof JsonValue.JsonNumber n)) {
      throw new IllegalArgumentException("missing number " + key);
    }
    return new java.math.BigInteger(n.text()).longValue();
  }

  static String str(JsonValue.JsonObject o, String key) {
    JsonValue v = o.get(key);
    if (!(v instanceof JsonValue.JsonString s)) {
      throw new IllegalArgumentException("missing string " + key);
    }
    return s.value();
  }

  private Expr decode(JsonValue v, ExprReadContext ctx) {
    if (!(v instanceof JsonValue.JsonObject o)) {
      throw new IllegalArgumentException("an expression must be an object");
    }
    String kind = str(o, "kind");
    var pc = ctx.pelican();
    switch (kind) {
      case "AffIVKind":
        return ctx.findAxis(str(o, "axis"));
      case "IntRuntimeValueKind":
        return ctx.findRegister(str(o, "regref"));
      case "ShardIDKind":
        return ctx.getOrCreateShardId(num(o, "ub"));
      case "IndirectArgId":
        return pc.indirectArg(num(o, "arg_id"));
      case "CCGetRankKind":
        return pc.ccGetRank(num(o, "iteration_id"), num(o, "channel_id"));
      case "AffExprKind":
        {
          List<AffineExpr.Term> terms = new ArrayList<>();
          for (JsonValue t : ((JsonValue.JsonArray) o.get("terms")).items()) {
            JsonValue.JsonObject to = (JsonValue.JsonObject) t;
            terms.add(
                new AffineExpr.Term((AffineIdx) decode(to.get("idx"), ctx), num(to, "coeff")));
          }
          return pc.affine(terms, num(o, "c"));
        }
      case "SumKind":
        {
          List<Expr> terms = new ArrayList<>();
          for (JsonValue t : ((JsonValue.JsonArray) o.get("terms")).items()) {
            terms.add(decode(t, ctx));
          }
          if (terms.size() != num(o, "n_terms")) {
            throw new IllegalArgumentException("Number of terms don't match");
          }
          return pc.sum(terms);
        }
      case "MultKind":
        return pc.mult(decode(o.get("var"), ctx), num(o, "scale"));
      case "FloorDivKind":
        return pc.floorDiv(decode(o.get("numer"), ctx), num(o, "denom"));
      case "ModuloKind":
      case "CCModKind":
        return pc.modulo(decode(o.get("numer"), ctx), num(o, "denom"));
      case "CCDivKind":
        return pc.ccDiv(decode(o.get("numer"), ctx), num(o, "denom"), num(o, "replica_groups_id"));
      default:
        throw new IllegalArgumentException("Walrus doesn't support this kind of Expr: " + kind);
    }
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    switch (e.kindNumber()) {
      case 9:
      case 10:
      case 12:
      case 28:
        return false;
      default:
        break;
    }
    if (e.kind() == null) {
      return false;
    }
    for (Expr c : e.children()) {
      if (!canWrite(c, kinds)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
    if (!canWrite(e, options.kinds())) {
      throw BirException.atPointer(options.pointer(), "Unsupported expression kind");
    }
    emit(e, g);
  }

  private void emit(Expr e, JsonGenerator g) throws IOException {
    g.writeStartObject();
    if (e instanceof AffineIV x) {
      g.writeStringField("kind", "AffIVKind");
      g.writeStringField("axis", x.axis());
    } else if (e instanceof IntRuntimeValue x) {
      g.writeStringField("kind", "IntRuntimeValueKind");
      g.writeStringField("regref", x.register());
    } else if (e instanceof ShardId x) {
      g.writeStringField("kind", "ShardIDKind");
      g.writeNumberField("ub", x.ub());
    } else if (e instanceof IndirectArg x) {
      g.writeStringField("kind", "IndirectArgId");
      g.writeNumberField("arg_id", x.argId());
    } else if (e instanceof CCGetRank x) {
      g.writeStringField("kind", "CCGetRankKind");
      g.writeNumberField("iteration_id", x.iterationId());
      g.writeNumberField("channel_id", x.channelId());
    } else if (e instanceof AffineExpr x) {
      g.writeStringField("kind", "AffExprKind");
      g.writeArrayFieldStart("terms");
      for (AffineExpr.Term t : x.terms()) {
        g.writeStartObject();
        g.writeFieldName("idx");
        emit(t.idx(), g);
        g.writeNumberField("coeff", t.coeff());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeNumberField("c", x.constant());
    } else if (e instanceof Sum x) {
      g.writeStringField("kind", "SumKind");
      g.writeFieldName("n_terms");
      g.writeNumber(Long.toUnsignedString(x.terms().size()));
      g.writeArrayFieldStart("terms");
      for (Expr t : x.terms()) {
        emit(t, g);
      }
      g.writeEndArray();
    } else if (e instanceof Mult x) {
      g.writeStringField("kind", "MultKind");
      g.writeFieldName("var");
      emit(x.var(), g);
      g.writeNumberField("scale", x.scale());
    } else if (e instanceof FloorDiv x) {
      g.writeStringField("kind", "FloorDivKind");
      g.writeFieldName("numer");
      emit(x.numer(), g);
      g.writeNumberField("denom", x.denom());
    } else if (e instanceof Modulo x) {
      g.writeStringField("kind", "ModuloKind");
      g.writeFieldName("numer");
      emit(x.numer(), g);
      g.writeNumberField("denom", x.denom());
    } else if (e instanceof CCDiv x) {
      g.writeStringField("kind", "CCDivKind");
      g.writeFieldName("numer");
      emit(x.numer(), g);
      g.writeNumberField("denom", x.denom());
      g.writeFieldName("replica_groups_id");
      g.writeNumber(Long.toUnsignedString(x.replicaGroupsId()));
    }
    g.writeEndObject();
  }
}
