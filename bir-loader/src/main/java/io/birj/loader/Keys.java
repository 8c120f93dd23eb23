package io.birj.loader;

import java.util.Map;
import java.util.Set;

/** The container's key names, one place each (container reference; seed 001 for the module). */
final class Keys {
  private Keys() {}

  static final String VERSION = "version";
  static final String ARCH = "arch";
  static final String ARCH_REV = "archRev";
  static final String ATTRIBUTES = "attributes";
  static final String FUNCTIONS = "functions";

  static final String NAME = "name";
  static final String ALLOCATIONS = "allocations";
  static final String BLOCKS = "blocks";
  static final String INSTRUCTIONS = "instructions";

  static final String OPCODE = "opcode";
  static final String ENGINE = "engine";
  static final String INS = "ins";
  static final String OUTS = "outs";
  static final String DEPENDENCIES = "dependencies";
  static final String UNROLL_DEPENDENCIES = "unroll_dependencies";
  static final String LOOP_CARRIED_DEPENDENCIES = "loop_carried_dependencies";
  static final String QUEUE = "queue";
  static final String SYNC_INFO = "sync_info";

  static final String LB = "lb";
  static final String UB = "ub";
  static final String STRIDE = "stride";

  static final String KIND = "kind";
  static final String AP = "ap";
  static final String DTYPE = "dtype";
  static final String OFFSET = "offset";
  static final String MEMREF = "memref";
  static final String MEMSETREF = "memsetref";
  static final String ADDRS = "addrs";
  static final String ACCESS_SHAPE = "access_shape";
  static final String PIECES = "pieces";
  static final String PREDICATES = "predicates";
  static final String REG_AP_OFFSET = "reg_ap_offset";
  static final String REGREF = "regref";
  static final String VALUE = "value";
  static final String VALUES = "values";
  static final String STEP = "step";
  static final String NUM = "num";

  static final String EXPRS = "exprs";
  static final String EXPR = "expr";
  static final String CMP = "cmp";

  static final String ON_WAIT = "on_wait";
  static final String ON_UPDATE = "on_update";
  static final String FROM = "from";
  static final String ID = "id";
  static final String WAIT_VALUE = "wait_value";
  static final String UPDATE_VALUE = "update_value";

  /** The engine spellings of the container reference (plus {@code ALL}, seen on barriers). */
  static final Set<String> ENGINES =
      Set.of("Unassigned", "Pool", "Activation", "PE", "DMA", "DVE", "SP", "ALL");

  /** Opcode keys that name a block of the function (the catalog's terminators). */
  static final Map<String, java.util.List<String>> BRANCH_KEYS =
      Map.of(
          "UnconditionalBranch", java.util.List.of("target"),
          "CompareAndBranch", java.util.List.of("on_true", "on_false"));
}
