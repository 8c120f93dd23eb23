package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.networknt.schema.JsonSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The ISA spec has a schema of its own, and keeps to it. */
class SpecSchemaTest {
  static final Path SPEC_SCHEMA = Path.of("src/main/isa/isa.schema.json");

  @Test
  void theSpecValidatesAgainstItsSchema() throws IOException {
    JsonSchema schema = Schemas.fromFile(SPEC_SCHEMA);
    assertEquals(Set.of(), Schemas.errors(schema, Files.readString(SampleDocuments.SPEC)));
  }

  @Test
  void theSchemaRejectsARequiredKeyWithADefault() throws IOException {
    JsonSchema schema = Schemas.fromFile(SPEC_SCHEMA);
    String bad =
        Files.readString(SampleDocuments.SPEC)
            .replace(
                "{\"key\": \"func\", \"type\": \"ActivationFunctionType\", \"presence\": \"required\"}",
                "{\"key\": \"func\", \"type\": \"ActivationFunctionType\", \"presence\":"
                    + " \"required\", \"default\": \"Exp\"}");
    assertFalse(Schemas.errors(schema, bad).isEmpty());
  }

  @Test
  void theSchemaRejectsAnUnknownMemberOfAnOpcode() throws IOException {
    JsonSchema schema = Schemas.fromFile(SPEC_SCHEMA);
    String bad =
        Files.readString(SampleDocuments.SPEC)
            .replace("{\"opcode\": \"NoOp\",", "{\"opcode\": \"NoOp\", \"inherits\": true,");
    assertFalse(Schemas.errors(schema, bad).isEmpty());
  }
}
