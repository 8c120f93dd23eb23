package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.WireMessages;
import io.birj.api.codec.WireReads;
import io.birj.api.codec.WireSize;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.json.TokenPositions;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one v2 expression (docs/wire/expressions.md) with an explicit stack, so no input nests this
 * reader's own frames: depth is bounded by {@code CodecLimits.maxDepth()} (expression levels) and
 * by the parser's {@code StreamReadConstraints}, never by the thread's stack.
 *
 * <p>Keys may come in any order (JSON objects are unordered, and the compiler's nlohmann objects
 * sort their keys, putting e.g. {@code "c"} and {@code "denom"} before {@code "kind"}): every v2
 * key holds one JSON type whatever the kind ({@link V2Key}), so each value is read and checked
 * where it stands, and whether the key belongs to the object's kind is checked as soon as the kind
 * is known. An element of {@code terms} met before its object's kind is an affine term when it has
 * {@code idx}/{@code coeff} and an expression when it has {@code kind}.
 *
 * <p>The reader holds the writer's bounds ({@link io.birj.api.codec.CodecLimits}): besides the
 * depth, the bytes of the expression's compact v2 form, summed bottom-up as nodes complete (each
 * node's own bytes, {@link WireSize#ownBytes}, plus its children's as read: the tree the writer
 * would write). It refuses as soon as that sum passes {@code maxWireBytes}, at the expression's
 * start, so an expression that reads also writes.
 */
final class V2ExprReader {
  private static final int TERM = 1;
  private static final int EXPR = 2;
  private static final int UNDECIDED = 3;

  private final JsonParser p;
  private final ExprReadContext ctx;
  private final PelicanContext pc;
  private final int maxDepth;
  private final long maxWireBytes;
  private final int baseDepth;
  private final int vendorDepth;
  private long rootAt;
  // The context holding the expression: its pointer is made only when a refusal needs it (the
  // context is an ancestor of the parser's until the expression is read, so it still names it).
  private JsonStreamContext rootContext;
  private final List<Frame> frames;
  private int top = -1;

  /**
   * {@code baseDepth}: the expression levels above this read; {@code vendorDepth}: the vendor nodes
   * above it (a vendor node's children are read by a reader of their own).
   */
  V2ExprReader(JsonParser p, ExprReadContext ctx, int baseDepth, int vendorDepth) {
    this(p, ctx, baseDepth, vendorDepth, new ArrayList<>());
  }

  /**
   * A reader whose frames are {@code frames}: a stack of frames left by an earlier read, which
   * {@link #push} resets one by one, so that reading a document's many small expressions does not
   * make new frames for each ({@link V2Codec#read}).
   */
  V2ExprReader(
      JsonParser p, ExprReadContext ctx, int baseDepth, int vendorDepth, List<Frame> frames) {
    this.frames = frames;
    this.p = p;
    this.ctx = ctx;
    this.pc = ctx.pelican();
    this.maxDepth = ctx.limits().maxDepth();
    this.maxWireBytes = ctx.limits().maxWireBytes();
    this.baseDepth = baseDepth;
    this.vendorDepth = vendorDepth;
  }

  /** One object being read: an expression, an affine term, or a terms element not yet known. */
  static final class Frame {
    int role;
    int exprDepth;
    V2Key slot;
    V2Tag tag;
    long seen;
    long nTerms;
    long coeff;
    long c;
    long scale;
    long denom;
    long replicaGroupsId;
    long argId;
    long iterationId;
    long channelId;

    /**
     * The compact v2 bytes read so far below this object (its children's, each as written); once
     * the object is complete, its own bytes included. For an affine term, its index's.
     */
    long bytes;

    Expr leaf;
    Expr idx;
    Expr var;
    Expr numer;
    Object result;
    boolean inTerms;
    // Made on the first term: most objects of an expression (leaves, divisions) have none.
    List<Object> terms;
    // Packed positions (TokenPositions), kept for messages only while the kind is not yet known.
    long[] termPositions;
    int termPositionCount;
    long[] keyPositions;
    List<JsonValue.Member> unknown;
    long unknownAt;

    int termCount() {
      return terms == null ? 0 : terms.size();
    }

    void keepUnknown(long at) {
      if (unknown == null) {
        unknown = new ArrayList<>();
        unknownAt = at;
      }
    }

    void addTermPosition(long at) {
      if (termPositions == null) {
        termPositions = new long[4];
      } else if (termPositionCount == termPositions.length) {
        termPositions = java.util.Arrays.copyOf(termPositions, termPositionCount * 2);
      }
      termPositions[termPositionCount++] = at;
    }

    void reset(int role, V2Key slot, int exprDepth) {
      this.role = role;
      this.slot = slot;
      this.exprDepth = exprDepth;
      tag = null;
      seen = 0;
      bytes = 0;
      leaf = null;
      idx = null;
      var = null;
      numer = null;
      result = null;
      inTerms = false;
      if (terms != null) {
        terms.clear();
      }
      termPositionCount = 0;
      unknown = null;
      unknownAt = 0;
    }
  }

  Expr read() throws IOException {
    try {
      WireReads.expressionStart(p);
      rootAt = TokenPositions.of(p);
      JsonStreamContext inside = p.getParsingContext();
      rootContext = inside.getParent() != null ? inside.getParent() : inside;
      push(EXPR, null, baseDepth + 1);
      return loop();
    } catch (JsonProcessingException e) {
      throw JsonReads.syntaxError(p, e);
    } catch (PelicanException e) {
      // The expression algebra refused what the object says: not an expression of its shape.
      throw BirException.at(DiagnosticCode.BIRJ_E0302, p, e.getMessage(), e);
    }
  }

  private Expr loop() throws IOException {
    while (true) {
      Frame f = frames.get(top);
      JsonToken t = JsonReads.next(p);
      if (f.inTerms) {
        if (t == JsonToken.END_ARRAY) {
          f.inTerms = false;
        } else if (t == JsonToken.START_OBJECT) {
          int role = f.tag == V2Tag.AFFINE_EXPR ? TERM : f.tag == V2Tag.SUM ? EXPR : UNDECIDED;
          push(role, V2Key.TERMS, role == TERM ? f.exprDepth : f.exprDepth + 1);
        } else {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0201,
              p,
              "each element of \"terms\" must be an object, found " + JsonReads.describe(p));
        }
        continue;
      }
      boolean complete;
      if (t == JsonToken.FIELD_NAME) {
        complete = field(f);
      } else if (t == JsonToken.END_OBJECT) {
        complete = true;
        f.result = finishObject(f);
      } else {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0201,
            p,
            "unexpected " + JsonReads.describe(p) + " in an expression");
      }
      if (complete) {
        top--;
        if (top < 0) {
          if (f.bytes > maxWireBytes) {
            throw overWireBytes("takes " + f.bytes);
          }
          return (Expr) f.result;
        }
        Frame parent = frames.get(top);
        deliver(parent, f);
        parent.bytes = WireSize.add(parent.bytes, f.bytes);
        if (parent.bytes > maxWireBytes) {
          throw overWireBytes("takes at least " + parent.bytes);
        }
      }
    }
  }

  /** The expression is over {@code maxWireBytes}: refused at its start. */
  private BirException overWireBytes(String size) {
    String rootPointer = rootContext.pathAsPointer().toString();
    return BirException.atPosition(
        DiagnosticCode.BIRJ_E0302,
        WireMessages.overWireBytes(size, maxWireBytes),
        rootPointer,
        rootAt);
  }

  private void push(int role, V2Key slot, int exprDepth) {
    if (exprDepth > maxDepth) {
      throw BirException.at(DiagnosticCode.BIRJ_E0302, p, WireMessages.readDeeperThan(maxDepth));
    }
    top++;
    if (top == frames.size()) {
      frames.add(new Frame());
    }
    frames.get(top).reset(role, slot, exprDepth);
  }

  /** Reads one key and its value; true when the frame's object is complete (a vendor node). */
  private boolean field(Frame f) throws IOException {
    String name = p.currentName();
    V2Key key = V2Key.of(name);
    if (key == null) {
      if (f.tag == null && f.role != TERM && !ctx.kinds().all().isEmpty()) {
        // Perhaps a key of a vendor kind whose "kind" comes later: keep it as read.
        f.role = EXPR;
        f.keepUnknown(TokenPositions.of(p));
        JsonReads.next(p);
        f.unknown.add(new JsonValue.Member(name, JsonValues.read(p)));
        return false;
      }
      throw unknownKey(f, name, "unknown key");
    }
    if ((f.seen & key.bit) != 0) {
      throw DuplicateKey.error(p, name);
    }
    if (f.role == UNDECIDED) {
      f.role = (V2Key.TERM_KEYS & key.bit) != 0 ? TERM : EXPR;
    }
    boolean allowed =
        f.role == TERM
            ? (V2Key.TERM_KEYS & key.bit) != 0
            : f.tag != null ? (f.tag.keyMask & key.bit) != 0 : (V2Key.TERM_KEYS & key.bit) == 0;
    if (!allowed) {
      throw unknownKey(f, name, "key");
    }
    if (f.tag == null && f.role == EXPR && key != V2Key.KIND) {
      if (f.keyPositions == null) {
        f.keyPositions = new long[V2Key.COUNT];
      }
      f.keyPositions[key.ordinal()] = TokenPositions.of(p);
    }
    f.seen |= key.bit;
    JsonReads.next(p);
    switch (key.type) {
      case EXPR:
        if (p.currentToken() != JsonToken.START_OBJECT) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0201,
              p,
              "\"" + name + "\" must be an object (an expression), found " + JsonReads.describe(p));
        }
        push(EXPR, key, f.exprDepth + 1);
        return false;
      case ARRAY:
        if (p.currentToken() != JsonToken.START_ARRAY) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0201,
              p,
              "\"" + name + "\" must be an array, found " + JsonReads.describe(p));
        }
        f.inTerms = true;
        return false;
      case STRING:
        String s = ctx.name(p, key.quoted);
        if (key == V2Key.KIND) {
          return kind(f, s);
        }
        try {
          f.leaf = key == V2Key.AXIS ? ctx.findAxis(s) : ctx.findRegister(s);
        } catch (BirException | PelicanException ex) {
          throw atValue(ex);
        }
        if (f.leaf == null) {
          throw BirException.at(
              key == V2Key.AXIS ? DiagnosticCode.BIRJ_E0405 : DiagnosticCode.BIR016,
              p,
              "unknown " + (key == V2Key.AXIS ? "axis" : "register") + " \"" + s + "\"");
        }
        return false;
      case UNSIGNED:
        long u = JsonReads.unsignedLong(p, key.quoted);
        if (key == V2Key.N_TERMS) {
          f.nTerms = u;
        } else {
          f.replicaGroupsId = u;
        }
        return false;
      default:
        long v = JsonReads.signedLong(p, key.quoted);
        switch (key) {
          case COEFF:
            f.coeff = v;
            break;
          case C:
            f.c = v;
            break;
          case SCALE:
            f.scale = v;
            break;
          case DENOM:
            f.denom = v;
            break;
          case ARG_ID:
            f.argId = v;
            break;
          case ITERATION_ID:
            f.iterationId = v;
            break;
          case CHANNEL_ID:
            f.channelId = v;
            break;
          default: // UB
            try {
              f.leaf = ctx.getOrCreateShardId(v);
            } catch (BirException | PelicanException ex) {
              throw atValue(ex);
            }
            if (f.leaf == null) {
              throw BirException.at(DiagnosticCode.BIRJ_E0302, p, "no shard id for ub " + v);
            }
        }
        return false;
    }
  }

  /** The object's {@code kind}: fixes its key set; a vendor tag hands the object to its codec. */
  private boolean kind(Frame f, String tag) throws IOException {
    V2Tag t = V2Tag.ofWire(tag);
    if (t == null) {
      ExprKindCodec vendor = ctx.kinds().byTag(tag);
      if (vendor == null) {
        throw BirException.at(DiagnosticCode.BIRJ_E0407, p, WireMessages.UNKNOWN_V2_TAG + tag);
      }
      int vendors = vendorDepth + 1;
      if (vendors > V2Codec.MAX_VENDOR_NESTING) {
        throw BirException.at(DiagnosticCode.BIRJ_E0302, p, V2Codec.VENDOR_NESTING_MESSAGE);
      }
      if (f.seen != V2Key.KIND.bit || f.unknown != null) {
        f.result =
            new VendorReplay(p, ctx, f.exprDepth, vendors).read(vendor, f.seen, f, f.unknown);
        f.bytes = vendorBytes((Expr) f.result);
        return true;
      }
      int depth = f.exprDepth;
      JsonReads.next(p); // the SPI's contract: on the key after "kind", or on END_OBJECT
      Expr e = vendor.readFields(p, ctx, q -> new V2ExprReader(q, ctx, depth, vendors).read());
      if (e == null || p.currentToken() != JsonToken.END_OBJECT) {
        // A vendor kind's codec (a plugin) broke its contract: no code of the catalogue is about a
        // plugin's fault (docs/diagnostics.md, BIRJ-E0000).
        throw BirException.at(
            DiagnosticCode.BIRJ_E0000,
            p,
            "the reader of the vendor kind "
                + tag
                + " must return a node and stop at the end of its object");
      }
      f.result = e;
      f.bytes = vendorBytes(e);
      return true;
    }
    f.tag = t;
    if (f.unknown != null) {
      JsonValue.Member first = f.unknown.get(0);
      throw BirException.atPosition(
          DiagnosticCode.BIRJ_E0408,
          "unknown key \"" + first.key() + "\" in " + where(t),
          objectPointer() + "/" + first.key(),
          f.unknownAt);
    }
    long stray = f.seen & ~t.keyMask;
    if (stray != 0) {
      for (V2Key k : V2Key.values()) {
        if ((stray & k.bit) != 0) {
          throw BirException.atPosition(
              DiagnosticCode.BIRJ_E0302,
              "key \"" + k.wire + "\" does not belong in " + where(t),
              objectPointer() + "/" + k.wire,
              f.keyPositions[k.ordinal()]);
        }
      }
    }
    // Elements of terms read before the kind was known must match it.
    for (int i = 0; f.terms != null && i < f.terms.size(); i++) {
      Object el = f.terms.get(i);
      if (t == V2Tag.AFFINE_EXPR && !(el instanceof AffineExpr.Term)) {
        throw BirException.atPosition(
            DiagnosticCode.BIRJ_E0302,
            "an AffExprKind's terms must be {\"idx\", \"coeff\"} objects, found an expression",
            objectPointer() + "/terms/" + i,
            f.termPositions[i]);
      }
      if (t == V2Tag.SUM && !(el instanceof Expr)) {
        throw BirException.atPosition(
            DiagnosticCode.BIRJ_E0302,
            "a SumKind's terms must be expressions, found an affine term (missing key \"kind\")",
            objectPointer() + "/terms/" + i,
            f.termPositions[i]);
      }
    }
    return false;
  }

  /**
   * A vendor node's compact v2 bytes, measured as the writer measures it (its codec writes it to a
   * counter). Its children were read, and held to the limit, by readers of their own.
   */
  private long vendorBytes(Expr e) {
    V2WireSize.Result r = V2WireSize.measure(e, ctx.kinds());
    // A vendor reader that built a node with no v2 form: the writer refuses it by kind, not size.
    return r.unsupported() == null ? r.bytes() : 0;
  }

  /** The pointer of the object whose key the parser is on. */
  private String objectPointer() {
    return p.getParsingContext().getParent().pathAsPointer().toString();
  }

  private BirException unknownKey(Frame f, String name, String what) {
    String where;
    if (f.role == TERM) {
      where = "an affine term (its keys: idx, coeff)";
    } else if (f.tag != null) {
      where = where(f.tag);
    } else {
      where = "an expression";
    }
    return BirException.at(
        what.equals("key") ? DiagnosticCode.BIRJ_E0302 : DiagnosticCode.BIRJ_E0408,
        p,
        what + " \"" + name + "\" " + (what.equals("key") ? "does not belong in " : "in ") + where);
  }

  private static String where(V2Tag t) {
    return "an expression of kind " + t.wire + " (its keys: " + V2Key.names(t.keyMask) + ")";
  }

  /**
   * A resolver's error at the value being read: a BirException made without a position (a resolver
   * has no parser) gets the value's; a PelicanException becomes a BirException.
   */
  private BirException atValue(RuntimeException ex) {
    if (ex instanceof BirException b) {
      return b.line() > 0 ? b : BirException.at(b.diagnosticCode(), p, b.reason(), b);
    }
    // The expression algebra refused what the object says: not an expression of its shape.
    return BirException.at(DiagnosticCode.BIRJ_E0302, p, ex.getMessage(), ex);
  }

  /**
   * At the object's {@code END_OBJECT}: checks the key set and builds the node or term, adding the
   * node's own bytes to the frame's.
   */
  private Object finishObject(Frame f) {
    if (f.role == TERM || (f.role == UNDECIDED && f.seen == 0)) {
      requireKeys(f, V2Key.TERM_KEYS, null);
      return new AffineExpr.Term((AffineIdx) f.idx, f.coeff);
    }
    Expr e = build(f);
    long own = WireSize.ownBytes(e);
    if (own < 0) {
      throw new IllegalStateException("the v2 reader built a " + e.kindName() + ", no v2 form");
    }
    f.bytes = WireSize.add(f.bytes, own);
    return e;
  }

  private Expr build(Frame f) {
    if (f.tag == null) {
      throw BirException.at(DiagnosticCode.BIRJ_E0301, p, "missing key \"kind\" in an expression");
    }
    requireKeys(f, f.tag.keyMask, f.tag);
    switch (f.tag) {
      case AFFINE_IV:
      case INT_RUNTIME_VALUE:
      case SHARD_ID:
        return f.leaf;
      case CC_GET_RANK:
        return pc.ccGetRank(f.iterationId, f.channelId);
      case INDIRECT_ARG:
        return pc.indirectArg(f.argId);
      case AFFINE_EXPR:
        // Every element is a term (read as one, or checked in finishObject); affine() copies them.
        @SuppressWarnings("unchecked")
        List<AffineExpr.Term> ts =
            f.terms == null ? List.of() : (List<AffineExpr.Term>) (List<?>) f.terms;
        return pc.affine(ts, f.c);
      case SUM:
        if (Long.compareUnsigned(f.nTerms, f.termCount()) != 0) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0302,
              p,
              WireMessages.SUM_TERMS_MISMATCH
                  + ": n_terms is "
                  + Long.toUnsignedString(f.nTerms)
                  + " but terms holds "
                  + f.termCount());
        }
        List<Expr> es = new ArrayList<>(f.termCount());
        for (int i = 0; i < f.termCount(); i++) {
          es.add((Expr) f.terms.get(i));
        }
        return pc.sum(es);
      case MULT:
        return pc.mult(f.var, f.scale);
      case FLOOR_DIV:
        return pc.floorDiv(f.numer, f.denom);
      case MODULO:
      case CC_MOD: // docs/wire/expressions.md, "Node kinds": read-accepted, built as a Modulo
        return pc.modulo(f.numer, f.denom);
      default: // CC_DIV
        return pc.ccDiv(f.numer, f.denom, f.replicaGroupsId);
    }
  }

  /**
   * Fails unless the keys of {@code mask} were read: an object of {@code tag}, an affine term if
   * null.
   */
  private void requireKeys(Frame f, long mask, V2Tag tag) {
    long missing = mask & ~f.seen;
    if (missing != 0) {
      String where = tag == null ? "an affine term" : "an expression of kind " + tag.wire;
      for (V2Key k : V2Key.values()) {
        if ((missing & k.bit) != 0) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0301, p, "missing key \"" + k.wire + "\" in " + where);
        }
      }
    }
  }

  /** Hands a finished child to its parent's slot. */
  private void deliver(Frame parent, Frame child) {
    switch (child.slot) {
      case IDX:
        Expr idx = (Expr) child.result;
        if (!(idx instanceof AffineIdx)) {
          throw BirException.at(
              DiagnosticCode.BIRJ_E0302,
              p,
              "an affine term's idx must be an index (kinds 6 to 13 or a vendor index kind), found "
                  + idx.kindName()
                  + " (kind "
                  + idx.kindNumber()
                  + ")");
        }
        parent.idx = idx;
        return;
      case VAR:
        parent.var = (Expr) child.result;
        return;
      case NUMER:
        parent.numer = (Expr) child.result;
        return;
      default: // TERMS: an Expr or an AffineExpr.Term
        if (parent.tag == null) {
          parent.addTermPosition(TokenPositions.of(p));
        }
        if (parent.terms == null) {
          parent.terms = new ArrayList<>(4);
        }
        parent.terms.add(child.result);
    }
  }
}
