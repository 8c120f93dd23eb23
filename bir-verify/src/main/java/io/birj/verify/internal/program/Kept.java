package io.birj.verify.internal.program;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * A list that keeps its first {@code limit} elements and counts the rest: what a check reports past
 * its limits is counted, never held (a dump with a million findings does not hold a million
 * messages).
 */
public final class Kept<T> extends AbstractList<T> {
  private final List<T> items = new ArrayList<>();
  private final int limit;
  private final Work work;
  private long total;

  /** {@code work}: the check's, which each element added (kept or not) spends a step of. */
  public Kept(int limit, Work work) {
    this.limit = limit;
    this.work = work;
  }

  @Override
  public boolean add(T t) {
    work.spend(1);
    total++;
    if (items.size() < limit) {
      items.add(t);
    }
    return true;
  }

  @Override
  public T get(int i) {
    return items.get(i);
  }

  @Override
  public int size() {
    return items.size();
  }

  /** Everything added, kept or not. */
  public long total() {
    return total;
  }

  /** How many were added past the limit. */
  public long omitted() {
    return total - items.size();
  }
}
