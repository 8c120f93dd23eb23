package io.birj.app.service;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import java.util.List;
import java.util.Optional;

/**
 * Admits each document request ({@code POST} to a document endpoint) before its body is read. A
 * request that is not admitted is answered at once (503, 413, or 415 for a body without a {@code
 * Content-Type} or in a coding this service does not decode) and its body is never buffered. The
 * admission is given back when the answer has been sent ({@link Slots}), or, for a request that did
 * not come through {@link Exchanges}, with the answer.
 */
@ServerFilter({
  DocumentsController.VALIDATE,
  DocumentsController.CONVERT,
  DocumentsController.STATS,
  DocumentsController.DIFF,
  DocumentsController.CHECK,
  DocumentsController.REDACT,
  ExplorerController.DOCUMENTS,
  QueryController.QUERY
})
final class AdmissionFilter {
  /** The request attribute that holds the request's {@link Admission.Ticket}. */
  static final String TICKET = AdmissionFilter.class.getName() + ".ticket";

  private static final String HELD = AdmissionFilter.class.getName() + ".held";

  private final Admission admission;
  private final Slots slots;

  AdmissionFilter(Admission admission, Slots slots) {
    this.admission = admission;
    this.slots = slots;
  }

  @RequestFilter
  @Nullable
  MutableHttpResponse<Problem> admit(HttpRequest<?> request) {
    if (request.getMethod() != HttpMethod.POST) {
      return null;
    }
    try {
      requireContentType(request);
      if (isMultipart(request) && boundary(request).isBlank()) {
        // The framework's multipart decoder would take it for a body over the limit (413).
        throw new ProblemException(
            Problem.of(
                ProblemType.BAD_REQUEST,
                "a multipart/form-data body needs a boundary parameter in its Content-Type"
                    + " (multipart/form-data; boundary=...)"));
      }
      List<?> codings = BodyCodings.of(request);
      if (!codings.isEmpty() && isMultipart(request)) {
        throw new ProblemException(
            Problem.of(
                ProblemType.UNSUPPORTED_MEDIA_TYPE,
                "a multipart body takes no Content-Encoding; compress each part's document"
                    + " instead (gzip and zstd documents are read as they are)"));
      }
      Admission.Ticket ticket = admission.receive(request.getContentLength());
      request.setAttribute(TICKET, ticket);
      Optional<Slots.Slot> slot = slots.of(request);
      if (slot.isPresent()) {
        slot.get().hold(ticket);
        request.setAttribute(HELD, Boolean.TRUE);
      }
      return null;
    } catch (ProblemException e) {
      MutableHttpResponse<Problem> r = Problems.response(request, e.problem());
      return e.retryAfterSeconds() > 0 ? Problems.retryAfter(r, e.retryAfterSeconds()) : r;
    }
  }

  /** The README promises 415 for a body without a type: the framework would serve it. */
  private static void requireContentType(HttpRequest<?> request) {
    if (request.getContentType().isEmpty()) {
      throw new ProblemException(noContentType(request));
    }
  }

  /** The 415 of a POST without a {@code Content-Type}. */
  static Problem noContentType(HttpRequest<?> request) {
    return Problem.of(
        ProblemType.UNSUPPORTED_MEDIA_TYPE,
        "POST "
            + Problems.clip(request.getPath())
            + " needs a Content-Type: "
            + (request.getPath().endsWith(DocumentsController.DIFF)
                ? "application/json or multipart/form-data"
                : "application/json or application/cbor"));
  }

  private static boolean isMultipart(HttpRequest<?> request) {
    return request
        .getContentType()
        .map(t -> t.getName().equalsIgnoreCase(MediaType.MULTIPART_FORM_DATA))
        .orElse(false);
  }

  private static String boundary(HttpRequest<?> request) {
    return request
        .getContentType()
        .flatMap(t -> t.getParameters().get("boundary"))
        .map(String::strip)
        .orElse("");
  }

  @ResponseFilter
  void release(HttpRequest<?> request) {
    if (request.getAttribute(HELD, Boolean.class).isEmpty()) {
      request.getAttribute(TICKET, Admission.Ticket.class).ifPresent(Admission.Ticket::close);
    }
  }
}
