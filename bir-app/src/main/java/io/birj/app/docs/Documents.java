package io.birj.app.docs;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.BirWriter;
import io.birj.loader.Converter;
import io.birj.loader.DocumentStats;
import io.birj.loader.SemanticDiff;
import io.birj.loader.ValidationResult;
import io.birj.loader.WriteOptions;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The library's document operations for the command line and the service, built once from the
 * installed codecs and opcode catalog (the SPI beans).
 */
@Singleton
public final class Documents {
  /** The configuration key of the number of errors a validation collects. */
  public static final String MAX_ERRORS_PROPERTY = "birj.validate.max-errors";

  private final CodecRegistry codecs;
  private final BirReader reader;
  private final BirWriter writer;
  private final Converter converter;
  private final int maxErrors;

  public Documents(
      CodecRegistry codecs,
      OpcodeCatalog catalog,
      @Value("${" + MAX_ERRORS_PROPERTY + ":100}") int maxErrors) {
    this.codecs = codecs;
    this.reader = BirReader.builder().codecs(codecs).catalog(catalog).build();
    this.writer = new BirWriter(codecs);
    this.converter = new Converter(codecs);
    this.maxErrors = Math.max(1, maxErrors);
  }

  public CodecRegistry codecs() {
    return codecs;
  }

  public int maxErrors() {
    return maxErrors;
  }

  public Module read(Path path) {
    return reader.read(path);
  }

  public Module read(InputStream in, String name) {
    return reader.read(in, name);
  }

  public Module read(byte[] document, String name) {
    return reader.read(new ByteArrayInputStream(document), name);
  }

  public ValidationResult validate(Path path, int maxErrors) {
    return reader.validate(path, maxErrors);
  }

  public ValidationResult validate(InputStream in, String name, int maxErrors) {
    return reader.validate(in, name, maxErrors);
  }

  /** Writes {@code m} in {@code options}' version; refuses (nothing written) what it cannot. */
  public void convert(Module m, OutputStream out, WriteOptions options) throws IOException {
    converter.convert(m, out, options);
  }

  /** Converts to a file atomically: on refusal or failure the target is left as it was. */
  public void convert(Module m, Path target, WriteOptions options) throws IOException {
    converter.convert(m, target, options);
  }

  public byte[] write(Module m, WriteOptions options) {
    return writer.toBytes(m, options);
  }

  public DocumentStats stats(Module m) {
    return DocumentStats.of(m);
  }

  public List<SemanticDiff.Difference> diff(Module a, Module b, int maxDifferences) {
    return new SemanticDiff(maxDifferences).diff(a, b);
  }

  /** What a round trip found. */
  public record RoundTrip(
      int version,
      boolean survived,
      boolean byteIdentical,
      boolean stable,
      int bytesIn,
      int bytesOut) {}

  /**
   * Reads the document, writes it in its own version (with its own indent), reads that again: did
   * the model survive, was the output the input byte for byte, and is the output a fixed point
   * (writing it again gives the same bytes).
   */
  public RoundTrip roundTrip(byte[] input, String name) {
    Module first = read(input, name);
    int version = DocumentVersion.peek(input, WriteOptions.DEFAULT.version());
    WriteOptions options = new WriteOptions(version, DocumentVersion.indentOf(input));
    byte[] output = writer.toBytes(first, options);
    Module second = read(output, name + " (written)");
    boolean survived = new SemanticDiff(1).equal(first, second);
    boolean stable = Arrays.equals(output, writer.toBytes(second, options));
    return new RoundTrip(
        version, survived, Arrays.equals(input, output), stable, input.length, output.length);
  }
}
