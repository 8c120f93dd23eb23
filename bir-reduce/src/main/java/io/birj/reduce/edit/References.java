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

  /** The names of the loop axes {@code m} holds. */
  public static Set<String> axisNames(Module m) {
    Set<String> out = new java.util.HashSet<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i) {
            if (i instanceof Loop l && l.axis() != null) {
              out.add(l.axis().name());
            } else if (i instanceof DynamicForLoop d && d.axis() != null) {
              out.add(d.axis().name());
            }
          }

          @Override
          public boolean visitsContent() {
            return false;
          }
        });
    return out;
  }

  /**
   * Removes every reference to an object {@code m} no longer holds; {@code axesBefore} are the axis
   * names it held before the removal, so what names a removed axis in an expression goes too (an
   * access pattern, an immediate, a predicate, an order).
   */
  public static void dropDangling(Module m, Set<String> axesBefore) {
    Set<String> goneAxes = new java.util.HashSet<>(axesBefore);
    goneAxes.removeAll(axisNames(m));
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
      removeOperands(i.ins(), live, goneAxes);
      removeOperands(i.indirectionIns(), live, goneAxes);
      removeOperands(i.outs(), live, goneAxes);
      if (!goneAxes.isEmpty()) {
        if (i.predicates() != null) {
          i.predicates().removeIf(p -> names(p.expr(), goneAxes));
        }
        if (i.order() != null && i.order().stream().anyMatch(e -> names(e, goneAxes))) {
          i.setOrder(null);
        }
      }
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
    if (m.callToPhysicalMemlocs() != null) {
      m.callToPhysicalMemlocs()
          .removeIf(
              c ->
                  dead(c.call(), live)
                      || c.memoryLocations().stream().anyMatch(r -> dead(r, live)));
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

  private static void removeOperands(List<Operand> ops, Set<Object> live, Set<String> goneAxes) {
    if (ops != null) {
      ops.removeIf(o -> refersToDead(o, live) || namesGoneAxis(o, goneAxes));
    }
  }

  private static boolean namesGoneAxis(Operand o, Set<String> goneAxes) {
    if (goneAxes.isEmpty()) {
      return false;
    }
    if (o instanceof io.birj.api.model.SymbolicAp s && s.addrs() != null) {
      return s.addrs().stream().anyMatch(e -> names(e, goneAxes));
    }
    return o instanceof io.birj.api.model.SymbolicImmValue v && names(v.expr(), goneAxes);
  }

  private static boolean names(io.birj.api.expr.QuasiAffineExpr e, Set<String> goneAxes) {
    if (e == null) {
      return false;
    }
    for (String a : e.axes()) {
      if (goneAxes.contains(a)) {
        return true;
      }
    }
    return false;
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
