package io.birj.analysis.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.listing.BlockEntry;
import io.birj.analysis.listing.InstructionEntry;
import io.birj.analysis.listing.Listing;
import io.birj.analysis.listing.ModuleEntry;
import io.birj.api.model.Dependency;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.loader.read.TestDocuments;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class BlockGraphTest {
  private static final Module SAMPLE =
      TestDocuments.read(TestDocuments.FULL, TestDocuments.resource("real-shaped/lower-sync.json"));
  private static final ModuleEntry LISTING = Listing.of(SAMPLE);
  private static final String BODY = "/functions/0/blocks/0/instructions/2/blocks/0";
  private static final BlockGraph GRAPH = BlockGraph.of((BlockEntry) Listing.find(LISTING, BODY));

  /** A block where b waits on the semaphore a updates, and c depends on b. */
  private static final String SYNCED =
      TestDocuments.doc(
          "{\"opcode\": \"NoOp\", \"name\": \"a\", \"engine\": \"SP\","
              + " \"sync_info\": {\"on_update\": [{\"id\": 5, \"update_value\": 1}]}}",
          "{\"opcode\": \"NoOp\", \"name\": \"b\", \"engine\": \"PE\","
              + " \"sync_info\": {\"on_wait\": [{\"from\": \"a\", \"id\": 5, \"wait_value\": 1}]}}",
          "{\"opcode\": \"NoOp\", \"name\": \"c\", \"engine\": \"PE\","
              + " \"dependencies\": [[\"b\", \"Anti\"]]}");

  private static BlockGraph synced() {
    ModuleEntry l = Listing.of(TestDocuments.read(TestDocuments.FULL, SYNCED));
    return BlockGraph.of((BlockEntry) Listing.find(l, "/functions/0/blocks/0"));
  }

  @Test
  void aNodeForEachInstructionOfTheBlock() {
    Loop loop = (Loop) SAMPLE.functions().get(0).blocks().get(0).instructions().get(2);
    List<Instruction> body = loop.blocks().get(0).instructions();
    assertEquals(body.size(), GRAPH.nodes().size());
    for (int k = 0; k < body.size(); k++) {
      assertEquals(body.get(k).name(), GRAPH.nodes().get(k).name());
    }
  }

  @Test
  void theArcsAreTheDependenciesInsideTheBlockAndTheRestIsKeptApart() {
    Loop loop = (Loop) SAMPLE.functions().get(0).blocks().get(0).instructions().get(2);
    List<Instruction> body = loop.blocks().get(0).instructions();
    List<String> inside = new ArrayList<>();
    int elsewhere = 0;
    for (Instruction i : body) {
      List<io.birj.api.model.Edge> edges = new ArrayList<>();
      if (i.dependencies() != null) {
        edges.addAll(i.dependencies());
      }
      if (i.loopCarriedDependencies() != null) {
        edges.addAll(i.loopCarriedDependencies());
      }
      if (i.unrollDependencies() != null) {
        edges.addAll(i.unrollDependencies());
      }
      for (io.birj.api.model.Edge e : edges) {
        int from = body.indexOf(e.target().target());
        if (from >= 0) {
          inside.add(from + "->" + body.indexOf(i) + " " + e.kind());
        } else {
          elsewhere++;
        }
      }
      if (i.syncInfo() != null && i.syncInfo().onWait() != null) {
        elsewhere += i.syncInfo().onWait().size(); // the sample's waits are on a queue's block
      }
    }
    assertEquals(
        inside, GRAPH.arcs().stream().map(a -> a.from() + "->" + a.to() + " " + a.kind()).toList());
    assertEquals(elsewhere, GRAPH.outside().size());
    assertTrue(inside.size() >= 3, inside.toString());
  }

  @Test
  void aSemaphoreWaitInTheBlockIsAnArcFromTheInstructionThatUpdates() {
    BlockGraph g = synced();
    assertEquals(
        List.of(
            new BlockGraph.Arc(0, 1, BlockGraph.SEMAPHORE, "on_wait", "sem 5"),
            new BlockGraph.Arc(1, 2, "Anti", "dependencies", "Anti")),
        g.arcs());
  }

  @Test
  void dotDashesOnlyTheSemaphoreArc() {
    String dot = GraphFormat.DOT.write(synced());
    assertTrue(dot.contains("n0 -> n1 [label=\"sem 5\", color=\"#0d6efd\", style=dashed];"), dot);
    assertTrue(dot.contains("n1 -> n2 [label=\"Anti\", color=\"#b02a37\"];"), dot);
  }

  @Test
  void mermaidDashesOnlyTheSemaphoreArc() {
    String m = GraphFormat.MERMAID.write(synced());
    assertTrue(m.contains("  n0 -.->|\"sem 5\"| n1\n"), m);
    assertTrue(m.contains("  n1 -->|\"Anti\"| n2\n"), m);
  }

  @Test
  void dotIsAWellFormedDigraphWithANodePerInstructionAndAnEdgePerArc() {
    String dot = GraphFormat.DOT.write(GRAPH);
    DotSyntax.Parsed p = DotSyntax.parse(dot);
    assertEquals(GRAPH.nodes().size(), p.nodes().size());
    assertEquals(GRAPH.arcs().size(), p.edges().size());
    for (BlockGraph.Arc a : GRAPH.arcs()) {
      assertTrue(p.edges().contains("n" + a.from() + "->n" + a.to()), p.edges().toString());
    }
  }

  @Test
  void dotGroupsTheNodesByEngine() {
    DotSyntax.Parsed p = DotSyntax.parse(GraphFormat.DOT.write(GRAPH));
    List<String> engines = new ArrayList<>();
    for (InstructionEntry i : GRAPH.nodes()) {
      if (!engines.contains(i.engine())) {
        engines.add(i.engine());
      }
    }
    assertEquals(engines, p.clusterLabels());
  }

  @Test
  void mermaidIsAWellFormedFlowchartWithANodePerInstructionAndAnEdgePerArc() {
    String m = GraphFormat.MERMAID.write(GRAPH);
    List<String> lines = m.lines().filter(l -> !l.startsWith("  %% ")).toList();
    assertEquals("flowchart TB", lines.get(0));
    Pattern node = Pattern.compile("    (n\\d+)\\[\"[^\"]*\"\\]");
    Pattern edge = Pattern.compile("  (n\\d+) (-->|-\\.->)\\|\"[^\"|]*\"\\| (n\\d+)");
    Pattern subgraph = Pattern.compile("  subgraph engine\\d+\\[\"[^\"]*\"\\]");
    Pattern style =
        Pattern.compile(
            "  (classDef engine\\d+ .*|class n\\d+(,n\\d+)* engine\\d+|linkStyle \\d+ .*)");
    List<String> nodes = new ArrayList<>();
    List<String> edges = new ArrayList<>();
    int open = 0;
    for (String l : lines.subList(1, lines.size())) {
      Matcher mn = node.matcher(l);
      Matcher me = edge.matcher(l);
      if (mn.matches()) {
        assertEquals(1, open, "a node outside its engine's subgraph: " + l);
        nodes.add(mn.group(1));
      } else if (me.matches()) {
        assertTrue(nodes.contains(me.group(1)) && nodes.contains(me.group(3)), l);
        edges.add(me.group(1) + "->" + me.group(3));
      } else if (subgraph.matcher(l).matches()) {
        open++;
      } else if (l.equals("  end")) {
        open--;
      } else {
        assertTrue(style.matcher(l).matches(), "not Mermaid this writer writes: " + l);
      }
    }
    assertEquals(0, open);
    assertEquals(GRAPH.nodes().size(), nodes.size());
    assertEquals(GRAPH.arcs().stream().map(a -> "n" + a.from() + "->n" + a.to()).toList(), edges);
  }

  @Test
  void theSameGraphGivesTheSameText() {
    BlockGraph again = BlockGraph.of((BlockEntry) Listing.find(Listing.of(SAMPLE), BODY));
    assertEquals(GraphFormat.DOT.write(GRAPH), GraphFormat.DOT.write(again));
    assertEquals(GraphFormat.MERMAID.write(GRAPH), GraphFormat.MERMAID.write(again));
  }

  @Test
  void edgesToOtherBlocksAreNamedInCommentsNotDrawn() {
    String dot = GraphFormat.DOT.write(GRAPH);
    assertTrue(
        dot.contains(
            "// not drawn: iv_init (/functions/0/blocks/0/instructions/1) -> act0: Ordered"),
        dot);
  }

  @Test
  void namesWithQuotesAreEscaped() {
    assertEquals("\"a\\\"b\\\\c\\nd\"", GraphFormat.dotString("a\"b\\c\nd"));
    assertEquals("a#quot;b#124;c#lt;#gt;#35;", GraphFormat.mermaidText("a\"b|c<>#"));
  }

  @Test
  void aLoopDrawsItsBodyAndAFunctionItsFirstBlockWithInstructions() {
    assertEquals(
        BODY,
        BlockGraph.blockFor(Listing.find(LISTING, "/functions/0/blocks/0/instructions/2"))
            .pointer());
    assertEquals("/functions/0/blocks/0", BlockGraph.blockFor(LISTING).pointer());
  }

  @Test
  void dependencyOfTheSampleIsResolvedByIdentityNotByName() {
    // The sample repeats an instruction name in two loop bodies: an edge reaches the one it names.
    Dependency d =
        ((Loop) SAMPLE.functions().get(0).blocks().get(0).instructions().get(2))
            .blocks()
            .get(0)
            .instructions()
            .get(4)
            .dependencies()
            .get(0);
    InstructionEntry br = GRAPH.nodes().get(4);
    assertEquals(d.target().name(), br.edges().get(0).target());
    assertEquals(BODY + "/instructions/3", br.edges().get(0).targetPointer());
  }
}
