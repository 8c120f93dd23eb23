package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.WireMessages;
import io.birj.api.codec.WireReads;
import io.birj.api.codec.WireSize;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonReads;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one v1 expression (docs/wire/expressions.md, "v1: the flat legacy form"): the flat affine
 * body (terms by {@code AxisLabel} through {@code findAxis}, then {@code c}), optionally
 * re-expanded by {@code op} / {@code op_param}; or the ShardId object {@code {"kind":
 * "ShardIDKind", "ub": n}}. The form is flat (no expression nests in another), so no input makes
 * this reader descend: a nested value where a scalar belongs is a type error at once.
 *
 * <p>It holds the limits the writers hold ({@code CodecLimits}): the depth, and the bytes of the
 * expression's compact v2 form, summed as terms arrive so that a body too large stops early.
 *
 * <p>Keys may come in any order; the key set is closed: {@code terms, c, op, op_param} for the op
 * forms ({@code IndirectArgId} without a body, or with the constant 0 as its body), {@code terms,
 * c} for a bare affine, {@code kind, ub} for a ShardId, {@code AxisLabel, coef} in a term.
 */
final class V1ExprReader {
  private static final int TERMS = 0;
  private static final int C = 1;
  private static final int OP = 2;
  private static final int OP_PARAM = 3;
  private static final int KIND = 4;
  private static final int UB = 5;
  private static final String[] NAMES = {
    V1Wire.TERMS, V1Wire.C, V1Wire.OP, V1Wire.OP_PARAM, V1Wire.KIND, V1Wire.UB
  };

  private final JsonParser p;
  private final ExprReadContext ctx;
  private final PelicanContext pc;
  private final JsonLocation[] at = new JsonLocation[NAMES.length];
  private final List<AffineExpr.Term> terms = new ArrayList<>();
  private long c;
  private String op;
  private long opParam;
  private long ub;
  private long termBytes;
  private JsonLocation start;
  private String pointer;

  V1ExprReader(JsonParser p, ExprReadContext ctx) {
    this.p = p;
    this.ctx = ctx;
    this.pc = ctx.pelican();
  }

  Expr read() throws IOException {
    try {
      WireReads.expressionStart(p);
      start = p.currentTokenLocation();
      pointer = BirException.pointerOf(p);
      while (JsonReads.next(p) == JsonToken.FIELD_NAME) {
        field();
      }
      return withinLimits(build());
    } catch (JsonProcessingException e) {
      throw JsonReads.syntaxError(p, e);
    } catch (PelicanException e) {
      throw BirException.at(DiagnosticCode.BIRJ_E0302, p, e.getMessage(), e);
    }
  }

  private void field() throws IOException {
    String name = p.currentName();
    int key = indexOf(name);
    if (key < 0) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0408,
          p,
          "unknown key \""
              + name
              + "\" in a v1 expression (its keys: terms, c, op, op_param; kind, ub for a ShardId)");
    }
    if (at[key] != null) {
      throw DuplicateKey.error(p, name);
    }
    at[key] = p.currentTokenLocation();
    JsonReads.next(p);
    switch (key) {
      case TERMS:
        JsonReads.expect(p, JsonToken.START_ARRAY, "\"terms\"");
        while (JsonReads.next(p) != JsonToken.END_ARRAY) {
          term();
        }
        break;
      case C:
        c = JsonReads.signedLong(p, "\"c\"");
        break;
      case OP:
        op = JsonReads.string(p, "\"op\"");
        if (!op.equals(V1Wire.OP_DIV)
            && !op.equals(V1Wire.OP_MOD)
            && !op.equals(V1Wire.OP_CC_GET_RANK)
            && !op.equals(V1Wire.OP_INDIRECT_ARG)) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0302,
              p,
              "unknown v1 op \"" + op + "\" (the v1 ops: " + V1Wire.KNOWN_OPS + ")");
        }
        break;
      case OP_PARAM:
        opParam = JsonReads.signedLong(p, "\"op_param\"");
        break;
      case KIND:
        String tag = JsonReads.string(p, "\"kind\"");
        if (!tag.equals(V1Wire.SHARD_ID_TAG)) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0302,
              p,
              "a v1 expression has no kind \""
                  + tag
                  + "\": only ShardIDKind is tagged in v1 (is the module's version right?)");
        }
        break;
      default: // UB
        ub = JsonReads.signedLong(p, "\"ub\"");
    }
  }

  /** One {@code {"AxisLabel": name, "coef": n}}, the parser on its START_OBJECT. */
  private void term() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "each element of \"terms\"");
    AffineIV axis = null;
    long coef = 0;
    boolean hasCoef = false;
    while (JsonReads.next(p) == JsonToken.FIELD_NAME) {
      String name = p.currentName();
      boolean isAxis = name.equals(V1Wire.AXIS_LABEL);
      if (!isAxis && !name.equals(V1Wire.COEF)) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0408,
            p,
            "unknown key \"" + name + "\" in a v1 affine term (its keys: AxisLabel, coef)");
      }
      if (isAxis ? axis != null : hasCoef) {
        throw DuplicateKey.error(p, name);
      }
      JsonReads.next(p);
      if (isAxis) {
        axis = resolveAxis(JsonReads.string(p, "\"AxisLabel\""));
      } else {
        coef = JsonReads.signedLong(p, "\"coef\"");
        hasCoef = true;
      }
    }
    if (axis == null || !hasCoef) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0301,
          p,
          "missing key \""
              + (axis == null ? V1Wire.AXIS_LABEL : V1Wire.COEF)
              + "\" in a v1 affine term");
    }
    terms.add(new AffineExpr.Term(axis, coef));
    termBytes = WireSize.add(termBytes, V1Size.termAtLeast(axis, coef));
    if (termBytes > max()) {
      throw overLimit(WireMessages.overWireBytes("takes at least " + termBytes, max()));
    }
  }

  private long max() {
    return ctx.limits().maxWireBytes();
  }

  /** The writers' limits, held on read: what reads also writes. */
  private Expr withinLimits(Expr e) {
    int maxDepth = ctx.limits().maxDepth();
    if (e.depth() > maxDepth) {
      throw overLimit(WireMessages.readDeeperThan(maxDepth));
    }
    long bytes = V1Size.v2Bytes(e);
    if (bytes > max()) {
      throw overLimit(WireMessages.overWireBytes("takes " + bytes, max()));
    }
    return e;
  }

  /** A limit broken: refused at the expression's start. */
  private BirException overLimit(String reason) {
    return JsonReads.errorAt(DiagnosticCode.BIRJ_E0302, start, pointer, reason);
  }

  private AffineIV resolveAxis(String name) {
    AffineIV iv;
    try {
      iv = ctx.findAxis(name);
    } catch (BirException e) {
      if (e.line() > 0) {
        throw e;
      }
      throw BirException.at(e.diagnosticCode(), p, e.reason(), e);
    } catch (PelicanException e) {
      throw BirException.at(DiagnosticCode.BIRJ_E0302, p, e.getMessage(), e);
    }
    if (iv == null) {
      throw BirException.at(DiagnosticCode.BIRJ_E0405, p, "unknown axis \"" + name + "\"");
    }
    return iv;
  }

  /** At the object's END_OBJECT: the key set decides the form. */
  private Expr build() {
    if (at[KIND] != null) {
      only(KIND, UB);
      require(UB, "a v1 ShardIDKind object");
      return shardId();
    }
    if (at[UB] != null) {
      throw misplaced(UB, "belongs only to a ShardIDKind object");
    }
    if (at[OP] == null) {
      if (at[OP_PARAM] != null) {
        throw misplaced(OP_PARAM, "needs \"op\"");
      }
      require(TERMS, "a v1 affine expression");
      require(C, "a v1 affine expression");
      return pc.affine(terms, c);
    }
    require(OP_PARAM, "a v1 expression with \"op\"");
    if (op.equals(V1Wire.OP_INDIRECT_ARG)) {
      // The writer gives IndirectArgId no body; the compiler's reader asserts the body it parses
      // is the constant 0 (docs/wire/expressions.md), so a body, when present, must be exactly
      // that.
      if ((at[TERMS] != null || at[C] != null) && (!terms.isEmpty() || c != 0)) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0201,
            p,
            "the affine body of an IndirectArgId must be the constant 0 (or absent)");
      }
      return pc.indirectArg(opParam);
    }
    require(TERMS, "a v1 expression with op \"" + op + "\"");
    require(C, "a v1 expression with op \"" + op + "\"");
    AffineExpr base = pc.affine(terms, c);
    switch (op) {
      case V1Wire.OP_MOD:
        return pc.modulo(base, opParam);
      case V1Wire.OP_DIV:
        return pc.floorDiv(base, opParam);
      default: // CCGetRank: always a CCDiv, replica_groups_id 0 (docs/wire/conversion.md)
        return pc.ccDiv(base, opParam, 0);
    }
  }

  private Expr shardId() {
    Expr shard;
    try {
      shard = ctx.getOrCreateShardId(ub);
    } catch (BirException e) {
      if (e.line() > 0) {
        throw e;
      }
      throw BirException.at(e.diagnosticCode(), p, e.reason(), e);
    }
    if (shard == null) {
      throw BirException.at(DiagnosticCode.BIRJ_E0302, p, "no shard id for ub " + ub);
    }
    return shard;
  }

  private void only(int... allowed) {
    for (int k = 0; k < NAMES.length; k++) {
      if (at[k] == null) {
        continue;
      }
      boolean ok = false;
      for (int a : allowed) {
        ok |= a == k;
      }
      if (!ok) {
        throw misplaced(k, "does not belong in a v1 ShardIDKind object (its keys: kind, ub)");
      }
    }
  }

  private BirException misplaced(int key, String why) {
    // "needs" names a key the object lacks; the others, a key that does not belong.
    return JsonReads.errorAt(
        why.startsWith("needs") ? DiagnosticCode.BIRJ_E0301 : DiagnosticCode.BIRJ_E0302,
        at[key],
        objectPointer() + "/" + NAMES[key],
        "key \"" + NAMES[key] + "\" " + why);
  }

  /** At END_OBJECT the parser's context is the parent's, whose path is the object's pointer. */
  private String objectPointer() {
    return p.getParsingContext().pathAsPointer().toString();
  }

  private void require(int key, String where) {
    if (at[key] == null) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0301, p, "missing key \"" + NAMES[key] + "\" in " + where);
    }
  }

  private static int indexOf(String name) {
    for (int i = 0; i < NAMES.length; i++) {
      if (NAMES[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }
}
