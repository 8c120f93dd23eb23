package io.birj.synth;

/**
 * What to make: the seed (the same seed, size and profile give the same bytes), the size in bytes
 * the document reaches (it ends within one kernel, a few kilobytes, past it), and the profile.
 */
public record SynthSpec(long seed, long size, Profile profile) {
  /** The smallest size asked for: a document always has its main function, callee and queues. */
  public static final long MIN_SIZE = 1;

  public SynthSpec {
    if (size < MIN_SIZE) {
      throw new IllegalArgumentException("the size must be at least " + MIN_SIZE + " byte");
    }
    if (profile == null) {
      throw new IllegalArgumentException("the profile is missing");
    }
  }
}
