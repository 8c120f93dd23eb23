package io.birj.analysis.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.stats.DocumentStats;
import io.birj.api.model.Module;
import io.birj.loader.read.TestDocuments;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class TableRowsTest {
  private static final Module SAMPLE =
      TestDocuments.read(TestDocuments.FULL, TestDocuments.resource("real-shaped/lower-sync.json"));
  private static final List<Row> ROWS = TableRows.of("lower-sync.json", SAMPLE, Verification.NONE);
  private static final DocumentStats STATS = DocumentStats.of(SAMPLE);

  private static List<Row> rows(Table table) {
    return ROWS.stream().filter(r -> r.table() == table).collect(Collectors.toList());
  }

  private static Map<String, Integer> countBy(Table table, Function<Row, String> key) {
    Map<String, Integer> m = new TreeMap<>();
    for (Row r : rows(table)) {
      m.merge(key.apply(r), 1, Integer::sum);
    }
    return m;
  }

  @Test
  void instructionsByOpcodeAndEngineAreWhatStatsCounts() {
    assertEquals(STATS.instructions(), rows(Table.INSTRUCTIONS).size());
    assertEquals(STATS.instructionsPerOpcode(), countBy(Table.INSTRUCTIONS, i -> i.text("opcode")));
    assertEquals(
        STATS.instructionsPerEngine(),
        countBy(
            Table.INSTRUCTIONS,
            i -> i.text("engine") == null ? DocumentStats.NO_ENGINE : i.text("engine")));
  }

  @Test
  void functionsBlocksAndRegionsAreWhatStatsCounts() {
    assertEquals(STATS.functions() + STATS.nkiFunctions(), rows(Table.FUNCTIONS).size());
    assertEquals(STATS.blocks(), rows(Table.BLOCKS).size());
    assertEquals(
        STATS.regions(), rows(Table.INSTRUCTIONS).stream().filter(i -> i.flag("region")).count());
  }

  @Test
  void operandsByKindAndEdgesByKindAreWhatStatsCounts() {
    assertEquals(STATS.operandsPerKind(), countBy(Table.OPERANDS, o -> o.text("kind")));
    Map<String, Integer> dependencies = new TreeMap<>();
    for (Row d : rows(Table.DEPENDENCIES)) {
      if (d.text("list").equals("dependencies")) {
        dependencies.merge(d.text("kind"), 1, Integer::sum);
      }
    }
    assertEquals(STATS.edges().dependencies(), dependencies);
    assertEquals(STATS.edges().total(), rows(Table.DEPENDENCIES).size());
  }

  @Test
  void expressionsAndUnknownKeysAreWhatStatsCounts() {
    List<Row> es = rows(Table.EXPRESSIONS);
    assertEquals(STATS.expressions(), es.size());
    assertEquals(STATS.wireNodes(), es.stream().mapToLong(e -> e.number("wire_nodes")).sum());
    int unknown = STATS.unknownKeys().stream().mapToInt(DocumentStats.UnknownKey::count).sum();
    assertEquals(unknown, rows(Table.UNKNOWN_KEYS).size());
    Row d = rows(Table.DOCUMENTS).get(0);
    assertEquals(STATS.distinctNodes(), d.number("distinct_nodes"));
    assertEquals(unknown, d.number("unknown_keys"));
  }

  @Test
  void anInstructionRowSaysWhereItStandsAndItsDebugInfo() {
    Row load =
        rows(Table.INSTRUCTIONS).stream()
            .filter(
                i ->
                    "kernel.py".equals(i.text("debug_file")) && "load_x".equals(i.text("debug_op")))
            .findFirst()
            .orElseThrow();
    assertEquals(12L, load.number("debug_line"));
    assertTrue(load.number("source_line") > 0);
    assertTrue(
        load.text("block_path").startsWith(load.text("function") + "/"), load.text("block_path"));
    assertTrue(
        load.text("pointer").startsWith(load.text("block") + "/instructions/"),
        load.text("pointer"));
  }

  @Test
  void withoutTheVerifierItsColumnsAreNullAndThereAreNoFindings() {
    assertEquals(List.of(), rows(Table.FINDINGS));
    assertTrue(rows(Table.OPERANDS).stream().allMatch(o -> o.text("space") == null));
    assertEquals(null, rows(Table.DOCUMENTS).get(0).text("verdict"));
  }

  @Test
  void everyValueHasItsColumnsType() {
    for (Row r : ROWS) {
      List<Object> vs = r.values();
      List<Column> cs = r.table().columns();
      assertEquals(cs.size(), vs.size(), r.table().sqlName());
      for (int i = 0; i < vs.size(); i++) {
        if (vs.get(i) == null) {
          continue;
        }
        Class<?> expected =
            switch (cs.get(i).type()) {
              case VARCHAR -> String.class;
              case BIGINT -> Long.class;
              case BOOLEAN -> Boolean.class;
            };
        assertTrue(
            expected.isInstance(vs.get(i)),
            r.table().sqlName() + "." + cs.get(i).name() + " holds " + vs.get(i).getClass());
      }
    }
    assertEquals("lower-sync.json", ROWS.get(0).values().get(0));
  }

  @Test
  void everyTableHasRowsOnTheSample() {
    for (Table t : Table.values()) {
      if (t != Table.FINDINGS) {
        assertTrue(ROWS.stream().anyMatch(r -> r.table() == t), t.sqlName());
      }
    }
    assertNotNull(rows(Table.SEMAPHORES).get(0).number("semaphore"));
  }
}
