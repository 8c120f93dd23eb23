package io.birj.testkit.property;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;

/**
 * How properties pick their seeds and how many tries they run: the system properties {@value #SEED}
 * and {@value #FACTOR}.
 *
 * @param seed the seed of every property; {@code null}: each property's own fixed seed
 * @param fresh a fresh random seed for every property (ignores {@code seed})
 * @param factor what every property's tries are multiplied by (at least 1)
 */
record Settings(Long seed, boolean fresh, int factor) {
  /** {@code 0x...} or a decimal number: the seed; {@value #FRESH}: a fresh seed per property. */
  static final String SEED = "birj.seed";

  /** A whole number, at least 1: the factor of every property's tries. */
  static final String FACTOR = "birj.tries.factor";

  static final String FRESH = "fresh";

  static final Settings DEFAULT = new Settings(null, false, 1);

  private static final SecureRandom FRESH_SEEDS = new SecureRandom();

  Settings {
    if (factor < 1) {
      throw new IllegalArgumentException(FACTOR + " must be at least 1, not " + factor);
    }
  }

  static Settings fromSystemProperties() {
    String s = System.getProperty(SEED, "").trim();
    String f = System.getProperty(FACTOR, "").trim();
    int factor;
    try {
      factor = f.isEmpty() ? 1 : Integer.parseInt(f);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(FACTOR + " must be a whole number, not \"" + f + "\"");
    }
    if (s.isEmpty()) {
      return new Settings(null, false, factor);
    }
    if (s.equals(FRESH)) {
      return new Settings(null, true, factor);
    }
    return new Settings(parseSeed(s), false, factor);
  }

  static long parseSeed(String s) {
    try {
      return s.startsWith("0x") || s.startsWith("0X")
          ? Long.parseUnsignedLong(s.substring(2), 16)
          : Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          SEED + " must be 0x<hex>, a decimal number or \"" + FRESH + "\", not \"" + s + "\"");
    }
  }

  /** The seed property {@code name} runs with. */
  long seedFor(String name) {
    if (fresh) {
      return FRESH_SEEDS.nextLong();
    }
    return seed != null ? seed : fixedSeed(name);
  }

  /** A property's own seed: FNV-1a of its name, the same on every machine and run. */
  static long fixedSeed(String name) {
    long h = 0xcbf29ce484222325L;
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return h;
  }

  static String hex(long seed) {
    return "0x" + Long.toHexString(seed);
  }
}
