package io.birj.api.model;

/**
 * A DynamicForLoop's axis ({@code DynamicForLoopAxis}): its name; its bounds are the loop's {@code
 * lb}, {@code ub} and {@code stride} expressions. Other keys (the references do not list them) are
 * kept as unknown keys.
 */
public final class DynamicForLoopAxis extends AxisObject {

  public DynamicForLoopAxis(String name) {
    super(name);
  }
}
