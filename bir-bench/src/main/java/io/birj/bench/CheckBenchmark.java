package io.birj.bench;

import io.birj.api.model.Module;
import io.birj.verify.Verifier;
import io.birj.verify.result.CheckResult;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The verifier ({@code bir check}) on a loaded model, next to the load of the same document in the
 * same fork: the target is a check in at most twice its load's time.
 */
public class CheckBenchmark extends DocumentBenchmark {
  @Param({"mixed"})
  public String profile;

  private Module model;
  private Verifier verifier;

  @Setup
  public void setUp() {
    document(profile);
    model = reader.read(file);
    verifier = Verifier.standard();
  }

  @Benchmark
  public CheckResult birjCheck() {
    return verifier.check(model);
  }

  @Benchmark
  public Module birjLoad() {
    return reader.read(file);
  }
}
