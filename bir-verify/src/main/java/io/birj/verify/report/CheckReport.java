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
 * "line", "column", "reason"}], "coverage": {"instances", "accesses", "findings_omitted"}}}.
 */
public final class CheckReport {
  private CheckReport() {}

  public static void write(JsonGenerator g, CheckResult r) throws IOException {
    g.writeStartObject();
    g.writeStringField("verdict", r.verdict().spelling());
    g.writeArrayFieldStart("findings");
    for (Finding f : r.findings()) {
      g.writeStartObject();
      g.writeStringField("rule", f.rule().shortName());
      g.writeStringField("id", f.rule().id());
      g.writeStringField("severity", f.rule().severity().name().toLowerCase(java.util.Locale.ROOT));
      g.writeStringField("message", f.message());
      g.writeStringField("pointer", f.pointer());
      g.writeNumberField("line", f.line());
      g.writeNumberField("column", f.column());
      g.writeArrayFieldStart("related");
      for (Related x : f.related()) {
        g.writeStartObject();
        g.writeStringField("pointer", x.pointer());
        g.writeNumberField("line", x.line());
        g.writeNumberField("column", x.column());
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
      g.writeStringField("pointer", u.pointer());
      g.writeNumberField("line", u.line());
      g.writeNumberField("column", u.column());
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
}
