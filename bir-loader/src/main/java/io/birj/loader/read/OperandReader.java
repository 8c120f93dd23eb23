package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.FloatText;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.ApOperand;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.Function;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads operands ({@code ins}, {@code indirection_ins}, {@code outs}). Every operand key means the
 * same in every kind it occurs in (the eight kinds share the compiler's Argument key vocabulary),
 * so each key is read where it stands, whatever the order, into one draft; the kind, read whenever
 * it comes, then decides the class, and a key the kind does not have is kept as an unknown key
 * (docs/wire/container.md, "Operands").
 */
final class OperandReader {
  static final List<String> KINDS =
      List.of(
          PhysicalAp.KIND,
          SymbolicAp.KIND,
          SymbolicAp.KIND_PWAP,
          RegisterAp.KIND,
          ImmValue.KIND,
          SymbolicImmValue.KIND,
          ImmArray.KIND,
          RegisterAccess.KIND);

  private final ReadCursor cursor;
  private final ExprSite site;
  // Access patterns and shapes repeat across a document and are immutable: shared, and found from
  // the numbers as read (in run) before any object is made.
  private final LongsTable<AccessPattern> aps = new LongsTable<>();
  private final LongsTable<List<Long>> shapes = new LongsTable<>();
  private long[] run = new long[16];
  private final Draft draft = new Draft();
  private final Gathered<Operand> gathered = new Gathered<>();

  OperandReader(ReadCursor cursor, ExprSite site) {
    this.cursor = cursor;
    this.site = site;
  }

  List<Operand> operands(String key) throws IOException {
    cursor.expectArray(key);
    JsonStreamContext here = cursor.container();
    Gathered<Operand> out = gathered.start();
    while (cursor.nextItem()) {
      try {
        Operand op = operand();
        if (op != null) {
          out.add(op);
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return out.take();
  }

  /** Every operand key, as read; absent ones {@code null}. */
  private static final class Draft {
    String kind;
    String dtype;
    AccessPattern ap;
    Long offset;
    NameRef<MemoryLocation> memref;
    NameRef<MemoryLocationSet> memsetref;
    List<Long> accessShape;
    DynamicApInfo dynamicApInfo;
    NameRef<Function> memrefOwnerFunc;
    List<QuasiAffineExpr> addrs;
    Long tensorIndirectArgId;
    Long numTensorIndirectIndices;
    NameRef<Register> regref;
    Boolean isReglocOffset;
    NameRef<Register> regApOffset;
    Long constApOffset;
    NameRef<Register> regSubTensorId;
    Long constSubTensorId;
    JsonValue value;
    List<JsonValue> valueList;
    List<JsonValue> valueArray;
    QuasiAffineExpr expr;

    /**
     * Every member in read order: a known key as its key (the String), an unknown one as a member
     * with its value, and {@link #TAKEN} once the operand's kind has taken the known key there.
     */
    final List<Object> order = new ArrayList<>(8);

    /** Empties the draft for the next operand (operands do not nest: one draft serves them all). */
    Draft clear() {
      kind = null;
      dtype = null;
      ap = null;
      offset = null;
      memref = null;
      memsetref = null;
      accessShape = null;
      dynamicApInfo = null;
      memrefOwnerFunc = null;
      addrs = null;
      tensorIndirectArgId = null;
      numTensorIndirectIndices = null;
      regref = null;
      isReglocOffset = null;
      regApOffset = null;
      constApOffset = null;
      regSubTensorId = null;
      constSubTensorId = null;
      value = null;
      valueList = null;
      valueArray = null;
      expr = null;
      order.clear();
      return this;
    }

    /** A place whose key the operand's kind took. */
    static final Object TAKEN = new Object();
  }

  private Operand operand() throws IOException {
    cursor.expectObject("an operand");
    long start = cursor.position();
    Draft d = draft.clear();
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (cursor.isNull() && !Keys.KIND.equals(key)) {
          d.order.add(OPERAND_KEYS.contains(key) ? cursor.nullKept(key) : site.unknownMember(key));
          continue;
        }
        if (member(d, key)) {
          d.order.add(key);
        } else {
          d.order.add(site.unknownMember(key));
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    // On the operand's end token the cursor's pointer is the operand's own: it is made only when
    // a message needs it.
    if (d.kind == null) {
      cursor.report(
          BirException.atPosition(
              Messages.missingKey(Keys.KIND, "an operand"), cursor.pointer(), start));
      return null;
    }
    Operand op = build(d, start);
    op.setSourcePosition(start);
    return op;
  }

  /** Reads a known operand key into the draft; false for a key no kind has. */
  /**
   * The keys {@link #member} reads: an explicit {@code null} on one of them is a known key kept as
   * written; on any other key, an unknown key.
   */
  private static final java.util.Set<String> OPERAND_KEYS =
      java.util.Set.of(
          Keys.KIND,
          Keys.DTYPE,
          Keys.AP,
          Keys.OFFSET,
          Keys.MEMREF,
          Keys.MEMSETREF,
          Keys.ACCESS_SHAPE,
          Keys.DYNAMIC_AP_INFO,
          Keys.MEMREF_OWNER_FUNC,
          Keys.ADDRS,
          Keys.TENSOR_INDIRECT_ARG_ID,
          Keys.NUM_TENSOR_INDIRECT_INDICES,
          Keys.REGREF,
          Keys.IS_REGLOC_OFFSET,
          Keys.REG_AP_OFFSET,
          Keys.CONST_AP_OFFSET,
          Keys.REG_SUB_TENSOR_ID,
          Keys.CONST_SUB_TENSOR_ID,
          Keys.VALUE,
          Keys.VALUE_LIST,
          Keys.VALUE_ARRAY,
          Keys.EXPR);

  private boolean member(Draft d, String key) throws IOException {
    switch (key) {
      case Keys.KIND:
        d.kind = cursor.name("kind");
        return true;
      case Keys.DTYPE:
        d.dtype = cursor.name("dtype");
        return true;
      case Keys.AP:
        d.ap = accessPattern();
        return true;
      case Keys.OFFSET:
        d.offset = cursor.shared(cursor.signedLong("offset"));
        return true;
      case Keys.MEMREF:
        d.memref = new NameRef<>(cursor.name("memref"), cursor.position());
        return true;
      case Keys.MEMSETREF:
        d.memsetref = new NameRef<>(cursor.name("memsetref"), cursor.position());
        return true;
      case Keys.ACCESS_SHAPE:
        d.accessShape = shape();
        return true;
      case Keys.DYNAMIC_AP_INFO:
        d.dynamicApInfo = dynamicApInfo();
        return true;
      case Keys.MEMREF_OWNER_FUNC:
        d.memrefOwnerFunc = new NameRef<>(cursor.name(key), cursor.position());
        return true;
      case Keys.ADDRS:
        d.addrs = site.exprs(key);
        return true;
      case Keys.TENSOR_INDIRECT_ARG_ID:
        d.tensorIndirectArgId = cursor.signedLong(key);
        return true;
      case Keys.NUM_TENSOR_INDIRECT_INDICES:
        d.numTensorIndirectIndices = cursor.signedLong(key);
        return true;
      case Keys.REGREF:
        d.regref = new NameRef<>(cursor.name("regref"), cursor.position());
        return true;
      case Keys.IS_REGLOC_OFFSET:
        d.isReglocOffset = cursor.bool(key);
        return true;
      case Keys.REG_AP_OFFSET:
        if (!cursor.isString()) {
          throw cursor.error(Messages.regApOffsetIsAName(cursor.describe()));
        }
        d.regApOffset = new NameRef<>(cursor.name(key), cursor.position());
        return true;
      case Keys.CONST_AP_OFFSET:
        d.constApOffset = cursor.signedLong(key);
        return true;
      case Keys.REG_SUB_TENSOR_ID:
        d.regSubTensorId = new NameRef<>(cursor.name(key), cursor.position());
        return true;
      case Keys.CONST_SUB_TENSOR_ID:
        d.constSubTensorId = cursor.signedLong(key);
        return true;
      case Keys.VALUE:
        d.value = immediate();
        return true;
      case Keys.VALUE_LIST:
        d.valueList = valueList();
        return true;
      case Keys.VALUE_ARRAY:
        d.valueArray = immediates(key);
        return true;
      case Keys.EXPR:
        d.expr = site.expr();
        return true;
      default:
        return false;
    }
  }

  private Operand build(Draft d, long start) {
    Operand op;
    switch (d.kind) {
      case PhysicalAp.KIND:
        {
          PhysicalAp x = new PhysicalAp();
          x.setOffset(take(d, Keys.OFFSET, d.offset));
          x.setDynamicApInfo(take(d, Keys.DYNAMIC_AP_INFO, d.dynamicApInfo));
          x.setMemrefOwnerFunc(take(d, Keys.MEMREF_OWNER_FUNC, d.memrefOwnerFunc));
          op = x;
          break;
        }
      case SymbolicAp.KIND:
      case SymbolicAp.KIND_PWAP:
        {
          SymbolicAp x = new SymbolicAp(d.kind);
          x.setAddrs(take(d, Keys.ADDRS, d.addrs));
          x.setTensorIndirectArgId(take(d, Keys.TENSOR_INDIRECT_ARG_ID, d.tensorIndirectArgId));
          x.setNumTensorIndirectIndices(
              take(d, Keys.NUM_TENSOR_INDIRECT_INDICES, d.numTensorIndirectIndices));
          op = x;
          break;
        }
      case RegisterAp.KIND:
        {
          RegisterAp x = new RegisterAp();
          x.setRegref(take(d, Keys.REGREF, d.regref));
          x.setIsReglocOffset(take(d, Keys.IS_REGLOC_OFFSET, d.isReglocOffset));
          x.setRegApOffset(take(d, Keys.REG_AP_OFFSET, d.regApOffset));
          x.setConstApOffset(take(d, Keys.CONST_AP_OFFSET, d.constApOffset));
          x.setRegSubTensorId(take(d, Keys.REG_SUB_TENSOR_ID, d.regSubTensorId));
          x.setConstSubTensorId(take(d, Keys.CONST_SUB_TENSOR_ID, d.constSubTensorId));
          op = x;
          break;
        }
      case ImmValue.KIND:
        {
          ImmValue x = new ImmValue();
          x.setValue(take(d, Keys.VALUE, d.value));
          op = x;
          break;
        }
      case SymbolicImmValue.KIND:
        {
          SymbolicImmValue x = new SymbolicImmValue();
          x.setValue(take(d, Keys.VALUE, d.value));
          x.setValueList(take(d, Keys.VALUE_LIST, d.valueList));
          x.setExpr(take(d, Keys.EXPR, d.expr));
          op = x;
          break;
        }
      case ImmArray.KIND:
        {
          ImmArray x = new ImmArray();
          x.setValueArray(take(d, Keys.VALUE_ARRAY, d.valueArray));
          if (x.valueArray() == null) {
            cursor.report(
                BirException.atPosition(Messages.missingValueArray(), cursor.pointer(), start));
          }
          op = x;
          break;
        }
      case RegisterAccess.KIND:
        {
          RegisterAccess x = new RegisterAccess();
          x.setRegref(take(d, Keys.REGREF, d.regref));
          op = x;
          break;
        }
      default:
        throw BirException.atPosition(
            Messages.unknownOperandKind(d.kind, KINDS), cursor.pointer(), start);
    }
    if (op instanceof ApOperand a) {
      a.setAp(take(d, Keys.AP, d.ap));
      a.setMemsetref(take(d, Keys.MEMSETREF, d.memsetref));
      a.setMemref(take(d, Keys.MEMREF, d.memref));
      a.setAccessShape(take(d, Keys.ACCESS_SHAPE, d.accessShape));
    }
    op.setDtype(take(d, Keys.DTYPE, d.dtype));
    take(d, Keys.KIND, d.kind);
    // What no part of the kind took is kept, in read order, as an unknown key.
    for (int i = 0, n = d.order.size(); i < n; i++) {
      Object o = d.order.get(i);
      if (o instanceof JsonValue.Member m) {
        op.unknownKeys().add(m);
      } else if (o instanceof String key) {
        Object value = draftValue(d, key);
        if (value == null) {
          // Its value was skipped: an expression while the document's version is unavailable
          // (reported once, ExprSite.expr). Nothing is kept, nothing else is said.
          continue;
        }
        cursor.warn(Messages.keyNotOfKind(key, d.kind), cursor.pointer(), start);
        op.unknownKeys().add(JsonValue.Member.unknownAt(key, TypedValues.of(value), start));
      }
    }
    return op;
  }

  /** Marks {@code key} as taken by the operand's kind and returns its value. */
  private static <T> T take(Draft d, String key, T value) {
    if (value == null) {
      return null;
    }
    for (int i = 0, n = d.order.size(); i < n; i++) {
      // Known keys are jackson's canonical names, equal to the constants: equals() is an identity
      // test first.
      if (d.order.get(i) instanceof String k && k.equals(key)) {
        // A taken key leaves the order list: what is left there is unknown to the kind.
        d.order.set(i, Draft.TAKEN);
        break;
      }
    }
    return value;
  }

  private static Object draftValue(Draft d, String key) {
    switch (key) {
      case Keys.DTYPE:
        return d.dtype;
      case Keys.AP:
        return d.ap;
      case Keys.OFFSET:
        return d.offset;
      case Keys.MEMREF:
        return d.memref;
      case Keys.MEMSETREF:
        return d.memsetref;
      case Keys.ACCESS_SHAPE:
        return d.accessShape;
      case Keys.DYNAMIC_AP_INFO:
        return d.dynamicApInfo;
      case Keys.MEMREF_OWNER_FUNC:
        return d.memrefOwnerFunc;
      case Keys.ADDRS:
        return d.addrs;
      case Keys.TENSOR_INDIRECT_ARG_ID:
        return d.tensorIndirectArgId;
      case Keys.NUM_TENSOR_INDIRECT_INDICES:
        return d.numTensorIndirectIndices;
      case Keys.REGREF:
        return d.regref;
      case Keys.IS_REGLOC_OFFSET:
        return d.isReglocOffset;
      case Keys.REG_AP_OFFSET:
        return d.regApOffset;
      case Keys.CONST_AP_OFFSET:
        return d.constApOffset;
      case Keys.REG_SUB_TENSOR_ID:
        return d.regSubTensorId;
      case Keys.CONST_SUB_TENSOR_ID:
        return d.constSubTensorId;
      case Keys.VALUE:
        return d.value;
      case Keys.VALUE_LIST:
        return d.valueList;
      case Keys.VALUE_ARRAY:
        return d.valueArray;
      case Keys.EXPR:
        return d.expr;
      default:
        throw new IllegalStateException("no draft slot for " + key);
    }
  }

  // ---- values ------------------------------------------------------------------------------

  private static final String AP_PAIR = "an ap pair is [step, num] (or {\"step\", \"num\"})";

  /** {@code [[step, num], ...]}, outermost first, or the catalog's {@code {step, num}} objects. */
  private AccessPattern accessPattern() throws IOException {
    cursor.expectArray(Keys.AP);
    // The pairs' numbers, then the form (1 for objects) as the last entry of the run.
    int n2 = 0;
    Boolean objects = null;
    while (cursor.nextItem()) {
      boolean object = cursor.isObject();
      if (objects != null && objects != object) {
        throw cursor.error(
            DiagnosticCode.BIRJ_E0302, "ap mixes [step, num] arrays and {step, num} objects");
      }
      objects = object;
      long step = 0;
      long num = 0;
      int seen = 0;
      if (object) {
        while (cursor.nextKey()) {
          String key = cursor.key();
          if (Keys.STEP.equals(key)) {
            step = cursor.signedLong("step");
            seen |= 1;
          } else if (Keys.NUM.equals(key)) {
            num = cursor.signedLong("num");
            seen |= 2;
          } else {
            throw cursor.error(DiagnosticCode.BIRJ_E0302, AP_PAIR + ", not a key \"" + key + "\"");
          }
        }
      } else {
        if (!cursor.isArray()) {
          throw cursor.error(DiagnosticCode.BIRJ_E0302, AP_PAIR + ", found " + cursor.describe());
        }
        int n = 0;
        while (cursor.nextItem()) {
          if (n == 0) {
            step = cursor.signedLong("step");
          } else if (n == 1) {
            num = cursor.signedLong("num");
          } else {
            throw cursor.error(DiagnosticCode.BIRJ_E0302, AP_PAIR + ": it has two numbers");
          }
          n++;
        }
        seen = n == 2 ? 3 : 0;
      }
      if (seen != 3) {
        throw cursor.error(DiagnosticCode.BIRJ_E0302, AP_PAIR + ": it has two numbers");
      }
      if (n2 + 3 > run.length) {
        run = Arrays.copyOf(run, run.length * 2);
      }
      run[n2++] = step;
      run[n2++] = num;
    }
    boolean objectForm = Boolean.TRUE.equals(objects);
    run[n2] = objectForm ? 1 : 0;
    int length = n2 + 1;
    int hash = LongsTable.hash(run, length);
    AccessPattern known = aps.get(run, length, hash);
    if (known != null) {
      return known;
    }
    AccessPattern.Pair[] pairs = new AccessPattern.Pair[n2 / 2];
    for (int i = 0; i < pairs.length; i++) {
      pairs[i] = new AccessPattern.Pair(run[2 * i], run[2 * i + 1]);
    }
    AccessPattern ap = new AccessPattern(List.of(pairs), objectForm);
    aps.put(run, length, hash, ap);
    return ap;
  }

  private List<Long> shape() throws IOException {
    cursor.expectArray(Keys.ACCESS_SHAPE);
    int n = 0;
    while (cursor.nextItem()) {
      if (n == run.length) {
        run = Arrays.copyOf(run, n * 2);
      }
      run[n++] = cursor.signedLong("access_shape entry");
    }
    int hash = LongsTable.hash(run, n);
    List<Long> known = shapes.get(run, n, hash);
    if (known != null) {
      return known;
    }
    // Shared between operands, so unmodifiable: an edit replaces the list (setAccessShape).
    Long[] values = new Long[n];
    for (int i = 0; i < n; i++) {
      values[i] = run[i];
    }
    List<Long> shape = List.of(values);
    shapes.put(run, n, hash, shape);
    return shape;
  }

  private DynamicApInfo dynamicApInfo() throws IOException {
    cursor.expectObject(Keys.DYNAMIC_AP_INFO);
    DynamicApInfo info = new DynamicApInfo();
    info.setSourcePosition(cursor.position());
    while (cursor.nextKey()) {
      String key = cursor.key();
      switch (key) {
        case Keys.INDIRECT_DIM:
        case Keys.INDIRECT_DIM_MAX_INDEX:
        case Keys.OFFSET_EXPR:
          if (cursor.keptNull(info.unknownKeys(), key)) {
            continue;
          }
          break;
        default:
          info.unknownKeys().add(site.unknownMember(key));
          continue;
      }
      switch (key) {
        case Keys.INDIRECT_DIM:
          info.setIndirectDim(cursor.name(key));
          break;
        case Keys.INDIRECT_DIM_MAX_INDEX:
          info.setIndirectDimMaxIndex(cursor.signedLong(key));
          break;
        case Keys.OFFSET_EXPR:
          // Always v2, whatever the module's version (docs/wire/expressions.md).
          info.setOffsetExpr(site.exprV2());
          break;
        default:
          throw new IllegalStateException("a dynamic_ap_info key without a reader: " + key);
      }
    }
    return info;
  }

  /** An immediate: a number (floats re-spelled as nlohmann would) or "nan", "inf", "-inf". */
  private JsonValue immediate() throws IOException {
    JsonToken t = cursor.token();
    if (t == JsonToken.VALUE_NUMBER_INT) {
      return cursor.share(new JsonValue.JsonNumber(cursor.parser().getText()));
    }
    if (t == JsonToken.VALUE_NUMBER_FLOAT) {
      // Refuses a literal that would read as infinity or, non-zero, as 0.0: never a rewrite.
      return cursor.share(
          new JsonValue.JsonNumber(
              FloatText.format(JsonReads.doubleValue(cursor.parser(), "an immediate"))));
    }
    if (t == JsonToken.VALUE_STRING
        && FloatText.parseNonFinite(cursor.parser().getText()) != null) {
      return cursor.share(new JsonValue.JsonString(cursor.parser().getText()));
    }
    throw cursor.error(
        DiagnosticCode.BIRJ_E0201,
        "an immediate must be a number (or \"nan\", \"inf\", \"-inf\"), found "
            + cursor.describe());
  }

  private List<JsonValue> immediates(String key) throws IOException {
    cursor.expectArray(key);
    List<JsonValue> out = new ArrayList<>();
    while (cursor.nextItem()) {
      out.add(immediate());
    }
    BlockReader.exactSize(out);
    return out;
  }

  /** {@code value_list}: entries {@code {"value": x}}, kept as read. */
  private List<JsonValue> valueList() throws IOException {
    cursor.expectArray(Keys.VALUE_LIST);
    List<JsonValue> out = new ArrayList<>();
    while (cursor.nextItem()) {
      out.add(cursor.value());
    }
    BlockReader.exactSize(out);
    return out;
  }
}
