package io.birj.writer.numbers;

import static io.birj.loader.read.TestDocuments.doc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.format.cbor.CborFormat;
import io.birj.loader.read.TestDocuments;
import io.birj.writer.WriteOptions;
import io.birj.writer.testing.Wire;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;

/**
 * The container's natural numbers ({@code Nat}) reach 2^64 - 1: from 2^63 up they are written as
 * the unsigned values they are, in JSON and in CBOR, and read back equal (never negative).
 */
class UnsignedNumbersTest {
  private static final String TWO_TO_63 = "9223372036854775808";
  private static final String TWO_TO_64_LESS_1 = "18446744073709551615";

  private static final String DOC =
      doc(
          "{\"name\": \"t\", \"opcode\": \"TensorCopy\", \"engine\": \"DVE\", \"engine_id\": "
              + TWO_TO_63
              + ", \"dma_trigger_debug_update_semaphore_id\": "
              + TWO_TO_64_LESS_1
              + ", \"ins\": [], \"outs\": []}");

  private static Instruction first(Module m) {
    return m.functions().get(0).blocks().get(0).instructions().get(0);
  }

  @Test
  void naturalsFrom2To63UpAreWrittenUnsignedInJson() {
    String out = Wire.json(TestDocuments.read(TestDocuments.FULL, DOC), 2);
    assertTrue(out.contains("\"engine_id\":" + TWO_TO_63), out);
    assertTrue(out.contains("\"dma_trigger_debug_update_semaphore_id\":" + TWO_TO_64_LESS_1), out);
    assertEquals(0, TestDocuments.errors(TestDocuments.FULL, out).size(), "birj reads its output");
  }

  @Test
  void naturalsFrom2To63UpComeBackEqualFromCbor() {
    Module m = TestDocuments.read(TestDocuments.FULL, DOC);
    byte[] cbor = Wire.WRITER.toBytes(m, WriteOptions.DEFAULT.withFormat(new CborFormat()));
    Module back = TestDocuments.FULL.read(new ByteArrayInputStream(cbor), "t.cbor");
    assertEquals(first(m).engineId(), first(back).engineId());
    assertEquals(
        first(m).dmaTriggerDebugUpdateSemaphoreId(),
        first(back).dmaTriggerDebugUpdateSemaphoreId());
    assertEquals(TWO_TO_63, Long.toUnsignedString(first(back).engineId()));
  }
}
