package io.birj.api.dispatch;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.WireMessages;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.TokenPositions;
import io.birj.api.model.Module;
import io.birj.pelican.Expr;
import java.io.IOException;

/**
 * The two version dispatches of a {@link QuasiAffineExpr} (the compiler's {@code
 * QuasiAffineExpr::createFromJson} and {@code toJson}; docs/wire/expressions.md, "The version
 * gate"): reading picks the codec by the module's version, writing by the version it is given. It
 * stands above the model and the codecs, since it reads the one and picks among the others; the
 * expression itself is a value that knows neither.
 */
public final class ExprDispatch {
  /** The reader's error for a version other than 1 or 2 (it names the file). */
  public static final String BAD_READ_VERSION = WireMessages.BAD_READ_VERSION;

  /** The writer's error for a version other than 1 or 2 (it does not). */
  public static final String BAD_WRITE_VERSION = WireMessages.BAD_WRITE_VERSION;

  /**
   * The version every plain (non-versioned) serialization uses: the compiler's ADL serializer fixes
   * 2.
   */
  public static final int DEFAULT_WRITE_VERSION = 2;

  private ExprDispatch() {}

  /** What the read dispatch needs: the name resolvers, the owning module and the codecs. */
  public interface ReadContext extends ExprReadContext {
    Module module();

    CodecRegistry codecs();

    /** The vendor kinds: by default those installed with the codecs. */
    @Override
    default ExprKindRegistry kinds() {
      return codecs().kinds();
    }

    /** The JSON Pointer of the module's {@code version} key, for the version error. */
    default String versionPointer() {
      return "/version";
    }
  }

  /**
   * The read dispatch ({@code QuasiAffineExpr::createFromJson}): the module's version picks the
   * codec, 2 → v2, 1 → v1, anything else is the compiler's error. The only caller of {@link
   * Module#getVersion()} in birj.
   */
  public static QuasiAffineExpr read(JsonParser p, ReadContext ctx) throws IOException {
    int version = ctx.module().getVersion();
    if (version != 1 && version != 2) {
      throw BirException.at(DiagnosticCode.BIRJ_E0204, p, BAD_READ_VERSION);
    }
    return readFixed(p, ctx, version);
  }

  /**
   * Reads one expression in a version fixed by the format rather than by the module: the compiler's
   * ADL serializer writes {@code dynamic_ap_info.offset_expr} in version 2 whatever the module's
   * version (docs/wire/expressions.md, "The always-v2 site"). Does not consult the module.
   */
  public static QuasiAffineExpr readFixed(JsonParser p, ReadContext ctx, int version)
      throws IOException {
    PelicanCodec codec = ctx.codecs().find(version);
    if (codec == null) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0409, p, ctx.codecs().missingCodecMessage(version));
    }
    return readWith(codec, p, ctx);
  }

  private static QuasiAffineExpr readWith(PelicanCodec codec, JsonParser p, ReadContext ctx)
      throws IOException {
    long position = TokenPositions.of(p);
    Expr e = codec.read(p, ctx);
    if (e == null) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0302, p, codec.description() + " read no expression");
    }
    return QuasiAffineExpr.of(e, position);
  }

  /**
   * The write dispatch ({@code QuasiAffineExpr::toJson(json&, version)}): the target version is an
   * argument, never the module's. Options without vendor kinds take those installed with the
   * codecs.
   */
  public static void write(
      QuasiAffineExpr e,
      JsonGenerator g,
      int version,
      CodecRegistry codecs,
      PelicanCodec.WriteOptions options)
      throws IOException {
    if (version != 1 && version != 2) {
      throw BirException.atPointer(DiagnosticCode.BIRJ_E0204, options.pointer(), BAD_WRITE_VERSION);
    }
    PelicanCodec codec = codecs.require(version, options.pointer());
    PelicanCodec.WriteOptions o =
        options.kinds() == ExprKindRegistry.EMPTY ? options.withKinds(codecs.kinds()) : options;
    codec.write(e.expr(), g, o);
  }

  /**
   * A plain serialization, outside any versioned writer: always v2 (as the compiler's ADL
   * serializer).
   */
  public static void write(QuasiAffineExpr e, JsonGenerator g, CodecRegistry codecs)
      throws IOException {
    write(e, g, DEFAULT_WRITE_VERSION, codecs, PelicanCodec.WriteOptions.DEFAULT);
  }
}
