package io.birj.verify.internal.program;

import io.birj.api.model.DmaQueue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The module's DMA blocks, found once: each block's site (its descriptors are its region) and
 * queue, the blocks by queue and name (what a trigger's {@code dma_blocks} names), and the
 * semaphores each block updates (a block no trigger starts leaves them not modelled).
 */
public final class Queues {
  private final Map<Instruction, Site> siteOf = new IdentityHashMap<>();
  private final Map<Instruction, DmaQueue> queueOf = new IdentityHashMap<>();
  private final Map<String, Instruction> byName = new HashMap<>();
  private final Map<Instruction, Set<Long>> updates = new IdentityHashMap<>();
  private final Map<Long, Integer> blocksUpdating = new HashMap<>();

  private Queues() {}

  public static Queues of(Module m, String queuesKey) {
    Queues qs = new Queues();
    if (m.queues() == null) {
      return qs;
    }
    for (int q = 0; q < m.queues().size(); q++) {
      DmaQueue queue = m.queues().get(q);
      Sites sites = Sites.of(queue, DocPointer.ROOT.key(queuesKey).index(q), 0);
      for (Site s : sites.top()) {
        Instruction block = s.instruction();
        qs.siteOf.put(block, s);
        qs.queueOf.put(block, queue);
        if (block.name() != null) {
          qs.byName.putIfAbsent(queue.name() + "\u0000" + block.name(), block);
          qs.byName.putIfAbsent("\u0000" + block.name(), block);
        }
        Set<Long> ids = s.updatedSemaphores();
        qs.updates.put(block, ids);
        for (long id : ids) {
          qs.blocksUpdating.merge(id, 1, Integer::sum);
        }
      }
    }
    return qs;
  }

  /** The site of a DMA block, or {@code null} when {@code i} is not one. */
  public Site site(Instruction i) {
    return siteOf.get(i);
  }

  /** Every DMA block with its site. */
  public Map<Instruction, Site> blocks() {
    return siteOf;
  }

  DmaQueue queueOf(Instruction block) {
    return queueOf.get(block);
  }

  boolean isBlock(Instruction i) {
    return queueOf.containsKey(i);
  }

  /** The block of this name in {@code queue} (or, without a queue, in any). */
  Instruction named(DmaQueue queue, String name) {
    return byName.get((queue == null ? "" : queue.name()) + "\u0000" + name);
  }

  /** The semaphores a block (its own sync_info and its descriptors') updates. */
  Set<Long> updates(Instruction block) {
    return updates.getOrDefault(block, Set.of());
  }

  /** The semaphores some block updates. */
  Set<Long> semaphores() {
    return blocksUpdating.keySet();
  }

  /** How many blocks update semaphore {@code id}. */
  int blocksUpdating(long id) {
    return blocksUpdating.getOrDefault(id, 0);
  }
}
