package io.birj.testkit.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class PropertyCheckTest {
  private static final PropertyCheck.Caller CALLER =
      new PropertyCheck.Caller(PropertyCheckTest.class, "aProperty");
  private static final Gen<Long> BIG = c -> c.between(0, 1_000_000_000L);
  private static final Gen<List<Integer>> LISTS = c -> c.listOf(0, 50, 80, d -> d.between(0, 99));

  private static <T> AssertionError failure(Settings s, Gen<T> gen, PropertyCheck.Body<T> body) {
    return assertThrows(AssertionError.class, () -> PropertyCheck.run(s, CALLER, 200, gen, body));
  }

  private static long smallestLong(AssertionError e) {
    String m = e.getMessage();
    String line = m.substring(m.indexOf("smallest counterexample"));
    return Long.parseLong(line.split("\n")[1].trim());
  }

  @Test
  void aPassingPropertyRunsEveryTryWithItsOwnFixedSeed() {
    AtomicInteger calls = new AtomicInteger();
    PropertyCheck.Passed p =
        PropertyCheck.run(Settings.DEFAULT, CALLER, 123, BIG, x -> calls.incrementAndGet());
    assertEquals(123, calls.get());
    assertEquals(123, p.tries());
    assertEquals(Settings.fixedSeed("PropertyCheckTest#aProperty"), p.seed());
    assertTrue(p.toString().contains("seed " + Settings.hex(p.seed())), p.toString());
  }

  @Test
  void theTriesFactorMultipliesTheTries() {
    AtomicInteger calls = new AtomicInteger();
    PropertyCheck.run(new Settings(null, false, 7), CALLER, 10, BIG, x -> calls.incrementAndGet());
    assertEquals(70, calls.get());
  }

  @Test
  void theSameSeedDrawsTheSameValuesAndAnotherSeedOthers() {
    assertEquals(drawn(new Settings(42L, false, 1)), drawn(new Settings(42L, false, 1)));
    assertNotEquals(drawn(new Settings(42L, false, 1)), drawn(new Settings(43L, false, 1)));
  }

  @Test
  void freshSeedsDifferFromRunToRun() {
    Settings fresh = new Settings(null, true, 1);
    long a = PropertyCheck.run(fresh, CALLER, 1, BIG, x -> {}).seed();
    long b = PropertyCheck.run(fresh, CALLER, 1, BIG, x -> {}).seed();
    assertNotEquals(a, b);
  }

  private static List<Long> drawn(Settings s) {
    List<Long> out = new ArrayList<>();
    PropertyCheck.run(s, CALLER, 20, BIG, out::add);
    return out;
  }

  @Test
  void aFailingNumberShrinksToTheBoundary() {
    AssertionError e = failure(Settings.DEFAULT, BIG, x -> assertTrue(x < 1000));
    assertEquals(1000, smallestLong(e));
  }

  @Test
  void aFailingListShrinksToOneSmallestElement() {
    AssertionError e =
        failure(Settings.DEFAULT, LISTS, l -> assertTrue(l.stream().allMatch(x -> x < 10)));
    assertTrue(e.getMessage().contains("smallest counterexample"), e.getMessage());
    assertTrue(e.getMessage().split("\n")[2].trim().equals("[10]"), e.getMessage());
  }

  @Test
  void aListTooLongShrinksToTheShortestOfZeros() {
    AssertionError e = failure(Settings.DEFAULT, LISTS, l -> assertTrue(l.size() < 3));
    assertEquals("[0, 0, 0]", e.getMessage().split("\n")[2].trim(), e.getMessage());
  }

  @Test
  void twoValuesShrinkEachToTheirSmallest() {
    AtomicReference<String> shown = new AtomicReference<>();
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                PropertyCheck.run(
                    Settings.DEFAULT,
                    CALLER,
                    200,
                    c -> new PropertyCheck.Pair<>(c.unit(BIG), c.unit(BIG)),
                    p -> assertTrue(p.a() < 500 || p.b() < 70)));
    shown.set(e.getMessage().split("\n")[2].trim() + " " + e.getMessage().split("\n")[3].trim());
    assertEquals("first: 500 second: 70", shown.get(), e.getMessage());
  }

  @Test
  void theFailureShowsSeedTryFirstCounterexampleCauseAndReplayCommand() {
    Settings s = new Settings(0xabcL, false, 3);
    AssertionError e = failure(s, BIG, x -> assertTrue(x < 1000, "too big"));
    String m = e.getMessage();
    assertTrue(m.startsWith("property PropertyCheckTest#aProperty failed at try 1 of 600"), m);
    assertTrue(m.contains("(seed 0xabc)"), m);
    assertTrue(m.contains("first counterexample:"), m);
    assertTrue(
        m.contains(
            "replay: mvn -o -q -pl bir-testkit-core -am test"
                + " -Dsurefire.failIfNoSpecifiedTests=false"
                + " -Dtest='PropertyCheckTest#aProperty' -Dbirj.seed=0xabc -Dbirj.tries.factor=3"),
        m);
    assertInstanceOf(AssertionError.class, e.getCause());
    assertTrue(e.getCause().getMessage().startsWith("too big"), e.getCause().getMessage());
  }

  @Test
  void replayingTheReportedSeedFailsAtTheSameTryWithTheSameCounterexample() {
    Gen<Long> gen = c -> c.between(0, 1_000_000L);
    PropertyCheck.Body<Long> body = x -> assertTrue(x % 1000 != 7);
    AssertionError first = failure(new Settings(null, true, 100), gen, body);
    String seed = first.getMessage().replaceAll("(?s).*-Dbirj\\.seed=(0x[0-9a-f]+).*", "$1");
    AssertionError again = failure(new Settings(Settings.parseSeed(seed), false, 100), gen, body);
    assertEquals(first.getMessage(), again.getMessage());
  }

  @Test
  void shrinkingKeepsToTheFailureItStartedFrom() {
    Gen<Long> gen = c -> c.between(601, 1_000_000L);
    AssertionError e =
        failure(
            Settings.DEFAULT,
            gen,
            x -> {
              if (x > 5000) {
                throw new IllegalStateException("big");
              }
              throw new AssertionError("small");
            });
    // Every value fails; the first failure is "big", and so is the smallest.
    assertInstanceOf(IllegalStateException.class, e.getCause());
    assertEquals(5001, smallestLong(e));
  }

  @Test
  void aGeneratorThatNeverStopsIsReportedNotHung() {
    Gen<Integer> endless =
        c -> {
          int n = 0;
          while (c.between(0, 1) >= 0) {
            n++;
          }
          return n;
        };
    AssertionError e = failure(Settings.DEFAULT, endless, x -> {});
    assertInstanceOf(Tape.Overrun.class, e.getCause());
  }

  @Test
  void aPropertyNeedsAtLeastOneTry() {
    assertThrows(
        IllegalArgumentException.class,
        () -> PropertyCheck.run(Settings.DEFAULT, CALLER, 0, BIG, x -> {}));
  }
}
