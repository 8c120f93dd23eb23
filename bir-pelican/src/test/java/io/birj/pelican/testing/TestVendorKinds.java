package io.birj.pelican.testing;

import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import io.birj.pelican.VendorKind;
import java.util.List;

/** Vendor kinds defined outside the module, as a vendor would: the extension point under test. */
public final class TestVendorKinds {
  private TestVendorKinds() {}

  /** {@code @clamp(lo, hi | x)}: x clamped to [lo, hi]; not an index. */
  public static final VendorKind CLAMP =
      new Kind(100, "clamp", false, List.of("lo", "hi"), 1, false) {
        @Override
        public long evaluate(long[] p, String symbol, long[] c) {
          return Math.max(p[0], Math.min(p[1], c[0]));
        }
      };

  /** {@code @lane[name]()}: a hardware lane index, an index leaf with a symbol. */
  public static final VendorKind LANE =
      new Kind(101, "lane", true, List.of(), 0, true) {
        @Override
        public long evaluate(long[] p, String symbol, long[] c) {
          throw new PelicanException("the lane " + symbol + " needs a value from the environment");
        }
      };

  /** {@code @scaled(f | x)}: an index with a child, value x * f. */
  public static final VendorKind SCALED =
      new Kind(102, "scaled", true, List.of("factor"), 1, false) {
        @Override
        public long evaluate(long[] p, String symbol, long[] c) {
          return Math.multiplyExact(c[0], p[0]);
        }
      };

  /** {@code @maxof(| a, b, ...)}: the largest of any number (at least one) of children. */
  public static final VendorKind MAXOF =
      new Kind(103, "maxof", false, List.of(), -1, false) {
        @Override
        public long evaluate(long[] p, String symbol, long[] c) {
          if (c.length == 0) {
            throw new PelicanException("maxof of nothing");
          }
          long m = Long.MIN_VALUE;
          for (long v : c) {
            m = Math.max(m, v);
          }
          return m;
        }
      };

  public static final List<VendorKind> ALL = List.of(CLAMP, LANE, SCALED, MAXOF);

  /** A non-index kind without parameters, children or symbol, whose value is 0. */
  public static VendorKind leaf(int number, String name) {
    return new Kind(number, name, false, List.of(), 0, false) {
      @Override
      public long evaluate(long[] p, String symbol, long[] c) {
        return 0;
      }
    };
  }

  /** A context that knows the test vendor kinds. */
  public static PelicanContext context() {
    return new PelicanContext(ALL);
  }

  private abstract static class Kind implements VendorKind {
    private final int number;
    private final String name;
    private final boolean index;
    private final List<String> params;
    private final int children;
    private final boolean symbol;

    Kind(int number, String name, boolean index, List<String> params, int children, boolean sym) {
      this.number = number;
      this.name = name;
      this.index = index;
      this.params = params;
      this.children = children;
      this.symbol = sym;
    }

    @Override
    public int number() {
      return number;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public boolean isIndex() {
      return index;
    }

    @Override
    public List<String> parameterNames() {
      return params;
    }

    @Override
    public int childCount() {
      return children;
    }

    @Override
    public boolean hasSymbol() {
      return symbol;
    }
  }
}
