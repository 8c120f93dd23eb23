package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.api.error.BirException;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Dependency;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Problems;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The checker works on any module: built, edited, renamed, checked again. */
class ModelEditTest {
  private static Instruction dependingOn(String name, NameRef<Instruction> target) {
    Instruction i = inst(name);
    i.setDependencies(new ArrayList<>(List.of(Dependency.flow(target))));
    return i;
  }

  @Test
  void aRenamedTargetIsWhatTheNameRefNowReports() {
    Instruction a = inst("a");
    NameRef<Instruction> target = ref("a");
    Module m = module(function("main", block("b", a, dependingOn("c", target))));
    check(m);

    a.setName("a_renamed");

    assertEquals("a_renamed", target.name());
    assertEquals("a", target.writtenName());
    assertEquals(List.of(), check(m));
    assertSame(a, target.target());
  }

  @Test
  void aRenamedRegisterStaysResolvedThroughTheRename() {
    var f = function("main");
    Register r = new Register("r0");
    allocate(f, r);
    RegisterAccess op = new RegisterAccess();
    NameRef<Register> regref = ref("r0");
    op.setRegref(regref);
    Instruction i = inst("c");
    i.ins().add(op);
    f.blocks().add(block("b", i));
    Module m = module(f);
    check(m);

    r.setName("r_live");

    assertEquals(List.of(), check(m));
    assertEquals("r_live", regref.name());
  }

  @Test
  void aReferenceBoundInMemoryToAnObjectNoLongerInTheModuleIsReportedAndUnbound() {
    Instruction removed = inst("gone");
    NameRef<Instruction> target = NameRef.to(removed);
    Module m = module(function("main", block("b", dependingOn("c", target))));

    assertEquals(
        "Unknown dependency: no instruction \"gone\" in function \"main\"",
        only(check(m)).message());
    assertNull(target.target());
  }

  @Test
  void checkingTwiceGivesTheSameFindings() {
    Module m =
        module(function("main", block("b", dependingOn("c", ref("x"))), placed(block("e"), 1, 1)));

    assertEquals(check(m), check(m));
  }

  @Test
  void aThrowingCollectorStopsAtTheFirstErrorWithItsPointerAndPosition() {
    Module m =
        module(
            function(
                "main", block("b", dependingOn("c", ref("x", 3, 9)), dependingOn("d", ref("y")))));

    BirException e =
        assertThrows(
            BirException.class,
            () -> new ModelChecker(OpcodeCatalog.EMPTY).check(m, Problems.throwing()));

    assertEquals(
        List.of(
            "Unknown dependency: no instruction \"x\" in function \"main\"",
            "/functions/0/blocks/0/instructions/0/dependencies/0",
            3L,
            9L),
        List.of(e.reason(), e.pointer(), e.line(), e.column()));
  }

  @Test
  void aCollectorStopsAtItsErrorLimit() {
    Module m =
        module(
            function(
                "main",
                block(
                    "b",
                    dependingOn("c", ref("x")),
                    dependingOn("d", ref("y")),
                    dependingOn("e", ref("z")))));
    Problems p = Problems.collecting(2);

    assertThrows(
        Problems.LimitReached.class, () -> new ModelChecker(OpcodeCatalog.EMPTY).check(m, p));
    assertEquals(2, p.errorCount());
  }
}
