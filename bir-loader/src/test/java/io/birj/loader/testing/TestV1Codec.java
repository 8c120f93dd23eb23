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
import io.birj.pelican.CCDiv;
import io.birj.pelican.Expr;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.IndirectArg;
import io.birj.pelican.Modulo;
import io.birj.pelican.ShardId;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A small v1 codec for the loader's tests, used only while the real bir-codec-v1 is not on the
 * class path (seed 000, "toJsonv1" / "fromJsonv1"). CCGetRank nodes are not written (the test codec
 * keeps to the kinds that round-trip).
 */
public final class TestV1Codec implements PelicanCodec {
  @Override
  public int version() {
    return 1;
  }

  @Override
  public String description() {
    return "test v1";
  }

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
    JsonValue v = JsonValues.read(p);
    try {
      JsonValue.JsonObject o = (JsonValue.JsonObject) v;
      var pc = ctx.pelican();
      if (o.get("kind") != null) {
        return ctx.getOrCreateShardId(TestV2Codec.num(o, "ub"));
      }
      List<AffineExpr.Term> terms = new ArrayList<>();
      for (JsonValue t : ((JsonValue.JsonArray) o.get("terms")).items()) {
        JsonValue.JsonObject to = (JsonValue.JsonObject) t;
        terms.add(
            new AffineExpr.Term(
                ctx.findAxis(TestV2Codec.str(to, "AxisLabel")), TestV2Codec.num(to, "coef")));
      }
      AffineExpr base = pc.affine(terms, TestV2Codec.num(o, "c"));
      if (o.get("op") == null) {
        return base;
      }
      long param = TestV2Codec.num(o, "op_param");
      switch (TestV2Codec.str(o, "op")) {
        case "Mod":
          return pc.modulo(base, param);
        case "Div":
          return pc.floorDiv(base, param);
        case "CCGetRank":
          return pc.ccDiv(base, param, 0);
        case "IndirectArgId":
          return pc.indirectArg(param);
        default:
          throw new IllegalArgumentException("unknown v1 op");
      }
    } catch (RuntimeException e) {
      throw BirException.at(p, "bad v1 expression: " + e.getMessage());
    }
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    if (e instanceof AffineExpr a) {
      return flat(a);
    }
    if (e instanceof IndirectArg || e instanceof ShardId) {
      return true;
    }
    if (e instanceof FloorDiv x) {
      return x.numer() instanceof AffineExpr a && flat(a);
    }
    if (e instanceof Modulo x) {
      return x.numer() instanceof AffineExpr a && flat(a);
    }
    if (e instanceof CCDiv x) {
      return x.replicaGroupsId() == 0 && x.numer() instanceof AffineExpr a && flat(a);
    }
    return false;
  }

  private static boolean flat(AffineExpr a) {
    for (AffineExpr.Term t : a.terms()) {
      if (!(t.idx() instanceof AffineIV)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
    if (!canWrite(e, options.kinds())) {
      throw BirException.atPointer(options.pointer(), "Pelican Expr should be in V1 format");
    }
    g.writeStartObject();
    if (e instanceof ShardId s) {
      g.writeStringField("kind", "ShardIDKind");
      g.writeNumberField("ub", s.ub());
    } else if (e instanceof IndirectArg x) {
      g.writeStringField("op", "IndirectArgId");
      g.writeNumberField("op_param", x.argId());
      body(e.context().constant(0), g);
    } else if (e instanceof AffineExpr a) {
      body(a, g);
    } else if (e instanceof FloorDiv x) {
      g.writeStringField("op", "Div");
      g.writeNumberField("op_param", x.denom());
      body((AffineExpr) x.numer(), g);
    } else if (e instanceof Modulo x) {
      g.writeStringField("op", "Mod");
      g.writeNumberField("op_param", x.denom());
      body((AffineExpr) x.numer(), g);
    } else if (e instanceof CCDiv x) {
      g.writeStringField("op", "CCGetRank");
      g.writeNumberField("op_param", x.denom());
      body((AffineExpr) x.numer(), g);
    }
    g.writeEndObject();
  }

  private static void body(AffineExpr a, JsonGenerator g) throws IOException {
    g.writeArrayFieldStart("terms");
    for (AffineExpr.Term t : a.terms()) {
      g.writeStartObject();
      g.writeStringField("AxisLabel", ((AffineIV) t.idx()).axis());
      g.writeNumberField("coef", t.coeff());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeNumberField("c", a.constant());
  }
}
