package io.birj.verify;

import static io.birj.verify.Kernel.dram;
import static io.birj.verify.Kernel.op;
import static io.birj.verify.Kernel.sb;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.model.Module;
import io.birj.verify.internal.geometry.Dtypes;
import io.birj.verify.report.CheckReport;
import io.birj.verify.report.SarifReport;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Footprint;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ReportsTest {
  private static Kernel racy() {
    return Kernel.create()
        .instruction(op("load", "TensorCopy", "DVE", dram("in", 128, 0), sb(128, 512, 0), ""))
        .instruction(
            op("use", "Activation", "Activation", sb(128, 512, 0), dram("out", 128, 0), ""));
  }

  private interface Writes {
    void to(JsonGenerator g) throws Exception;
  }

  private static String json(Writes w) throws Exception {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      w.to(g);
    }
    return out.toString();
  }

  @Test
  void theJsonReportHasTheVerdictTheFindingsAndTheirRelatedPlaces() throws Exception {
    CheckResult r = racy().check();
    String j = json(g -> CheckReport.write(g, r));
    assertTrue(
        j.startsWith(
            "{\"verdict\":\"findings\",\"findings\":[{\"rule\":\"race\",\"id\":\"BIRJ-V003\",\"severity\":\"error\""),
        j);
    assertTrue(
        j.contains("\"related\":[{\"pointer\":\"/functions/0/blocks/0/instructions/0/outs/0\""), j);
    assertTrue(j.contains("\"undecided\":[]"), j);
    assertTrue(
        j.contains("\"coverage\":{\"instances\":2,\"accesses\":4,\"findings_omitted\":0}"), j);
  }

  @Test
  void theSarifLogIsVersion210WithRulesResultsAndRelatedLocations() throws Exception {
    CheckResult r = racy().check();
    String s =
        json(
            g ->
                SarifReport.write(g, List.of(new SarifReport.Document("kernel.json", r)), "0.1.0"));
    assertTrue(s.contains("\"version\":\"2.1.0\""), s);
    assertTrue(s.contains("\"ruleId\":\"BIRJ-V003\""), s);
    assertTrue(s.contains("\"relatedLocations\":[{\"id\":1"), s);
    assertTrue(
        s.contains(
            "\"artifactLocation\":{\"uri\":\"kernel.json\",\"index\":0},\"region\":{\"startLine\":1"),
        s);
    assertTrue(
        s.contains("\"fullyQualifiedName\":\"/functions/0/blocks/0/instructions/1/ins/0\""), s);
    for (Rule rule : Rule.values()) {
      assertTrue(s.contains("\"id\":\"" + rule.id() + "\""), rule.id());
    }
  }

  @Test
  void maxFindingsKeepsTheVerdictAndCountsWhatItLeftOut() {
    CheckResult r =
        Verifier.standard()
            .maxFindings(1)
            .check(
                racy()
                    .instruction(
                        op("u2", "Activation", "Pool", sb(128, 512, 0), dram("out", 128, 0), ""))
                    .read());
    assertEquals(Verdict.FINDINGS, r.verdict());
    assertEquals(1, r.findings().size());
    assertTrue(r.coverage().findingsOmitted() >= 1);
    assertThrows(IllegalArgumentException.class, () -> Verifier.standard().maxFindings(0));
  }

  @Test
  void aFootprintListsEachInstancesPartitionsAndBytes() {
    Module m = racy().read();
    Footprint f = Verifier.standard().footprint(m, "/functions/0/blocks/0/instructions/1/ins/0");
    assertEquals("read", f.access());
    assertEquals("\"use\"", f.instruction());
    assertEquals(1, f.instances());
    assertNull(f.unknown());
    Footprint.Touch t = f.touches().get(0);
    assertEquals("SB", t.space());
    assertEquals(0, t.firstPartition());
    assertEquals(128, t.partitions());
    assertEquals(List.of(0L, 1024L), t.byteRuns());
    assertEquals("\"tile\": SB partitions 0..127, bytes 0..1023", t.text());
    assertThrows(
        IllegalArgumentException.class, () -> Verifier.standard().footprint(m, "/functions/0"));
  }

  @Test
  void everyDtypeOfTheCatalogHasAWidth() throws Exception {
    Set<String> catalog = new TreeSet<>();
    // the ISA spec ships in bir-instructions' sources; its Dtype enum lists the spellings
    String spec =
        java.nio.file.Files.readString(
            java.nio.file.Path.of("../bir-instructions/src/main/isa/isa.json"));
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("\\{\"name\": \"Dtype\", \"spellings\": \\[([^\\]]*)\\]")
            .matcher(spec);
    assertTrue(m.find(), "the ISA spec has a Dtype enum");
    for (String q : m.group(1).split(",")) {
      catalog.add(q.trim().replace("\"", ""));
    }
    assertTrue(catalog.size() > 10, catalog.toString());
    assertEquals(catalog, new TreeSet<>(Dtypes.known()));
  }
}
