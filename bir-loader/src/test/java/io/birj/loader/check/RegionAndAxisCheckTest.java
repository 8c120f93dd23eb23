package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Axis;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.DynamicForLoopAxis;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Register;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.name.NameRef;
import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Structured regions, loop axes in expressions and {@code loopnest}, registers in expressions. */
class RegionAndAxisCheckTest {
  private final Module m = new Module();
  private final PelicanContext pc = m.pelican();

  private QuasiAffineExpr iv(String axis) {
    return QuasiAffineExpr.of(pc.affine(pc.affineIV(axis)));
  }

  private QuasiAffineExpr ivAt(String axis, int line, int column) {
    return PositionedExpr.at(m, pc.affine(pc.affineIV(axis)), line, column);
  }

  private static Instruction reading(QuasiAffineExpr addr) {
    return reading("c", addr);
  }

  private static Instruction reading(String name, QuasiAffineExpr addr) {
    SymbolicAp ap = new SymbolicAp();
    ap.setAddrs(new ArrayList<>(List.of(addr)));
    Instruction i = inst(name);
    i.ins().add(ap);
    return i;
  }

  @Test
  void anAxisNoEnclosingLoopDeclaresIsUnknownLoopAxisAtTheExpression() {
    m.functions()
        .add(
            function(
                "main", block("b", loop("l", "i", block("body", reading(ivAt("j", 31, 17)))))));

    assertError(
        only(check(m)),
        "unknown loop axis \"j\": no enclosing loop declares it",
        "/functions/0/blocks/0/instructions/0/blocks/0/instructions/0/ins/0/addrs/0",
        31,
        17);
  }

  @Test
  void theAxesOfEveryEnclosingLoopAreKnown() {
    QuasiAffineExpr both =
        QuasiAffineExpr.of(pc.sum(pc.affine(pc.affineIV("i")), pc.affine(pc.affineIV("j"))));
    m.functions()
        .add(
            function(
                "main",
                block(
                    "b",
                    loop(
                        "outer",
                        "i",
                        block("ob", loop("inner", "j", block("ib", reading(both))))))));

    assertEquals(List.of(), check(m));
  }

  @Test
  void anAxisOfALoopThatDoesNotEncloseTheInstructionIsUnknown() {
    m.functions()
        .add(
            function(
                "main", block("b", loop("l", "i", block("body", inst("x"))), reading(iv("i")))));

    assertEquals(
        "unknown loop axis \"i\": no enclosing loop declares it", only(check(m)).message());
  }

  @Test
  void aDynamicForLoopAxisIsKnownInItsBody() {
    Function f = function("main");
    allocate(f, new Register("n"));
    DynamicForLoop d = new DynamicForLoop("dl");
    d.setAxis(new DynamicForLoopAxis("t"));
    d.setLb(QuasiAffineExpr.of(pc.constant(0)));
    d.setUb(QuasiAffineExpr.of(pc.affine(pc.intRuntimeValue("n"))));
    d.setStride(QuasiAffineExpr.of(pc.constant(1)));
    d.blocks().add(block("body", reading(iv("t"))));
    f.blocks().add(block("b", d));
    m.functions().add(f);

    assertEquals(List.of(), check(m));
  }

  @Test
  void aLoopsBoundsDoNotSeeItsOwnAxis() {
    DynamicForLoop d = new DynamicForLoop("dl");
    d.setAxis(new DynamicForLoopAxis("t"));
    d.setLb(QuasiAffineExpr.of(pc.constant(0)));
    d.setUb(iv("t"));
    d.setStride(QuasiAffineExpr.of(pc.constant(1)));
    d.blocks().add(block("body", inst("x")));
    m.functions().add(function("main", block("b", d)));

    assertEquals("/functions/0/blocks/0/instructions/0/ub", only(check(m)).pointer());
  }

  @Test
  void aDynamicForLoopWithoutAxisOrBoundsIsAnError() {
    DynamicForLoop d = placed(new DynamicForLoop("dl"), 44, 9);
    d.setLb(QuasiAffineExpr.of(pc.constant(0)));
    d.blocks().add(block("body", inst("x")));
    m.functions().add(function("main", block("b", d)));

    assertError(
        only(check(m)),
        "a DynamicForLoop needs DynamicForLoopAxis, lb, ub and stride; missing DynamicForLoopAxis,"
            + " ub, stride",
        "/functions/0/blocks/0/instructions/0",
        44,
        9);
  }

  @Test
  void aLoopWithoutLoopAxisIsAnError() {
    Loop l = placed(new Loop("l", null), 3, 3);
    l.blocks().add(block("body", inst("x")));
    m.functions().add(function("main", block("b", l)));

    assertError(
        only(check(m)),
        "missing required key \"LoopAxis\" in a Loop",
        "/functions/0/blocks/0/instructions/0",
        3,
        3);
  }

  @Test
  void aDoWhileWithoutConditionIsDoWhileInstructionMissingLoopCondition() {
    DoWhile w = placed(new DoWhile("w"), 60, 1);
    w.blocks().add(block("body", inst("x")));
    m.functions().add(function("main", block("b", w)));

    assertError(
        only(check(m)),
        "DoWhile instruction missing loop condition",
        "/functions/0/blocks/0/instructions/0",
        60,
        1);
  }

  @Test
  void aDoWhileConditionIsCheckedLikeAnyExpression() {
    DoWhile w = new DoWhile("w");
    w.setCond(QuasiAffineExpr.of(pc.affine(pc.intRuntimeValue("flag"))));
    w.blocks().add(block("body", inst("x")));
    m.functions().add(function("main", block("b", w)));

    assertError(
        only(check(m)),
        "Register with name flag not found in function \"main\"",
        "/functions/0/blocks/0/instructions/0/cond",
        0,
        0);
  }

  @Test
  void aRegisterInAnExpressionMustExistInTheFunction() {
    Function f = function("main");
    allocate(f, new Register("r0"));
    SymbolicImmValue v = new SymbolicImmValue();
    v.setExpr(
        QuasiAffineExpr.of(
            pc.sum(pc.affine(pc.intRuntimeValue("r0")), pc.affine(pc.intRuntimeValue("r1")))));
    Instruction i = inst("c");
    i.ins().add(v);
    f.blocks().add(block("b", i));
    m.functions().add(f);

    assertError(
        only(check(m)),
        "Register with name r1 not found in function \"main\"",
        "/functions/0/blocks/0/instructions/0/ins/0/expr",
        0,
        0);
  }

  @Test
  void predicatesOrderAndTheQueueExpressionAreChecked() {
    Instruction i = inst("c");
    i.setPredicates(new ArrayList<>(List.of(new AffinePredicate(iv("p"), "GE"))));
    i.setOrder(new ArrayList<>(List.of(iv("o"))));
    i.setQueueExpr(iv("q"));
    m.functions().add(function("main", block("b", i)));

    String at = "/functions/0/blocks/0/instructions/0";
    assertEquals(
        List.of(at + "/queue", at + "/predicates/0/expr", at + "/order/0"),
        check(m).stream().map(d -> d.pointer()).toList());
  }

  @Test
  void anIndirectDimMaxIndexBelowOneIsAnError() {
    PhysicalAp ap = new PhysicalAp();
    DynamicApInfo info = placed(new DynamicApInfo(), 8, 16);
    info.setIndirectDimMaxIndex(0L);
    ap.setDynamicApInfo(info);
    Instruction i = inst("c");
    i.ins().add(ap);
    m.functions().add(function("main", block("b", i)));

    assertError(
        only(check(m)),
        "DynamicAPINFO::IndirectDimMaxIndex must be > 0, found 0",
        "/functions/0/blocks/0/instructions/0/ins/0/dynamic_ap_info/indirect_dim_max_index",
        8,
        16);
  }

  @Test
  void theOffsetExpressionOfDynamicApInfoIsChecked() {
    PhysicalAp ap = new PhysicalAp();
    DynamicApInfo info = new DynamicApInfo();
    info.setIndirectDimMaxIndex(4L);
    info.setOffsetExpr(QuasiAffineExpr.of(pc.affine(pc.intRuntimeValue("idx"))));
    ap.setDynamicApInfo(info);
    Instruction i = inst("c");
    i.outs().add(ap);
    m.functions().add(function("main", block("b", i)));

    assertEquals(
        "/functions/0/blocks/0/instructions/0/outs/0/dynamic_ap_info/offset_expr",
        only(check(m)).pointer());
  }

  @Test
  void loopnestNamesResolveToTheEnclosingAxes() {
    Loop outer = loop("outer", "i", block("ob"));
    Loop inner = loop("inner", "j", block("ib"));
    Instruction x = inst("x");
    NameRef<Axis> ni = ref("i");
    NameRef<Axis> nj = ref("j");
    x.setLoopnest(new ArrayList<>(List.of(ni, nj)));
    inner.blocks().get(0).instructions().add(x);
    outer.blocks().get(0).instructions().add(inner);
    m.functions().add(function("main", block("b", outer)));

    assertEquals(List.of(), check(m));
    assertSame(outer.axis(), ni.target());
    assertSame(inner.axis(), nj.target());
  }

  @Test
  void aLoopnestNameNoEnclosingLoopDeclaresIsUnknownLoopAxis() {
    Instruction x = inst("x");
    NameRef<Axis> k = ref("k", 19, 2);
    x.setLoopnest(new ArrayList<>(List.of(ref("i"), k)));
    m.functions().add(function("main", block("b", loop("l", "i", block("body", x)))));

    assertError(
        only(check(m)),
        "unknown loop axis \"k\": no enclosing loop declares it",
        "/functions/0/blocks/0/instructions/0/blocks/0/instructions/0/loopnest/1",
        19,
        2);
    assertNull(k.target());
  }

  @Test
  void aSharedExpressionIsReportedAtEachOccurrence() {
    // Hash-consing shares the node; its facts are computed once, but each use is checked.
    QuasiAffineExpr e = iv("z");
    m.functions().add(function("main", block("b", reading("c0", e), reading("c1", e))));

    assertEquals(2, check(m).size());
  }
}
