package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonReads;
import io.birj.pelican.Expr;
import io.birj.pelican.VendorExpr;
import io.birj.pelican.VendorIndex;
import io.birj.pelican.VendorKind;
import io.birj.testkit.TestVendorKind;
import java.io.IOException;
import java.util.List;

/** Two vendor kinds with their v2 encodings: Clamp (an expression) and Lane (an index). */
final class TestVendorKinds {
  private TestVendorKinds() {}

  static final VendorKind CLAMP =
      new TestVendorKind(
          100,
          "Clamp",
          false,
          List.of("lo", "hi"),
          1,
          (params, symbol, childValues) ->
              Math.max(params[0], Math.min(params[1], childValues[0])));

  static final VendorKind LANE =
      new TestVendorKind(101, "Lane", true, List.of("n"), 0, (params, symbol, childValues) -> 0);

  /** {@code {"kind": "ClampKind", "lo": n, "hi": n, "arg": expr}}. */
  static final ExprKindCodec CLAMP_CODEC =
      new ExprKindCodec() {
        @Override
        public VendorKind kind() {
          return CLAMP;
        }

        @Override
        public String tag() {
          return "ClampKind";
        }

        @Override
        public Expr readFields(JsonParser p, ExprReadContext ctx, ChildReader children)
            throws IOException {
          long lo = 0;
          long hi = 0;
          Expr arg = null;
          for (JsonToken t = p.currentToken(); t == JsonToken.FIELD_NAME; t = JsonReads.next(p)) {
            String k = p.currentName();
            JsonReads.next(p);
            switch (k) {
              case "lo":
                lo = JsonReads.signedLong(p, "lo");
                break;
              case "hi":
                hi = JsonReads.signedLong(p, "hi");
                break;
              case "arg":
                arg = children.read(p);
                break;
              default:
                throw BirException.at(
                    io.birj.api.error.DiagnosticCode.BIRJ_E0408,
                    p,
                    "unknown key \"" + k + "\" in ClampKind");
            }
          }
          return ctx.pelican().vendor(CLAMP, null, new long[] {lo, hi}, List.of(arg));
        }

        @Override
        public void writeFields(Expr e, JsonGenerator g, ChildWriter children) throws IOException {
          VendorExpr v = (VendorExpr) e;
          g.writeNumberField("lo", v.param(0));
          g.writeNumberField("hi", v.param(1));
          g.writeFieldName("arg");
          children.write(v.children().get(0), g);
        }
      };

  /** {@code {"kind": "LaneKind", "n": n}}. */
  static final ExprKindCodec LANE_CODEC =
      new ExprKindCodec() {
        @Override
        public VendorKind kind() {
          return LANE;
        }

        @Override
        public String tag() {
          return "LaneKind";
        }

        @Override
        public Expr readFields(JsonParser p, ExprReadContext ctx, ChildReader children)
            throws IOException {
          JsonReads.expect(p, JsonToken.FIELD_NAME, "LaneKind's n");
          JsonReads.next(p);
          long n = JsonReads.signedLong(p, "n");
          JsonReads.next(p);
          JsonReads.expect(p, JsonToken.END_OBJECT, "LaneKind");
          return ctx.pelican().vendor(LANE, null, new long[] {n}, List.of());
        }

        @Override
        public void writeFields(Expr e, JsonGenerator g, ChildWriter children) throws IOException {
          g.writeNumberField("n", ((VendorIndex) e).param(0));
        }
      };
}
