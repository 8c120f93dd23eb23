package io.birj.api.codec;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;

/**
 * Bounds on one expression: how many levels it may nest, and how many bytes its compact v2 tree may
 * take on the wire (the compiler has no guard against a small shared DAG becoming an exponentially
 * large tree, docs/wire/expressions.md "Tree, not DAG"; ours does). Readers and writers of both
 * wire versions hold the same bounds, measured the same way (the v2 tree's bytes even for a v1 read
 * or write, v1 being never the larger), so an expression that reads also writes, in either version,
 * and one that a writer would refuse is refused on read.
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

  /**
   * Refuses writing an expression {@code depth} levels deep when that is more than {@link
   * #maxDepth}: {@code BIRJ-E0302} at {@code pointer}, the writers' check before a byte is written.
   */
  public void checkWriteDepth(int depth, String pointer) {
    if (depth > maxDepth) {
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0302, pointer, WireMessages.writeDeeperThan(depth, maxDepth));
    }
  }
}
