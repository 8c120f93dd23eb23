package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import org.junit.jupiter.api.Test;

class DocumentStatsTest {
  @Test
  void countsTheDemoDocument() {
    Module m = TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
    DocumentStats s = DocumentStats.of(m);
    assertEquals(1, s.functions());
    assertEquals(4, s.blocks());
    assertEquals(2, s.loops());
    assertEquals(8, s.instructions());
    assertEquals(2, s.instructionsPerOpcode().get("DMACopy"));
    assertEquals(2, s.instructionsPerEngine().get("DMA"));
    assertEquals(6, s.operandsPerKind().get("symbolic_ap"));
    assertTrue(s.wireNodes() > s.distinctNodes(), s.toString());
    assertTrue(s.sharingFactor() > 1.0);
    assertTrue(s.largestText().contains("mod 16384"), s.largestText());
  }

  @Test
  void sharedSubExpressionsCountOncePerVisitOnTheWireAndOnceInMemory() {
    String i = "{\"kind\": \"AffIVKind\", \"axis\": \"k\"}";
    String sum = "{\"kind\": \"SumKind\", \"n_terms\": 2, \"terms\": [" + i + ", " + i + "]}";
    String doc =
        Docs.doc(
            "{\"opcode\": \"Loop\", \"LoopAxis\": {\"name\": \"k\", \"lb\": 0, \"ub\": 2, \"stride\":"
                + " 1}, \"blocks\": [{\"name\": \"in\", \"instructions\": [{\"opcode\": \"TestOp\","
                + " \"name\": \"i0\", \"ins\": [{\"kind\": \"symbolic_imm_value\", \"value\": "
                + sum
                + "}]}]}]}");
    DocumentStats s = DocumentStats.of(TestSupport.read(doc));
    assertEquals(1, s.expressions());
    assertEquals(3, s.wireNodes());
    assertEquals(2, s.distinctNodes());
    assertEquals(1.5, s.sharingFactor());
  }
}
