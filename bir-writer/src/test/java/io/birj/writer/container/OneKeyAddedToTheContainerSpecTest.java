package io.birj.writer.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.container.ContainerSchema;
import io.birj.api.container.FieldSchema;
import io.birj.api.container.FieldType;
import io.birj.api.error.Diagnostic;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What one key added to the container spec gives: the line {@code {"key": "queue_hint", "type":
 * {"ref": "Queue"}, "held": "props"}} after the instruction's {@code debug} in container.json is
 * the schema {@link #EDITED}, and with it the reader types the key, the checker looks its name up,
 * the writer puts it at its place, the diff compares it and the statistics no longer call it
 * unknown. (That the spec's line becomes this schema, its constant and its JSON Schema,
 * bir-brewer's {@code ContainerProjectionTest} shows.)
 */
class OneKeyAddedToTheContainerSpecTest {
  static final String KEY = "queue_hint";
  static final ContainerSchema EDITED =
      ContainerSchema.standard()
          .with("instruction", FieldSchema.prop(KEY, new FieldType.Ref("Queue")), "debug");

  static final BirReader STANDARD = BirReader.builder().codecs(CodecRegistry.load()).build();
  static final BirReader READER =
      BirReader.builder().codecs(CodecRegistry.load()).container(EDITED).build();

  static final String POINTER = "/functions/0/blocks/0/instructions/0/" + KEY;

  /** A document whose one instruction has the key, written before every other. */
  static String doc(String value) {
    return "{\"version\": 2, \"functions\": [{\"name\": \"main\", \"blocks\": [{\"name\": \"b\","
        + " \"instructions\": [{\""
        + KEY
        + "\": "
        + value
        + ", \"name\": \"i\", \"opcode\": \"NoOp\", \"loopnest\": [], \"debug\": {\"lineno\": 1}}]}]}],"
        + " \"queues\": [{\"name\": \"q0\"}, {\"name\": \"q1\"}]}";
  }

  static Module read(BirReader r, String json) {
    return r.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc.json");
  }

  static ValidationResult validate(BirReader r, String json) {
    return r.validate(
        new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc.json", 100);
  }

  static Instruction first(Module m) {
    return m.functions().get(0).blocks().get(0).instructions().get(0);
  }

  @Test
  void theReaderHoldsTheKeyInTheInstructionsProps() {
    Instruction i = first(read(READER, doc("\"q0\"")));
    assertEquals(new JsonValue.JsonString("q0"), i.props().get(KEY));
    assertTrue(i.unknownKeys().isEmpty(), i.unknownKeys().toString());
  }

  @Test
  void theStandardReaderKeepsItAsAnUnknownKeyAndAStrictOneRefusesIt() {
    Instruction i = first(read(STANDARD, doc("\"q0\"")));
    assertEquals(KEY, i.unknownKeys().get(0).key());
    ValidationResult strict = validate(STANDARD.strict(), doc("\"q0\""));
    assertEquals(POINTER, strict.errors().get(0).pointer());
    assertTrue(validate(READER.strict(), doc("\"q0\"")).isValid());
  }

  @Test
  void aValueOfAnotherTypeIsAnErrorAtItsPlace() {
    List<Diagnostic> errors = validate(READER, doc("7")).errors();
    assertEquals(1, errors.size(), errors.toString());
    assertEquals(POINTER, errors.get(0).pointer());
    assertTrue(errors.get(0).message().contains(KEY), errors.get(0).message());
  }

  @Test
  void theCheckerLooksTheNameUpAmongTheQueues() {
    List<Diagnostic> errors = validate(READER, doc("\"nowhere\"")).errors();
    assertEquals(1, errors.size(), errors.toString());
    assertEquals(POINTER, errors.get(0).pointer());
    assertTrue(
        errors.get(0).message().startsWith("Queue does not exist!"), errors.get(0).message());
    assertTrue(validate(READER, doc("\"q1\"")).isValid());
  }

  @Test
  void theWriterPutsItAtItsPlaceInTheSpecsOrder() {
    String out =
        new String(
            new BirWriter(CodecRegistry.load())
                .toBytes(read(READER, doc("\"q0\"")), WriteOptions.DEFAULT),
            StandardCharsets.UTF_8);
    int debug = out.indexOf("\"debug\"");
    int key = out.indexOf("\"" + KEY + "\"");
    int loopnest = out.indexOf("\"loopnest\"");
    assertTrue(debug >= 0 && debug < key && key < loopnest, out);
    assertEquals(
        new JsonValue.JsonString("q0"), first(read(READER, out)).props().get(KEY), "read back");
  }

  @Test
  void theDiffComparesItAtItsPointer() {
    List<SemanticDiff.Difference> d =
        new SemanticDiff().diff(read(READER, doc("\"q0\"")), read(READER, doc("\"q1\"")));
    assertEquals(1, d.size(), d.toString());
    assertEquals(SemanticDiff.Change.CHANGED, d.get(0).change());
    assertEquals(POINTER, d.get(0).pointer());
  }

  @Test
  void theStatisticsNoLongerCallItUnknown() {
    assertEquals(1, DocumentStats.of(read(STANDARD, doc("\"q0\""))).unknownKeys().size());
    assertTrue(DocumentStats.of(read(READER, doc("\"q0\""))).unknownKeys().isEmpty());
  }
}
