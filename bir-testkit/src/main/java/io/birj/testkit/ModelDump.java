package io.birj.testkit;

import io.birj.api.name.NameRef;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A model as text, every field of every object reached from it, for comparing two reads of one
 * document: objects of the model by their fields (inherited ones included), lists and maps by their
 * elements, expressions (uniqued per context, so not comparable by identity) by their text; which
 * objects are shared is not compared, and a reference names its target rather than repeating it.
 * Used where one document is read two ways that must agree (the loader's parallel read against its
 * read in one pass).
 */
public final class ModelDump {
  private final StringBuilder out = new StringBuilder();
  // The objects on the path to the one being written: a value shared by two objects is written at
  // each (a read in parts shares fewer values than one in one pass), a cycle once.
  private final Map<Object, String> onPath = new IdentityHashMap<>();

  private ModelDump() {}

  /** {@code model} and everything reached from it, one value a line with its path. */
  public static String of(Object model) {
    ModelDump d = new ModelDump();
    d.value("", model);
    return d.out.toString();
  }

  private void value(String path, Object v) {
    if (v == null
        || v instanceof String
        || v instanceof Number
        || v instanceof Boolean
        || v instanceof Character
        || v instanceof Enum<?>) {
      out.append(path).append(" = ").append(v).append('\n');
      return;
    }
    String name = v.getClass().getName();
    if (name.startsWith("io.birj.api.container.")
        || name.startsWith("io.birj.api.instruction.Opcode")) {
      // The schema and the catalog a model object refers to: the reader's, not the document's.
      out.append(path).append(" = ").append(v.getClass().getSimpleName()).append('\n');
      return;
    }
    if (v instanceof io.birj.pelican.PelicanContext) {
      out.append(path).append(" = a context\n");
      return;
    }
    if (name.startsWith("io.birj.pelican.") || name.startsWith("io.birj.api.expr.")) {
      out.append(path).append(" = expr ").append(v).append('\n');
      return;
    }
    if (v instanceof NameRef<?> r) {
      // The target by its kind and name, not its fields: it is written at its own place, and
      // written again at every reference a chain of dependencies would grow the dump exponentially.
      Object t = r.target();
      out.append(path)
          .append(" = ref ")
          .append(r.writtenName())
          .append(" at ")
          .append(r.position())
          .append(" to ")
          .append(t == null ? "nothing" : t.getClass().getSimpleName() + " " + r.name())
          .append('\n');
      return;
    }
    if (v instanceof long[] a) {
      out.append(path).append(" = ").append(java.util.Arrays.toString(a)).append('\n');
      return;
    }
    if (v instanceof int[] a) {
      out.append(path).append(" = ").append(java.util.Arrays.toString(a)).append('\n');
      return;
    }
    String above = onPath.putIfAbsent(v, path);
    if (above != null) {
      out.append(path).append(" = cycle to ").append(above).append('\n');
      return;
    }
    try {
      fields(path, v, name);
    } finally {
      onPath.remove(v);
    }
  }

  private void fields(String path, Object v, String name) {
    if (v instanceof Collection<?> c) {
      int i = 0;
      out.append(path).append(" = list of ").append(c.size()).append('\n');
      for (Object e : c) {
        value(path + "/" + i++, e);
      }
      return;
    }
    if (v instanceof Map<?, ?> m) {
      out.append(path).append(" = map of ").append(m.size()).append('\n');
      for (Map.Entry<?, ?> e : m.entrySet()) {
        value(path + "{" + e.getKey() + "}", e.getValue());
      }
      return;
    }
    if (v instanceof Object[] a) {
      out.append(path).append(" = array of ").append(a.length).append('\n');
      for (int i = 0; i < a.length; i++) {
        value(path + "[" + i + "]", a[i]);
      }
      return;
    }
    if (!name.startsWith("io.birj.")) {
      out.append(path).append(" = ").append(v).append('\n');
      return;
    }
    out.append(path).append(" : ").append(v.getClass().getSimpleName()).append('\n');
    for (Class<?> c = v.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        f.setAccessible(true);
        try {
          value(path + "." + f.getName(), f.get(v));
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
  }
}
