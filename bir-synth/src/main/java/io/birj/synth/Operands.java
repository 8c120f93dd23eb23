package io.birj.synth;

import java.util.List;

/** The eight operand kinds (docs/wire/container.md, "Operands"), in the compiler's key order. */
final class Operands {
  private Operands() {}

  /** An access pattern {@code [[step, num], ...]}, outermost first. */
  static List<List<Long>> ap(long... stepNum) {
    List<Long>[] pairs = new List[stepNum.length / 2];
    for (int i = 0; i < pairs.length; i++) {
      pairs[i] = List.of(stepNum[2 * i], stepNum[2 * i + 1]);
    }
    return List.of(pairs);
  }

  static Obj physical(
      List<List<Long>> ap, long offset, String dtype, String memref, String memsetref) {
    return new Obj()
        .put("kind", "physical_ap")
        .put("ap", ap)
        .put("offset", offset)
        .put("dtype", dtype)
        .put("memref", memref)
        .put("memsetref", memsetref);
  }

  static Obj symbolic(
      String kind, List<List<Long>> ap, String dtype, String memsetref, List<Obj> addrs) {
    Obj o = pattern(kind, ap, dtype, memsetref);
    if (kind.equals("symbolic_pwap")) {
      o.put("tensor_indirect_arg_id", -1L);
    }
    return o.put("addrs", addrs).put("access_shape", List.of(ap.get(0).get(1), ap.get(1).get(1)));
  }

  static Obj registerAp(
      List<List<Long>> ap, String dtype, String memsetref, String reg, String offsetReg) {
    return pattern("register_ap", ap, dtype, memsetref)
        .put("regref", reg)
        .put("is_regloc_offset", true)
        .put("reg_ap_offset", offsetReg)
        .put("const_ap_offset", 0L)
        .put("reg_sub_tensor_id", reg)
        .put("const_sub_tensor_id", -1L);
  }

  /**
   * The keys a symbolic or register access pattern starts with, in the compiler's order (a physical
   * one has its offset after {@code ap}, and its memory location before {@code memsetref}).
   */
  private static Obj pattern(String kind, List<List<Long>> ap, String dtype, String memsetref) {
    return new Obj()
        .put("kind", kind)
        .put("ap", ap)
        .put("dtype", dtype)
        .put("memsetref", memsetref);
  }

  static Obj imm(String dtype, Object value) {
    return new Obj().put("kind", "imm_value").put("dtype", dtype).put("value", value);
  }

  static Obj symbolicImm(String dtype, long value, Obj expr) {
    return new Obj()
        .put("kind", "symbolic_imm_value")
        .put("dtype", dtype)
        .put("value", value)
        .put("value_list", List.of(Obj.of("value", value), Obj.of("value", value + 1)))
        .put("expr", expr);
  }

  static Obj immArray(String dtype, List<Long> values) {
    return new Obj().put("kind", "imm_array").put("dtype", dtype).put("value_array", values);
  }

  static Obj registerAccess(String register) {
    return new Obj().put("kind", "register_access").put("dtype", "int32").put("regref", register);
  }
}
