package io.birj.codec.v1;

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

/** What v1 recognises as an expression in kept content: its affine body, op wrappers, ShardId. */
class V1ExpressionShapeTest {
  private static final V1Codec V1 = new V1Codec();

  private static JsonValue.JsonObject object(String json) throws IOException {
    try (JsonParser p = new JsonFactory().createParser(json)) {
      p.nextToken();
      return (JsonValue.JsonObject) JsonValues.read(p);
    }
  }

  @Test
  void aFlatAffineBodyIsAnExpression() throws IOException {
    assertTrue(V1.looksLikeExpression(object("{\"terms\":[],\"c\":0}"), ExprKindRegistry.EMPTY));
    assertTrue(
        V1.looksLikeExpression(
            object("{\"terms\":[{\"AxisLabel\":\"i\",\"coef\":2}],\"c\":0}"),
            ExprKindRegistry.EMPTY));
  }

  @Test
  void anOpWrapperAndShardIdAreExpressions() throws IOException {
    assertTrue(
        V1.looksLikeExpression(
            object("{\"op\":\"CCGetRank\",\"op_param\":2}"), ExprKindRegistry.EMPTY));
    assertTrue(
        V1.looksLikeExpression(
            object("{\"kind\":\"ShardIDKind\",\"ub\":4}"), ExprKindRegistry.EMPTY));
  }

  @Test
  void otherObjectsAreNot() throws IOException {
    assertFalse(
        V1.looksLikeExpression(object("{\"op\":\"add\",\"op_param\":1}"), ExprKindRegistry.EMPTY));
    assertFalse(
        V1.looksLikeExpression(object("{\"op\":\"od\",\"op_param\":1}"), ExprKindRegistry.EMPTY));
    assertFalse(
        V1.looksLikeExpression(
            object("{\"terms\":[{\"idx\":{},\"coeff\":1}],\"c\":0}"), ExprKindRegistry.EMPTY));
    assertFalse(
        V1.looksLikeExpression(object("{\"kind\":\"AffExprKind\"}"), ExprKindRegistry.EMPTY));
  }

  @Test
  void everyExpressionShapeHasOneOfTheShapeKeys() throws IOException {
    assertEquals(java.util.Set.of("kind", "op", "terms"), V1.shapeKeys());
    // The reader skips the shape test for objects with none of them: none may pass it.
    assertFalse(V1.looksLikeExpression(object("{\"c\":0,\"op_param\":2}"), ExprKindRegistry.EMPTY));
  }
}
