package io.birj.app.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A locked-down query database (what {@code POST /query} answers from) holds a memory limit of its
 * own and never spills to disk: without them DuckDB may take most of the machine's memory (its
 * default is 80% of it), outside the service's budget, and write temporary files into the service's
 * working directory.
 */
class SqlDatabaseLockDownTest {
  private static String setting(SqlDatabase db, String name) throws SQLException {
    List<Object> out = new ArrayList<>();
    db.query(
        "SELECT current_setting('" + name + "')",
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
    return String.valueOf(out.get(0));
  }

  @Test
  void aLockedDownDatabaseMayUseAtMostTheQueryMemory() throws SQLException {
    try (SqlDatabase db = SqlDatabase.inMemory()) {
      db.lockDown();
      String limit = setting(db, "memory_limit");
      assertTrue(
          limit.endsWith("MiB") && Double.parseDouble(limit.split(" ")[0]) <= 1024
              || limit.equals("1.0 GiB"),
          "memory_limit " + limit);
    }
  }

  @Test
  void aQueryCannotRaiseTheMemoryLimit() throws SQLException {
    try (SqlDatabase db = SqlDatabase.inMemory()) {
      db.lockDown();
      assertThrows(SQLException.class, () -> db.execute("SET memory_limit = '64GB'"));
      assertThrows(SQLException.class, () -> db.execute("RESET memory_limit"));
    }
  }

  @Test
  void aLockedDownDatabaseNeverSpillsToDisk() throws SQLException {
    try (SqlDatabase db = SqlDatabase.inMemory()) {
      db.lockDown();
      assertEquals("", setting(db, "temp_directory"));
    }
  }
}
