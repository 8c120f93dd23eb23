package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The byte scan that cuts a document's instruction arrays into runs (docs/architecture.md). */
class SplitPlanTest {
  private static final String I = "{\"opcode\": \"Nop\"}";

  private static SplitPlan scan(String json, int runBytes) throws IOException {
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    DocumentBytes doc =
        new DocumentBytes() {
          @Override
          public int size() {
            return b.length;
          }

          @Override
          public void get(int pos, byte[] dst, int off, int len) {
            System.arraycopy(b, pos, dst, off, len);
          }
        };
    return SplitPlan.scan(doc, runBytes, 0);
  }

  private static String doc(String holder, String instructions) {
    return "{\"version\": 2, \""
        + holder
        + "\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"a\", \"instructions\": []},\n"
        + " {\"name\": \"b\", \"instructions\": ["
        + instructions
        + "]}]}]}";
  }

  @Test
  void findsABlocksInstructionsAndWhereItsElementsAre() throws IOException {
    String json = doc("functions", I + ", " + I);
    SplitPlan p = scan(json, 1 << 20);
    assertNotNull(p);
    assertEquals(2, p.version());
    SplitPlan.Array a = p.arrays().get(0);
    assertEquals("functions", a.holder());
    assertEquals(0, a.function());
    assertEquals(1, a.block());
    assertEquals(json.indexOf(I), a.firstElement());
    assertEquals(json.length() - "]}]}]}".length(), a.close());
    SplitPlan.Run r = a.runs().get(0);
    assertEquals(List.of(0, 2, 2), List.of(r.first(), r.count(), r.line()));
    assertEquals(json.indexOf(I) - json.indexOf('\n'), r.column());
  }

  @Test
  void aRunEndsAtTheFirstElementPastItsSize() throws IOException {
    String json = doc("functions", I + ",\n" + I + ",\r\n" + I);
    int first = json.indexOf(",\n", json.indexOf(I)), second = json.indexOf(",\r\n");
    SplitPlan p = scan(json, 1);
    List<SplitPlan.Run> runs = p.arrays().get(0).runs();
    assertEquals(3, runs.size());
    assertEquals(List.of(1, 1, 1), runs.stream().map(SplitPlan.Run::count).toList());
    assertEquals(List.of(0, 1, 2), runs.stream().map(SplitPlan.Run::first).toList());
    // The first run starts at its element; each after it right after the separator before it,
    // on the separator's line, so no byte between two runs goes unread.
    assertEquals(
        List.of(json.indexOf(I), first + 1, second + 1),
        runs.stream().map(SplitPlan.Run::start).toList());
    assertEquals(List.of(2, 2, 3), runs.stream().map(SplitPlan.Run::line).toList());
    assertEquals(List.of(first, second), List.of(runs.get(0).end(), runs.get(1).end()));
  }

  @Test
  void queuesAreHoldersToo() throws IOException {
    assertEquals("queues", scan(doc("queues", I), 1).arrays().get(0).holder());
    assertEquals("DMAQueues", scan(doc("DMAQueues", I), 1).arrays().get(0).holder());
  }

  @Test
  void bracketsAndQuotesInStringsAreText() throws IOException {
    String tricky = "{\"opcode\": \"Nop\", \"debug\": \"]}[{ \\\" \\\\\"}";
    SplitPlan p = scan(doc("functions", tricky + ", " + I), 1);
    assertEquals(2, p.arrays().get(0).runs().size());
  }

  @Test
  void aNestedRegionsInstructionsStayInItsInstruction() throws IOException {
    String loop =
        "{\"opcode\": \"Loop\", \"blocks\": [{\"instructions\": [" + I + ", " + I + "]}]}";
    SplitPlan p = scan(doc("functions", loop + ", " + I), 1);
    assertEquals(1, p.arrays().size());
    assertEquals(2, p.arrays().get(0).runs().size());
  }

  @Test
  void theVersionIsASmallUnsignedIntegerOrNone() throws IOException {
    assertEquals(
        1, scan(doc("functions", I).replace("\"version\": 2", "\"version\": 1"), 1).version());
    for (String v : List.of("\"2\"", "2.0", "-2", "02", "2e0", "[2]", "12345678901")) {
      assertEquals(
          SplitPlan.NO_VERSION,
          scan(doc("functions", I).replace("\"version\": 2", "\"version\": " + v), 1).version(),
          v);
    }
    assertEquals(
        SplitPlan.NO_VERSION,
        scan(doc("functions", I).replace("\"version\": 2, ", ""), 1).version());
  }

  @Test
  void whatTheScanDoesNotUnderstandMakesNoPlan() throws IOException {
    String ok = doc("functions", I);
    assertNull(scan("\uFEFF" + ok, 1), "a byte order mark");
    assertNull(scan(ok.substring(0, ok.length() - 1), 1), "a document cut short");
    assertNull(scan(ok + "]", 1), "a closing bracket too many");
    assertNull(scan(ok.replace("\"f\"", "\"f\n\""), 1), "a line break in a string");
    assertNull(scan(doc("functions", I + ","), 1), "a comma before the array's end");
    assertNull(scan(doc("nothing", I), 1), "no holder");
  }
}
