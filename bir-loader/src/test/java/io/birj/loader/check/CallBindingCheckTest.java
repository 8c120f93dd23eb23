package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.api.instruction.RefKind;
import io.birj.api.json.JsonValue;
import io.birj.api.model.CallBinding;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code call_to_physical_memlocs}: Calls of the main function and their callees' locations. */
class CallBindingCheckTest {
  private static Instruction call(String name, String callee) {
    Instruction c = inst("Call", name);
    c.setFields(new TestFields("Call").ref("target", RefKind.FUNCTION, ref(callee)));
    return c;
  }

  private static Function callee(String name, MemoryLocation... locations) {
    Function f = function(name, block("b", inst("x")));
    allocate(f, set("args", "ExternalInput", locations));
    return f;
  }

  private static Module bound(Module m, CallBinding... bindings) {
    m.setCallToPhysicalMemlocs(new ArrayList<>(List.of(bindings)));
    return m;
  }

  @Test
  void aBindingResolvesTheCallOfMainAndTheCalleesMemoryLocations() {
    MemoryLocation in0 = memoryLocation("in0", "DRAM");
    Instruction c = call("call0", "sub");
    NameRef<Instruction> callRef = ref("call0");
    NameRef<MemoryLocation> loc = ref("in0");
    Module m =
        bound(
            module(function("main", block("b", c)), callee("sub", in0)),
            new CallBinding(callRef, List.of(loc)));

    assertEquals(List.of(), check(m));
    assertSame(c, callRef.target());
    assertSame(in0, loc.target());
  }

  @Test
  void withoutMainTheFirstFunctionHoldsTheCalls() {
    Instruction c = call("call0", "sub");
    NameRef<Instruction> callRef = ref("call0");
    Module m =
        bound(
            module(function("entry", block("b", c)), callee("sub", memoryLocation("in0", "DRAM"))),
            new CallBinding(callRef, List.of(ref("in0"))));

    assertEquals(List.of(), check(m));
    assertSame(c, callRef.target());
  }

  @Test
  void aLocationTheCalleeDoesNotHaveIsAnError() {
    Module m =
        bound(
            module(function("main", block("b", call("call0", "sub"))), callee("sub")),
            new CallBinding(ref("call0"), List.of(ref("in9", 77, 40))));

    assertError(
        only(check(m)),
        "MemoryLocation with name in9 not found in function \"sub\", the callee of the Call"
            + " \"call0\" (the compiler asserts found)",
        "/call_to_physical_memlocs/call0/0",
        77,
        40);
  }

  @Test
  void aBindingOfAnUnknownInstructionIsInstructionNotFound() {
    Module m =
        bound(
            module(function("main", block("b", inst("x")))),
            new CallBinding(ref("call/0", 70, 3), List.of()));

    assertError(
        only(check(m)),
        "Instruction with name call/0 not found in function \"main\"",
        "/call_to_physical_memlocs/call~10",
        70,
        3);
  }

  @Test
  void aBindingOfAnInstructionThatIsNotACallIsAnError() {
    Module m =
        bound(
            module(function("main", block("b", inst("x")))),
            new CallBinding(ref("x", 1, 30), List.of(ref("in0"))));

    assertError(
        only(check(m)),
        "call_to_physical_memlocs names \"x\", an instruction of opcode TensorCopy, not a Call",
        "/call_to_physical_memlocs/x",
        1,
        30);
  }

  @Test
  void anOpcodeDerivedFromCallInTheCatalogIsACall() {
    OpcodeProvider provider =
        new OpcodeProvider() {
          @Override
          public String name() {
            return "vendor";
          }

          @Override
          public List<OpcodeDescriptor> opcodes() {
            return List.of(
                new OpcodeDescriptor("Call", "Instruction", true, List.of("target"), null),
                new OpcodeDescriptor("VendorCall", "Call", true, List.of("target"), null));
          }
        };
    Instruction c = inst("VendorCall", "vc");
    c.setFields(new TestFields("VendorCall").ref("target", RefKind.FUNCTION, ref("sub")));
    Module m =
        bound(
            module(function("main", block("b", c)), callee("sub", memoryLocation("in0", "DRAM"))),
            new CallBinding(ref("vc"), List.of(ref("in0"))));

    assertEquals(List.of(), check(m, new OpcodeCatalog(List.of(provider))));
  }

  @Test
  void aCallWhoseTargetIsKeptAsUnknownContentStillFindsItsCallee() {
    Instruction c = inst("Call", "call0");
    c.unknownKeys().add(new JsonValue.Member("target", new JsonValue.JsonString("sub")));
    NameRef<MemoryLocation> loc = ref("in0");
    MemoryLocation in0 = memoryLocation("in0", "DRAM");
    Module m =
        bound(
            module(function("main", block("b", c)), callee("sub", in0)),
            new CallBinding(ref("call0"), List.of(loc)));

    assertEquals(List.of(), check(m));
    assertSame(in0, loc.target());
  }

  @Test
  void aCallWithoutTargetCannotBeBound() {
    Module m =
        bound(
            module(function("main", block("b", inst("Call", "call0")))),
            new CallBinding(ref("call0", 2, 2), List.of(ref("in0"))));

    assertError(
        only(check(m)),
        "the Call \"call0\" names no callee (no target), so its call_to_physical_memlocs cannot be"
            + " bound",
        "/call_to_physical_memlocs/call0",
        2,
        2);
  }

  @Test
  void bindingsInAModuleWithoutFunctionsAreAnError() {
    Module m = bound(new Module(), new CallBinding(ref("call0"), List.of()));

    assertError(
        only(check(m)),
        "call_to_physical_memlocs binds Calls of the main function, and the module has no function",
        "/call_to_physical_memlocs",
        0,
        0);
  }
}
