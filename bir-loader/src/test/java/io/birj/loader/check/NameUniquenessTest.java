package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.error.Diagnostic;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import io.birj.api.position.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Names are unique per container, as in the compiler's NamedObjectContainer. */
class NameUniquenessTest {
  @Test
  void aFunctionNameTwiceInFunctionsIsAnErrorNamingBothPlaces() {
    Module m =
        module(
            placed(function("main", block("b", inst("i"))), 2, 3),
            function("k", block("b", inst("i"))),
            placed(function("main", block("b", inst("i"))), 40, 3));

    assertError(
        only(check(m)),
        "duplicate function name \"main\" in the module's functions (first defined at"
            + " /functions/0, 2:3)",
        "/functions/2",
        40,
        3);
  }

  @Test
  void aDuplicateReadFromABinaryDocumentIsPlacedByByteOffset() {
    Function first = function("main", block("b", inst("i")));
    first.setSourcePosition(SourcePosition.ofOffset(17));
    Function second = function("main", block("b", inst("i")));
    second.setSourcePosition(SourcePosition.ofOffset(950));

    Diagnostic d = only(check(module(first, second)));

    assertEquals(
        List.of(
            "duplicate function name \"main\" in the module's functions (first defined at"
                + " /functions/0, byte 17)",
            "/functions/1",
            0L,
            950L),
        List.of(d.message(), d.pointer(), d.line(), d.offset()));
  }

  @Test
  void nkiFunctionsAreAContainerOfTheirOwn() {
    Module m = module(function("main", block("b", inst("i"))));
    m.setNkiFunctions(new ArrayList<>(List.of(function("main", block("b", inst("i"))))));

    assertEquals(List.of(), check(m));
  }

  @Test
  void aFunctionNameTwiceInNkiFunctionsIsAnError() {
    Module m = module(function("main", block("b", inst("i"))));
    m.setNkiFunctions(
        new ArrayList<>(
            List.of(
                function("kern", block("b", inst("i"))),
                placed(function("kern", block("b", inst("i"))), 9, 1))));

    assertError(
        only(check(m)),
        "duplicate function name \"kern\" in the module's nki_functions (first defined at"
            + " /nki_functions/0)",
        "/nki_functions/1",
        9,
        1);
  }

  @Test
  void aQueueNameTwiceInTheModuleIsAnError() {
    Module m = module(function("main", block("b", inst("i"))));
    m.setQueues(new ArrayList<>(List.of(new DmaQueue("q0"), placed(new DmaQueue("q0"), 7, 5))));

    assertError(
        only(check(m)),
        "duplicate queue name \"q0\" in the module's queues (first defined at /queues/0)",
        "/queues/1",
        7,
        5);
  }

  @Test
  void aStorageNameSharedByASetAndARegisterIsAnError() {
    Function f = function("main", block("b", inst("i")));
    allocate(f, set("t", "Internal"), placed(new Register("t"), 5, 9));

    assertError(
        only(check(module(f))),
        "duplicate register name \"t\" in function \"main\" (first defined at"
            + " /functions/0/allocations/0)",
        "/functions/0/allocations/1",
        5,
        9);
  }

  @Test
  void aMemoryLocationNameTwiceInOneSetIsAnError() {
    Function f = function("main", block("b", inst("i")));
    MemoryLocation second = placed(memoryLocation("m", "SB"), 8, 2);
    allocate(f, set("t", "Internal", memoryLocation("m", "SB"), second));

    assertError(
        only(check(module(f))),
        "duplicate memory location name \"m\" in memory-location set \"t\" (first defined at"
            + " /functions/0/allocations/0/memorylocations/0)",
        "/functions/0/allocations/0/memorylocations/1",
        8,
        2);
  }

  @Test
  void aMemoryLocationNameInTwoSetsIsAllowed() {
    Function f = function("main", block("b", inst("i")));
    allocate(
        f,
        set("t", "Internal", memoryLocation("m", "SB")),
        set("u", "Internal", memoryLocation("m", "SB")));

    assertEquals(List.of(), check(module(f)));
  }

  @Test
  void aBlockNameTwiceInOneHolderIsAnError() {
    BasicBlock second = placed(block("b", inst("j")), 30, 4);
    Module m = module(function("main", block("b", inst("i")), second));

    assertError(
        only(check(m)),
        "duplicate block name \"b\" in function \"main\" (first defined at /functions/0/blocks/0)",
        "/functions/0/blocks/1",
        30,
        4);
  }

  @Test
  void aBlockNameInAFunctionAndInALoopBodyIsAllowed() {
    Module m = module(function("main", block("b", loop("l", "i", block("b", inst("x"))))));

    assertEquals(List.of(), check(m));
  }

  @Test
  void aBlockNameTwiceInOneLoopIsAnErrorNamingTheLoop() {
    Module m =
        module(
            function(
                "main",
                block("b", loop("l", "i", block("body", inst("x")), block("body", inst("y"))))));

    assertError(
        only(check(m)),
        "duplicate block name \"body\" in Loop \"l\" (first defined at"
            + " /functions/0/blocks/0/instructions/0/blocks/0)",
        "/functions/0/blocks/0/instructions/0/blocks/1",
        0,
        0);
  }

  @Test
  void anInstructionNameTwiceInOneBlockIsAWarningAsTheCompilerRenamesIt() {
    Instruction second = placed(inst("i"), 12, 7);
    Module m = module(function("main", block("b", placed(inst("i"), 11, 7), inst("j"), second)));

    assertWarning(
        only(check(m)),
        "duplicate instruction name \"i\" in block \"b\" (first defined at"
            + " /functions/0/blocks/0/instructions/0, 11:7); the compiler renames it on reading,"
            + " and a reference to the name binds to the first",
        "/functions/0/blocks/0/instructions/2",
        12,
        7);
  }

  @Test
  void anInstructionNameRepeatedInOtherBlocksIsAllowed() {
    // Real dumps repeat the loop counter in every loop body.
    Module m =
        module(
            function(
                "main",
                block("b0", inst("inc")),
                block("b1", loop("l", "i", block("body", inst("inc")))),
                block("b2", inst("inc"))));

    assertEquals(List.of(), check(m));
  }
}
