package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.birj.analysis.tables.Table;
import io.birj.analysis.tables.TableRows;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.SyncInfo;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.app.sql.SqlDatabase;
import io.birj.app.sql.Verified;
import io.birj.testkit.docs.Documents;
import io.birj.verify.Verifier;
import io.birj.verify.result.CheckResult;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The tables of a generated document (bir-analysis, docs/tables.md) in the query database of {@code
 * bir query} and {@code POST /query} (bir-app's {@link SqlDatabase}, loaded and locked down as the
 * service does), and queries over them: SELECTs from a small grammar over the tables, and hostile
 * ones (files, settings, extensions, endless or huge answers). bir-fuzz may use the app, where
 * DuckDB is, as bir-guards does. The oracle:
 *
 * <ul>
 *   <li>the tables agree with the model: one {@code documents} row whose counts are the model's
 *       (counted here by a walk of this test's own), and as many rows in each table as it counts;
 *       the verdict and the findings are the verifier's;
 *   <li>a query answers, is refused with an {@link SQLException}, or runs out of its time, and
 *       returns within its timeout and a grace; nothing else;
 *   <li>no row is handed over after the reader said it has enough (the row limit);
 *   <li>the locked-down database holds a memory limit of at most {@link SqlDatabase#QUERY_MEMORY}
 *       that a query cannot raise, and reads or writes no file (nor spills into {@code .tmp/}).
 * </ul>
 */
class QueryFuzzTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(1);
  private static final long GRACE_MILLIS = 4000;

  private static final List<String> TABLES =
      java.util.Arrays.stream(Table.values()).map(Table::sqlName).toList();
  private static final List<String> HOSTILE =
      List.of(
          "SELECT * FROM range(1000000000)",
          "SELECT count(*) FROM range(100000000) a, range(100000000) b",
          "SELECT list(range) FROM range(400000000)",
          "SELECT string_agg(repeat('x', 1000), ',') FROM range(10000000)",
          "SELECT * FROM read_csv('/etc/passwd')",
          "SELECT * FROM read_text('/etc/hostname')",
          "COPY instructions TO 'birj-fuzz-escape.csv'",
          "ATTACH 'birj-fuzz-escape.db'",
          "INSTALL httpfs",
          "LOAD httpfs",
          "SET memory_limit = '64GB'",
          "SET enable_external_access = true",
          "RESET memory_limit",
          "PRAGMA memory_limit = '64GB'",
          "CREATE TABLE big AS SELECT range AS r FROM range(2000000000)",
          "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT count(*) FROM t",
          "SELECT current_setting('memory_limit')",
          "DROP TABLE instructions",
          "");

  /** What a query must never leave in the working directory: its files, DuckDB's spill. */
  private static final List<String> WRITTEN =
      List.of("birj-fuzz-escape.csv", "birj-fuzz-escape.db", ".tmp");

  @FuzzTest(maxDuration = "5m")
  void tablesMatchTheModelAndQueriesKeepTheirLimits(FuzzedDataProvider data) throws SQLException {
    Documents.Doc d = Documents.document(new FuzzedChoices(data));
    Module m =
        LoaderFuzzTest.READER.read(
            new ByteArrayInputStream(d.json().getBytes(StandardCharsets.UTF_8)), "generated");
    try (SqlDatabase db = SqlDatabase.inMemory()) {
      try (var appender = db.appender()) {
        TableRows.walk("generated", m, Verified.of("generated", m), appender);
      }
      db.lockDown();
      tablesMatchTheModel(db, m, d);
      memoryIsLimited(db, d);
      for (int k = data.consumeInt(1, 3); k > 0; k--) {
        String sql = data.consumeInt(0, 9) == 0 ? data.pickValue(HOSTILE) : select(data);
        queryKeepsItsLimits(db, sql, data.consumeInt(1, 50), d);
      }
    }
  }

  private static void tablesMatchTheModel(SqlDatabase db, Module m, Documents.Doc d)
      throws SQLException {
    Map<Table, Long> expected = counts(m);
    for (Map.Entry<Table, Long> e : expected.entrySet()) {
      long n = single(db, "SELECT count(*) FROM " + e.getKey().sqlName());
      if (n != e.getValue()) {
        throw Oracle.finding(
            e.getKey().sqlName() + " has " + n + " rows, the model " + e.getValue() + "\n" + d);
      }
    }
    String[] columns = {
      "functions", "nki_functions", "queues", "blocks", "instructions", "operands"
    };
    long[] model = {
      m.functions().size(),
      m.nkiFunctions() == null ? 0 : m.nkiFunctions().size(),
      m.queues() == null ? 0 : m.queues().size(),
      expected.get(Table.BLOCKS),
      expected.get(Table.INSTRUCTIONS),
      expected.get(Table.OPERANDS)
    };
    for (int i = 0; i < columns.length; i++) {
      long n = single(db, "SELECT " + columns[i] + " FROM documents");
      if (n != model[i]) {
        throw Oracle.finding(
            "documents." + columns[i] + " is " + n + ", the model " + model[i] + "\n" + d);
      }
    }
    long edges = single(db, "SELECT edges FROM documents");
    if (edges != expected.get(Table.DEPENDENCIES)) {
      throw Oracle.finding("documents.edges is " + edges + "\n" + d);
    }
    CheckResult r = Verifier.standard().check(m);
    String verdict = text(db, "SELECT verdict FROM documents");
    if (!verdict.equals(r.verdict().spelling())) {
      throw Oracle.finding(
          "documents.verdict is " + verdict + ", check says " + r.verdict() + "\n" + d);
    }
    if (single(db, "SELECT count(*) FROM findings") != r.findings().size()) {
      throw Oracle.finding("findings has not the verifier's findings\n" + d);
    }
  }

  /** The rows each table should have, counted by a walk of this test's own. */
  private static Map<Table, Long> counts(Module m) {
    Map<Table, Long> n = new EnumMap<>(Table.class);
    for (Table t :
        List.of(
            Table.DOCUMENTS,
            Table.FUNCTIONS,
            Table.BLOCKS,
            Table.INSTRUCTIONS,
            Table.OPERANDS,
            Table.DEPENDENCIES,
            Table.SEMAPHORES,
            Table.ALLOCATIONS,
            Table.MEMORY_LOCATIONS)) {
      n.put(t, 0L);
    }
    n.put(Table.DOCUMENTS, 1L);
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void function(DocPointer at, Function f) {
            n.merge(Table.FUNCTIONS, 1L, Long::sum);
          }

          @Override
          public void nkiFunction(DocPointer at, Function f) {
            n.merge(Table.FUNCTIONS, 1L, Long::sum);
          }

          @Override
          public void block(DocPointer at, BasicBlock b) {
            n.merge(Table.BLOCKS, 1L, Long::sum);
          }

          @Override
          public void instruction(DocPointer at, Instruction i) {
            n.merge(Table.INSTRUCTIONS, 1L, Long::sum);
            long edges =
                size(i.dependencies())
                    + size(i.loopCarriedDependencies())
                    + size(i.unrollDependencies());
            n.merge(Table.DEPENDENCIES, edges, Long::sum);
            SyncInfo s = i.syncInfo();
            if (s != null) {
              n.merge(Table.SEMAPHORES, (long) size(s.onWait()) + size(s.onUpdate()), Long::sum);
            }
          }

          @Override
          public void operand(DocPointer at, Operand op) {
            n.merge(Table.OPERANDS, 1L, Long::sum);
          }

          @Override
          public void allocation(DocPointer at, Allocation a) {
            n.merge(Table.ALLOCATIONS, 1L, Long::sum);
            if (a instanceof MemoryLocationSet s) {
              n.merge(Table.MEMORY_LOCATIONS, (long) s.memoryLocations().size(), Long::sum);
            } else if (a instanceof MemoryLocation) {
              n.merge(Table.MEMORY_LOCATIONS, 1L, Long::sum);
            }
          }
        });
    return n;
  }

  private static int size(List<?> l) {
    return l == null ? 0 : l.size();
  }

  private static void memoryIsLimited(SqlDatabase db, Documents.Doc d) throws SQLException {
    String setting = text(db, "SELECT current_setting('memory_limit')");
    long limit = bytes(setting);
    if (limit <= 0 || limit > SqlDatabase.QUERY_MEMORY) {
      throw Oracle.finding("the query database may use " + setting + "\n" + d);
    }
  }

  /** DuckDB's spelling of a size ({@code 953.6 MiB}, {@code 1.0 GB}) in bytes; -1 when unknown. */
  static long bytes(String setting) {
    java.util.regex.Matcher x =
        java.util.regex.Pattern.compile("([0-9.]+)\\s*([KMGT]?i?B|bytes)").matcher(setting.strip());
    if (!x.matches()) {
      return -1;
    }
    String unit = x.group(2);
    int power = "KMGT".indexOf(unit.charAt(0)) + 1;
    double base = unit.contains("i") ? 1024 : 1000;
    return (long) (Double.parseDouble(x.group(1)) * Math.pow(base, power));
  }

  /** A SELECT over the tables from a small grammar. */
  private static String select(FuzzedDataProvider data) {
    String t = data.pickValue(TABLES);
    List<String> cols =
        Table.valueOf(t.toUpperCase(java.util.Locale.ROOT)).columns().stream()
            .map(c -> c.name())
            .toList();
    String c = data.pickValue(cols);
    StringBuilder s = new StringBuilder("SELECT ");
    switch (data.consumeInt(0, 4)) {
      case 0 -> s.append("*");
      case 1 -> s.append("count(*)");
      case 2 -> s.append(c).append(", count(*)");
      case 3 -> s.append("DISTINCT ").append(c);
      default -> s.append(c).append(", ").append(data.pickValue(cols));
    }
    s.append(" FROM ").append(t);
    if (data.consumeBoolean()) {
      s.append(" a JOIN ").append(data.pickValue(TABLES)).append(" b USING (document)");
    }
    if (data.consumeBoolean()) {
      s.append(" WHERE ")
          .append(c)
          .append(data.pickValue(List.of(" = ", " <> ", " < ", " IS NOT NULL AND 1 = ", " LIKE ")))
          .append(data.pickValue(List.of("1", "'%a%'", "NULL", "'x'", "-1")));
    }
    if (s.indexOf("count(*)") > 0 && !s.toString().startsWith("SELECT count")) {
      s.append(" GROUP BY ").append(c);
    }
    if (data.consumeBoolean()) {
      s.append(" ORDER BY 1").append(data.consumeBoolean() ? " DESC" : "");
    }
    if (data.consumeBoolean()) {
      s.append(" LIMIT ").append(data.consumeInt(0, 100));
    }
    return s.toString();
  }

  private static void queryKeepsItsLimits(
      SqlDatabase db, String sql, int maxRows, Documents.Doc d) {
    int[] rows = {0};
    boolean[] stopped = {false};
    long start = System.nanoTime();
    try {
      db.query(
          sql,
          new SqlDatabase.Answer() {
            @Override
            public void columns(List<String> names) {}

            @Override
            public boolean row(Object[] values) {
              if (stopped[0]) {
                throw Oracle.finding("a row after the reader stopped: " + sql + "\n" + d);
              }
              rows[0]++;
              stopped[0] = rows[0] >= maxRows;
              return !stopped[0];
            }
          },
          TIMEOUT);
    } catch (SQLException refused) {
      if (refused.getMessage() == null || refused.getMessage().isBlank()) {
        throw Oracle.finding("a refusal without a message: " + sql, refused);
      }
    } catch (RuntimeException e) {
      throw Oracle.finding("the query " + sql + " threw\n" + d, e);
    }
    for (String f : WRITTEN) {
      if (java.nio.file.Files.exists(java.nio.file.Path.of(f))) {
        throw Oracle.finding("the query " + sql + " wrote " + f + "\n" + d);
      }
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (millis > TIMEOUT.toMillis() + GRACE_MILLIS) {
      throw Oracle.finding("the query " + sql + " took " + millis + " ms\n" + d);
    }
  }

  private static long single(SqlDatabase db, String sql) throws SQLException {
    return Long.parseLong(text(db, sql));
  }

  private static String text(SqlDatabase db, String sql) throws SQLException {
    List<Object> out = new ArrayList<>();
    db.query(
        sql,
        new SqlDatabase.Answer() {
          @Override
          public void columns(List<String> names) {}

          @Override
          public boolean row(Object[] values) {
            out.add(values[0]);
            return false;
          }
        },
        null);
    if (out.size() != 1) {
      throw Oracle.finding("no single answer to " + sql);
    }
    return String.valueOf(out.get(0));
  }
}
