package io.birj.codec.v1;

import io.birj.api.codec.WireSize;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.util.List;

/**
 * The measure of {@code CodecLimits.maxWireBytes} for this codec: the bytes of the compact v2 form
 * of what an expression's v1 form reads back as. Both codecs measure the v2 form, so what this
 * codec reads the v2 codec writes; measuring the read-back (a CCGetRank reads back as a CCDiv)
 * makes what this codec writes read back too. A v1 form is flat (a root, at most one affine body
 * below it, the body's axes), so the sum needs no walk and no memo.
 */
final class V1Size {
  private V1Size() {}

  /** {@code e} must have a v1 form ({@link V1Form#check} is {@code null}). */
  static long v2Bytes(Expr e) {
    if (e instanceof CCGetRank r) {
      // Written as op "CCGetRank" with the constant iteration_id as its body, read back as a CCDiv
      // (docs/wire/conversion.md, "Losses"): measure that, in a scratch context so that nothing is
      // interned
      // in the expression's own.
      PelicanContext scratch = new PelicanContext();
      e = scratch.ccDiv(scratch.constant(r.iterationId()), r.channelId(), 0);
    }
    long n = WireSize.ownBytes(e);
    List<Expr> children = e.children();
    AffineExpr body = e instanceof AffineExpr a ? a : null;
    if (body == null && !children.isEmpty()) {
      body = (AffineExpr) children.get(0);
      n = WireSize.add(n, WireSize.ownBytes(body));
    }
    if (body != null) {
      for (int i = 0; i < body.termCount(); i++) {
        n = WireSize.add(n, WireSize.ownBytes(body.idx(i)));
      }
    }
    return n;
  }

  /**
   * A lower bound of what one affine term adds to the v2 form (its index and its coefficient's
   * digits), for a reader to stop early on a body too large for the limit.
   */
  static long termAtLeast(Expr idx, long coeff) {
    return WireSize.add(WireSize.ownBytes(idx), WireSize.longBytes(coeff));
  }
}
