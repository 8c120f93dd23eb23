package io.birj.reduce.redact;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.SymbolicIdx;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Every name a model gives (functions, blocks, instructions, memory locations and their sets,
 * registers, queues, loop axes, block arguments) and every name its expressions hold (an axis, a
 * register, a symbol), each with the kind it was first met as, in document order; and the pointers
 * of every expression, where the strings a codec writes (kind tags) are its vocabulary.
 */
final class Names implements ModelWalker.Visitor {
  /** The prefix of an opaque name: what the name was first met as. */
  enum Kind {
    FUNCTION("f"),
    BLOCK("b"),
    INSTRUCTION("i"),
    MEMORY_LOCATION("m"),
    MEMORY_LOCATION_SET("s"),
    REGISTER("r"),
    QUEUE("q"),
    AXIS("a"),
    BLOCK_ARGUMENT("v"),
    SYMBOL("x");

    final String prefix;

    Kind(String prefix) {
      this.prefix = prefix;
    }
  }

  final Map<String, Kind> names = new LinkedHashMap<>();
  final Set<String> exprPointers = new HashSet<>();

  static Names of(Module m) {
    Names n = new Names();
    ModelWalker.walk(m, n);
    return n;
  }

  private void add(String name, Kind kind) {
    if (name != null) {
      names.putIfAbsent(name, kind);
    }
  }

  @Override
  public void function(DocPointer at, Function f) {
    named(f);
  }

  @Override
  public void nkiFunction(DocPointer at, Function f) {
    named(f);
  }

  private void named(Function f) {
    add(f.name(), Kind.FUNCTION);
    if (f.allocations() == null) {
      return;
    }
    for (Allocation a : f.allocations()) {
      if (a instanceof MemoryLocationSet s) {
        add(s.name(), Kind.MEMORY_LOCATION_SET);
        if (s.memoryLocations() != null) {
          s.memoryLocations().forEach(ml -> add(ml.name(), Kind.MEMORY_LOCATION));
        }
      } else if (a instanceof MemoryLocation ml) {
        add(ml.name(), Kind.MEMORY_LOCATION);
      } else if (a instanceof Register r) {
        add(r.name(), Kind.REGISTER);
      }
    }
  }

  @Override
  public void queue(DocPointer at, DmaQueue q) {
    add(q.name(), Kind.QUEUE);
  }

  @Override
  public void block(DocPointer at, BasicBlock b) {
    add(b.name(), Kind.BLOCK);
    if (b.arguments() != null) {
      for (BlockArgument arg : b.arguments()) {
        add(arg.name(), Kind.BLOCK_ARGUMENT);
      }
    }
  }

  @Override
  public void instruction(DocPointer at, Instruction i) {
    add(i.name(), Kind.INSTRUCTION);
    if (i instanceof Loop l && l.axis() != null) {
      add(l.axis().name(), Kind.AXIS);
    } else if (i instanceof DynamicForLoop d && d.axis() != null) {
      add(d.axis().name(), Kind.AXIS);
    }
  }

  @Override
  public void expr(DocPointer at, QuasiAffineExpr e) {
    exprPointers.add(at.toString());
    ArrayDeque<Expr> todo = new ArrayDeque<>();
    Set<Expr> seen = new HashSet<>();
    todo.push(e.expr());
    while (!todo.isEmpty()) {
      Expr x = todo.pop();
      if (!seen.add(x)) {
        continue;
      }
      if (x instanceof AffineIV iv) {
        add(iv.axis(), Kind.AXIS);
      } else if (x instanceof IntRuntimeValue r) {
        add(r.register(), Kind.REGISTER);
      } else if (x instanceof SymbolicIdx s) {
        add(s.name(), Kind.SYMBOL);
      }
      for (Expr c : x.children()) {
        todo.push(c);
      }
    }
  }
}
