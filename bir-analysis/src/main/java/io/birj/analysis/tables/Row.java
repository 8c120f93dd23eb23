package io.birj.analysis.tables;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One row of one {@link Table}: its values in the order of the table's columns. Numbers are {@code
 * Long}, text {@code String}, flags {@code Boolean}; {@code null} where the document says nothing.
 * The columns are said once, in {@link Table}; a row that does not fit them is a bug in birj and is
 * refused where it is made.
 *
 * @param table the table the row belongs to
 * @param values one per column, in order (unmodifiable)
 */
public record Row(Table table, List<Object> values) {
  public Row {
    List<Column> columns = table.columns();
    if (values.size() != columns.size()) {
      throw new IllegalArgumentException(
          "a row of "
              + table.sqlName()
              + " has "
              + values.size()
              + " values for "
              + columns.size()
              + " columns");
    }
    List<Object> checked = new ArrayList<>(values.size());
    for (int i = 0; i < columns.size(); i++) {
      checked.add(fit(table, columns.get(i), values.get(i)));
    }
    values = Collections.unmodifiableList(checked);
  }

  /** The value of the column named {@code column}. */
  public Object get(String column) {
    int i = table.position(column);
    if (i < 0) {
      throw new IllegalArgumentException(table.sqlName() + " has no column " + column);
    }
    return values.get(i);
  }

  /** The text of a {@code VARCHAR} column. */
  public String text(String column) {
    return (String) get(column);
  }

  /** The number of a {@code BIGINT} column. */
  public Long number(String column) {
    return (Long) get(column);
  }

  /** The truth value of a {@code BOOLEAN} column. */
  public Boolean flag(String column) {
    return (Boolean) get(column);
  }

  private static Object fit(Table table, Column column, Object v) {
    if (v == null) {
      return null;
    }
    switch (column.type()) {
      case VARCHAR:
        if (v instanceof String) {
          return v;
        }
        break;
      case BIGINT:
        if (v instanceof Long) {
          return v;
        }
        if (v instanceof Integer i) {
          return i.longValue();
        }
        break;
      case BOOLEAN:
        if (v instanceof Boolean) {
          return v;
        }
        break;
    }
    throw new IllegalArgumentException(
        table.sqlName()
            + "."
            + column.name()
            + " is "
            + column.type()
            + ", not a "
            + v.getClass().getSimpleName());
  }
}
