package io.birj.pelican;

import java.util.List;

/**
 * A node kind defined outside this module: a vendor's own expression kind. The context interns,
 * prints and evaluates vendor nodes like built-in ones; the wire encoding of a vendor kind is
 * supplied separately, to the codecs (see bir-api's expression-kind SPI).
 *
 * <p>A vendor kind has a number (it must not collide with a built-in kind's), a name (used in the
 * text form: {@code name<p1, p2>(child, ...)}), named long parameters, an optional symbol (a name
 * such as an axis), a fixed number of children ({@code -1}: any number) and says whether it is an
 * index (may stand as an affine term's index, like kinds 6 to 13).
 */
public interface VendorKind {
  int number();

  String name();

  boolean isIndex();

  List<String> parameterNames();

  /** The number of children each node has, or -1 when any number is allowed. */
  int childCount();

  /** True when nodes of this kind carry a symbol string. */
  default boolean hasSymbol() {
    return false;
  }

  /**
   * The node's value, given its parameters, symbol and the values of its children, or throws a
   * {@link PelicanException} when it cannot be evaluated. Implementations must not overflow
   * silently ({@link Math#addExact} and friends).
   */
  long evaluate(long[] params, String symbol, long[] childValues);
}
