package io.birj.verify.internal.geometry;

import io.birj.api.model.AccessPattern;
import io.birj.verify.result.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where one access pattern lands in its location, and what it breaks (docs/verifier.md, "Where an
 * access lands"). Offsets and steps count elements of the operand's dtype.
 *
 * <ul>
 *   <li>SB and PSUM: the first pair is the partition dimension. With the partition pitch {@code
 *       pitch = dims[1] / size}, the access starts in partition {@code base + offset div pitch} at
 *       element {@code offset mod pitch} of it; a partition step that is a multiple of the pitch
 *       moves by whole partitions, and the other pairs stay in the row: an element at or past the
 *       pitch has left its partition ("Access pattern out of bound").
 *   <li>DRAM: linear bytes {@code e·size} from the location's start; the location holds {@code
 *       dims[0]·dims[1]} bytes.
 * </ul>
 */
public final class Placer {
  /** A rule an access breaks, in words. */
  public record Problem(Rule rule, String message) {}

  /** Where an access lands (or {@code null} when it touches nothing) and what it breaks. */
  public record Placement(Patch patch, List<Problem> problems) {}

  /** The compute engines, which the partition-start rules bind (DMA does not). */
  private static final java.util.Set<String> COMPUTE_ENGINES =
      java.util.Set.of("PE", "DVE", "Activation", "Pool");

  /** Elements no memory location reaches: a bound on every offset the placement computes with. */
  static final long FAR = 1L << 47;

  private Placer() {}

  /** Whether an instruction on {@code engine} is bound by the partition-start rules. */
  public static boolean bindsPartitionRules(String engine) {
    return COMPUTE_ENGINES.contains(engine);
  }

  /**
   * Places {@code ap} at {@code offset} in {@code loc}; {@code computeEngine} says whether the
   * compiler's partition-start rules apply (not to DMA).
   */
  public static Placement place(
      Location loc, AccessPattern ap, long offset, int size, boolean computeEngine) {
    int dims = ap.pairs().size();
    long[] steps = new long[dims];
    long[] nums = new long[dims];
    for (int k = 0; k < dims; k++) {
      steps[k] = ap.pairs().get(k).step();
      nums[k] = ap.pairs().get(k).num();
    }
    if (dims == 0 || Lattice.empty(nums)) {
      return new Placement(null, List.of());
    }
    long lo;
    long hi;
    try {
      lo = Lattice.min(offset, steps, nums);
      hi = Lattice.max(offset, steps, nums);
    } catch (ArithmeticException beyondLong) {
      lo = Long.MIN_VALUE;
      hi = Long.MAX_VALUE;
    }
    if (lo <= -FAR || hi >= FAR) {
      // No location holds 2^47 elements; past that the arithmetic below could overflow.
      return new Placement(
          null,
          List.of(
              outOfBound(
                  "its elements reach "
                      + (hi >= FAR ? "offset " + hi : "offset " + lo)
                      + " (from offset "
                      + offset
                      + "), past any memory location")));
    }
    return loc.partitioned()
        ? partitioned(loc, offset, steps, nums, size, computeEngine)
        : linear(loc, offset, steps, nums, size);
  }

  private static Placement partitioned(
      Location loc, long offset, long[] steps, long[] nums, int size, boolean computeEngine) {
    List<Problem> problems = new ArrayList<>();
    long base = loc.base();
    long partitions = loc.dims().get(0);
    long rowBytes = loc.dims().get(1);
    long pitch = rowBytes / size;
    long addr = loc.addr();
    if (pitch <= 0 || steps[0] % pitch != 0) {
      // The partition step does not move by whole partitions: each element finds its partition
      // by itself; bound the access by its extremes.
      long lo = Lattice.min(offset, steps, nums);
      long hi = Lattice.max(offset, steps, nums);
      long first = base + Math.floorDiv(lo, Math.max(pitch, 1));
      long last = base + Math.floorDiv(hi, Math.max(pitch, 1));
      partitionBounds(loc, first, last, partitions, problems, offset, steps, nums, pitch);
      Patch p =
          new Patch(loc, first, 1, last - first + 1, new long[] {addr, addr + rowBytes}, false);
      return new Placement(p, problems);
    }
    long partStep = steps[0] / pitch;
    long p0 = base + Math.floorDiv(offset, pitch);
    long inRow = Math.floorMod(offset, pitch);
    long[] fs = Arrays.copyOfRange(steps, 1, steps.length);
    long[] fn = Arrays.copyOfRange(nums, 1, nums.length);
    long firstPart = partStep >= 0 ? p0 : p0 + (nums[0] - 1) * partStep;
    long lastPart = partStep >= 0 ? p0 + (nums[0] - 1) * partStep : p0;
    boolean inside = true;
    if (lastPart >= base + partitions) {
      long[] idx =
          Lattice.firstReaching(p0, new long[] {partStep}, new long[] {nums[0]}, base + partitions);
      long part = p0 + idx[0] * partStep;
      problems.add(
          partitionOutside(
              vector(idx[0], fs.length),
              part,
              (part - (base + partitions) + 1) + " past the last",
              loc));
      inside = false;
    }
    if (firstPart < base) {
      long[] idx = Lattice.firstBelow(p0, new long[] {partStep}, new long[] {nums[0]}, base);
      long part = p0 + idx[0] * partStep;
      problems.add(
          partitionOutside(
              vector(idx[0], fs.length), part, (base - part) + " before the first", loc));
      inside = false;
    }
    long rowMax = Lattice.max(inRow, fs, fn);
    long rowMin = Lattice.min(inRow, fs, fn);
    if (rowMax >= pitch) {
      long[] idx = Lattice.firstReaching(inRow, fs, fn, pitch);
      long e = Lattice.point(inRow, fs, idx);
      problems.add(
          outOfBound(
              "element "
                  + vector(0, idx)
                  + " is element "
                  + e
                  + " of its partition's row, which holds "
                  + pitch
                  + " (offset "
                  + offset
                  + " starts at element "
                  + inRow
                  + "): "
                  + (e - pitch + 1)
                  + " element(s), "
                  + (e - pitch + 1) * size
                  + " bytes, past the partition's "
                  + rowBytes
                  + " bytes of "
                  + loc));
      inside = false;
    }
    if (rowMin < 0) {
      long[] idx = Lattice.firstBelow(inRow, fs, fn, 0);
      long e = Lattice.point(inRow, fs, idx);
      problems.add(
          beforeStart(vector(0, idx), (-e) + " element(s)", "its partition's row in " + loc));
      inside = false;
    }
    if (computeEngine) {
      partitionStart(
          firstPart, Math.abs(partStep) == 1 ? nums[0] : lastPart - firstPart + 1, problems);
    }
    long[] runs = Lattice.runs(inRow, fs, fn);
    Patch p =
        new Patch(
            loc,
            firstPart,
            Math.max(1, Math.abs(partStep)),
            partStep == 0 ? 1 : nums[0],
            bytes(runs, rowMin, rowMax, addr, size),
            runs != null && inside);
    return new Placement(p, problems);
  }

  /**
   * The compiler's partition rules for the compute engines (inferred: docs/verifier.md, "Rules",
   * BIRJ-V002): more than 32 partitions start at 0 or 64, more than 64 at 0. The words are the
   * compiler's (2.19).
   */
  private static void partitionStart(long first, long count, List<Problem> problems) {
    if (count > 64 && first != 0) {
      problems.add(
          new Problem(
              Rule.PARTITION_START,
              "Pattern accesses " + count + " (> 64) partitions starting at partition " + first));
    } else if (count > 32 && count <= 64 && first != 0 && first != 64) {
      problems.add(
          new Problem(
              Rule.PARTITION_START,
              "Pattern accesses " + count + " (> 32) partitions starting at partition " + first));
    }
  }

  private static void partitionBounds(
      Location loc,
      long first,
      long last,
      long partitions,
      List<Problem> problems,
      long offset,
      long[] steps,
      long[] nums,
      long pitch) {
    long base = loc.base();
    if (last >= base + partitions) {
      problems.add(
          outOfBound(
              "its last element (offset "
                  + offset
                  + ", partition pitch "
                  + pitch
                  + " elements) is in partition "
                  + last
                  + ", "
                  + (last - (base + partitions) + 1)
                  + " past the last partition of "
                  + loc
                  + " ("
                  + describe(loc)
                  + ")"));
    }
    if (first < base) {
      problems.add(
          outOfBound(
              "its first element is in partition "
                  + first
                  + ", "
                  + (base - first)
                  + " before the first partition of "
                  + loc));
    }
  }

  private static Placement linear(Location loc, long offset, long[] steps, long[] nums, int size) {
    List<Problem> problems = new ArrayList<>();
    long lo = Lattice.min(offset, steps, nums);
    long hi = Lattice.max(offset, steps, nums);
    boolean inside = true;
    Long extent = dramBytes(loc);
    if (extent != null && (hi + 1) * size > extent) {
      long limit = extent / size;
      long[] idx = Lattice.firstReaching(offset, steps, nums, limit);
      long e = Lattice.point(offset, steps, idx);
      problems.add(
          outOfBound(
              "element "
                  + vector(idx)
                  + " is element "
                  + e
                  + " of "
                  + loc
                  + ", which holds "
                  + extent
                  + " bytes ("
                  + limit
                  + " elements): "
                  + ((e + 1) * size - extent)
                  + " bytes past its end"));
      inside = false;
    }
    if (lo < 0) {
      long[] idx = Lattice.firstBelow(offset, steps, nums, 0);
      long e = Lattice.point(offset, steps, idx);
      problems.add(beforeStart(vector(idx), (-e * size) + " bytes", loc.toString()));
      inside = false;
    }
    long[] runs = Lattice.runs(offset, steps, nums);
    Patch p = new Patch(loc, 0, 1, 1, bytes(runs, lo, hi, 0, size), runs != null && inside);
    return new Placement(p, problems);
  }

  /**
   * The byte runs from {@code addr} of elements {@code runs} (start, end pairs), or of the hull
   * {@code [lo, hi]} when the lattice has no exact runs ({@code runs == null}).
   */
  private static long[] bytes(long[] runs, long lo, long hi, long addr, int size) {
    long[] elements = runs != null ? runs : new long[] {lo, hi + 1};
    long[] bytes = new long[elements.length];
    for (int i = 0; i < elements.length; i++) {
      bytes[i] = addr + elements[i] * size;
    }
    return bytes;
  }

  /** The element at {@code index} lies {@code howFar} before the start of {@code what}. */
  private static Problem beforeStart(String index, String howFar, String what) {
    return outOfBound("element " + index + " is " + howFar + " before the start of " + what);
  }

  /** The bytes of a DRAM location, {@code dims[0]·dims[1]}, or {@code null} without dims. */
  public static Long dramBytes(Location loc) {
    if (loc.dims() == null || loc.dims().isEmpty()) {
      return null;
    }
    long b = 1;
    for (long d : loc.dims()) {
      b = Math.multiplyExact(b, d);
    }
    return b;
  }

  /**
   * The element at {@code index} lands in partition {@code part}, {@code howFar} ("3 past the
   * last", "1 before the first") partition of {@code loc}.
   */
  private static Problem partitionOutside(String index, long part, String howFar, Location loc) {
    return outOfBound(
        "element "
            + index
            + " is in partition "
            + part
            + ", "
            + howFar
            + " partition of "
            + loc
            + " ("
            + describe(loc)
            + ")");
  }

  /** The compiler's words, then where the access leaves its location. */
  private static Problem outOfBound(String where) {
    return new Problem(Rule.OUT_OF_BOUND, "Access pattern out of bound: " + where);
  }

  private static String describe(Location loc) {
    return "partitions "
        + loc.base()
        + ".."
        + (loc.base() + loc.dims().get(0) - 1)
        + " of "
        + loc.dims().get(1)
        + " bytes";
  }

  private static String vector(long first, int rest) {
    long[] v = new long[rest + 1];
    v[0] = first;
    return vector(v);
  }

  private static String vector(long first, long[] rest) {
    long[] v = new long[rest.length + 1];
    v[0] = first;
    System.arraycopy(rest, 0, v, 1, rest.length);
    return vector(v);
  }

  private static String vector(long[] v) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < v.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(v[i]);
    }
    return sb.append(']').toString();
  }
}
