package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.FloatText;
import io.birj.api.json.JsonReads;
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
import io.birj.api.model.Module;
import io.birj.api.model.NameRef;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SourcePosition;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SymbolicPwap;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnknownAllocation;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import io.birj.pelican.ShardId;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pass 1 of the loader: one streaming pass over the bytes that builds every function, block,
 * instruction and operand, reading each pelican expression through the {@link QuasiAffineExpr} read
 * dispatch. Names are recorded, not resolved: {@link Resolver} (pass 2) resolves them, so forward
 * references and axes declared after their use (in key order) work.
 *
 * <p>It is also the expression reader's context ({@link FieldReadContext}): {@link #findAxis}
 * returns the axis node at once and records the use when no enclosing loop has declared the axis
 * yet; {@link #module()} makes sure the module's version is known before the first expression is
 * decoded (looking ahead with a second parser when the {@code version} key comes later).
 *
 * <p>Objects may give their tag ({@code opcode}, {@code kind}, {@code Skind}) after other keys:
 * those keys are buffered (small values) and replayed once the tag is known. A loop's {@code
 * blocks} are never buffered: they are read structurally even before the tag.
 */
final class DocumentParser implements FieldReadContext {
  /** Names and pending checks of one function, for pass 2. */
  static final class Scope {
    final Map<String, Instruction> instructions = new HashMap<>();
    final Map<String, BasicBlock> blocks = new HashMap<>();
    final Map<String, MemoryLocation> memLocs = new HashMap<>();
    final Map<String, MemoryLocationSet> memSets = new HashMap<>();
    final Map<String, Register> registers = new HashMap<>();
    final List<Pending> axes = new ArrayList<>();
    final List<Pending> registerUses = new ArrayList<>();
    final List<Pending> branches = new ArrayList<>();
    String aliasesPointer;
    long aliasesPosition;
  }

  /** A use to check in pass 2: a name, where it was met, and (for axes) the enclosing loops. */
  record Pending(String name, String pointer, long position, Loop[] nest) {}

  @FunctionalInterface
  private interface FieldHandler {
    void field(String key) throws IOException;
  }

  @FunctionalInterface
  private interface ItemHandler {
    void item() throws IOException;
  }

  @FunctionalInterface
  private interface PreTag {
    boolean field(String key) throws IOException;
  }

  @FunctionalInterface
  private interface TagDispatch {
    FieldHandler handlerFor(String tag, long objectStart, int membersBefore) throws IOException;
  }

  private record Buffered(String key, JsonValue value, String pointer, long position) {}

  private static final Loop[] NO_LOOPS = new Loop[0];

  private final JsonFactory factory;
  private final CodecRegistry codecs;
  private final OpcodeCatalog catalog;
  private final CodecLimits limits;
  private final Problems problems;
  private final Source source;
  private final Module module;
  private final PelicanContext pelican;
  private final Map<String, String> interned = new HashMap<>();
  // Values that repeat across a document are shared (DESIGN.md, "Intern what repeats"): the
  // wrapper of an interned expression, access patterns and shapes are immutable.
  private final Map<io.birj.pelican.Expr, QuasiAffineExpr> exprs = new HashMap<>();
  private final Map<AccessPattern, AccessPattern> aps = new HashMap<>();
  private final Map<List<Long>, List<Long>> shapes = new HashMap<>();
  private final List<Loop> nest = new ArrayList<>();
  private final Map<Function, Scope> scopes = new LinkedHashMap<>();
  private final Map<String, Long> functionNames = new HashMap<>();

  private JsonParser p;
  private boolean versionKnown;
  private boolean versionMissing;
  private boolean versionBad;
  private String replayPrefix;
  private long replayPosition;
  private Scope scope;

  DocumentParser(
      JsonFactory factory,
      CodecRegistry codecs,
      OpcodeCatalog catalog,
      CodecLimits limits,
      Problems problems,
      Source source) {
    this.factory = factory;
    this.codecs = codecs;
    this.catalog = catalog;
    this.limits = limits;
    this.problems = problems;
    this.source = source;
    this.pelican = new PelicanContext(codecs.kinds().all().stream().map(k -> k.kind()).toList());
    this.module = new Module(pelican);
  }

  Module result() {
    return module;
  }

  Map<Function, Scope> scopes() {
    return scopes;
  }

  /** The parser in use (for turning a jackson error into a positioned one). */
  JsonParser parser() {
    return p;
  }

  // ---- the document ----------------------------------------------------------------------

  void parse() throws IOException {
    try (InputStream in = source.open();
        JsonParser parser = factory.createParser(in)) {
      p = parser;
      JsonToken first = p.nextToken();
      if (first == null) {
        throw BirException.at(p, "the document is empty");
      }
      JsonReads.expect(p, JsonToken.START_OBJECT, "a BIR document");
      module.setSourcePosition(position());
      boolean[] seen = new boolean[2];
      object(
          "a BIR document",
          key -> {
            switch (key) {
              case Keys.VERSION:
                seen[0] = true;
                readVersion();
                return;
              case Keys.ARCH:
                module.setArch(JsonReads.string(p, "arch"));
                return;
              case Keys.ARCH_REV:
                module.setArchRev(JsonValues.read(p));
                return;
              case Keys.ATTRIBUTES:
                module.setAttributes(JsonValues.read(p));
                return;
              case Keys.FUNCTIONS:
                seen[1] = true;
                array("functions", () -> module.functions().add(readFunction()));
                return;
              case Module.KEY_DMA_QUEUES:
              case Module.KEY_QUEUES:
                if (module.queues() == null) {
                  module.setQueues(key, JsonValues.read(p));
                  return;
                }
                break;
              default:
                break;
            }
            unknown(module.unknownKeys(), key);
          });
      if (p.nextToken() != null) {
        throw BirException.at(p, "unexpected content after the end of the document");
      }
      if (!seen[0] && !versionMissing) {
        report(missingKey(Keys.VERSION, "the document", "", module.sourcePosition()));
      }
      if (!seen[1]) {
        report(missingKey(Keys.FUNCTIONS, "the document", "", module.sourcePosition()));
      }
    }
  }

  private void readVersion() throws IOException {
    versionBad = true; // until it reads
    long v = JsonReads.unsignedLong(p, "version");
    if (v > Integer.MAX_VALUE) {
      throw BirException.at(p, QuasiAffineExpr.BAD_READ_VERSION);
    }
    versionBad = false;
    if (!versionKnown) {
      module.setVersion((int) v);
      versionKnown = true;
      source.versionKnown();
    }
  }

  /**
   * Makes the version known before the first expression is decoded: when the {@code version} key
   * has not been met yet, a second parser looks ahead over the document's top level for it.
   */
  private void ensureVersion() {
    if (versionKnown) {
      return;
    }
    if (versionBad) {
      // The version key was met and its error reported: no expression can be read.
      versionKnown = true;
      versionMissing = true;
      throw new Problems.LimitReached();
    }
    try (InputStream in = source.lookAhead();
        JsonParser q = factory.createParser(in)) {
      if (q.nextToken() == JsonToken.START_OBJECT) {
        while (q.nextToken() == JsonToken.FIELD_NAME) {
          String key = q.currentName();
          q.nextToken();
          if (Keys.VERSION.equals(key)) {
            long v = JsonReads.unsignedLong(q, "version");
            if (v > Integer.MAX_VALUE) {
              throw BirException.at(q, QuasiAffineExpr.BAD_READ_VERSION);
            }
            module.setVersion((int) v);
            versionKnown = true;
            source.versionKnown();
            return;
          }
          q.skipChildren();
        }
      }
    } catch (IOException e) {
      throw BirException.at(
          p, "cannot look ahead for the document's version: " + e.getMessage(), e);
    } catch (BirException e) {
      // A bad version value found ahead: one error, then stop.
      versionKnown = true;
      versionMissing = true;
      report(e);
      throw new Problems.LimitReached();
    }
    // No version anywhere: one error, then stop (every expression would fail the same way).
    versionKnown = true;
    versionMissing = true;
    report(missingKey(Keys.VERSION, "the document", "", module.sourcePosition()));
    throw new Problems.LimitReached();
  }

  // ---- functions -------------------------------------------------------------------------

  private Function readFunction() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "a function");
    Function f = new Function("?");
    String ptr = pointer();
    f.setSourcePosition(position());
    scope = new Scope();
    scopes.put(f, scope);
    long[] namePos = {-1};
    object(
        "a function",
        key -> {
          switch (key) {
            case Keys.NAME:
              namePos[0] = position();
              f.setName(JsonReads.string(p, "a function's name"));
              return;
            case Keys.ATTRIBUTES:
              List<String> attrs = new ArrayList<>();
              array("a function's attributes", () -> attrs.add(name("an attribute")));
              f.setAttributes(attrs);
              return;
            case Keys.ALLOCATIONS:
              List<Allocation> allocs = new ArrayList<>();
              f.setAllocations(allocs);
              array("allocations", () -> readAllocation(allocs));
              return;
            case MemLocAliases.KEY:
              scope.aliasesPointer = pointer();
              scope.aliasesPosition = position();
              f.setMemLocAliases(readAliases());
              return;
            case Keys.BLOCKS:
              array("blocks", () -> f.blocks().add(readBlock()));
              return;
            default:
              unknown(f.unknownKeys(), key);
          }
        });
    if (namePos[0] < 0) {
      report(missingKey(Keys.NAME, "a function", ptr, f.sourcePosition()));
    } else {
      Long prior = functionNames.putIfAbsent(f.name(), namePos[0]);
      if (prior != null) {
        report(duplicate("function", f.name(), ptr + "/name", namePos[0], prior));
      }
    }
    return f;
  }

  // ---- storage ---------------------------------------------------------------------------

  private void readAllocation(List<Allocation> out) throws IOException {
    tagged(
        "an allocation",
        Allocation.KEY_SKIND,
        null,
        (tag, start, before) -> {
          switch (tag) {
            case MemoryLocationSet.SKIND:
              {
                MemoryLocationSet s = new MemoryLocationSet("?");
                out.add(s);
                return memSetHandler(s, start);
              }
            case MemoryLocation.SKIND:
              {
                MemoryLocation m = new MemoryLocation("?");
                out.add(m);
                return memLocHandler(m, start);
              }
            case Register.SKIND:
              {
                Register r = new Register("?");
                out.add(r);
                r.setSourcePosition(start);
                return named(r::setName, "register", start, scope.registers, r, k -> false, r);
              }
            default:
              {
                // A storage kind the model does not know: kept as read, its tag in its place.
                List<JsonValue.Member> members = new ArrayList<>();
                members.add(
                    new JsonValue.Member(Allocation.KEY_SKIND, new JsonValue.JsonString(tag)));
                int[] replayLeft = {before};
                int slot = out.size();
                out.add(new UnknownAllocation(new JsonValue.JsonObject(members)));
                return key -> {
                  JsonValue.Member m = new JsonValue.Member(key, JsonValues.read(p));
                  if (replayLeft[0] > 0) {
                    members.add(before - replayLeft[0], m);
                    replayLeft[0]--;
                  } else {
                    members.add(m);
                  }
                  out.set(slot, new UnknownAllocation(new JsonValue.JsonObject(members)));
                };
              }
          }
        });
  }

  private FieldHandler memSetHandler(MemoryLocationSet s, long start) {
    s.setSourcePosition(start);
    return named(
        s::setName,
        "memory-location set",
        start,
        scope.memSets,
        s,
        key -> {
          if (MemoryLocationSet.KEY_MEMORY_LOCATIONS.equals(key)) {
            List<MemoryLocation> locs = new ArrayList<>();
            s.setMemoryLocations(locs);
            array("memorylocations", () -> locs.add(readMemLocInSet()));
            return true;
          }
          return prop(s.props(), key) || prop(s.trailingProps(), key);
        },
        s);
  }

  private MemoryLocation readMemLocInSet() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "a memory location");
    MemoryLocation m = new MemoryLocation("?");
    m.setSkindPresent(false);
    FieldHandler h = memLocHandler(m, position());
    object(
        "a memory location",
        key -> {
          if (Allocation.KEY_SKIND.equals(key)) {
            String tag = JsonReads.string(p, "Skind");
            if (!MemoryLocation.SKIND.equals(tag)) {
              throw BirException.at(
                  p,
                  "an entry of memorylocations must have Skind \"memory_location\", not \""
                      + tag
                      + "\"");
            }
            m.setSkindPresent(true);
            return;
          }
          h.field(key);
        });
    finishNamed();
    return m;
  }

  private FieldHandler memLocHandler(MemoryLocation m, long start) {
    m.setSourcePosition(start);
    return named(
        m::setName, "memory location", start, scope.memLocs, m, key -> prop(m.props(), key), m);
  }

  /**
   * A pending "this object needs a name" check, run when the object ends ({@link #finishNamed}).
   */
  private final List<Runnable> nameChecks = new ArrayList<>();

  private <T> FieldHandler named(
      java.util.function.Consumer<String> setName,
      String what,
      long start,
      Map<String, T> names,
      T object,
      PreTag typed,
      io.birj.api.model.ModelObject owner) {
    long[] namePos = {-1};
    String[] nameHolder = {null};
    String nameWhat = "a " + what + "'s name";
    // Run at the object's end: the parser's pointer is then the object's own (cheap, on error).
    nameChecks.add(
        () -> {
          if (namePos[0] < 0) {
            report(missingKey(Keys.NAME, "a " + what, pointer(), start));
            return;
          }
          T prior = names.putIfAbsent(nameHolder[0], object);
          if (prior != null && prior != object) {
            report(
                duplicate(
                    what,
                    nameHolder[0],
                    pointer() + "/name",
                    namePos[0],
                    ((io.birj.api.model.ModelObject) prior).sourcePosition()));
          }
        });
    return key -> {
      if (Keys.NAME.equals(key)) {
        namePos[0] = position();
        nameHolder[0] = name(nameWhat);
        setName.accept(nameHolder[0]);
        return;
      }
      if (!typed.field(key)) {
        unknown(owner.unknownKeys(), key);
      }
    };
  }

  private void finishNamed() {
    if (!nameChecks.isEmpty()) {
      nameChecks.remove(nameChecks.size() - 1).run();
    }
  }

  private boolean prop(Props props, String key) throws IOException {
    if (!props.knows(key)) {
      return false;
    }
    props.set(key, internScalar(JsonValues.read(p)));
    return true;
  }

  private JsonValue internScalar(JsonValue v) {
    return v instanceof JsonValue.JsonString s ? new JsonValue.JsonString(intern(s.value())) : v;
  }

  private MemLocAliases readAliases() throws IOException {
    JsonValue raw = JsonValues.read(p);
    MemLocAliases parsed = AliasShapes.parse(raw);
    if (parsed.shape() == MemLocAliases.Shape.UNKNOWN) {
      warn("memloc_aliases has neither the OLD nor the NEW shape (seed 001); kept as read");
    }
    return parsed;
  }

  // ---- blocks and entries ----------------------------------------------------------------

  private BasicBlock readBlock() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "a block");
    BasicBlock b = new BasicBlock("?");
    b.setSourcePosition(position());
    FieldHandler h =
        named(
            b::setName,
            "block",
            b.sourcePosition(),
            scope.blocks,
            b,
            key -> {
              if (Keys.INSTRUCTIONS.equals(key)) {
                array(
                    "instructions",
                    () -> {
                      BlockEntry e = readEntry();
                      if (e != null) {
                        b.entries().add(e);
                      }
                    });
                return true;
              }
              return false;
            },
            b);
    object("a block", h);
    finishNamed();
    return b;
  }

  /** What is known of a block entry while its keys are read. */
  private static final class EntryState {
    String name;
    long namePos = -1;
    Loop loop;
    boolean blocksBeforeTag;
    Instruction inst;
  }

  private BlockEntry readEntry() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "an instruction");
    long start = position();
    EntryState st = new EntryState();
    boolean ok =
        tagged(
            "an instruction",
            Keys.OPCODE,
            key -> {
              // Before the opcode is known: a loop's structure is read as such, never buffered.
              if (Keys.BLOCKS.equals(key)) {
                st.blocksBeforeTag = true;
                readLoopBlocks(loopOf(st));
                return true;
              }
              if (Loop.KEY_AXIS.equals(key)) {
                loopOf(st).setAxis(readAxis());
                return true;
              }
              if (Keys.NAME.equals(key)) {
                st.namePos = position();
                st.name = JsonReads.string(p, "an instruction's name");
                return true;
              }
              return false;
            },
            (tag, objStart, before) -> {
              if (Loop.OPCODE.equals(tag)) {
                Loop loop = loopOf(st);
                loop.setName(st.name);
                return loopHandler(loop, st);
              }
              if (st.blocksBeforeTag || (st.loop != null && st.loop.axis() != null)) {
                throw BirException.at(
                    p,
                    "\"blocks\" and \"LoopAxis\" belong to a Loop, not to opcode \"" + tag + "\"");
              }
              Instruction inst = new Instruction(intern(tag), st.name == null ? "?" : st.name);
              inst.setIns(null); // absent until read: what was absent stays absent
              inst.setOuts(null);
              st.inst = inst;
              OpcodeFields fields = catalog.newFields(inst.opcode());
              inst.setFields(fields);
              if (fields == null && !catalog.providers().isEmpty()) {
                warn(
                    "opcode \""
                        + tag
                        + "\" is not a concrete opcode of the installed catalog; its keys are kept"
                        + " as read");
              }
              return instructionHandler(inst, st);
            });
    if (!ok) {
      return null;
    }
    // The parser is on the entry's end: pointer() is the entry's (built only on error).
    if (st.inst != null) {
      Instruction inst = st.inst;
      inst.setSourcePosition(start);
      if (st.namePos < 0) {
        report(missingKey(Keys.NAME, "an instruction", pointer(), start));
        return inst;
      }
      inst.setName(st.name);
      Instruction prior = scope.instructions.putIfAbsent(st.name, inst);
      if (prior != null) {
        report(
            duplicate(
                "instruction", st.name, pointer() + "/name", st.namePos, prior.sourcePosition()));
      }
      return inst;
    }
    Loop loop = st.loop;
    loop.setSourcePosition(start);
    loop.setName(st.name);
    if (loop.axis() == null) {
      report(missingKey(Loop.KEY_AXIS, "a Loop", pointer(), start));
    }
    return loop;
  }

  private Loop loopOf(EntryState st) {
    if (st.loop == null) {
      st.loop = new Loop(null, null);
    }
    return st.loop;
  }

  private void readLoopBlocks(Loop loop) throws IOException {
    nest.add(loop);
    try {
      array("blocks", () -> loop.blocks().add(readBlock()));
    } finally {
      nest.remove(nest.size() - 1);
    }
  }

  private FieldHandler loopHandler(Loop loop, EntryState st) {
    return key -> {
      switch (key) {
        case Keys.NAME:
          st.namePos = position();
          st.name = JsonReads.string(p, "a loop's name");
          loop.setName(st.name);
          return;
        case Loop.KEY_AXIS:
          loop.setAxis(readAxis());
          return;
        case Keys.BLOCKS:
          readLoopBlocks(loop);
          return;
        default:
          unknown(loop.unknownKeys(), key);
      }
    };
  }

  private LoopAxis readAxis() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "LoopAxis");
    LoopAxis axis = new LoopAxis("?", 0, 0, 0);
    axis.setSourcePosition(position());
    boolean[] seen = new boolean[4];
    object(
        "LoopAxis",
        key -> {
          switch (key) {
            case Keys.NAME:
              seen[0] = true;
              axis.setName(name("a loop axis name"));
              return;
            case Keys.LB:
              seen[1] = true;
              axis.setLb(JsonReads.signedLong(p, "lb"));
              return;
            case Keys.UB:
              seen[2] = true;
              axis.setUb(JsonReads.signedLong(p, "ub"));
              return;
            case Keys.STRIDE:
              seen[3] = true;
              axis.setStride(JsonReads.signedLong(p, "stride"));
              return;
            default:
              unknown(axis.unknownKeys(), key);
          }
        });
    String ptr = pointer();
    String[] names = {Keys.NAME, Keys.LB, Keys.UB, Keys.STRIDE};
    for (int i = 0; i < 4; i++) {
      if (!seen[i]) {
        report(missingKey(names[i], "LoopAxis", ptr, axis.sourcePosition()));
      }
    }
    return axis;
  }

  private FieldHandler instructionHandler(Instruction inst, EntryState st) {
    List<String> branchKeys = Keys.BRANCH_KEYS.get(inst.opcode());
    return key -> {
      switch (key) {
        case Keys.NAME:
          st.namePos = position();
          st.name = JsonReads.string(p, "an instruction's name");
          return;
        case Keys.ENGINE:
          String engine = name("engine");
          if (!Keys.ENGINES.contains(engine)) {
            warn(
                "unknown engine \""
                    + engine
                    + "\" (known: "
                    + String.join(", ", new java.util.TreeSet<>(Keys.ENGINES))
                    + "); kept as read");
          }
          inst.setEngine(engine);
          return;
        case Keys.INS:
          inst.setIns(readOperands("ins"));
          return;
        case Keys.OUTS:
          inst.setOuts(readOperands("outs"));
          return;
        case Keys.DEPENDENCIES:
          inst.setDependencies(readDependencies(key));
          return;
        case Keys.UNROLL_DEPENDENCIES:
          inst.setUnrollDependencies(readDependencies(key));
          return;
        case Keys.LOOP_CARRIED_DEPENDENCIES:
          inst.setLoopCarriedDependencies(readDependencies(key));
          return;
        case Keys.QUEUE:
          inst.setQueue(new NameRef<>(name("queue"), position()));
          return;
        case Keys.SYNC_INFO:
          inst.setSyncInfo(readSyncInfo());
          return;
        default:
          break;
      }
      boolean branch = branchKeys != null && branchKeys.contains(key);
      String ptr = branch ? pointer() : null;
      long pos = position();
      OpcodeFields fields = inst.fields();
      Object value;
      if (fields != null && fields.readField(key, p, this)) {
        value = branch ? fields.value(key) : null;
      } else {
        JsonValue v = JsonValues.read(p);
        inst.unknownKeys().add(new JsonValue.Member(key, v));
        value = v instanceof JsonValue.JsonString s ? s.value() : null;
      }
      if (branch && value instanceof String target) {
        scope.branches.add(new Pending(target, ptr, pos, null));
      }
    };
  }

  // ---- operands --------------------------------------------------------------------------

  private List<Operand> readOperands(String what) throws IOException {
    ArrayList<Operand> out = new ArrayList<>(2);
    array(what, () -> readOperand(out));
    out.trimToSize();
    return out;
  }

  private void readOperand(List<Operand> out) throws IOException {
    tagged(
        "an operand",
        Operand.KEY_KIND,
        null,
        (tag, objStart, before) -> {
          Operand op = newOperand(tag);
          op.setSourcePosition(objStart);
          out.add(op);
          return operandHandler(op);
        });
  }

  private Operand newOperand(String kind) {
    switch (kind) {
      case PhysicalAp.KIND:
        return new PhysicalAp();
      case SymbolicAp.KIND:
        return new SymbolicAp();
      case SymbolicPwap.KIND:
        return new SymbolicPwap();
      case RegisterAp.KIND:
        return new RegisterAp();
      case RegisterAccess.KIND:
        return new RegisterAccess();
      case ImmValue.KIND:
        return new ImmValue();
      case SymbolicImmValue.KIND:
        return new SymbolicImmValue();
      case ImmArray.KIND:
        return new ImmArray();
      default:
        throw BirException.at(
            p,
            "unknown operand kind \""
                + kind
                + "\" (known: physical_ap, symbolic_ap, symbolic_pwap, register_ap,"
                + " register_access, imm_value, symbolic_imm_value, imm_array)");
    }
  }

  private FieldHandler operandHandler(Operand op) {
    return key -> {
      switch (key) {
        case Keys.DTYPE:
          op.setDtype(name("dtype"));
          return;
        case Keys.AP:
          if (op instanceof ApOperand a) {
            a.setAp(readAp());
            return;
          }
          break;
        case Keys.MEMSETREF:
          if (op instanceof ApOperand a) {
            a.setMemsetref(new NameRef<>(name("memsetref"), position()));
            return;
          }
          break;
        case Keys.OFFSET:
          if (op instanceof PhysicalAp a) {
            a.setOffset(JsonReads.signedLong(p, "offset"));
            return;
          }
          break;
        case Keys.MEMREF:
          if (op instanceof PhysicalAp a) {
            a.setMemref(new NameRef<>(name("memref"), position()));
            return;
          }
          break;
        case Keys.ADDRS:
          if (op instanceof SymbolicAp a) {
            a.setAddrs(readExprs("addrs"));
            return;
          }
          break;
        case Keys.ACCESS_SHAPE:
          if (op instanceof SymbolicAp a) {
            a.setAccessShape(readLongs("access_shape"));
            return;
          }
          if (op instanceof SymbolicPwap a) {
            a.setAccessShape(readLongs("access_shape"));
            return;
          }
          break;
        case Keys.PIECES:
          if (op instanceof SymbolicPwap a) {
            List<SymbolicPwap.Piece> pieces = new ArrayList<>();
            a.setPieces(pieces);
            array("pieces", () -> pieces.add(readPiece()));
            return;
          }
          break;
        case Keys.REG_AP_OFFSET:
          if (op instanceof RegisterAp a) {
            a.setRegApOffset(readExpr());
            return;
          }
          break;
        case Keys.REGREF:
          if (op instanceof RegisterAp a) {
            a.setRegref(new NameRef<>(name("regref"), position()));
            return;
          }
          if (op instanceof RegisterAccess a) {
            a.setRegref(new NameRef<>(name("regref"), position()));
            return;
          }
          break;
        case Keys.VALUE:
          if (op instanceof ImmValue a) {
            a.setValue(readImmediate());
            return;
          }
          if (op instanceof SymbolicImmValue a) {
            a.setValue(readExpr());
            return;
          }
          break;
        case Keys.VALUES:
          if (op instanceof ImmArray a) {
            List<JsonValue> values = new ArrayList<>();
            a.setValues(values);
            array("values", () -> values.add(readImmediate()));
            return;
          }
          break;
        default:
          break;
      }
      unknown(op.unknownKeys(), key);
    };
  }

  private SymbolicPwap.Piece readPiece() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "a piece");
    SymbolicPwap.Piece piece = new SymbolicPwap.Piece();
    piece.setSourcePosition(position());
    object(
        "a piece",
        key -> {
          switch (key) {
            case Keys.PREDICATES:
              piece.setPredicates(readPredicates());
              return;
            case Keys.ADDRS:
              piece.setAddrs(readExprs("addrs"));
              return;
            default:
              unknown(piece.unknownKeys(), key);
          }
        });
    return piece;
  }

  private AccessPattern readAp() throws IOException {
    List<AccessPattern.Pair> pairs = new ArrayList<>();
    int[] form = {0}; // 0 unknown, 1 arrays, 2 objects
    array(
        "ap",
        () -> {
          int f = p.currentToken() == JsonToken.START_OBJECT ? 2 : 1;
          if (form[0] != 0 && form[0] != f) {
            throw BirException.at(p, "ap mixes [step, num] arrays and {step, num} objects");
          }
          form[0] = f;
          if (f == 2) {
            long[] sn = {0, 0};
            boolean[] seen = new boolean[2];
            long pos = position();
            object(
                "an ap pair",
                key -> {
                  if (Keys.STEP.equals(key)) {
                    sn[0] = JsonReads.signedLong(p, "step");
                    seen[0] = true;
                  } else if (Keys.NUM.equals(key)) {
                    sn[1] = JsonReads.signedLong(p, "num");
                    seen[1] = true;
                  } else {
                    throw BirException.at(
                        p, "an ap pair has only \"step\" and \"num\", not \"" + key + "\"");
                  }
                });
            if (!seen[0] || !seen[1]) {
              throw new BirException(
                  "an ap pair needs \"step\" and \"num\"",
                  pointer(),
                  SourcePosition.line(pos),
                  SourcePosition.column(pos));
            }
            pairs.add(new AccessPattern.Pair(sn[0], sn[1]));
          } else {
            JsonReads.expect(p, JsonToken.START_ARRAY, "an ap pair");
            long[] sn = new long[2];
            int[] n = {0};
            long pos = position();
            array(
                "an ap pair",
                () -> {
                  if (n[0] >= 2) {
                    throw BirException.at(p, "an ap pair is [step, num]: it has two numbers");
                  }
                  sn[n[0]++] = JsonReads.signedLong(p, n[0] == 1 ? "step" : "num");
                });
            if (n[0] != 2) {
              throw new BirException(
                  "an ap pair is [step, num]: it has two numbers",
                  pointer(),
                  SourcePosition.line(pos),
                  SourcePosition.column(pos));
            }
            pairs.add(new AccessPattern.Pair(sn[0], sn[1]));
          }
        });
    AccessPattern ap = new AccessPattern(pairs, form[0] == 2);
    AccessPattern prior = aps.putIfAbsent(ap, ap);
    return prior == null ? ap : prior;
  }

  private List<Long> readLongs(String what) throws IOException {
    List<Long> out = new ArrayList<>();
    String entry = what + " entry";
    array(what, () -> out.add(JsonReads.signedLong(p, entry)));
    // Shared between operands, so unmodifiable: an edit replaces the list (setAccessShape).
    List<Long> shape = List.copyOf(out);
    List<Long> prior = shapes.putIfAbsent(shape, shape);
    return prior == null ? shape : prior;
  }

  /** An immediate: a number (floats re-spelled as nlohmann would) or "nan", "inf", "-inf". */
  private JsonValue readImmediate() throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_INT) {
      return new JsonValue.JsonNumber(p.getText());
    }
    if (t == JsonToken.VALUE_NUMBER_FLOAT) {
      double d = p.getDoubleValue();
      if (!Double.isFinite(d)) {
        throw BirException.at(p, "the immediate " + p.getText() + " is outside the double range");
      }
      return new JsonValue.JsonNumber(FloatText.format(d));
    }
    if (t == JsonToken.VALUE_STRING && FloatText.parseNonFinite(p.getText()) != null) {
      return new JsonValue.JsonString(p.getText());
    }
    throw BirException.at(
        p,
        "an immediate must be a number (or \"nan\", \"inf\", \"-inf\"), found "
            + JsonReads.describe(p));
  }

  // ---- expressions -----------------------------------------------------------------------

  private QuasiAffineExpr readExpr() throws IOException {
    try {
      QuasiAffineExpr q = QuasiAffineExpr.read(p, this);
      QuasiAffineExpr prior = exprs.putIfAbsent(q.expr(), q);
      return prior == null ? q : prior;
    } catch (PelicanException e) {
      throw BirException.at(p, e.getMessage(), e);
    }
  }

  private List<QuasiAffineExpr> readExprs(String what) throws IOException {
    ArrayList<QuasiAffineExpr> out = new ArrayList<>(2);
    array(what, () -> out.add(readExpr()));
    out.trimToSize();
    return out;
  }

  private List<AffinePredicate> readPredicates() throws IOException {
    List<AffinePredicate> out = new ArrayList<>();
    array(
        "predicates",
        () -> {
          JsonReads.expect(p, JsonToken.START_OBJECT, "an affine predicate");
          long pos = position();
          QuasiAffineExpr[] expr = {null};
          String[] cmp = {null};
          List<JsonValue.Member> unknown = new ArrayList<>();
          object(
              "an affine predicate",
              key -> {
                if (Keys.EXPR.equals(key)) {
                  expr[0] = readExpr();
                } else if (Keys.CMP.equals(key)) {
                  cmp[0] = name("cmp");
                } else {
                  unknown(unknown, key);
                }
              });
          if (expr[0] == null) {
            throw missingKey(Keys.EXPR, "an affine predicate", pointer(), pos);
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
    ensureVersion();
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
    String n = intern(name);
    for (int i = nest.size() - 1; i >= 0; i--) {
      LoopAxis a = nest.get(i).axis();
      if (a != null && a.name().equals(n)) {
        return pelican.affineIV(n);
      }
    }
    // Not declared (yet): the axis may come later in key order; pass 2 decides.
    scope().axes.add(new Pending(n, pointer(), position(), nest.toArray(NO_LOOPS)));
    return pelican.affineIV(n);
  }

  @Override
  public IntRuntimeValue findRegister(String name) {
    String n = intern(name);
    if (!scope().registers.containsKey(n)) {
      scope().registerUses.add(new Pending(n, pointer(), position(), null));
    }
    return pelican.intRuntimeValue(n);
  }

  @Override
  public ShardId getOrCreateShardId(long ub) {
    return pelican.shardId(ub);
  }

  @Override
  public void warn(JsonParser parser, String message) {
    warn(message);
  }

  private Scope scope() {
    if (scope == null) {
      throw BirException.at(p, "an expression outside any function");
    }
    return scope;
  }

  // ---- dependencies and sync -------------------------------------------------------------

  private List<Dependency> readDependencies(String what) throws IOException {
    ArrayList<Dependency> out = new ArrayList<>(2);
    array(
        what,
        () -> {
          JsonToken t = p.currentToken();
          if (t == JsonToken.VALUE_STRING) {
            out.add(new Dependency.Named(new NameRef<>(instructionName(p.getText()), position())));
            return;
          }
          if (t == JsonToken.START_OBJECT) {
            String ptr = objectPointer();
            long pos = position();
            JsonValue raw = JsonValues.read(p);
            if (raw instanceof JsonValue.JsonObject o
                && o.get(Keys.NAME) instanceof JsonValue.JsonString) {
              out.add(replayPredicated(raw, ptr, pos));
              return;
            }
            out.add(new Dependency.Unknown(raw));
            return;
          }
          out.add(new Dependency.Unknown(JsonValues.read(p)));
        });
    out.trimToSize();
    return out;
  }

  /** A predicated edge, read typed from its buffered object (its shape was checked first). */
  private Dependency replayPredicated(JsonValue raw, String ptr, long pos) throws IOException {
    Dependency[] result = {null};
    replay(
        raw,
        ptr,
        pos,
        () -> {
          String[] name = {null};
          long[] namePos = {pos};
          List<QuasiAffineExpr>[] exprs = new List[1];
          List<AffinePredicate>[] preds = new List[1];
          List<JsonValue.Member> unknown = new ArrayList<>();
          object(
              "a dependency",
              key -> {
                switch (key) {
                  case Keys.NAME:
                    name[0] = p.getText();
                    return;
                  case Keys.EXPRS:
                    exprs[0] = readExprs("exprs");
                    return;
                  case Keys.PREDICATES:
                    preds[0] = readPredicates();
                    return;
                  default:
                    unknown(unknown, key);
                }
              });
          result[0] =
              new Dependency.Predicated(
                  new NameRef<>(name[0], namePos[0]), exprs[0], preds[0], unknown);
        });
    return result[0] != null ? result[0] : new Dependency.Unknown(raw);
  }

  private SyncInfo readSyncInfo() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "sync_info");
    SyncInfo s = new SyncInfo();
    s.setSourcePosition(position());
    object(
        "sync_info",
        key -> {
          switch (key) {
            case Keys.ON_WAIT:
              List<SyncInfo.Wait> waits = new ArrayList<>();
              s.setOnWait(waits);
              array("on_wait", () -> waits.add(readWait()));
              return;
            case Keys.ON_UPDATE:
              List<SyncInfo.Update> updates = new ArrayList<>();
              s.setOnUpdate(updates);
              array("on_update", () -> updates.add(readUpdate()));
              return;
            default:
              unknown(s.unknownKeys(), key);
          }
        });
    return s;
  }

  private SyncInfo.Wait readWait() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "an on_wait entry");
    SyncInfo.Wait w = new SyncInfo.Wait(null, null, null);
    w.setSourcePosition(position());
    object(
        "an on_wait entry",
        key -> {
          switch (key) {
            case Keys.FROM:
              w.setFrom(new NameRef<>(instructionName(JsonReads.string(p, "from")), position()));
              return;
            case Keys.ID:
              w.setId(JsonReads.signedLong(p, "id"));
              return;
            case Keys.WAIT_VALUE:
              w.setWaitValue(JsonReads.signedLong(p, "wait_value"));
              return;
            default:
              unknown(w.unknownKeys(), key);
          }
        });
    return w;
  }

  private SyncInfo.Update readUpdate() throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "an on_update entry");
    SyncInfo.Update u = new SyncInfo.Update(null, null);
    u.setSourcePosition(position());
    object(
        "an on_update entry",
        key -> {
          switch (key) {
            case Keys.ID:
              u.setId(JsonReads.signedLong(p, "id"));
              return;
            case Keys.UPDATE_VALUE:
              u.setUpdateValue(JsonReads.signedLong(p, "update_value"));
              return;
            default:
              unknown(u.unknownKeys(), key);
          }
        });
    return u;
  }

  // ---- the machinery ---------------------------------------------------------------------

  private void unknown(List<JsonValue.Member> into, String key) throws IOException {
    into.add(new JsonValue.Member(key, JsonValues.read(p)));
  }

  /**
   * Reads an object's members with {@code h}; an error in one member is reported and the member
   * skipped, so {@code validate} goes on to find the next error.
   */
  private void object(String what, FieldHandler h) throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, what);
    JsonStreamContext ctx = p.getParsingContext();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String key = p.currentName();
      p.nextToken();
      try {
        h.field(key);
      } catch (BirException e) {
        report(e);
        skipTo(ctx);
      } catch (PelicanException | IllegalArgumentException | IllegalStateException e) {
        report(BirException.at(p, String.valueOf(e.getMessage()), e));
        skipTo(ctx);
      }
    }
  }

  /** Reads an array's items with {@code h}, reporting and skipping a bad item. */
  private void array(String what, ItemHandler h) throws IOException {
    JsonReads.expect(p, JsonToken.START_ARRAY, what);
    JsonStreamContext ctx = p.getParsingContext();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      try {
        h.item();
      } catch (BirException e) {
        report(e);
        skipTo(ctx);
      } catch (PelicanException | IllegalArgumentException | IllegalStateException e) {
        report(BirException.at(p, String.valueOf(e.getMessage()), e));
        skipTo(ctx);
      }
    }
  }

  /** Advances until the parser is back in {@code ctx}: the bad value is skipped. */
  private void skipTo(JsonStreamContext ctx) throws IOException {
    while (p.getParsingContext() != ctx) {
      if (p.nextToken() == null) {
        return;
      }
    }
  }

  /**
   * Reads an object tagged by {@code tagKey}: keys before the tag are buffered (or handled by
   * {@code pre}) and replayed into the tag's handler. Returns false when the tag is missing.
   */
  private boolean tagged(String what, String tagKey, PreTag pre, TagDispatch dispatch)
      throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, what);
    long start = position();
    List<Buffered> buffered = new ArrayList<>(0);
    FieldHandler[] handler = {null};
    int namedBefore = nameChecks.size();
    object(
        what,
        key -> {
          if (handler[0] != null) {
            handler[0].field(key);
            return;
          }
          if (tagKey.equals(key)) {
            String tag = JsonReads.string(p, tagKey);
            handler[0] = dispatch.handlerFor(intern(tag), start, buffered.size());
            for (Buffered b : buffered) {
              replayMember(b, handler[0]);
            }
            buffered.clear();
            return;
          }
          if (pre != null && pre.field(key)) {
            return;
          }
          String vptr = pointer();
          long vpos = position();
          buffered.add(new Buffered(key, JsonValues.read(p), vptr, vpos));
        });
    if (nameChecks.size() > namedBefore) {
      finishNamed();
    }
    if (handler[0] == null) {
      report(missingKey(tagKey, what, pointer(), start));
      return false;
    }
    return true;
  }

  private void replayMember(Buffered b, FieldHandler h) throws IOException {
    replay(b.value(), b.pointer(), b.position(), () -> h.field(b.key()));
  }

  /**
   * Runs {@code body} with the parser on a buffered value; errors inside are placed at the buffered
   * value's pointer and position.
   */
  private void replay(JsonValue value, String ptr, long pos, ItemHandler body) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JsonGenerator g = factory.createGenerator(bytes)) {
      JsonValues.write(g, value);
    }
    JsonParser saved = p;
    String savedPrefix = replayPrefix;
    long savedPos = replayPosition;
    try (JsonParser rp = factory.createParser(bytes.toByteArray())) {
      rp.nextToken();
      replayPrefix = ptr;
      replayPosition = pos;
      p = rp;
      try {
        body.item();
      } catch (BirException e) {
        report(e);
      }
    } finally {
      p = saved;
      replayPrefix = savedPrefix;
      replayPosition = savedPos;
    }
  }

  /** Reports an error, placing errors raised while replaying at the buffered value. */
  private void report(BirException e) {
    if (problems.wasThrown(e)) {
      throw e;
    }
    BirException placed = e;
    if (replayPrefix != null) {
      placed =
          new BirException(
              e.reason(),
              replayPrefix + e.pointer(),
              SourcePosition.line(replayPosition),
              SourcePosition.column(replayPosition),
              e.getCause());
    }
    problems.error(placed);
  }

  private void warn(String message) {
    long pos = position();
    problems.warn(message, pointer(), SourcePosition.line(pos), SourcePosition.column(pos));
  }

  /** The JSON Pointer of the current token's value (for an object's start: the object). */
  String pointer() {
    String here = BirException.pointerOf(p);
    return replayPrefix == null ? here : replayPrefix + here;
  }

  /** The pointer of the object or array whose start token is current. */
  private String objectPointer() {
    return pointer();
  }

  long position() {
    if (replayPrefix != null) {
      return replayPosition;
    }
    JsonLocation loc = p.currentTokenLocation();
    return SourcePosition.of(loc.getLineNr(), loc.getColumnNr());
  }

  /**
   * An instruction name as referred to: most references point back to an instruction already read,
   * whose name string is then shared (a large document has millions of references).
   */
  private String instructionName(String name) {
    Instruction known = scope == null ? null : scope.instructions.get(name);
    return known == null ? name : known.name();
  }

  private String name(String what) throws IOException {
    return intern(JsonReads.string(p, what));
  }

  private String intern(String s) {
    String prior = interned.putIfAbsent(s, s);
    return prior == null ? s : prior;
  }

  static BirException missingKey(String key, String what, String ptr, long pos) {
    return new BirException(
        "missing required key \"" + key + "\" in " + what,
        ptr,
        SourcePosition.line(pos),
        SourcePosition.column(pos));
  }

  static BirException duplicate(String what, String name, String ptr, long pos, long firstPos) {
    return new BirException(
        "duplicate "
            + what
            + " name \""
            + name
            + "\" (first defined at "
            + SourcePosition.line(firstPos)
            + ":"
            + SourcePosition.column(firstPos)
            + ")",
        ptr,
        SourcePosition.line(pos),
        SourcePosition.column(pos));
  }
}
