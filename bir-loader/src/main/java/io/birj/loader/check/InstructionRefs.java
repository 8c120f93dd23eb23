package io.birj.loader.check;

import io.birj.api.container.Keys;
import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.model.Dependency;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Instruction;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.SyncInfo;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.check.Scope.Group;
import io.birj.loader.check.Scope.Site;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.List;

/**
 * The references of one scope's instructions to instructions: dependencies (plain, loop-carried,
 * unrolled), waits and an opcode's instruction keys, each bound where the compiler binds it
 * (docs/wire/checks.md, "Names and scopes" and "Repeated names"), or reported in its words. {@link
 * ScopeChecker} drives it, one instruction at a time, over the one pointer cursor they share.
 */
final class InstructionRefs {
  /** The kinds of instruction reference, each with the compiler's words for a missing target. */
  enum InstructionRef {
    DEPENDENCY,
    LOOP_CARRIED,
    UNROLL,
    OTHER
  }

  private final ModuleTables module;
  private final Scope scope;
  // For a queue: the functions' scopes, main first, where its references to instructions of a
  // function are found (a DMA block's dma_trigger names the DMATrigger that starts it).
  private final List<Scope> outer;
  private final Problems problems;
  private final DocPointer.Cursor path;
  private Site site;

  InstructionRefs(
      ModuleTables module,
      Scope scope,
      List<Scope> outer,
      Problems problems,
      DocPointer.Cursor path) {
    this.module = module;
    this.scope = scope;
    this.outer = outer;
    this.problems = problems;
    this.path = path;
  }

  /** The instruction whose references follow. */
  void at(Site s) {
    site = s;
  }

  void dependencies(Instruction in) {
    List<Dependency> deps = in.dependencies();
    if (deps == null) {
      return;
    }
    boolean branch = module.classes.isA(in.opcode(), OpcodeClasses.COMPARE_AND_BRANCH);
    for (int i = 0; i < deps.size(); i++) {
      Dependency d = deps.get(i);
      path.key(Keys.DEPENDENCIES).index(i);
      resolve(d.target(), InstructionRef.DEPENDENCY);
      if (branch && d.kind() != EdgeKind.ORDERED) {
        problems.warn(
            Messages.compareAndBranchDependency(d.kind().toString()),
            path.toString(),
            d.target().position());
      }
      path.truncate(0);
    }
  }

  void loopCarried(Instruction in) {
    List<LoopCarriedDependency> deps = in.loopCarriedDependencies();
    for (int i = 0; deps != null && i < deps.size(); i++) {
      path.key(Keys.LOOP_CARRIED_DEPENDENCIES).index(i);
      resolve(deps.get(i).target(), InstructionRef.LOOP_CARRIED);
      path.truncate(0);
    }
  }

  // ---- instruction references --------------------------------------------------------------

  /**
   * Binds {@code ref} function-wide ({@code Function::getInstructionByName}); where the name
   * repeats: the instance in the referrer's own block, else the nearest preceding in document
   * order, else the first, with a warning saying which.
   */
  void resolve(NameRef<Instruction> ref, InstructionRef kind) {
    String name = ref.name();
    Object entry = scope.instruction(name);
    if (entry == null) {
      if (!resolveOutside(ref)) {
        ref.resolve(null);
        problems.error(missing(kind, name), path.toString(), ref.position());
      }
      return;
    }
    if (entry instanceof Site t) {
      ref.resolve(t.instruction());
      return;
    }
    Group g = (Group) entry;
    Site same = g.byBlock.get(site.block().block());
    if (same != null) {
      ref.resolve(same.instruction());
      return;
    }
    Site t = g.nearestBefore(site.order());
    String rule = Messages.ruleNearestPreceding();
    if (t == null) {
      t = g.first();
      rule = Messages.ruleFirst();
    }
    bind(ref, t, g.sites.size(), scope.description, rule, path.toString());
  }

  /** A queue's reference to an instruction of a function: the first function that has it. */
  private boolean resolveOutside(NameRef<Instruction> ref) {
    for (Scope f : outer) {
      Object entry = f.instruction(ref.name());
      if (entry instanceof Site t) {
        ref.resolve(t.instruction());
        return true;
      }
      if (entry instanceof Group g) {
        bind(ref, g.first(), g.sites.size(), f.description, Messages.ruleFirst(), path.toString());
        return true;
      }
    }
    return false;
  }

  private CodedMessage missing(InstructionRef kind, String name) {
    CodedMessage message =
        switch (kind) {
          case DEPENDENCY -> Messages.unknownDependency(name, scope.description);
          case LOOP_CARRIED -> Messages.unknownLoopCarriedDependency(name, scope.description);
          case UNROLL -> Messages.unknownUnrolledDependency(name, scope.description);
          case OTHER -> Messages.instructionNotFound(name, scope.description);
        };
    return withNamelessCandidate(message, name);
  }

  /** A reference that does not bind, and the nameless loop it may mean (named by its axis). */
  private CodedMessage withNamelessCandidate(CodedMessage message, String name) {
    Site loop = scope.namelessLoop(name);
    return loop == null
        ? message
        : message.append(
            Messages.onlyCandidateNameless(loop.instruction().opcode(), loop.pointer(), name));
  }

  void bind(
      NameRef<Instruction> ref, Site t, int count, String where, String rule, String pointer) {
    ref.resolve(t.instruction());
    problems.warn(
        DiagnosticCode.BIRJ_W0511,
        Messages.boundToOneOf(ref.name(), count, where, t.pointer(), rule),
        pointer,
        ref.position());
  }

  /**
   * A wait's source: an instruction of the scope, else a DMA block of the module's queues. Where
   * the name repeats in the scope: the instance before the waiter in its own block, else the
   * nearest earlier instance in document order, else (none precedes it) the first.
   */
  void wait(SyncInfo.Wait w, int index) {
    NameRef<Instruction> ref = w.from();
    if (ref == null) {
      return;
    }
    path.key(Keys.SYNC_INFO).key(Keys.ON_WAIT).index(index).key(Keys.FROM);
    String name = ref.name();
    Object entry = scope.instruction(name);
    if (entry == null) {
      Object block = module.dmaBlock(name);
      if (block == null) {
        ref.resolve(null);
        problems.error(
            withNamelessCandidate(Messages.waitSourceNotFound(name, scope.description), name),
            path.toString(),
            ref.position());
      } else if (block instanceof Site t) {
        ref.resolve(t.instruction());
      } else {
        Group g = (Group) block;
        bind(
            ref,
            g.first(),
            g.sites.size(),
            ModuleTables.QUEUES_SCOPE,
            Messages.ruleFirst(),
            path.toString());
      }
    } else if (entry instanceof Site t) {
      ref.resolve(t.instruction());
    } else {
      // The real-dump checker's rule (docs/wire/checks.md, "Repeated names"): the instance
      // before the wait in its own block, else the nearest earlier one; none earlier: the first.
      Group g = (Group) entry;
      Site same = g.byBlock.get(site.block().block());
      Site before = g.nearestBefore(site.order());
      if (same != null && same == before) {
        ref.resolve(same.instruction());
      } else if (before != null) {
        bind(
            ref,
            before,
            g.sites.size(),
            scope.description,
            Messages.ruleNearestPreceding(),
            path.toString());
      } else {
        bind(
            ref,
            g.first(),
            g.sites.size(),
            scope.description,
            Messages.ruleNoneBefore(),
            path.toString());
      }
    }
    path.truncate(0);
  }
}
