package com.example.birj.vendor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonReads;
import io.birj.pelican.Expr;
import io.birj.pelican.VendorNode;
import java.io.IOException;
import java.util.List;

/**
 * The v2 wire form of {@link Clamp}: {@code {"kind": "ClampKind", "lo": 0, "hi": 7, "arg": EXPR}}.
 * The v1 wire has no vendor kinds: a document holding a clamp converts to v2 only.
 *
 * <p>ServiceLoader makes it with the public no-argument constructor.
 */
public final class ClampKindCodec implements ExprKindCodec {
  /** The v2 {@code kind} tag. */
  public static final String TAG = "ClampKind";

  /** The key of the clamped expression. */
  public static final String ARG = "arg";

  private static final String KEYS = "kind, " + Clamp.LO + ", " + Clamp.HI + ", " + ARG;

  /** Made by ServiceLoader. */
  public ClampKindCodec() {}

  @Override
  public Clamp kind() {
    return Clamp.KIND;
  }

  @Override
  public String tag() {
    return TAG;
  }

  @Override
  public Expr readFields(JsonParser p, ExprReadContext ctx, ChildReader children)
      throws IOException {
    Long lo = null;
    Long hi = null;
    Expr arg = null;
    // On a FIELD_NAME after "kind", or on the END_OBJECT; each value is read from its first token
    // and left on its last one.
    for (JsonToken t = p.currentToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
      if (t != JsonToken.FIELD_NAME) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0201, p, "unexpected " + JsonReads.describe(p) + " in a " + TAG);
      }
      String key = p.currentName();
      p.nextToken();
      switch (key) {
        case Clamp.LO -> lo = JsonReads.signedLong(p, TAG + " " + Clamp.LO);
        case Clamp.HI -> hi = JsonReads.signedLong(p, TAG + " " + Clamp.HI);
        case ARG -> arg = children.read(p);
        default ->
            throw BirException.at(
                DiagnosticCode.BIRJ_E0408,
                p,
                "unknown key \""
                    + key
                    + "\" in an expression of kind "
                    + TAG
                    + " (its keys: "
                    + KEYS
                    + ")");
      }
    }
    require(p, lo, Clamp.LO);
    require(p, hi, Clamp.HI);
    require(p, arg, ARG);
    if (lo > hi) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0302,
          p,
          "a " + TAG + " needs lo <= hi, found lo " + lo + " and hi " + hi);
    }
    return ctx.pelican().vendor(Clamp.KIND, null, new long[] {lo, hi}, List.of(arg));
  }

  private static void require(JsonParser p, Object value, String key) {
    if (value == null) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0301,
          p,
          "missing key \"" + key + "\" in an expression of kind " + TAG);
    }
  }

  @Override
  public void writeFields(Expr e, JsonGenerator g, ChildWriter children) throws IOException {
    VendorNode clamp = (VendorNode) e;
    g.writeNumberField(Clamp.LO, clamp.param(0));
    g.writeNumberField(Clamp.HI, clamp.param(1));
    g.writeFieldName(ARG);
    children.write(clamp.children().get(0), g);
  }
}
