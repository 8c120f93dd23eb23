package io.birj.reduce.delta;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.ModelObject;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCMod;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.Sum;
import io.birj.reduce.edit.AxisValue;
import io.birj.reduce.edit.References;
import java.util.ArrayList;
import java.util.List;

/**
 * One granularity of the reducer: the things of a model it can remove, numbered in document order,
 * and their removal. A removal never leaves a reference to what it removed ({@link References}).
 */
enum Pass {
  FUNCTIONS("functions") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      for (Function f : m.functions()) {
        out.add(() -> m.functions().remove(f));
      }
      if (m.nkiFunctions() != null) {
        for (Function f : m.nkiFunctions()) {
          out.add(() -> m.nkiFunctions().remove(f));
        }
      }
      return out;
    }
  },
  QUEUES("queues") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      if (m.queues() != null) {
        m.queues().forEach(q -> out.add(() -> m.queues().remove(q)));
      }
      return out;
    }
  },
  BLOCKS("blocks") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      walk(
          m,
          new ModelWalker.Visitor() {
            @Override
            public void block(DocPointer at, BasicBlock b, ModelWalker.Where where) {
              List<BasicBlock> in = where.holder().blocks();
              out.add(() -> removeIdentity(in, b));
            }

            @Override
            public boolean visitsContent() {
              return false;
            }
          });
      return out;
    }
  },
  INSTRUCTIONS("instructions") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      forEachInstruction(m, (i, in) -> out.add(() -> removeIdentity(in, i)));
      return out;
    }
  },
  LOOPS("loops, their bodies hoisted") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      forEachInstruction(
          m,
          (i, in) -> {
            if (i.blocks() != null) {
              out.add(
                  () -> {
                    int at = indexOfIdentity(in, i);
                    if (at < 0) {
                      return;
                    }
                    List<Instruction> body = new ArrayList<>();
                    for (BasicBlock b : i.blocks()) {
                      body.addAll(b.instructions());
                    }
                    // The body runs once, at the axis's first value.
                    if (i instanceof Loop l && l.axis() != null) {
                      AxisValue.substituteIn(m.pelican(), body, l.axis().name(), l.axis().lb());
                    }
                    in.remove(at);
                    in.addAll(at, body);
                  });
            }
          });
      return out;
    }
  },
  DEPENDENCIES("dependencies") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      forEachInstruction(
          m,
          (i, in) -> {
            each(out, i.dependencies());
            each(out, i.loopCarriedDependencies());
            each(out, i.unrollDependencies());
            if (i.syncInfo() != null) {
              each(out, i.syncInfo().onWait());
              each(out, i.syncInfo().onUpdate());
            }
          });
      return out;
    }
  },
  OPERANDS("operands") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      forEachInstruction(
          m,
          (i, in) -> {
            each(out, i.ins());
            each(out, i.indirectionIns());
            each(out, i.outs());
          });
      return out;
    }
  },
  EXPRESSIONS("expressions, each made the constant 0") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      QuasiAffineExpr zero = QuasiAffineExpr.of(m.pelican().constant(0));
      return exprEdits(m, e -> isZero(e) ? null : zero);
    }
  },
  SUBEXPRESSIONS("expressions, one node at a time made a smaller one of its own") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      PelicanContext ctx = m.pelican();
      List<Runnable> out = new ArrayList<>();
      // One edit per node of each expression: the node made smaller, the tree rebuilt around it.
      for (int nth = 0; nth < MAX_NODES_EDITED; nth++) {
        int node = nth;
        List<Runnable> edits =
            exprEdits(
                m,
                e -> {
                  List<Expr> nodes = new ArrayList<>();
                  ExprWalk.postorder(
                      e.expr(),
                      new java.util.HashMap<Expr, Boolean>(),
                      n -> {
                        nodes.add(n);
                        return Boolean.TRUE;
                      });
                  if (node >= nodes.size()) {
                    return null;
                  }
                  Expr target = nodes.get(nodes.size() - 1 - node); // the root first
                  Expr smaller = smaller(ctx, target);
                  return smaller == null
                      ? null
                      : QuasiAffineExpr.of(rebuild(ctx, e.expr(), target, smaller));
                });
        if (edits.isEmpty() && nth > 0) {
          break;
        }
        out.addAll(edits);
      }
      return out;
    }
  },
  ALLOCATIONS("allocations") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      for (Function f : References.functions(m)) {
        if (f.allocations() != null) {
          for (Allocation a : f.allocations()) {
            out.add(() -> removeIdentity(f.allocations(), a));
            if (a instanceof MemoryLocationSet s) {
              each(out, s.memoryLocations());
            }
          }
        }
      }
      return out;
    }
  },
  KEYS("keys") {
    @Override
    List<Runnable> removals(Module m, OpcodeCatalog catalog) {
      List<Runnable> out = new ArrayList<>();
      unknown(out, m);
      for (Function f : References.functions(m)) {
        unknown(out, f);
        if (f.allocations() != null) {
          for (Allocation a : f.allocations()) {
            if (a instanceof ModelObject o) {
              unknown(out, o);
            }
          }
        }
      }
      forEachInstruction(
          m,
          (i, in) -> {
            if (i.debug() != null) {
              out.add(() -> i.setDebug(null));
            }
            // An opcode's keys go all at once (a block it branches to, a function it calls): its
            // fields as a new instruction of the opcode has them, none present.
            if (i.fields() != null
                && !i.fields().presentKeys().isEmpty()
                && catalog.find(i.opcode()) != null) {
              out.add(() -> i.setFields(catalog.newFields(i.opcode())));
            }
            unknown(out, i);
            for (List<Operand> ops : List.of(list(i.ins()), list(i.outs()))) {
              ops.forEach(o -> unknown(out, o));
            }
          });
      return out;
    }
  };

  final String what;

  Pass(String what) {
    this.what = what;
  }

  /** Each removable thing of {@code m}, as the edit that removes it from {@code m}. */
  abstract List<Runnable> removals(Module m, OpcodeCatalog catalog);

  /** The number of removable things of {@code m}. */
  int count(Module m, OpcodeCatalog catalog) {
    return removals(m, catalog).size();
  }

  /** Removes things {@code [from, to)} of {@code m}, and every reference to them. */
  void remove(Module m, OpcodeCatalog catalog, int from, int to) {
    java.util.Set<String> axes = References.axisNames(m);
    List<Runnable> all = removals(m, catalog);
    for (int k = from; k < to && k < all.size(); k++) {
      all.get(k).run();
    }
    References.dropDangling(m, axes);
  }

  /**
   * An edit for every expression of the model's instructions (symbolic addresses, symbolic
   * immediates, predicates, orders) that {@code replace} gives a replacement for.
   */
  private static List<Runnable> exprEdits(
      Module m, java.util.function.UnaryOperator<QuasiAffineExpr> replace) {
    List<Runnable> out = new ArrayList<>();
    forEachInstruction(
        m,
        (i, in) -> {
          for (List<Operand> ops :
              List.of(list(i.ins()), list(i.indirectionIns()), list(i.outs()))) {
            for (Operand o : ops) {
              if (o instanceof SymbolicAp s && s.addrs() != null) {
                for (int k = 0; k < s.addrs().size(); k++) {
                  int at = k;
                  QuasiAffineExpr r = replace.apply(s.addrs().get(k));
                  if (r != null) {
                    out.add(
                        () -> {
                          List<QuasiAffineExpr> addrs = new ArrayList<>(s.addrs());
                          addrs.set(at, r);
                          s.setAddrs(addrs);
                        });
                  }
                }
              } else if (o instanceof SymbolicImmValue v && v.expr() != null) {
                QuasiAffineExpr r = replace.apply(v.expr());
                if (r != null) {
                  out.add(() -> v.setExpr(r));
                }
              }
            }
          }
          for (AffinePredicate p : list(i.predicates())) {
            QuasiAffineExpr r = p.expr() == null ? null : replace.apply(p.expr());
            if (r != null) {
              out.add(() -> p.setExpr(r));
            }
          }
          List<QuasiAffineExpr> order = list(i.order());
          for (int k = 0; k < order.size(); k++) {
            int at = k;
            QuasiAffineExpr r = replace.apply(order.get(k));
            if (r != null) {
              out.add(
                  () -> {
                    List<QuasiAffineExpr> o = new ArrayList<>(i.order());
                    o.set(at, r);
                    i.setOrder(o);
                  });
            }
          }
        });
    return out;
  }

  /** The nodes of one expression the sub-expression pass edits, at the most (the root first). */
  private static final int MAX_NODES_EDITED = 64;

  /**
   * {@code e} with every occurrence of {@code target} (hash-consed: one node) made {@code with}.
   */
  static Expr rebuild(PelicanContext ctx, Expr e, Expr target, Expr with) {
    if (e == target) {
      return with;
    }
    if (e instanceof Sum s) {
      List<Expr> terms = new ArrayList<>(s.terms().size());
      boolean changed = false;
      for (Expr t : s.terms()) {
        Expr r = rebuild(ctx, t, target, with);
        changed |= r != t;
        terms.add(r);
      }
      return changed ? ctx.sum(terms) : e;
    }
    if (e instanceof Mult m) {
      Expr v = rebuild(ctx, m.var(), target, with);
      return v == m.var() ? e : ctx.mult(v, m.scale());
    }
    if (e instanceof FloorDiv d) {
      Expr n = rebuild(ctx, d.numer(), target, with);
      return n == d.numer() ? e : ctx.floorDiv(n, d.denom());
    }
    if (e instanceof Modulo d) {
      Expr n = rebuild(ctx, d.numer(), target, with);
      return n == d.numer() ? e : ctx.modulo(n, d.denom());
    }
    if (e instanceof CCDiv d) {
      Expr n = rebuild(ctx, d.numer(), target, with);
      return n == d.numer() ? e : ctx.ccDiv(n, d.denom(), d.replicaGroupsId());
    }
    if (e instanceof CCMod d) {
      Expr n = rebuild(ctx, d.numer(), target, with);
      return n == d.numer() ? e : ctx.ccMod(n, d.denom(), d.replicaGroupsId());
    }
    return e;
  }

  /**
   * An expression one step smaller than {@code e}, made of its own parts, or {@code null}: a sum
   * without its last term, a division or a scaling without its operator (its operand), an affine
   * form without its last term. Repeated passes shrink it step by step, as llvm-reduce does.
   */
  static Expr smaller(PelicanContext ctx, Expr e) {
    if (e instanceof Sum s && s.terms().size() >= 2) {
      List<Expr> terms = s.terms().subList(0, s.terms().size() - 1);
      return terms.size() == 1 ? terms.get(0) : ctx.sum(terms);
    }
    if (e instanceof FloorDiv d) {
      return d.numer();
    }
    if (e instanceof Modulo d) {
      return d.numer();
    }
    if (e instanceof CCDiv d) {
      return d.numer();
    }
    if (e instanceof CCMod d) {
      return d.numer();
    }
    if (e instanceof Mult m) {
      return m.var();
    }
    if (e instanceof AffineExpr a && a.termCount() > 0) {
      return ctx.affine(a.terms().subList(0, a.termCount() - 1), a.constant());
    }
    return null;
  }

  private static boolean isZero(QuasiAffineExpr e) {
    return e.expr() instanceof AffineExpr a && a.isConstant() && a.constant() == 0;
  }

  private static <T> List<T> list(List<T> l) {
    return l == null ? List.of() : l;
  }

  private static <T> void each(List<Runnable> out, List<T> items) {
    if (items != null) {
      for (T x : items) {
        out.add(() -> removeIdentity(items, x));
      }
    }
  }

  private static void unknown(List<Runnable> out, ModelObject o) {
    if (o.hasUnknownKeys()) {
      for (JsonValue.Member k : o.unknownKeys()) {
        out.add(() -> removeIdentity(o.unknownKeys(), k));
      }
    }
  }

  interface InstructionSite {
    void at(Instruction i, List<Instruction> in);
  }

  private static void forEachInstruction(Module m, InstructionSite site) {
    walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
            site.at(i, where.block().instructions());
          }

          @Override
          public boolean visitsContent() {
            return false;
          }
        });
  }

  private static void walk(Module m, ModelWalker.Visitor v) {
    ModelWalker.walk(m, v);
  }

  static <T> void removeIdentity(List<T> list, T x) {
    int k = indexOfIdentity(list, x);
    if (k >= 0) {
      list.remove(k);
    }
  }

  static <T> int indexOfIdentity(List<T> list, T x) {
    for (int k = 0; k < list.size(); k++) {
      if (list.get(k) == x) {
        return k;
      }
    }
    return -1;
  }
}
