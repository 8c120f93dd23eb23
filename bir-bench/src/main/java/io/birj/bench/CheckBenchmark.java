package io.birj.bench;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.verify.Verifier;
import io.birj.verify.result.CheckResult;
import java.nio.file.Path;
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

  private Path file;
  private BirReader reader;
  private Module model;
  private Verifier verifier;

  @Setup
  public void setUp() {
    file = BenchDocs.document(profile, megabytes);
    reader = BirReader.standard();
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
