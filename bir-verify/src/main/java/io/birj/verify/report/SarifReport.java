package io.birj.verify.report;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Related;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Undecided;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * A check as a SARIF 2.1.0 log, so that CI systems and editors show the findings: one run of the
 * tool {@code birj}, its rules with their descriptions, one result per finding with its physical
 * location (file, line, column) and logical location (the JSON Pointer), related locations for the
 * other places; the verdict and the places not modelled are in the run's properties, and a place
 * not modelled is also a {@code note} result (rule {@code BIRJ-V000}).
 */
public final class SarifReport {
  public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  /** The rule id of a place not modelled. */
  public static final String UNDECIDED_RULE = "BIRJ-V000";

  /** One checked document: its name as the log's artifact URI, and its result. */
  public record Document(String uri, CheckResult result) {}

  private SarifReport() {}

  public static void write(JsonGenerator g, List<Document> docs, String toolVersion)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("$schema", SCHEMA);
    g.writeStringField("version", "2.1.0");
    g.writeArrayFieldStart("runs");
    g.writeStartObject();
    tool(g, toolVersion);
    g.writeArrayFieldStart("artifacts");
    for (Document d : docs) {
      g.writeStartObject();
      g.writeObjectFieldStart("location");
      g.writeStringField("uri", d.uri());
      g.writeEndObject();
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("results");
    for (int k = 0; k < docs.size(); k++) {
      Document d = docs.get(k);
      for (Finding f : d.result().findings()) {
        result(g, f, d.uri(), k);
      }
      for (Undecided u : d.result().undecided()) {
        undecided(g, u, d.uri(), k);
      }
    }
    g.writeEndArray();
    g.writeObjectFieldStart("properties");
    g.writeArrayFieldStart("verdicts");
    for (Document d : docs) {
      g.writeStartObject();
      g.writeStringField("uri", d.uri());
      g.writeStringField("verdict", d.result().verdict().spelling());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndObject();
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void tool(JsonGenerator g, String version) throws IOException {
    g.writeObjectFieldStart("tool");
    g.writeObjectFieldStart("driver");
    g.writeStringField("name", "birj");
    g.writeStringField("version", version);
    g.writeArrayFieldStart("rules");
    for (Rule r : Rule.values()) {
      g.writeStartObject();
      g.writeStringField("id", r.id());
      g.writeStringField("name", r.shortName());
      text(g, "shortDescription", r.shortName());
      text(
          g,
          "fullDescription",
          r.description() + " Source: " + r.source() + " (" + r.confidence() + ").");
      g.writeObjectFieldStart("defaultConfiguration");
      g.writeStringField("level", level(r));
      g.writeEndObject();
      g.writeObjectFieldStart("properties");
      g.writeStringField("confidence", r.confidence());
      g.writeEndObject();
      g.writeEndObject();
    }
    g.writeStartObject();
    g.writeStringField("id", UNDECIDED_RULE);
    g.writeStringField("name", "not-modelled");
    text(g, "shortDescription", "not-modelled");
    text(g, "fullDescription", "A place the verifier did not model: the verdict cannot be clean.");
    g.writeObjectFieldStart("defaultConfiguration");
    g.writeStringField("level", "note");
    g.writeEndObject();
    g.writeEndObject();
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void result(JsonGenerator g, Finding f, String uri, int artifact)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("ruleId", f.rule().id());
    g.writeNumberField("ruleIndex", f.rule().ordinal());
    g.writeStringField("level", level(f.rule()));
    text(g, "message", f.message());
    g.writeArrayFieldStart("locations");
    location(g, uri, artifact, f.pointer(), f.line(), f.column(), null, -1);
    g.writeEndArray();
    if (!f.related().isEmpty()) {
      g.writeArrayFieldStart("relatedLocations");
      int id = 1;
      for (Related r : f.related()) {
        location(g, uri, artifact, r.pointer(), r.line(), r.column(), r.message(), id++);
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  private static void undecided(JsonGenerator g, Undecided u, String uri, int artifact)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("ruleId", UNDECIDED_RULE);
    g.writeNumberField("ruleIndex", Rule.values().length);
    g.writeStringField("level", "note");
    text(g, "message", u.reason());
    g.writeArrayFieldStart("locations");
    location(g, uri, artifact, u.pointer(), u.line(), u.column(), null, -1);
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void location(
      JsonGenerator g,
      String uri,
      int artifact,
      String pointer,
      int line,
      int column,
      String message,
      int id)
      throws IOException {
    g.writeStartObject();
    if (id >= 0) {
      g.writeNumberField("id", id);
    }
    g.writeObjectFieldStart("physicalLocation");
    g.writeObjectFieldStart("artifactLocation");
    g.writeStringField("uri", uri);
    g.writeNumberField("index", artifact);
    g.writeEndObject();
    if (line > 0) {
      g.writeObjectFieldStart("region");
      g.writeNumberField("startLine", line);
      if (column > 0) {
        g.writeNumberField("startColumn", column);
      }
      g.writeEndObject();
    }
    g.writeEndObject();
    g.writeArrayFieldStart("logicalLocations");
    g.writeStartObject();
    g.writeStringField("fullyQualifiedName", pointer.isEmpty() ? "/" : pointer);
    g.writeStringField("kind", "element");
    g.writeEndObject();
    g.writeEndArray();
    if (message != null) {
      text(g, "message", message);
    }
    g.writeEndObject();
  }

  private static void text(JsonGenerator g, String field, String text) throws IOException {
    g.writeObjectFieldStart(field);
    g.writeStringField("text", text);
    g.writeEndObject();
  }

  private static String level(Rule r) {
    return r.severity().name().toLowerCase(Locale.ROOT).equals("error") ? "error" : "warning";
  }
}
