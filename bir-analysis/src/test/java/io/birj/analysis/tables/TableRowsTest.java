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

  private static <R extends Row> List<R> rows(Class<R> type) {
    return ROWS.stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
  }

  private static <R extends Row> Map<String, Integer> countBy(
      Class<R> type, Function<R, String> key) {
    Map<String, Integer> m = new TreeMap<>();
    for (R r : rows(type)) {
      m.merge(key.apply(r), 1, Integer::sum);
    }
    return m;
  }

  @Test
  void instructionsByOpcodeAndEngineAreWhatStatsCounts() {
    assertEquals(STATS.instructions(), rows(Row.InstructionRow.class).size());
    assertEquals(
        STATS.instructionsPerOpcode(),
        countBy(Row.InstructionRow.class, Row.InstructionRow::opcode));
    assertEquals(
        STATS.instructionsPerEngine(),
        countBy(
            Row.InstructionRow.class,
            i -> i.engine() == null ? DocumentStats.NO_ENGINE : i.engine()));
  }

  @Test
  void functionsBlocksAndRegionsAreWhatStatsCounts() {
    assertEquals(STATS.functions() + STATS.nkiFunctions(), rows(Row.FunctionRow.class).size());
    assertEquals(STATS.blocks(), rows(Row.BlockRow.class).size());
    assertEquals(
        STATS.regions(), rows(Row.InstructionRow.class).stream().filter(i -> i.region()).count());
  }

  @Test
  void operandsByKindAndEdgesByKindAreWhatStatsCounts() {
    assertEquals(STATS.operandsPerKind(), countBy(Row.OperandRow.class, Row.OperandRow::kind));
    Map<String, Integer> dependencies = new TreeMap<>();
    for (Row.DependencyRow d : rows(Row.DependencyRow.class)) {
      if (d.list().equals("dependencies")) {
        dependencies.merge(d.kind(), 1, Integer::sum);
      }
    }
    assertEquals(STATS.edges().dependencies(), dependencies);
    assertEquals(STATS.edges().total(), rows(Row.DependencyRow.class).size());
  }

  @Test
  void expressionsAndUnknownKeysAreWhatStatsCounts() {
    List<Row.ExpressionRow> es = rows(Row.ExpressionRow.class);
    assertEquals(STATS.expressions(), es.size());
    assertEquals(STATS.wireNodes(), es.stream().mapToLong(Row.ExpressionRow::wireNodes).sum());
    int unknown = STATS.unknownKeys().stream().mapToInt(DocumentStats.UnknownKey::count).sum();
    assertEquals(unknown, rows(Row.UnknownKeyRow.class).size());
    Row.DocumentRow d = rows(Row.DocumentRow.class).get(0);
    assertEquals(STATS.distinctNodes(), d.distinctNodes());
    assertEquals(unknown, d.unknownKeys());
  }

  @Test
  void anInstructionRowSaysWhereItStandsAndItsDebugInfo() {
    Row.InstructionRow load =
        rows(Row.InstructionRow.class).stream()
            .filter(i -> "kernel.py".equals(i.debugFile()) && "load_x".equals(i.debugOp()))
            .findFirst()
            .orElseThrow();
    assertEquals(12L, load.debugLine());
    assertTrue(load.sourceLine() > 0);
    assertTrue(load.blockPath().startsWith(load.function() + "/"), load.blockPath());
    assertTrue(load.pointer().startsWith(load.block() + "/instructions/"), load.pointer());
  }

  @Test
  void withoutTheVerifierItsColumnsAreNullAndThereAreNoFindings() {
    assertEquals(List.of(), rows(Row.FindingRow.class));
    assertTrue(rows(Row.OperandRow.class).stream().allMatch(o -> o.space() == null));
    assertEquals(null, rows(Row.DocumentRow.class).get(0).verdict());
  }

  @Test
  void everyValueHasItsColumnsType() {
    for (Row r : ROWS) {
      Object[] vs = r.values();
      List<Column> cs = r.table().columns();
      assertEquals(cs.size(), vs.length, r.table().sqlName());
      for (int i = 0; i < vs.length; i++) {
        if (vs[i] == null) {
          continue;
        }
        Class<?> expected =
            switch (cs.get(i).type()) {
              case VARCHAR -> String.class;
              case BIGINT -> Number.class;
              case BOOLEAN -> Boolean.class;
            };
        assertTrue(
            expected.isInstance(vs[i]),
            r.table().sqlName() + "." + cs.get(i).name() + " holds " + vs[i].getClass());
      }
    }
    assertEquals("lower-sync.json", ROWS.get(0).values()[0]);
  }

  @Test
  void everyTableHasRowsOnTheSample() {
    for (Table t : Table.values()) {
      if (t != Table.FINDINGS) {
        assertTrue(ROWS.stream().anyMatch(r -> r.table() == t), t.sqlName());
      }
    }
    assertNotNull(rows(Row.SemaphoreRow.class).get(0).semaphore());
  }
}
