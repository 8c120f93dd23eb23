package io.birj.app.sql;

import io.birj.analysis.tables.Column;
import io.birj.analysis.tables.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.StringJoiner;

/** The tables of docs/tables.md in DuckDB, from their one definition ({@link Table}). */
public final class SqlSchema {
  private SqlSchema() {}

  /** {@code CREATE TABLE name (column TYPE, ...)}. */
  public static String createTable(Table t) {
    StringJoiner cs = new StringJoiner(", ", "CREATE TABLE " + t.sqlName() + " (", ")");
    for (Column c : t.columns()) {
      cs.add(c.name() + " " + c.type().name());
    }
    return cs.toString();
  }

  /** Creates every table, empty. */
  public static void create(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      for (Table t : Table.values()) {
        s.execute(createTable(t));
      }
    }
  }

  /** {@code 'text'} as an SQL string literal. */
  public static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }
}
