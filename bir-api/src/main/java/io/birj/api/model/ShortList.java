package io.birj.api.model;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * A live, mutable list over one field of a model object that holds a short list in the fewest
 * bytes: {@code null} when the key is absent, the item itself when there is one, else an array of
 * exactly the items (the shared {@link #EMPTY} for none). Most lists of a dump hold one or two
 * items (an instruction's {@code ins}, {@code outs}, {@code dependencies}), and an {@code
 * ArrayList} and its array cost 40 bytes or more around them (bir-bench/RESULTS.md, "Issue 25").
 *
 * <p>A list that grows past {@link #EXACT} items by adds moves into an {@code ArrayList} of its own
 * ({@link Grown}), so that adding items one at a time stays linear however many there are (a
 * document may hold any number of unknown keys in one object).
 *
 * <p>The owner's getter returns a new view each time ({@link #load} and {@link #store} read and
 * write the field): views of one field are equal, not identical, and each sees every change made
 * through the others. Adding to a view of an absent key makes the key present.
 *
 * @param <E> the items' type: never an array, which the storage would take for the list
 */
abstract class ShortList<E> extends AbstractList<E> implements RandomAccess {
  /** The storage of a present, empty list; never written (it has no slot). */
  static final Object[] EMPTY = {};

  /** The most items an add keeps in an exact array; past it, a {@link Grown} list holds them. */
  static final int EXACT = 8;

  /** The storage of a list grown by adds: no item is ever one (the class is private). */
  private static final class Grown extends ArrayList<Object> {
    Grown(int capacity) {
      super(capacity);
    }
  }

  /** The owner's field: {@code null}, one item, or an array of the items. */
  abstract Object load();

  /** Replaces the owner's field. */
  abstract void store(Object items);

  /** The storage of {@code list}'s items ({@code null} for {@code null}), a copy of its own. */
  static Object encode(List<?> list) {
    if (list == null) {
      return null;
    }
    return switch (list.size()) {
      case 0 -> EMPTY;
      case 1 -> one(list.get(0));
      default -> list.toArray();
    };
  }

  /** The storage of one item: the item, unless it is null or an array (then an array of it). */
  private static Object one(Object item) {
    return item == null || item instanceof Object[] || item instanceof Grown
        ? new Object[] {item}
        : item;
  }

  /** The number of items in {@code items}, a field's storage. */
  static int size(Object items) {
    if (items == null) {
      return 0;
    }
    if (items instanceof Grown g) {
      return g.size();
    }
    return items instanceof Object[] a ? a.length : 1;
  }

  /** {@code items} and {@code extra} more in a {@link Grown} list (then stored by the caller). */
  private static Grown grown(Object items, int extra) {
    int n = size(items);
    Grown g = new Grown(Math.max(2 * EXACT, (n + extra) * 3 / 2));
    for (int i = 0; i < n; i++) {
      g.add(items instanceof Object[] a ? a[i] : items);
    }
    return g;
  }

  @Override
  public int size() {
    return size(load());
  }

  @Override
  @SuppressWarnings("unchecked")
  public E get(int index) {
    Object items = load();
    if (items instanceof Object[] a) {
      return (E) a[index];
    }
    if (items instanceof Grown g) {
      return (E) g.get(index);
    }
    if (items == null || index != 0) {
      throw outOfBounds(index, size(items));
    }
    return (E) items;
  }

  @Override
  public E set(int index, E item) {
    Object items = load();
    E old = get(index);
    if (items instanceof Grown g) {
      g.set(index, item);
    } else if (items instanceof Object[] a && a.length > 1) {
      a[index] = item;
    } else {
      store(one(item));
    }
    return old;
  }

  @Override
  public void add(int index, E item) {
    Object items = load();
    int n = size(items);
    if (index < 0 || index > n) {
      throw outOfBounds(index, n);
    }
    if (items instanceof Grown g) {
      g.add(index, item);
    } else if (n == 0) {
      store(one(item));
    } else if (n >= EXACT) {
      Grown g = grown(items, 1);
      g.add(index, item);
      store(g);
    } else {
      Object[] out = new Object[n + 1];
      copy(items, 0, out, 0, index);
      out[index] = item;
      copy(items, index, out, index + 1, n - index);
      store(out);
    }
    modCount++;
  }

  @Override
  public boolean addAll(Collection<? extends E> c) {
    return addAll(size(), c);
  }

  @Override
  public boolean addAll(int index, Collection<? extends E> c) {
    Object items = load();
    int n = size(items);
    if (index < 0 || index > n) {
      throw outOfBounds(index, n);
    }
    Object[] added = c.toArray();
    if (added.length == 0) {
      return false;
    }
    if (items instanceof Grown || n + added.length > EXACT && n > 0) {
      Grown g = items instanceof Grown prior ? prior : grown(items, added.length);
      g.addAll(index, java.util.Arrays.asList(added));
      store(g);
      modCount++;
      return true;
    }
    Object[] out = new Object[n + added.length];
    copy(items, 0, out, 0, index);
    System.arraycopy(added, 0, out, index, added.length);
    copy(items, index, out, index + added.length, n - index);
    store(out.length == 1 ? one(out[0]) : out);
    modCount++;
    return true;
  }

  @Override
  public E remove(int index) {
    Object items = load();
    E old = get(index);
    int n = size(items);
    if (items instanceof Grown g) {
      g.remove(index);
    } else if (n == 1) {
      store(EMPTY);
    } else if (n == 2) {
      store(one(((Object[]) items)[1 - index]));
    } else {
      Object[] out = new Object[n - 1];
      copy(items, 0, out, 0, index);
      copy(items, index + 1, out, index, n - index - 1);
      store(out);
    }
    modCount++;
    return old;
  }

  @Override
  public void clear() {
    if (size() > 0) {
      store(EMPTY);
      modCount++;
    }
  }

  @Override
  protected void removeRange(int from, int to) {
    Object items = load();
    int n = size(items);
    if (from >= to) {
      return;
    }
    if (items instanceof Grown g) {
      g.subList(from, to).clear();
      modCount++;
      return;
    }
    Object[] out = new Object[n - (to - from)];
    copy(items, 0, out, 0, from);
    copy(items, to, out, from, n - to);
    store(out.length == 1 ? one(out[0]) : out.length == 0 ? EMPTY : out);
    modCount++;
  }

  @Override
  public Object[] toArray() {
    Object items = load();
    if (items instanceof Object[] a) {
      return a.length == 0 ? a : a.clone();
    }
    if (items instanceof Grown g) {
      return g.toArray();
    }
    return items == null ? EMPTY : new Object[] {items};
  }

  /** Copies {@code length} items of a field's storage from {@code from} into {@code out}. */
  private static void copy(Object items, int from, Object[] out, int to, int length) {
    if (length == 0) {
      return;
    }
    if (items instanceof Object[] a) {
      System.arraycopy(a, from, out, to, length);
    } else {
      out[to] = items;
    }
  }

  private static IndexOutOfBoundsException outOfBounds(int index, int size) {
    return new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + size);
  }
}
