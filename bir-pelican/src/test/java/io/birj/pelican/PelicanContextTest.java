package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr.Term;
import io.birj.pelican.testing.TestVendorKinds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

class PelicanContextTest {
  private final PelicanContext ctx = new PelicanContext();
  private final AffineIV i = ctx.affineIV("i");
  private final AffineIV j = ctx.affineIV("j");

  @Test
  void affineTermsTakeOneCanonicalOrderWhateverOrderTheyCameIn() {
    ShardId s = ctx.shardId(4);
    IntRuntimeValue r = ctx.intRuntimeValue("r");
    AffineExpr a =
        ctx.affine(List.of(new Term(s, 1), new Term(j, 2), new Term(r, 3), new Term(i, 4)), 0);
    AffineExpr b =
        ctx.affine(List.of(new Term(i, 4), new Term(r, 3), new Term(s, 1), new Term(j, 2)), 0);
    assertSame(a, b);
    // by kind number (6 AffineIV, 7 IntRuntimeValue, 13 ShardId), then by the kind's fields
    assertEquals(List.of(i, j, r, s), a.children());
  }

  @Test
  void anAffineOfOneTermWithCoefficientOneStaysAnAffine() {
    AffineExpr a = ctx.affine(i);
    assertNotSame((Expr) i, a);
    assertEquals(List.of(new Term(i, 1)), a.terms());
    assertEquals(0, a.constant());
  }

  @Test
  void factoriesNeverRewrite() {
    assertNotSame(ctx.sum(i), (Expr) i);
    assertEquals(1, ctx.mult(i, 1).scale());
    assertEquals(1, ctx.floorDiv(ctx.constant(8), 1).denom());
    assertEquals(2, ctx.sum(ctx.constant(1), ctx.constant(1)).terms().size());
    assertEquals(0, ctx.affine(List.of(new Term(i, 0)), 0).coeff(0), "a zero coefficient is kept");
  }

  @Test
  void aDuplicateIndexInOneAffineIsAnError() {
    PelicanException e =
        assertThrows(
            PelicanException.class,
            () -> ctx.affine(List.of(new Term(i, 1), new Term(j, 1), new Term(i, 2)), 0));
    assertEquals("duplicate index i in one affine expression", e.getMessage());
  }

  @Test
  void nodesOfAnotherContextAreRefused() {
    PelicanContext other = new PelicanContext();
    AffineIV foreign = other.affineIV("i");
    List<Function<Expr, Object>> factories =
        List.of(
            x -> ctx.sum(x),
            x -> ctx.mult(x, 2),
            x -> ctx.floorDiv(x, 2),
            x -> ctx.modulo(x, 2),
            x -> ctx.ccDiv(x, 2, 0),
            x -> ctx.ccMod(x, 2, 0),
            x -> ctx.affine((AffineIdx) x),
            x -> ctx.print(x));
    for (Function<Expr, Object> f : factories) {
      PelicanException e = assertThrows(PelicanException.class, () -> f.apply(foreign));
      assertEquals("a sub-expression belongs to another PelicanContext", e.getMessage());
    }
  }

  @Test
  void nullsAreErrorsNotNullPointerExceptions() {
    assertThrows(PelicanException.class, () -> ctx.mult(null, 2));
    assertThrows(PelicanException.class, () -> ctx.affineIV(null));
    assertThrows(PelicanException.class, () -> ctx.intRuntimeValue(null));
    assertThrows(PelicanException.class, () -> ctx.symbolicIdx(null));
    assertThrows(PelicanException.class, () -> ctx.sum(Arrays.asList(i, null)));
    assertThrows(PelicanException.class, () -> ctx.sum((List<Expr>) null));
    assertThrows(PelicanException.class, () -> ctx.affine(Arrays.asList((Term) null), 0));
    assertThrows(PelicanException.class, () -> ctx.affine(List.of(new Term(null, 1)), 0));
  }

  @Test
  void sizeCountsDistinctNodes() {
    PelicanContext c = new PelicanContext();
    AffineIV x = c.affineIV("x");
    c.modulo(c.affine(x), 4);
    c.modulo(c.affine(x), 4);
    c.affineIV("x");
    assertEquals(3, c.size());
  }

  @Test
  void vendorKindsCannotTakeBuiltInNumbersOrNames() {
    PelicanContext c = new PelicanContext();
    assertThrows(PelicanException.class, () -> c.registerVendorKind(renumbered(17)));
    VendorKind named = renamed("Sum");
    assertThrows(PelicanException.class, () -> c.registerVendorKind(named));
    VendorKind notIdent = renamed("a b");
    assertThrows(PelicanException.class, () -> c.registerVendorKind(notIdent));
  }

  @Test
  void vendorKindsMustBeUniqueInAContext() {
    PelicanContext c = TestVendorKinds.context();
    c.registerVendorKind(TestVendorKinds.CLAMP); // the same kind again is fine
    assertThrows(PelicanException.class, () -> c.registerVendorKind(renumbered(100)));
    assertThrows(PelicanException.class, () -> c.registerVendorKind(renamed("clamp")));
    assertSame(TestVendorKinds.CLAMP, c.vendorKind("clamp"));
    assertEquals(4, c.vendorKinds().size());
  }

  @Test
  void vendorNodesNeedARegisteredKindAndTheRightShape() {
    PelicanContext plain = new PelicanContext();
    assertThrows(
        PelicanException.class,
        () -> plain.vendor(TestVendorKinds.LANE, "x", new long[0], List.of()));
    PelicanContext c = TestVendorKinds.context();
    AffineIV x = c.affineIV("x");
    assertThrows(
        PelicanException.class,
        () -> c.vendor(TestVendorKinds.CLAMP, null, new long[] {1}, List.of(x)));
    assertThrows(
        PelicanException.class,
        () -> c.vendor(TestVendorKinds.CLAMP, null, new long[] {1, 2}, List.of()));
    assertThrows(
        PelicanException.class, () -> c.vendor(TestVendorKinds.LANE, null, new long[0], List.of()));
    assertThrows(
        PelicanException.class,
        () -> c.vendor(TestVendorKinds.CLAMP, "s", new long[] {1, 2}, List.of(x)));
    assertThrows(
        PelicanException.class, () -> c.vendor(TestVendorKinds.CLAMP, null, null, List.of(x)));
  }

  @Test
  void manyThreadsBuildingOverlappingExpressionsGetIdenticalObjects() throws Exception {
    PelicanContext shared = new PelicanContext();
    int count = 400;
    Expr[] first = sameObjectsFromEveryThread(8, count, n -> new Expr[] {build(shared, n)});
    // and they are the very objects a single thread makes afterwards
    for (int n = 0; n < count; n++) {
      assertSame(first[n], build(shared, n));
    }
    PelicanContext alone = new PelicanContext();
    for (int n = 0; n < count; n++) {
      build(alone, n);
    }
    assertEquals(alone.size(), shared.size(), "no duplicates were interned");
  }

  /**
   * {@code make(n)} for every {@code n} below {@code count}, by {@code threads} threads started
   * together, each in an order of its own: asserts that every thread got the very objects the first
   * did, and returns those, item after item ({@code make}'s expressions for 0, then for 1, ...).
   */
  private static Expr[] sameObjectsFromEveryThread(int threads, int count, IntFunction<Expr[]> make)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<List<Expr>>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        long seed = t;
        results.add(
            pool.submit(
                () -> {
                  List<Integer> order = new ArrayList<>();
                  for (int n = 0; n < count; n++) {
                    order.add(n);
                  }
                  Collections.shuffle(order, new Random(seed));
                  start.await();
                  Expr[][] made = new Expr[count][];
                  for (int n : order) {
                    made[n] = make.apply(n);
                  }
                  List<Expr> all = new ArrayList<>();
                  for (Expr[] item : made) {
                    all.addAll(List.of(item));
                  }
                  return all;
                }));
      }
      start.countDown();
      List<Expr> first = results.get(0).get();
      for (Future<List<Expr>> f : results) {
        List<Expr> made = f.get();
        for (int i = 0; i < first.size(); i++) {
          assertSame(first.get(i), made.get(i), "expression " + i);
        }
      }
      return first.toArray(new Expr[0]);
    } finally {
      pool.shutdownNow();
    }
  }

  /** Expression n: overlapping sub-expressions with expression n-1, n/2, ... */
  private static Expr build(PelicanContext c, int n) {
    AffineIdx x = c.affineIV("x" + (n % 7));
    AffineIdx y = n % 3 == 0 ? c.shardId(n % 5 + 1) : c.intRuntimeValue("r" + (n % 4));
    AffineExpr a = c.affine(List.of(new Term(y, n % 11), new Term(x, 2)), n % 13);
    Expr e = c.modulo(c.floorDiv(a, n % 6 + 1), 8);
    return c.sum(e, c.mult(a, n % 9), c.ccDiv(e, 2, n % 2));
  }

  @Test
  void deepExpressionsBuildAndCompareWithoutRecursion() {
    Expr e = i;
    for (int n = 0; n < 100_000; n++) {
      e = ctx.mult(e, 2);
    }
    assertEquals(100_001, e.depth());
    Expr f = i;
    for (int n = 0; n < 100_000; n++) {
      f = ctx.mult(f, n == 0 ? 3 : 2);
    }
    assertTrue(ExprOrder.compare(e, f) < 0);
    assertTrue(ExprOrder.compare(f, e) > 0);
    assertTrue(e.toString().endsWith("..."), "toString is cut short on huge text");
  }

  @Test
  void namesChosenToCollideInTheirHashStillInternCorrectly() {
    // "Aa" and "BB" share a String hash: 2^14 names built of them all share one hash code
    PelicanContext c = new PelicanContext();
    List<AffineIV> made = new ArrayList<>();
    for (int n = 0; n < 1 << 14; n++) {
      StringBuilder name = new StringBuilder();
      for (int bit = 0; bit < 14; bit++) {
        name.append((n >> bit & 1) == 0 ? "Aa" : "BB");
      }
      made.add(c.affineIV(name.toString()));
    }
    assertEquals(1 << 14, c.size());
    assertEquals(1, made.stream().mapToInt(Object::hashCode).distinct().count());
    for (AffineIV v : made) {
      assertSame(v, c.affineIV(v.axis()));
    }
  }

  @Test
  void theInternerGrowsAndKeepsEveryNodeItsOwn() {
    PelicanContext c = new PelicanContext();
    int n = 200_000;
    Expr[] made = new Expr[n];
    for (int k = 0; k < n; k++) {
      made[k] = k % 2 == 0 ? c.apIndex(k) : c.mult(c.apIndex(k - 1), k);
    }
    assertEquals(n, c.size());
    for (int k = n - 1; k >= 0; k--) {
      assertSame(made[k], k % 2 == 0 ? c.apIndex(k) : c.mult(c.apIndex(k - 1), k));
    }
    assertEquals(n, c.size(), "looking up again makes nothing");
  }

  @Test
  void hashesChosenToShareTheirHomeSlotStillInternCorrectly() {
    // distinct hashes whose Fibonacci products (the table's home slot) agree in their top 15 bits:
    // every node lands in one run of the table, longer than a probe may go
    PelicanContext c = new PelicanContext();
    int inverse = 0x144cbc89; // 0x9E3779B9 * inverse == 1 (mod 2^32)
    assertEquals(1, 0x9E3779B9 * inverse);
    int base = c.apIndex(0).hashCode();
    int n = 1 << 14;
    List<Expr> made = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      long dim = Integer.toUnsignedLong(inverse * k - base);
      APIndex x = c.apIndex(dim);
      assertEquals(inverse * k, x.hashCode());
      made.add(x);
    }
    assertEquals(n + 1, c.size());
    assertEquals(n, made.stream().mapToInt(Object::hashCode).distinct().count());
    for (Expr x : made) {
      assertSame(x, c.apIndex(((APIndex) x).dim()));
      assertSame(c.mult(x, 3), c.mult(c.apIndex(((APIndex) x).dim()), 3));
    }
    assertEquals(2 * n + 1, c.size());
  }

  @Test
  void manyThreadsInterningCollidingNamesGetIdenticalObjects() throws Exception {
    // full collisions ("Aa" and "BB" share a String hash) and composite nodes over them, from
    // several threads in different orders: each shape is made once
    int count = 1 << 11;
    String[] names = new String[count];
    for (int n = 0; n < count; n++) {
      StringBuilder name = new StringBuilder();
      for (int bit = 0; bit < 11; bit++) {
        name.append((n >> bit & 1) == 0 ? "Aa" : "BB");
      }
      names[n] = name.toString();
    }
    PelicanContext shared = new PelicanContext();
    Expr[] first =
        sameObjectsFromEveryThread(
            6,
            count,
            n -> {
              Expr iv = shared.affineIV(names[n]);
              return new Expr[] {iv, shared.floorDiv(iv, 4)};
            });
    assertEquals(2 * count, shared.size(), "no duplicates were interned");
    for (int n = 0; n < count; n++) {
      assertSame(first[2 * n], shared.affineIV(names[n]));
    }
  }

  private static VendorKind renumbered(int number) {
    return TestVendorKinds.leaf(number, "other" + number);
  }

  private static VendorKind renamed(String name) {
    return TestVendorKinds.leaf(999, name);
  }
}
