package io.birj.loader.check;

import io.birj.api.container.Keys;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import io.birj.api.name.NameRef;
import io.birj.api.name.Named;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The module-wide name tables, built from the model: the functions ({@code functions}, then {@code
 * nki_functions}, each its own container), the queues, the DMA blocks of each queue and of all
 * queues, and each function's storage. Building them reports the duplicate function and queue
 * names.
 */
final class ModuleTables {
  /** The description of the module-wide DMA-block scope, for messages. */
  static final String QUEUES_SCOPE = "the module's queues";

  /** The function the compiler's driver binds {@code call_to_physical_memlocs} in. */
  static final String MAIN = "main";

  final Module module;
  final OpcodeClasses classes;
  private final Map<String, Indexed<Function>> functions = new HashMap<>();
  private final Map<String, Indexed<Function>> nkiFunctions = new HashMap<>();
  private final Map<String, Indexed<DmaQueue>> queues = new HashMap<>();
  private final Map<DmaQueue, Map<String, Object>> dmaBlocksByQueue = new IdentityHashMap<>();
  private final Map<String, Object> dmaBlocks = new HashMap<>();
  private final Map<Function, StorageScope> storage = new IdentityHashMap<>();
  private StorageLookup moduleStorage;
  // For a model just read: one reference per storage object its operands name, made on the first.
  private final Map<Named, NameRef<?>> sharedRefs;

  /** The first object of a name, and its index in its list (for the duplicate message). */
  private record Indexed<T>(T value, int index) {}

  /**
   * Tables of {@code module}; with {@code shareReferences}, {@link #shared} gives the operands'
   * resolved references one object per storage object (a model just read: see {@link
   * ModelChecker#checkRead}).
   */
  ModuleTables(Module module, OpcodeClasses classes, Problems problems, boolean shareReferences) {
    this.module = module;
    this.classes = classes;
    this.sharedRefs = shareReferences ? new IdentityHashMap<>() : null;
    functions(module.functions(), Keys.FUNCTIONS, functions, problems);
    if (module.nkiFunctions() != null) {
      functions(module.nkiFunctions(), Keys.NKI_FUNCTIONS, nkiFunctions, problems);
    }
    if (module.queues() != null) {
      queues(problems);
    }
  }

  /**
   * What an operand keeps for {@code ref}, just resolved to {@code target}: {@code ref} itself, or
   * when references are shared, the one reference to {@code target} by its name, without a position
   * (the diagnostics that need the operand's are made by then). A dump names each memory location,
   * set and register from hundreds of operands; a reference each was 24 bytes a name
   * (bir-bench/RESULTS.md, "Issue 25, third step").
   */
  @SuppressWarnings("unchecked")
  <T extends Named> NameRef<T> shared(NameRef<T> ref, T target) {
    if (sharedRefs == null || target == null || !ref.writtenName().equals(target.name())) {
      return ref;
    }
    NameRef<?> shared = sharedRefs.get(target);
    if (shared == null) {
      shared = NameRef.to(target);
      sharedRefs.put(target, shared);
    }
    return (NameRef<T>) shared;
  }

  private void functions(
      List<Function> list, String key, Map<String, Indexed<Function>> table, Problems problems) {
    for (int i = 0; i < list.size(); i++) {
      Function f = list.get(i);
      DocPointer at = DocPointer.ROOT.child(key, i);
      Indexed<Function> prior = table.putIfAbsent(f.name(), new Indexed<>(f, i));
      if (prior != null) {
        problems.error(
            Messages.duplicateNameAt(
                "function",
                f.name(),
                "the module's " + key,
                DocPointer.ROOT.child(key, prior.index()).toString(),
                prior.value().sourcePosition()),
            at.toString(),
            f.sourcePosition());
      }
      storage.put(f, StorageScope.index(f, at, problems));
    }
  }

  private void queues(Problems problems) {
    List<DmaQueue> list = module.queues();
    String key = module.queuesKey();
    for (int qi = 0; qi < list.size(); qi++) {
      DmaQueue q = list.get(qi);
      DocPointer at = DocPointer.ROOT.child(key, qi);
      Indexed<DmaQueue> prior = queues.putIfAbsent(q.name(), new Indexed<>(q, qi));
      if (prior != null) {
        problems.error(
            Messages.duplicateNameAt(
                "queue",
                q.name(),
                "the module's " + key,
                DocPointer.ROOT.child(key, prior.index()).toString(),
                prior.value().sourcePosition()),
            at.toString(),
            q.sourcePosition());
      }
      indexDmaBlocks(q, at);
    }
  }

  // A queue's DMA blocks are the DMABlock instructions of its own blocks (DMAQueue::findDMABlock).
  private void indexDmaBlocks(DmaQueue q, DocPointer at) {
    Map<String, Object> own = new HashMap<>();
    dmaBlocksByQueue.putIfAbsent(q, own);
    String description = "queue \"" + q.name() + "\"";
    Scope.Holder holder = new Scope.Holder(q, at, null, description, Map.of());
    List<BasicBlock> blocks = q.blocks() == null ? List.of() : q.blocks();
    int order = 0;
    for (int bi = 0; bi < blocks.size(); bi++) {
      BasicBlock b = blocks.get(bi);
      Scope.Block block = new Scope.Block(b, at.child(Keys.BLOCKS, bi), holder);
      List<Instruction> list = b.instructions();
      for (int ii = 0; ii < list.size(); ii++) {
        Instruction i = list.get(ii);
        if (classes.isA(i.opcode(), OpcodeClasses.DMA_BLOCK)) {
          Scope.Site s = new Scope.Site(i, block, ii, order++);
          add(own, s);
          add(dmaBlocks, s);
        }
      }
    }
  }

  private static void add(Map<String, Object> table, Scope.Site s) {
    if (!s.instruction().isNamed()) {
      return; // nothing can name it
    }
    Object prior = table.putIfAbsent(s.instruction().name(), s);
    if (prior == null) {
      return;
    }
    Scope.Group g;
    if (prior instanceof Scope.Site p) {
      g = new Scope.Group();
      g.sites.add(p);
      table.put(s.instruction().name(), g);
    } else {
      g = (Scope.Group) prior;
    }
    g.sites.add(s);
  }

  /** {@code functions}, then {@code nki_functions}. */
  Function function(String name) {
    Indexed<Function> f = functions.get(name);
    if (f == null) {
      f = nkiFunctions.get(name);
    }
    return f == null ? null : f.value();
  }

  /** The queue of this name, or {@code null}. */
  DmaQueue queue(String name) {
    Indexed<DmaQueue> q = queues.get(name);
    return q == null ? null : q.value();
  }

  /** True when the module declares at least one queue. */
  boolean declaresQueues() {
    return !queues.isEmpty();
  }

  /** A {@link Scope.Site} or a {@link Scope.Group} of the queue's DMA blocks, or {@code null}. */
  Object dmaBlock(DmaQueue queue, String name) {
    Map<String, Object> own = dmaBlocksByQueue.get(queue);
    return own == null ? null : own.get(name);
  }

  /** The DMA blocks of this name across all queues, or {@code null}. */
  Object dmaBlock(String name) {
    return dmaBlocks.get(name);
  }

  StorageScope storage(Function f) {
    return storage.get(f);
  }

  /**
   * The function {@code call_to_physical_memlocs} binds Calls of: {@code main}, else the first
   * function; {@code null} when there is none.
   */
  Function mainFunction() {
    Indexed<Function> main = functions.get(MAIN);
    if (main != null) {
      return main.value();
    }
    return module.functions().isEmpty() ? null : module.functions().get(0);
  }

  /**
   * The storage the contents of the queues resolve in: the functions' storage, {@code main} first
   * and then the others in order ({@code Module::getMemoryLocationByName}), merged on first use.
   */
  StorageLookup moduleStorage() {
    if (moduleStorage == null) {
      Map<String, Register> registers = new HashMap<>();
      Map<String, MemoryLocation> locations = new HashMap<>();
      Map<String, MemoryLocationSet> sets = new HashMap<>();
      List<Function> order = new ArrayList<>();
      Function main = mainFunction();
      if (main != null) {
        order.add(main);
      }
      for (Function f : module.functions()) {
        if (f != main) {
          order.add(f);
        }
      }
      for (Function f : order) {
        storage.get(f).putAllAbsent(registers, locations, sets);
      }
      moduleStorage =
          new StorageLookup() {
            @Override
            public Register register(String name) {
              return registers.get(name);
            }

            @Override
            public MemoryLocation memoryLocation(String name) {
              return locations.get(name);
            }

            @Override
            public MemoryLocationSet memoryLocationSet(String name) {
              return sets.get(name);
            }

            @Override
            public String description() {
              return "the module's functions";
            }
          };
    }
    return moduleStorage;
  }
}
