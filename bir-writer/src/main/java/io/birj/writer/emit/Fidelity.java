package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCMod;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.Sum;
import io.birj.pelican.VendorNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether a version holds an expression faithfully (docs/wire/conversion.md): the target codec
 * writes it, and its own reader reads the written form back to the same expression. When the codec
 * cannot write it, the known meaning-changing lowerings ({@link Lowering}) are tried, fewest first;
 * when the codec writes it but reads something else back (v1's CCGetRank op comes back as a CCDiv),
 * that is a change too. The read-back runs the codecs themselves, so a change this class does not
 * know by name is still found. Outcomes are kept per distinct expression and version: a document
 * that repeats an expression pays once.
 */
public final class Fidelity {
  /** The rewrites that make an expression writable at the cost of its meaning. */
  public enum Lowering {
    /** A CCMod (no wire form in any version) as a Modulo of the same numerator and divisor. */
    CC_MOD_TO_MODULO,
    /** A CCDiv's replica_groups_id as 0 (the v1 form has no slot for it). */
    DROP_REPLICA_GROUPS_ID
  }

  /** What writing an expression in a version does. */
  public sealed interface Outcome {}

  /** The version holds it as it is. */
  public record Faithful() implements Outcome {}

  /** No form in the version, even lowered: the codec's reason (and where in the expression). */
  public record Unencodable(String reason) implements Outcome {}

  /**
   * The version holds it only as another expression: {@code written} is what is written in its
   * place (the expression itself, or its lowering), {@code readBack} what the version's reader
   * makes of that.
   */
  public record Changed(Expr written, Expr readBack, List<Lowering> lowerings) implements Outcome {
    public Changed {
      lowerings = List.copyOf(lowerings);
    }

    /** True when the read-back differs from what was written (a loss on the way back). */
    public boolean changesOnReadBack() {
      return readBack != written;
    }
  }

  private static final Faithful FAITHFUL = new Faithful();

  /** The lowering sets tried, fewest losses first. */
  private static final List<List<Lowering>> TRIES =
      List.of(
          List.of(Lowering.CC_MOD_TO_MODULO),
          List.of(Lowering.DROP_REPLICA_GROUPS_ID),
          List.of(Lowering.CC_MOD_TO_MODULO, Lowering.DROP_REPLICA_GROUPS_ID));

  private final CodecRegistry codecs;
  private final CodecLimits limits;
  private final PelicanCodec.WriteOptions options;
  private final JsonFactory json;
  private final Map<Integer, Map<Expr, Outcome>> memo = new HashMap<>();

  public Fidelity(CodecRegistry codecs, CodecLimits limits) {
    this.codecs = codecs;
    this.limits = limits;
    this.options = new PelicanCodec.WriteOptions(limits, codecs.kinds(), "");
    this.json =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
            .streamWriteConstraints(
                StreamWriteConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
            .build();
  }

  /** What writing {@code e} in {@code version} does (the version's codec must be installed). */
  public Outcome outcome(Expr e, int version) {
    Map<Expr, Outcome> known = memo.computeIfAbsent(version, v -> new IdentityHashMap<>());
    Outcome o = known.get(e);
    if (o == null) {
      o = decide(e, codecs.require(version, ""));
      known.put(e, o);
    }
    return o;
  }

  private Outcome decide(Expr e, PelicanCodec codec) {
    if (codec.canWrite(e, codecs.kinds())) {
      return judge(codec, e, e, List.of());
    }
    for (List<Lowering> lowerings : TRIES) {
      Expr lowered = lower(e, lowerings);
      if (lowered != e && codec.canWrite(lowered, codecs.kinds())) {
        return judge(codec, e, lowered, lowerings);
      }
    }
    BirException refused = write(codec, e).refused();
    if (refused == null) {
      throw new IllegalStateException(
          "birj defect: " + codec.description() + " says it cannot write an expression it writes");
    }
    return new Unencodable(refusal(refused));
  }

  /**
   * Writes {@code form} (the expression {@code e}, or its lowering) and reads it back. The codec
   * may still refuse it for a limit (its depth, its wire size): then {@code e} is unencodable.
   */
  private Outcome judge(PelicanCodec codec, Expr e, Expr form, List<Lowering> lowerings) {
    Written written = write(codec, form);
    if (written.refused() != null) {
      return new Unencodable(refusal(written.refused()));
    }
    Expr back = readBack(codec, form, written.bytes());
    return back == e ? FAITHFUL : new Changed(form, back, lowerings);
  }

  /** The codec's form of an expression: its bytes, or the codec's refusal. */
  private record Written(byte[] bytes, BirException refused) {}

  private Written write(PelicanCodec codec, Expr e) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    try (JsonGenerator g = json.createGenerator(buf)) {
      codec.write(e, g, options);
    } catch (BirException refused) {
      return new Written(null, refused);
    } catch (IOException x) {
      throw new IllegalStateException("writing into memory failed", x);
    }
    return new Written(buf.toByteArray(), null);
  }

  /** The codec's words for why it cannot write an expression, and where in the expression. */
  private static String refusal(BirException e) {
    return e.pointer().isEmpty()
        ? e.reason()
        : e.reason() + " (at " + e.pointer() + " in the expression)";
  }

  /** What the codec's reader makes of {@code written}, the codec's form of {@code e}. */
  private Expr readBack(PelicanCodec codec, Expr e, byte[] written) {
    try (JsonParser p = json.createParser(written)) {
      p.nextToken();
      return codec.read(p, readContext(e.context(), e.depth()));
    } catch (BirException | IOException x) {
      throw new IllegalStateException(
          "birj defect: "
              + codec.description()
              + " does not read back what it wrote ("
              + new String(written, StandardCharsets.UTF_8)
              + "): "
              + x.getMessage(),
          x);
    }
  }

  /**
   * Names resolve to the nodes of the expression's own context, so a faithful read-back is the same
   * object; the depth bound admits whatever the expression's depth is.
   */
  private StandaloneReadContext readContext(PelicanContext pc, int depth) {
    CodecLimits readLimits =
        limits.withMaxDepth(
            Math.max(limits.maxDepth(), (int) Math.min(Integer.MAX_VALUE, 2L * depth + 8)));
    return new StandaloneReadContext(pc, codecs.kinds()) {
      @Override
      public CodecLimits limits() {
        return readLimits;
      }
    };
  }

  /** {@code e} with the lowerings applied wherever they apply (itself when none does). */
  static Expr lower(Expr e, List<Lowering> lowerings) {
    boolean ccMod = lowerings.contains(Lowering.CC_MOD_TO_MODULO);
    boolean dropGroup = lowerings.contains(Lowering.DROP_REPLICA_GROUPS_ID);
    PelicanContext pc = e.context();
    Map<Expr, Expr> done = new IdentityHashMap<>();
    ExprWalk.postorder(
        e,
        done,
        n -> {
          Expr x = withChildren(pc, n, done);
          if (ccMod && x instanceof CCMod m) {
            return pc.modulo(m.numer(), m.denom());
          }
          if (dropGroup && x instanceof CCDiv d && d.replicaGroupsId() != 0) {
            return pc.ccDiv(d.numer(), d.denom(), 0);
          }
          return x;
        });
    return done.get(e);
  }

  /** {@code n} over its children's images in {@code done}: {@code n} itself when none changed. */
  private static Expr withChildren(PelicanContext pc, Expr n, Map<Expr, Expr> done) {
    List<Expr> children = n.children();
    boolean changed = false;
    for (Expr c : children) {
      changed |= done.get(c) != c;
    }
    if (!changed) {
      return n;
    }
    if (n instanceof AffineExpr a) {
      List<AffineExpr.Term> terms = new ArrayList<>(a.termCount());
      for (int i = 0; i < a.termCount(); i++) {
        terms.add(new AffineExpr.Term((AffineIdx) done.get(a.idx(i)), a.coeff(i)));
      }
      return pc.affine(terms, a.constant());
    }
    if (n instanceof Sum s) {
      List<Expr> terms = new ArrayList<>(s.terms().size());
      s.terms().forEach(t -> terms.add(done.get(t)));
      return pc.sum(terms);
    }
    if (n instanceof Mult m) {
      return pc.mult(done.get(m.var()), m.scale());
    }
    if (n instanceof FloorDiv f) {
      return pc.floorDiv(done.get(f.numer()), f.denom());
    }
    if (n instanceof Modulo m) {
      return pc.modulo(done.get(m.numer()), m.denom());
    }
    if (n instanceof CCDiv d) {
      return pc.ccDiv(done.get(d.numer()), d.denom(), d.replicaGroupsId());
    }
    if (n instanceof CCMod m) {
      return pc.ccMod(done.get(m.numer()), m.denom(), m.replicaGroupsId());
    }
    if (n instanceof VendorNode v) {
      List<Expr> mapped = new ArrayList<>(children.size());
      children.forEach(c -> mapped.add(done.get(c)));
      return pc.vendor(v.vendorKind(), v.symbol(), v.params(), mapped);
    }
    throw new IllegalStateException("birj defect: no rebuild for " + n.kindName());
  }

  /** True when {@code e} holds a node of {@code kind}. */
  public static boolean contains(Expr e, ExprKind kind) {
    Map<Expr, Boolean> done = new IdentityHashMap<>();
    ExprWalk.postorder(
        e,
        done,
        n -> {
          if (n.kind() == kind) {
            return true;
          }
          for (Expr c : n.children()) {
            if (done.get(c)) {
              return true;
            }
          }
          return false;
        });
    return done.get(e);
  }
}
