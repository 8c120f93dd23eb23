package io.birj.loader.read;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * The items of a list being read, gathered in a buffer its reader keeps from one list to the next
 * and copied once into a list of their exact number: no list grows while a document is read, and
 * none keeps room it does not use. For lists that do not nest in one another (operands,
 * dependencies).
 */
final class Gathered<T> {
  private Object[] items = new Object[8];
  private int size;

  /** Starts a list: drops what a list that failed half-way may have left. */
  Gathered<T> start() {
    Arrays.fill(items, 0, size, null);
    size = 0;
    return this;
  }

  void add(T item) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
    }
    items[size++] = item;
  }

  /** The items gathered since the last call, as a new mutable list; the buffer is emptied. */
  @SuppressWarnings("unchecked")
  ArrayList<T> take() {
    ArrayList<T> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add((T) items[i]);
      items[i] = null;
    }
    size = 0;
    return out;
  }
}
