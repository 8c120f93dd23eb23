package io.birj.verify.internal.program;

import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.pointer.DocPointer;
import java.util.ArrayList;
import java.util.List;

/**
 * One instruction as it stands in the document: where (its pointer), what encloses it (the Loops
 * whose axes its expressions may name, outermost first) and, for a structured instruction, the
 * instructions of its region in document order (across its blocks).
 */
public final class Site {
  private final int index;
  private final Instruction instruction;
  private final DocPointer at;
  private final Site owner;
  private final List<Loop> loops;
  private final List<Site> region = new ArrayList<>();
  private final Iterations iterations;

  Site(int index, Instruction instruction, DocPointer at, Site owner, List<Loop> loops) {
    this.index = index;
    this.instruction = instruction;
    this.at = at;
    this.owner = owner;
    this.loops = List.copyOf(loops);
    this.iterations = new Iterations(this.loops);
  }

  /** The site's number in its program, in document order. */
  public int index() {
    return index;
  }

  public Instruction instruction() {
    return instruction;
  }

  public DocPointer at() {
    return at;
  }

  /** The structured instruction whose region holds this one, or {@code null} at the top. */
  public Site owner() {
    return owner;
  }

  /** The enclosing Loops, outermost first. */
  public List<Loop> loops() {
    return loops;
  }

  /** The iterations of the enclosing Loops. */
  public Iterations iterations() {
    return iterations;
  }

  /** The semaphores this instruction and those of its region update. */
  public java.util.Set<Long> updatedSemaphores() {
    java.util.Set<Long> ids = new java.util.LinkedHashSet<>();
    collectUpdates(this, ids);
    return ids;
  }

  private static void collectUpdates(Site s, java.util.Set<Long> ids) {
    io.birj.api.model.SyncInfo si = s.instruction.syncInfo();
    if (si != null && si.onUpdate() != null) {
      for (io.birj.api.model.SyncInfo.Update u : si.onUpdate()) {
        if (u.id() != null) {
          ids.add(u.id());
        }
      }
    }
    for (Site c : s.region) {
      collectUpdates(c, ids);
    }
  }

  /** The instructions of this instruction's region, in document order; empty without one. */
  public List<Site> region() {
    return region;
  }

  /** What a message calls the instruction: its name, or its opcode at its pointer. */
  public String label() {
    String n = instruction.name();
    return n != null ? "\"" + n + "\"" : instruction.opcode() + " at " + at;
  }

  @Override
  public String toString() {
    return label();
  }
}
