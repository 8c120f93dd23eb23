package io.birj.loader.testing;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.BirWriter;
import io.birj.loader.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The codecs and catalog the loader's tests use: bir-codec-v1/v2 and bir-instructions. */
public final class TestSupport {
  private TestSupport() {}

  public static final CodecRegistry CODECS = codecs();
  public static final OpcodeCatalog CATALOG = OpcodeCatalog.load();
  public static final BirReader READER =
      BirReader.builder().codecs(CODECS).catalog(CATALOG).build();
  public static final BirWriter WRITER = new BirWriter(CODECS);

  private static CodecRegistry codecs() {
    CodecRegistry found = CodecRegistry.load();
    if (found.find(1) == null || found.find(2) == null) {
      throw new IllegalStateException(
          "bir-codec-v1 and bir-codec-v2 must be on the test class path");
    }
    return found;
  }

  public static byte[] resource(String name) {
    try (InputStream in = TestSupport.class.getResourceAsStream("/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static Module read(byte[] bytes) {
    return READER.read(new ByteArrayInputStream(bytes), "test");
  }

  public static Module read(String json) {
    return read(json.getBytes(StandardCharsets.UTF_8));
  }

  public static byte[] write(Module m, WriteOptions o) {
    return WRITER.toBytes(m, o);
  }

  public static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
