package io.birj.pelican.testing;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCMod;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprPrinter;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.Sum;
import io.birj.pelican.VendorNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A structural-equality oracle independent of the context's interner: two expressions (of any
 * contexts) get the same id exactly when they have the same structure. Ids are assigned bottom-up
 * from each node's kind, own fields and children's ids.
 */
public final class StructuralIds {
  private final Map<List<Object>, Integer> table = new HashMap<>();
  private final Map<Expr, Integer> memo = new IdentityHashMap<>();

  public int id(Expr e) {
    Integer known = memo.get(e);
    if (known != null) {
      return known;
    }
    List<Object> key = new ArrayList<>();
    key.add(e.getClass().getSimpleName());
    key.add(e.kindName());
    if (e.children().isEmpty() && !(e instanceof AffineExpr) && !(e instanceof Sum)) {
      key.add(ExprPrinter.print(e)); // a leaf's text is exactly its fields
    }
    if (e instanceof AffineExpr a) {
      for (int i = 0; i < a.termCount(); i++) {
        key.add(a.coeff(i));
      }
      key.add(a.constant());
    } else if (e instanceof Mult m) {
      key.add(m.scale());
    } else if (e instanceof FloorDiv d) {
      key.add(d.denom());
    } else if (e instanceof Modulo d) {
      key.add(d.denom());
    } else if (e instanceof CCDiv d) {
      key.add(d.denom());
      key.add(d.replicaGroupsId());
    } else if (e instanceof CCMod d) {
      key.add(d.denom());
      key.add(d.replicaGroupsId());
    } else if (e instanceof VendorNode v) {
      key.add(String.valueOf(v.symbol()));
      key.add(Arrays.toString(v.params()));
    }
    key.add("|");
    for (Expr c : e.children()) {
      key.add(id(c));
    }
    int id = table.computeIfAbsent(key, k -> table.size());
    memo.put(e, id);
    return id;
  }
}
