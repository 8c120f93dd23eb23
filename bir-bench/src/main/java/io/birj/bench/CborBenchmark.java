package io.birj.bench;

import io.birj.api.format.DocumentFormat;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * A full load of a document's CBOR twin next to the load of the JSON document it was written from,
 * in the same fork (the twin is written by birj's own writer, once, in the setup).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-Xss4m"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class CborBenchmark {
  @Param({"mixed"})
  public String profile;

  @Param({"10"})
  public int megabytes;

  private Path json;
  private Path cbor;
  private BirReader reader;

  @Setup
  public void setUp() throws IOException {
    json = BenchDocs.document(profile, megabytes);
    reader = BirReader.standard();
    cbor = json.resolveSibling(json.getFileName() + ".cbor");
    if (!Files.isRegularFile(cbor)) {
      DocumentFormat format = reader.formats().byName("cbor");
      Module m = reader.read(json);
      Path tmp = Files.createTempFile(cbor.getParent(), "twin", ".tmp");
      try (OutputStream out = Files.newOutputStream(tmp)) {
        new BirWriter(reader.codecs()).write(m, out, WriteOptions.DEFAULT.withFormat(format));
      }
      Files.move(tmp, cbor, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }
  }

  @Benchmark
  public Module birjLoadJson() {
    return reader.read(json);
  }

  @Benchmark
  public Module birjLoadCbor() {
    return reader.read(cbor);
  }
}
