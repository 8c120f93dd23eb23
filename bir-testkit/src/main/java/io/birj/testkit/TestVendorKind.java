package io.birj.testkit;

import io.birj.pelican.VendorKind;
import java.util.List;

/** A vendor kind for tests, spelled as one value: its figures and how it evaluates. */
public record TestVendorKind(
    int number,
    String name,
    boolean isIndex,
    List<String> parameterNames,
    int childCount,
    Evaluation evaluation)
    implements VendorKind {

  /** {@link VendorKind#evaluate}. */
  @FunctionalInterface
  public interface Evaluation {
    long evaluate(long[] params, String symbol, long[] childValues);
  }

  @Override
  public long evaluate(long[] params, String symbol, long[] childValues) {
    return evaluation.evaluate(params, symbol, childValues);
  }
}
