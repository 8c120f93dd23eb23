package io.birj.loader.read;

import io.birj.api.container.Keys;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.List;

/**
 * A value read typed, back as a {@link JsonValue}: for an operand key that the operand's kind turns
 * out not to have (it is then kept as an unknown key, and so must be a JSON value).
 */
final class TypedValues {
  private TypedValues() {}

  static JsonValue of(Object v) {
    if (v instanceof JsonValue j) {
      return j;
    }
    if (v instanceof String s) {
      return new JsonValue.JsonString(s);
    }
    if (v instanceof Long || v instanceof Integer) {
      return new JsonValue.JsonNumber(v.toString());
    }
    if (v instanceof Boolean b) {
      return new JsonValue.JsonBool(b);
    }
    if (v instanceof NameRef<?> r) {
      return new JsonValue.JsonString(r.name());
    }
    if (v instanceof QuasiAffineExpr q) {
      return new JsonValue.JsonExpr(q);
    }
    if (v instanceof AccessPattern ap) {
      List<JsonValue> pairs = new ArrayList<>();
      for (AccessPattern.Pair p : ap.pairs()) {
        JsonValue step = new JsonValue.JsonNumber(Long.toString(p.step()));
        JsonValue num = new JsonValue.JsonNumber(Long.toString(p.num()));
        pairs.add(
            ap.objectForm()
                ? new JsonValue.JsonObject(
                    List.of(
                        new JsonValue.Member(Keys.STEP, step), new JsonValue.Member(Keys.NUM, num)))
                : new JsonValue.JsonArray(List.of(step, num)));
      }
      return new JsonValue.JsonArray(pairs);
    }
    if (v instanceof DynamicApInfo info) {
      List<JsonValue.Member> members = new ArrayList<>();
      if (info.indirectDim() != null) {
        members.add(new JsonValue.Member(Keys.INDIRECT_DIM, of(info.indirectDim())));
      }
      if (info.indirectDimMaxIndex() != null) {
        members.add(
            new JsonValue.Member(Keys.INDIRECT_DIM_MAX_INDEX, of(info.indirectDimMaxIndex())));
      }
      if (info.offsetExpr() != null) {
        members.add(new JsonValue.Member(Keys.OFFSET_EXPR, of(info.offsetExpr())));
      }
      members.addAll(info.unknownKeys());
      return new JsonValue.JsonObject(members);
    }
    if (v instanceof List<?> list) {
      List<JsonValue> items = new ArrayList<>(list.size());
      for (Object o : list) {
        items.add(of(o));
      }
      return new JsonValue.JsonArray(items);
    }
    throw new IllegalStateException("no JSON form for a " + v.getClass().getSimpleName());
  }
}
