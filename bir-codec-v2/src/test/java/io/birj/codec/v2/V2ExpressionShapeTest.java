package io.birj.codec.v2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** What v2 recognises as an expression in content no model key holds: an object tagged so. */
class V2ExpressionShapeTest {
  private static final V2Codec V2 = new V2Codec();

  private static JsonValue.JsonObject object(String json) throws IOException {
    try (JsonParser p = new JsonFactory().createParser(json)) {
      p.nextToken();
      return (JsonValue.JsonObject) JsonValues.read(p);
    }
  }

  @Test
  void anObjectTaggedWithAV2KindIsAnExpressionWhateverItsKeyOrder() throws IOException {
    assertTrue(
        V2.looksLikeExpression(
            object("{\"c\":1,\"kind\":\"AffExprKind\",\"terms\":[]}"), ExprKindRegistry.EMPTY));
    assertTrue(
        V2.looksLikeExpression(
            object("{\"kind\":\"CCModKind\",\"numer\":{},\"denom\":2}"), ExprKindRegistry.EMPTY));
  }

  @Test
  void aCollectiveChannelOrAnOperandIsNot() throws IOException {
    assertFalse(
        V2.looksLikeExpression(
            object("{\"kind\":\"AllReduce\",\"replica_groups\":[[0,1]],\"op\":\"add\"}"),
            ExprKindRegistry.EMPTY));
    assertFalse(
        V2.looksLikeExpression(object("{\"kind\":\"physical_ap\"}"), ExprKindRegistry.EMPTY));
    assertFalse(V2.looksLikeExpression(object("{\"kind\":3}"), ExprKindRegistry.EMPTY));
    assertFalse(V2.looksLikeExpression(object("{\"terms\":[],\"c\":0}"), ExprKindRegistry.EMPTY));
  }

  @Test
  void anObjectWithoutItsShapeKeyIsNeverAnExpression() throws IOException {
    assertEquals(java.util.Set.of("kind"), V2.shapeKeys());
    // The reader skips the shape test for such objects: none may pass it.
    assertFalse(
        V2.looksLikeExpression(
            object("{\"terms\":[],\"c\":0,\"numer\":{}}"), ExprKindRegistry.EMPTY));
  }

  @Test
  void theRegistryKnowsTheShapeKeysOfEveryInstalledCodec() {
    assertEquals(java.util.Set.of("kind"), io.birj.api.codec.CodecRegistry.of(V2).shapeKeys());
    assertEquals(java.util.Set.of(), io.birj.api.codec.CodecRegistry.of().shapeKeys());
  }
}
