package io.birj.api.model;

/**
 * A DynamicForLoop's axis ({@code DynamicForLoopAxis}): its name; its bounds are the loop's {@code
 * lb}, {@code ub} and {@code stride} expressions. Other keys (the references do not list them) are
 * kept as unknown keys.
 */
public final class DynamicForLoopAxis extends ModelObject implements Axis {
  private String name;

  public DynamicForLoopAxis(String name) {
    setName(name);
  }

  @Override
  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("a loop axis needs a name");
    }
    this.name = name;
  }
}
