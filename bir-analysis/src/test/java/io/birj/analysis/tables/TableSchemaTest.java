package io.birj.analysis.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
  void aRowWithTooFewValuesIsRefusedNamingItsTable() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Table.UNKNOWN_KEYS.row("d", "/x"));
    assertEquals("a row of unknown_keys has 2 values for 4 columns", e.getMessage());
  }

  @Test
  void aValueOfTheWrongTypeIsRefusedNamingItsColumn() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Table.EXPRESSIONS.row("d", "/x", "1 + 2", "three", 3L));
    assertEquals("expressions.wire_nodes is BIGINT, not a String", e.getMessage());
  }

  @Test
  void anIntIsHeldAsALongAndNullIsAllowedAnywhere() {
    Row r = Table.EXPRESSIONS.row("d", null, "x", 3, 4L);
    assertEquals(3L, r.number("wire_nodes"));
    assertEquals(null, r.text("pointer"));
    assertThrows(IllegalArgumentException.class, () -> r.get("no_such_column"));
  }

  @Test
  void aFindingOfVerificationIsARowOfFindings() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new Verification(
                "findings", 1L, List.of(Table.UNKNOWN_KEYS.row("d", "/", "m", "k")), null));
  }

  @Test
  void everyTableStartsWithTheDocumentColumn() {
    for (Table t : Table.values()) {
      assertEquals("document", t.columns().get(0).name(), t.sqlName());
      assertTrue(t.columns().stream().allMatch(c -> !c.description().isBlank()));
    }
  }
}
