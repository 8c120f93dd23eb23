package io.birj.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.VendorKind;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * A vendor kind that reads but refuses to be written, as the writer's limits refuse an expression
 * in the middle of a document: {@code {"kind": "VendorRefusedKind"}}. Only in contexts with {@code
 * test.refusing-kind=true}.
 */
@Singleton
@Requires(property = "test.refusing-kind", value = "true")
public final class RefusingVendorKind implements ExprKindCodec {
  static final String TAG = "VendorRefusedKind";
  static final String REFUSAL = "the vendor kind refuses to be written";

  private static final VendorKind KIND =
      new VendorKind() {
        @Override
        public int number() {
          return 902;
        }

        @Override
        public String name() {
          return "vrefused";
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
  public void writeFields(Expr e, JsonGenerator g, ChildWriter children) {
    throw BirException.atPointer("", REFUSAL);
  }
}
