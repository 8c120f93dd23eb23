package io.birj.loader.check;

import io.birj.api.container.Keys;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.RefKind;
import io.birj.api.json.JsonValue;
import io.birj.api.model.CallBinding;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.check.Scope.Group;
import io.birj.loader.check.Scope.Site;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.ArrayList;
import java.util.List;

/**
 * Pass 2 of the loader, built from the model: builds the name tables from the {@link Module} itself
 * (so it works on a module read, built or edited in memory), resolves every {@link NameRef} it
 * meets (a name it cannot find is left unresolved) and reports what the compiler's loader and
 * verifier would reject or flag, in their words, each with the JSON Pointer of the object in the
 * document as written and the object's source position (docs/wire/checks.md lists every rule).
 *
 * <p>Linear in the size of the model: one hash table per scope, each object visited a bounded
 * number of times, and the facts of each distinct expression node computed once.
 */
public final class ModelChecker {
  private final OpcodeCatalog catalog;

  /** A checker that knows the opcode classes of {@code catalog} ({@code isa<InstCall>}, ...). */
  public ModelChecker(OpcodeCatalog catalog) {
    this.catalog = catalog;
  }

  /** Checks {@code m}, reporting to {@code problems} and resolving the model's references. */
  public void check(Module m, Problems problems) {
    check(m, problems, true);
  }

  /**
   * Checks {@code m}; when {@code expressionsRead} is false (the document's version was missing or
   * refused, which was reported once at the version key), an expression the model lacks is not
   * judged missing: it was skipped, not absent.
   */
  public void check(Module m, Problems problems, boolean expressionsRead) {
    check(m, problems, expressionsRead, false);
  }

  /**
   * The second pass of a read: as {@link #check(Module, Problems, boolean)}, and the operands'
   * references to storage (memsetref, memref, regref) that resolve are then shared, one
   * positionless reference per memory-location set, memory location or register
   * (ModuleTables.shared): a model just read has no other holder of them, and most of its
   * references are these.
   */
  public void checkRead(Module m, Problems problems, boolean expressionsRead) {
    check(m, problems, expressionsRead, true);
  }

  private void check(
      Module m, Problems problems, boolean expressionsRead, boolean shareReferences) {
    ModuleTables tables =
        new ModuleTables(m, new OpcodeClasses(catalog), problems, shareReferences);
    ExprFacts facts = new ExprFacts(expressionsRead);
    Function main = tables.mainFunction();
    List<DmaQueue> queues = m.queues();
    // Kept for the queues only: their references to a function's instructions are found there.
    List<Scope> scopes = queues == null || queues.isEmpty() ? null : new ArrayList<>();
    functions(m.functions(), Keys.FUNCTIONS, tables, facts, main, scopes, problems);
    if (m.nkiFunctions() != null) {
      functions(m.nkiFunctions(), Keys.NKI_FUNCTIONS, tables, facts, null, null, problems);
    }
    if (main == null && m.callToPhysicalMemlocs() != null && !m.callToPhysicalMemlocs().isEmpty()) {
      problems.error(
          Messages.callBindingWithoutFunction(),
          DocPointer.ROOT.child(Keys.CALL_TO_PHYSICAL_MEMLOCS, -1).toString(),
          m.sourcePosition());
    }
    for (int qi = 0; queues != null && qi < queues.size(); qi++) {
      DmaQueue q = queues.get(qi);
      Scope scope =
          Scope.build(
              q, DocPointer.ROOT.child(m.queuesKey(), qi), "queue \"" + q.name() + "\"", problems);
      new ScopeChecker(tables, scope, scopes, tables.moduleStorage(), facts, problems).check();
    }
    Spellings.check(m, catalog, problems);
  }

  private static void functions(
      List<Function> list,
      String key,
      ModuleTables tables,
      ExprFacts facts,
      Function main,
      List<Scope> scopes,
      Problems problems) {
    for (int fi = 0; fi < list.size(); fi++) {
      Function f = list.get(fi);
      DocPointer at = DocPointer.ROOT.child(key, fi);
      StorageScope storage = tables.storage(f);
      storage.check(problems);
      // A `blocks` the reader refused already has its error; the empty list it left is not news.
      if (f.blocks().isEmpty() && !problems.hasErrorAt(at.toString() + "/blocks")) {
        problems.warn(Messages.functionWithoutBlocks(f.name()), at.toString(), f.sourcePosition());
      }
      Scope scope = Scope.build(f, at, "function \"" + f.name() + "\"", problems);
      new ScopeChecker(tables, scope, storage, facts, problems).check();
      if (scopes != null) {
        scopes.add(f == main ? 0 : scopes.size(), scope);
      }
      if (f == main && tables.module.callToPhysicalMemlocs() != null) {
        callBindings(tables, scope, problems);
      }
    }
  }

  /**
   * {@code call_to_physical_memlocs}: each Call of the main function, and the memory locations of
   * its callee it binds (the compiler's driver asserts {@code found} for each).
   */
  private static void callBindings(ModuleTables tables, Scope main, Problems problems) {
    for (CallBinding b : tables.module.callToPhysicalMemlocs()) {
      NameRef<Instruction> ref = b.call();
      DocPointer at =
          DocPointer.ROOT.child(Keys.CALL_TO_PHYSICAL_MEMLOCS, -1).child(ref.name(), -1);
      Object entry = main.instruction(ref.name());
      if (entry == null) {
        ref.resolve(null);
        problems.error(
            Messages.instructionNotFound(ref.name(), main.description),
            at.toString(),
            ref.position());
        continue;
      }
      Site site;
      if (entry instanceof Site s) {
        site = s;
      } else {
        Group g = (Group) entry;
        site = g.first();
        problems.warn(
            DiagnosticCode.BIRJ_W0511,
            Messages.boundToOneOf(
                ref.name(), g.sites.size(), main.description, site.pointer(), Messages.ruleFirst()),
            at.toString(),
            ref.position());
      }
      Instruction call = site.instruction();
      ref.resolve(call);
      if (!tables.classes.isA(call.opcode(), OpcodeClasses.CALL)) {
        problems.error(
            Messages.callBindingNotACall(ref.name(), call.opcode()), at.toString(), ref.position());
        continue;
      }
      Function callee = callee(call, tables, at, ref.position(), problems);
      if (callee == null) {
        continue;
      }
      StorageScope storage = tables.storage(callee);
      List<NameRef<MemoryLocation>> locations = b.memoryLocations();
      for (int j = 0; j < locations.size(); j++) {
        NameRef<MemoryLocation> l = locations.get(j);
        MemoryLocation target = storage.memoryLocation(l.name());
        l.resolve(target);
        if (target == null) {
          problems.error(
              Messages.callBindingMemoryLocationNotFound(l.name(), callee.name(), call.name()),
              at.with(j),
              l.position());
        }
      }
    }
  }

  /**
   * A Call's callee: its {@code target} reference as the catalog reports it (resolved by the scope
   * check; when it did not resolve, that was reported there), else the {@code target} key read as a
   * name from the typed value or the unknown keys; {@code null} when there is none.
   */
  private static Function callee(
      Instruction call, ModuleTables tables, DocPointer at, long position, Problems problems) {
    OpcodeFields fields = call.fields();
    NameRef<?>[] reported = new NameRef<?>[1];
    if (fields != null) {
      fields.forEachReference(
          (key, index, kind, ref) -> {
            if (kind == RefKind.FUNCTION && Keys.TARGET.equals(key) && reported[0] == null) {
              reported[0] = ref;
            }
          });
    }
    if (reported[0] != null) {
      return reported[0].target() instanceof Function f ? f : null;
    }
    String name = null;
    if (fields != null && fields.value(Keys.TARGET) instanceof String s) {
      name = s;
    } else if (call.hasUnknownKeys()) {
      for (JsonValue.Member mem : call.unknownKeys()) {
        if (mem.key().equals(Keys.TARGET) && mem.value() instanceof JsonValue.JsonString s) {
          name = s.value();
        }
      }
    }
    if (name == null) {
      problems.error(Messages.callBindingWithoutCallee(call.name()), at.toString(), position);
      return null;
    }
    Function f = tables.function(name);
    if (f == null) {
      problems.error(Messages.functionNotFound(name), at.toString(), position);
    }
    return f;
  }
}
