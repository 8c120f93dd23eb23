package io.birj.testkit.property;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * Runs a property inside a plain JUnit {@code @Test}: {@code tries} values drawn from a generator
 * with a seeded {@link Choices}, the body run on each. The first failure is shrunk ({@link
 * Shrinker}) and reported as an {@link AssertionError} that shows the smallest counterexample
 * found, the first one, the seed and the command that replays it; the cause is the smallest
 * counterexample's own failure.
 *
 * <p>Seeds and tries ({@link Settings}): by default each property has a fixed seed of its own (from
 * its class and method name), printed with the result, and runs the tries its test gives. The
 * system property {@code birj.seed} sets the seed ({@code 0x...} or decimal) or asks for a fresh
 * one per property ({@code fresh}); {@code birj.tries.factor} multiplies every property's tries.
 * The Maven profile {@code soak} sets both (fresh seeds, many more tries).
 */
public final class PropertyCheck {
  /** Shrinking stops after this many runs of the property, or after {@link #SHRINK_NANOS}. */
  static final int SHRINK_RUNS = 5_000;

  static final long SHRINK_NANOS = TimeUnit.SECONDS.toNanos(60);

  /** Longer descriptions of a counterexample are cut to this many characters. */
  static final int SHOW_LIMIT = 20_000;

  private PropertyCheck() {}

  /** A property of one value. */
  @FunctionalInterface
  public interface Body<T> {
    void check(T value) throws Throwable;
  }

  /** A property of two values, drawn one after the other. */
  @FunctionalInterface
  public interface Body2<A, B> {
    void check(A a, B b) throws Throwable;
  }

  /** Checks {@code body} on {@code tries} values of {@code gen} (times the tries factor). */
  public static <T> void forAll(int tries, Gen<T> gen, Body<T> body) {
    run(Settings.fromSystemProperties(), caller(), tries, gen, body);
  }

  /** Checks {@code body} on {@code tries} pairs of values of {@code a} and {@code b}. */
  public static <A, B> void forAll(int tries, Gen<A> a, Gen<B> b, Body2<A, B> body) {
    Gen<Pair<A, B>> both = c -> new Pair<>(c.unit(a), c.unit(b));
    run(Settings.fromSystemProperties(), caller(), tries, both, p -> body.check(p.a(), p.b()));
  }

  /** Two values, shown one per line. */
  record Pair<A, B>(A a, B b) {
    @Override
    public String toString() {
      return "first: " + show(a) + "\n  second: " + show(b);
    }
  }

  /** Where a property is declared: its test class and method (for its seed and replay command). */
  record Caller(Class<?> testClass, String method) {
    String name() {
      return testClass.getSimpleName() + "#" + method;
    }
  }

  private static Caller caller() {
    return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
        .walk(
            frames ->
                frames
                    .filter(f -> f.getDeclaringClass() != PropertyCheck.class)
                    .findFirst()
                    .map(f -> new Caller(f.getDeclaringClass(), f.getMethodName()))
                    .orElseThrow());
  }

  /** The outcome of a passing property, for the log line and this module's tests. */
  record Passed(String name, int tries, long seed, long millis) {
    @Override
    public String toString() {
      return "property "
          + name
          + ": "
          + tries
          + " tries passed (seed "
          + Settings.hex(seed)
          + ", "
          + millis
          + " ms)";
    }
  }

  static <T> Passed run(Settings settings, Caller caller, int tries, Gen<T> gen, Body<T> body) {
    if (tries < 1) {
      throw new IllegalArgumentException("a property needs at least one try, not " + tries);
    }
    long seed = settings.seedFor(caller.name());
    int total = Math.multiplyExact(tries, settings.factor());
    long start = System.nanoTime();
    SplittableRandom trySeeds = new SplittableRandom(seed);
    for (int t = 1; t <= total; t++) {
      Tape tape = Tape.fresh(trySeeds.nextLong());
      Shrinker.Run run = attempt(tape, gen, body);
      if (run.failure() != null) {
        throw falsified(settings, caller, seed, t, total, run, gen, body);
      }
    }
    Passed passed =
        new Passed(
            caller.name(), total, seed, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    System.out.println(passed);
    return passed;
  }

  private static <T> Shrinker.Run attempt(Tape tape, Gen<T> gen, Body<T> body) {
    try {
      body.check(gen.draw(tape));
      return new Shrinker.Run(tape, null);
    } catch (Throwable failure) {
      if (failure instanceof VirtualMachineError vm && !(failure instanceof StackOverflowError)) {
        throw vm; // out of memory, an internal error: nothing to shrink
      }
      return new Shrinker.Run(tape, failure);
    }
  }

  private static <T> AssertionError falsified(
      Settings settings,
      Caller caller,
      long seed,
      int tryNumber,
      int total,
      Shrinker.Run first,
      Gen<T> gen,
      Body<T> body) {
    Shrinker shrinker =
        new Shrinker(
            choices -> attempt(Tape.replay(choices), gen, body), first, SHRINK_RUNS, SHRINK_NANOS);
    // A generator that does not stop has no smaller case worth a minute of replays.
    Shrinker.Run smallest = first.failure() instanceof Tape.Overrun ? first : shrinker.shrink();
    String message =
        "property "
            + caller.name()
            + " failed at try "
            + tryNumber
            + " of "
            + total
            + " (seed "
            + Settings.hex(seed)
            + ")\n"
            + "smallest counterexample ("
            + shrinker.improvements()
            + " shrinking steps in "
            + shrinker.runs()
            + " runs):\n  "
            + shown(gen, smallest)
            + "\n  fails with: "
            + smallest.failure()
            + "\nfirst counterexample:\n  "
            + shown(gen, first)
            + "\n  fails with: "
            + first.failure()
            + "\nreplay: "
            + replayCommand(caller, seed, settings.factor());
    return new AssertionError(message, smallest.failure());
  }

  /** The value a run drew, drawn again from its answers for display. */
  private static <T> String shown(Gen<T> gen, Shrinker.Run run) {
    try {
      return show(gen.draw(Tape.replay(run.tape().values())));
    } catch (RuntimeException | StackOverflowError e) {
      return "(no value: the generator fails with " + e + ")";
    }
  }

  /** The Maven command that runs this property alone with this seed. */
  static String replayCommand(Caller caller, long seed, int factor) {
    String module = moduleOf(caller.testClass());
    return "mvn -o -q"
        + (module == null ? "" : " -pl " + module + " -am")
        + " test -Dsurefire.failIfNoSpecifiedTests=false -Dtest='"
        + caller.name()
        + "' -D"
        + Settings.SEED
        + "="
        + Settings.hex(seed)
        + (factor == 1 ? "" : " -D" + Settings.FACTOR + "=" + factor);
  }

  /** The Maven module a test class was compiled in ({@code <module>/target/test-classes}). */
  private static String moduleOf(Class<?> c) {
    try {
      CodeSource source = c.getProtectionDomain().getCodeSource();
      if (source == null) {
        return null;
      }
      Path p = Path.of(source.getLocation().toURI());
      Path target = p.getParent();
      if (target == null || !target.getFileName().toString().equals("target")) {
        return null;
      }
      Path module = target.getParent();
      return module == null ? null : module.getFileName().toString();
    } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
      return null;
    }
  }

  static String show(Object v) {
    String s;
    if (v instanceof Object[] a) {
      s = Arrays.deepToString(a);
    } else if (v instanceof byte[] b) {
      s = Arrays.toString(b);
    } else if (v instanceof int[] i) {
      s = Arrays.toString(i);
    } else if (v instanceof long[] l) {
      s = Arrays.toString(l);
    } else {
      s = String.valueOf(v);
    }
    return s.length() <= SHOW_LIMIT
        ? s
        : s.substring(0, SHOW_LIMIT) + "... (" + s.length() + " characters)";
  }
}
