package io.birj.bench;

import io.birj.api.format.DocumentFormat;
import io.birj.api.model.Module;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * A full load of a document's CBOR twin next to the load of the JSON document it was written from,
 * in the same fork (the twin is written by birj's own writer, once, in the setup).
 */
public class CborBenchmark extends DocumentBenchmark {
  @Param({"mixed"})
  public String profile;

  private Path cbor;

  @Setup
  public void setUp() throws IOException {
    document(profile);
    cbor = file.resolveSibling(file.getFileName() + ".cbor");
    if (!Files.isRegularFile(cbor)) {
      DocumentFormat format = reader.formats().byName("cbor");
      Module m = reader.read(file);
      Path tmp = Files.createTempFile(cbor.getParent(), "twin", ".tmp");
      try (OutputStream out = Files.newOutputStream(tmp)) {
        new BirWriter(reader.codecs()).write(m, out, WriteOptions.DEFAULT.withFormat(format));
      }
      Files.move(tmp, cbor, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }
  }

  @Benchmark
  public Module birjLoadJson() {
    return reader.read(file);
  }

  @Benchmark
  public Module birjLoadCbor() {
    return reader.read(cbor);
  }
}
