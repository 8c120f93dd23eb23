package io.birj.api.container;

/**
 * The container's key names, one place each (docs/wire/container.md). The reader, the writer and
 * the checker name keys only through these constants.
 */
public final class Keys {
  private Keys() {}

  // ---- module
  public static final String VERSION = "version";
  public static final String ARCH = "arch";
  public static final String ARCH_REV = "archRev";
  public static final String REVISION = "revision";
  public static final String ATTRIBUTES = "attributes";
  public static final String FUNCTIONS = "functions";
  public static final String NKI_FUNCTIONS = "nki_functions";
  public static final String QUEUES = "queues";
  public static final String DMA_QUEUES = "DMAQueues";
  public static final String CALL_TO_PHYSICAL_MEMLOCS = "call_to_physical_memlocs";

  // ---- named objects
  public static final String NAME = "name";
  public static final String ORIGIN = "origin";
  public static final String OPTIN_PASSES = "optin_passes";

  // ---- function, blocks
  public static final String ALLOCATIONS = "allocations";
  public static final String BLOCKS = "blocks";
  public static final String INSTRUCTIONS = "instructions";
  public static final String ARGUMENTS = "arguments";
  public static final String INCOMING_VALUES = "incoming_values";

  // ---- storage
  public static final String SKIND = "Skind";
  public static final String MEMORY_LOCATIONS = "memorylocations";
  public static final String ALIAS = "alias";
  public static final String POINTER_REF_MEMLOC = "pointer_ref_memloc";
  public static final String TYPE = "type";
  public static final String PACK_ID_HINT = "pack_id_hint";
  public static final String TENSOR_ID = "tensor_id";

  // ---- instruction header (emit order)
  public static final String OPCODE = "opcode";
  public static final String ENGINE = "engine";
  public static final String ENGINE_ID = "engine_id";
  public static final String SCHEDULED_START = "scheduled_start";
  public static final String SCHEDULED_END = "scheduled_end";
  public static final String DEPENDENCIES = "dependencies";
  public static final String LOOP_CARRIED_DEPENDENCIES = "loop_carried_dependencies";
  public static final String UNROLL_DEPENDENCIES = "unroll_dependencies";
  public static final String SYNC_INFO = "sync_info";
  public static final String INS = "ins";
  public static final String INDIRECTION_INS = "indirection_ins";
  public static final String OUTS = "outs";
  public static final String DEBUG = "debug";
  public static final String LOOPNEST = "loopnest";
  public static final String PREDICATES = "predicates";
  public static final String ORDER = "order";
  public static final String DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID =
      "dma_trigger_debug_update_semaphore_id";
  public static final String QUEUE = "queue";

  // ---- regions
  public static final String LOOP_AXIS = "LoopAxis";
  public static final String DYNAMIC_FOR_LOOP_AXIS = "DynamicForLoopAxis";
  public static final String LB = "lb";
  public static final String UB = "ub";
  public static final String STRIDE = "stride";
  public static final String COND = "cond";

  // ---- sync
  public static final String ON_WAIT = "on_wait";
  public static final String ON_UPDATE = "on_update";
  public static final String FROM = "from";
  public static final String ID = "id";
  public static final String WAIT_VALUE = "wait_value";
  public static final String UPDATE_VALUE = "update_value";

  // ---- operands (the union of the eight kinds' keys)
  public static final String KIND = "kind";
  public static final String AP = "ap";
  public static final String STEP = "step";
  public static final String NUM = "num";
  public static final String DTYPE = "dtype";
  public static final String OFFSET = "offset";
  public static final String MEMREF = "memref";
  public static final String MEMSETREF = "memsetref";
  public static final String ACCESS_SHAPE = "access_shape";
  public static final String DYNAMIC_AP_INFO = "dynamic_ap_info";
  public static final String MEMREF_OWNER_FUNC = "memref_owner_func";
  public static final String ADDRS = "addrs";
  public static final String TENSOR_INDIRECT_ARG_ID = "tensor_indirect_arg_id";
  public static final String NUM_TENSOR_INDIRECT_INDICES = "num_tensor_indirect_indices";
  public static final String REGREF = "regref";
  public static final String IS_REGLOC_OFFSET = "is_regloc_offset";
  public static final String REG_AP_OFFSET = "reg_ap_offset";
  public static final String CONST_AP_OFFSET = "const_ap_offset";
  public static final String REG_SUB_TENSOR_ID = "reg_sub_tensor_id";
  public static final String CONST_SUB_TENSOR_ID = "const_sub_tensor_id";
  public static final String VALUE = "value";
  public static final String VALUE_LIST = "value_list";
  public static final String VALUE_ARRAY = "value_array";
  public static final String EXPR = "expr";

  // ---- dynamic_ap_info
  public static final String INDIRECT_DIM = "indirect_dim";
  public static final String INDIRECT_DIM_MAX_INDEX = "indirect_dim_max_index";
  public static final String OFFSET_EXPR = "offset_expr";

  // ---- affine predicates
  public static final String CMP = "cmp";

  // ---- keys the checker reads itself (set and opcode keys the catalog may not type)
  public static final String TENSOR_ID_2_MEM_LOC_SIZE = "tensorId2MemLocSize";
  public static final String DMA_BLOCKS = "dma_blocks";
  public static final String TARGET = "target";
}
