package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.OpcodeSpec;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * For every concrete opcode of the spec, documents generated from the spec itself round-trip byte
 * for byte through the generated field reader and writer, and validate against the generated JSON
 * Schema.
 */
class EveryOpcodeRoundTripsTest {
  private final IsaSpec spec = SampleDocuments.spec();
  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();

  private Stream<OpcodeSpec> concrete() {
    return spec.opcodes().stream().filter(o -> !o.isAbstract());
  }

  @TestFactory
  Stream<DynamicTest> aDocumentWithEveryKeyRoundTripsByteForByte() {
    return concrete()
        .map(
            o ->
                dynamicTest(
                    o.opcode(),
                    () -> {
                      SampleDocuments samples = new SampleDocuments(spec);
                      String doc = samples.document(o, true);
                      TestContext ctx = new TestContext();
                      InstructionHarness.Read r = harness.read(doc, ctx);
                      assertNotNull(r.fields(), "typed fields for " + o.opcode());
                      assertEquals(List.of(), r.unknown(), "every key is the opcode's");
                      assertEquals(samples.keys(o, true), r.fields().presentKeys());
                      assertEquals(List.of(), ctx.warnings);
                      assertEquals(doc, harness.write(r, ctx));
                    }));
  }

  @TestFactory
  Stream<DynamicTest> aDocumentWithOnlyTheRequiredKeysRoundTripsAndStaysMinimal() {
    return concrete()
        .map(
            o ->
                dynamicTest(
                    o.opcode(),
                    () -> {
                      SampleDocuments samples = new SampleDocuments(spec);
                      String doc = samples.document(o, false);
                      TestContext ctx = new TestContext();
                      InstructionHarness.Read r = harness.read(doc, ctx);
                      assertEquals(samples.keys(o, false), r.fields().presentKeys());
                      assertEquals(List.of(), r.fields().missingRequiredKeys());
                      assertEquals(doc, harness.write(r, ctx));
                    }));
  }

  @TestFactory
  Stream<DynamicTest> everyGeneratedDocumentValidatesAgainstTheGeneratedSchema() {
    return concrete()
        .flatMap(
            o ->
                Stream.of(true, false)
                    .map(
                        all ->
                            dynamicTest(
                                o.opcode() + (all ? " (every key)" : " (required keys)"),
                                () -> {
                                  String doc = new SampleDocuments(spec).document(o, all);
                                  Set<String> errors = Schemas.errors(Schemas.catalog(), doc);
                                  assertTrue(errors.isEmpty(), doc + " -> " + errors);
                                })));
  }

  @TestFactory
  Stream<DynamicTest> theSchemaRejectsADocumentLackingARequiredKey() {
    return concrete()
        .filter(o -> spec.allKeys(o).stream().anyMatch(k -> k.required()))
        .map(
            o ->
                dynamicTest(
                    o.opcode(),
                    () -> {
                      String doc = new SampleDocuments(spec).document(o, false);
                      String firstRequired =
                          spec.allKeys(o).stream()
                              .filter(k -> k.required())
                              .findFirst()
                              .get()
                              .key();
                      String without =
                          Schemas.MAPPER
                              .readTree(doc)
                              .deepCopy()
                              .toString(); // normalise, then drop the key below
                      com.fasterxml.jackson.databind.node.ObjectNode node =
                          (com.fasterxml.jackson.databind.node.ObjectNode)
                              Schemas.MAPPER.readTree(without);
                      node.remove(firstRequired);
                      Set<String> errors = Schemas.errors(Schemas.catalog(), node.toString());
                      assertTrue(
                          errors.stream().anyMatch(e -> e.contains(firstRequired)),
                          node + " -> " + errors);
                    }));
  }
}
