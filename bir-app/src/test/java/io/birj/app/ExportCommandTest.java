package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.analysis.tables.Column;
import io.birj.analysis.tables.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bir export, run in-process: the files of each format read back through DuckDB. */
class ExportCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  private Path lowerSync() {
    return Samples.copy(dir, "samples/lower-sync.json");
  }

  private static List<String> columns(Connection c, String from) throws Exception {
    List<String> cs = new ArrayList<>();
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("DESCRIBE SELECT * FROM " + from)) {
      while (rs.next()) {
        cs.add(rs.getString("column_name") + " " + rs.getString("column_type"));
      }
    }
    return cs;
  }

  private static List<String> documented(Table t) {
    return t.columns().stream().map(c -> c.name() + " " + c.type().name()).toList();
  }

  private static long count(Connection c, String sql) throws Exception {
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  @Test
  void parquet_files_read_back_through_duckdb_with_the_documented_schema() throws Exception {
    Path out = dir.resolve("tables");
    CliHarness.Result r =
        CliHarness.run(
            "export", "--format", "parquet", "-o", out.toString(), lowerSync().toString());
    assertEquals(0, r.exitCode(), r.err());
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:")) {
      for (Table t : Table.values()) {
        Path file = out.resolve(t.sqlName() + ".parquet");
        assertTrue(Files.isRegularFile(file), file.toString());
        assertEquals(documented(t), columns(c, "read_parquet('" + file + "')"), t.sqlName());
      }
      assertEquals(
          23, count(c, "SELECT count(*) FROM read_parquet('" + out + "/instructions.parquet')"));
      assertEquals(
          5, count(c, "SELECT count(*) FROM read_parquet('" + out + "/findings.parquet')"));
    }
    try (Stream<Path> left = Files.list(out)) {
      assertTrue(left.noneMatch(p -> p.getFileName().toString().startsWith(".")), "work dir left");
    }
  }

  @Test
  void the_duckdb_file_holds_every_table_of_every_document() throws Exception {
    Path out = dir.resolve("db");
    CliHarness.Result r =
        CliHarness.run(
            "export",
            "--format",
            "duckdb",
            "-o",
            out.toString(),
            lowerSync().toString(),
            Samples.copy(dir, Samples.V2).toString());
    assertEquals(0, r.exitCode(), r.err());
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + out.resolve("birj.duckdb"))) {
      for (Table t : Table.values()) {
        assertEquals(documented(t), columns(c, t.sqlName()), t.sqlName());
      }
      assertEquals(2, count(c, "SELECT count(*) FROM documents"));
    }
  }

  @Test
  void json_lines_have_one_object_a_row_keyed_by_the_columns() throws Exception {
    Path out = dir.resolve("jsonl");
    CliHarness.Result r =
        CliHarness.run("export", "--format", "jsonl", "-o", out.toString(), lowerSync().toString());
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = Files.readAllLines(out.resolve("instructions.jsonl"));
    assertEquals(23, lines.size());
    JsonNode first = JSON.readTree(lines.get(0));
    List<String> keys = new ArrayList<>();
    first.fieldNames().forEachRemaining(keys::add);
    assertEquals(Table.INSTRUCTIONS.columns().stream().map(Column::name).toList(), keys);
  }

  @Test
  void a_bad_document_is_reported_and_the_others_exported() throws Exception {
    Path out = dir.resolve("tables");
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    CliHarness.Result r =
        CliHarness.run(
            "export",
            "--format",
            "parquet",
            "-o",
            out.toString(),
            bad.toString(),
            lowerSync().toString());
    assertEquals(1, r.exitCode());
    assertTrue(r.err().matches("(?s).*bad\\.json:\\d+:\\d+: error: .*"), r.err());
    assertTrue(r.err().contains("exported 1 of 2 documents"), r.err());
    try (Connection c = DriverManager.getConnection("jdbc:duckdb:")) {
      assertEquals(
          1, count(c, "SELECT count(*) FROM read_parquet('" + out + "/documents.parquet')"));
    }
  }

  @Test
  void an_unknown_format_is_a_usage_error() {
    CliHarness.Result r =
        CliHarness.run("export", "--format", "xml", "-o", dir.toString(), lowerSync().toString());
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("'xml' is not a format (parquet, jsonl or duckdb)"), r.err());
  }
}
