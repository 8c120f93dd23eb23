package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.error.BirException;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * Reads a BIR-JSON document into a {@link Module}: one streaming pass with jackson-core that builds
 * every function, block, instruction and operand (never a generic tree of the whole document), then
 * a pass over the model that resolves names (DESIGN.md, "Read path").
 *
 * <p>The module's {@code version} is read once and set on the module; only the QuasiAffineExpr read
 * dispatch consults it. When the {@code version} key comes after the first expression, the reader
 * looks ahead for it with a second parser: over the file again for a {@link Path}; over the bytes
 * recorded so far plus the rest of the stream, held in memory, for an {@link InputStream}.
 *
 * <p>JSON limits (nesting depth, number and string lengths, document size) are jackson's {@link
 * StreamReadConstraints}; duplicate keys in one object are an error. Reader instances are immutable
 * and safe to share.
 */
public final class BirReader {
  /** Nesting depth allowed by default: deep enough for any real document, far from the stack. */
  public static final int DEFAULT_MAX_NESTING_DEPTH = 1000;

  /** Digits allowed in one number by default (a 64-bit unsigned integer has 20). */
  public static final int DEFAULT_MAX_NUMBER_LENGTH = 64;

  /** Characters allowed in one string by default. */
  public static final int DEFAULT_MAX_STRING_LENGTH = 16 << 20;

  private final CodecRegistry codecs;
  private final OpcodeCatalog catalog;
  private final CodecLimits limits;
  private final JsonFactory factory;

  private BirReader(Builder b) {
    this.codecs = b.codecs;
    this.catalog = b.catalog;
    this.limits = b.limits;
    this.factory =
        JsonFactory.builder()
            .streamReadConstraints(b.constraints)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A reader with the codecs and opcodes found by ServiceLoader and default limits. */
  public static BirReader standard() {
    return builder().codecs(CodecRegistry.load()).catalog(OpcodeCatalog.load()).build();
  }

  public CodecRegistry codecs() {
    return codecs;
  }

  public OpcodeCatalog catalog() {
    return catalog;
  }

  /** Reads a document file; the first error is thrown. */
  public Module read(Path path) {
    return run(Source.of(path), path.toString(), new Problems(false, 1));
  }

  /** Reads a document from a stream (not closed); the first error is thrown. */
  public Module read(InputStream in, String sourceName) {
    return run(Source.of(in), sourceName, new Problems(false, 1));
  }

  /** Checks a document file, collecting up to {@code maxErrors} errors and the warnings. */
  public ValidationResult validate(Path path, int maxErrors) {
    return validate(Source.of(path), path.toString(), maxErrors);
  }

  /** Checks a document from a stream, collecting up to {@code maxErrors} errors and warnings. */
  public ValidationResult validate(InputStream in, String sourceName, int maxErrors) {
    return validate(Source.of(in), sourceName, maxErrors);
  }

  private ValidationResult validate(Source source, String name, int maxErrors) {
    Problems problems = new Problems(true, maxErrors);
    boolean truncated = false;
    try {
      run(source, name, problems);
    } catch (Problems.LimitReached e) {
      truncated = true;
    }
    return new ValidationResult(problems.diagnostics(), truncated);
  }

  private Module run(Source source, String name, Problems problems) {
    DocumentParser parser = new DocumentParser(factory, codecs, catalog, limits, problems, source);
    boolean complete = false;
    try {
      parser.parse();
      complete = true;
    } catch (BirException e) {
      problems.error(e);
    } catch (JsonProcessingException e) {
      problems.error(jacksonError(e, parser.parser()));
    } catch (CharConversionException e) {
      // jackson's UTF-32 decoder reports a bad code unit this way, not as a parse error: it is
      // still the document's fault, so give it the parser's position like bad UTF-8 gets.
      JsonParser p = parser.parser();
      String msg = "malformed JSON: " + e.getMessage();
      problems.error(p == null ? new BirException(msg, "", 0, 0, e) : BirException.at(p, msg, e));
    } catch (IOException e) {
      problems.error(new BirException("cannot read " + name + ": " + e.getMessage(), "", 0, 0, e));
    } catch (Problems.LimitReached e) {
      throw e;
    } catch (RuntimeException e) {
      // A defect or an unexpected library error: still one positioned BirException.
      JsonParser p = parser.parser();
      String msg = "cannot read " + name + ": " + e;
      problems.error(p == null ? new BirException(msg, "", 0, 0, e) : BirException.at(p, msg, e));
    } catch (StackOverflowError e) {
      JsonParser p = parser.parser();
      problems.error(
          p == null
              ? new BirException("the document nests too deeply", "", 0, 0)
              : BirException.at(p, "the document nests too deeply"));
    }
    if (complete) {
      new Resolver(parser.result(), parser.scopes(), problems).run();
    }
    return parser.result();
  }

  /** A jackson error (malformed JSON, a limit exceeded) as a positioned BirException. */
  static BirException jacksonError(JsonProcessingException e, JsonParser p) {
    JsonLocation loc = e.getLocation();
    if (loc == null && p != null) {
      loc = p.currentLocation();
    }
    String pointer = "";
    if (p != null) {
      try {
        pointer = BirException.pointerOf(p);
      } catch (RuntimeException ignored) {
        // the context of a broken parser is best effort
      }
    }
    return new BirException(
        "malformed JSON: " + e.getOriginalMessage(),
        pointer,
        loc == null ? 0 : loc.getLineNr(),
        loc == null ? 0 : loc.getColumnNr(),
        e);
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

    private Builder() {}

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
