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
  private long total;

  public Kept(int limit) {
    this.limit = limit;
  }

  @Override
  public boolean add(T t) {
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
