package io.birj.loader.read;

import static io.birj.loader.read.TestDocuments.PLAIN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.birj.api.model.ImmValue;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The operands of a list are read one after another: nothing of one reaches the next. */
class OperandSequenceTest {
  private static List<Operand> ins(String operands) {
    String d =
        TestDocuments.doc(
            "{\"name\": \"i\", \"opcode\": \"Nop\", \"ins\": [" + operands + "], \"outs\": []}");
    return TestDocuments.read(PLAIN, d)
        .functions()
        .get(0)
        .blocks()
        .get(0)
        .instructions()
        .get(0)
        .ins();
  }

  @Test
  void anOperandAfterARichOneHasOnlyItsOwnKeys() {
    List<Operand> ops =
        ins(
            "{\"kind\": \"physical_ap\", \"dtype\": \"float32\", \"memref\": \"M\", \"offset\": 4,"
                + " \"ap\": [[1, 8]], \"zz\": 1}, {\"kind\": \"imm_value\", \"value\": 3}");
    PhysicalAp first = (PhysicalAp) ops.get(0);
    assertEquals("float32", first.dtype());
    assertEquals("zz", first.unknownKeys().get(0).key());
    ImmValue second = (ImmValue) ops.get(1);
    assertNull(second.dtype());
    assertFalse(second.hasUnknownKeys());
  }

  @Test
  void twoOperandsWithTheSameAccessPatternShareIt() {
    List<Operand> ops =
        ins(
            "{\"kind\": \"physical_ap\", \"memref\": \"M\", \"ap\": [[1, 8], [8, 2]]},"
                + " {\"kind\": \"physical_ap\", \"memref\": \"M\", \"ap\": [[1, 8], [8, 2]]},"
                + " {\"kind\": \"physical_ap\", \"memref\": \"M\", \"ap\": [{\"step\": 1, \"num\": 8},"
                + " {\"step\": 8, \"num\": 2}]}");
    PhysicalAp a = (PhysicalAp) ops.get(0);
    PhysicalAp b = (PhysicalAp) ops.get(1);
    PhysicalAp c = (PhysicalAp) ops.get(2);
    assertEquals(2, a.ap().pairs().size());
    assertEquals(8, a.ap().pairs().get(1).step());
    org.junit.jupiter.api.Assertions.assertSame(a.ap(), b.ap());
    // The same numbers in the object form are another pattern: the form read is the form written.
    assertFalse(a.ap().objectForm());
    org.junit.jupiter.api.Assertions.assertTrue(c.ap().objectForm());
    assertEquals(a.ap().pairs(), c.ap().pairs());
  }
}
