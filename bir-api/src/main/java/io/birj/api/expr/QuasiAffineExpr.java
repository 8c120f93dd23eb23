package io.birj.api.expr;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.WireMessages;
import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.api.model.SourcePosition;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.TreeSet;

/**
 * The unit BIR serializes for a pelican expression (the compiler's {@code bir::QuasiAffineExpr}):
 * the expression plus the set of loop axes it uses. Holds the two version dispatches
 * (docs/wire/expressions.md, "The version gate").
 */
public final class QuasiAffineExpr {
  /** The reader's error for a version other than 1 or 2 (it names the file). */
  public static final String BAD_READ_VERSION = WireMessages.BAD_READ_VERSION;

  /** The writer's error for a version other than 1 or 2 (it does not). */
  public static final String BAD_WRITE_VERSION = WireMessages.BAD_WRITE_VERSION;

  /**
   * The version every plain (non-versioned) serialization uses: the compiler's ADL serializer fixes
   * 2.
   */
  public static final int DEFAULT_WRITE_VERSION = 2;

  private final Expr expr;
  private final long position;
  // Derived on first use: most expressions a loader reads are never asked for their axes.
  private volatile Set<String> axes;

  private QuasiAffineExpr(Expr expr, long position) {
    this.expr = expr;
    this.position = position;
  }

  public static QuasiAffineExpr of(Expr expr) {
    if (expr == null) {
      throw new IllegalArgumentException("expr is null");
    }
    return new QuasiAffineExpr(expr, SourcePosition.UNKNOWN);
  }

  public Expr expr() {
    return expr;
  }

  /**
   * Where this occurrence starts in its source (a packed {@link SourcePosition}; {@code 0} for one
   * built in memory). Equal expressions read at two places share their node, not their position.
   */
  public long sourcePosition() {
    return position;
  }

  /** The names of the loop axes the expression uses, sorted. */
  public Set<String> axes() {
    Set<String> a = axes;
    if (a == null) {
      a = Collections.unmodifiableSet(axesOf(expr));
      axes = a;
    }
    return a;
  }

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
      throw BirException.at(p, BAD_READ_VERSION);
    }
    PelicanCodec codec = ctx.codecs().find(version);
    if (codec == null) {
      throw BirException.at(p, ctx.codecs().missingCodecMessage(version));
    }
    return readWith(codec, p, ctx);
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
      throw BirException.at(p, ctx.codecs().missingCodecMessage(version));
    }
    return readWith(codec, p, ctx);
  }

  private static QuasiAffineExpr readWith(PelicanCodec codec, JsonParser p, ReadContext ctx)
      throws IOException {
    long position = io.birj.api.json.TokenPositions.of(p);
    Expr e = codec.read(p, ctx);
    if (e == null) {
      throw BirException.at(p, codec.description() + " read no expression");
    }
    return new QuasiAffineExpr(e, position);
  }

  /**
   * The write dispatch ({@code QuasiAffineExpr::toJson(json&, version)}): the target version is an
   * argument, never the module's. Options without vendor kinds take those installed with the
   * codecs.
   */
  public void write(
      JsonGenerator g, int version, CodecRegistry codecs, PelicanCodec.WriteOptions options)
      throws IOException {
    if (version != 1 && version != 2) {
      throw BirException.atPointer(options.pointer(), BAD_WRITE_VERSION);
    }
    PelicanCodec codec = codecs.require(version, options.pointer());
    PelicanCodec.WriteOptions o =
        options.kinds() == ExprKindRegistry.EMPTY ? options.withKinds(codecs.kinds()) : options;
    codec.write(expr, g, o);
  }

  /**
   * A plain serialization, outside any versioned writer: always v2 (as the compiler's ADL
   * serializer).
   */
  public void write(JsonGenerator g, CodecRegistry codecs) throws IOException {
    write(g, DEFAULT_WRITE_VERSION, codecs, PelicanCodec.WriteOptions.DEFAULT);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof QuasiAffineExpr q && q.expr == expr;
  }

  @Override
  public int hashCode() {
    return expr.hashCode();
  }

  @Override
  public String toString() {
    return expr.toString();
  }

  private static Set<String> axesOf(Expr root) {
    Set<String> names = new TreeSet<>();
    Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Expr> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Expr e = todo.pop();
      if (!seen.add(e)) {
        continue;
      }
      if (e instanceof AffineIV iv) {
        names.add(iv.axis());
      }
      for (Expr c : e.children()) {
        todo.push(c);
      }
    }
    return names;
  }
}
