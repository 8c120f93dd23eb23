package io.birj.api.model;

/**
 * A BIR module: the document root.
 *
 * <p>The {@code version} (1 = legacy, 2 = modern) is set once, from the top-level key, and read
 * once: by the QuasiAffineExpr read dispatch, to pick the pelican codec. Nothing else in birj asks
 * for it (seed 001: {@code Module::getVersion} has exactly one caller), and an architecture test
 * keeps it so.
 */
public class Module {
  private int version = 2;

  /** The wire version of this module's pelican expressions. Only the read dispatch calls this. */
  public int getVersion() {
    return version;
  }

  public void setVersion(int version) {
    this.version = version;
  }
}
