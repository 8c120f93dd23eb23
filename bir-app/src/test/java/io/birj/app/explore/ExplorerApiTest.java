package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.synth.Profile;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import io.birj.verify.Verifier;
import io.birj.verify.result.Footprint;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The explorer's slices over the bundled real-shaped sample, without a browser. */
class ExplorerApiTest {
  static Module sample;
  static ExplorerApi api;
  static final ObjectMapper JSON = new ObjectMapper();

  @BeforeAll
  static void load() throws IOException {
    try (InputStream in =
        ExplorerApiTest.class.getClassLoader().getResourceAsStream("samples/lower-sync.json")) {
      sample = BirReader.standard().read(in, "lower-sync.json");
    }
    api = ExplorerApi.of("lower-sync.json", sample);
  }

  private static JsonNode answer(String slice, Map<String, String> q) throws IOException {
    return JSON.readTree(api.answer(slice, q));
  }

  private static int indexOf(String name) throws IOException {
    return answer("instructions", Map.of("name", name)).get("rows").get(0).get("i").asInt();
  }

  @Test
  void theSummaryCountsEveryInstructionByEngine() throws IOException {
    JsonNode s = answer("summary", Map.of());
    int total = 0;
    for (JsonNode e : s.get("byEngine")) {
      total += e.get("count").asInt();
    }
    assertEquals(s.get("instructions").asInt(), total);
    assertEquals(answer("instructions", Map.of()).get("total").asInt(), total);
  }

  @Test
  void aTreeNodeSaysChildrenOnceAsTheListOfThem() throws IOException {
    String text = new String(api.answer("tree", Map.of("node", "0")), StandardCharsets.UTF_8);
    JsonNode strict =
        JSON.copy()
            .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .readTree(text);
    assertTrue(strict.get("children").isArray(), text);
    assertTrue(strict.get("children").get(0).get("children").isNumber(), text);
  }

  @Test
  void theTextFilterFindsTheSourcePlace() throws IOException {
    JsonNode rows = answer("instructions", Map.of("text", "GELU")).get("rows");
    assertEquals(1, rows.size());
    assertEquals("act0", rows.get(0).get("name").asText());
  }

  @Test
  void sortingByNameDescendingReversesTheOrder() throws IOException {
    JsonNode up = answer("instructions", Map.of("sort", "name", "limit", "1000")).get("rows");
    JsonNode down =
        answer("instructions", Map.of("sort", "name", "dir", "desc", "limit", "1000")).get("rows");
    assertEquals(up.get(0).get("i"), down.get(down.size() - 1).get("i"));
  }

  @Test
  void findSaysWhereAnInstructionsRowIsInTheOrderShown() throws IOException {
    int act = indexOf("act0");
    JsonNode byName = answer("instructions", Map.of("sort", "name", "limit", "1000"));
    int expected = -1;
    for (int k = 0; k < byName.get("rows").size(); k++) {
      expected = byName.get("rows").get(k).get("i").asInt() == act ? k : expected;
    }
    JsonNode found = answer("instructions", Map.of("sort", "name", "find", "" + act, "limit", "0"));
    assertEquals(expected, found.get("position").asInt());
    assertEquals(0, found.get("rows").size());
  }

  @Test
  void findSaysMinusOneForAnInstructionTheFilterLeavesOut() throws IOException {
    JsonNode found =
        answer("instructions", Map.of("text", "gelu", "find", "" + indexOf("mm0"), "limit", "0"));
    assertEquals(-1, found.get("position").asInt());
  }

  @Test
  void aDependencyIsListedOnBothEnds() throws IOException {
    int act = indexOf("act0");
    JsonNode d = answer("instruction", Map.of("i", "" + act));
    int target = d.get("dependsOn").get(0).get("i").asInt();
    JsonNode t = answer("instruction", Map.of("i", "" + target));
    boolean back = false;
    for (JsonNode e : t.get("dependents")) {
      back |= e.get("i").asInt() == act;
    }
    assertTrue(back, t.toString());
  }

  @Test
  void aSemaphoreWaitIsAnEdgeOfItsOwnKind() throws IOException {
    JsonNode d = answer("instruction", Map.of("i", "" + indexOf("wait_in")));
    assertEquals("semaphore", d.get("dependsOn").get(0).get("kind").asText(), d.toString());
  }

  @Test
  void aBlocksGraphHoldsItsOwnInstructionsAndTheEdgesBetweenThem() throws IOException {
    int block = answer("instruction", Map.of("i", "" + indexOf("act0"))).get("block").asInt();
    JsonNode g = answer("graph", Map.of("block", "" + block));
    assertEquals(5, g.get("nodes").size());
    for (JsonNode e : g.get("edges")) {
      assertTrue(g.toString().contains("\"i\":" + e.get("from").asInt()));
    }
  }

  @Test
  void theMemorySliceHoldsTheFootprintOfEachAccessPattern() throws IOException {
    JsonNode m = answer("memory", Map.of("i", "" + indexOf("mm0")));
    assertTrue(m.get("locations").size() >= 3, m.toString());
    assertTrue(m.get("footprints").get(0).get("touches").size() > 0, m.toString());
  }

  @Test
  void findingsPointAtTheirInstructions() throws IOException {
    JsonNode f = answer("findings", Map.of());
    for (JsonNode x : f.get("findings")) {
      assertTrue(x.get("instruction").asInt() >= 0, x.toString());
    }
  }

  @Test
  void theFindingsAreTheCheckReportWithTheirInstructions() throws IOException {
    JsonNode f = answer("findings", Map.of());
    assertTrue(f.has("verdict") && f.has("coverage"), f.toString());
    JsonNode first = f.get("findings").get(0);
    for (String key :
        List.of("rule", "id", "severity", "message", "pointer", "line", "column", "instruction")) {
      assertTrue(first.has(key), key + " in " + first);
    }
    JsonNode undecided = f.get("undecided").get(0);
    assertTrue(undecided.has("reason") && undecided.has("instruction"), undecided.toString());
  }

  @Test
  void theVerdictIsTheGivenVerifiersWithItsLimits() throws IOException {
    Verifier oneInstance = Verifier.standard().maxInstances(1);
    ExplorerApi limited = ExplorerApi.of("lower-sync.json", sample, oneInstance);
    JSON.readTree(limited.answer("findings", Map.of()));
    JsonNode v = JSON.readTree(limited.answer("verdict", Map.of()));
    long expected = oneInstance.check(sample).coverage().instances();
    assertTrue(expected != Verifier.standard().check(sample).coverage().instances());
    assertEquals(expected, v.get("instances").asLong(), v.toString());
    assertEquals(oneInstance.check(sample).verdict().spelling(), v.get("verdict").asText());
  }

  @Test
  void aBadParameterIsNamed() {
    ExplorerApi.BadRequest e =
        assertThrows(
            ExplorerApi.BadRequest.class, () -> api.answer("instruction", Map.of("i", "99999")));
    assertTrue(e.getMessage().contains("i=99999"), e.getMessage());
    assertThrows(ExplorerApi.BadRequest.class, () -> api.answer("everything", Map.of()));
  }

  @Test
  void aDiffMarksTheChangedInstruction() throws IOException {
    int act = indexOf("act0");
    ExplorerApi diff = ExplorerApi.diff("lower-sync.json", sample, "changed.json", changedSample());
    JsonNode d = JSON.readTree(diff.answer("diff", Map.of()));
    assertEquals(act, d.get("differences").get(0).get("instruction").asInt(), d.toString());
    JsonNode rows = JSON.readTree(diff.answer("instructions", Map.of("name", "act0")));
    assertTrue(rows.get("rows").get(0).get("changed").asBoolean(), rows.toString());
  }

  @Test
  void anExportSaysWhatItEmbeds(@TempDir Path dir) throws IOException {
    Path page = dir.resolve("page.html");
    HtmlExport.Written w = HtmlExport.write(page, "lower-sync.json", sample, null, null);
    assertEquals(w.instructions(), w.embedded());
    String html = Files.readString(page, StandardCharsets.UTF_8);
    assertTrue(html.contains("id=\"bir-data\""));
    assertTrue(!html.contains("src=\"assets/") && !html.contains("href=\"assets/"), "inlined");
  }

  /** A copy of the sample with act0 moved to another engine: one difference, in act0. */
  static Module changedSample() throws IOException {
    Module changed;
    try (InputStream in =
        ExplorerApiTest.class.getClassLoader().getResourceAsStream("samples/lower-sync.json")) {
      changed = BirReader.standard().read(in, "changed.json");
    }
    changed
        .functions()
        .get(0)
        .blocks()
        .get(0)
        .instructions()
        .get(2)
        .blocks()
        .get(0)
        .instructions()
        .get(1)
        .setEngine("Pool");
    return changed;
  }

  @Test
  void aDiffMarksTheChangedInstructionInItsBlocksGraph() throws IOException {
    ExplorerApi diff = ExplorerApi.diff("lower-sync.json", sample, "changed.json", changedSample());
    int act = indexOf("act0");
    int block = answer("instruction", Map.of("i", "" + act)).get("block").asInt();
    JsonNode g = JSON.readTree(diff.answer("graph", Map.of("block", "" + block)));
    for (JsonNode n : g.get("nodes")) {
      assertEquals(n.get("i").asInt() == act, n.path("changed").asBoolean(), n.toString());
    }
  }

  @Test
  void oneDocumentsGraphMarksNothingChanged() throws IOException {
    int block = answer("instruction", Map.of("i", "" + indexOf("act0"))).get("block").asInt();
    assertTrue(!answer("graph", Map.of("block", "" + block)).toString().contains("changed"));
  }

  // The memory slice finds each operand's loops in the index instead of walking the module; what
  // it answers must be what the verifier answers from the pointer.
  @Test
  void everyFootprintIsTheVerifiersFootprintOfTheOperand() throws IOException {
    int checked = 0;
    for (int i = 0; i < api.instructionCount(); i++) {
      for (JsonNode f : answer("memory", Map.of("i", "" + i)).get("footprints")) {
        Footprint v = Verifier.standard().footprint(sample, f.get("pointer").asText());
        assertEquals(v.access(), f.get("access").asText(), f.toString());
        assertEquals(v.instances(), f.get("instances").asLong(), f.toString());
        assertEquals(String.valueOf(v.unknown()), f.path("unknown").asText("null"), f.toString());
        assertEquals(v.problems().size(), f.get("problems").size(), f.toString());
        List<String> texts = new ArrayList<>();
        for (Footprint.Touch t : v.touches()) {
          if (t.space().equals("SB") || t.space().equals("PSUM")) {
            texts.add(t.iteration() + " " + t.text());
          }
        }
        List<String> got = new ArrayList<>();
        for (JsonNode t : f.get("touches")) {
          got.add(t.get("iteration").asText() + " " + t.get("text").asText());
        }
        assertEquals(texts, got, f.toString());
        checked++;
      }
    }
    assertTrue(checked >= 10, "the sample's operands: " + checked);
  }

  // Before, each operand's footprint walked the whole module to find it (Verifier.footprint): a
  // page of memory views cost a walk of the document per operand. Compared in the same run, so the
  // machine's load counts on both sides.
  @Test
  void theMemoryViewsOfManyInstructionsCostLessThanAWalkPerOperand() throws IOException {
    ByteArrayOutputStream doc = new ByteArrayOutputStream();
    Synth.write(new SynthSpec(7, 1_000_000, Profile.MIXED), doc);
    Module big =
        BirReader.standard().read(new ByteArrayInputStream(doc.toByteArray()), "synth.json");
    ExplorerApi bigApi = ExplorerApi.of("synth.json", big);
    int count = 60;
    List<String> pointers = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      for (JsonNode f :
          JSON.readTree(bigApi.answer("memory", Map.of("i", "" + i))).get("footprints")) {
        pointers.add(f.get("pointer").asText());
      }
    }
    long api0 = System.nanoTime();
    for (int i = 0; i < count; i++) {
      bigApi.answer("memory", Map.of("i", "" + i));
    }
    long apiNanos = System.nanoTime() - api0;
    long walk0 = System.nanoTime();
    for (String p : pointers) {
      Verifier.standard().footprint(big, p);
    }
    long walkNanos = System.nanoTime() - walk0;
    assertTrue(pointers.size() > count / 2, "operands: " + pointers.size());
    assertTrue(
        apiNanos * 3 < walkNanos,
        "memory views of "
            + count
            + " instructions: "
            + apiNanos / 1_000_000
            + " ms; their "
            + pointers.size()
            + " footprints found by a walk each: "
            + walkNanos / 1_000_000
            + " ms");
  }

  /** The data an exported page embeds. */
  static JsonNode embedded(Path page) throws IOException {
    String html = Files.readString(page, StandardCharsets.UTF_8);
    return JSON.readTree(html.replaceAll("(?s).*id=\"bir-data\">(.*?)</script>.*", "$1"));
  }

  // The export holds each distinct touch and problem of its footprints once and gives them by
  // number: put back together, every memory view is the API's.
  @Test
  void anExportsFootprintsPutBackTogetherAreTheApis(@TempDir Path dir) throws IOException {
    Path page = dir.resolve("page.html");
    HtmlExport.write(page, "lower-sync.json", sample, null, null);
    JsonNode data = embedded(page);
    JsonNode shared = data.get("shared");
    int touches = 0;
    for (int i = 0; i < api.instructionCount(); i++) {
      JsonNode m = data.get("answers").get("memory?i=" + i).deepCopy();
      for (JsonNode f : m.get("footprints")) {
        for (String key : List.of("touches", "problems")) {
          com.fasterxml.jackson.databind.node.ArrayNode values = JSON.createArrayNode();
          for (JsonNode k : f.get(key)) {
            values.add(shared.get(k.asInt()));
          }
          touches += key.equals("touches") ? values.size() : 0;
          ((com.fasterxml.jackson.databind.node.ObjectNode) f).set(key, values);
        }
      }
      assertEquals(answer("memory", Map.of("i", "" + i, "locations", "false")), m, "memory?i=" + i);
    }
    assertTrue(touches > 0, "the sample's footprints touch SB and PSUM: " + touches);
  }

  @Test
  void anExportHoldsEachTouchAndProblemOnce(@TempDir Path dir) throws IOException {
    ByteArrayOutputStream doc = new ByteArrayOutputStream();
    Synth.write(new SynthSpec(5, 100_000, Profile.MIXED), doc);
    Module m = BirReader.standard().read(new ByteArrayInputStream(doc.toByteArray()), "s.json");
    Path page = dir.resolve("page.html");
    HtmlExport.write(page, "s.json", m, null, null);
    JsonNode data = embedded(page);
    java.util.Set<JsonNode> values = new java.util.HashSet<>();
    data.get("shared").forEach(values::add);
    assertEquals(data.get("shared").size(), values.size(), "no value twice");
    int references = 0;
    for (java.util.Iterator<String> k = data.get("answers").fieldNames(); k.hasNext(); ) {
      String key = k.next();
      if (key.startsWith("memory?i=")) {
        for (JsonNode f : data.get("answers").get(key).get("footprints")) {
          references += f.get("touches").size() + f.get("problems").size();
        }
      }
    }
    assertTrue(
        references > 2 * values.size(),
        references + " touches and problems given by number, " + values.size() + " held");
  }

  @Test
  void aCutExportEmbedsTheMemoryViewOfEachInstructionItShows(@TempDir Path dir) throws IOException {
    Path page = dir.resolve("cut.html");
    HtmlExport.Written w = HtmlExport.write(page, "lower-sync.json", sample, null, null, 4);
    assertTrue(w.cut(), w.toString());
    String html = Files.readString(page, StandardCharsets.UTF_8);
    for (int i = 0; i < 4; i++) {
      assertTrue(html.contains("\"memory?i=" + i + "\":"), "memory?i=" + i);
    }
    assertTrue(!html.contains("\"memory?i=4\":"), "instruction 4 is cut");
    String data = html.replaceAll("(?s).*id=\"bir-data\">(.*?)</script>.*", "$1");
    JsonNode answers = JSON.readTree(data).get("answers");
    JsonNode memory = answers.get("memory?i=0");
    assertTrue(!memory.has("locations"), "the footprints come without the locations: " + memory);
    JsonNode function = answers.get("memory?node=" + memory.get("node").asInt());
    assertTrue(
        function.get("locations").size() >= 3, "the function's locations, once: " + function);
  }
}
