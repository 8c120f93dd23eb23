package io.birj.api.codec;

import io.birj.pelican.PelicanContext;
import io.birj.pelican.VendorKind;
import java.util.List;

/**
 * Vendor kinds for the wire tests: what {@link WireForm} and {@link WireSize} do with a node no
 * built-in kind describes (their v2 test encoding is {@link V2Json}'s). How they evaluate does not
 * matter here, so each evaluates to 0.
 */
final class WireTestKinds {
  private WireTestKinds() {}

  /** {@code @clamp(lo, hi | x)}: two parameters and one child; not an index. */
  static final VendorKind CLAMP = new Kind(100, "clamp", false, List.of("lo", "hi"), 1, false);

  /** {@code @lane[name]()}: an index leaf with a symbol. */
  static final VendorKind LANE = new Kind(101, "lane", true, List.of(), 0, true);

  /** {@code @maxof(| a, b, ...)}: any number of children. */
  static final VendorKind MAXOF = new Kind(103, "maxof", false, List.of(), -1, false);

  /** A context that knows the kinds above. */
  static PelicanContext context() {
    return new PelicanContext(List.of(CLAMP, LANE, MAXOF));
  }

  private record Kind(
      int number,
      String name,
      boolean isIndex,
      List<String> parameterNames,
      int childCount,
      boolean hasSymbol)
      implements VendorKind {
    @Override
    public long evaluate(long[] params, String symbol, long[] childValues) {
      return 0;
    }
  }
}
