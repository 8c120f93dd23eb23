package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.error.Diagnostic;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.NameRef;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Storage references from operands, and the checks on the storage objects themselves. */
class StorageCheckTest {
  private static final String I0 = "/functions/0/blocks/0/instructions/0";

  private static Module withOperand(Function f, io.birj.api.model.Operand op) {
    Instruction i = inst("c");
    i.ins().add(op);
    f.blocks().add(block("b", i));
    return module(f);
  }

  private static MemoryLocation typed(MemoryLocation m, JsonValue type) {
    m.props().set("type", type);
    return m;
  }

  // ---- operands

  @Test
  void anUnknownRegisterInRegrefIsRegisterNotFound() {
    RegisterAccess r = new RegisterAccess();
    r.setRegref(ref("r7", 10, 20));

    assertError(
        only(check(withOperand(function("main"), r))),
        "Register with name r7 not found in function \"main\"",
        I0 + "/ins/0/regref",
        10,
        20);
  }

  @Test
  void registerApRegistersResolveAndAnUnknownRegApOffsetIsRegisterNotFound() {
    Function f = function("main");
    Register r0 = new Register("r0");
    Register r1 = new Register("r1");
    allocate(f, r0, r1);
    RegisterAp ap = new RegisterAp();
    NameRef<Register> regref = ref("r0");
    NameRef<Register> sub = ref("r1");
    ap.setRegref(regref);
    ap.setRegSubTensorId(sub);
    ap.setRegApOffset(ref("r2", 3, 33));

    assertError(
        only(check(withOperand(f, ap))),
        "Register with name r2 not found in function \"main\"",
        I0 + "/ins/0/reg_ap_offset",
        3,
        33);
    assertSame(r0, regref.target());
    assertSame(r1, sub.target());
  }

  @Test
  void anUnknownRegSubTensorIdIsRegisterNotFound() {
    RegisterAp ap = new RegisterAp();
    ap.setRegSubTensorId(ref("rs", 1, 1));

    assertEquals(
        I0 + "/ins/0/reg_sub_tensor_id", only(check(withOperand(function("main"), ap))).pointer());
  }

  @Test
  void anUnknownMemrefIsMemoryLocationNotFound() {
    PhysicalAp ap = new PhysicalAp();
    ap.setMemref(ref("buf", 6, 12));

    assertError(
        only(check(withOperand(function("main"), ap))),
        "MemoryLocation with name buf not found in function \"main\"",
        I0 + "/ins/0/memref",
        6,
        12);
  }

  @Test
  void aMemrefResolvesToTheFirstMemoryLocationOfThatNameInTheFunction() {
    Function f = function("main");
    MemoryLocation first = memoryLocation("m", "SB");
    allocate(f, set("a", "Internal", first), set("b", "Internal", memoryLocation("m", "SB")));
    PhysicalAp ap = new PhysicalAp();
    NameRef<MemoryLocation> memref = ref("m");
    ap.setMemref(memref);

    assertEquals(List.of(), check(withOperand(f, ap)));
    assertSame(first, memref.target());
  }

  @Test
  void anUnknownMemsetrefIsMemoryLocationSetNotFound() {
    SymbolicAp ap = new SymbolicAp();
    ap.setMemsetref(ref("t_set", 4, 4));

    assertError(
        only(check(withOperand(function("main"), ap))),
        "MemoryLocationSet with name t_set not found in function \"main\"",
        I0 + "/ins/0/memsetref",
        4,
        4);
  }

  @Test
  void memrefOwnerFuncResolvesTheMemrefInThatFunction() {
    Function other = function("other", block("b", inst("x")));
    MemoryLocation remote = memoryLocation("remote", "DRAM");
    allocate(other, remote);
    PhysicalAp ap = new PhysicalAp();
    NameRef<MemoryLocation> memref = ref("remote");
    NameRef<Function> owner = ref("other");
    ap.setMemref(memref);
    ap.setMemrefOwnerFunc(owner);
    Module m = withOperand(function("main"), ap);
    m.functions().add(other);

    assertEquals(List.of(), check(m));
    assertSame(other, owner.target());
    assertSame(remote, memref.target());
  }

  @Test
  void aMemrefAbsentFromItsOwnerFunctionIsNotFoundThere() {
    // The memory location exists, but in the instruction's function, not in the owner.
    Function main = function("main");
    allocate(main, memoryLocation("local", "SB"));
    PhysicalAp ap = new PhysicalAp();
    ap.setMemref(ref("local", 7, 1));
    ap.setMemrefOwnerFunc(ref("other"));
    Module m = withOperand(main, ap);
    m.functions().add(function("other", block("b", inst("x"))));

    assertError(
        only(check(m)),
        "MemoryLocation with name local not found in function \"other\"",
        I0 + "/ins/0/memref",
        7,
        1);
  }

  @Test
  void anUnknownMemrefOwnerFuncIsFunctionNotFound() {
    PhysicalAp ap = new PhysicalAp();
    ap.setMemref(ref("m"));
    ap.setMemrefOwnerFunc(ref("ghost", 2, 9));

    assertError(
        only(check(withOperand(function("main"), ap))),
        "Function with name ghost not found among the module's functions and nki_functions",
        I0 + "/ins/0/memref_owner_func",
        2,
        9);
  }

  // ---- memory locations

  private static Module storageOnly(Function f) {
    f.blocks().add(block("b", inst("i")));
    return module(f);
  }

  @Test
  void aNumericMemoryTypeOutsideOneTo128IsUnknownMemoryType() {
    Function f = function("main");
    allocate(f, placed(typed(new MemoryLocation("m"), new JsonValue.JsonNumber("256")), 3, 5));

    assertError(
        only(check(storageOnly(f))),
        "Unknown memory type 256 (a MemoryType is one of Unallocated, Input, Output, DRAM, SB,"
            + " PSUM, RNGSTATE, REG, or its flag value 1..128)",
        "/functions/0/allocations/0/type",
        3,
        5);
  }

  @Test
  void aMemoryTypeNameOutsideTheMemoryTypeNamesIsUnknownMemoryType() {
    Function f = function("main");
    allocate(
        f, set("t", "Internal", typed(new MemoryLocation("m"), new JsonValue.JsonString("HBM"))));

    Diagnostic d = only(check(storageOnly(f)));
    assertEquals("/functions/0/allocations/0/memorylocations/0/type", d.pointer());
    assertEquals(true, d.message().startsWith("Unknown memory type \"HBM\""), d.message());
  }

  @Test
  void aMemoryTypeThatIsNeitherNameNorNumberIsUnknownMemoryType() {
    Function f = function("main");
    allocate(f, typed(new MemoryLocation("m"), new JsonValue.JsonBool(true)));

    assertEquals(
        true,
        only(check(storageOnly(f))).message().startsWith("Unknown memory type true ("),
        "message");
  }

  @Test
  void numericMemoryTypesInRangeAreAccepted() {
    Function f = function("main");
    allocate(
        f,
        typed(new MemoryLocation("a"), new JsonValue.JsonNumber("8")),
        typed(new MemoryLocation("b"), new JsonValue.JsonNumber("128")),
        typed(new MemoryLocation("c"), new JsonValue.JsonNumber("1")));

    assertEquals(List.of(), check(storageOnly(f)));
  }

  @Test
  void packIdHintOnANonPsumLocationIsAnError() {
    Function f = function("main");
    MemoryLocation sb = placed(memoryLocation("sb0", "SB"), 12, 3);
    sb.props().set("pack_id_hint", new JsonValue.JsonNumber("2"));
    MemoryLocation psum = memoryLocation("ps0", "PSUM");
    psum.props().set("pack_id_hint", new JsonValue.JsonNumber("2"));
    allocate(f, set("t", "Internal", sb, psum));

    assertError(
        only(check(storageOnly(f))),
        "memory location \"sb0\" has type SB: PackIdHint only applies to PSUM.",
        "/functions/0/allocations/0/memorylocations/0/pack_id_hint",
        12,
        3);
  }

  @Test
  void aNegativeTensorIdInASetThatMapsTensorIdsIsUnassignedTensorId() {
    Function f = function("main");
    MemoryLocation bad = placed(memoryLocation("m1", "SB"), 4, 8);
    bad.props().set("tensor_id", new JsonValue.JsonNumber("-1"));
    MemoryLocation good = memoryLocation("m0", "SB");
    good.props().set("tensor_id", new JsonValue.JsonNumber("0"));
    MemoryLocationSet s = set("t", "Internal", good, bad);
    s.props().set("tensorId2MemLocSize", new JsonValue.JsonNumber("2"));
    allocate(f, s);

    assertWarning(
        only(check(storageOnly(f))),
        "Unassigned tensorId: memory location \"m1\" has tensor_id -1 in a set that maps tensor"
            + " ids (tensorId2MemLocSize)",
        "/functions/0/allocations/0/memorylocations/1/tensor_id",
        4,
        8);
  }

  @Test
  void aNegativeTensorIdInASetWithoutTheMapIsNotChecked() {
    Function f = function("main");
    MemoryLocation m = memoryLocation("m1", "SB");
    m.props().set("tensor_id", new JsonValue.JsonNumber("-1"));
    allocate(f, set("t", "Internal", m));

    assertEquals(List.of(), check(storageOnly(f)));
  }

  @Test
  void anUnknownPointerRefMemlocIsMemoryLocationNotFound() {
    Function f = function("main");
    MemoryLocation p = memoryLocation("p", "SB");
    p.setPointerRefMemloc(ref("target", 20, 30));
    allocate(f, set("ptrs", "Pointer", p));

    assertError(
        only(check(storageOnly(f))),
        "MemoryLocation with name target not found in function \"main\"",
        "/functions/0/allocations/0/memorylocations/0/pointer_ref_memloc",
        20,
        30);
  }

  @Test
  void aPointerRefMemlocTargetMustBeInAPointerSet() {
    Function f = function("main");
    MemoryLocation ok = memoryLocation("ok", "SB");
    MemoryLocation notPointer = memoryLocation("plain", "SB");
    MemoryLocation p = memoryLocation("p", "SB");
    NameRef<MemoryLocation> good = ref("ok");
    p.setPointerRefMemloc(good);
    MemoryLocation q = memoryLocation("q", "SB");
    q.setPointerRefMemloc(ref("plain", 5, 5));
    allocate(f, set("ptrs", "Pointer", ok, p, q), set("data", "Internal", notPointer));

    assertError(
        only(check(storageOnly(f))),
        "pointer_ref_memloc must name a memory location of a Pointer tensor: \"plain\" is in set"
            + " \"data\" of kind Internal",
        "/functions/0/allocations/0/memorylocations/2/pointer_ref_memloc",
        5,
        5);
    assertSame(ok, good.target());
  }

  // ---- aliases

  @Test
  void aMemoryLocationKeyedAliasResolvesFunctionWide() {
    Function f = function("main");
    MemoryLocation a = memoryLocation("a", "DRAM");
    MemoryLocation b = memoryLocation("b", "DRAM");
    NameRef<MemoryLocation> dest = ref("b");
    a.setAliases(
        new ArrayList<>(
            List.of(new MemoryLocation.Alias(null, dest, new JsonValue.JsonNumber("3")))));
    allocate(f, set("s", "Internal", a), set("u", "Internal", b));

    assertEquals(List.of(), check(storageOnly(f)));
    assertSame(b, dest.target());
  }

  @Test
  void anUnknownAliasDestinationIsAnError() {
    Function f = function("main");
    MemoryLocation a = memoryLocation("a", "DRAM");
    a.setAliases(
        new ArrayList<>(
            List.of(
                new MemoryLocation.Alias(null, ref("zz", 9, 9), new JsonValue.JsonNumber("1")))));
    allocate(f, set("s", "Internal", a));

    assertError(
        only(check(storageOnly(f))),
        "Unknown alias destination \"zz\" (not a memory location of function \"main\")",
        "/functions/0/allocations/0/memorylocations/0/alias/0/0",
        9,
        9);
  }

  @Test
  void aSetKeyedAliasLooksTheDestinationUpInThatSet() {
    // "b" exists, but in set "u", not in the named set "s".
    Function f = function("main");
    MemoryLocation a = memoryLocation("a", "DRAM");
    NameRef<MemoryLocation> dest = ref("b", 2, 14);
    a.setAliases(
        new ArrayList<>(
            List.of(new MemoryLocation.Alias(ref("s"), dest, new JsonValue.JsonNumber("3")))));
    allocate(f, set("s", "Internal", a), set("u", "Internal", memoryLocation("b", "DRAM")));

    assertError(
        only(check(storageOnly(f))),
        "Unknown alias destination \"b\" (not a memory location of memory-location set \"s\")",
        "/functions/0/allocations/0/memorylocations/0/alias/0/1",
        2,
        14);
    assertNull(dest.target());
  }

  @Test
  void aSetKeyedAliasNamingAnUnknownSetIsMemoryLocationSetNotRead() {
    Function f = function("main");
    MemoryLocation a = memoryLocation("a", "DRAM");
    a.setAliases(
        new ArrayList<>(
            List.of(
                new MemoryLocation.Alias(
                    ref("nos", 2, 3), ref("b"), new JsonValue.JsonNumber("3")))));
    allocate(f, set("s", "Internal", a));

    assertError(
        only(check(storageOnly(f))),
        "Found MemoryLocationSet that has not been read, nos",
        "/functions/0/allocations/0/memorylocations/0/alias/0/0",
        2,
        3);
  }

  @Test
  void anAliasWithANonDramEndIsAnError() {
    Function f = function("main");
    MemoryLocation a = memoryLocation("a", "DRAM");
    a.setAliases(
        new ArrayList<>(
            List.of(
                new MemoryLocation.Alias(null, ref("sb", 6, 2), new JsonValue.JsonNumber("1")))));
    allocate(f, set("s", "Internal", a, memoryLocation("sb", "SB")));

    assertError(
        only(check(storageOnly(f))),
        "a -> sb. Aliasing only permitted for DRAM locations. (types DRAM -> SB)",
        "/functions/0/allocations/0/memorylocations/0/alias/0",
        6,
        2);
  }

  @Test
  void aNumericDramTypeCountsAsDram() {
    Function f = function("main");
    MemoryLocation a = typed(new MemoryLocation("a"), new JsonValue.JsonNumber("8"));
    a.setAliases(
        new ArrayList<>(
            List.of(new MemoryLocation.Alias(null, ref("b"), new JsonValue.JsonNumber("1")))));
    allocate(f, a, memoryLocation("b", "DRAM"));

    assertEquals(List.of(), check(storageOnly(f)));
  }
}
