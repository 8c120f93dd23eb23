package io.birj.analysis.tables;

/**
 * One column of a table: its name (lower case, snake case, never an SQL reserved word), its type
 * and what it holds. Every column may be {@code NULL} where the document says nothing.
 */
public record Column(String name, SqlType type, String description) {
  static Column text(String name, String description) {
    return new Column(name, SqlType.VARCHAR, description);
  }

  static Column number(String name, String description) {
    return new Column(name, SqlType.BIGINT, description);
  }

  static Column flag(String name, String description) {
    return new Column(name, SqlType.BOOLEAN, description);
  }
}
