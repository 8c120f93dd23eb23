package io.birj.loader.read;

import static io.birj.loader.read.TestDocuments.PLAIN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.json.JsonValue;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A document repeats its values: the model holds one copy of each equal number, string and offset
 * it keeps, and they read back as written.
 */
class SharedValuesTest {
  private static List<Instruction> instructions(String... instructions) {
    Module m = TestDocuments.read(PLAIN, TestDocuments.doc(instructions));
    return m.functions().get(0).blocks().get(0).instructions();
  }

  private static String withIns(String name, String operands) {
    return "{\"name\": \"" + name + "\", \"opcode\": \"Nop\", \"ins\": [" + operands + "]}";
  }

  @Test
  void equalImmediatesOfTwoInstructionsAreOneValue() {
    List<Instruction> is =
        instructions(
            withIns("a", "{\"kind\": \"imm_value\", \"value\": 1000}"),
            withIns("b", "{\"kind\": \"imm_value\", \"value\": 1000}"));
    JsonValue a = ((ImmValue) is.get(0).ins().get(0)).value();
    JsonValue b = ((ImmValue) is.get(1).ins().get(0)).value();
    assertEquals(new JsonValue.JsonNumber("1000"), a);
    assertSame(a, b);
  }

  @Test
  void numbersOfOneValueButAnotherSpellingStayApart() {
    List<Instruction> is =
        instructions(
            withIns("a", "{\"kind\": \"imm_value\", \"value\": 2}"),
            withIns("b", "{\"kind\": \"imm_value\", \"value\": 2.0}"));
    JsonValue a = ((ImmValue) is.get(0).ins().get(0)).value();
    JsonValue b = ((ImmValue) is.get(1).ins().get(0)).value();
    assertEquals(new JsonValue.JsonNumber("2"), a);
    assertNotSame(a, b);
  }

  @Test
  void equalOffsetsOfTwoOperandsAreOneBox() {
    String op =
        "{\"kind\": \"physical_ap\", \"memref\": \"M\", \"offset\": 40960, \"ap\": [[1, 8]]}";
    List<Operand> ops = instructions(withIns("a", op + ", " + op)).get(0).ins();
    Long first = ((PhysicalAp) ops.get(0)).offset();
    Long second = ((PhysicalAp) ops.get(1)).offset();
    assertEquals(40960L, first);
    assertSame(first, second);
  }

  @Test
  void oneInstructionsEndAndTheNextOnesStartAreOneBox() {
    List<Instruction> is =
        instructions(
            "{\"name\": \"a\", \"opcode\": \"Nop\", \"scheduled_start\": 900,"
                + " \"scheduled_end\": 943}",
            "{\"name\": \"b\", \"opcode\": \"Nop\", \"scheduled_start\": 943,"
                + " \"scheduled_end\": 943}");
    assertEquals(943L, is.get(0).scheduledEnd());
    assertSame(is.get(0).scheduledEnd(), is.get(1).scheduledStart());
    assertSame(is.get(1).scheduledStart(), is.get(1).scheduledEnd());
  }

  @Test
  void equalDebugStringsOfTwoInstructionsAreOneValue() {
    List<Instruction> is =
        instructions(
            "{\"name\": \"a\", \"opcode\": \"Nop\", \"debug\": {\"file\": \"kernel.py\"}}",
            "{\"name\": \"b\", \"opcode\": \"Nop\", \"debug\": {\"file\": \"kernel.py\"}}");
    JsonValue a = ((JsonValue.JsonObject) is.get(0).debug()).members().get(0).value();
    JsonValue b = ((JsonValue.JsonObject) is.get(1).debug()).members().get(0).value();
    assertEquals(new JsonValue.JsonString("kernel.py"), a);
    assertSame(a, b);
  }

  @Test
  void anInstructionWithoutRareKeysReadsThemAsAbsent() {
    Instruction i = instructions("{\"name\": \"a\", \"opcode\": \"Nop\"}").get(0);
    assertNull(i.scheduledStart());
    assertNull(i.syncInfo());
    assertNull(i.loopnest());
    assertNull(i.queue());
  }
}
