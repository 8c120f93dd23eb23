package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import java.util.ArrayList;

/**
 * A loop that runs while its condition holds ({@code "opcode": "DoWhile"}): its {@code cond}
 * expression and a nested block region. A DoWhile without {@code cond} is the compiler's BIR070
 * ("DoWhile instruction missing loop condition").
 */
public final class DoWhile extends Instruction {
  public static final String OPCODE = "DoWhile";

  private QuasiAffineExpr cond;

  public DoWhile(String name) {
    super(OPCODE, name);
    setBlocks(new ArrayList<>());
  }

  public QuasiAffineExpr cond() {
    return cond;
  }

  public void setCond(QuasiAffineExpr cond) {
    this.cond = cond;
  }
}
