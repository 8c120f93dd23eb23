package io.birj.brewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.SpecException;
import io.birj.brewer.spec.SpecReader;
import io.birj.brewer.spec.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the spec reader accepts, and each inconsistency it refuses with a message that says where.
 */
class SpecReaderTest {
  static final String ENUMS = "[{\"name\": \"E\", \"spellings\": [\"a\", \"B\"]}]";
  static final String RECORDS =
      "[{\"name\": \"Pair\", \"keys\": [{\"key\": \"step\", \"type\": \"Int\", \"presence\":"
          + " \"required\"}]}]";

  static String spec(String opcodes) {
    return "{\"format\": \"birj-isa/1\", \"about\": \"t\", \"root\": \"Instruction\", \"records\": "
        + RECORDS
        + ", \"enums\": "
        + ENUMS
        + ", \"opcodes\": "
        + opcodes
        + "}";
  }

  static IsaSpec read(String json) throws IOException {
    return SpecReader.read(
        new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "test.json");
  }

  static String refusal(String opcodes) {
    return assertThrows(SpecException.class, () -> read(spec(opcodes))).getMessage();
  }

  static final String BASE =
      "{\"opcode\": \"Base\", \"parent\": \"Instruction\", \"abstract\": true, \"keys\": ["
          + "{\"key\": \"k\", \"type\": \"E\", \"presence\": \"optional\", \"default\": \"B\"}]}";

  @Test
  void readsOpcodesKeysTypesAndTheHierarchy() throws IOException {
    IsaSpec s =
        read(
            spec(
                "["
                    + BASE
                    + ", {\"opcode\": \"Leaf\", \"parent\": \"Base\", \"abstract\": false, \"keys\":"
                    + " [{\"key\": \"t\", \"type\": {\"tuple\": [\"Nat\", {\"list\": \"Pair\"}]},"
                    + " \"presence\": \"required\"}]}]"));
    assertEquals(2, s.opcodeCount());
    assertEquals(1, s.abstractCount());
    assertEquals(1, s.concreteLeafCount());
    assertEquals(
        List.of("k", "t"), s.allKeys(s.opcode("Leaf")).stream().map(k -> k.key()).toList());
    assertEquals("(Nat × List Pair)", s.opcode("Leaf").keys().get(0).type().display());
    assertEquals(new TypeRef.EnumType("E"), s.opcode("Base").keys().get(0).type());
  }

  @Test
  void refusesAParentNotDeclaredBefore() {
    String m =
        refusal(
            "[{\"opcode\": \"Leaf\", \"parent\": \"Base\", \"abstract\": false, \"keys\": []}]");
    assertTrue(m.contains("parent Base is not declared before it"), m);
  }

  @Test
  void refusesAKeyAParentAlreadyDeclares() {
    String m =
        refusal(
            "["
                + BASE
                + ", {\"opcode\": \"Leaf\", \"parent\": \"Base\", \"abstract\": false, \"keys\":"
                + " [{\"key\": \"k\", \"type\": \"Bool\", \"presence\": \"optional\"}]}]");
    assertTrue(m.contains("opcode Leaf, key k: declared twice"), m);
  }

  @Test
  void refusesAConcreteParent() {
    String m =
        refusal(
            "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\": []},"
                + " {\"opcode\": \"B\", \"parent\": \"A\", \"abstract\": false, \"keys\": []}]");
    assertTrue(m.contains("is concrete"), m);
  }

  @Test
  void refusesAnUnknownType() {
    String m =
        refusal(
            "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\":"
                + " [{\"key\": \"x\", \"type\": \"Quaternion\", \"presence\": \"required\"}]}]");
    assertTrue(m.contains("unknown type Quaternion"), m);
  }

  @Test
  void refusesADefaultOutsideTheEnumDomain() {
    String m =
        refusal(
            "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\":"
                + " [{\"key\": \"x\", \"type\": \"E\", \"presence\": \"optional\", \"default\":"
                + " \"c\"}]}]");
    assertTrue(m.contains("must be a spelling of E"), m);
  }

  @Test
  void refusesADefaultOfTheWrongType() {
    String m =
        refusal(
            "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\":"
                + " [{\"key\": \"x\", \"type\": \"Nat\", \"presence\": \"optional\", \"default\":"
                + " -1}]}]");
    assertTrue(m.contains("must be an unsigned integer"), m);
  }

  @Test
  void refusesADefaultOnARequiredKey() {
    String m =
        refusal(
            "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\":"
                + " [{\"key\": \"x\", \"type\": \"Nat\", \"presence\": \"required\", \"default\":"
                + " 1}]}]");
    assertTrue(m.contains("a required key has no default"), m);
  }

  @Test
  void refusesAnUnknownMember() {
    String m =
        refusal(
            "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\": [],"
                + " \"inherits\": true}]");
    assertTrue(m.contains("unknown member inherits"), m);
  }

  @Test
  void refusesAnOpcodeDeclaredTwice() {
    String a =
        "{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\": []}";
    assertTrue(refusal("[" + a + ", " + a + "]").contains("declared twice"));
  }

  @Test
  void refusesADuplicateJsonMember() {
    assertThrows(
        SpecException.class,
        () -> read(spec("[]").replace("\"about\": \"t\"", "\"about\": \"t\", \"about\": \"u\"")));
  }

  @Test
  void refusesAnotherFormat() {
    assertThrows(SpecException.class, () -> read(spec("[]").replace("birj-isa/1", "birj-isa/2")));
  }
}
