package io.birj.loader.read;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.error.Diagnostic;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Small documents for the reader's tests, the readers, and where things are in the documents. The
 * tests of bir-writer and bir-analysis use it too, through the loader's test jar.
 */
public final class TestDocuments {
  private TestDocuments() {}

  /** A reader with both codecs and no opcode catalog (opcode keys are kept as read). */
  public static final BirReader PLAIN = BirReader.builder().codecs(CodecRegistry.load()).build();

  /** A reader with both codecs and the generated catalog. */
  public static final BirReader TYPED =
      BirReader.builder().codecs(CodecRegistry.load()).catalog(OpcodeCatalog.load()).build();

  /** A reader with both codecs, the generated catalog and both encodings (JSON and CBOR). */
  public static final BirReader FULL =
      BirReader.builder()
          .codecs(CodecRegistry.load())
          .catalog(OpcodeCatalog.load())
          .formats(io.birj.api.format.DocumentFormats.load())
          .build();

  /** A v2 document with storage S/M (a set and its memory location), R (a register), one block. */
  public static String doc(String... instructions) {
    return "{\"version\": 2,\n"
        + " \"functions\": [{\n"
        + "  \"name\": \"f\",\n"
        + "  \"allocations\": [\n"
        + "   {\"Skind\": \"memory_location_set\", \"name\": \"S\", \"memorylocations\":"
        + " [{\"Skind\": \"memory_location\", \"name\": \"M\", \"type\": \"DRAM\"}]},\n"
        + "   {\"Skind\": \"register\", \"name\": \"R\"}\n"
        + "  ],\n"
        + "  \"blocks\": [{\"name\": \"b0\", \"instructions\": [\n   "
        + String.join(",\n   ", instructions)
        + "\n  ]}]\n"
        + " }]}\n";
  }

  public static final String I0 = "/functions/0/blocks/0/instructions/0";
  public static final String I1 = "/functions/0/blocks/0/instructions/1";

  public static Module read(BirReader reader, String json) {
    return reader.read(stream(json), "test.json");
  }

  public static ValidationResult validate(BirReader reader, String json) {
    return reader.validate(stream(json), "test.json", 100);
  }

  public static List<Diagnostic> errors(BirReader reader, String json) {
    return validate(reader, json).diagnostics().stream().filter(Diagnostic::isError).toList();
  }

  public static List<Diagnostic> warnings(BirReader reader, String json) {
    return validate(reader, json).diagnostics().stream().filter(d -> !d.isError()).toList();
  }

  public static InputStream stream(String json) {
    return new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
  }

  /** 1-based line and column of the first occurrence of {@code needle}. */
  public static long[] at(String doc, String needle) {
    int i = doc.indexOf(needle);
    if (i < 0) {
      throw new IllegalArgumentException("not in the document: " + needle);
    }
    int line = 1;
    int lineStart = 0;
    for (int k = 0; k < i; k++) {
      if (doc.charAt(k) == '\n') {
        line++;
        lineStart = k + 1;
      }
    }
    return new long[] {line, i - lineStart + 1};
  }

  /** A resource of the test class path as text. */
  public static String resource(String name) {
    try (InputStream in = TestDocuments.class.getResourceAsStream("/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
