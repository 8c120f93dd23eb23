package io.birj.app.service;

import io.birj.analysis.stats.DocumentStats;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.DocumentFormat;
import io.birj.api.model.Module;
import io.birj.app.docs.CheckReports;
import io.birj.app.docs.ConversionMessages;
import io.birj.app.docs.DiffReport;
import io.birj.app.docs.Documents;
import io.birj.loader.ValidationResult;
import io.birj.reduce.redact.Redaction;
import io.birj.reduce.redact.Redactor;
import io.birj.writer.BirWriter;
import io.birj.writer.ConversionReport;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.multipart.CompletedFileUpload;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The document endpoints. A body is one whole document ({@code application/json}, or its CBOR twin
 * as {@code application/cbor}; the size limit is {@code micronaut.server.max-request-size}),
 * admitted by {@link AdmissionFilter} before it is read; the work runs on {@link DocumentWork}'s
 * pools, off the event loop, so one huge or slow document does not hold up the other requests.
 */
@Controller
public class DocumentsController {
  static final String VALIDATE = "/validate";
  static final String CONVERT = "/convert";
  static final String STATS = "/stats";
  static final String DIFF = "/diff";
  static final String CHECK = "/check";
  static final String REDACT = "/redact";

  /** The media type of a document's CBOR twin (RFC 8949). */
  static final String APPLICATION_CBOR = "application/cbor";

  private static final String REQUEST = "request";

  /** Differences a {@code /diff} answer lists at most. */
  static final int MAX_DIFFERENCES = 1000;

  private final Documents documents;
  private final DocumentWork work;
  private final ServiceLimits limits;

  public DocumentsController(Documents documents, DocumentWork work, ServiceLimits limits) {
    this.documents = documents;
    this.work = work;
    this.limits = limits;
  }

  @Serdeable
  public record ValidateResponse(
      boolean valid,
      int errors,
      int warnings,
      boolean truncated,
      List<DiagnosticBody> diagnostics) {}

  @DocumentErrors
  @ApiResponse(
      responseCode = "200",
      description = "The document is valid (warnings allowed): every finding",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = ValidateResponse.class)))
  @Post(
      uri = VALIDATE,
      consumes = {MediaType.APPLICATION_JSON, APPLICATION_CBOR},
      produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "Validate a document",
      description =
          "200 with the findings when it is valid (warnings allowed); 422 with the first error"
              + " as the problem (detail, pointer, line, column) and every finding in its"
              + " diagnostics otherwise.")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> validate(
      HttpRequest<?> request,
      @Parameter(
              description = "Make each key birj does not model an error",
              schema = @Schema(type = "boolean", defaultValue = "false"))
          @QueryValue(defaultValue = "false")
          String strict) {
    boolean strictly = Problems.bool("strict", strict);
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          ValidationResult r =
              documents.validate(
                  new ByteArrayInputStream(document), REQUEST, documents.maxErrors(), strictly);
          List<DiagnosticBody> all = new ArrayList<>();
          for (Diagnostic d : r.diagnostics()) {
            DiagnosticBody b = DiagnosticBody.of(d);
            all.add(b.withMessage(JsonMessages.plain(b.message())));
          }
          if (!r.isValid()) {
            throw new ProblemException(Problem.of(r.errors().get(0), all));
          }
          return HttpResponse.ok(
              new ValidateResponse(true, 0, r.warnings().size(), r.truncated(), all));
        });
  }

  @DocumentErrors
  @DocumentAnswer
  @Post(
      uri = CONVERT,
      consumes = {MediaType.APPLICATION_JSON, APPLICATION_CBOR},
      produces = {MediaType.APPLICATION_JSON, APPLICATION_CBOR})
  @Operation(
      summary = "Convert a document to wire version 1 or 2",
      description = "422 listing every expression the target cannot express when it refuses.")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> convert(
      HttpRequest<?> request,
      @Parameter(description = "The wire version to write: 1 or 2", required = true)
          @Nullable
          @QueryValue
          Integer to,
      @Parameter(description = "Spaces per level, 0 (compact) to 16")
          @QueryValue(defaultValue = "0")
          int indent,
      @Parameter(
              description =
                  "Write what the target version holds with another meaning instead of refusing",
              schema = @Schema(type = "boolean", defaultValue = "false"))
          @QueryValue(defaultValue = "false")
          String lossy,
      @Parameter(description = "The encoding to write: json, or cbor (its CBOR twin)")
          @QueryValue(defaultValue = "json")
          String format) {
    if (to == null || (to != 1 && to != 2) || indent < 0 || indent > 16) {
      throw new ProblemException(
          Problem.of(
              ProblemType.BAD_PARAMETER,
              "'to' must be 1 or 2 and 'indent' 0..16 (got to=" + to + ", indent=" + indent + ")"));
    }
    boolean writeLossy = Problems.bool("lossy", lossy);
    DocumentFormat encoding = encoding(format);
    if (indent > 0 && !encoding.isText()) {
      throw new ProblemException(
          Problem.of(
              ProblemType.BAD_PARAMETER,
              "'indent' applies to text encodings, not " + encoding.name()));
    }
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          Module m = documents.read(document, REQUEST);
          return written(
              document.length,
              encoding,
              "the converted document",
              "; ask for a smaller indent",
              out -> {
                try {
                  documents.convert(
                      m,
                      out,
                      new WriteOptions(to, indent).withFormat(encoding),
                      writeLossy ? Converter.Policy.LOSSY : Converter.Policy.STRICT);
                } catch (Converter.ConversionRefused refused) {
                  throw new ProblemException(refusal(refused, to));
                }
              });
        });
  }

  @DocumentErrors
  @DocumentAnswer
  @Post(
      uri = REDACT,
      consumes = {MediaType.APPLICATION_JSON, APPLICATION_CBOR},
      produces = {MediaType.APPLICATION_JSON, APPLICATION_CBOR})
  @Operation(
      summary = "Replace every name by an opaque one and every free text, keeping the meaning",
      description =
          "The document as bir redact writes it (docs/reduce.md): the same statistics and verdicts,"
              + " none of the names or free text. The old-to-new table is not sent: bir redact"
              + " --map keeps it where the document is.")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> redact(
      HttpRequest<?> request,
      @Parameter(
              description = "Also replace the numbers of immediate operands",
              schema = @Schema(type = "boolean", defaultValue = "false"))
          @QueryValue(value = "scramble_values", defaultValue = "false")
          String scrambleValues,
      @Parameter(description = "The encoding to write: json, or cbor (its CBOR twin)")
          @QueryValue(defaultValue = "json")
          String format) {
    boolean scramble = Problems.bool("scramble_values", scrambleValues);
    DocumentFormat encoding = encoding(format);
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          Redaction r =
              new Redactor(documents.reader())
                  .scrambleValues(scramble)
                  .redact(new ByteArrayInputStream(document), REQUEST);
          return written(
              document.length,
              encoding,
              "the redacted document",
              "",
              out ->
                  new BirWriter(documents.codecs())
                      .write(r.module(), out, new WriteOptions(r.version(), 0, encoding)));
        });
  }

  @DocumentErrors
  @ApiResponse(
      responseCode = "200",
      description = "The statistics",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = DocumentStats.class)))
  @Post(
      uri = STATS,
      consumes = {MediaType.APPLICATION_JSON, APPLICATION_CBOR},
      produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "The document's statistics")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> stats(HttpRequest<?> request) {
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          return HttpResponse.ok(documents.stats(documents.read(document, REQUEST)));
        });
  }

  @DocumentErrors
  @ApiResponse(
      responseCode = "200",
      description =
          "The verdict (clean, findings or undecided) with its findings, the places not modelled"
              + " and the coverage: the shape of bir check --json",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = CheckReportSchema.class)))
  @Post(
      uri = CHECK,
      consumes = {MediaType.APPLICATION_JSON, APPLICATION_CBOR},
      produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "Verify a document",
      description =
          "200 for every verdict (the verdict is in the body): where every access lands, bounds,"
              + " races between engines, waits that never return; 422 when the document does not"
              + " load (it cannot be checked).")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> check(
      HttpRequest<?> request,
      @Parameter(
              description =
                  "List at most this many findings (1 or more; the verdict counts them all)",
              schema = @Schema(type = "integer", minimum = "1"))
          @Nullable
          @QueryValue("max_findings")
          String maxFindings) {
    Integer limit = maxFindings == null ? null : positive("max_findings", maxFindings);
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          Module m = documents.read(document, REQUEST);
          return HttpResponse.ok(CheckReports.compact(documents.check(m, limit, null)))
              .contentType(MediaType.APPLICATION_JSON_TYPE);
        });
  }

  /** A query parameter that must be an integer of 1 or more: 400 otherwise. */
  private static int positive(String name, String value) {
    try {
      int n = Integer.parseInt(value.strip());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // The problem below.
    }
    throw new ProblemException(Problems.badValue(name, "an integer of 1 or more", value));
  }

  @DiffAnswer
  @DocumentErrors
  @Post(uri = DIFF, consumes = MediaType.MULTIPART_FORM_DATA, produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "The semantic differences between parts a (old) and b (new)")
  @PartsBody
  public CompletableFuture<MutableHttpResponse<?>> diffParts(
      HttpRequest<?> request, @Part("a") CompletedFileUpload a, @Part("b") CompletedFileUpload b) {
    return work.parts(
        request,
        List.of(a, b),
        ab -> {
          BodyCheck.wellFormed(ab.get(0), documents.formats());
          BodyCheck.wellFormed(ab.get(1), documents.formats());
          return diff(
              new DocumentPair.Part("a", ab.get(0), 1, 1),
              new DocumentPair.Part("b", ab.get(1), 1, 1));
        });
  }

  @DiffAnswer
  @DocumentErrors
  @Post(uri = DIFF, consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "The semantic differences between {\"a\": OLD, \"b\": NEW}")
  @PairBody
  public CompletableFuture<MutableHttpResponse<?>> diffPair(HttpRequest<?> request) {
    return work.read(
        request,
        body -> {
          byte[] pair = DocumentPair.utf8(body);
          BodyCheck.wellFormed(pair);
          DocumentPair ab = DocumentPair.split(pair);
          return diff(ab.a(), ab.b());
        });
  }

  private MutableHttpResponse<?> diff(DocumentPair.Part a, DocumentPair.Part b) {
    return HttpResponse.ok(DiffReport.of(documents.diff(read(a), read(b), MAX_DIFFERENCES)));
  }

  private Module read(DocumentPair.Part part) {
    try {
      return documents.read(part.bytes(), part.name());
    } catch (BirException e) {
      throw part.place(e);
    }
  }

  /** One reason of a refused conversion: an error at a pointer (the document was read: no line). */
  private static DiagnosticBody refused(DiagnosticCode code, String message, String pointer) {
    return DiagnosticBody.of(new Diagnostic(code, message, pointer, 0, 0));
  }

  private static Problem refusal(Converter.ConversionRefused refused, int to) {
    List<DiagnosticBody> offenses = new ArrayList<>();
    for (ConversionReport.Unencodable o : refused.report().unencodable()) {
      offenses.add(
          refused(DiagnosticCode.BIRJ_E0601, ConversionMessages.unencodable(to, o), o.pointer()));
    }
    for (ConversionReport.LossyChange c : refused.report().lossy()) {
      offenses.add(
          refused(
              DiagnosticCode.BIRJ_E0602,
              "would change meaning in version "
                  + to
                  + ": "
                  + c.before()
                  + " -> "
                  + c.after()
                  + " (lossy=true writes it anyway)",
              c.pointer()));
    }
    return Problem.of(
            ProblemType.CONVERSION_REFUSED,
            "cannot convert to version "
                + to
                + ": "
                + offenses.size()
                + " expression(s) are not representable or would change meaning")
        .at(refused.pointer(), 0, 0)
        .withDiagnostics(offenses);
  }

  /** The format named by the {@code format} parameter, or a 400 naming the ones there are. */
  private DocumentFormat encoding(String format) {
    return documents
        .formats()
        .find(format)
        .orElseThrow(
            () ->
                new ProblemException(
                    Problems.badValue(
                        "format",
                        "one of " + String.join(", ", documents.formats().names()),
                        format)));
  }

  /** Writes a document into the answer. */
  private interface DocumentWrite {
    void to(BoundedOutput out) throws IOException;
  }

  /**
   * A document written by {@code write} as the answer to a body of {@code bodyBytes}, held within
   * the service's budget for that body: past it, a 413 saying {@code what} would be over it (and
   * {@code hint}).
   */
  private MutableHttpResponse<?> written(
      int bodyBytes, DocumentFormat encoding, String what, String hint, DocumentWrite write) {
    BoundedOutput out = new BoundedOutput(bodyBytes, limits.cost(bodyBytes));
    try {
      write.to(out);
    } catch (BoundedOutput.Exceeded e) {
      throw new ProblemException(
          Problem.of(
              ProblemType.ANSWER_TOO_LARGE,
              what
                  + " would be over "
                  + Problems.bytes(out.limit())
                  + " ("
                  + ServiceLimits.PREFIX
                  + "heap-per-byte times the body)"
                  + hint));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return HttpResponse.ok(out.toByteArray())
        .contentType(encoding.isText() ? MediaType.APPLICATION_JSON : APPLICATION_CBOR);
  }
}
