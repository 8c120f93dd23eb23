package io.birj.writer.hostile;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The readers, writer and documents of the hostile cases. */
final class Docs {
  private Docs() {}

  static final DocumentFormats FORMATS = DocumentFormats.load();

  /** bir-cbor's format (a test dependency of bir-writer). */
  static final DocumentFormat CBOR = FORMATS.byName("cbor");

  /** What the command line uses: both codecs, the generated opcodes, JSON and CBOR. */
  static final BirReader READER =
      BirReader.builder()
          .codecs(CodecRegistry.load())
          .catalog(OpcodeCatalog.load())
          .formats(FORMATS)
          .build();

  static final BirWriter WRITER = new BirWriter(CodecRegistry.load());

  static final WriteOptions AS_CBOR = WriteOptions.DEFAULT.withFormat(CBOR);

  /** A v2 document: storage S (a set holding M), R (a register); one block of instructions. */
  static String doc(String... instructions) {
    return "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": ["
        + "{\"Skind\": \"memory_location_set\", \"name\": \"S\", \"memorylocations\":"
        + " [{\"Skind\": \"memory_location\", \"name\": \"M\", \"type\": \"DRAM\"}]},"
        + " {\"Skind\": \"register\", \"name\": \"R\"}],\n"
        + " \"blocks\": [{\"name\": \"b0\", \"instructions\": [\n"
        + String.join(",\n", instructions)
        + "]}]}]}\n";
  }

  /** A NoOp whose one operand's address is {@code expr} (v2 wire). */
  static String withAddress(String expr) {
    return doc(
        "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"engine\": \"SP\", \"ins\": [{\"kind\":"
            + " \"symbolic_ap\", \"addrs\": ["
            + expr
            + "]}], \"outs\": []}");
  }

  /** The constant {@code c} as a v2 affine expression. */
  static String constant(long c) {
    return "{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": " + c + "}";
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static byte[] concat(byte[]... parts) {
    int n = 0;
    for (byte[] p : parts) {
      n += p.length;
    }
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }

  /** A JSON document's CBOR twin, as birj writes it. */
  static byte[] cborTwin(byte[] json) {
    Module m = READER.read(new ByteArrayInputStream(json), "twin");
    return WRITER.toBytes(m, WriteOptions.version(m.getVersion()).withFormat(CBOR));
  }

  /** A resource of the test class path (the real-shaped document comes from bir-testkit). */
  static byte[] resource(String name) {
    try (InputStream in = Docs.class.getResourceAsStream("/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A sample bundled with the command line (bir-app/src/main/resources/samples), read from the
   * source tree: bir-writer cannot depend on the app, and the bundled copies are the ones users
   * get.
   */
  static byte[] bundledSample(String name) {
    Path p = Path.of("..", "bir-app", "src", "main", "resources", "samples", name);
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException("the bundled sample " + p.toAbsolutePath(), e);
    }
  }
}
