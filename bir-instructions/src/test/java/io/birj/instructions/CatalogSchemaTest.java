package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the generated JSON Schema accepts and refuses, as another language would check it. */
class CatalogSchemaTest {
  private static Set<String> errors(String doc) {
    return Schemas.errors(Schemas.catalog(), doc);
  }

  @Test
  void acceptsCommonAndUnknownKeysBesideTheOpcodesOwn() {
    assertEquals(
        Set.of(),
        errors(
            "{\"opcode\":\"Activation\",\"name\":\"a\",\"engine\":\"Activation\",\"ins\":[],"
                + "\"func\":\"Exp\",\"future\":1}"));
  }

  @Test
  void acceptsAnOpcodeItDoesNotKnow() {
    assertEquals(Set.of(), errors("{\"opcode\":\"WarpDrive\",\"func\":3}"));
  }

  @Test
  void refusesAnAbstractBaseAsAnOpcode() {
    assertFalse(errors("{\"opcode\":\"MatmultBase\"}").isEmpty());
  }

  @Test
  void refusesAnEnumSpellingOutsideTheDomain() {
    assertFalse(errors("{\"opcode\":\"Activation\",\"func\":\"Gelu_v3\"}").isEmpty());
  }

  @Test
  void refusesAnEnumAsAnInteger() {
    assertFalse(errors("{\"opcode\":\"Activation\",\"func\":3}").isEmpty());
  }

  @Test
  void refusesANatBeyondSixtyFourBits() {
    assertFalse(
        errors("{\"opcode\":\"Memset\",\"mode\":\"Const\",\"constant\":18446744073709551616}")
            .isEmpty());
  }

  @Test
  void acceptsNonFiniteFloatSpellingsOnly() {
    assertEquals(
        Set.of(), errors("{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":\"-inf\"}"));
    assertFalse(errors("{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":\"NaN\"}").isEmpty());
  }

  @Test
  void acceptsNullForAnOptionalKey() {
    assertEquals(Set.of(), errors("{\"opcode\":\"Call\",\"target\":null}"));
  }

  @Test
  void refusesATupleOfTheWrongArity() {
    assertFalse(errors("{\"opcode\":\"Matmult\",\"tile_size\":[1,2,3]}").isEmpty());
    assertFalse(errors("{\"opcode\":\"Matmult\",\"tile_size\":[1]}").isEmpty());
  }

  @Test
  void inheritedKeysAreCheckedOnTheLeaf() {
    assertFalse(errors("{\"opcode\":\"Load\",\"dge_type\":\"FastDGE\"}").isEmpty());
  }
}
