package io.birj.analysis.diff;

import io.birj.analysis.diff.SemanticDiff.Change;
import io.birj.analysis.diff.SemanticDiff.Difference;
import io.birj.api.pointer.DocPointer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares two views key by key. Lists of named objects are aligned by name: the longest run of
 * names that keeps its order stays in place, every other common name has moved, the rest was
 * inserted or deleted; matched objects are then compared. Other lists are compared item by item.
 * Work is iterative (an explicit stack), so the depth of a document does not reach the thread's
 * stack, and it stops at the difference limit.
 */
final class Differ {
  private static final int MAX_TEXT = 200;

  private final ModelView view = new ModelView();
  private final ValueText text = new ValueText();
  private final int max;
  private final List<Difference> out = new ArrayList<>();

  Differ(int max) {
    this.max = max;
  }

  /** One pair of objects to compare, and where each stands. */
  private record Task(Object a, Object b, String pa, String pb) {}

  /** The differences of two model objects of the same class (two modules, say). */
  List<Difference> diff(Object a, Object b) {
    ArrayDeque<Task> todo = new ArrayDeque<>();
    todo.push(new Task(a, b, "", ""));
    while (!todo.isEmpty() && out.size() < max) {
      Task t = todo.pop();
      List<Task> children = new ArrayList<>();
      objects(t, children);
      // Depth first, in document order.
      for (int i = children.size() - 1; i >= 0; i--) {
        todo.push(children.get(i));
      }
    }
    return out.size() > max ? out.subList(0, max) : out;
  }

  private void objects(Task t, List<Task> children) {
    Node na = view.node(t.a());
    Node nb = view.node(t.b());
    List<String> keys = new ArrayList<>();
    for (Node.Entry e : na.entries) {
      keys.add(e.key());
    }
    for (Node.Entry e : nb.entries) {
      if (na.get(e.key()) == null) {
        keys.add(e.key());
      }
    }
    for (String key : keys) {
      String pa = DocPointer.member(t.pa(), key);
      String pb = DocPointer.member(t.pb(), key);
      values(na.get(key), nb.get(key), pa, pb, children);
    }
  }

  private void values(Node.Value a, Node.Value b, String pa, String pb, List<Task> children) {
    if (a == null && b == null) {
      return;
    }
    if (a == null || b == null || a.getClass() != b.getClass()) {
      // A key one side lacks is inserted or deleted, with its content; a value of another type,
      // changed.
      Change c = a == null ? Change.INSERTED : b == null ? Change.DELETED : Change.CHANGED;
      add(c, a == null ? null : pa, b == null ? null : pb, show(a), show(b));
      return;
    }
    if (a instanceof Node.Leaf la) {
      String tb = ((Node.Leaf) b).text();
      if (!la.text().equals(tb)) {
        add(Change.CHANGED, pa, pb, cut(la.text()), cut(tb));
      }
    } else if (a instanceof Node.Obj oa) {
      children.add(new Task(oa.model(), ((Node.Obj) b).model(), pa, pb));
    } else {
      Node.Items ia = (Node.Items) a;
      Node.Items ib = (Node.Items) b;
      List<Object> ka = ia.named() ? alignKeys(ia.items()) : null;
      List<Object> kb = ib.named() ? alignKeys(ib.items()) : null;
      if (ka != null && kb != null) {
        aligned(ia.items(), ib.items(), ka, kb, pa, pb, children);
      } else {
        byIndex(ia.items(), ib.items(), pa, pb, children);
      }
    }
  }

  private void byIndex(List<?> a, List<?> b, String pa, String pb, List<Task> children) {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      item(a.get(i), b.get(i), pa + "/" + i, pb + "/" + i, children);
    }
    for (int i = n; i < a.size(); i++) {
      add(Change.DELETED, pa + "/" + i, null, describe(a.get(i)), null);
    }
    for (int i = n; i < b.size(); i++) {
      add(Change.INSERTED, null, pb + "/" + i, null, describe(b.get(i)));
    }
  }

  private void item(Object a, Object b, String pa, String pb, List<Task> children) {
    if (a instanceof Node.Leaf || b instanceof Node.Leaf) {
      values(
          a instanceof Node.Leaf la ? la : new Node.Obj(a),
          b instanceof Node.Leaf lb ? lb : new Node.Obj(b),
          pa,
          pb,
          children);
    } else if (a.getClass() != b.getClass()) {
      add(Change.CHANGED, pa, pb, describe(a), describe(b));
    } else {
      children.add(new Task(a, b, pa, pb));
    }
  }

  /** Named lists: in place, moved, inserted and deleted, then the matched pairs compared. */
  private void aligned(
      List<?> a,
      List<?> b,
      List<Object> keysA,
      List<Object> keysB,
      String pa,
      String pb,
      List<Task> children) {
    Map<Object, Integer> inB = new HashMap<>();
    for (int j = 0; j < b.size(); j++) {
      inB.put(keysB.get(j), j);
    }
    // For each a-item with a counterpart, its index in b: the longest increasing run stays.
    int[] match = new int[a.size()];
    for (int i = 0; i < a.size(); i++) {
      Integer j = inB.get(keysA.get(i));
      match[i] = j == null ? -1 : j;
    }
    boolean[] inPlace = longestIncreasing(match);
    boolean[] matchedB = new boolean[b.size()];
    for (int i = 0; i < a.size(); i++) {
      if (match[i] < 0) {
        add(Change.DELETED, pa + "/" + i, null, describe(a.get(i)), null);
        continue;
      }
      matchedB[match[i]] = true;
      String ia = pa + "/" + i;
      String ib = pb + "/" + match[i];
      if (!inPlace[i]) {
        add(Change.MOVED, ia, ib, describe(a.get(i)), describe(b.get(match[i])));
      }
      children.add(new Task(a.get(i), b.get(match[i]), ia, ib));
    }
    for (int j = 0; j < b.size(); j++) {
      if (!matchedB[j]) {
        add(Change.INSERTED, null, pb + "/" + j, null, describe(b.get(j)));
      }
    }
  }

  /**
   * Marks the members of one longest strictly increasing subsequence of the non-negative values.
   */
  static boolean[] longestIncreasing(int[] values) {
    int n = values.length;
    int[] tails = new int[n];
    int[] tailIndex = new int[n];
    int[] previous = new int[n];
    int length = 0;
    for (int i = 0; i < n; i++) {
      if (values[i] < 0) {
        continue;
      }
      int lo = 0;
      int hi = length;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (tails[mid] < values[i]) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      tails[lo] = values[i];
      tailIndex[lo] = i;
      previous[i] = lo > 0 ? tailIndex[lo - 1] : -1;
      if (lo == length) {
        length++;
      }
    }
    boolean[] member = new boolean[n];
    for (int i = length == 0 ? -1 : tailIndex[length - 1]; i >= 0; i = previous[i]) {
      member[i] = true;
    }
    return member;
  }

  /**
   * The key each item of a named list aligns by: its name, or for a nameless item (an instruction
   * may have none) its rank among the list's nameless items, so those are matched by position.
   * {@code null} when a name repeats: the list is then compared item by item.
   */
  private static List<Object> alignKeys(List<?> items) {
    List<Object> keys = new ArrayList<>(items.size());
    java.util.Set<Object> seen = new java.util.HashSet<>();
    int nameless = 0;
    for (Object o : items) {
      String n = ModelView.nameOf(o);
      Object key = n != null ? n : Integer.valueOf(nameless++);
      if (!seen.add(key)) {
        return null;
      }
      keys.add(key);
    }
    return keys;
  }

  private void add(Change change, String pa, String pb, String ta, String tb) {
    if (out.size() < max) {
      out.add(new Difference(change, pa, pb, ta, tb));
    }
  }

  /** A value one side has and the other lacks, with its content (cut to a line). */
  private String show(Node.Value v) {
    if (v == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    render(v, sb);
    return cut(sb.toString());
  }

  /**
   * The content of {@code v}, depth first, until the text is longer than a line can show: a leaf by
   * its text, a named object by its name, an edge as its array, another object as {@code what {key:
   * value, ...}}, a list as {@code [item, ...]}.
   */
  private void render(Object v, StringBuilder sb) {
    if (sb.length() > MAX_TEXT) {
      return;
    }
    if (v instanceof Node.Leaf l) {
      sb.append(l.text());
    } else if (v instanceof Node.Items items) {
      sb.append('[');
      String sep = "";
      for (Object item : items.items()) {
        sb.append(sep);
        render(item instanceof Node.Value nv ? nv : new Node.Obj(item), sb);
        sep = ", ";
      }
      sb.append(']');
    } else {
      Object model = v instanceof Node.Obj o ? o.model() : v;
      Node n = view.node(model);
      if (n.name != null) {
        sb.append(n.describe());
        return;
      }
      boolean edge = Node.EDGE.equals(n.what);
      sb.append(edge ? "[" : n.what + " {");
      String sep = "";
      for (Node.Entry e : n.entries) {
        sb.append(sep);
        if (!edge) {
          sb.append(e.key()).append(": ");
        }
        render(e.value(), sb);
        sep = ", ";
      }
      sb.append(edge ? ']' : '}');
    }
  }

  /** An item one side has and the other lacks: its name, or its content (cut to a line). */
  private String describe(Object o) {
    StringBuilder sb = new StringBuilder();
    render(o, sb);
    return cut(sb.toString());
  }

  private static String cut(String s) {
    return s.length() <= MAX_TEXT
        ? s
        : s.substring(0, MAX_TEXT) + "… (" + s.length() + " characters)";
  }
}
