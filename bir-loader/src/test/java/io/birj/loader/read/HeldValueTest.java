package io.birj.loader.read;

import static io.birj.loader.read.TestDocuments.PLAIN;
import static io.birj.loader.read.TestDocuments.at;
import static io.birj.loader.read.TestDocuments.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.error.Diagnostic;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.Register;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Keys that come before their object's tag are held as tokens and replayed once the tag is known:
 * what they say reads as if they stood after it, and an error inside one keeps its own place.
 */
class HeldValueTest {
  @Test
  void aLoopAxisBeforeTheOpcodeIsTheLoopsAxis() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
            + " \"instructions\": [{\"LoopAxis\": {\"name\": \"i\", \"lb\": 0, \"ub\": 8,"
            + " \"stride\": 2}, \"blocks\": [], \"name\": \"l\", \"opcode\": \"Loop\"}]}]}]}";
    Module m = TestDocuments.read(PLAIN, d);
    Loop l = (Loop) m.functions().get(0).blocks().get(0).instructions().get(0);
    assertEquals(8, l.axis().ub());
    assertEquals(2, l.axis().stride());
  }

  @Test
  void anErrorInsideAHeldValueIsAtItsOwnTokenAndPointer() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
            + " \"instructions\": [{\"LoopAxis\": {\"name\": \"i\", \"lb\": \"zero\", \"ub\": 8,"
            + " \"stride\": 2}, \"blocks\": [], \"name\": \"l\", \"opcode\": \"Loop\"}]}]}]}";
    List<Diagnostic> es = errors(PLAIN, d);
    assertEquals(
        "/functions/0/blocks/0/instructions/0/LoopAxis/lb", es.get(0).pointer(), es.toString());
    long[] lc = at(d, "\"zero\"");
    assertEquals(lc[0], es.get(0).line());
    assertEquals(lc[1], es.get(0).column());
  }

  @Test
  void anErrorInAKeyHeldBeforeSkindIsAtThatKeysPointer() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"name\": \"R\","
            + " \"Skind\": \"register\"}, {\"name\": 7, \"Skind\": \"register\"}], \"blocks\": []}]}";
    List<Diagnostic> es = errors(PLAIN, d);
    assertEquals("/functions/0/allocations/1/name", es.get(0).pointer(), es.toString());
    long[] lc = at(d, "7");
    assertEquals(lc[0], es.get(0).line());
    assertEquals(lc[1], es.get(0).column());
  }

  @Test
  void theSecondHeldKeyOfAnInstructionHasItsOwnPointer() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
            + " \"instructions\": [{\"name\": \"x\", \"opcode\": \"Nop\"}, {\"LoopAxis\": {\"name\":"
            + " \"i\", \"lb\": 0, \"ub\": 8, \"stride\": 2}, \"a~/b\": 1, \"blocks\": [], \"name\": \"l\","
            + " \"opcode\": \"Loop\"}]}]}]}";
    Loop l =
        (Loop)
            TestDocuments.read(PLAIN, d).functions().get(0).blocks().get(0).instructions().get(1);
    assertEquals(8, l.axis().ub());
    assertEquals("a~/b", l.unknownKeys().get(0).key());
    String bad = d.replace("\"ub\": 8", "\"ub\": \"eight\"");
    List<Diagnostic> es = errors(PLAIN, bad);
    assertEquals(
        "/functions/0/blocks/0/instructions/1/LoopAxis/ub", es.get(0).pointer(), es.toString());
  }

  @Test
  void keysBeforeSkindAreReplayedIntoTheTaggedObject() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"name\": \"R\","
            + " \"origin\": \"Penguin\", \"Skind\": \"register\", \"width\": 64}],"
            + " \"blocks\": []}]}";
    Register r = (Register) TestDocuments.read(PLAIN, d).functions().get(0).allocations().get(0);
    assertEquals("R", r.name());
    assertEquals("Penguin", r.origin());
    assertEquals("width", r.unknownKeys().get(0).key());
  }

  @Test
  void anUnknownSkindKeepsEveryMemberInOrder() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"a\": 1,"
            + " \"Skind\": \"semaphore\", \"b\": 2}], \"blocks\": []}]}";
    io.birj.api.model.UnknownAllocation u =
        (io.birj.api.model.UnknownAllocation)
            TestDocuments.read(PLAIN, d).functions().get(0).allocations().get(0);
    assertEquals(
        List.of("a", "Skind", "b"),
        ((io.birj.api.json.JsonValue.JsonObject) u.value())
            .members().stream().map(io.birj.api.json.JsonValue.Member::key).toList());
  }
}
