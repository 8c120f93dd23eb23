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

  @Test
  void aMaybeAffineKeyAcceptsItsScalarOrAnExpressionAndNothingElse() {
    assertEquals(Set.of(), errors("{\"opcode\":\"Matmult\",\"replication_num_rows\":4}"));
    assertEquals(
        Set.of(),
        errors(
            "{\"opcode\":\"Matmult\",\"replication_num_rows\":" + SampleDocuments.expr(1) + "}"));
    assertFalse(errors("{\"opcode\":\"Matmult\",\"replication_num_rows\":\"4\"}").isEmpty());
    assertFalse(errors("{\"opcode\":\"Matmult\",\"replication_num_rows\":-4}").isEmpty());
  }

  @Test
  void accumulationFlagAcceptsANumberASpellingOrAnExpression() {
    assertEquals(Set.of(), errors("{\"opcode\":\"Matmult\",\"accumulation_flag\":2}"));
    assertEquals(Set.of(), errors("{\"opcode\":\"Matmult\",\"accumulation_flag\":\"Zero\"}"));
    assertEquals(
        Set.of(),
        errors("{\"opcode\":\"Matmult\",\"accumulation_flag\":" + SampleDocuments.expr(1) + "}"));
    assertFalse(errors("{\"opcode\":\"Matmult\",\"accumulation_flag\":\"Often\"}").isEmpty());
  }

  @Test
  void aReferenceIsAName() {
    assertEquals(Set.of(), errors("{\"opcode\":\"UnconditionalBranch\",\"target\":\"bb1\"}"));
    assertFalse(errors("{\"opcode\":\"UnconditionalBranch\",\"target\":1}").isEmpty());
    assertEquals(Set.of(), errors("{\"opcode\":\"DMATrigger\",\"dma_blocks\":[\"b0\"]}"));
    assertFalse(errors("{\"opcode\":\"DMATrigger\",\"dma_blocks\":[{}]}").isEmpty());
  }

  @Test
  void theChannelIsAnExpressionOrAnyObject() {
    assertEquals(
        Set.of(),
        errors(
            "{\"opcode\":\"CollectiveCompute\",\"cc_channel\":" + SampleDocuments.CHANNEL + "}"));
    assertEquals(
        Set.of(),
        errors(
            "{\"opcode\":\"CollectiveCompute\",\"cc_channel\":" + SampleDocuments.expr(1) + "}"));
  }

  @Test
  void aRegionAcceptsItsStructureBesideItsKeys() {
    assertEquals(
        Set.of(),
        errors(
            "{\"opcode\":\"Loop\",\"LoopAxis\":{\"name\":\"i\",\"lb\":0,\"ub\":4,\"stride\":1},"
                + "\"blocks\":[],\"isParallel\":true}"));
    assertFalse(errors("{\"opcode\":\"Loop\",\"isParallel\":1}").isEmpty());
  }
}
