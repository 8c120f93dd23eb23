package com.example.birj.vendor;

import io.birj.pelican.VendorKind;
import java.util.List;

/**
 * The algebra's side of the kind: {@code clamp(lo, hi | arg)} is {@code arg} held within {@code
 * [lo, hi]}. One instance ({@link #KIND}): a {@link io.birj.pelican.PelicanContext} knows a vendor
 * kind by identity, so the codec and the context must share it.
 */
public final class Clamp implements VendorKind {
  /** The kind. */
  public static final Clamp KIND = new Clamp();

  /**
   * The kind number: any number no built-in kind has (they are below 32) and no other installed
   * vendor kind uses.
   */
  public static final int NUMBER = 1001;

  /** The name in the text form: {@code @clamp(0, 7 | i)}. */
  public static final String NAME = "clamp";

  /** The parameters, in order. */
  public static final String LO = "lo";

  /** The upper bound parameter. */
  public static final String HI = "hi";

  private Clamp() {}

  @Override
  public int number() {
    return NUMBER;
  }

  @Override
  public String name() {
    return NAME;
  }

  /** Not an index: a clamp cannot stand as an affine term's index. */
  @Override
  public boolean isIndex() {
    return false;
  }

  @Override
  public List<String> parameterNames() {
    return List.of(LO, HI);
  }

  /** One child: the clamped expression. */
  @Override
  public int childCount() {
    return 1;
  }

  @Override
  public long evaluate(long[] params, String symbol, long[] childValues) {
    return Math.min(Math.max(childValues[0], params[0]), params[1]);
  }
}
