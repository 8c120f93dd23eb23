package io.birj.loader;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockEntry;
import io.birj.api.model.Dependency;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SymbolicPwap;
import java.util.List;

/**
 * Visits a module in document order with the JSON Pointer of each thing visited (the pointer it has
 * in the written document): functions, blocks, loops, instructions, operands and every expression,
 * including those in predicated dependencies and in an opcode's typed keys.
 */
public final class ModelWalker {
  /** What a walk reports; every method is optional. */
  public interface Visitor {
    default void function(String pointer, Function f) {}

    default void block(String pointer, BasicBlock b) {}

    default void loop(String pointer, Loop l) {}

    default void instruction(String pointer, Instruction i) {}

    default void operand(String pointer, Operand op) {}

    default void expr(String pointer, QuasiAffineExpr e) {}
  }

  private ModelWalker() {}

  public static void walk(Module m, Visitor v) {
    List<Function> fs = m.functions();
    for (int fi = 0; fi < fs.size(); fi++) {
      String fp = "/functions/" + fi;
      v.function(fp, fs.get(fi));
      blocks(fs.get(fi).blocks(), fp + "/blocks", v);
    }
  }

  private static void blocks(List<BasicBlock> blocks, String base, Visitor v) {
    for (int bi = 0; bi < blocks.size(); bi++) {
      String bp = base + "/" + bi;
      BasicBlock b = blocks.get(bi);
      v.block(bp, b);
      List<BlockEntry> es = b.entries();
      for (int ei = 0; ei < es.size(); ei++) {
        String ep = bp + "/instructions/" + ei;
        BlockEntry e = es.get(ei);
        if (e instanceof Loop l) {
          v.loop(ep, l);
          blocks(l.blocks(), ep + "/blocks", v);
        } else {
          instruction(ep, (Instruction) e, v);
        }
      }
    }
  }

  private static void instruction(String ip, Instruction inst, Visitor v) {
    v.instruction(ip, inst);
    operands(inst.ins(), ip + "/ins", v);
    operands(inst.outs(), ip + "/outs", v);
    dependencies(inst.dependencies(), ip + "/dependencies", v);
    dependencies(inst.unrollDependencies(), ip + "/unroll_dependencies", v);
    dependencies(inst.loopCarriedDependencies(), ip + "/loop_carried_dependencies", v);
    OpcodeFields f = inst.fields();
    if (f != null) {
      for (String key : f.presentKeys()) {
        fieldValue(f.value(key), ip + "/" + key, v);
      }
    }
  }

  private static void fieldValue(Object value, String ptr, Visitor v) {
    if (value instanceof QuasiAffineExpr q) {
      v.expr(ptr, q);
    } else if (value instanceof List<?> list) {
      for (int i = 0; i < list.size(); i++) {
        fieldValue(list.get(i), ptr + "/" + i, v);
      }
    }
  }

  private static void operands(List<Operand> ops, String base, Visitor v) {
    if (ops == null) {
      return;
    }
    for (int i = 0; i < ops.size(); i++) {
      String op0 = base + "/" + i;
      Operand op = ops.get(i);
      v.operand(op0, op);
      if (op instanceof SymbolicAp a) {
        exprs(a.addrs(), op0 + "/addrs", v);
      } else if (op instanceof SymbolicPwap a && a.pieces() != null) {
        for (int pi = 0; pi < a.pieces().size(); pi++) {
          SymbolicPwap.Piece piece = a.pieces().get(pi);
          String pp = op0 + "/pieces/" + pi;
          predicates(piece.predicates(), pp + "/predicates", v);
          exprs(piece.addrs(), pp + "/addrs", v);
        }
      } else if (op instanceof RegisterAp a && a.regApOffset() != null) {
        v.expr(op0 + "/reg_ap_offset", a.regApOffset());
      } else if (op instanceof SymbolicImmValue a && a.value() != null) {
        v.expr(op0 + "/value", a.value());
      }
    }
  }

  private static void dependencies(List<Dependency> deps, String base, Visitor v) {
    if (deps == null) {
      return;
    }
    for (int i = 0; i < deps.size(); i++) {
      if (deps.get(i) instanceof Dependency.Predicated pd) {
        exprs(pd.exprs(), base + "/" + i + "/exprs", v);
        predicates(pd.predicates(), base + "/" + i + "/predicates", v);
      }
    }
  }

  private static void predicates(List<AffinePredicate> preds, String base, Visitor v) {
    if (preds == null) {
      return;
    }
    for (int i = 0; i < preds.size(); i++) {
      v.expr(base + "/" + i + "/expr", preds.get(i).expr());
    }
  }

  private static void exprs(List<QuasiAffineExpr> list, String base, Visitor v) {
    if (list == null) {
      return;
    }
    for (int i = 0; i < list.size(); i++) {
      v.expr(base + "/" + i, list.get(i));
    }
  }
}
