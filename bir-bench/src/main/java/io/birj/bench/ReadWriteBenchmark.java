package io.birj.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.BirWriter;
import io.birj.loader.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading and writing one generated document with birj, side by side with Jackson databind's
 * generic tree ({@code readTree} / {@code writeTree}) on the same bytes, in the same run
 * (docs/architecture.md, "Performance"). birj does more (a typed model, interned expressions,
 * resolved names); the tree is the baseline a hand-rolled tool would start from.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g", "-Xss4m"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ReadWriteBenchmark {
  @Param({"16"})
  public int megabytes;

  private byte[] bytes;
  private BirReader reader;
  private BirWriter writer;
  private Module model;
  private ObjectMapper mapper;
  private JsonNode tree;

  @Setup
  public void setUp() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SyntheticDocument.write(out, (long) megabytes << 20);
    bytes = out.toByteArray();
    reader = BirReader.standard();
    writer = new BirWriter(reader.codecs());
    model = reader.read(new ByteArrayInputStream(bytes), "bench");
    mapper = new ObjectMapper();
    tree = mapper.readTree(bytes);
  }

  @Benchmark
  public Module birjRead() {
    return reader.read(new ByteArrayInputStream(bytes), "bench");
  }

  @Benchmark
  public JsonNode jacksonReadTree() throws IOException {
    return mapper.readTree(bytes);
  }

  @Benchmark
  public void birjWrite() throws IOException {
    writer.write(model, OutputStream.nullOutputStream(), WriteOptions.DEFAULT);
  }

  @Benchmark
  public void jacksonWriteTree() throws IOException {
    mapper.writeTree(mapper.createGenerator(OutputStream.nullOutputStream()), tree);
  }
}
