package io.birj.brewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.brewer.spec.ContainerSpec;
import io.birj.brewer.spec.ContainerSpecReader;
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

  static final String ERAS =
      "[{\"name\": \"now\", \"about\": \"the roster\"}, {\"name\": \"old\", \"about\":"
          + " \"kept\"}]";

  /** A container spec whose instruction has the header keys name and queue and a region. */
  static final String CONTAINER =
      "{\"format\": \"birj-container-spec/1\", \"about\": \"t\", \"forms\": {}, \"objects\":"
          + " [{\"place\": \"instruction\", \"what\": \"an instruction\", \"keys\": ["
          + "{\"key\": \"name\", \"type\": \"String\"}, {\"key\": \"queue\", \"type\":"
          + " \"String\"}, {\"key\": \"blocks\", \"type\": {\"list\": \"Unknown\"}, \"region\":"
          + " true}]}]}";

  static ContainerSpec container() throws IOException {
    return ContainerSpecReader.read(
        new ByteArrayInputStream(CONTAINER.getBytes(StandardCharsets.UTF_8)), "container.json");
  }

  static String spec(String opcodes) {
    return "{\"format\": \"birj-isa/2\", \"about\": \"t\", \"root\": \"Instruction\", \"eras\": "
        + ERAS
        + ", \"records\": "
        + RECORDS
        + ", \"enums\": "
        + ENUMS
        + ", \"opcodes\": "
        + opcodes
        + "}";
  }

  static IsaSpec read(String json) throws IOException {
    return SpecReader.read(
        new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "test.json", container());
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
    assertThrows(SpecException.class, () -> read(spec("[]").replace("birj-isa/2", "birj-isa/1")));
  }

  /** One concrete top-level opcode {@code A} with the keys given. */
  static String opcodeWith(String keys) {
    return "[{\"opcode\": \"A\", \"parent\": \"Instruction\", \"abstract\": false, \"keys\": ["
        + keys
        + "]}]";
  }

  static String key(String name, String type) {
    return "{\"key\": \"" + name + "\", \"type\": " + type + ", \"presence\": \"optional\"}";
  }

  @Test
  void readsTheMaybeAffineExprOrAndReferenceForms() throws IOException {
    IsaSpec s =
        read(
            spec(
                opcodeWith(
                    key("m", "{\"maybeAffine\": \"Nat\"}")
                        + ", "
                        + key("f", "{\"maybeAffine\": \"Nat\", \"orSpelling\": \"E\"}")
                        + ", "
                        + key("c", "{\"exprOr\": \"Unknown\"}")
                        + ", "
                        + key("b", "{\"ref\": \"Block\"}")
                        + ", "
                        + key("d", "{\"list\": {\"ref\": \"DmaBlock\"}}"))));
    List<TypeRef> types = s.opcode("A").keys().stream().map(k -> k.type()).toList();
    assertEquals(
        List.of(
            new TypeRef.MaybeAffineType(TypeRef.Scalar.NAT, null),
            new TypeRef.MaybeAffineType(TypeRef.Scalar.NAT, "E"),
            new TypeRef.ExprOrType(new TypeRef.ScalarType(TypeRef.Scalar.UNKNOWN)),
            new TypeRef.RefType(TypeRef.RefTarget.BLOCK),
            new TypeRef.ListType(new TypeRef.RefType(TypeRef.RefTarget.DMA_BLOCK))),
        types);
    assertTrue(types.get(0).holdsExpr());
    assertTrue(types.get(2).holdsExpr());
    assertTrue(types.get(4).holdsRef());
    assertEquals("MaybeAffine (Nat | E)", types.get(1).display());
  }

  @Test
  void refusesAMaybeAffineOfANonNumericScalar() {
    String m = refusal(opcodeWith(key("x", "{\"maybeAffine\": \"String\"}")));
    assertTrue(m.contains("a MaybeAffine scalar is Nat, Int, Bool or Float"), m);
  }

  @Test
  void refusesAnOrSpellingThatNamesNoEnum() {
    String m =
        refusal(opcodeWith(key("x", "{\"maybeAffine\": \"Nat\", \"orSpelling\": \"Nope\"}")));
    assertTrue(m.contains("orSpelling names no enum: Nope"), m);
  }

  @Test
  void refusesAnExprOrOfAScalar() {
    String m = refusal(opcodeWith(key("x", "{\"exprOr\": \"Nat\"}")));
    assertTrue(m.contains("exprOr takes Unknown or a record"), m);
  }

  @Test
  void refusesAReferenceToAnUnknownKindOfObject() {
    String m = refusal(opcodeWith(key("x", "{\"ref\": \"Galaxy\"}")));
    assertTrue(m.contains("ref names no kind of object: Galaxy"), m);
  }

  @Test
  void refusesAReferenceWhereItWouldNeverBeVisited() {
    String m = refusal(opcodeWith(key("x", "{\"tuple\": [\"Nat\", {\"ref\": \"Block\"}]}")));
    assertTrue(m.contains("a reference is a key's type or a list's element"), m);
    String nested = refusal(opcodeWith(key("y", "{\"list\": {\"list\": {\"ref\": \"Block\"}}}")));
    assertTrue(nested.contains("a reference is a key's type or a list's element"), nested);
  }

  @Test
  void refusesAReferenceInARecord() {
    String bad =
        spec("[]")
            .replace(
                "{\"key\": \"step\", \"type\": \"Int\"",
                "{\"key\": \"step\", \"type\": {\"ref\": \"Block\"}");
    String m = assertThrows(SpecException.class, () -> read(bad)).getMessage();
    assertTrue(m.contains("may not hold a reference"), m);
  }

  @Test
  void refusesADefaultForAReference() {
    String m =
        refusal(
            opcodeWith(
                "{\"key\": \"x\", \"type\": {\"ref\": \"Block\"}, \"presence\": \"optional\","
                    + " \"default\": \"bb0\"}"));
    assertTrue(m.contains("has no default in the spec"), m);
  }

  @Test
  void acceptsTheEmptyListAsTheDefaultOfAListOfReferences() throws IOException {
    IsaSpec s =
        read(
            spec(
                opcodeWith(
                    "{\"key\": \"x\", \"type\": {\"list\": {\"ref\": \"Block\"}}, \"presence\":"
                        + " \"optional\", \"default\": []}")));
    assertEquals(List.of(), s.opcode("A").keys().get(0).defaultValue());
  }

  @Test
  void checksAMaybeAffineDefaultAgainstItsScalarOrItsSpelling() throws IOException {
    String m =
        refusal(
            opcodeWith(
                "{\"key\": \"x\", \"type\": {\"maybeAffine\": \"Nat\"}, \"presence\":"
                    + " \"optional\", \"default\": -1}"));
    assertTrue(m.contains("must be an unsigned integer"), m);
    IsaSpec s =
        read(
            spec(
                opcodeWith(
                    "{\"key\": \"x\", \"type\": {\"maybeAffine\": \"Nat\", \"orSpelling\":"
                        + " \"E\"}, \"presence\": \"optional\", \"default\": \"B\"}")));
    assertEquals("B", s.opcode("A").keys().get(0).defaultValue());
  }

  @Test
  void refusesAnOpcodeDeclaringACommonInstructionKey() {
    String m = refusal(opcodeWith(key("queue", "\"String\"")));
    assertTrue(
        m.contains("opcode A, key queue: the loader reads it (a common instruction key)"), m);
  }

  @Test
  void refusesAnOpcodeDeclaringARegionsStructure() {
    String m = refusal(opcodeWith(key("blocks", "\"Unknown\"")));
    assertTrue(m.contains("the loader reads it (a region's structure)"), m);
  }

  @Test
  void readsTheRegionFlagAndTheEraWithTheFirstEraAsTheDefault() throws IOException {
    IsaSpec s =
        read(
            spec(
                "[{\"opcode\": \"L\", \"parent\": \"Instruction\", \"abstract\": false,"
                    + " \"region\": true, \"keys\": []}, {\"opcode\": \"K\", \"parent\":"
                    + " \"Instruction\", \"abstract\": false, \"era\": \"old\", \"keys\": []}]"));
    assertTrue(s.opcode("L").region());
    assertEquals("now", s.opcode("L").era());
    assertFalse(s.opcode("K").region());
    assertEquals("old", s.opcode("K").era());
    assertEquals("now", s.defaultEra());
    assertEquals(1, s.eraCount("old"));
    assertEquals(1, s.regionCount());
    assertEquals(List.of("name", "queue"), s.headerKeys());
    assertEquals(List.of("blocks"), s.regionKeys());
  }

  @Test
  void refusesAnEraTheSpecDoesNotDeclare() {
    String m =
        refusal(
            "[{\"opcode\": \"K\", \"parent\": \"Instruction\", \"abstract\": false, \"era\":"
                + " \"future\", \"keys\": []}]");
    assertTrue(m.contains("era future is not one of the spec's eras"), m);
  }

  @Test
  void refusesAnAbstractRegion() {
    String m =
        refusal(
            "[{\"opcode\": \"R\", \"parent\": \"Instruction\", \"abstract\": true, \"region\":"
                + " true, \"keys\": []}]");
    assertTrue(m.contains("an abstract base cannot be a region"), m);
  }

  @Test
  void theKeysNoOpcodeMayDeclareAreTheContainerSpecsInstructionKeys() throws IOException {
    String opcodes = opcodeWith(key("hint", "\"String\""));
    assertEquals(1, read(spec(opcodes)).opcodeCount());
    ContainerSpec withHint =
        ContainerSpecReader.read(
            new ByteArrayInputStream(
                CONTAINER
                    .replace(
                        "{\"key\": \"queue\"",
                        "{\"key\": \"hint\", \"type\": \"Int\"}, {\"key\": \"queue\"")
                    .getBytes(StandardCharsets.UTF_8)),
            "container.json");
    String m =
        assertThrows(
                SpecException.class,
                () ->
                    SpecReader.read(
                        new ByteArrayInputStream(spec(opcodes).getBytes(StandardCharsets.UTF_8)),
                        "test.json",
                        withHint))
            .getMessage();
    assertTrue(m.contains("opcode A, key hint: the loader reads it (a common instruction key)"), m);
  }
}
