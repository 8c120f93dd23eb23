package io.birj.app.sql;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database opens on a thread of its own while its documents are read: a failure to open is the
 * failure of the first call that needs the database, said as the database's, and never thrown again
 * by {@code close}.
 */
class SqlDatabaseOpeningTest {
  @TempDir Path dir;

  /** A database file in a directory that does not exist: DuckDB cannot open it. */
  private SqlDatabase unopenable() {
    return SqlDatabase.create(dir.resolve("missing").resolve("tables.duckdb"));
  }

  /** The demo document, counting its reads. */
  private static Batch.Source demo(AtomicInteger reads) {
    return new Batch.Source() {
      @Override
      public String name() {
        return "demo-v2.json";
      }

      @Override
      public Module read() {
        reads.incrementAndGet();
        try (InputStream in =
            SqlDatabaseOpeningTest.class
                .getClassLoader()
                .getResourceAsStream("samples/demo-v2.json")) {
          return BirReader.standard().read(in, name());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    };
  }

  @Test
  void aDatabaseThatCannotOpenFailsTheFirstStatement() {
    SqlDatabase db = unopenable();

    assertThrows(SQLException.class, () -> db.execute("SELECT 1"));
    assertDoesNotThrow(db::close);
  }

  @Test
  void aLoadReadsItsFirstDocumentBeforeItNeedsTheDatabase() {
    AtomicInteger reads = new AtomicInteger();
    try (SqlDatabase db = unopenable()) {
      Batch.BatchFailure failure =
          assertThrows(Batch.BatchFailure.class, () -> db.load(List.of(demo(reads)), 1));

      assertTrue(failure.getMessage().startsWith("the database failed: "), failure.getMessage());
      assertTrue(failure.getCause() instanceof SQLException, String.valueOf(failure.getCause()));
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
    assertEquals(1, reads.get());
  }

  @Test
  void aDatabaseThatOpensTakesTheRowsOfADocument() throws SQLException {
    AtomicInteger reads = new AtomicInteger();
    try (SqlDatabase db = SqlDatabase.inMemory()) {
      List<Batch.Failed> failed = db.load(List.of(demo(reads)), 1);

      assertEquals(List.of(), failed);
      List<Object> count = new ArrayList<>();
      db.query(
          "SELECT count(*) FROM instructions",
          new SqlDatabase.Answer() {
            @Override
            public void columns(List<String> names) {}

            @Override
            public boolean row(Object[] values) {
              count.add(values[0]);
              return true;
            }
          },
          null);
      assertTrue(((Number) count.get(0)).longValue() > 0, String.valueOf(count));
    }
  }
}
