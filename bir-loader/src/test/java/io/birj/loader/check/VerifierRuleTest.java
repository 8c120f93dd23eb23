package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.Dependency;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compiler's verifier rules the checker reports as warnings, and block arguments. */
class VerifierRuleTest {
  @Test
  void anEmptyBlockIsEmptyBasicBlocksAreNotAllowed() {
    Module m = module(function("main", block("b0", inst("i")), placed(block("b1"), 9, 5)));

    assertWarning(
        only(check(m)), "Empty basic blocks are not allowed: b1", "/functions/0/blocks/1", 9, 5);
  }

  @Test
  void aFunctionWithoutBlocksRequiresAtLeastOneBasicBlock() {
    Module m = module(function("main", block("b", inst("i"))), placed(function("helper"), 30, 3));

    assertWarning(
        only(check(m)), "Function helper requires at least one BasicBlock.", "/functions/1", 30, 3);
  }

  @Test
  void aCompareAndBranchWithANonOrderedDependencyWarns() {
    Instruction br = inst("CompareAndBranch", "br");
    br.setDependencies(
        new ArrayList<>(
            List.of(
                new Dependency(ref("a"), EdgeKind.ORDERED, EdgeKind.Form.SPELLED),
                new Dependency(ref("a", 5, 25), EdgeKind.FLOW, EdgeKind.Form.SPELLED))));
    Module m = module(function("main", block("b", inst("a"), br)));

    assertWarning(
        only(check(m)),
        "InstCompareAndBranch must only have ordered dependencies, but it has a Flow dependency",
        "/functions/0/blocks/0/instructions/1/dependencies/1",
        5,
        25);
  }

  @Test
  void anImmediateWrittenUnderOutsWarns() {
    Instruction i = inst("c");
    i.outs().add(placed(new ImmValue(), 4, 44));
    ImmArray inInputs = new ImmArray();
    inInputs.setValueArray(List.of(new JsonValue.JsonNumber("1")));
    i.ins().add(inInputs);
    Module m = module(function("main", block("b", i)));

    assertWarning(
        only(check(m)),
        "an immediate operand (imm_value) is written under outs; the compiler puts it among the"
            + " inputs",
        "/functions/0/blocks/0/instructions/0/outs/0",
        4,
        44);
  }

  private static BlockArgument phi(NameRef<BasicBlock> predecessor) {
    BlockArgument a = new BlockArgument("v");
    a.setIncomingValues(
        new ArrayList<>(
            List.of(new BlockArgument.IncomingValue(new JsonValue.JsonString("x"), predecessor))));
    return a;
  }

  @Test
  void anIncomingValuesPredecessorResolvesFunctionWide() {
    // The predecessor is a loop body: another holder, but the lookup is function-wide.
    BasicBlock body = block("body", inst("x"));
    NameRef<BasicBlock> pred = ref("body");
    BasicBlock join = block("join", inst("y"));
    join.setArguments(new ArrayList<>(List.of(phi(pred))));
    Module m = module(function("main", block("b", loop("l", "i", body)), join));

    assertEquals(List.of(), check(m));
    assertSame(body, pred.target());
  }

  @Test
  void anIncomingValueFromAMissingPredecessorWarnsThatTheCompilerSkipsIt() {
    NameRef<BasicBlock> pred = ref("gone", 13, 21);
    BasicBlock join = block("join", inst("y"));
    join.setArguments(new ArrayList<>(List.of(phi(pred))));
    Module m = module(function("main", block("b", inst("x")), join));

    assertWarning(
        only(check(m)),
        "an incoming value comes from block \"gone\", which is not a block of function \"main\";"
            + " the compiler skips it",
        "/functions/0/blocks/1/arguments/0/incoming_values/0/1",
        13,
        21);
    assertNull(pred.target());
  }
}
