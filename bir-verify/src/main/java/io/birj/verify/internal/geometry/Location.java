package io.birj.verify.internal.geometry;

import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import java.util.List;

/**
 * A memory location as the verifier places it: its space ({@code SB}, {@code PSUM}, or a DRAM
 * buffer of its own, shared with the locations it must-aliases), its first partition, its address
 * and dims, and whether its set is an input (written before the kernel runs).
 *
 * @param space the key of the bytes it is in: {@code SB}, {@code PSUM}, {@code DRAM:<name>}
 * @param base first partition (SB/PSUM), or {@code null} when absent
 * @param addr byte address inside each partition (SB/PSUM), or {@code null} when absent
 * @param dims {@code [partitions, bytes per partition]} (SB/PSUM), {@code [rows, bytes per row]}
 *     (DRAM), or {@code null} when absent
 */
public record Location(
    MemoryLocation memoryLocation,
    MemoryLocationSet set,
    String type,
    String space,
    Long base,
    Long addr,
    List<Long> dims,
    boolean input) {

  public String name() {
    return memoryLocation.name();
  }

  /** True for the partitioned memories, SB and PSUM. */
  public boolean partitioned() {
    return "SB".equals(type) || "PSUM".equals(type);
  }

  public boolean dram() {
    return "DRAM".equals(type);
  }

  /** The TensorKind spellings of a set whose bytes are there before the kernel runs. */
  static boolean isInputKind(String kind) {
    return kind != null
        && (kind.equals("ExternalInput")
            || kind.equals("ExternalInputParameter")
            || kind.equals("Input")
            || kind.equals("Const"));
  }

  @Override
  public String toString() {
    return "\"" + name() + "\"";
  }
}
