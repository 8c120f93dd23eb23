package io.birj.brewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.brewer.spec.ContainerSpec;
import io.birj.brewer.spec.ContainerSpecReader;
import io.birj.brewer.spec.SpecException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The container spec's projections, and what one key added to it changes in each. */
class ContainerProjectionTest {
  static final Path SPEC = Path.of("../bir-api/src/main/container/container.json");
  static final String DEBUG_LINE = "{\"key\": \"debug\", \"type\": \"Unknown\"},";
  static final String ADDED =
      "{\"key\": \"queue_hint\", \"type\": {\"ref\": \"Queue\"}, \"held\": \"props\"},";

  static String spec() throws IOException {
    return Files.readString(SPEC, StandardCharsets.UTF_8);
  }

  static ContainerSpec read(String text) throws IOException {
    return ContainerSpecReader.read(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "container.json");
  }

  /** The spec with the new key after the instruction's debug (the one line a contributor adds). */
  static String edited() throws IOException {
    String s = spec();
    int instruction = s.indexOf("\"place\": \"instruction\"");
    int debug = s.indexOf(DEBUG_LINE, instruction);
    assertTrue(debug > 0, "the instruction's debug key is where the test expects it");
    int end = debug + DEBUG_LINE.length();
    return s.substring(0, end) + "\n      " + ADDED + s.substring(end);
  }

  @Test
  void theSpecProjectsIntoKeysTheStandardContainerAndASchema() throws IOException {
    Brewer.Output out = ContainerProjection.project(read(spec()));
    assertEquals(
        java.util.Set.of(
            "io/birj/api/container/Keys.java", "io/birj/api/container/StandardContainer.java"),
        out.sources().keySet());
    assertTrue(
        out.sources()
            .get("io/birj/api/container/Keys.java")
            .contains("public static final String MEMORY_LOCATIONS = \"memorylocations\";"));
    assertTrue(out.resources().get(ContainerProjection.SCHEMA_PATH).contains("\"instruction\": {"));
  }

  @Test
  void oneKeyAddedToTheSpecReachesTheKeysTheContainerAndTheSchema() throws IOException {
    Brewer.Output before = ContainerProjection.project(read(spec()));
    Brewer.Output after = ContainerProjection.project(read(edited()));
    String keys = after.sources().get("io/birj/api/container/Keys.java");
    assertTrue(keys.contains("public static final String QUEUE_HINT = \"queue_hint\";"), keys);
    assertFalse(before.sources().get("io/birj/api/container/Keys.java").contains("QUEUE_HINT"));
    String standard = after.sources().get("io/birj/api/container/StandardContainer.java");
    String debug = "new FieldSchema(Keys.DEBUG, FieldType.Scalar.UNKNOWN, null, false, Held.MODEL";
    String added =
        "new FieldSchema(Keys.QUEUE_HINT, new FieldType.Ref(\"Queue\"), null, false, Held.PROPS";
    int instruction = standard.indexOf("public static final ObjectSchema INSTRUCTION =");
    int d = standard.indexOf(debug, instruction);
    int a = standard.indexOf(added, instruction);
    assertTrue(d > instruction && a > d, standard);
    assertEquals(a, standard.indexOf("new FieldSchema", d + 1), "right after debug");
    String schema = after.resources().get(ContainerProjection.SCHEMA_PATH);
    assertTrue(
        schema.contains(
            "\"queue_hint\": {\n          \"description\": \"the name of a Queue\",\n"
                + "          \"type\": \"string\"\n        }"),
        schema);
    assertFalse(before.resources().get(ContainerProjection.SCHEMA_PATH).contains("queue_hint"));
  }

  @Test
  void aKeyDeclaredTwiceInOneObjectIsRefused() throws IOException {
    String twice = spec().replace(DEBUG_LINE, DEBUG_LINE + " " + DEBUG_LINE);
    SpecException e = assertThrows(SpecException.class, () -> read(twice));
    assertTrue(e.getMessage().contains("the key debug is declared twice"), e.getMessage());
  }

  @Test
  void anObjectOrFormTheSpecDoesNotDeclareIsRefused() throws IOException {
    String bad = spec().replace("{\"object\": \"sync_info\"}", "{\"object\": \"sync\"}");
    SpecException e = assertThrows(SpecException.class, () -> read(bad));
    assertTrue(e.getMessage().contains("no object sync"), e.getMessage());
  }

  @Test
  void aPropMustBeAScalarOrANameSoThatItReadsByTypeAlone() throws IOException {
    String bad =
        edited().replace("{\"ref\": \"Queue\"}, \"held\"", "{\"object\": \"predicate\"}, \"held\"");
    SpecException e = assertThrows(SpecException.class, () -> read(bad));
    assertTrue(e.getMessage().contains("held in props"), e.getMessage());
  }

  @Test
  void twoKeysOnOneConstantAreRefused() throws IOException {
    String clash =
        edited()
            .replace("\"queue_hint\"", "\"queueHint\"")
            .replace(
                "{\"key\": \"name\", \"type\": \"String\"},\n      {\"key\": \"origin\"",
                "{\"key\": \"name\", \"type\": \"String\"},\n      {\"key\": \"QUEUE_HINT\", \"type\": \"Int\"},\n      {\"key\": \"origin\"");
    if (clash.contains("\"QUEUE_HINT\"")) {
      SpecException e =
          assertThrows(SpecException.class, () -> ContainerProjection.project(read(clash)));
      assertTrue(e.getMessage().contains("both become the constant QUEUE_HINT"), e.getMessage());
    } else {
      throw new AssertionError("the test's edit did not apply");
    }
  }

  @Test
  void aReferenceHeldInPropsIsAdmittedOnAnInstructionsHeaderOnly() throws IOException {
    String onALocation =
        spec()
            .replace(
                "{\"key\": \"bank\", \"type\": \"Unknown\", \"held\": \"props\"}",
                "{\"key\": \"bank\", \"type\": {\"ref\": \"Register\"}, \"held\": \"props\"}");
    SpecException e = assertThrows(SpecException.class, () -> read(onALocation));
    assertTrue(e.getMessage().contains("memory_location.bank"), e.getMessage());
  }

  @Test
  void aKindsOrderNamesOnlyKeysOfItsObjectAndStartsWithTheTag() throws IOException {
    String stray =
        spec()
            .replace(
                "\"imm_value\": [\"kind\", \"dtype\", \"value\"]",
                "\"imm_value\": [\"kind\", \"dtype\", \"valu\"]");
    SpecException e = assertThrows(SpecException.class, () -> read(stray));
    assertTrue(e.getMessage().contains("valu is not a key of operand"), e.getMessage());
    String untagged =
        spec()
            .replace(
                "\"imm_value\": [\"kind\", \"dtype\", \"value\"]",
                "\"imm_value\": [\"dtype\", \"value\"]");
    e = assertThrows(SpecException.class, () -> read(untagged));
    assertTrue(e.getMessage().contains("starts with the tag kind"), e.getMessage());
  }

  @Test
  void theKindsOrdersReachTheStandardContainer() throws IOException {
    String standard =
        ContainerProjection.project(read(spec()))
            .sources()
            .get("io/birj/api/container/StandardContainer.java");
    assertTrue(
        standard.contains("Map.entry(\"imm_value\", List.of(Keys.KIND, Keys.DTYPE, Keys.VALUE))"),
        standard);
  }
}
