package io.birj.analysis.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff.Change;
import io.birj.analysis.diff.SemanticDiff.Difference;
import io.birj.api.model.Module;
import io.birj.loader.read.TestDocuments;
import io.birj.testkit.SortedKeys;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The semantic diff: over the model, order-aware, expressions by value, kept content as JSON. */
class SemanticDiffTest {
  private static final String B = "/functions/0/blocks/0";

  private static String op(String name) {
    return "{\"name\": \"" + name + "\", \"opcode\": \"NoOp\", \"ins\": [], \"outs\": []}";
  }

  private static String doc(String... blocks) {
    return "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": ["
        + String.join(", ", blocks)
        + "]}]}";
  }

  private static String block(String name, String... instructions) {
    return "{\"name\": \""
        + name
        + "\", \"instructions\": ["
        + String.join(", ", instructions)
        + "]}";
  }

  private static Module read(String json) {
    return TestDocuments.read(TestDocuments.PLAIN, json);
  }

  private static List<Difference> diff(String a, String b) {
    return new SemanticDiff().diff(read(a), read(b));
  }

  @Test
  void aDocumentEqualsItselfWithItsKeysSorted() {
    String d = TestDocuments.resource("real-shaped/lower-sync.json");
    assertEquals(List.of(), diff(d, SortedKeys.of(d)));
  }

  @Test
  void swappedInstructionsAreAMoveWithBothPointers() {
    List<Difference> ds =
        diff(doc(block("b", op("x"), op("y"))), doc(block("b", op("y"), op("x"))));
    assertEquals(1, ds.size(), ds.toString());
    Difference d = ds.get(0);
    assertEquals(Change.MOVED, d.change());
    assertEquals(B + "/instructions/0", d.oldPointer());
    assertEquals(B + "/instructions/1", d.newPointer());
    assertEquals("instruction \"x\"", d.oldText());
  }

  @Test
  void swappedBlocksAreAMove() {
    List<Difference> ds =
        diff(
            doc(block("b0", op("x")), block("b1", op("y"))),
            doc(block("b1", op("y")), block("b0", op("x"))));
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(Change.MOVED, ds.get(0).change());
    assertEquals("/functions/0/blocks/0", ds.get(0).oldPointer());
    assertEquals("/functions/0/blocks/1", ds.get(0).newPointer());
  }

  @Test
  void aMovedLoopIsReportedWithBothPointers() {
    String loop =
        "{\"name\": \"l\", \"opcode\": \"Loop\", \"LoopAxis\": {\"name\": \"i\", \"lb\": 0,"
            + " \"ub\": 2, \"stride\": 1}, \"blocks\": ["
            + block("body", op("z"))
            + "]}";
    List<Difference> ds =
        diff(doc(block("b", loop, op("x"), op("y"))), doc(block("b", op("x"), op("y"), loop)));
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(Change.MOVED, ds.get(0).change());
    assertEquals(B + "/instructions/0", ds.get(0).oldPointer());
    assertEquals(B + "/instructions/2", ds.get(0).newPointer());
    assertEquals("loop \"l\"", ds.get(0).newText());
  }

  @Test
  void anInsertedAndADeletedInstructionAreReportedAsSuch() {
    List<Difference> ds =
        diff(doc(block("b", op("x"), op("gone"))), doc(block("b", op("x"), op("new"))));
    assertEquals(2, ds.size(), ds.toString());
    assertEquals(Change.DELETED, ds.get(0).change());
    assertEquals(B + "/instructions/1", ds.get(0).oldPointer());
    assertEquals(Change.INSERTED, ds.get(1).change());
    assertEquals(B + "/instructions/1", ds.get(1).newPointer());
  }

  @Test
  void anEditedExpressionIsAChangeWithItsTextAndBothPointers() {
    String a =
        "{\"name\": \"i\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"symbolic_ap\", \"addrs\":"
            + " [{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 1}]}], \"outs\": []}";
    List<Difference> ds =
        diff(
            doc(block("b", op("x"), a)),
            doc(block("b", a.replace("\"c\": 1", "\"c\": 2"), op("x"))));
    assertEquals(2, ds.size(), ds.toString());
    Difference change =
        ds.stream().filter(d -> d.change() == Change.CHANGED).findFirst().orElseThrow();
    assertEquals(B + "/instructions/1/ins/0/addrs/0", change.oldPointer());
    assertEquals(B + "/instructions/0/ins/0/addrs/0", change.newPointer());
    assertEquals("(1)", change.oldText());
    assertEquals("(2)", change.newText());
  }

  @Test
  void equalExpressionsWithTermsInAnotherOrderAreEqual() {
    String t1 =
        "[{\"idx\": {\"kind\": \"ShardIDKind\", \"ub\": 4}, \"coeff\": 2}, {\"idx\":"
            + " {\"kind\": \"ShardIDKind\", \"ub\": 8}, \"coeff\": 3}]";
    String t2 =
        "[{\"idx\": {\"kind\": \"ShardIDKind\", \"ub\": 8}, \"coeff\": 3}, {\"idx\":"
            + " {\"kind\": \"ShardIDKind\", \"ub\": 4}, \"coeff\": 2}]";
    String i =
        "{\"name\": \"i\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"symbolic_ap\", \"addrs\":"
            + " [{\"kind\": \"AffExprKind\", \"terms\": T, \"c\": 0}]}], \"outs\": []}";
    assertEquals(
        List.of(), diff(doc(block("b", i.replace("T", t1))), doc(block("b", i.replace("T", t2)))));
  }

  @Test
  void keptContentComparesAsJsonValues() {
    String a =
        op("x").replace("\"outs\": []", "\"outs\": [], \"note\": {\"a\": 1.0, \"b\": [1, 2]}");
    String b = op("x").replace("\"outs\": []", "\"outs\": [], \"note\": {\"b\": [1, 2], \"a\": 1}");
    assertEquals(List.of(), diff(doc(block("b", a)), doc(block("b", b))));
    String c = op("x").replace("\"outs\": []", "\"outs\": [], \"note\": {\"b\": [1, 3], \"a\": 1}");
    List<Difference> ds = diff(doc(block("b", a)), doc(block("b", c)));
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(B + "/instructions/0/note/b/1", ds.get(0).pointer());
  }

  @Test
  void theVersionIsNotCompared() {
    String v2 = doc(block("b", op("x")));
    String v1 = v2.replace("\"version\": 2", "\"version\": 1");
    assertEquals(List.of(), diff(v1, v2));
  }

  @Test
  void theLimitStopsTheDiff() {
    String[] many = new String[50];
    String[] other = new String[50];
    for (int i = 0; i < 50; i++) {
      many[i] = op("x" + i);
      other[i] = op("y" + i);
    }
    List<Difference> ds =
        new SemanticDiff(7).diff(read(doc(block("b", many))), read(doc(block("b", other))));
    assertEquals(7, ds.size());
  }

  @Test
  void theLongestRunInOrderStaysInPlace() {
    boolean[] inPlace = Differ.longestIncreasing(new int[] {0, 3, 1, 2, -1, 4});
    assertTrue(inPlace[0] && !inPlace[1] && inPlace[2] && inPlace[3] && !inPlace[4] && inPlace[5]);
  }
}
