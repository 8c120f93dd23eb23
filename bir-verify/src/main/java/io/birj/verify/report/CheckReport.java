package io.birj.verify.report;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Related;
import io.birj.verify.result.Undecided;
import java.io.IOException;

/**
 * The JSON form of a check (what {@code bir check --json} prints and {@code POST /check} answers):
 * {@code {"verdict", "findings": [{"rule", "id", "severity", "message", "pointer", "line",
 * "column", "related": [{"pointer", "line", "column", "message"}]}], "undecided": [{"pointer",
 * "line", "column", "reason"}], "coverage": {"instances", "accesses", "findings_omitted"}}}. A
 * reader may add fields to every place ({@link PlaceFields}): the explorer adds the instruction a
 * pointer is in.
 */
public final class CheckReport {
  private CheckReport() {}

  /** Fields written into each place's object after its pointer, line and column. */
  @FunctionalInterface
  public interface PlaceFields {
    PlaceFields NONE = (g, pointer) -> {};

    void write(JsonGenerator g, String pointer) throws IOException;
  }

  public static void write(JsonGenerator g, CheckResult r) throws IOException {
    write(g, r, PlaceFields.NONE);
  }

  public static void write(JsonGenerator g, CheckResult r, PlaceFields extra) throws IOException {
    g.writeStartObject();
    g.writeStringField("verdict", r.verdict().spelling());
    g.writeArrayFieldStart("findings");
    for (Finding f : r.findings()) {
      g.writeStartObject();
      g.writeStringField("rule", f.rule().shortName());
      g.writeStringField("id", f.rule().id());
      g.writeStringField("severity", f.rule().severity().name().toLowerCase(java.util.Locale.ROOT));
      g.writeStringField("message", f.message());
      place(g, f.pointer(), f.line(), f.column(), extra);
      g.writeArrayFieldStart("related");
      for (Related x : f.related()) {
        g.writeStartObject();
        place(g, x.pointer(), x.line(), x.column(), extra);
        g.writeStringField("message", x.message());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("undecided");
    for (Undecided u : r.undecided()) {
      g.writeStartObject();
      place(g, u.pointer(), u.line(), u.column(), extra);
      g.writeStringField("reason", u.reason());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeObjectFieldStart("coverage");
    g.writeNumberField("instances", r.coverage().instances());
    g.writeNumberField("accesses", r.coverage().accesses());
    g.writeNumberField("findings_omitted", r.coverage().findingsOmitted());
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void place(
      JsonGenerator g, String pointer, int line, int column, PlaceFields extra) throws IOException {
    g.writeStringField("pointer", pointer);
    g.writeNumberField("line", line);
    g.writeNumberField("column", column);
    extra.write(g, pointer);
  }
}
