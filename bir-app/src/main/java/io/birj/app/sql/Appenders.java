package io.birj.app.sql;

import io.birj.analysis.tables.Row;
import io.birj.analysis.tables.Table;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Appends rows to the tables of one DuckDB connection as they are made, one appender per table
 * (DuckDB's bulk path: no SQL per row). Not thread-safe: one per thread and connection.
 */
public final class Appenders implements Consumer<Row>, AutoCloseable {
  private final DuckDBConnection connection;
  private final Map<Table, DuckDBAppender> open = new EnumMap<>(Table.class);

  Appenders(DuckDBConnection connection) {
    this.connection = connection;
  }

  @Override
  public void accept(Row row) {
    try {
      DuckDBAppender a = open.get(row.table());
      if (a == null) {
        a = connection.createAppender(DuckDBConnection.DEFAULT_SCHEMA, row.table().sqlName());
        open.put(row.table(), a);
      }
      a.beginRow();
      for (Object v : row.values()) {
        if (v == null) {
          a.appendNull();
        } else if (v instanceof String s) {
          a.append(s);
        } else if (v instanceof Boolean b) {
          a.append(b.booleanValue());
        } else {
          a.append(((Number) v).longValue());
        }
      }
      a.endRow();
    } catch (SQLException e) {
      throw new SqlFailure(e);
    }
  }

  /** Writes what is appended so far. */
  void flush() throws SQLException {
    for (DuckDBAppender a : open.values()) {
      a.flush();
    }
  }

  @Override
  public void close() throws SQLException {
    SQLException first = null;
    for (DuckDBAppender a : open.values()) {
      try {
        a.close();
      } catch (SQLException e) {
        first = first == null ? e : first;
      }
    }
    open.clear();
    if (first != null) {
      throw first;
    }
  }
}
