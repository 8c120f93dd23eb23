package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonValue;
import io.birj.codec.v1.V1Codec;
import io.birj.codec.v2.V2Codec;
import io.birj.instructions.opcodes.InstCollectiveCompute;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code CollectiveCompute.cc_channel}: the 2.24 references write an object {@code {kind,
 * replica_groups, op}}, KLR an expression. Both are read, told apart by shape.
 */
class ExpressionOrObjectTest {
  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();

  private static String cc(String channel) {
    return "{\"opcode\":\"CollectiveCompute\",\"cc_channel\":" + channel + "}";
  }

  private InstCollectiveCompute read(String doc, TestContext ctx) {
    return (InstCollectiveCompute) harness.read(doc, ctx).fields();
  }

  @Test
  void theChannelObjectIsKeptAsReadThroughTheContext() {
    TestContext ctx = new TestContext();
    InstCollectiveCompute c = read(cc(SampleDocuments.CHANNEL), ctx);
    assertFalse(c.getCcChannel().isAffine());
    JsonValue.JsonObject channel = (JsonValue.JsonObject) c.getCcChannel().scalarValue();
    assertEquals(new JsonValue.JsonString("AllReduce"), channel.get("kind"));
    assertEquals(List.of(channel), ctx.unknownRead);
    assertEquals(
        cc(SampleDocuments.CHANNEL),
        harness.write(harness.read(cc(SampleDocuments.CHANNEL), ctx), ctx));
    assertEquals(List.of("cc_channel"), ctx.unknownWritten);
  }

  @Test
  void aChannelOfACollectiveKindTheCatalogDoesNotKnowIsStillTheChannel() {
    String doc = cc("{\"kind\":\"AllToAllW\",\"op\":\"add\"}");
    InstCollectiveCompute c = read(doc, new TestContext());
    assertFalse(c.getCcChannel().isAffine());
    assertEquals(doc, harness.roundTrip(doc, new TestContext()));
  }

  @Test
  void aV2ExpressionIsReadThroughTheVersionDispatch() {
    InstCollectiveCompute c = read(cc(SampleDocuments.expr(2)), new TestContext());
    assertTrue(c.getCcChannel().isAffine());
    assertEquals(Set.of("i2"), c.getCcChannel().expr().axes());
    BirException e =
        assertThrows(
            BirException.class, () -> read(cc(SampleDocuments.expr(2)), new TestContext(3)));
    assertEquals(ExprDispatch.BAD_READ_VERSION, e.reason());
  }

  @Test
  void anExpressionWithSortedKeysIsStillAnExpression() {
    String sorted =
        "{\"c\":-2,\"kind\":\"AffExprKind\",\"terms\":[{\"coeff\":3,"
            + "\"idx\":{\"axis\":\"i2\",\"kind\":\"AffIVKind\"}}]}";
    InstCollectiveCompute a = read(cc(sorted), new TestContext());
    InstCollectiveCompute b = read(cc(SampleDocuments.expr(2)), new TestContext());
    assertTrue(a.getCcChannel().isAffine());
    assertEquals(b.getCcChannel().expr().toString(), a.getCcChannel().expr().toString());
  }

  @Test
  void aV1ExpressionInAV1ModuleIsReadByTheV1Codec() {
    String v1 = "{\"terms\":[{\"AxisLabel\":\"i\",\"coef\":2}],\"c\":1}";
    TestContext ctx = new TestContext(1, CodecRegistry.of(new V1Codec(), new V2Codec()));
    InstCollectiveCompute c = read(cc(v1), ctx);
    assertTrue(c.getCcChannel().isAffine());
    assertEquals(Set.of("i"), c.getCcChannel().expr().axes());
    ctx.target = 1;
    assertEquals(cc(v1), harness.write(harness.read(cc(v1), ctx), ctx));
  }

  @Test
  void anErrorInsideTheExpressionIsAtItsPointerInTheDocument() {
    String doc =
        "{\"opcode\":\"CollectiveCompute\",\n  \"cc_channel\":{\"kind\":\"AffExprKind\","
            + "\"terms\":[{\"idx\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"},\"coeff\":\"x\"}],"
            + "\"c\":0}}";
    BirException e = assertThrows(BirException.class, () -> read(doc, new TestContext()));
    assertEquals("/cc_channel/terms/0/coeff", e.pointer());
    assertEquals(2, e.line());
    // The held channel is replayed token by token: the error is at the offending token itself.
    String line2 = doc.substring(doc.indexOf('\n') + 1);
    assertEquals(line2.indexOf("\"x\"") + 1, e.column());
  }

  @Test
  void aChannelThatIsNotAnObjectIsKeptAsRead() {
    String doc = cc("[1,2]");
    InstCollectiveCompute c = read(doc, new TestContext());
    assertFalse(c.getCcChannel().isAffine());
    assertEquals(doc, harness.roundTrip(doc, new TestContext()));
  }

  @Test
  void theHeldCopyIsReadUnderTheDocumentsOwnLimits() throws Exception {
    // Deeper than jackson's default nesting limit, within the limit the document is read under.
    int depth = 1500;
    String deep = "{\"kind\":\"AllReduce\",\"op\":" + "[".repeat(depth) + "]".repeat(depth) + "}";
    com.fasterxml.jackson.core.JsonFactory json =
        com.fasterxml.jackson.core.JsonFactory.builder()
            .streamReadConstraints(
                com.fasterxml.jackson.core.StreamReadConstraints.builder()
                    .maxNestingDepth(2 * depth)
                    .build())
            .build();
    try (var p = json.createParser(deep)) {
      p.nextToken();
      InstCollectiveCompute c = new InstCollectiveCompute();
      assertTrue(c.readField("cc_channel", p, new TestContext()));
      assertFalse(c.getCcChannel().isAffine());
      assertEquals(null, p.nextToken());
    }
  }
}
