package io.birj.api.model;

/**
 * A loop's axis: {@code name}, {@code lb}, {@code ub}, {@code stride} (emit order), then unknown
 * keys. {@code AffIVKind} expressions name it; the geometry lives here, never on the pelican wire
 * (docs/wire/expressions.md, "AffIVKind").
 */
public final class LoopAxis extends AxisObject {
  private long lb;
  private long ub;
  private long stride;

  public LoopAxis(String name, long lb, long ub, long stride) {
    super(name);
    this.lb = lb;
    this.ub = ub;
    this.stride = stride;
  }

  public long lb() {
    return lb;
  }

  public void setLb(long lb) {
    this.lb = lb;
  }

  public long ub() {
    return ub;
  }

  public void setUb(long ub) {
    this.ub = ub;
  }

  public long stride() {
    return stride;
  }

  public void setStride(long stride) {
    this.stride = stride;
  }
}
