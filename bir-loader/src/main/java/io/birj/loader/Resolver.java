package io.birj.loader;

import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockEntry;
import io.birj.api.model.Dependency;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.MemLocAliases;
import io.birj.api.model.Module;
import io.birj.api.model.NameRef;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SyncInfo;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pass 2 of the loader: resolves every name pass 1 recorded (seed 004's two-pass load): loop axes
 * through the enclosing loop nest, registers, memory locations and sets, dependencies and sync
 * waits (instructions, forward references included), branch targets (blocks) and queues (the
 * module's). Every unresolved name is one error at the name's pointer and position.
 */
final class Resolver {
  private final Module module;
  private final Map<Function, DocumentParser.Scope> scopes;
  private final Problems problems;
  private final Set<String> queues;

  Resolver(Module module, Map<Function, DocumentParser.Scope> scopes, Problems problems) {
    this.module = module;
    this.scopes = scopes;
    this.problems = problems;
    this.queues = module.queues() == null ? null : new HashSet<>(module.queueNames());
  }

  void run() {
    List<Function> functions = module.functions();
    for (int fi = 0; fi < functions.size(); fi++) {
      Function f = functions.get(fi);
      DocumentParser.Scope s = scopes.get(f);
      if (s == null) {
        continue;
      }
      for (DocumentParser.Pending a : s.axes) {
        if (!declared(a.name(), a.nest())) {
          error(
              "unknown loop axis \"" + a.name() + "\": no enclosing loop declares it",
              a.pointer(),
              a.position());
        }
      }
      for (DocumentParser.Pending r : s.registerUses) {
        if (!s.registers.containsKey(r.name())) {
          error("unknown register \"" + r.name() + "\"", r.pointer(), r.position());
        }
      }
      for (DocumentParser.Pending b : s.branches) {
        if (!s.blocks.containsKey(b.name())) {
          error("unknown block \"" + b.name() + "\" (branch target)", b.pointer(), b.position());
        }
      }
      aliases(f, s);
      Ptr fb = new Ptr(new Ptr(new Ptr(null, "functions"), fi), "blocks");
      List<BasicBlock> blocks = f.blocks();
      for (int bi = 0; bi < blocks.size(); bi++) {
        block(blocks.get(bi), new Ptr(fb, bi), s);
      }
    }
  }

  private static boolean declared(String axis, Loop[] nest) {
    for (Loop l : nest) {
      LoopAxis a = l.axis();
      if (a != null && a.name().equals(axis)) {
        return true;
      }
    }
    return false;
  }

  private void aliases(Function f, DocumentParser.Scope s) {
    MemLocAliases t = f.memLocAliases();
    if (t == null || t.shape() == MemLocAliases.Shape.UNKNOWN) {
      return;
    }
    for (MemLocAliases.Alias a : t.aliases()) {
      checkAliasName(a.srcSet(), s.memSets.keySet(), "memory-location set", s);
      checkAliasName(a.srcMemLoc(), s.memLocs.keySet(), "memory location", s);
      checkAliasName(a.destSet(), s.memSets.keySet(), "memory-location set", s);
      checkAliasName(a.destMemLoc(), s.memLocs.keySet(), "memory location", s);
    }
  }

  private void checkAliasName(String name, Set<String> known, String what, DocumentParser.Scope s) {
    if (name != null && !known.contains(name)) {
      error(
          "unknown " + what + " \"" + name + "\" in memloc_aliases",
          s.aliasesPointer,
          s.aliasesPosition);
    }
  }

  /**
   * A JSON Pointer made into a string only when an error needs it: resolution visits every operand,
   * and a string for each would cost more than the resolution itself.
   */
  private record Ptr(Ptr parent, Object segment) {
    Ptr child(Object segment) {
      return new Ptr(this, segment);
    }

    @Override
    public String toString() {
      return (parent == null ? "" : parent.toString()) + "/" + segment;
    }
  }

  private void block(BasicBlock b, Ptr bp, DocumentParser.Scope s) {
    List<BlockEntry> entries = b.entries();
    Ptr instructions = bp.child("instructions");
    for (int ei = 0; ei < entries.size(); ei++) {
      Ptr ep = instructions.child(ei);
      BlockEntry e = entries.get(ei);
      if (e instanceof Loop loop) {
        Ptr lb = ep.child("blocks");
        for (int bi = 0; bi < loop.blocks().size(); bi++) {
          block(loop.blocks().get(bi), lb.child(bi), s);
        }
      } else {
        instruction((Instruction) e, ep, s);
      }
    }
  }

  private void instruction(Instruction inst, Ptr ip, DocumentParser.Scope s) {
    operands(inst.ins(), ip, "ins", s);
    operands(inst.outs(), ip, "outs", s);
    dependencies(inst.dependencies(), ip, "dependencies", s);
    dependencies(inst.unrollDependencies(), ip, "unroll_dependencies", s);
    dependencies(inst.loopCarriedDependencies(), ip, "loop_carried_dependencies", s);
    NameRef<String> q = inst.queue();
    if (q != null) {
      if (queues != null && !queues.contains(q.name())) {
        error(
            "unknown queue \""
                + q.name()
                + "\" (not among the module's "
                + module.queuesKey()
                + ")",
            ip.child("queue").toString(),
            q.position());
      } else {
        q.resolve(q.name());
      }
    }
    SyncInfo sync = inst.syncInfo();
    if (sync != null && sync.onWait() != null) {
      for (int i = 0; i < sync.onWait().size(); i++) {
        NameRef<Instruction> from = sync.onWait().get(i).from();
        if (from != null) {
          resolve(
              from,
              s.instructions,
              "instruction",
              ip.child("sync_info").child("on_wait").child(i).child("from"));
        }
      }
    }
  }

  private void operands(List<Operand> ops, Ptr ip, String key, DocumentParser.Scope s) {
    if (ops == null) {
      return;
    }
    for (int i = 0; i < ops.size(); i++) {
      Operand op = ops.get(i);
      if (op instanceof ApOperand a && a.memsetref() != null) {
        resolve(a.memsetref(), s.memSets, "memory-location set", ip, key, i, "memsetref");
      }
      if (op instanceof PhysicalAp a && a.memref() != null) {
        resolve(a.memref(), s.memLocs, "memory location", ip, key, i, "memref");
      }
      if (op instanceof RegisterAp a && a.regref() != null) {
        resolve(a.regref(), s.registers, "register", ip, key, i, "regref");
      }
      if (op instanceof RegisterAccess a && a.regref() != null) {
        resolve(a.regref(), s.registers, "register", ip, key, i, "regref");
      }
    }
  }

  private void dependencies(List<Dependency> deps, Ptr ip, String key, DocumentParser.Scope s) {
    if (deps == null) {
      return;
    }
    for (int i = 0; i < deps.size(); i++) {
      Dependency d = deps.get(i);
      if (d instanceof Dependency.Named n) {
        resolve(n.target(), s.instructions, "instruction", ip, key, i, null);
      } else if (d instanceof Dependency.Predicated pd) {
        resolve(pd.target(), s.instructions, "instruction", ip, key, i, "name");
      }
    }
  }

  /** Resolves {@code ref}; on failure the error's pointer is {@code ip/key/index[/leaf]}. */
  private <T> void resolve(
      NameRef<T> ref,
      Map<String, ? extends T> names,
      String what,
      Ptr ip,
      String key,
      int index,
      String leaf) {
    T target = names.get(ref.name());
    if (target != null) {
      ref.resolve(target);
      return;
    }
    Ptr at = ip.child(key).child(index);
    error(
        "unknown " + what + " \"" + ref.name() + "\"",
        (leaf == null ? at : at.child(leaf)).toString(),
        ref.position());
  }

  private <T> void resolve(NameRef<T> ref, Map<String, ? extends T> names, String what, Ptr ptr) {
    T target = names.get(ref.name());
    if (target == null) {
      error("unknown " + what + " \"" + ref.name() + "\"", ptr.toString(), ref.position());
    } else {
      ref.resolve(target);
    }
  }

  private void error(String message, String pointer, long position) {
    problems.error(ParseState.errorAt(message, pointer, position));
  }
}
