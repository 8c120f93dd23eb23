package io.birj.pelican;

import java.util.Arrays;

/** The canonical order among index nodes of one kind (see {@link AffineIdx#compareTo}). */
final class IndexOrder {
  private IndexOrder() {}

  static int compareSameKind(AffineIdx a, AffineIdx b) {
    if (a == b) {
      return 0;
    }
    if (a instanceof AffineIV x) {
      return x.axis().compareTo(((AffineIV) b).axis());
    }
    if (a instanceof IntRuntimeValue x) {
      return x.register().compareTo(((IntRuntimeValue) b).register());
    }
    if (a instanceof SymbolicIdx x) {
      return x.name().compareTo(((SymbolicIdx) b).name());
    }
    if (a instanceof ShardId x) {
      return Long.compare(x.ub(), ((ShardId) b).ub());
    }
    if (a instanceof APIndex x) {
      return Long.compare(x.dim(), ((APIndex) b).dim());
    }
    if (a instanceof TiledAPIndex x) {
      TiledAPIndex y = (TiledAPIndex) b;
      int d = Long.compare(x.dim(), y.dim());
      return d != 0 ? d : Long.compare(x.tile(), y.tile());
    }
    VendorIndex x = (VendorIndex) a;
    VendorIndex y = (VendorIndex) b;
    int d = x.kindName().compareTo(y.kindName());
    if (d != 0) {
      return d;
    }
    d = String.valueOf(x.symbol()).compareTo(String.valueOf(y.symbol()));
    if (d != 0) {
      return d;
    }
    d = Arrays.compare(x.params(), y.params());
    if (d != 0) {
      return d;
    }
    // Children of equal-shaped vendor indices: compare by their canonical text, deterministic.
    return x.context().print(x).compareTo(y.context().print(y));
  }
}
