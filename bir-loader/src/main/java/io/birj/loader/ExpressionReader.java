package io.birj.loader;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.Module;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import io.birj.pelican.ShardId;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads pelican expressions (through the {@link QuasiAffineExpr} read dispatch) and predicates, and
 * is the expression reader's context ({@link FieldReadContext}): {@link #findAxis} returns the axis
 * node at once and records the use when no enclosing loop has declared the axis yet; {@link
 * #module()} makes sure the module's version is known before the first expression is decoded.
 */
final class ExpressionReader implements FieldReadContext {
  private static final Loop[] NO_LOOPS = new Loop[0];

  private final ParseState state;
  private final DocumentVersion version;
  private final Module module;
  private final CodecRegistry codecs;
  private final CodecLimits limits;
  private final PelicanContext pelican;
  // The wrapper of an interned expression is immutable: shared (DESIGN.md, "Intern what repeats").
  private final Map<io.birj.pelican.Expr, QuasiAffineExpr> exprs = new HashMap<>();

  ExpressionReader(
      ParseState state,
      DocumentVersion version,
      Module module,
      CodecRegistry codecs,
      CodecLimits limits,
      PelicanContext pelican) {
    this.state = state;
    this.version = version;
    this.module = module;
    this.codecs = codecs;
    this.limits = limits;
    this.pelican = pelican;
  }

  QuasiAffineExpr readExpr() throws IOException {
    try {
      QuasiAffineExpr q = QuasiAffineExpr.read(state.p, this);
      QuasiAffineExpr prior = exprs.putIfAbsent(q.expr(), q);
      return prior == null ? q : prior;
    } catch (PelicanException e) {
      throw BirException.at(state.p, e.getMessage(), e);
    }
  }

  List<QuasiAffineExpr> readExprs(String what) throws IOException {
    ArrayList<QuasiAffineExpr> out = new ArrayList<>(2);
    state.array(what, () -> out.add(readExpr()));
    out.trimToSize();
    return out;
  }

  List<AffinePredicate> readPredicates() throws IOException {
    List<AffinePredicate> out = new ArrayList<>();
    state.array(
        "predicates",
        () -> {
          JsonReads.expect(state.p, JsonToken.START_OBJECT, "an affine predicate");
          long pos = state.position();
          QuasiAffineExpr[] expr = {null};
          String[] cmp = {null};
          List<JsonValue.Member> unknown = new ArrayList<>();
          state.object(
              "an affine predicate",
              key -> {
                if (Keys.EXPR.equals(key)) {
                  expr[0] = readExpr();
                } else if (Keys.CMP.equals(key)) {
                  cmp[0] = state.name("cmp");
                } else {
                  state.unknown(unknown, key);
                }
              });
          if (expr[0] == null) {
            throw ParseState.missingKey(Keys.EXPR, "an affine predicate", state.pointer(), pos);
          }
          AffinePredicate pred = new AffinePredicate(expr[0], cmp[0]);
          pred.setSourcePosition(pos);
          if (!unknown.isEmpty()) {
            pred.unknownKeys().addAll(unknown);
          }
          out.add(pred);
        });
    return out;
  }

  @Override
  public Module module() {
    version.ensure();
    return module;
  }

  @Override
  public CodecRegistry codecs() {
    return codecs;
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
  public ExprKindRegistry kinds() {
    return codecs.kinds();
  }

  @Override
  public AffineIV findAxis(String name) {
    String n = state.intern(name);
    for (int i = state.nest.size() - 1; i >= 0; i--) {
      LoopAxis a = state.nest.get(i).axis();
      if (a != null && a.name().equals(n)) {
        return pelican.affineIV(n);
      }
    }
    // Not declared (yet): the axis may come later in key order; pass 2 decides.
    state
        .scope()
        .axes
        .add(
            new DocumentParser.Pending(
                n, state.pointer(), state.position(), state.nest.toArray(NO_LOOPS)));
    return pelican.affineIV(n);
  }

  @Override
  public IntRuntimeValue findRegister(String name) {
    String n = state.intern(name);
    if (!state.scope().registers.containsKey(n)) {
      state
          .scope()
          .registerUses
          .add(new DocumentParser.Pending(n, state.pointer(), state.position(), null));
    }
    return pelican.intRuntimeValue(n);
  }

  @Override
  public ShardId getOrCreateShardId(long ub) {
    return pelican.shardId(ub);
  }

  @Override
  public void warn(JsonParser parser, String message) {
    state.warn(message);
  }
}
