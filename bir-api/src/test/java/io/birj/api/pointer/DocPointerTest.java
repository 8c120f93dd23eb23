package io.birj.api.pointer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One way to say where something is: RFC 6901 text from steps, a parser, or a generator. */
class DocPointerTest {
  private static final JsonFactory JSON = new JsonFactory();

  @Test
  void theRootIsTheEmptyPointer() {
    assertEquals("", DocPointer.ROOT.toString());
    assertNull(DocPointer.ROOT.parent());
  }

  @Test
  void stepsRenderAsMembersAndIndexes() {
    DocPointer p = DocPointer.ROOT.key("functions").index(0).key("blocks").index(12);
    assertEquals("/functions/0/blocks/12", p.toString());
    assertEquals("/functions/0/blocks", p.parent().toString());
  }

  @Test
  void tildeAndSlashInANameAreEscapedAsRfc6901Says() {
    assertEquals("/a~1b/c~0d/~01", DocPointer.ROOT.key("a/b").key("c~d").key("~1").toString());
    assertEquals("/x/a~1b", DocPointer.member("/x", "a/b"));
  }

  @Test
  void aTailOfNamesAndIndexesExtendsAPointer() {
    DocPointer p = DocPointer.ROOT.key("functions").index(1);
    assertEquals("/functions/1/blocks/0/instructions", p.with("blocks", 0, "instructions"));
  }

  @Test
  void aChildIsAMemberAndItsElementWhenGivenAnIndex() {
    DocPointer l = DocPointer.ROOT.child("functions", 0).child("blocks", 2).child("calls", -1);
    assertEquals("/functions/0/blocks/2/calls", l.toString());
    assertEquals(
        "/call_to_physical_memlocs/a~1b~0c",
        DocPointer.ROOT.child("call_to_physical_memlocs", -1).child("a/b~c", -1).toString());
  }

  @Test
  void aDeepPointerRendersWithoutRecursion() {
    DocPointer l = DocPointer.ROOT.child("functions", 0);
    for (int i = 0; i < 100_000; i++) {
      l = l.child("blocks", 0);
    }
    assertEquals("/functions/0".length() + 100_000 * "/blocks/0".length(), l.toString().length());
  }

  @Test
  void pointersAreEqualByTheirText() {
    assertEquals(DocPointer.ROOT.key("a").index(1), DocPointer.ROOT.key("a").index(1));
    assertEquals(
        DocPointer.ROOT.key("a").index(1).hashCode(), DocPointer.ROOT.key("a").index(1).hashCode());
    assertEquals(DocPointer.ROOT.key("a").index(1), DocPointer.ROOT.key("a").key("1")); // one text
    assertNotEquals(DocPointer.ROOT.key("a").index(1), DocPointer.ROOT.key("a").index(2));
  }

  @Test
  void aParsersPointerIsJacksonsForEveryToken() throws IOException {
    String doc =
        "{\"a\": [1, {\"b/c\": [true, {}], \"~\": null}], \"d\": {\"e\": \"x\"}, \"f\": []}";
    try (JsonParser p = JSON.createParser(doc)) {
      int n = 0;
      while (p.nextToken() != null) {
        assertEquals(jackson(p), DocPointer.of(p), "token " + n + " " + p.currentToken());
        n++;
      }
    }
  }

  /** jackson's own pointer of the current value (a start token's is its parent's path). */
  private static String jackson(JsonParser p) {
    var ctx = p.getParsingContext();
    var t = p.currentToken();
    if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && ctx.getParent() != null) {
      ctx = ctx.getParent();
    }
    return ctx.pathAsPointer().toString();
  }

  @Test
  void aGeneratorsNextValueIsWhereItWillBeWritten() throws IOException {
    try (JsonGenerator g = JSON.createGenerator(new StringWriter())) {
      g.writeStartObject();
      g.writeFieldName("functions");
      g.writeStartArray();
      g.writeStartObject();
      g.writeFieldName("a/b");
      assertEquals(
          List.of("functions", 0, "a/b"), DocPointer.segmentsOfNextValue(g.getOutputContext()));
      assertEquals("/functions/0/a~1b", DocPointer.ofNextValue(g.getOutputContext()));
      g.writeStartArray();
      g.writeNumber(1);
      assertEquals("/functions/0/a~1b/1", DocPointer.ofNextValue(g.getOutputContext()));
      assertEquals(
          "/x/functions/0/a~1b/1",
          DocPointer.extend(
                  DocPointer.ROOT.key("x"), DocPointer.segmentsOfNextValue(g.getOutputContext()))
              .toString());
    }
  }

  @Test
  void aCursorMovesWithoutLosingItsBase() {
    DocPointer base = DocPointer.ROOT.key("functions").index(0).key("blocks").index(2);
    DocPointer.Cursor c = new DocPointer.Cursor().at(base, "instructions", 5);
    assertEquals("/functions/0/blocks/2/instructions/5", c.toString());
    int mark = c.depth();
    c.key("sync_info").key("on_wait").index(3).key("from");
    assertEquals("/functions/0/blocks/2/instructions/5/sync_info/on_wait/3/from", c.toString());
    c.truncate(mark);
    assertEquals("/functions/0/blocks/2/instructions/5", c.toString());
    for (int i = 0; i < 40; i++) {
      c.index(i);
    }
    assertEquals(40, c.depth());
    assertSame(c, c.at(DocPointer.ROOT));
    assertEquals("", c.toString());
  }
}
