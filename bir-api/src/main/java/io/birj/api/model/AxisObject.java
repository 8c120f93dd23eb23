package io.birj.api.model;

/** What a loop's axis and a DynamicForLoop's axis share: a name, which they cannot be without. */
public abstract sealed class AxisObject extends ModelObject implements Axis
    permits LoopAxis, DynamicForLoopAxis {
  private String name;

  AxisObject(String name) {
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
