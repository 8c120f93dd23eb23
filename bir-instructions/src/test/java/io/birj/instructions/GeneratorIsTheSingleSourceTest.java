package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.brewer.Brewer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spec is the single source of both projections: one generator run on a changed spec changes
 * the Java class and the JSON Schema together, and the build's output is exactly what the generator
 * makes of the committed spec, byte for byte, every time.
 */
class GeneratorIsTheSingleSourceTest {
  static final String ACTIVATION = "io/birj/instructions/opcodes/InstActivation.java";
  static final Path BUILT_SOURCES = Path.of("target/generated-sources/brewer");

  @TempDir Path tmp;

  private Brewer.Output generate(Path spec, String name) throws IOException {
    return Brewer.generate(
        spec, SampleDocuments.CONTAINER, tmp.resolve(name + "-java"), tmp.resolve(name + "-res"));
  }

  @Test
  void changingAKeyInTheSpecChangesTheJavaClassAndTheSchemaInOneRun() throws IOException {
    String spec = Files.readString(SampleDocuments.SPEC, StandardCharsets.UTF_8);
    String old = "{\"key\": \"is_activate2\", \"type\": {\"maybeAffine\": \"Bool\"}";
    assertTrue(spec.contains(old));
    Path changed = tmp.resolve("isa.json");
    Files.writeString(
        changed,
        spec.replace(old, "{\"key\": \"is_activate3\", \"type\": \"Int\""),
        StandardCharsets.UTF_8);

    Brewer.Output before = generate(SampleDocuments.SPEC, "before");
    Brewer.Output after = generate(changed, "after");

    String javaBefore = before.sources().get(ACTIVATION);
    String javaAfter = after.sources().get(ACTIVATION);
    assertTrue(javaBefore.contains("K_IS_ACTIVATE2 = \"is_activate2\""));
    assertTrue(javaBefore.contains("private MaybeAffine<Boolean> isActivate2;"));
    assertFalse(javaAfter.contains("is_activate2"));
    assertTrue(javaAfter.contains("K_IS_ACTIVATE3 = \"is_activate3\""));
    assertTrue(javaAfter.contains("private Long isActivate3;"));
    assertTrue(javaAfter.contains("FieldValues.readInt(p, K_IS_ACTIVATE3)"));

    String schemaBefore = before.resources().get(Brewer.SCHEMA_PATH);
    String schemaAfter = after.resources().get(Brewer.SCHEMA_PATH);
    assertTrue(schemaBefore.contains("\"is_activate2\": {"));
    assertFalse(schemaAfter.contains("\"is_activate2\""));
    assertTrue(schemaAfter.contains("\"is_activate3\": {"));
    assertTrue(schemaAfter.contains("\"$ref\": \"#/$defs/Int\""));

    // Only Activation's class, the catalog (its key list) and the schema changed.
    Set<String> changedFiles = new java.util.TreeSet<>();
    before
        .sources()
        .forEach(
            (k, v) -> {
              if (!v.equals(after.sources().get(k))) {
                changedFiles.add(k);
              }
            });
    assertEquals(Set.of(ACTIVATION, "io/birj/instructions/IsaCatalog.java"), changedFiles);
    assertNotEquals(schemaBefore, schemaAfter);

    // And the files written to disk are the ones returned.
    assertEquals(javaAfter, Files.readString(tmp.resolve("after-java").resolve(ACTIVATION)));
    assertEquals(
        schemaAfter, Files.readString(tmp.resolve("after-res").resolve(Brewer.SCHEMA_PATH)));
  }

  @Test
  void makingAKeyMaybeAffineChangesItsReaderAndItsSchemaTogether() throws IOException {
    String spec = Files.readString(SampleDocuments.SPEC, StandardCharsets.UTF_8);
    String old = "{\"key\": \"constant\", \"type\": \"Nat\"";
    assertTrue(spec.contains(old));
    Path changed = tmp.resolve("isa.json");
    Files.writeString(
        changed,
        spec.replace(old, "{\"key\": \"constant\", \"type\": {\"maybeAffine\": \"Nat\"}"),
        StandardCharsets.UTF_8);
    String memset = "io/birj/instructions/opcodes/InstMemset.java";
    Brewer.Output before = generate(SampleDocuments.SPEC, "before");
    Brewer.Output after = generate(changed, "after");
    assertTrue(before.sources().get(memset).contains("private Long constant;"));
    assertTrue(after.sources().get(memset).contains("private MaybeAffine<Long> constant;"));
    assertTrue(
        after.sources().get(memset).contains("FieldValues.<Long>readMaybeAffine(p, K_CONSTANT"));
    String memsetSchema = "\"opcode.Memset\": {";
    String schemaAfter = after.resources().get(Brewer.SCHEMA_PATH);
    String memsetAfter = schemaAfter.substring(schemaAfter.indexOf(memsetSchema));
    String memsetBefore =
        before
            .resources()
            .get(Brewer.SCHEMA_PATH)
            .substring(before.resources().get(Brewer.SCHEMA_PATH).indexOf(memsetSchema));
    assertTrue(memsetAfter.contains("\"$ref\": \"#/$defs/MaybeAffine.Nat\""), memsetAfter);
    assertFalse(
        memsetBefore.substring(0, memsetBefore.indexOf("\"x-birj-keys\"")).contains("MaybeAffine"));
  }

  @Test
  void turningAStringKeyIntoAReferenceChangesItsTypeItsVisitAndItsSchemaTogether()
      throws IOException {
    String spec = Files.readString(SampleDocuments.SPEC, StandardCharsets.UTF_8);
    String old = "{\"key\": \"instance_name\", \"type\": \"String\"";
    assertTrue(spec.contains(old));
    Path changed = tmp.resolve("isa.json");
    Files.writeString(
        changed,
        spec.replace(old, "{\"key\": \"instance_name\", \"type\": {\"ref\": \"Queue\"}"),
        StandardCharsets.UTF_8);
    String cls = "io/birj/instructions/opcodes/InstSwitchQueueInstance.java";
    Brewer.Output original = generate(SampleDocuments.SPEC, "before");
    String before = original.sources().get(cls);
    assertFalse(
        original.resources().get(Brewer.SCHEMA_PATH).contains("\"$ref\": \"#/$defs/ref.Queue\""));
    Brewer.Output out = generate(changed, "after");
    String after = out.sources().get(cls);
    assertFalse(before.contains("forEachReference"));
    assertTrue(after.contains("private NameRef<DmaQueue> instanceName;"));
    assertTrue(
        after.contains("visitor.reference(K_INSTANCE_NAME, -1, RefKind.QUEUE, instanceName);"));
    assertTrue(out.resources().get(Brewer.SCHEMA_PATH).contains("\"$ref\": \"#/$defs/ref.Queue\""));
  }

  @Test
  void twoRunsOnTheSameSpecWriteTheSameBytes() throws IOException {
    Brewer.Output a = generate(SampleDocuments.SPEC, "a");
    Brewer.Output b = generate(SampleDocuments.SPEC, "b");
    assertEquals(a.sources(), b.sources());
    assertEquals(a.resources(), b.resources());
    assertEquals(read(tmp.resolve("a-java")), read(tmp.resolve("b-java")));
  }

  @Test
  void theBuildCompiledExactlyWhatTheGeneratorMakesOfTheCommittedSpec() throws IOException {
    Brewer.Output fresh = generate(SampleDocuments.SPEC, "fresh");
    assertEquals(fresh.sources(), read(BUILT_SOURCES));
    try (var in = IsaCatalog.class.getResourceAsStream(IsaCatalog.SCHEMA_RESOURCE)) {
      assertEquals(
          fresh.resources().get(Brewer.SCHEMA_PATH),
          new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void abstractBasesAreAbstractClassesAndOpcodesFinalOnes() throws IOException {
    Map<String, String> sources = generate(SampleDocuments.SPEC, "h").sources();
    assertTrue(
        sources
            .get("io/birj/instructions/opcodes/InstDMA.java")
            .contains("public abstract class InstDMA extends OpcodeFields {"));
    assertTrue(
        sources
            .get("io/birj/instructions/opcodes/InstLoad.java")
            .contains("public final class InstLoad extends InstDMA {"));
  }

  @Test
  void generatedSourcesCarryNoTimestamp() throws IOException {
    for (String source : generate(SampleDocuments.SPEC, "t").sources().values()) {
      assertFalse(source.matches("(?s).*\\b20\\d\\d-\\d\\d-\\d\\d.*"), "a date in a source");
    }
  }

  private static Map<String, String> read(Path root) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
        out.put(
            root.relativize(p).toString().replace('\\', '/'),
            Files.readString(p, StandardCharsets.UTF_8));
      }
    }
    return out;
  }
}
