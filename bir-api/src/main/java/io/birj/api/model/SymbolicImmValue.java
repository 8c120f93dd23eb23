package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import java.util.List;

/**
 * {@code symbolic_imm_value}: an immediate plus an expression (the compiler's
 * SymbolicImmediateValue: an ImmediateValue and a QuasiAffineExpr). Keys in emit order: {@code
 * kind}, {@code dtype}, {@code value} (a scalar, as in {@code imm_value}), {@code value_list}
 * (entries {@code {"value": x}}, kept as read), {@code expr} (the expression).
 */
public final class SymbolicImmValue extends ScalarImmediate {
  public static final String KIND = "symbolic_imm_value";

  private List<JsonValue> valueList;
  private QuasiAffineExpr expr;

  @Override
  public String kind() {
    return KIND;
  }

  /** The {@code value_list} entries as read, or {@code null} when absent. */
  public List<JsonValue> valueList() {
    return valueList;
  }

  public void setValueList(List<JsonValue> valueList) {
    this.valueList = valueList;
  }

  /** The expression, or {@code null} when absent. */
  public QuasiAffineExpr expr() {
    return expr;
  }

  public void setExpr(QuasiAffineExpr expr) {
    this.expr = expr;
  }
}
