package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.analysis.tables.Column;
import io.birj.analysis.tables.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bir query, run in-process: counts against bir stats, the output forms, errors. */
class QueryCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String LOWER_SYNC = "samples/lower-sync.json";

  @TempDir Path dir;

  private static JsonNode json(CliHarness.Result r) throws Exception {
    assertEquals(0, r.exitCode(), r.err());
    return JSON.readTree(r.out());
  }

  private static JsonNode query(String sql, String... files) throws Exception {
    List<String> args = new ArrayList<>(List.of("query", "--json", sql));
    args.addAll(List.of(files));
    return json(CliHarness.run(args.toArray(new String[0])));
  }

  private static long count(String sql, String file) throws Exception {
    return query(sql, file).get(0).get("n").asLong();
  }

  private static Map<String, Long> asMap(JsonNode object) {
    Map<String, Long> m = new TreeMap<>();
    object.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().asLong()));
    return m;
  }

  /** What each part of the one query below counts: {part: {key: n}}. */
  private static final String COUNTS =
      String.join(
          " UNION ALL ",
          "SELECT 'functions' AS t, '' AS k, count(*) AS n FROM functions",
          "SELECT 'blocks', '', count(*) FROM blocks",
          "SELECT 'instructions', '', count(*) FROM instructions",
          "SELECT 'regions', '', count(*) FROM instructions WHERE region",
          "SELECT 'opcode', opcode, count(*) FROM instructions GROUP BY opcode",
          "SELECT 'engine', coalesce(engine, '(none)'), count(*) FROM instructions GROUP BY 2",
          "SELECT 'operand', kind, count(*) FROM operands GROUP BY kind",
          "SELECT list, kind, count(*) FROM dependencies GROUP BY list, kind",
          "SELECT 'expressions', '', count(*) FROM expressions",
          "SELECT 'wire', '', sum(wire_nodes) FROM expressions",
          "SELECT 'distinct', '', distinct_nodes FROM documents",
          "SELECT 'unknown', '', count(*) FROM unknown_keys");

  private static Map<String, Map<String, Long>> tableCounts(String file) throws Exception {
    Map<String, Map<String, Long>> m = new TreeMap<>();
    for (JsonNode row : query(COUNTS, file)) {
      m.computeIfAbsent(row.get("t").asText(), t -> new TreeMap<>())
          .put(row.get("k").asText(), row.get("n").asLong());
    }
    return m;
  }

  /** Every count of bir stats --json, asked of the tables in one query. */
  private static void assertCountsEqualStats(String file) throws Exception {
    JsonNode stats = json(CliHarness.run("stats", "--json", file));
    Map<String, Map<String, Long>> q = tableCounts(file);
    assertEquals(
        stats.get("functions").asLong() + stats.get("nkiFunctions").asLong(),
        q.get("functions").get(""));
    assertEquals(stats.get("blocks").asLong(), q.get("blocks").get(""));
    assertEquals(stats.get("instructions").asLong(), q.get("instructions").get(""));
    assertEquals(stats.get("regions").asLong(), q.get("regions").get(""));
    assertEquals(asMap(stats.get("instructionsPerOpcode")), q.get("opcode"));
    assertEquals(asMap(stats.get("instructionsPerEngine")), q.get("engine"));
    assertEquals(asMap(stats.get("operandsPerKind")), q.get("operand"));
    assertEquals(
        asMap(stats.get("edges").get("dependencies")), q.getOrDefault("dependencies", Map.of()));
    assertEquals(
        asMap(stats.get("edges").get("loopCarried")),
        q.getOrDefault("loop_carried_dependencies", Map.of()));
    assertEquals(
        asMap(stats.get("edges").get("unroll")), q.getOrDefault("unroll_dependencies", Map.of()));
    assertEquals(stats.get("expressions").asLong(), q.get("expressions").get(""));
    assertEquals(stats.get("wireNodes").asLong(), q.get("wire").get(""));
    assertEquals(stats.get("distinctNodes").asLong(), q.get("distinct").get(""));
    long unknown = 0;
    for (JsonNode k : stats.get("unknownKeys")) {
      unknown += k.get("count").asLong();
    }
    assertEquals(unknown, q.get("unknown").get(""));
  }

  @Test
  void query_counts_equal_stats_on_the_real_shaped_sample() throws Exception {
    assertCountsEqualStats(Samples.copy(dir, LOWER_SYNC).toString());
  }

  @Test
  void query_counts_equal_stats_on_a_synthesised_dump() throws Exception {
    Path doc = dir.resolve("synth.json");
    CliHarness.Result made =
        CliHarness.run("synth", "-q", "--seed", "3", "--size", "256k", "-o", doc.toString());
    assertEquals(0, made.exitCode(), made.err());
    assertCountsEqualStats(doc.toString());
  }

  @Test
  void the_findings_table_holds_what_check_finds() throws Exception {
    String f = Samples.copy(dir, LOWER_SYNC).toString();
    CliHarness.Result checked = CliHarness.run("check", "--json", f);
    JsonNode report = JSON.readTree(checked.out());
    JsonNode rows = query("SELECT rule, pointer FROM findings ORDER BY rule, pointer", f);
    assertEquals(report.get("findings").size(), rows.size());
    assertEquals(
        report.get("verdict").asText(),
        query("SELECT verdict FROM documents", f).get(0).get("verdict").asText());
  }

  @Test
  void an_operand_has_the_partitions_and_bytes_its_footprint_gives() throws Exception {
    String f = Samples.copy(dir, LOWER_SYNC).toString();
    JsonNode o =
        query(
                "SELECT pointer, first_partition AS p, partitions AS n, partition_step AS s, bytes"
                    + " FROM operands WHERE space = 'SB' ORDER BY pointer LIMIT 1",
                f)
            .get(0);
    long first = o.get("p").asLong();
    long last = first + (o.get("n").asLong() - 1) * o.get("s").asLong();
    CliHarness.Result fp = CliHarness.run("check", "--footprint", o.get("pointer").asText(), f);
    String firstInstance = fp.out().lines().skip(1).findFirst().orElse("");
    Matcher m =
        Pattern.compile("SB partitions (\\d+)\\.\\.(\\d+) step (\\d+), bytes (\\d+)\\.\\.(\\d+)")
            .matcher(firstInstance);
    assertTrue(m.find(), firstInstance);
    assertEquals(
        List.of(first, last, o.get("s").asLong()),
        List.of(
            Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3))));
    assertEquals(
        o.get("bytes").asLong(), Long.parseLong(m.group(5)) - Long.parseLong(m.group(4)) + 1);
  }

  @Test
  void several_documents_make_one_set_of_tables_with_a_document_column() throws Exception {
    String a = Samples.copy(dir, LOWER_SYNC).toString();
    String b = Samples.copy(dir, Samples.V2).toString();
    JsonNode rows =
        query(
            "SELECT document, count(*) AS n FROM instructions GROUP BY document ORDER BY 1", a, b);
    assertEquals(2, rows.size());
    assertEquals(count("SELECT count(*) AS n FROM instructions", a), rows.get(1).get("n").asLong());
  }

  @Test
  void csv_has_a_header_and_quotes_a_field_with_a_comma() {
    CliHarness.Result r = CliHarness.run("query", "--csv", "SELECT 'a,b' AS x, NULL AS y, 3 AS z");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("x,y,z\r\n\"a,b\",,3\r\n", r.out());
  }

  @Test
  void an_sql_error_is_exit_2_with_duckdbs_message() {
    CliHarness.Result r = CliHarness.run("query", "SELECT nosuch FROM instructions");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().startsWith("bir: query: Binder Error:"), r.err());
    assertTrue(r.err().contains("nosuch"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void a_bad_document_is_exit_1_with_its_error_line_and_no_answer() {
    Path bad = Samples.write(dir, "bad.json", Samples.MALFORMED);
    CliHarness.Result r =
        CliHarness.run("query", "SELECT count(*) FROM instructions", bad.toString());
    assertEquals(1, r.exitCode());
    assertTrue(r.err().matches("(?s).*bad\\.json:\\d+:\\d+: error: .*"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void tables_lists_every_table_and_column_the_code_defines() throws Exception {
    JsonNode tables = json(CliHarness.run("query", "--tables", "--json"));
    assertEquals(Table.values().length, tables.size());
    for (int i = 0; i < tables.size(); i++) {
      Table t = Table.values()[i];
      assertEquals(t.sqlName(), tables.get(i).get("table").asText());
      List<String> cs = new ArrayList<>();
      tables.get(i).get("columns").forEach(c -> cs.add(c.get("name").asText()));
      assertEquals(t.columns().stream().map(Column::name).toList(), cs);
    }
  }

  @Test
  void the_text_answer_aligns_its_columns_and_shows_null() {
    CliHarness.Result r = CliHarness.run("query", "SELECT 'long text' AS a, NULL AS b");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(List.of("a          b", "long text  NULL"), r.out().lines().toList());
  }
}
