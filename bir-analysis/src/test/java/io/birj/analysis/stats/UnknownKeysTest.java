package io.birj.analysis.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.stats.DocumentStats.UnknownKey;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.loader.BirReader;
import io.birj.loader.read.TestDocuments;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What birj does not understand is kept, and shown: statistics list the keys no model holds by
 * where they sit, and a strict reader refuses each one at its place.
 */
class UnknownKeysTest {
  private static final BirReader READER = TestDocuments.TYPED;

  private static final String DOC =
      "{\"version\": 2, \"new_module_flag\": true,\n"
          + " \"functions\": [{\"name\": \"f\",\n"
          + "  \"allocations\": [{\"Skind\": \"memory_location_set\", \"name\": \"S\","
          + " \"memorylocations\": [{\"Skind\": \"memory_location\", \"name\": \"M\", \"type\":"
          + " \"DRAM\", \"hbm_channel\": 3}]}],\n"
          + "  \"blocks\": [{\"name\": \"b0\", \"instructions\": [\n"
          + "   {\"name\": \"a\", \"opcode\": \"NoOp\", \"engine\": \"Pool\", \"priority\": 1,\n"
          + "    \"outs\": [{\"kind\": \"physical_ap\", \"memref\": \"M\", \"ap\": [[1, 1]],"
          + " \"swizzle\": 0}]},\n"
          + "   {\"name\": \"b\", \"opcode\": \"NoOp\", \"engine\": null, \"priority\": 2}\n"
          + "  ]}]}]}\n";

  private static final String B1 = "/functions/0/blocks/0/instructions/1";

  @Test
  void statisticsListEachUnknownKeyByPlaceWithItsCountAndFirstPointer() {
    List<UnknownKey> keys = DocumentStats.of(TestDocuments.read(READER, DOC)).unknownKeys();
    assertEquals(
        List.of(
            new UnknownKey("instruction[NoOp]", "priority", 2, TestDocuments.I0 + "/priority"),
            new UnknownKey(
                "memory_location",
                "hbm_channel",
                1,
                "/functions/0/allocations/0/memorylocations/0/hbm_channel"),
            new UnknownKey("module", "new_module_flag", 1, "/new_module_flag"),
            new UnknownKey(
                "operand[physical_ap]", "swizzle", 1, TestDocuments.I0 + "/outs/0/swizzle")),
        keys);
    assertEquals("instruction[NoOp].priority", keys.get(0).where());
  }

  @Test
  void anExplicitNullOnAModelledKeyIsNotAnUnknownKey() {
    List<UnknownKey> keys = DocumentStats.of(TestDocuments.read(READER, DOC)).unknownKeys();
    assertTrue(keys.stream().noneMatch(k -> k.key().equals("engine")), keys.toString());
  }

  @Test
  void aDocumentWithoutUnknownKeysListsNone() {
    String doc = TestDocuments.doc("{\"name\": \"a\", \"opcode\": \"NoOp\"}");
    assertEquals(List.of(), DocumentStats.of(TestDocuments.read(READER, doc)).unknownKeys());
  }

  @Test
  void aStrictReaderRefusesEachUnknownKeyAtItsPlace() {
    List<Diagnostic> errors =
        READER.strict().validate(TestDocuments.stream(DOC), "t.json", 100).errors();
    assertEquals(5, errors.size(), errors.toString());
    Diagnostic swizzle =
        errors.stream().filter(d -> d.pointer().endsWith("/swizzle")).findFirst().orElseThrow();
    assertEquals(
        "unknown key \"swizzle\" in operand[physical_ap]: birj keeps it as read but does not"
            + " model it (a strict reading refuses it)",
        swizzle.message());
    long[] at = TestDocuments.at(DOC, "0}]},");
    assertEquals(at[0], swizzle.line());
    assertEquals(at[1], swizzle.column());
    Diagnostic second =
        errors.stream().filter(d -> d.pointer().equals(B1 + "/priority")).findFirst().orElseThrow();
    assertEquals(TestDocuments.at(DOC, "2}\n")[0], second.line());
  }

  @Test
  void aStrictReadersErrorsComeInTheOrderOfTheSource() {
    List<Diagnostic> errors =
        READER.strict().validate(TestDocuments.stream(DOC), "t.json", 100).errors();
    List<Long> lines = errors.stream().map(Diagnostic::line).toList();
    assertEquals(lines.stream().sorted().toList(), lines);
    assertEquals("/new_module_flag", errors.get(0).pointer());
  }

  @Test
  void aStrictReadThrowsOnTheFirstUnknownKey() {
    BirException e =
        assertThrows(BirException.class, () -> TestDocuments.read(READER.strict(), DOC));
    assertTrue(e.reason().startsWith("unknown key \"new_module_flag\" in module"), e.reason());
  }

  @Test
  void theDefaultReaderKeepsUnknownKeysWithoutAnError() {
    assertEquals(List.of(), TestDocuments.errors(READER, DOC));
    assertTrue(READER.strict().isStrict());
    assertTrue(!READER.isStrict());
  }

  @Test
  void aStrictReaderAcceptsADocumentWhoseKeysAreAllModelled() {
    String doc = TestDocuments.doc("{\"name\": \"a\", \"opcode\": \"NoOp\", \"engine\": null}");
    assertEquals(List.of(), TestDocuments.errors(READER.strict(), doc));
  }
}
