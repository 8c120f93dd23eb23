package io.birj.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.pelican.Expr;
import io.birj.pelican.VendorKind;
import java.util.List;

/**
 * A vendor expression kind for the plugin tests: {@code {"kind": "VendorShiftKind"}}, a leaf of
 * value 0. Only its provider-configuration file is put in a plugin jar: the class itself is on the
 * test class path, which the plugin class loader delegates to.
 */
public final class VendorShiftKind implements ExprKindCodec {
  static final String TAG = "VendorShiftKind";

  private static final VendorKind KIND =
      new VendorKind() {
        @Override
        public int number() {
          return 901;
        }

        @Override
        public String name() {
          return "vshift";
        }

        @Override
        public boolean isIndex() {
          return false;
        }

        @Override
        public List<String> parameterNames() {
          return List.of();
        }

        @Override
        public int childCount() {
          return 0;
        }

        @Override
        public long evaluate(long[] params, String symbol, long[] childValues) {
          return 0;
        }
      };

  @Override
  public VendorKind kind() {
    return KIND;
  }

  @Override
  public String tag() {
    return TAG;
  }

  @Override
  public Expr readFields(JsonParser p, ExprReadContext ctx, ChildReader children) {
    return ctx.pelican().vendor(KIND, null, new long[0], List.of());
  }

  @Override
  public void writeFields(Expr e, JsonGenerator g, ChildWriter children) {}
}
