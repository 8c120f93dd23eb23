package io.birj.reduce.edit;

import io.birj.api.model.Allocation;
import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * After a removal, removes what refers to what was removed, so the model reads as before: edges and
 * waits on a removed instruction, a loop nest's removed axes, operands of a removed memory location
 * or register, incoming values from a removed block, aliases of a removed location. A reference
 * that did not resolve before (a dangling name the document already had) is left as it is: it may
 * be what makes the document interesting.
 */
public final class References {
  private References() {}

  /** Removes every reference to an object {@code m} no longer holds. */
  public static void dropDangling(Module m) {
    Set<Object> live = Collections.newSetFromMap(new IdentityHashMap<>());
    List<Instruction> instructions = new ArrayList<>();
    List<BasicBlock> blocks = new ArrayList<>();
    live.addAll(m.functions());
    if (m.nkiFunctions() != null) {
      live.addAll(m.nkiFunctions());
    }
    if (m.queues() != null) {
      live.addAll(m.queues());
    }
    for (Function f : functions(m)) {
      if (f.allocations() != null) {
        for (Allocation a : f.allocations()) {
          live.add(a);
          if (a instanceof MemoryLocationSet s && s.memoryLocations() != null) {
            live.addAll(s.memoryLocations());
          }
        }
      }
    }
    ModelWalker.Visitor structure =
        new ModelWalker.Visitor() {
          @Override
          public void block(DocPointer at, BasicBlock b) {
            live.add(b);
            blocks.add(b);
          }

          @Override
          public void instruction(DocPointer at, Instruction i) {
            live.add(i);
            instructions.add(i);
            if (i instanceof Loop l && l.axis() != null) {
              live.add(l.axis());
            } else if (i instanceof DynamicForLoop d && d.axis() != null) {
              live.add(d.axis());
            }
          }

          @Override
          public boolean visitsContent() {
            return false;
          }
        };
    ModelWalker.walk(m, structure);
    for (Instruction i : instructions) {
      if (i.dependencies() != null) {
        i.dependencies().removeIf(d -> dead(d.target(), live));
      }
      if (i.loopCarriedDependencies() != null) {
        i.loopCarriedDependencies().removeIf(d -> dead(d.target(), live));
      }
      if (i.unrollDependencies() != null) {
        i.unrollDependencies().removeIf(d -> dead(d.target(), live));
      }
      if (i.syncInfo() != null && i.syncInfo().onWait() != null) {
        i.syncInfo().onWait().removeIf(w -> dead(w.from(), live));
      }
      if (i.loopnest() != null) {
        i.loopnest().removeIf(a -> dead(a, live));
      }
      if (dead(i.queue(), live)) {
        i.setQueue(null);
      }
      removeOperands(i.ins(), live);
      removeOperands(i.indirectionIns(), live);
      removeOperands(i.outs(), live);
    }
    for (BasicBlock b : blocks) {
      if (b.arguments() != null) {
        for (BlockArgument arg : b.arguments()) {
          if (arg.incomingValues() != null) {
            arg.incomingValues().removeIf(v -> dead(v.predecessor(), live));
          }
        }
      }
    }
    for (Object o : new ArrayList<>(live)) {
      if (o instanceof MemoryLocation ml) {
        if (ml.aliases() != null) {
          ml.aliases().removeIf(a -> dead(a.dest(), live) || dead(a.destSet(), live));
        }
        if (dead(ml.pointerRefMemloc(), live)) {
          ml.setPointerRefMemloc(null);
        }
      }
    }
  }

  /** The functions and NKI functions of {@code m}. */
  public static List<Function> functions(Module m) {
    List<Function> out = new ArrayList<>(m.functions());
    if (m.nkiFunctions() != null) {
      out.addAll(m.nkiFunctions());
    }
    return out;
  }

  private static void removeOperands(List<Operand> ops, Set<Object> live) {
    if (ops != null) {
      ops.removeIf(o -> refersToDead(o, live));
    }
  }

  private static boolean refersToDead(Operand o, Set<Object> live) {
    if (o instanceof ApOperand ap && (dead(ap.memref(), live) || dead(ap.memsetref(), live))) {
      return true;
    }
    if (o instanceof PhysicalAp p && dead(p.memrefOwnerFunc(), live)) {
      return true;
    }
    if (o instanceof RegisterAp r
        && (dead(r.regref(), live)
            || dead(r.regApOffset(), live)
            || dead(r.regSubTensorId(), live))) {
      return true;
    }
    return o instanceof RegisterAccess r && dead(r.regref(), live);
  }

  private static boolean dead(NameRef<?> ref, Set<Object> live) {
    return ref != null && ref.target() != null && !live.contains(ref.target());
  }
}
