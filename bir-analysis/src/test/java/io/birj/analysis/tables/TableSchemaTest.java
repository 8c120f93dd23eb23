package io.birj.analysis.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class TableSchemaTest {
  private static final Pattern HEADING = Pattern.compile("^## `([a-z_]+)`$");
  private static final Pattern COLUMN = Pattern.compile("^\\| `([a-z_]+)` \\| ([A-Z]+) \\|");

  /** Table name to its "name TYPE" columns, as docs/tables.md lists them. */
  private static Map<String, List<String>> documented() throws IOException {
    Map<String, List<String>> tables = new LinkedHashMap<>();
    List<String> current = null;
    for (String line :
        Files.readAllLines(Path.of("..", "docs", "tables.md"), StandardCharsets.UTF_8)) {
      Matcher h = HEADING.matcher(line);
      Matcher c = COLUMN.matcher(line);
      if (h.matches()) {
        current = new ArrayList<>();
        tables.put(h.group(1), current);
      } else if (c.find() && current != null) {
        current.add(c.group(1) + " " + c.group(2));
      }
    }
    return tables;
  }

  @Test
  void docsTablesListsExactlyTheTablesAndColumnsTheCodeDefines() throws IOException {
    Map<String, List<String>> defined = new LinkedHashMap<>();
    for (Table t : Table.values()) {
      List<String> cs = new ArrayList<>();
      for (Column c : t.columns()) {
        cs.add(c.name() + " " + c.type());
      }
      defined.put(t.sqlName(), cs);
    }
    assertEquals(defined, documented());
  }

  @Test
  void eachRowRecordsComponentsAreItsTablesColumnsInOrder() {
    Class<?>[] rows = Row.class.getPermittedSubclasses();
    assertEquals(Table.values().length, rows.length);
    List<Table> seen = new ArrayList<>();
    for (Class<?> r : rows) {
      List<String> names = new ArrayList<>();
      for (RecordComponent c : r.getRecordComponents()) {
        names.add(snake(c.getName()));
      }
      Table t = tableOf(r);
      seen.add(t);
      assertEquals(t.columns().stream().map(Column::name).toList(), names, r.getSimpleName());
    }
    assertEquals(Table.values().length, seen.stream().distinct().count());
  }

  @Test
  void everyTableStartsWithTheDocumentColumn() {
    for (Table t : Table.values()) {
      assertEquals("document", t.columns().get(0).name(), t.sqlName());
      assertTrue(t.columns().stream().allMatch(c -> !c.description().isBlank()));
    }
  }

  private static Table tableOf(Class<?> row) {
    String simple = row.getSimpleName().replace("Row", "");
    for (Table t : Table.values()) {
      String singular = t.sqlName().replaceAll("ies$", "y").replaceAll("s$", "");
      if (singular.replace("_", "").equals(simple.toLowerCase(Locale.ROOT))) {
        return t;
      }
    }
    throw new AssertionError("no table for " + row);
  }

  private static String snake(String camel) {
    return camel.replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
  }
}
