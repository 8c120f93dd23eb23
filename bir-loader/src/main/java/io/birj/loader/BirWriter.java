package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Allocation;
import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockEntry;
import io.birj.api.model.Dependency;
import io.birj.api.model.Function;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.MemLocAliases;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.ModelObject;
import io.birj.api.model.Module;
import io.birj.api.model.NameRef;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SymbolicPwap;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnknownAllocation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Module} as BIR-JSON, streaming with jackson-core. The target version is an
 * argument ({@link WriteOptions}, default 2), never the module's. Output is canonical and
 * idempotent (DESIGN.md, "Round-trip contract"): known keys in the spec's emit order, then the
 * unknown keys in the order they were read; a key absent on input stays absent.
 */
public final class BirWriter {
  private final CodecRegistry codecs;
  private final CodecLimits limits;
  private final JsonFactory factory;

  public BirWriter(CodecRegistry codecs) {
    this(codecs, CodecLimits.DEFAULT);
  }

  public BirWriter(CodecRegistry codecs, CodecLimits limits) {
    this.codecs = codecs;
    this.limits = limits;
    this.factory =
        JsonFactory.builder()
            .streamWriteConstraints(
                StreamWriteConstraints.builder()
                    .maxNestingDepth(BirReader.DEFAULT_MAX_NESTING_DEPTH + limits.maxDepth() * 4)
                    .build())
            .disable(com.fasterxml.jackson.core.StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();
  }

  /** Writes {@code m} to {@code out} (not closed). */
  public void write(Module m, OutputStream out, WriteOptions options) throws IOException {
    checkVersion(options.version());
    try (JsonGenerator g = factory.createGenerator(out)) {
      if (options.indent() > 0) {
        g.setPrettyPrinter(prettyPrinter(options.indent()));
      }
      new Emitter(g, options.version()).module(m);
      if (options.indent() > 0) {
        g.writeRaw('\n');
      }
    }
  }

  /** The document as bytes. */
  public byte[] toBytes(Module m, WriteOptions options) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      write(m, out, options);
    } catch (IOException e) {
      throw new IllegalStateException("writing to memory failed", e);
    }
    return out.toByteArray();
  }

  /**
   * Writes {@code m} to {@code target} atomically ({@link OutputFile}: a temporary file in the
   * target's directory, forced to disk, renamed over the target). A failure (a refused expression,
   * a full disk) leaves the target as it was and no temporary file behind.
   */
  public void writeAtomically(Module m, Path target, WriteOptions options) throws IOException {
    checkVersion(options.version());
    OutputFile.write(target, out -> write(m, out, options));
  }

  private static void checkVersion(int version) {
    if (version != 1 && version != 2) {
      throw BirException.atPointer("", QuasiAffineExpr.BAD_WRITE_VERSION);
    }
  }

  private static DefaultPrettyPrinter prettyPrinter(int indent) {
    DefaultIndenter indenter = new DefaultIndenter(" ".repeat(indent), "\n");
    Separators seps =
        Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator("");
    return new DefaultPrettyPrinter(seps).withObjectIndenter(indenter).withArrayIndenter(indenter);
  }

  /** One write: the generator, the target version and the pointer of what is being written. */
  private final class Emitter implements FieldWriteContext {
    private final JsonGenerator g;
    private final int version;
    private final StringBuilder path = new StringBuilder(128);
    private final PelicanCodec.WriteOptions options;

    Emitter(JsonGenerator g, int version) {
      this.g = g;
      this.version = version;
      this.options = new PelicanCodec.WriteOptions(limits, codecs.kinds(), "");
    }

    @Override
    public int targetVersion() {
      return version;
    }

    @Override
    public void writeExpr(JsonGenerator gen, String key, QuasiAffineExpr e) throws IOException {
      int mark = push(key);
      try {
        // The pointer is made into a string only when the codec refuses the expression.
        e.write(gen, version, codecs, options);
      } catch (BirException refused) {
        throw new BirException(
            refused.reason(), path + refused.pointer(), refused.line(), refused.column(), refused);
      } finally {
        pop(mark);
      }
    }

    private int push(String segment) {
      int mark = path.length();
      if (segment != null) {
        path.append('/').append(segment.replace("~", "~0").replace("/", "~1"));
      }
      return mark;
    }

    private int push(int index) {
      int mark = path.length();
      path.append('/').append(index);
      return mark;
    }

    private void pop(int mark) {
      path.setLength(mark);
    }

    private void expr(QuasiAffineExpr e) throws IOException {
      writeExpr(g, null, e);
    }

    private void exprField(String key, QuasiAffineExpr e) throws IOException {
      if (e != null) {
        g.writeFieldName(key);
        writeExpr(g, key, e);
      }
    }

    private void exprList(String key, List<QuasiAffineExpr> list) throws IOException {
      if (list == null) {
        return;
      }
      g.writeFieldName(key);
      int mark = push(key);
      g.writeStartArray();
      for (int i = 0; i < list.size(); i++) {
        int m2 = push(i);
        expr(list.get(i));
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
    }

    private void unknown(ModelObject o) throws IOException {
      if (o.hasUnknownKeys()) {
        members(o.unknownKeys());
      }
    }

    private void members(List<JsonValue.Member> members) throws IOException {
      for (JsonValue.Member m : members) {
        g.writeFieldName(m.key());
        JsonValues.write(g, m.value());
      }
    }

    private void string(String key, String v) throws IOException {
      if (v != null) {
        g.writeStringField(key, v);
      }
    }

    private void number(String key, Long v) throws IOException {
      if (v != null) {
        g.writeNumberField(key, v);
      }
    }

    private void value(String key, JsonValue v) throws IOException {
      if (v != null) {
        g.writeFieldName(key);
        JsonValues.write(g, v);
      }
    }

    private void ref(String key, NameRef<?> r) throws IOException {
      if (r != null) {
        g.writeStringField(key, r.name());
      }
    }

    private void props(Props props) throws IOException {
      List<String> order = props.specOrder();
      for (String k : order) {
        value(k, props.get(k));
      }
    }

    // ---- module, functions, storage ------------------------------------------------------

    void module(Module m) throws IOException {
      g.writeStartObject();
      g.writeNumberField("version", version);
      string(Keys.ARCH, m.arch());
      value(Keys.ARCH_REV, m.archRev());
      value(Keys.ATTRIBUTES, m.attributes());
      g.writeFieldName(Keys.FUNCTIONS);
      g.writeStartArray();
      int mark = push(Keys.FUNCTIONS);
      for (int i = 0; i < m.functions().size(); i++) {
        int m2 = push(i);
        function(m.functions().get(i));
        pop(m2);
      }
      pop(mark);
      g.writeEndArray();
      if (m.queues() != null) {
        value(m.queuesKey(), m.queues());
      }
      unknown(m);
      g.writeEndObject();
    }

    private void function(Function f) throws IOException {
      g.writeStartObject();
      g.writeStringField(Keys.NAME, f.name());
      if (f.attributes() != null) {
        g.writeFieldName(Keys.ATTRIBUTES);
        g.writeStartArray();
        for (String a : f.attributes()) {
          g.writeString(a);
        }
        g.writeEndArray();
      }
      if (f.allocations() != null) {
        g.writeFieldName(Keys.ALLOCATIONS);
        g.writeStartArray();
        for (Allocation a : f.allocations()) {
          allocation(a);
        }
        g.writeEndArray();
      }
      if (f.memLocAliases() != null) {
        g.writeFieldName(MemLocAliases.KEY);
        aliases(f.memLocAliases());
      }
      g.writeFieldName(Keys.BLOCKS);
      blocks(f.blocks());
      unknown(f);
      g.writeEndObject();
    }

    private void allocation(Allocation a) throws IOException {
      if (a instanceof UnknownAllocation u) {
        JsonValues.write(g, u.value());
        return;
      }
      g.writeStartObject();
      if (a instanceof MemoryLocationSet s) {
        g.writeStringField(Allocation.KEY_SKIND, s.skind());
        g.writeStringField(Keys.NAME, s.name());
        props(s.props());
        if (s.memoryLocations() != null) {
          g.writeFieldName(MemoryLocationSet.KEY_MEMORY_LOCATIONS);
          g.writeStartArray();
          for (MemoryLocation ml : s.memoryLocations()) {
            g.writeStartObject();
            memoryLocation(ml);
            g.writeEndObject();
          }
          g.writeEndArray();
        }
        props(s.trailingProps());
        unknown(s);
      } else if (a instanceof MemoryLocation ml) {
        memoryLocation(ml);
      } else if (a instanceof Register r) {
        g.writeStringField(Allocation.KEY_SKIND, r.skind());
        g.writeStringField(Keys.NAME, r.name());
        unknown(r);
      }
      g.writeEndObject();
    }

    private void memoryLocation(MemoryLocation ml) throws IOException {
      if (ml.skindPresent()) {
        g.writeStringField(Allocation.KEY_SKIND, ml.skind());
      }
      g.writeStringField(Keys.NAME, ml.name());
      props(ml.props());
      unknown(ml);
    }

    private void aliases(MemLocAliases t) throws IOException {
      if (t.shape() == MemLocAliases.Shape.UNKNOWN) {
        JsonValues.write(g, t.raw());
        return;
      }
      if (t.shape() == MemLocAliases.Shape.OLD) {
        Map<String, List<MemLocAliases.Alias>> bySrc = new LinkedHashMap<>();
        for (MemLocAliases.Alias a : t.aliases()) {
          bySrc.computeIfAbsent(a.srcMemLoc(), k -> new ArrayList<>()).add(a);
        }
        g.writeStartObject();
        for (Map.Entry<String, List<MemLocAliases.Alias>> e : bySrc.entrySet()) {
          g.writeFieldName(e.getKey());
          g.writeStartArray();
          for (MemLocAliases.Alias a : e.getValue()) {
            g.writeStartArray();
            g.writeString(a.destMemLoc());
            g.writeString(a.kind());
            g.writeEndArray();
          }
          g.writeEndArray();
        }
        g.writeEndObject();
        return;
      }
      Map<String, Map<String, List<MemLocAliases.Alias>>> bySet = new LinkedHashMap<>();
      for (MemLocAliases.Alias a : t.aliases()) {
        bySet
            .computeIfAbsent(a.srcSet(), k -> new LinkedHashMap<>())
            .computeIfAbsent(a.srcMemLoc(), k -> new ArrayList<>())
            .add(a);
      }
      g.writeStartObject();
      for (Map.Entry<String, Map<String, List<MemLocAliases.Alias>>> s : bySet.entrySet()) {
        g.writeFieldName(s.getKey());
        g.writeStartObject();
        g.writeFieldName(MemoryLocationSet.KEY_MEMORY_LOCATIONS);
        g.writeStartObject();
        for (Map.Entry<String, List<MemLocAliases.Alias>> e : s.getValue().entrySet()) {
          g.writeFieldName(e.getKey());
          g.writeStartArray();
          for (MemLocAliases.Alias a : e.getValue()) {
            g.writeStartArray();
            g.writeString(a.destSet());
            g.writeString(a.destMemLoc());
            g.writeString(a.kind());
            g.writeEndArray();
          }
          g.writeEndArray();
        }
        g.writeEndObject();
        g.writeEndObject();
      }
      g.writeEndObject();
    }

    // ---- blocks, loops, instructions -----------------------------------------------------

    private void blocks(List<BasicBlock> blocks) throws IOException {
      int mark = push(Keys.BLOCKS);
      g.writeStartArray();
      for (int i = 0; i < blocks.size(); i++) {
        int m2 = push(i);
        block(blocks.get(i));
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
    }

    private void block(BasicBlock b) throws IOException {
      g.writeStartObject();
      g.writeStringField(Keys.NAME, b.name());
      g.writeFieldName(Keys.INSTRUCTIONS);
      int mark = push(Keys.INSTRUCTIONS);
      g.writeStartArray();
      List<BlockEntry> entries = b.entries();
      for (int i = 0; i < entries.size(); i++) {
        int m2 = push(i);
        BlockEntry e = entries.get(i);
        if (e instanceof Loop l) {
          loop(l);
        } else {
          instruction((Instruction) e);
        }
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
      unknown(b);
      g.writeEndObject();
    }

    private void loop(Loop l) throws IOException {
      g.writeStartObject();
      g.writeStringField(Keys.OPCODE, Loop.OPCODE);
      string(Keys.NAME, l.name());
      LoopAxis a = l.axis();
      if (a != null) {
        g.writeFieldName(Loop.KEY_AXIS);
        g.writeStartObject();
        g.writeStringField(Keys.NAME, a.name());
        g.writeNumberField(Keys.LB, a.lb());
        g.writeNumberField(Keys.UB, a.ub());
        g.writeNumberField(Keys.STRIDE, a.stride());
        unknown(a);
        g.writeEndObject();
      }
      g.writeFieldName(Keys.BLOCKS);
      blocks(l.blocks());
      unknown(l);
      g.writeEndObject();
    }

    private void instruction(Instruction inst) throws IOException {
      g.writeStartObject();
      g.writeStringField(Keys.OPCODE, inst.opcode());
      g.writeStringField(Keys.NAME, inst.name());
      string(Keys.ENGINE, inst.engine());
      operands(Keys.INS, inst.ins());
      operands(Keys.OUTS, inst.outs());
      dependencies(Keys.DEPENDENCIES, inst.dependencies());
      dependencies(Keys.UNROLL_DEPENDENCIES, inst.unrollDependencies());
      dependencies(Keys.LOOP_CARRIED_DEPENDENCIES, inst.loopCarriedDependencies());
      ref(Keys.QUEUE, inst.queue());
      if (inst.syncInfo() != null) {
        g.writeFieldName(Keys.SYNC_INFO);
        syncInfo(inst.syncInfo());
      }
      OpcodeFields fields = inst.fields();
      if (fields != null) {
        fields.writeFields(g, this);
      }
      unknown(inst);
      g.writeEndObject();
    }

    private void dependencies(String key, List<Dependency> deps) throws IOException {
      if (deps == null) {
        return;
      }
      g.writeFieldName(key);
      int mark = push(key);
      g.writeStartArray();
      for (int i = 0; i < deps.size(); i++) {
        int m2 = push(i);
        Dependency d = deps.get(i);
        if (d instanceof Dependency.Named n) {
          g.writeString(n.target().name());
        } else if (d instanceof Dependency.Predicated pd) {
          g.writeStartObject();
          g.writeStringField(Keys.NAME, pd.target().name());
          exprList(Keys.EXPRS, pd.exprs());
          predicates(pd.predicates());
          members(pd.unknownKeys());
          g.writeEndObject();
        } else {
          JsonValues.write(g, ((Dependency.Unknown) d).value());
        }
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
    }

    private void predicates(List<AffinePredicate> preds) throws IOException {
      if (preds == null) {
        return;
      }
      g.writeFieldName(Keys.PREDICATES);
      int mark = push(Keys.PREDICATES);
      g.writeStartArray();
      for (int i = 0; i < preds.size(); i++) {
        int m2 = push(i);
        AffinePredicate pr = preds.get(i);
        g.writeStartObject();
        exprField(Keys.EXPR, pr.expr());
        string(Keys.CMP, pr.cmp());
        unknown(pr);
        g.writeEndObject();
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
    }

    private void syncInfo(SyncInfo s) throws IOException {
      g.writeStartObject();
      if (s.onWait() != null) {
        g.writeFieldName(Keys.ON_WAIT);
        g.writeStartArray();
        for (SyncInfo.Wait w : s.onWait()) {
          g.writeStartObject();
          ref(Keys.FROM, w.from());
          number(Keys.ID, w.id());
          number(Keys.WAIT_VALUE, w.waitValue());
          unknown(w);
          g.writeEndObject();
        }
        g.writeEndArray();
      }
      if (s.onUpdate() != null) {
        g.writeFieldName(Keys.ON_UPDATE);
        g.writeStartArray();
        for (SyncInfo.Update u : s.onUpdate()) {
          g.writeStartObject();
          number(Keys.ID, u.id());
          number(Keys.UPDATE_VALUE, u.updateValue());
          unknown(u);
          g.writeEndObject();
        }
        g.writeEndArray();
      }
      unknown(s);
      g.writeEndObject();
    }

    // ---- operands ------------------------------------------------------------------------

    private void operands(String key, List<Operand> ops) throws IOException {
      if (ops == null) {
        return;
      }
      g.writeFieldName(key);
      int mark = push(key);
      g.writeStartArray();
      for (int i = 0; i < ops.size(); i++) {
        int m2 = push(i);
        operand(ops.get(i));
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
    }

    private void operand(Operand op) throws IOException {
      g.writeStartObject();
      g.writeStringField(Operand.KEY_KIND, op.kind());
      if (op instanceof ApOperand a) {
        ap(a.ap());
        string(Keys.DTYPE, op.dtype());
        if (op instanceof PhysicalAp x) {
          number(Keys.OFFSET, x.offset());
          ref(Keys.MEMREF, x.memref());
          ref(Keys.MEMSETREF, a.memsetref());
        } else if (op instanceof SymbolicAp x) {
          exprList(Keys.ADDRS, x.addrs());
          longs(Keys.ACCESS_SHAPE, x.accessShape());
          ref(Keys.MEMSETREF, a.memsetref());
        } else if (op instanceof SymbolicPwap x) {
          pieces(x.pieces());
          longs(Keys.ACCESS_SHAPE, x.accessShape());
          ref(Keys.MEMSETREF, a.memsetref());
        } else if (op instanceof RegisterAp x) {
          ref(Keys.MEMSETREF, a.memsetref());
          exprField(Keys.REG_AP_OFFSET, x.regApOffset());
          ref(Keys.REGREF, x.regref());
        }
      } else {
        string(Keys.DTYPE, op.dtype());
        if (op instanceof RegisterAccess x) {
          ref(Keys.REGREF, x.regref());
        } else if (op instanceof ImmValue x) {
          value(Keys.VALUE, x.value());
        } else if (op instanceof SymbolicImmValue x) {
          exprField(Keys.VALUE, x.value());
        } else if (op instanceof ImmArray x && x.values() != null) {
          g.writeFieldName(Keys.VALUES);
          g.writeStartArray();
          for (JsonValue v : x.values()) {
            JsonValues.write(g, v);
          }
          g.writeEndArray();
        }
      }
      unknown(op);
      g.writeEndObject();
    }

    private void pieces(List<SymbolicPwap.Piece> pieces) throws IOException {
      if (pieces == null) {
        return;
      }
      g.writeFieldName(Keys.PIECES);
      int mark = push(Keys.PIECES);
      g.writeStartArray();
      for (int i = 0; i < pieces.size(); i++) {
        int m2 = push(i);
        SymbolicPwap.Piece pc = pieces.get(i);
        g.writeStartObject();
        predicates(pc.predicates());
        exprList(Keys.ADDRS, pc.addrs());
        unknown(pc);
        g.writeEndObject();
        pop(m2);
      }
      g.writeEndArray();
      pop(mark);
    }

    private void ap(AccessPattern ap) throws IOException {
      if (ap == null) {
        return;
      }
      g.writeFieldName(Keys.AP);
      g.writeStartArray();
      for (AccessPattern.Pair pr : ap.pairs()) {
        if (ap.objectForm()) {
          g.writeStartObject();
          g.writeNumberField(Keys.STEP, pr.step());
          g.writeNumberField(Keys.NUM, pr.num());
          g.writeEndObject();
        } else {
          g.writeStartArray();
          g.writeNumber(pr.step());
          g.writeNumber(pr.num());
          g.writeEndArray();
        }
      }
      g.writeEndArray();
    }

    private void longs(String key, List<Long> values) throws IOException {
      if (values == null) {
        return;
      }
      g.writeFieldName(key);
      g.writeStartArray();
      for (Long v : values) {
        g.writeNumber(v);
      }
      g.writeEndArray();
    }
  }
}
