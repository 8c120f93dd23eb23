package io.birj.app.docs;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.app.compress.Compression;
import io.birj.app.spi.ServiceIndex;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.verify.Verifier;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Footprint;
import io.birj.writer.ConversionReport;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The library's document operations for the command line and the service, built once from the
 * installed codecs and opcode catalog (the SPI beans).
 */
@Singleton
public final class Documents {
  /** The configuration key of the number of errors a validation collects. */
  public static final String MAX_ERRORS_PROPERTY = "birj.validate.max-errors";

  /** The number of errors a validation collects unless configured. */
  public static final int DEFAULT_MAX_ERRORS = 100;

  private final CodecRegistry codecs;
  private final BirReader reader;
  private final BirReader strictReader;
  private final Converter converter;
  private final int maxErrors;

  public Documents(
      CodecRegistry codecs,
      OpcodeCatalog catalog,
      @Value("${" + MAX_ERRORS_PROPERTY + ":" + DEFAULT_MAX_ERRORS + "}") int maxErrors) {
    this.codecs = codecs;
    this.reader =
        BirReader.builder().codecs(codecs).catalog(catalog).formats(installedFormats()).build();
    this.strictReader = reader.strict();
    this.converter = new Converter(codecs);
    this.maxErrors = Math.max(1, maxErrors);
  }

  /** JSON and the formats on the class path (listed by its index on the one-shot class path). */
  private static DocumentFormats installedFormats() {
    List<DocumentFormat> found = new ArrayList<>();
    ServiceIndex.onClassPath(DocumentFormat.class, Documents.class.getClassLoader())
        .forEachRemaining(found::add);
    return DocumentFormats.of(found);
  }

  public CodecRegistry codecs() {
    return codecs;
  }

  /**
   * The reader every command reads with (bir redact and bir reduce read with it whatever the
   * errors).
   */
  public BirReader reader() {
    return reader;
  }

  public int maxErrors() {
    return maxErrors;
  }

  public Module read(Path path) {
    return readDocument(path).module();
  }

  public Module read(InputStream in, String name) {
    return reader.read(in, name);
  }

  public Module read(byte[] document, String name) {
    return reader.read(new ByteArrayInputStream(document), name);
  }

  /** The document and the version it declares (for writing it back in that version). */
  public BirReader.Document readDocument(Path path) {
    if (isCompressed(path)) {
      try (InputStream in = Compression.open(Files.newInputStream(path))) {
        return reader.readDocument(in, path.toString());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return reader.readDocument(path);
  }

  /**
   * Whether {@code path} holds a gzip or zstd compressed document (told by its first bytes): such a
   * file is read through its decoder as a stream; others by path, as the reader reads files. An
   * unreadable file is left to the reader to report.
   */
  public static boolean isCompressed(Path path) {
    try (InputStream in = Files.newInputStream(path)) {
      byte[] head = in.readNBytes(Compression.MAGIC_LENGTH);
      return Compression.of(head, head.length).isPresent();
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }

  /** As {@link #readDocument(Path)}, from a stream (not closed). */
  public BirReader.Document readDocument(InputStream in, String name) {
    return reader.readDocument(in, name);
  }

  /** As {@link #readDocument(Path)}, from bytes. */
  public BirReader.Document readDocument(byte[] document, String name) {
    return reader.readDocument(new ByteArrayInputStream(document), name);
  }

  public ValidationResult validate(Path path, int maxErrors) {
    return validate(path, maxErrors, false);
  }

  public ValidationResult validate(InputStream in, String name, int maxErrors) {
    return validate(in, name, maxErrors, false);
  }

  /** {@code strict}: a key birj does not model is an error ({@link BirReader#strict()}). */
  public ValidationResult validate(Path path, int maxErrors, boolean strict) {
    if (isCompressed(path)) {
      try (InputStream in = Compression.open(Files.newInputStream(path))) {
        return validate(in, path.toString(), maxErrors, strict);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return (strict ? strictReader : reader).validate(path, maxErrors);
  }

  /** {@code strict}: a key birj does not model is an error ({@link BirReader#strict()}). */
  public ValidationResult validate(InputStream in, String name, int maxErrors, boolean strict) {
    return (strict ? strictReader : reader).validate(in, name, maxErrors);
  }

  /**
   * Writes {@code m} in {@code options}' version; refuses (nothing written) what it cannot hold,
   * and, under the strict policy, what would change meaning. The report lists the changes made.
   */
  public ConversionReport convert(
      Module m, OutputStream out, WriteOptions options, Converter.Policy policy)
      throws IOException {
    return converter.convert(m, out, options, policy);
  }

  /** Converts to a file atomically: on refusal or failure the target is left as it was. */
  public ConversionReport convert(
      Module m, Path target, WriteOptions options, Converter.Policy policy) throws IOException {
    return converter.convert(m, target, options, policy);
  }

  /** The document encodings read and written (JSON, and CBOR). */
  public io.birj.api.format.DocumentFormats formats() {
    return reader.formats();
  }

  public DocumentStats stats(Module m) {
    return DocumentStats.of(m);
  }

  public List<SemanticDiff.Difference> diff(Module a, Module b, int maxDifferences) {
    return new SemanticDiff(maxDifferences).diff(a, b);
  }

  /**
   * The verifier's verdict on {@code m}: at most {@code maxFindings} findings kept and {@code
   * maxInstances} instruction instances unrolled per function ({@code null}: the verifier's
   * defaults).
   */
  public CheckResult check(Module m, Integer maxFindings, Long maxInstances) {
    return check(m, maxFindings, maxInstances, null);
  }

  /**
   * The verdict with the limits above and at most {@code maxWork} steps of work for the whole check
   * ({@code null}: the verifier's default).
   */
  public CheckResult check(Module m, Integer maxFindings, Long maxInstances, Long maxWork) {
    Verifier v = verifier(maxFindings, maxInstances);
    return (maxWork == null ? v : v.maxWork(maxWork)).check(m);
  }

  /**
   * Where the operand at {@code pointer} lands in each instance of its instruction.
   *
   * @throws IllegalArgumentException when {@code pointer} is not an operand of {@code m}
   */
  public Footprint footprint(Module m, String pointer) {
    return Verifier.standard().footprint(m, pointer);
  }

  private static Verifier verifier(Integer maxFindings, Long maxInstances) {
    Verifier v = Verifier.standard();
    if (maxFindings != null) {
      v = v.maxFindings(maxFindings);
    }
    if (maxInstances != null) {
      v = v.maxInstances(maxInstances);
    }
    return v;
  }
}
