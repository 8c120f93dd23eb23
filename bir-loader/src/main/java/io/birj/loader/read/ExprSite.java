package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.container.Keys;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Module;
import io.birj.loader.diagnostics.Messages;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the readers decode expressions: the context the expression read dispatch ({@link
 * ExprDispatch.ReadContext}) and the opcode readers ({@link FieldReadContext}) need. Names inside
 * expressions (axes, registers) are minted, not checked: the checker resolves them against the
 * model afterwards, so an axis declared after its use in key order is fine.
 */
final class ExprSite implements FieldReadContext, ExprDispatch.ReadContext {
  private final ReadCursor cursor;
  private final Module module;
  private final VersionProbe version;
  private final CodecRegistry codecs;
  private final CodecLimits limits;
  private final PelicanContext pelican;

  ExprSite(
      ReadCursor cursor,
      Module module,
      VersionProbe version,
      CodecRegistry codecs,
      CodecLimits limits) {
    this.cursor = cursor;
    this.module = module;
    this.version = version;
    this.codecs = codecs;
    this.limits = limits;
    this.pelican = module.pelican();
  }

  /**
   * The expression at the cursor, or {@code null} (its value skipped) when the document's version
   * is unavailable: that was reported once, and the rest of the document is still read.
   */
  QuasiAffineExpr expr() throws IOException {
    try {
      return readExpr(cursor.parser());
    } catch (VersionUnavailable e) {
      cursor.skipValue();
      return null;
    } catch (PelicanException e) {
      // The expression algebra refused what the object says: not an expression of its shape.
      throw cursor.error(DiagnosticCode.BIRJ_E0302, e.getMessage());
    }
  }

  /** The expression of the always-v2 site ({@code dynamic_ap_info.offset_expr}). */
  QuasiAffineExpr exprV2() throws IOException {
    try {
      return ExprDispatch.readFixed(cursor.parser(), this, 2);
    } catch (PelicanException e) {
      throw cursor.error(DiagnosticCode.BIRJ_E0302, e.getMessage());
    }
  }

  /** An array of expressions. */
  List<QuasiAffineExpr> exprs(String what) throws IOException {
    cursor.expectArray(what);
    ArrayList<QuasiAffineExpr> out = new ArrayList<>(2);
    while (cursor.nextItem()) {
      QuasiAffineExpr e = expr();
      if (e != null) {
        out.add(e);
      }
    }
    out.trimToSize();
    return out;
  }

  /**
   * An array of affine predicates, {@code {"expr": ..., "cmp": ...}} each (the references do not
   * give the keys: docs/wire/container.md, "Affine predicates"); other keys are kept.
   */
  List<AffinePredicate> predicates(String what) throws IOException {
    cursor.expectArray(what);
    List<AffinePredicate> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      cursor.expectObject("an affine predicate");
      long start = cursor.position();
      String pointer = null;
      QuasiAffineExpr expr = null;
      String cmp = null;
      List<JsonValue.Member> unknown = null;
      while (cursor.nextKey()) {
        String key = cursor.key();
        if (Keys.EXPR.equals(key)) {
          expr = expr();
        } else if (Keys.CMP.equals(key)) {
          cmp = cursor.name("cmp");
        } else {
          if (unknown == null) {
            unknown = new ArrayList<>(1);
          }
          unknown.add(unknownMember(key));
        }
      }
      if (expr == null) {
        if (version.unavailable()) {
          continue;
        }
        throw BirException.atPosition(
            Messages.missingKey(Keys.EXPR, "an affine predicate"), cursor.pointer(), start);
      }
      AffinePredicate p = new AffinePredicate(expr, cmp);
      p.setSourcePosition(start);
      if (unknown != null) {
        p.unknownKeys().addAll(unknown);
      }
      out.add(p);
    }
    return out;
  }

  /** Kept content (an unknown key's value), with the expressions found in it decoded. */
  JsonValue unknown() throws IOException {
    return KeptContent.read(cursor, this);
  }

  /** The member {@code key} no model holds, its value kept as read, with where it was read. */
  JsonValue.Member unknownMember(String key) throws IOException {
    long at = cursor.position();
    return JsonValue.Member.unknownAt(key, unknown(), at);
  }

  /** The codec of the document's version, for the shape test of kept content. */
  io.birj.api.codec.PelicanCodec documentCodec() {
    version.ensure();
    return codecs.find(version.version());
  }

  boolean versionUnavailable() {
    return version.unavailable();
  }

  // ---- FieldReadContext, ExprDispatch.ReadContext
  // ----------------------------------------------------------------------

  /** Makes the document's version known (looking ahead for it if need be), then reads. */
  @Override
  public QuasiAffineExpr readExpr(JsonParser p) throws IOException {
    version.ensure();
    return ExprDispatch.read(p, this);
  }

  /** The module being read; its version is known once {@link #readExpr} has run. */
  @Override
  public Module module() {
    return module;
  }

  @Override
  public CodecRegistry codecs() {
    return codecs;
  }

  @Override
  public ExprKindRegistry kinds() {
    return codecs.kinds();
  }

  @Override
  public PelicanContext pelican() {
    return pelican;
  }

  @Override
  public CodecLimits limits() {
    return limits;
  }

  @Override
  public String name(JsonParser p, String what) throws IOException {
    return cursor.name(p, what);
  }

  @Override
  public AffineIV findAxis(String name) {
    return pelican.affineIV(cursor.intern(name));
  }

  @Override
  public IntRuntimeValue findRegister(String name) {
    return pelican.intRuntimeValue(cursor.intern(name));
  }

  @Override
  public void warn(JsonParser p, CodedMessage message) {
    cursor.warn(message);
  }

  @Override
  public JsonValue readUnknown(JsonParser p) throws IOException {
    return p == cursor.parser()
        ? KeptContent.read(cursor, this)
        : KeptContent.read(p, io.birj.api.error.BirException.pointerOf(p), cursor, this);
  }
}
