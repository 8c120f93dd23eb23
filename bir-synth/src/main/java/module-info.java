/**
 * Synthetic BIR-JSON documents in the shapes a compiler writes (the benchmarks' inputs and {@code
 * bir synth}): deterministic for a seed, of about a requested size, streamed.
 */
module io.birj.synth {
  requires com.fasterxml.jackson.core;

  exports io.birj.synth;
}
