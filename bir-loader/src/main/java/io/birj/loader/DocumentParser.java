package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemLocAliases;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import io.birj.pelican.PelicanContext;
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
 * <p>This class reads the document's top level and its functions; what a function holds is read by
 * {@link StorageReader} and {@link BlockReader} (which reads instructions with {@link
 * OperandReader} and {@link DependencyReader}), expressions by {@link ExpressionReader}. They share
 * one {@link ParseState}.
 *
 * <p>Objects may give their tag ({@code opcode}, {@code kind}, {@code Skind}) after other keys:
 * those keys are buffered (small values) and replayed once the tag is known. A loop's {@code
 * blocks} are never buffered: they are read structurally even before the tag.
 */
final class DocumentParser {
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

  private final JsonFactory factory;
  private final Source source;
  private final Module module;
  private final ParseState state;
  private final DocumentVersion version;
  private final StorageReader storage;
  private final BlockReader blocks;
  private final Map<Function, Scope> scopes = new LinkedHashMap<>();
  private final Map<String, Long> functionNames = new HashMap<>();

  DocumentParser(
      JsonFactory factory,
      CodecRegistry codecs,
      OpcodeCatalog catalog,
      CodecLimits limits,
      Problems problems,
      Source source) {
    this.factory = factory;
    this.source = source;
    PelicanContext pelican =
        new PelicanContext(codecs.kinds().all().stream().map(k -> k.kind()).toList());
    this.module = new Module(pelican);
    this.state = new ParseState(factory, problems);
    this.version = new DocumentVersion(state, factory, source, module);
    this.storage = new StorageReader(state);
    ExpressionReader exprs = new ExpressionReader(state, version, module, codecs, limits, pelican);
    this.blocks = new BlockReader(state, catalog, exprs);
  }

  Module result() {
    return module;
  }

  Map<Function, Scope> scopes() {
    return scopes;
  }

  /** The parser in use (for turning a jackson error into a positioned one). */
  JsonParser parser() {
    return state.p;
  }

  // ---- the document ----------------------------------------------------------------------

  void parse() throws IOException {
    try (InputStream in = source.open();
        JsonParser parser = factory.createParser(in)) {
      state.p = parser;
      JsonToken first = state.p.nextToken();
      if (first == null) {
        throw BirException.at(state.p, "the document is empty");
      }
      JsonReads.expect(state.p, JsonToken.START_OBJECT, "a BIR document");
      module.setSourcePosition(state.position());
      boolean[] seen = new boolean[2];
      state.object(
          "a BIR document",
          key -> {
            switch (key) {
              case Keys.VERSION:
                seen[0] = true;
                version.read();
                return;
              case Keys.ARCH:
                module.setArch(JsonReads.string(state.p, "arch"));
                return;
              case Keys.ARCH_REV:
                module.setArchRev(JsonValues.read(state.p));
                return;
              case Keys.ATTRIBUTES:
                module.setAttributes(JsonValues.read(state.p));
                return;
              case Keys.FUNCTIONS:
                seen[1] = true;
                state.array("functions", () -> module.functions().add(readFunction()));
                return;
              case Module.KEY_DMA_QUEUES:
              case Module.KEY_QUEUES:
                if (module.queues() == null) {
                  module.setQueues(key, JsonValues.read(state.p));
                  return;
                }
                break;
              default:
                break;
            }
            state.unknown(module.unknownKeys(), key);
          });
      if (state.p.nextToken() != null) {
        throw BirException.at(state.p, "unexpected content after the end of the document");
      }
      if (!seen[0] && !version.missingReported()) {
        state.report(
            ParseState.missingKey(Keys.VERSION, "the document", "", module.sourcePosition()));
      }
      if (!seen[1]) {
        state.report(
            ParseState.missingKey(Keys.FUNCTIONS, "the document", "", module.sourcePosition()));
      }
    }
  }

  // ---- functions -------------------------------------------------------------------------

  private Function readFunction() throws IOException {
    JsonReads.expect(state.p, JsonToken.START_OBJECT, "a function");
    Function f = new Function("?");
    String ptr = state.pointer();
    f.setSourcePosition(state.position());
    state.scope = new Scope();
    scopes.put(f, state.scope);
    long[] namePos = {-1};
    state.object(
        "a function",
        key -> {
          switch (key) {
            case Keys.NAME:
              namePos[0] = state.position();
              f.setName(JsonReads.string(state.p, "a function's name"));
              return;
            case Keys.ATTRIBUTES:
              List<String> attrs = new ArrayList<>();
              state.array("a function's attributes", () -> attrs.add(state.name("an attribute")));
              f.setAttributes(attrs);
              return;
            case Keys.ALLOCATIONS:
              List<Allocation> allocs = new ArrayList<>();
              f.setAllocations(allocs);
              state.array("allocations", () -> storage.readAllocation(allocs));
              return;
            case MemLocAliases.KEY:
              state.scope.aliasesPointer = state.pointer();
              state.scope.aliasesPosition = state.position();
              f.setMemLocAliases(storage.readAliases());
              return;
            case Keys.BLOCKS:
              state.array("blocks", () -> f.blocks().add(blocks.readBlock()));
              return;
            default:
              state.unknown(f.unknownKeys(), key);
          }
        });
    if (namePos[0] < 0) {
      state.report(ParseState.missingKey(Keys.NAME, "a function", ptr, f.sourcePosition()));
    } else {
      Long prior = functionNames.putIfAbsent(f.name(), namePos[0]);
      if (prior != null) {
        state.report(ParseState.duplicate("function", f.name(), ptr + "/name", namePos[0], prior));
      }
    }
    return f;
  }
}
