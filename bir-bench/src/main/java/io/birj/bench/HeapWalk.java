package io.birj.bench;

import io.birj.loader.BirReader;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a loaded model is made of: a reflective walk of every object reachable from the loaded
 * {@code Module}, with each object's shallow size as the JVM lays it out (the fields' offsets from
 * the JVM itself, so compressed oops, the 12-byte header and 8-byte alignment are as they are), by
 * class and by the field that first reached it. Objects also reachable from the model of another
 * document (the 1 MB one of the same profile: catalogs, schemas, shared constants) are not counted,
 * which is what {@link HeapProbe}'s before-and-after difference leaves out too.
 *
 * <p>{@code java -Xmx2g --add-opens java.base/jdk.internal.misc=ALL-UNNAMED -cp ...
 * io.birj.bench.HeapWalk PROFILE MEGABYTES [LINES]}: prints the total, then the classes and the
 * referring fields by bytes, the first {@code LINES} (40) of each.
 */
public final class HeapWalk {
  /** Count and shallow bytes of one kind of object. */
  private static final class Tally {
    long count;
    long bytes;
  }

  /** One class's shallow size, and its reference fields: their offsets and names. */
  private record Shape(long size, long[] offsets, String[] names) {}

  private final Map<Class<?>, Shape> shapes = new HashMap<>();
  private final MethodHandle fieldOffset;
  private final MethodHandle reference;

  private HeapWalk() throws ReflectiveOperationException {
    // jdk.internal.misc.Unsafe (sun.misc.Unsafe refuses records' fields): the JVM's own field
    // offsets, and reads that need no field of java.base opened.
    Class<?> unsafeClass = Class.forName("jdk.internal.misc.Unsafe");
    Object unsafe = unsafeClass.getMethod("getUnsafe").invoke(null);
    MethodHandles.Lookup lookup = MethodHandles.lookup();
    this.fieldOffset =
        lookup
            .unreflect(unsafeClass.getMethod("objectFieldOffset", Field.class))
            .bindTo(unsafe)
            .asType(MethodType.methodType(long.class, Field.class));
    this.reference =
        lookup
            .unreflect(unsafeClass.getMethod("getReference", Object.class, long.class))
            .bindTo(unsafe)
            .asType(MethodType.methodType(Object.class, Object.class, long.class));
  }

  public static void main(String[] args) throws Throwable {
    String profile = args[0];
    int megabytes = Integer.parseInt(args[1]);
    int lines = args.length > 2 ? Integer.parseInt(args[2]) : 40;
    BirReader reader = BirReader.standard();
    HeapWalk walk = new HeapWalk();
    Object other = reader.read(BenchDocs.document(profile, 1));
    Set<Object> shared = walk.reach(other, null, null);
    Object model = reader.read(BenchDocs.document(profile, megabytes));
    Map<String, Tally> byClass = new HashMap<>();
    Map<String, Tally> byField = new HashMap<>();
    walk.reach(
        model,
        shared,
        (o, size, via) -> {
          add(byClass, name(o.getClass()), size);
          add(byField, via + " -> " + name(o.getClass()), size);
        });
    long total = byClass.values().stream().mapToLong(t -> t.bytes).sum();
    long count = byClass.values().stream().mapToLong(t -> t.count).sum();
    System.out.printf(Locale.ROOT, "total %,d bytes in %,d objects%n%n", total, count);
    print("by class", byClass, lines);
    print("by referring field", byField, lines);
  }

  private interface Visit {
    void object(Object o, long size, String via);
  }

  /** Every object reachable from {@code root} and not in {@code skip}; each visited once. */
  private Set<Object> reach(Object root, Set<Object> skip, Visit visit) throws Throwable {
    Set<Object> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Object[]> work = new ArrayDeque<>();
    work.push(new Object[] {root, "root"});
    while (!work.isEmpty()) {
      Object[] item = work.pop();
      Object o = item[0];
      if (o == null || (skip != null && skip.contains(o)) || !seen.add(o) || outside(o)) {
        continue;
      }
      Class<?> c = o.getClass();
      if (c.isArray()) {
        int n = Array.getLength(o);
        if (visit != null) {
          visit.object(o, arraySize(c.getComponentType(), n), (String) item[1]);
        }
        if (!c.getComponentType().isPrimitive()) {
          String via = item[1] + "[]";
          for (int i = 0; i < n; i++) {
            work.push(new Object[] {Array.get(o, i), via});
          }
        }
        continue;
      }
      Shape shape = shape(c);
      if (visit != null) {
        visit.object(o, shape.size(), (String) item[1]);
      }
      for (int i = 0; i < shape.offsets().length; i++) {
        work.push(
            new Object[] {(Object) reference.invoke(o, shape.offsets()[i]), shape.names()[i]});
      }
    }
    return seen;
  }

  /** What is not the model's: the JVM's own objects, reached through a class or a thread. */
  private static boolean outside(Object o) {
    return o instanceof Class<?>
        || o instanceof ClassLoader
        || o instanceof Thread
        || o instanceof java.lang.reflect.AccessibleObject
        || o instanceof Module;
  }

  private Shape shape(Class<?> c) throws Throwable {
    Shape known = shapes.get(c);
    if (known != null) {
      return known;
    }
    long end = 12; // the header with a compressed class pointer
    List<Long> offsets = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
      for (Field f : k.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        long offset = (long) fieldOffset.invoke(f);
        end = Math.max(end, offset + width(f.getType()));
        if (!f.getType().isPrimitive()) {
          offsets.add(offset);
          names.add(name(k) + "." + f.getName());
        }
      }
    }
    Shape shape =
        new Shape(
            align(end),
            offsets.stream().mapToLong(Long::longValue).toArray(),
            names.toArray(String[]::new));
    shapes.put(c, shape);
    return shape;
  }

  private static long arraySize(Class<?> component, int length) {
    return align(16 + (long) width(component) * length);
  }

  /** A field's or an element's bytes: a reference is 4 (compressed oops under 32 GB). */
  private static int width(Class<?> t) {
    if (t == long.class || t == double.class) {
      return 8;
    }
    if (t == int.class || t == float.class) {
      return 4;
    }
    if (t == short.class || t == char.class) {
      return 2;
    }
    if (t == byte.class || t == boolean.class) {
      return 1;
    }
    return 4;
  }

  private static long align(long bytes) {
    return (bytes + 7) & ~7L;
  }

  private static String name(Class<?> c) {
    String n = c.getName();
    return n.substring(n.lastIndexOf('.') + 1);
  }

  private static void add(Map<String, Tally> tallies, String key, long size) {
    Tally t = tallies.computeIfAbsent(key, k -> new Tally());
    t.count++;
    t.bytes += size;
  }

  private static void print(String title, Map<String, Tally> tallies, int lines) {
    System.out.println("| " + title + " | objects | bytes | bytes each |");
    System.out.println("|---|---:|---:|---:|");
    tallies.entrySet().stream()
        .sorted(Comparator.comparingLong((Map.Entry<String, Tally> e) -> -e.getValue().bytes))
        .limit(lines)
        .forEach(
            e ->
                System.out.printf(
                    Locale.ROOT,
                    "| %s | %,d | %,d | %.1f |%n",
                    e.getKey(),
                    e.getValue().count,
                    e.getValue().bytes,
                    (double) e.getValue().bytes / e.getValue().count));
    System.out.println();
  }
}
