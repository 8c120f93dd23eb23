package io.birj.api.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.json.JsonValue;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import java.io.IOException;
import java.util.Map;
import java.util.Set;

/**
 * One wire encoding of a pelican expression, selected by the BIR module's version
 * (docs/wire/expressions.md, "The version gate": the pelican version is the module version threaded
 * down). Implementations are found by {@link java.util.ServiceLoader} ({@code provides
 * io.birj.api.codec.PelicanCodec}) or registered by hand in a {@link CodecRegistry}.
 */
public interface PelicanCodec {
  /** The module version this codec reads and writes (1 = legacy flat, 2 = recursive tree). */
  int version();

  /** A short human name, e.g. {@code "v2 (recursive {kind,...} tree)"}. */
  String description();

  /**
   * Reads one expression whose first token is the parser's current token, and leaves the parser on
   * the expression's last token. Errors are {@code BirException}s at the offending value.
   */
  Expr read(JsonParser p, ExprReadContext ctx) throws IOException;

  /**
   * Tags this codec reads although it never writes them, keyed by the kind whose tag they are: v2
   * reads {@code CCModKind} (kind 28, CCMod) and builds a Modulo from it (docs/wire/expressions.md,
   * "Node kinds"). Listings such as {@code bir codecs} show them as read-only.
   */
  default Map<ExprKind, String> readOnlyTags() {
    return Map.of();
  }

  /**
   * True when {@code candidate} has this codec's expression shape, so that an expression found in
   * content no model key holds (an unknown key, an opcode the catalog lacks) is decoded, and a
   * conversion converts it (docs/wire/conversion.md). A shape test only: reading may still fail.
   */
  default boolean looksLikeExpression(JsonValue.JsonObject candidate, ExprKindRegistry kinds) {
    return false;
  }

  /**
   * The keys of which every expression of this codec has at least one at its top level (v2: its tag
   * {@code kind}). A reader asks {@link #looksLikeExpression} only of kept objects that have one,
   * so it need not test every object of unknown content; none (the default) for a codec whose
   * expressions are never looked for there.
   */
  default Set<String> shapeKeys() {
    return Set.of();
  }

  /** True when {@link #write} can encode {@code e} (every node of it has a form in this codec). */
  boolean canWrite(Expr e, ExprKindRegistry kinds);

  /**
   * Writes {@code e} as a tree, a shared sub-expression once per visit, in memory bounded by the
   * expression's depth. Throws {@code BirException} when {@code e} cannot be written or is larger
   * than {@code limits.maxWireBytes()}; in that case nothing has been written.
   */
  void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException;

  /** What a write needs besides the expression. */
  record WriteOptions(CodecLimits limits, ExprKindRegistry kinds, String pointer) {
    public static final WriteOptions DEFAULT =
        new WriteOptions(CodecLimits.DEFAULT, ExprKindRegistry.EMPTY, "");

    public WriteOptions {
      if (limits == null || kinds == null) {
        throw new IllegalArgumentException("limits and kinds are required");
      }
      pointer = pointer == null ? "" : pointer;
    }

    /** These options at another place (the pointer errors are reported under). */
    public WriteOptions at(String pointer) {
      return new WriteOptions(limits, kinds, pointer);
    }

    /** These options with other limits. */
    public WriteOptions withLimits(CodecLimits limits) {
      return new WriteOptions(limits, kinds, pointer);
    }

    /** These options with other vendor kinds. */
    public WriteOptions withKinds(ExprKindRegistry kinds) {
      return new WriteOptions(limits, kinds, pointer);
    }
  }
}
