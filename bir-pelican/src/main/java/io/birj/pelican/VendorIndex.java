package io.birj.pelican;

/**
 * A node of a vendor index kind ({@link VendorKind#isIndex()}): it may stand as an affine term's
 * index.
 */
public final class VendorIndex extends VendorNodeBase implements AffineIdx, VendorNode {
  VendorIndex(Parts parts) {
    super(parts);
  }
}
