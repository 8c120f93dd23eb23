package io.birj.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The app's own JSON (reports, diagnostics) for the command line: Micronaut Serialization,
 * indented.
 */
@Singleton
public final class JsonOut {
  private static final JsonFactory JSON = new JsonFactory();

  private final JsonMapper mapper;

  public JsonOut(JsonMapper mapper) {
    this.mapper = mapper;
  }

  public String pretty(Object value) {
    try {
      String compact = mapper.writeValueAsString(value);
      StringWriter out = new StringWriter();
      try (JsonParser p = JSON.createParser(compact);
          JsonGenerator g = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
        p.nextToken();
        g.copyCurrentStructure(p);
      }
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
