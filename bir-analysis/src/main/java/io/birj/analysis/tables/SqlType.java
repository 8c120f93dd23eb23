package io.birj.analysis.tables;

/** The SQL type of a column: what DuckDB, Parquet and a JSON Lines reader are told. */
public enum SqlType {
  /** Text; a Java {@code String}. */
  VARCHAR,
  /** A signed 64-bit integer; a Java {@code Long} (or {@code Integer}). */
  BIGINT,
  /** A truth value; a Java {@code Boolean}. */
  BOOLEAN
}
