package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.WireForm;
import io.birj.api.codec.WireMessages;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonValue;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The modern pelican wire encoding, BIR module version 2 (docs/wire/expressions.md, "v2: the
 * recursive tree"): a recursive tree of {@code {"kind": tag, ...}} objects. Writes the eleven kinds
 * {2, 3, 6, 7, 13, 17, 18, 23, 25, 26, 27} and the vendor kinds of {@link WriteOptions#kinds()};
 * reads those tags plus the read-only {@code CCModKind} (built as a Modulo) and the vendor tags of
 * {@link ExprReadContext#kinds()}.
 */
public final class V2Codec implements PelicanCodec {
  /** The module version of this encoding. */
  public static final int VERSION = 2;

  @Override
  public int version() {
    return VERSION;
  }

  @Override
  public String description() {
    return "v2 (recursive {kind,...} tree)";
  }

  /**
   * The frames of the last read on each thread, taken by the next: a document has an expression in
   * most operands, and new frames for each were a large part of what a load allocated. A read that
   * starts while another is under way on the thread (a vendor kind's children) makes its own.
   */
  private static final ThreadLocal<List<V2ExprReader.Frame>> SPARE_FRAMES = new ThreadLocal<>();

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
    List<V2ExprReader.Frame> frames = SPARE_FRAMES.get();
    if (frames == null) {
      frames = new ArrayList<>();
    } else {
      SPARE_FRAMES.set(null);
    }
    try {
      return new V2ExprReader(p, ctx, 0, 0, frames).read();
    } catch (StackOverflowError e) {
      // Our reader keeps its own stack; only vendor kinds recurse (their codecs read children
      // through ours). With limits raised past what the thread's stack holds, this is the way out.
      throw BirException.at(DiagnosticCode.BIRJ_E0302, p, STACK_MESSAGE);
    } finally {
      SPARE_FRAMES.set(frames);
    }
  }

  /**
   * How many vendor nodes may nest in one another: a vendor codec reads and writes its children
   * through a nested reader or writer (the {@code ExprKindCodec} contract), so each vendor level
   * costs stack frames, where every other level costs none. The bound makes that cost fixed, so
   * what reads and writes does not depend on the thread's stack or the JIT's state: 32 levels fit a
   * 256 KiB stack with room to spare, interpreted or compiled (64 did not always, under load).
   * Readers and writers hold the same bound.
   */
  public static final int MAX_VENDOR_NESTING = 32;

  static final String VENDOR_NESTING_MESSAGE =
      "vendor expressions nest more than "
          + MAX_VENDOR_NESTING
          + " levels deep in one another, the v2 codec's limit (their codecs read and write their"
          + " children recursively)";

  // Only a caller that has used up most of the stack before calling (the codec itself stays within
  // a fixed depth) can overflow here, so the message names no culprit.
  private static final String STACK_MESSAGE =
      "the expression nests deeper than the thread's stack allows; lower CodecLimits.maxDepth or"
          + " run with a larger stack (-Xss)";

  @Override
  public Map<ExprKind, String> readOnlyTags() {
    return Map.of(ExprKind.CC_MOD, WireForm.TAG_CC_MOD_READ_ONLY);
  }

  /** An object whose {@code kind} is a v2 tag (built in, read-only or a vendor's). */
  @Override
  public boolean looksLikeExpression(JsonValue.JsonObject candidate, ExprKindRegistry kinds) {
    return candidate.get(V2Key.KIND.wire) instanceof JsonValue.JsonString tag
        && (V2Tag.ofWire(tag.value()) != null || kinds.byTag(tag.value()) != null);
  }

  /** Every v2 expression is tagged by its {@code kind}. */
  @Override
  public java.util.Set<String> shapeKeys() {
    return java.util.Set.of(V2Key.KIND.wire);
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    return V2WireSize.measure(e, kinds).unsupported() == null;
  }

  /**
   * The exact size in bytes of {@code e}'s compact v2 form (saturating at {@link Long#MAX_VALUE}),
   * computed over its distinct nodes; fails like {@link #write} when a node has no v2 form.
   */
  public static long wireBytes(Expr e, ExprKindRegistry kinds) {
    V2WireSize.Result r = V2WireSize.measure(e, kinds);
    if (r.unsupported() != null) {
      throw unsupported(r, "");
    }
    return r.bytes();
  }

  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
    check(e, g, options);
    try {
      new V2ExprWriter(g, options.kinds()).write(e);
    } catch (StackOverflowError x) {
      throw BirException.atPointer(DiagnosticCode.BIRJ_E0302, options.pointer(), STACK_MESSAGE);
    }
  }

  /** Everything that can refuse {@code e}, before a byte of it is written. */
  private static void check(Expr e, JsonGenerator g, WriteOptions options) {
    V2WireSize.Result r = V2WireSize.measure(e, options.kinds());
    if (r.unsupported() != null) {
      throw unsupported(r, options.pointer());
    }
    if (r.vendorDepth() > MAX_VENDOR_NESTING) {
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0302, options.pointer(), VENDOR_NESTING_MESSAGE);
    }
    options.limits().checkWriteDepth(e.depth(), options.pointer());
    int room =
        g.streamWriteConstraints().getMaxNestingDepth() - g.getOutputContext().getNestingDepth();
    if (r.jsonDepth() > room) {
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0302,
          options.pointer(),
          "the expression's v2 form nests "
              + r.jsonDepth()
              + " JSON levels deep, more than the generator allows here ("
              + room
              + ", StreamWriteConstraints.maxNestingDepth)");
    }
    long max = options.limits().maxWireBytes();
    if (r.bytes() > max) {
      String size = r.bytes() == Long.MAX_VALUE ? "more than " + Long.MAX_VALUE : "" + r.bytes();
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0302,
          options.pointer(),
          WireMessages.overWireBytes("would take " + size, max)
              + "; its "
              + r.distinctNodes()
              + " distinct nodes are shared in memory and written once per use");
    }
  }

  private static BirException unsupported(V2WireSize.Result r, String pointer) {
    Expr u = r.unsupported();
    return BirException.atPointer(
        DiagnosticCode.BIRJ_E0407,
        pointer + r.path(),
        WireMessages.unsupportedKind(u.kindName(), u.kindNumber()));
  }

  @Override
  public String toString() {
    return "V2Codec";
  }
}
