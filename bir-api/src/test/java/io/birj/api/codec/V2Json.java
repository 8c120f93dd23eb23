package io.birj.api.codec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
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
import io.birj.pelican.VendorNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;

/**
 * A straightforward recursive v2 writer on jackson-core's default generator (as the compiler's
 * toJsonv2, tree-expanding), the reference the WireSize figures are checked against. Vendor nodes
 * use a test encoding {@code {"kind":"vendor:NAME","sym":"..","p":[..],"children":[..]}} measured
 * by {@link #VENDOR_SIZER}.
 */
public final class V2Json {
  private static final JsonFactory FACTORY = new JsonFactory();

  private V2Json() {}

  /** The bytes of the compact v2 encoding, or null when a node has none. */
  public static byte[] write(Expr e) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      if (!write(e, g)) {
        return null;
      }
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    return out.toByteArray();
  }

  /** Measures the test vendor encoding without the children's own bytes. */
  public static final WireSize.VendorSizer VENDOR_SIZER =
      node -> {
        long n = WireSize.objectBytes("vendor:" + node.vendorKind().name());
        if (node.symbol() != null) {
          n += WireSize.keyBytes("sym") + WireSize.stringBytes(node.symbol());
        }
        n += WireSize.keyBytes("p") + 2 + Math.max(node.paramCount() - 1, 0);
        for (long p : node.params()) {
          n += WireSize.longBytes(p);
        }
        return n + WireSize.keyBytes("children") + 2 + Math.max(node.children().size() - 1, 0);
      };

  private static boolean write(Expr e, JsonGenerator g) throws IOException {
    g.writeStartObject();
    if (e instanceof AffineExpr a) {
      g.writeStringField("kind", "AffExprKind");
      g.writeArrayFieldStart("terms");
      for (int i = 0; i < a.termCount(); i++) {
        g.writeStartObject();
        g.writeFieldName("idx");
        if (!write(a.idx(i), g)) {
          return false;
        }
        g.writeNumberField("coeff", a.coeff(i));
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeNumberField("c", a.constant());
    } else if (e instanceof Sum s) {
      g.writeStringField("kind", "SumKind");
      g.writeNumberField("n_terms", s.terms().size());
      g.writeArrayFieldStart("terms");
      for (Expr t : s.terms()) {
        if (!write(t, g)) {
          return false;
        }
      }
      g.writeEndArray();
    } else if (e instanceof Mult m) {
      g.writeStringField("kind", "MultKind");
      g.writeFieldName("var");
      if (!write(m.var(), g)) {
        return false;
      }
      g.writeNumberField("scale", m.scale());
    } else if (e instanceof FloorDiv d) {
      g.writeStringField("kind", "FloorDivKind");
      g.writeFieldName("numer");
      if (!write(d.numer(), g)) {
        return false;
      }
      g.writeNumberField("denom", d.denom());
    } else if (e instanceof Modulo d) {
      g.writeStringField("kind", "ModuloKind");
      g.writeFieldName("numer");
      if (!write(d.numer(), g)) {
        return false;
      }
      g.writeNumberField("denom", d.denom());
    } else if (e instanceof CCDiv d) {
      g.writeStringField("kind", "CCDivKind");
      g.writeFieldName("numer");
      if (!write(d.numer(), g)) {
        return false;
      }
      g.writeNumberField("denom", d.denom());
      g.writeFieldName("replica_groups_id");
      g.writeNumber(new BigInteger(Long.toUnsignedString(d.replicaGroupsId())));
    } else if (e instanceof CCGetRank r) {
      g.writeStringField("kind", "CCGetRankKind");
      g.writeNumberField("iteration_id", r.iterationId());
      g.writeNumberField("channel_id", r.channelId());
    } else if (e instanceof IndirectArg r) {
      g.writeStringField("kind", "IndirectArgId");
      g.writeNumberField("arg_id", r.argId());
    } else if (e instanceof AffineIV v) {
      g.writeStringField("kind", "AffIVKind");
      g.writeStringField("axis", v.axis());
    } else if (e instanceof IntRuntimeValue v) {
      g.writeStringField("kind", "IntRuntimeValueKind");
      g.writeStringField("regref", v.register());
    } else if (e instanceof ShardId s) {
      g.writeStringField("kind", "ShardIDKind");
      g.writeNumberField("ub", s.ub());
    } else if (e instanceof VendorNode v) {
      g.writeStringField("kind", "vendor:" + v.vendorKind().name());
      if (v.symbol() != null) {
        g.writeStringField("sym", v.symbol());
      }
      g.writeArrayFieldStart("p");
      for (long p : v.params()) {
        g.writeNumber(p);
      }
      g.writeEndArray();
      g.writeArrayFieldStart("children");
      for (Expr c : v.children()) {
        if (!write(c, g)) {
          return false;
        }
      }
      g.writeEndArray();
    } else {
      return false; // APIndex, TiledAPIndex, SymbolicIdx, CCMod: no v2 form
    }
    g.writeEndObject();
    return true;
  }
}
