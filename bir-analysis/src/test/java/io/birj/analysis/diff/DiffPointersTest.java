package io.birj.analysis.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.analysis.diff.SemanticDiff.Change;
import io.birj.analysis.diff.SemanticDiff.Difference;
import io.birj.loader.read.TestDocuments;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A difference's pointer is a place of the document (an edge is the array {@code [name, kind]} it
 * is written as), and what one side has and the other lacks is shown with its content.
 */
class DiffPointersTest {
  private static final String I1 = "/functions/0/blocks/0/instructions/1";

  private static String doc(String deps) {
    return "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
        + " \"instructions\": [{\"name\": \"act0\", \"opcode\": \"NoOp\"}, {\"name\": \"w\","
        + " \"opcode\": \"NoOp\""
        + deps
        + "}]}]}]}";
  }

  private static List<Difference> diff(String a, String b) {
    return new SemanticDiff()
        .diff(
            TestDocuments.read(TestDocuments.PLAIN, a), TestDocuments.read(TestDocuments.PLAIN, b));
  }

  @Test
  void aDependencysKindIsAtIndexOneOfItsArray() {
    List<Difference> ds =
        diff(
            doc(", \"dependencies\": [[\"act0\", \"Flow\"]]"),
            doc(", \"dependencies\": [[\"act0\", \"Anti\"]]"));
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(I1 + "/dependencies/0/1", ds.get(0).oldPointer());
    assertEquals("\"Flow\"", ds.get(0).oldText());
    assertEquals("\"Anti\"", ds.get(0).newText());
  }

  @Test
  void aDependencysTargetIsAtIndexZeroOfItsArray() {
    String b =
        doc(", \"dependencies\": [[\"act1\", \"Flow\"]]")
            .replace(
                "{\"name\": \"act0\", \"opcode\": \"NoOp\"}",
                "{\"name\": \"act0\", \"opcode\": \"NoOp\"}, {\"name\": \"act1\", \"opcode\": \"NoOp\"}");
    String a =
        doc(", \"dependencies\": [[\"act0\", \"Flow\"]]")
            .replace(
                "{\"name\": \"act0\", \"opcode\": \"NoOp\"}",
                "{\"name\": \"act0\", \"opcode\": \"NoOp\"}, {\"name\": \"act1\", \"opcode\": \"NoOp\"}");
    List<Difference> ds = diff(a, b);
    assertEquals(1, ds.size(), ds.toString());
    assertEquals("/functions/0/blocks/0/instructions/2/dependencies/0/0", ds.get(0).newPointer());
  }

  @Test
  void aKeyOnlyTheNewSideHasIsInsertedWithItsContent() {
    List<Difference> ds = diff(doc(""), doc(", \"dependencies\": [[\"act0\", \"Flow\"]]"));
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(Change.INSERTED, ds.get(0).change());
    assertEquals(I1 + "/dependencies", ds.get(0).newPointer());
    assertEquals("[[\"act0\", \"Flow\"]]", ds.get(0).newText());
  }

  @Test
  void aKeyOnlyTheOldSideHasIsDeletedWithItsContent() {
    List<Difference> ds =
        diff(doc(", \"sync_info\": {\"on_update\": [{\"id\": 1, \"update_value\": 1}]}"), doc(""));
    assertEquals(1, ds.size(), ds.toString());
    assertEquals(Change.DELETED, ds.get(0).change());
    assertEquals(I1 + "/sync_info", ds.get(0).oldPointer());
    assertEquals("sync_info {on_update: [update {id: 1, update_value: 1}]}", ds.get(0).oldText());
  }
}
