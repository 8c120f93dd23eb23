/**
 * The pelican expression algebra: quasi-affine address trees, hash-consed by a {@link
 * io.birj.pelican.PelicanContext}. Depends on nothing.
 */
module io.birj.pelican {
  exports io.birj.pelican;
  exports io.birj.pelican.eval;
  exports io.birj.pelican.simplify;
}
