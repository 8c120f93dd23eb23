package io.birj.instructions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/** JSON Schema checks with a real validator (networknt, draft 2020-12). */
final class Schemas {
  static final ObjectMapper MAPPER = new ObjectMapper();
  private static final JsonSchemaFactory FACTORY =
      JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
  private static JsonSchema catalog;

  private Schemas() {}

  /** The generated catalog schema, as the bir-instructions jar carries it. */
  static synchronized JsonSchema catalog() {
    if (catalog == null) {
      try (InputStream in = IsaCatalog.class.getResourceAsStream(IsaCatalog.SCHEMA_RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + IsaCatalog.SCHEMA_RESOURCE);
        }
        catalog = FACTORY.getSchema(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return catalog;
  }

  static JsonSchema fromFile(Path p) {
    try (InputStream in = Files.newInputStream(p)) {
      return FACTORY.getSchema(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The validator's messages for {@code json}, sorted; empty when it is valid. */
  static Set<String> errors(JsonSchema schema, String json) {
    try {
      JsonNode node = MAPPER.readTree(json);
      Set<String> out = new TreeSet<>();
      for (ValidationMessage m : schema.validate(node)) {
        out.add(m.getMessage());
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
