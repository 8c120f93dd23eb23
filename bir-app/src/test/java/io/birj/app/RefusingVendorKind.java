package io.birj.app;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.VendorKind;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * A vendor kind that reads but will not be written: {@code {"kind": "VendorRefusedKind"}}. With
 * {@code test.refusing-kind=true} it refuses, as the writer's limits refuse an expression in the
 * middle of a document; with {@code block} it says {@link #BLOCKED} on stderr and waits forever, a
 * write stopped half-way for a signal to interrupt.
 */
@Singleton
@Requires(property = "test.refusing-kind")
public final class RefusingVendorKind implements ExprKindCodec {
  static final String TAG = "VendorRefusedKind";
  static final String REFUSAL = "the vendor kind refuses to be written";
  static final String BLOCKED = "test: the vendor kind blocks the write";

  private final String mode;

  public RefusingVendorKind(@Value("${test.refusing-kind}") String mode) {
    this.mode = mode;
  }

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
    // Only the write to the file blocks: the codec also calls this to measure the node (before
    // the temporary file exists), into a generator of its own.
    if (!mode.equals("block")) {
      throw BirException.atPointer(io.birj.api.error.DiagnosticCode.BIRJ_E0000, "", REFUSAL);
    }
    if (g.getOutputTarget() instanceof java.io.BufferedOutputStream) {
      System.err.println(BLOCKED);
      System.err.flush();
      try {
        Thread.sleep(Long.MAX_VALUE);
      } catch (InterruptedException stop) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
