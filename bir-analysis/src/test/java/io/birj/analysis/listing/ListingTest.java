package io.birj.analysis.listing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.model.Module;
import io.birj.api.model.SymbolicAp;
import io.birj.loader.read.TestDocuments;
import io.birj.pelican.ExprPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ListingTest {
  private static final Module SAMPLE =
      TestDocuments.read(TestDocuments.FULL, TestDocuments.resource("real-shaped/lower-sync.json"));
  private static final ModuleEntry LISTING = Listing.of(SAMPLE);
  private static final String BODY = "/functions/0/blocks/0/instructions/2/blocks/0";

  private static List<InstructionEntry> instructions(Entry e) {
    List<InstructionEntry> out = new ArrayList<>();
    List<Entry> todo = new ArrayList<>(List.of(e));
    while (!todo.isEmpty()) {
      Entry x = todo.remove(0);
      if (x instanceof InstructionEntry i) {
        out.add(i);
      }
      todo.addAll(0, x.children());
    }
    return out;
  }

  private static InstructionEntry instruction(String pointer) {
    return (InstructionEntry) Listing.find(LISTING, pointer);
  }

  @Test
  void everyInstructionIsListedOnceInDocumentOrder() {
    List<InstructionEntry> all = instructions(LISTING);
    assertEquals(DocumentStats.of(SAMPLE).instructions(), all.size());
    assertEquals(all.size(), all.stream().map(InstructionEntry::pointer).distinct().count());
    assertEquals("dma_in", all.get(0).name());
    assertEquals("/functions/0/blocks/0/instructions/0", all.get(0).pointer());
  }

  @Test
  void functionsNkiFunctionsAndQueuesAreListedInThatOrder() {
    assertEquals(
        List.of("function main", "function callee", "nki_function nki_kernel", "queue qSyncIO"),
        LISTING.holders().stream().map(Entry::describe).toList());
  }

  @Test
  void aLoopShowsItsRangeAndHoldsItsBody() {
    InstructionEntry loop = instruction("/functions/0/blocks/0/instructions/2");
    assertEquals("for i in [0, 4) step 1", loop.header());
    assertEquals(
        List.of(BODY, "/functions/0/blocks/0/instructions/2/blocks/1"),
        loop.blocks().stream().map(BlockEntry::pointer).toList());
  }

  @Test
  void aSymbolicOperandShowsItsAccessPatternAndAddressInTheTextForm() {
    InstructionEntry act = instruction(BODY + "/instructions/1");
    InstructionEntry.Operand in = act.operands().get(0);
    SymbolicAp model =
        (SymbolicAp)
            ((io.birj.api.model.Loop)
                    SAMPLE.functions().get(0).blocks().get(0).instructions().get(2))
                .blocks()
                .get(0)
                .instructions()
                .get(1)
                .ins()
                .get(0);
    assertEquals("ins", in.role());
    assertEquals("sb_tile_set", in.location());
    assertEquals(model.ap().pairs(), in.ap());
    assertEquals(List.of(ExprPrinter.print(model.addrs().get(0).expr())), in.expressions());
  }

  @Test
  void dependenciesNameTheirKindAndTheInstructionTheyReach() {
    InstructionEntry act = instruction(BODY + "/instructions/1");
    InstructionEntry.Edge first = act.edges().get(0);
    assertEquals("dependencies", first.list());
    assertEquals("wait_in", first.target());
    assertEquals("Flow", first.kind());
    assertEquals(BODY + "/instructions/0", first.targetPointer());
    InstructionEntry.Edge carried =
        act.edges().stream()
            .filter(e -> e.list().equals("loop_carried_dependencies"))
            .findFirst()
            .orElseThrow();
    assertEquals(List.of(1L), carried.distance());
  }

  @Test
  void semaphoreWaitsAndUpdatesAreListed() {
    InstructionEntry wait = instruction(BODY + "/instructions/0");
    assertEquals(
        List.of(new InstructionEntry.Wait(3L, 1L, "dblk0", "/queues/0/blocks/0/instructions/0")),
        wait.waits());
    assertEquals(
        List.of(new InstructionEntry.Update(3L, 1L)),
        instruction("/functions/0/blocks/0/instructions/0").updates());
  }

  @Test
  void theDebugPlaceIsTheSource() {
    assertEquals(
        new InstructionEntry.Source("kernel.py", 12L, "load_x"),
        instruction("/functions/0/blocks/0/instructions/0").source());
    assertNull(instruction("/functions/0/blocks/0/instructions/1").source());
  }

  @Test
  void expressionsOutsideOperandsAreListedAtTheirPlaceInTheInstruction() {
    InstructionEntry mm = instruction(BODY + "/instructions/2");
    Set<String> at = new TreeSet<>();
    mm.expressions().forEach(x -> at.add(x.at()));
    assertTrue(at.contains("predicates/0/expr"), at.toString());
    assertTrue(at.contains("order/0"), at.toString());
  }

  @Test
  void aPointerListsItsSubtreeAlone() {
    Entry body = Listing.find(LISTING, BODY);
    assertEquals(5, instructions(body).size());
    String text = ListingText.of(body);
    assertTrue(text.startsWith("Block1_LoopBody_1:  ; " + BODY + "\n"), text);
    assertEquals(6, text.lines().count(), text);
  }

  @Test
  void aPointerToNothingListedNamesTheNearestThatExists() {
    Listing.NotListed e =
        assertThrows(
            Listing.NotListed.class, () -> Listing.find(LISTING, BODY + "/instructions/9"));
    assertEquals(BODY, e.nearest().pointer());
    assertTrue(e.getMessage().contains("nearest that exists is " + BODY), e.getMessage());
    assertTrue(e.getMessage().contains(BODY + "/instructions/0"), e.getMessage());
  }

  @Test
  void aPointerPastTheFunctionsNamesTheDocument() {
    Listing.NotListed e =
        assertThrows(Listing.NotListed.class, () -> Listing.find(LISTING, "/functions/7"));
    assertEquals("", e.nearest().pointer());
  }

  @Test
  void theTextListingHasOneLinePerHolderBlockAndInstruction() {
    long entries = 0;
    List<Entry> todo = new ArrayList<>(LISTING.holders());
    while (!todo.isEmpty()) {
      entries++;
      todo.addAll(todo.remove(0).children());
    }
    assertEquals(entries, ListingText.of(LISTING).lines().count());
  }

  @Test
  void theJsonHasTheDocumentedKeysForEveryInstruction() throws IOException {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
      ListingJson.write(Listing.find(LISTING, "/functions/0/blocks/0/instructions/2"), g);
    }
    List<String> keys = new ArrayList<>();
    try (JsonParser p = new JsonFactory().createParser(w.toString())) {
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      while (p.nextToken() != JsonToken.FIELD_NAME || !"blocks".equals(p.currentName())) {
        if (p.currentToken() == JsonToken.FIELD_NAME
            && p.getParsingContext().getParent().inRoot()) {
          keys.add(p.currentName());
        }
        if (p.currentToken() == JsonToken.START_ARRAY
            || p.currentToken() == JsonToken.START_OBJECT) {
          p.skipChildren();
        }
      }
    }
    assertEquals(
        List.of(
            "kind",
            "pointer",
            "index",
            "name",
            "opcode",
            "engine",
            "header",
            "operands",
            "edges",
            "waits",
            "updates",
            "expressions",
            "source"),
        keys);
    assertTrue(
        w.toString().contains("\"kind\":\"block\",\"pointer\":\"" + BODY + "\""), w.toString());
  }
}
