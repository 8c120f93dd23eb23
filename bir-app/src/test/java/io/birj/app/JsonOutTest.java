package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.model.Module;
import io.birj.app.cli.JsonOut;
import io.birj.app.cli.StatsCommand;
import io.birj.app.cli.ValidateCommand;
import io.birj.app.docs.DiffReport;
import io.birj.app.docs.Documents;
import io.birj.app.inventory.Inventory;
import io.birj.app.service.DiagnosticBody;
import io.birj.loader.ValidationResult;
import io.birj.verify.result.Footprint;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The command line's JSON ({@link JsonOut}, written without a context) is, byte for byte, what
 * Micronaut Serialization writes for the same reports (the service's JSON, and the command line's
 * before), indented the same way: every report type of every {@code --json}, from real documents,
 * and the edges of its inclusion rule.
 */
class JsonOutTest {
  private static final JsonFactory JSON = new JsonFactory();
  private static ApplicationContext context;
  private static JsonMapper serde;

  @BeforeAll
  static void start() {
    context =
        ApplicationContext.builder(BirApp.class, Environment.CLI)
            .deduceEnvironment(false)
            .banner(false)
            .start();
    serde = context.getBean(JsonMapper.class);
  }

  @AfterAll
  static void stop() {
    context.close();
  }

  /** What the command line wrote before: Serialization's JSON, indented by Jackson. */
  private static String serialization(Object value) throws IOException {
    String compact = serde.writeValueAsString(value);
    StringWriter out = new StringWriter();
    try (JsonParser p = JSON.createParser(compact);
        JsonGenerator g = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
      p.nextToken();
      g.copyCurrentStructure(p);
    }
    return out.toString();
  }

  static Stream<Arguments> reports() {
    Documents docs = context.getBean(Documents.class);
    Module v2 = docs.read(Samples.bytes(Samples.V2), "v2.json");
    Module v1 = docs.read(Samples.bytes(Samples.V1), "v1.json");
    Module racy = docs.read(Samples.bytes(Samples.CHECK_RACY), "racy.json");
    Module undecided = docs.read(Samples.bytes(Samples.CHECK_UNDECIDED), "undecided.json");
    List<Arguments> all = new ArrayList<>();
    all.add(Arguments.of("stats of a v2 document", docs.stats(v2)));
    all.add(
        Arguments.of(
            "stats of files",
            List.of(
                new StatsCommand.FileStats("v2.json", docs.stats(v2)),
                new StatsCommand.FileStats("v1.json", docs.stats(v1)))));
    all.add(Arguments.of("a diff", DiffReport.of(docs.diff(v1, v2, 50))));
    all.add(Arguments.of("no difference", DiffReport.of(docs.diff(v2, v2, 50))));
    all.add(Arguments.of("validate", List.of(report("v2.json", Samples.bytes(Samples.V2), docs))));
    all.add(
        Arguments.of(
            "validate, findings",
            List.of(
                report("bad.json", Samples.INVALID.getBytes(StandardCharsets.UTF_8), docs),
                report("cut.json", Samples.MALFORMED.getBytes(StandardCharsets.UTF_8), docs),
                new ValidateCommand.FileReport(
                    "gone.json", false, 0, 0, false, List.of(), "no such file"))));
    all.add(Arguments.of("codecs", context.getBean(Inventory.class).report()));
    Footprint landed = docs.footprint(racy, "/functions/0/blocks/0/instructions/0/outs/0");
    all.add(Arguments.of("a footprint", landed));
    Footprint unknown = docs.footprint(undecided, "/functions/0/blocks/0/instructions/1/ins/0");
    all.add(Arguments.of("a footprint not known", unknown));
    all.add(
        Arguments.of(
            "empty and absent values",
            List.of(
                new DiffReport.Entry("", null, "/a", "x\u00e9\"\n", ""),
                new Inventory.KindInfo(1, "n", new LinkedHashMap<>()),
                new Inventory.KindInfo(
                    2, "m", Map.of("1", new Inventory.Support(null, false, true))),
                new DiagnosticBody("error", "m", "", 0, 0, 5L, "C"),
                Arrays.asList("a", null, ""),
                new SemanticDiff.Difference(SemanticDiff.Change.CHANGED, "/a", "/a", "1", "2"))));
    return all.stream();
  }

  private static ValidateCommand.FileReport report(String name, byte[] doc, Documents docs) {
    ValidationResult r = docs.validate(new ByteArrayInputStream(doc), name, 100);
    List<DiagnosticBody> ds = new ArrayList<>();
    r.diagnostics().forEach(d -> ds.add(DiagnosticBody.of(d)));
    return new ValidateCommand.FileReport(
        name, r.isValid(), r.errors().size(), r.warnings().size(), r.truncated(), ds, null);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("reports")
  void json_out_writes_what_micronaut_serialization_writes(String what, Object report)
      throws IOException {
    assertEquals(serialization(report), new JsonOut().pretty(report), what);
  }

  @Test
  void a_type_with_no_json_form_is_a_bug_not_an_empty_object() {
    assertThrows(IllegalStateException.class, () -> new JsonOut().pretty(new Object()));
  }
}
