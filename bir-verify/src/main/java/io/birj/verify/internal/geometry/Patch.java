package io.birj.verify.internal.geometry;

/**
 * The bytes one access of one instruction instance touches in one space: the same byte runs in each
 * of {@code partitionCount} partitions {@code partitionStep} apart (one pseudo-partition 0 for a
 * DRAM buffer). {@code runs} holds sorted, disjoint {@code [from, to)} byte pairs. An inexact patch
 * covers at least the bytes touched (a bounding range): good for "may touch", never for a finding.
 */
public record Patch(
    Location location,
    long firstPartition,
    long partitionStep,
    long partitionCount,
    long[] runs,
    boolean exact) {

  public String space() {
    return location.space();
  }

  public long partition(int k) {
    return firstPartition + k * partitionStep;
  }

  public long lastPartition() {
    return partition((int) (partitionCount - 1));
  }

  /** The lowest byte touched in a partition. */
  public long firstByte() {
    return runs[0];
  }

  /** One past the highest byte touched in a partition. */
  public long endByte() {
    return runs[runs.length - 1];
  }

  public boolean isEmpty() {
    return partitionCount <= 0 || runs.length == 0;
  }

  /** The patch grown to its bounding range, as an inexact one. */
  public Patch bounding() {
    return new Patch(
        location,
        firstPartition,
        partitionStep,
        partitionCount,
        new long[] {runs[0], endByte()},
        false);
  }

  /**
   * "partitions 0..127, bytes 0..1023" (ranges inclusive), the way messages and footprints say it.
   */
  public String describe() {
    StringBuilder sb = new StringBuilder(location.space().startsWith("DRAM:") ? "DRAM" : space());
    if (location.partitioned()) {
      sb.append(' ').append(partitionCount == 1 ? "partition " : "partitions ");
      sb.append(firstPartition);
      if (partitionCount > 1) {
        sb.append("..").append(lastPartition());
        if (partitionStep != 1) {
          sb.append(" step ").append(partitionStep);
        }
      }
      sb.append(',');
    } else {
      sb.append(' ').append(location).append(',');
    }
    sb.append(" bytes ");
    int shown = Math.min(runs.length / 2, 4);
    for (int i = 0; i < shown; i++) {
      sb.append(i == 0 ? "" : ", ").append(runs[2 * i]).append("..").append(runs[2 * i + 1] - 1);
    }
    if (runs.length / 2 > shown) {
      sb.append(", ... (").append(runs.length / 2).append(" runs)");
    }
    if (!exact) {
      sb.append(" (bounding range)");
    }
    return sb.toString();
  }
}
