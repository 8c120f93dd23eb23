package io.birj.pelican;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The arena that makes and uniques pelican nodes (the compiler's {@code PelicanContext}, a
 * FoldingSet): its factories are the only way to make a node, and they hash-cons, so two
 * structurally equal nodes of one context are one object. A DAG shared in memory stays shared, and
 * a tree-expanded DAG read from the wire folds back into the DAG (docs/wire/expressions.md, "Tree,
 * not DAG"). {@code ==} is equality and hashing is O(1).
 *
 * <p>Factories intern but never rewrite: what a reader builds writes back as it was read (an affine
 * expression of one term with coefficient 1 stays an {@link AffineExpr}; a sum keeps its summands
 * and their order). The one normalisation is the canonical order of affine terms ({@link
 * ExprOrder}), which the wire does not fix. Rewriting is the explicit job of {@code
 * io.birj.pelican.simplify.Simplifier}. Factories compute nothing, so they cannot overflow; a
 * duplicate index in one affine expression, a null, or a child of another context is a {@link
 * PelicanException}.
 *
 * <p>Thread safety: every method may be called by many threads at once; two threads that make equal
 * nodes get the same object. The interner is an open-addressed table of the nodes themselves: a
 * lookup reads it without a lock (nodes are immutable and published by a release store), an insert
 * takes the context's lock and looks again.
 *
 * <p><b>Lifetime: one context per document, no global state.</b> A context holds its nodes strongly
 * until it is itself dropped, so its memory is proportional to the distinct nodes of the one
 * document (or function) it serves, and all of it is freed with the document: there is no growth
 * across documents. We chose this over a process-wide weak interner because
 *
 * <ul>
 *   <li>names are resolved per document: an axis {@code i} or a register {@code r} means the loop
 *       or register of its own document, so uniting the nodes of two documents would equate things
 *       that are not the same;
 *   <li>a weak interner costs a reference object and a reference-queue pass per node and makes
 *       identity depend on garbage-collection timing; a per-document map costs one entry per node;
 *   <li>documents loaded in parallel do not contend on one shared map, and nothing leaks between
 *       tests or requests of a long-running service;
 *   <li>it is the compiler's own design (one PelicanContext arena per compilation).
 * </ul>
 *
 * Nodes of different contexts are never equal and never mixed: a factory given a child of another
 * context refuses it. To move an expression to another context, print and parse it ({@link #parse})
 * or rebuild it.
 */
public final class PelicanContext {
  /**
   * The interner: the nodes themselves, by linear probing from their hash's home slot, at most
   * {@value #PROBE_LIMIT} slots from it; a node that finds no free slot so near goes to {@link
   * #overflow}. Slots are only ever filled, so a lookup that meets a free slot before the node has
   * not passed it. Replaced (never changed in place once published) when it grows.
   */
  private volatile Expr[] table = new Expr[INITIAL_SLOTS];

  /**
   * Nodes whose probe run was too long (hashes chosen to collide, in full or in the table's bits),
   * ordered by hash and then by {@link ExprOrder}, which is 0 exactly for equal shapes: interning
   * stays O(log n) per node on hostile input. {@code null} until needed: with the table at most
   * half full, a run of {@value #PROBE_LIMIT} taken slots is rare for hashes not chosen to collide.
   */
  private volatile ConcurrentSkipListMap<Expr, Expr> overflow;

  /** Nodes in {@link #table} (guarded by {@link #lock}). */
  private int inTable;

  /** Nodes in {@link #table} and {@link #overflow}: written under {@link #lock}. */
  private volatile int size;

  private final Object lock = new Object();
  private final Map<String, VendorKind> vendorKindsByName = new ConcurrentHashMap<>();
  private final Map<Integer, VendorKind> vendorKindsByNumber = new ConcurrentHashMap<>();

  public PelicanContext() {}

  /** A context that knows these vendor kinds (see {@link #registerVendorKind}). */
  public PelicanContext(Collection<? extends VendorKind> vendorKinds) {
    vendorKinds.forEach(this::registerVendorKind);
  }

  /**
   * Makes a vendor kind known to this context (for the text parser and for {@link
   * #vendorKind(String)}). Its number and name must not clash with a built-in kind or with another
   * registered vendor kind.
   */
  public void registerVendorKind(VendorKind kind) {
    if (kind == null) {
      throw new PelicanException("the vendor kind is missing (null)");
    }
    if (kind.name() == null || !ExprPrinter.isIdentifier(kind.name())) {
      throw new PelicanException(
          "vendor kind name " + kind.name() + " is not an identifier [A-Za-z_][A-Za-z0-9_.]*");
    }
    if (kind.parameterNames() == null || kind.childCount() < -1) {
      throw new PelicanException(
          "vendor kind " + kind.name() + " needs parameter names and a child count >= -1");
    }
    if (ExprKind.ofNumber(kind.number()) != null) {
      throw new PelicanException(
          "vendor kind " + kind.name() + " uses the built-in kind number " + kind.number());
    }
    for (ExprKind k : ExprKind.values()) {
      if (k.displayName().equals(kind.name())) {
        throw new PelicanException("vendor kind name " + kind.name() + " is a built-in kind name");
      }
    }
    VendorKind byName = vendorKindsByName.putIfAbsent(kind.name(), kind);
    if (byName != null && byName != kind) {
      throw new PelicanException("vendor kind name " + kind.name() + " is already registered");
    }
    VendorKind byNumber = vendorKindsByNumber.putIfAbsent(kind.number(), kind);
    if (byNumber != null && byNumber != kind) {
      vendorKindsByName.remove(kind.name(), kind);
      throw new PelicanException("vendor kind number " + kind.number() + " is already registered");
    }
  }

  /** The registered vendor kind of this name, or {@code null}. */
  public VendorKind vendorKind(String name) {
    return vendorKindsByName.get(name);
  }

  /** The registered vendor kinds. */
  public Collection<VendorKind> vendorKinds() {
    return List.copyOf(vendorKindsByName.values());
  }

  /** How many distinct nodes this context holds. */
  public int size() {
    return size;
  }

  // ---- factories -------------------------------------------------------------------------

  public CCGetRank ccGetRank(long iterationId, long channelId) {
    return intern(new CCGetRank(this, iterationId, channelId));
  }

  public IndirectArg indirectArg(long argId) {
    return intern(new IndirectArg(this, argId));
  }

  public AffineIV affineIV(String axis) {
    return intern(new AffineIV(this, requireName(axis, "axis")));
  }

  public IntRuntimeValue intRuntimeValue(String register) {
    return intern(new IntRuntimeValue(this, requireName(register, "register")));
  }

  public APIndex apIndex(long dim) {
    return intern(new APIndex(this, dim));
  }

  public TiledAPIndex tiledApIndex(long dim, long tile) {
    return intern(new TiledAPIndex(this, dim, tile));
  }

  public SymbolicIdx symbolicIdx(String name) {
    return intern(new SymbolicIdx(this, requireName(name, "symbol")));
  }

  public ShardId shardId(long ub) {
    return intern(new ShardId(this, ub));
  }

  /** The constant {@code c} as an affine expression without terms. */
  public AffineExpr constant(long c) {
    return affine(List.of(), c);
  }

  /** {@code 1*idx + 0}: an affine expression of one term (it stays an affine expression). */
  public AffineExpr affine(AffineIdx idx) {
    return affine(List.of(new AffineExpr.Term(idx, 1)), 0);
  }

  /**
   * {@code c + Σ coeffᵢ·idxᵢ}. The terms may come in any order; they are put in the canonical
   * order. An index given twice is an error (the compiler's flat_map would silently keep one).
   */
  public AffineExpr affine(List<AffineExpr.Term> terms, long c) {
    if (hasNull(terms)) {
      throw new PelicanException("an affine term is missing (null)");
    }
    int n = terms.size();
    AffineIdx[] idx = new AffineIdx[n];
    long[] coeff = new long[n];
    AffineExpr.Term[] sorted = terms.toArray(new AffineExpr.Term[0]);
    for (AffineExpr.Term t : sorted) {
      own(t.idx());
    }
    Arrays.sort(sorted, (a, b) -> a.idx().compareTo(b.idx()));
    for (int i = 0; i < n; i++) {
      idx[i] = sorted[i].idx();
      coeff[i] = sorted[i].coeff();
      if (i > 0 && idx[i] == idx[i - 1]) {
        throw new PelicanException(
            "duplicate index "
                + ExprPrinter.printAbbreviated(idx[i], 200)
                + " in one affine expression");
      }
    }
    return intern(new AffineExpr(this, idx, coeff, c, AffineExpr.hashOf(idx, coeff, c)));
  }

  /** An n-ary sum of these summands, in this order. */
  public Sum sum(Expr... terms) {
    return sum(Arrays.asList(terms));
  }

  /** An n-ary sum; the summands keep their order. */
  public Sum sum(List<? extends Expr> terms) {
    if (hasNull(terms)) {
      throw new PelicanException("a sub-expression is missing (null)");
    }
    List<Expr> copy = List.copyOf(terms);
    copy.forEach(this::own);
    return intern(new Sum(this, copy, Sum.hashOf(copy)));
  }

  public Mult mult(Expr var, long scale) {
    return intern(new Mult(this, own(var), scale));
  }

  public FloorDiv floorDiv(Expr numer, long denom) {
    return intern(new FloorDiv(this, own(numer), denom));
  }

  public Modulo modulo(Expr numer, long denom) {
    return intern(new Modulo(this, own(numer), denom));
  }

  public CCDiv ccDiv(Expr numer, long denom, long replicaGroupsId) {
    return intern(new CCDiv(this, own(numer), denom, replicaGroupsId));
  }

  public CCMod ccMod(Expr numer, long denom, long replicaGroupsId) {
    return intern(new CCMod(this, own(numer), denom, replicaGroupsId));
  }

  /**
   * A node of a vendor kind registered with this context. Gives a {@link VendorIndex} for an index
   * kind, else a {@link VendorExpr}.
   */
  public Expr vendor(VendorKind kind, String symbol, long[] params, List<? extends Expr> children) {
    if (kind == null || params == null || hasNull(children)) {
      throw new PelicanException(
          "a vendor node needs its kind, parameters and children (not null)");
    }
    if (vendorKindsByNumber.get(kind.number()) != kind) {
      throw new PelicanException("vendor kind " + kind.name() + " is not registered");
    }
    if (params.length != kind.parameterNames().size()) {
      throw new PelicanException(
          kind.name()
              + " takes "
              + kind.parameterNames().size()
              + " parameters, got "
              + params.length);
    }
    if (kind.childCount() >= 0 && children.size() != kind.childCount()) {
      throw new PelicanException(
          kind.name() + " takes " + kind.childCount() + " children, got " + children.size());
    }
    if (kind.hasSymbol() != (symbol != null)) {
      throw new PelicanException(
          kind.name() + (kind.hasSymbol() ? " needs a symbol" : " takes no symbol"));
    }
    List<Expr> copy = List.copyOf(children);
    copy.forEach(this::own);
    long[] p = params.clone();
    int h = 31 * kind.number() + Arrays.hashCode(p);
    h = 31 * h + (symbol == null ? 0 : symbol.hashCode());
    h = 31 * h + Sum.hashOf(copy);
    VendorNodeBase.Parts parts = new VendorNodeBase.Parts(this, kind, symbol, p, copy, h);
    return kind.isIndex() ? intern(new VendorIndex(parts)) : intern(new VendorExpr(parts));
  }

  // ---- text ------------------------------------------------------------------------------

  /** The text form of {@code e} (see {@link ExprPrinter}). */
  public String print(Expr e) {
    return ExprPrinter.print(own(e));
  }

  /**
   * The expression the text form {@code text} spells, made in this context (see {@link
   * ExprParser}): {@code parse(print(e)) == e}.
   *
   * @throws ExprParseException when the text is not an expression; the message gives the column
   */
  public Expr parse(String text) {
    return ExprParser.parse(this, text);
  }

  // ---- interning -------------------------------------------------------------------------

  private static final int INITIAL_SLOTS = 1 << 6;
  private static final int PROBE_LIMIT = 32;
  private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Expr[].class);

  @SuppressWarnings("unchecked")
  private <T extends Expr> T intern(T candidate) {
    int hash = candidate.hashCode();
    // A document repeats its nodes: the lock-free lookup finds most, the locking insert is for new
    // ones.
    Expr prior = find(table, candidate, hash);
    if (prior == null) {
      prior = insert(candidate, hash);
    }
    return (T) prior;
  }

  /** The node of {@code t} or {@link #overflow} with the shape of {@code candidate}, or null. */
  private Expr find(Expr[] t, Expr candidate, int hash) {
    int mask = t.length - 1;
    int i = home(hash, t);
    for (int n = 0; n < PROBE_LIMIT; n++) {
      Expr e = (Expr) SLOT.getAcquire(t, i);
      if (e == null) {
        break;
      }
      if (e.hashCode() == hash
          && e.getClass() == candidate.getClass()
          && ((Node) e).sameShape((Node) candidate)) {
        return e;
      }
      i = (i + 1) & mask;
    }
    ConcurrentSkipListMap<Expr, Expr> o = overflow;
    return o == null ? null : o.get(candidate);
  }

  private Expr insert(Expr candidate, int hash) {
    synchronized (lock) {
      Expr[] t = table;
      Expr prior = find(t, candidate, hash);
      if (prior != null) {
        return prior;
      }
      if (inTable >= t.length >>> 1) {
        t = grow(t);
      }
      place(t, candidate, hash);
      size++;
      return candidate;
    }
  }

  /**
   * Puts {@code e} in the first free slot of its run in {@code t}, or in {@link #overflow} if there
   * is none within {@value #PROBE_LIMIT} slots (under {@link #lock}).
   */
  private void place(Expr[] t, Expr e, int hash) {
    int mask = t.length - 1;
    int i = home(hash, t);
    for (int n = 0; n < PROBE_LIMIT; n++) {
      if (t[i] == null) {
        SLOT.setRelease(t, i, e);
        inTable++;
        return;
      }
      i = (i + 1) & mask;
    }
    ConcurrentSkipListMap<Expr, Expr> o = overflow;
    if (o == null) {
      o = new ConcurrentSkipListMap<>(PelicanContext::overflowOrder);
      overflow = o;
    }
    o.put(e, e);
  }

  /**
   * A table twice the size holding the nodes of {@code old}, published (under {@link #lock}). A
   * node that no longer finds a free slot near its home goes to {@link #overflow} before the table
   * is published, and readers of the old table still find it there.
   */
  private Expr[] grow(Expr[] old) {
    Expr[] t = new Expr[old.length << 1];
    inTable = 0;
    for (Expr e : old) {
      if (e != null) {
        place(t, e, e.hashCode());
      }
    }
    table = t;
    return t;
  }

  /**
   * The order of {@link #overflow}: by hash, then (for equal hashes only, as a balanced bin of a
   * {@code HashMap} does) by {@link ExprOrder}, whose walk down two deep chains is long.
   */
  private static int overflowOrder(Expr a, Expr b) {
    int d = Integer.compare(a.hashCode(), b.hashCode());
    return d != 0 ? d : ExprOrder.compare(a, b);
  }

  /** The home slot of a hash: its Fibonacci product's top bits, as many as index {@code t}. */
  private static int home(int hash, Expr[] t) {
    return (hash * 0x9E3779B9) >>> Integer.numberOfLeadingZeros(t.length - 1);
  }

  private <T extends Expr> T own(T child) {
    if (child == null) {
      throw new PelicanException("a sub-expression is missing (null)");
    }
    if (child.context() != this) {
      throw new PelicanException("a sub-expression belongs to another PelicanContext");
    }
    return child;
  }

  /** Null-safe for immutable lists, whose {@code contains(null)} throws. */
  private static boolean hasNull(List<?> list) {
    if (list == null) {
      return true;
    }
    for (Object o : list) {
      if (o == null) {
        return true;
      }
    }
    return false;
  }

  private static String requireName(String name, String what) {
    if (name == null) {
      throw new PelicanException("the " + what + " name is missing (null)");
    }
    return name;
  }
}
