package io.birj.api.codec;

/**
 * Bounds on one expression: how deep a read expression may nest, and how many bytes its compact v2
 * tree may take on the wire before a writer refuses it (the original has no guard against a small
 * shared DAG becoming an exponentially large tree, seed 000 "Tree-Not-DAG"; ours does).
 */
public record CodecLimits(int maxDepth, long maxWireBytes) {
  /** Depth 512, 64 MiB per expression. */
  public static final CodecLimits DEFAULT = new CodecLimits(512, 64L << 20);

  public CodecLimits {
    if (maxDepth < 1 || maxWireBytes < 1) {
      throw new IllegalArgumentException("limits must be positive");
    }
  }

  /** These limits with another depth (expression levels a read may nest, a write may hold). */
  public CodecLimits withMaxDepth(int maxDepth) {
    return new CodecLimits(maxDepth, maxWireBytes);
  }

  /** These limits with another byte bound on one expression's compact tree. */
  public CodecLimits withMaxWireBytes(long maxWireBytes) {
    return new CodecLimits(maxDepth, maxWireBytes);
  }
}
