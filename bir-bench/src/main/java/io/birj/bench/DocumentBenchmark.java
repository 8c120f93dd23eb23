package io.birj.bench;

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
 * per iteration over a generated document of {@link #megabytes}, in a fork with room for it.
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
}
