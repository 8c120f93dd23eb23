package io.birj.loader;

import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockEntry;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.loader.ParseState.FieldHandler;
import java.io.IOException;
import java.util.List;

/** Reads blocks and their entries: loops (with their axes) and instructions. */
final class BlockReader {
  private final ParseState state;
  private final OpcodeCatalog catalog;
  private final ExpressionReader exprs;
  private final OperandReader operands;
  private final DependencyReader dependencies;

  BlockReader(ParseState state, OpcodeCatalog catalog, ExpressionReader exprs) {
    this.state = state;
    this.catalog = catalog;
    this.exprs = exprs;
    this.operands = new OperandReader(state, exprs);
    this.dependencies = new DependencyReader(state, exprs);
  }

  BasicBlock readBlock() throws IOException {
    JsonReads.expect(state.p, JsonToken.START_OBJECT, "a block");
    BasicBlock b = new BasicBlock("?");
    FieldHandler h =
        state.named(
            b,
            b::setName,
            "block",
            state.position(),
            state.scope.blocks,
            key -> {
              if (Keys.INSTRUCTIONS.equals(key)) {
                state.array(
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
            });
    state.object("a block", h);
    state.finishNamed();
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
    JsonReads.expect(state.p, JsonToken.START_OBJECT, "an instruction");
    long start = state.position();
    EntryState st = new EntryState();
    boolean ok =
        state.tagged(
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
                st.namePos = state.position();
                st.name = JsonReads.string(state.p, "an instruction's name");
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
                    state.p,
                    "\"blocks\" and \"LoopAxis\" belong to a Loop, not to opcode \"" + tag + "\"");
              }
              Instruction inst =
                  new Instruction(state.intern(tag), st.name == null ? "?" : st.name);
              inst.setIns(null); // absent until read: what was absent stays absent
              inst.setOuts(null);
              st.inst = inst;
              OpcodeFields fields = catalog.newFields(inst.opcode());
              inst.setFields(fields);
              if (fields == null && !catalog.providers().isEmpty()) {
                state.warn(
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
    // The parser is on the entry's end: state.pointer() is the entry's (built only on error).
    if (st.inst != null) {
      Instruction inst = st.inst;
      inst.setSourcePosition(start);
      if (st.namePos < 0) {
        state.report(ParseState.missingKey(Keys.NAME, "an instruction", state.pointer(), start));
        return inst;
      }
      inst.setName(st.name);
      Instruction prior = state.scope.instructions.putIfAbsent(st.name, inst);
      if (prior != null) {
        state.report(
            ParseState.duplicate(
                "instruction",
                st.name,
                state.pointer() + "/name",
                st.namePos,
                prior.sourcePosition()));
      }
      return inst;
    }
    Loop loop = st.loop;
    loop.setSourcePosition(start);
    loop.setName(st.name);
    if (loop.axis() == null) {
      state.report(ParseState.missingKey(Loop.KEY_AXIS, "a Loop", state.pointer(), start));
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
    state.nest.add(loop);
    try {
      state.array("blocks", () -> loop.blocks().add(readBlock()));
    } finally {
      state.nest.remove(state.nest.size() - 1);
    }
  }

  private FieldHandler loopHandler(Loop loop, EntryState st) {
    return key -> {
      switch (key) {
        case Keys.NAME:
          st.namePos = state.position();
          st.name = JsonReads.string(state.p, "a loop's name");
          loop.setName(st.name);
          return;
        case Loop.KEY_AXIS:
          loop.setAxis(readAxis());
          return;
        case Keys.BLOCKS:
          readLoopBlocks(loop);
          return;
        default:
          state.unknown(loop.unknownKeys(), key);
      }
    };
  }

  private LoopAxis readAxis() throws IOException {
    LoopAxis axis = new LoopAxis("?", 0, 0, 0);
    boolean[] seen = new boolean[4];
    state.readObject(
        "LoopAxis",
        axis,
        key -> {
          switch (key) {
            case Keys.NAME:
              seen[0] = true;
              axis.setName(state.name("a loop axis name"));
              return;
            case Keys.LB:
              seen[1] = true;
              axis.setLb(JsonReads.signedLong(state.p, "lb"));
              return;
            case Keys.UB:
              seen[2] = true;
              axis.setUb(JsonReads.signedLong(state.p, "ub"));
              return;
            case Keys.STRIDE:
              seen[3] = true;
              axis.setStride(JsonReads.signedLong(state.p, "stride"));
              return;
            default:
              state.unknown(axis.unknownKeys(), key);
          }
        });
    String ptr = state.pointer();
    String[] names = {Keys.NAME, Keys.LB, Keys.UB, Keys.STRIDE};
    for (int i = 0; i < 4; i++) {
      if (!seen[i]) {
        state.report(ParseState.missingKey(names[i], "LoopAxis", ptr, axis.sourcePosition()));
      }
    }
    return axis;
  }

  private FieldHandler instructionHandler(Instruction inst, EntryState st) {
    List<String> branchKeys = Keys.BRANCH_KEYS.get(inst.opcode());
    return key -> {
      switch (key) {
        case Keys.NAME:
          st.namePos = state.position();
          st.name = JsonReads.string(state.p, "an instruction's name");
          return;
        case Keys.ENGINE:
          String engine = state.name("engine");
          if (!Keys.ENGINES.contains(engine)) {
            state.warn(
                "unknown engine \""
                    + engine
                    + "\" (known: "
                    + String.join(", ", new java.util.TreeSet<>(Keys.ENGINES))
                    + "); kept as read");
          }
          inst.setEngine(engine);
          return;
        case Keys.INS:
          inst.setIns(operands.readOperands("ins"));
          return;
        case Keys.OUTS:
          inst.setOuts(operands.readOperands("outs"));
          return;
        case Keys.DEPENDENCIES:
          inst.setDependencies(dependencies.readDependencies(key));
          return;
        case Keys.UNROLL_DEPENDENCIES:
          inst.setUnrollDependencies(dependencies.readDependencies(key));
          return;
        case Keys.LOOP_CARRIED_DEPENDENCIES:
          inst.setLoopCarriedDependencies(dependencies.readDependencies(key));
          return;
        case Keys.QUEUE:
          inst.setQueue(state.nameRef("queue"));
          return;
        case Keys.SYNC_INFO:
          inst.setSyncInfo(dependencies.readSyncInfo());
          return;
        default:
          break;
      }
      boolean branch = branchKeys != null && branchKeys.contains(key);
      String ptr = branch ? state.pointer() : null;
      long pos = state.position();
      OpcodeFields fields = inst.fields();
      Object value;
      if (fields != null && fields.readField(key, state.p, exprs)) {
        value = branch ? fields.value(key) : null;
      } else {
        JsonValue v = JsonValues.read(state.p);
        inst.unknownKeys().add(new JsonValue.Member(key, v));
        value = v instanceof JsonValue.JsonString s ? s.value() : null;
      }
      if (branch && value instanceof String target) {
        state.scope.branches.add(new DocumentParser.Pending(target, ptr, pos, null));
      }
    };
  }
}
