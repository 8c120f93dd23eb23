package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.RefKind;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The references an opcode's keys report ({@code OpcodeFields.forEachReference}), by kind. */
class OpcodeReferenceTest {
  private static Instruction with(String opcode, String name, TestFields fields) {
    Instruction i = inst(opcode, name);
    i.setFields(fields);
    return i;
  }

  @Test
  void aBranchTargetResolvesAmongTheBlocksOfTheBranchesHolder() {
    BasicBlock exit = block("exit", inst("x"));
    NameRef<BasicBlock> target = ref("exit");
    Instruction br =
        with(
            "UnconditionalBranch",
            "br",
            new TestFields("UnconditionalBranch").ref("target", RefKind.BLOCK, target));
    Module m = module(function("main", block("entry", br), exit));

    assertEquals(List.of(), check(m));
    assertSame(exit, target.target());
  }

  @Test
  void aBranchToABlockOfAnotherHolderIsBasicBlockDoesNotExist() {
    // "body" is a block of the loop, not of the function that holds the branch's block.
    NameRef<BasicBlock> onTrue = ref("body", 17, 40);
    Instruction br =
        with(
            "CompareAndBranch",
            "br",
            new TestFields("CompareAndBranch")
                .ref("on_true", RefKind.BLOCK, onTrue)
                .ref("on_false", RefKind.BLOCK, ref("entry")));
    Module m =
        module(function("main", block("entry", loop("l", "i", block("body", inst("x"))), br)));

    assertError(
        only(check(m)),
        "BasicBlock does not exist! (on_true names \"body\", not a block of function \"main\")",
        "/functions/0/blocks/0/instructions/1/on_true",
        17,
        40);
    assertNull(onTrue.target());
  }

  @Test
  void aQueueReferenceOfAnOpcodeKeyResolvesInTheModule() {
    DmaQueue q = new DmaQueue("q1");
    NameRef<DmaQueue> r = ref("q1");
    Module m =
        module(
            function(
                "main",
                block(
                    "b",
                    with(
                        "SwitchQueueInstance",
                        "s",
                        new TestFields("SwitchQueueInstance").ref("queue", RefKind.QUEUE, r)))));
    m.setQueues(new ArrayList<>(List.of(q)));

    assertEquals(List.of(), check(m));
    assertSame(q, r.target());
  }

  @Test
  void aFunctionReferenceResolvesInFunctionsThenInNkiFunctions() {
    Function kernel = function("kernel", block("b", inst("k")));
    NameRef<Function> target = ref("kernel");
    Module m =
        module(
            function(
                "main",
                block(
                    "b",
                    with(
                        "Call",
                        "call",
                        new TestFields("Call").ref("target", RefKind.FUNCTION, target)))));
    m.setNkiFunctions(new ArrayList<>(List.of(kernel)));

    assertEquals(List.of(), check(m));
    assertSame(kernel, target.target());
  }

  @Test
  void anUnknownFunctionReferenceIsAnError() {
    Module m =
        module(
            function(
                "main",
                block(
                    "b",
                    with(
                        "Call",
                        "call",
                        new TestFields("Call")
                            .ref("target", RefKind.FUNCTION, ref("gone", 5, 6))))));

    assertError(
        only(check(m)),
        "Function with name gone not found among the module's functions and nki_functions",
        "/functions/0/blocks/0/instructions/0/target",
        5,
        6);
  }

  @Test
  void anUnknownInstructionReferenceIsInstructionNotFound() {
    Module m =
        module(
            function(
                "main",
                block(
                    "b",
                    with(
                        "BranchHint",
                        "h",
                        new TestFields("BranchHint")
                            .ref("associate_branch", RefKind.INSTRUCTION, ref("br", 8, 8))))));

    assertError(
        only(check(m)),
        "Instruction with name br not found in function \"main\"",
        "/functions/0/blocks/0/instructions/0/associate_branch",
        8,
        8);
  }

  @Test
  void registerAndMemoryLocationReferencesResolveInTheFunctionsStorage() {
    Function f = function("main");
    Register r = new Register("r0");
    MemoryLocation ml = memoryLocation("buf", "SB");
    allocate(f, r, set("t", "Internal", ml));
    NameRef<Register> rr = ref("r0");
    NameRef<MemoryLocation> mr = ref("buf");
    NameRef<Register> missing = ref("r9", 2, 7);
    f.blocks()
        .add(
            block(
                "b",
                with(
                    "Vendor",
                    "v",
                    new TestFields("Vendor")
                        .ref("reg", RefKind.REGISTER, rr)
                        .ref("loc", RefKind.MEMORY_LOCATION, mr)
                        .refs("more", RefKind.REGISTER, List.of(missing)))));

    assertError(
        only(check(module(f))),
        "Register with name r9 not found in function \"main\"",
        "/functions/0/blocks/0/instructions/0/more/0",
        2,
        7);
    assertSame(r, rr.target());
    assertSame(ml, mr.target());
  }

  @Test
  void anUnknownMemoryLocationReferenceIsAnError() {
    Module m =
        module(
            function(
                "main",
                block(
                    "b",
                    with(
                        "Vendor",
                        "v",
                        new TestFields("Vendor")
                            .ref("loc", RefKind.MEMORY_LOCATION, ref("m", 1, 2))))));

    assertError(
        only(check(m)),
        "MemoryLocation with name m not found in function \"main\"",
        "/functions/0/blocks/0/instructions/0/loc",
        1,
        2);
  }

  @Test
  void expressionsInOpcodeKeysAreChecked() {
    Module m = new Module();
    var pc = m.pelican();
    QuasiAffineExpr inLoop = QuasiAffineExpr.of(pc.affine(pc.affineIV("i")));
    QuasiAffineExpr stray = QuasiAffineExpr.of(pc.affine(pc.affineIV("z")));
    TestFields fields =
        new TestFields("Vendor")
            .value("scale", 2L)
            .value("cc_channel", inLoop)
            .value("replication_num_rows", MaybeAffine.affine(stray))
            .value("recv_from_rank", List.of(inLoop, stray))
            .value("duplicate", MaybeAffine.scalar(true));
    m.functions()
        .add(
            function(
                "main", block("b", loop("l", "i", block("body", with("Vendor", "v", fields))))));

    List<String> pointers = check(m).stream().map(d -> d.message() + " @" + d.pointer()).toList();

    String at = "/functions/0/blocks/0/instructions/0/blocks/0/instructions/0";
    String msg = "unknown loop axis \"z\": no enclosing loop declares it @";
    assertEquals(
        List.of(msg + at + "/replication_num_rows", msg + at + "/recv_from_rank/1"), pointers);
  }
}
