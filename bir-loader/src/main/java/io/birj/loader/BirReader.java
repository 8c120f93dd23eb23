package io.birj.loader;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.container.ContainerSchema;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.api.position.SourcePosition;
import io.birj.api.walk.ModelWalker;
import io.birj.loader.check.ModelChecker;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import io.birj.loader.read.DocumentReader;
import io.birj.loader.read.DocumentSource;
import io.birj.loader.read.ParallelRead;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * Reads a BIR document (JSON, or its CBOR twin when that module is installed) into a {@link
 * Module}: one streaming pass that builds the model (never a generic tree of the whole document),
 * then a pass over the model that resolves every name and checks the compiler's rules
 * (docs/architecture.md, "Reading"). {@link #validate(Module, int)} runs the second pass alone on
 * any module, including one built or edited in memory.
 *
 * <p>JSON limits (nesting depth, number and string lengths) are jackson's {@link
 * StreamReadConstraints}; duplicate keys in one object are an error. Reader instances are immutable
 * and safe to share.
 */
public final class BirReader {
  /** Nesting depth allowed by default: deep enough for any real document. */
  public static final int DEFAULT_MAX_NESTING_DEPTH = 1000;

  /** Digits allowed in one number by default (a 64-bit unsigned integer has 20). */
  public static final int DEFAULT_MAX_NUMBER_LENGTH = 64;

  /** Characters allowed in one string by default. */
  public static final int DEFAULT_MAX_STRING_LENGTH = 16 << 20;

  private final CodecRegistry codecs;
  private final OpcodeCatalog catalog;
  private final CodecLimits limits;
  private final StreamReadConstraints constraints;
  private final DocumentFormats formats;
  private final boolean strict;
  private final ContainerSchema container;
  private final ParallelRead.Tuning parallel;

  private BirReader(Builder b) {
    this.codecs = b.codecs;
    this.catalog = b.catalog;
    this.limits = b.limits;
    this.constraints = b.constraints;
    this.formats = b.formats;
    this.strict = b.strict;
    this.container = b.container;
    this.parallel = b.parallel;
  }

  /** Whether a key no model holds is an error ({@link Builder#strict}). */
  public boolean isStrict() {
    return strict;
  }

  /** This reader, but strict: every key no model holds is an error ({@link Builder#strict}). */
  public BirReader strict() {
    if (strict) {
      return this;
    }
    Builder b =
        builder()
            .codecs(codecs)
            .catalog(catalog)
            .limits(limits)
            .constraints(constraints)
            .formats(formats)
            .container(container)
            .strict(true);
    return b.build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A reader with the codecs and opcodes found by ServiceLoader and default limits. */
  public static BirReader standard() {
    return builder()
        .codecs(CodecRegistry.load())
        .catalog(OpcodeCatalog.load())
        .formats(DocumentFormats.load())
        .build();
  }

  public CodecRegistry codecs() {
    return codecs;
  }

  public OpcodeCatalog catalog() {
    return catalog;
  }

  /** The document encodings this reader tells apart (JSON, and CBOR when installed). */
  public DocumentFormats formats() {
    return formats;
  }

  /** The limits its parsers honour (nesting depth, number and string lengths). */
  public StreamReadConstraints constraints() {
    return constraints;
  }

  /** Reads a document file; the first error is thrown. */
  public Module read(Path path) {
    return readDocument(path).module();
  }

  /** Reads a document from a stream (not closed); the first error is thrown. */
  public Module read(InputStream in, String sourceName) {
    return readDocument(in, sourceName).module();
  }

  /**
   * A document as read: its model, and the wire version it declares ({@code version}; empty when it
   * declares none that reads as a number), for a caller that writes it back in its own version (a
   * round trip) without asking the model: only the expression read dispatch does that.
   */
  public record Document(Module module, java.util.OptionalInt version) {}

  /** As {@link #read(Path)}, with the version the document declares. */
  public Document readDocument(Path path) {
    return readThrowing(DocumentSource.of(path), path.toString());
  }

  /** As {@link #read(InputStream, String)}, with the version the document declares. */
  public Document readDocument(InputStream in, String sourceName) {
    return readThrowing(DocumentSource.of(in), sourceName);
  }

  private Document readThrowing(DocumentSource source, String name) {
    try {
      return run(source, name, Problems.throwing());
    } catch (Problems.Reported e) {
      throw e.original();
    }
  }

  /** Checks a document file, collecting up to {@code maxErrors} errors and the warnings. */
  public ValidationResult validate(Path path, int maxErrors) {
    return validate(DocumentSource.of(path), path.toString(), maxErrors);
  }

  /** Checks a document from a stream, collecting up to {@code maxErrors} errors and warnings. */
  public ValidationResult validate(InputStream in, String sourceName, int maxErrors) {
    return validate(DocumentSource.of(in), sourceName, maxErrors);
  }

  /**
   * Checks a module already in memory (read, built or edited): resolves every name and reports what
   * the second pass of a read would.
   */
  public ValidationResult validate(Module m, int maxErrors) {
    Problems problems = Problems.collecting(maxErrors);
    try {
      new ModelChecker(catalog).check(m, problems);
      refuseUnknownKeys(m, problems);
    } catch (Problems.LimitReached e) {
      // truncated: the problems say so
    }
    return new ValidationResult(problems.diagnostics(), problems.truncated());
  }

  /**
   * A document as read whatever its errors: the model pass 1 made ({@code null} when it made none),
   * the version it declares, and what both passes found. What a tool that edits a document a user
   * reports a problem with needs (bir-reduce: a reducer keeps a document's errors as they are).
   */
  public record Checked(Module module, java.util.OptionalInt version, ValidationResult result) {}

  /** Reads and checks a document from a stream (not closed), collecting up to {@code maxErrors}. */
  public Checked readChecked(InputStream in, String sourceName, int maxErrors) {
    Problems problems = Problems.collecting(maxErrors);
    Document d = null;
    try {
      d = run(DocumentSource.of(in), sourceName, problems);
    } catch (Problems.LimitReached e) {
      // truncated: the problems say so, and the model is not whole
    }
    ValidationResult r = new ValidationResult(problems.diagnostics(), problems.truncated());
    return d == null
        ? new Checked(null, java.util.OptionalInt.empty(), r)
        : new Checked(d.module(), d.version(), r);
  }

  private ValidationResult validate(DocumentSource source, String name, int maxErrors) {
    Problems problems = Problems.collecting(maxErrors);
    try {
      run(source, name, problems);
    } catch (Problems.LimitReached e) {
      // truncated: the problems say so
    }
    return new ValidationResult(problems.diagnostics(), problems.truncated());
  }

  private Document run(DocumentSource source, String name, Problems problems) {
    Module m = null;
    java.util.OptionalInt version = java.util.OptionalInt.empty();
    boolean expressionsRead = false;
    try {
      byte[] head = source.head();
      if (head.length == 0) {
        throw BirException.atPosition(Messages.emptyDocument(), "", SourcePosition.of(1, 1));
      }
      DocumentFormat format = formats.recognize(head, head.length);
      DocumentReader.Result read =
          DocumentReader.read(
              source,
              format,
              new DocumentReader.Config(codecs, catalog, limits, constraints, container, parallel),
              problems);
      m = read.module();
      version = read.version();
      expressionsRead = version.isPresent() && (version.getAsInt() == 1 || version.getAsInt() == 2);
    } catch (BirException e) {
      problems.error(e);
    } catch (JsonProcessingException e) {
      com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
      problems.error(
          new BirException(
              DiagnosticCode.BIRJ_E0104,
              "malformed JSON: " + io.birj.api.json.JsonErrors.message(e),
              "",
              at == null ? 0 : at.getLineNr(),
              at == null ? 0 : at.getColumnNr(),
              at == null ? -1 : at.getByteOffset(),
              e));
    } catch (CharConversionException e) {
      problems.error(
          new BirException(
              DiagnosticCode.BIRJ_E0104,
              "malformed JSON: " + io.birj.api.json.JsonErrors.message(e),
              "",
              0,
              0,
              e));
    } catch (IOException e) {
      problems.error(
          new BirException(
              DiagnosticCode.BIRJ_E0104,
              "cannot read " + name + ": " + e.getMessage(),
              "",
              0,
              0,
              e));
    }
    if (m != null) {
      new ModelChecker(catalog).checkRead(m, problems, expressionsRead);
      refuseUnknownKeys(m, problems);
    }
    return new Document(m, version);
  }

  /**
   * In a strict reader, each key no model holds is an error at the key, in the order of the source
   * (the walk visits a container's unknown keys after its contents, as the writer writes them).
   */
  private void refuseUnknownKeys(Module m, Problems problems) {
    if (!strict) {
      return;
    }
    record Found(String pointer, String place, io.birj.api.json.JsonValue.Member key) {}
    java.util.List<Found> found = new java.util.ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void unknownKey(
              DocPointer at, String place, io.birj.api.json.JsonValue.Member key) {
            found.add(new Found(at.toString(), place, key));
          }
        });
    // One document's positions are all lines and columns, or all byte offsets: either packs in
    // source order.
    found.sort(java.util.Comparator.comparingLong(f -> f.key().position()));
    for (Found f : found) {
      problems.error(
          BirException.atPosition(
              Messages.unknownKeyRefused(f.key().key(), f.place()),
              f.pointer(),
              f.key().position()));
    }
  }

  /** Configures a reader. */
  public static final class Builder {
    private CodecRegistry codecs = CodecRegistry.of();
    private OpcodeCatalog catalog = OpcodeCatalog.EMPTY;
    private CodecLimits limits = CodecLimits.DEFAULT;
    private StreamReadConstraints constraints =
        StreamReadConstraints.builder()
            .maxNestingDepth(DEFAULT_MAX_NESTING_DEPTH)
            .maxNumberLength(DEFAULT_MAX_NUMBER_LENGTH)
            .maxStringLength(DEFAULT_MAX_STRING_LENGTH)
            .build();
    private DocumentFormats formats = DocumentFormats.of();
    private boolean strict;
    private ContainerSchema container = ContainerSchema.standard();
    private ParallelRead.Tuning parallel = ParallelRead.Tuning.defaults();

    private Builder() {}

    /**
     * Reads a JSON document file of {@code fromBytes} or more on {@code threads} threads, its
     * function blocks' instructions cut into runs of about {@code runBytes} (0: about four runs a
     * thread), with the same model and diagnostics as a read in one pass (docs/architecture.md,
     * "Reading in parallel"). {@code threads} 1 reads every document in one pass. By default every
     * core ({@code -Dbirj.read.threads=N}), from 32 MiB ({@code -Dbirj.read.parallelFrom=BYTES}).
     */
    public Builder readInParallel(int threads, long fromBytes, int runBytes) {
      this.parallel = new ParallelRead.Tuning(threads, fromBytes, runBytes);
      return this;
    }

    /**
     * The container to read (the standard one, generated from the container spec, by default): a
     * schema with a key added (as a vendor's writer may add one, {@link ContainerSchema#with})
     * reads that key typed and checked, and the model carries it to the writer, the walk and the
     * diff.
     */
    public Builder container(ContainerSchema container) {
      this.container = java.util.Objects.requireNonNull(container, "container");
      return this;
    }

    /**
     * Strict reading: a key no model holds, which a reader otherwise keeps as read and writes back
     * (and io.birj.analysis' {@code DocumentStats.unknownKeys()} lists), is an error, for a CI that
     * wants to know when a compiler release adds one.
     */
    public Builder strict(boolean strict) {
      this.strict = strict;
      return this;
    }

    /** The document encodings to tell apart (JSON alone by default). */
    public Builder formats(DocumentFormats formats) {
      this.formats = formats;
      return this;
    }

    public Builder codecs(CodecRegistry codecs) {
      this.codecs = codecs;
      return this;
    }

    public Builder catalog(OpcodeCatalog catalog) {
      this.catalog = catalog;
      return this;
    }

    /** The limits on one expression (depth, wire size), passed to the codecs. */
    public Builder limits(CodecLimits limits) {
      this.limits = limits;
      return this;
    }

    /** jackson's limits on the JSON itself. */
    public Builder constraints(StreamReadConstraints constraints) {
      this.constraints = constraints;
      return this;
    }

    public BirReader build() {
      return new BirReader(this);
    }
  }
}
