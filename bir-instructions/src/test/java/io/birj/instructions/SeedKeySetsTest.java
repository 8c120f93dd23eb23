package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.instructions.opcodes.InstActivation;
import io.birj.instructions.opcodes.InstMatmult;
import io.birj.instructions.opcodes.InstMatmultBase;
import io.birj.instructions.opcodes.InstMatmultMx;
import io.birj.instructions.opcodes.InstQuantizeMx;
import io.birj.instructions.types.ActivationFunctionType;
import io.birj.instructions.types.AluOp;
import io.birj.instructions.types.EngineAccumulationType;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compiler's 2.24 key sets of Activation and MatmultBase win over the 2025 catalog's. */
class SeedKeySetsTest {
  /** InstActivation's 11 keys, in toJson emit order. */
  static final List<String> ACTIVATION_KEYS =
      List.of(
          "func",
          "op0",
          "op1",
          "reverse0",
          "reverse1",
          "reduce_op",
          "scale",
          "acc",
          "alpha",
          "is_activate2",
          "can_read_uninit");

  /** InstMatmultBase's 13 keys, in toJson emit order. */
  static final List<String> MATMULT_BASE_KEYS =
      List.of(
          "accumulation_flag",
          "psum_zero_region",
          "replication_resolution",
          "replication_shift_amnt",
          "replication_num_rows",
          "is_transpose",
          "is_fmap_onezero",
          "is_weight_onezero",
          "tile_size",
          "tile_position",
          "perf_mode",
          "ifmap_quant_offset",
          "weights_quant_offset");

  @Test
  void activationCarriesExactlyTheSeedsElevenKeysInEmitOrder() {
    assertEquals(11, ACTIVATION_KEYS.size());
    assertEquals(ACTIVATION_KEYS, InstActivation.KEYS);
    assertEquals(ACTIVATION_KEYS, IsaCatalog.descriptor("Activation").keys());
  }

  @Test
  void matmultBaseCarriesExactlyTheSeedsThirteenKeysInEmitOrder() {
    OpcodeDescriptor base = IsaCatalog.descriptor("MatmultBase");
    assertEquals(13, MATMULT_BASE_KEYS.size());
    assertEquals(MATMULT_BASE_KEYS, base.keys());
    assertTrue(base.isAbstract());
  }

  @Test
  void matmultMatmultMxAndQuantizeMxAddNoKeys() {
    assertEquals(MATMULT_BASE_KEYS, InstMatmult.KEYS);
    assertEquals(MATMULT_BASE_KEYS, InstMatmultMx.KEYS);
    assertEquals(List.of(), InstQuantizeMx.KEYS);
    assertEquals(InstMatmultBase.class, InstMatmult.class.getSuperclass());
    assertEquals(InstMatmultBase.class, InstMatmultMx.class.getSuperclass());
  }

  @Test
  void accumulationFlagMayBeSpelledAsAnEngineAccumulationType() {
    InstMatmult m = InstMatmult.builder().accumulationFlag(EngineAccumulationType.ZERO).build();
    assertEquals(EngineAccumulationType.ZERO.value(), m.getAccumulationFlag().scalarValue());
    assertEquals("Zero", m.value("accumulation_flag"));
  }

  @Test
  void keysAreWrittenInEmitOrderWhateverOrderTheyWereSetIn() throws Exception {
    InstActivation a = new InstActivation();
    a.setCanReadUninit(true);
    a.setAlpha(0.5);
    a.setOp0(AluOp.MULT);
    a.setFunc(ActivationFunctionType.GELU_APPRX_TANH);
    StringWriter out = new StringWriter();
    try (var g = InstructionHarness.JSON.createGenerator(out)) {
      g.writeStartObject();
      a.writeFields(g, new TestContext());
      g.writeEndObject();
    }
    assertEquals(
        "{\"func\":\"Gelu_apprx_tanh\",\"op0\":\"mult\",\"alpha\":0.5,\"can_read_uninit\":true}",
        out.toString());
  }

  @Test
  void matmultWritesTheBaseKeysFirstThenItsOwn() throws Exception {
    var sparse =
        io.birj.instructions.opcodes.InstMatmultSparse.builder()
            .compressRatio(4L)
            .isTranspose(true)
            .build();
    assertEquals(List.of("is_transpose", "compress_ratio"), sparse.presentKeys());
  }
}
