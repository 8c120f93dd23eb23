package io.birj.bench;

import io.birj.loader.BirReader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The setup the whole-document benchmarks share (JMH's annotations are inherited): one timed run
 * per iteration over a generated document of {@link #megabytes}, in a fork with room for it. Each
 * benchmark's setup makes the document of its own profile and the reader ready with {@link
 * #document}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-Xss4m"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public abstract class DocumentBenchmark {
  @Param({"10"})
  public int megabytes;

  /** The generated document, once {@link #document} has run. */
  protected Path file;

  /** The reader of every birj load, once {@link #document} has run. */
  protected BirReader reader;

  /**
   * Makes the document of {@code profile} and {@link #megabytes} ready (generated once, then read
   * from disk by every fork), and the standard reader.
   */
  protected final void document(String profile) {
    file = BenchDocs.document(profile, megabytes);
    reader = BirReader.standard();
  }
}
