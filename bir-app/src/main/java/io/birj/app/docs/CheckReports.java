package io.birj.app.docs;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.verify.report.CheckReport;
import io.birj.verify.report.SarifReport;
import io.birj.verify.result.CheckResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The JSON forms of a check, as text: bir-verify's {@link CheckReport} (what {@code bir check
 * --json} prints and {@code POST /check} answers) and {@link SarifReport} ({@code bir check
 * --sarif}).
 */
public final class CheckReports {
  private static final JsonFactory JSON = new JsonFactory();

  private CheckReports() {}

  /** What writes one JSON value to a generator. */
  private interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  /** One check's report, compact (the service's answer). */
  public static byte[] compact(CheckResult r) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      CheckReport.write(g, r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** One check's report, indented. */
  public static String pretty(CheckResult r) {
    return pretty(g -> CheckReport.write(g, r));
  }

  /** Several checks' reports, indented: {@code [{"file": NAME, "result": REPORT}]}. */
  public static String pretty(List<SarifReport.Document> checked) {
    return pretty(
        g -> {
          g.writeStartArray();
          for (SarifReport.Document d : checked) {
            g.writeStartObject();
            g.writeStringField("file", d.uri());
            g.writeFieldName("result");
            CheckReport.write(g, d.result());
            g.writeEndObject();
          }
          g.writeEndArray();
        });
  }

  /** One SARIF 2.1.0 log of every checked document, indented. */
  public static String sarif(List<SarifReport.Document> checked, String toolVersion) {
    return pretty(g -> SarifReport.write(g, checked, toolVersion));
  }

  private static String pretty(Body body) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
      body.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }
}
