package io.birj.app.service;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Admits each document request ({@code POST} to a document endpoint) before its body is read, and
 * gives its place back with the answer. A request that is not admitted is answered at once (503 or
 * 413) and its body is never buffered.
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

  private final Admission admission;

  AdmissionFilter(Admission admission) {
    this.admission = admission;
  }

  @RequestFilter
  @Nullable
  MutableHttpResponse<Problem> admit(HttpRequest<?> request) {
    if (request.getMethod() != HttpMethod.POST) {
      return null;
    }
    try {
      request.setAttribute(TICKET, admission.receive(request.getContentLength()));
      return null;
    } catch (ProblemException e) {
      MutableHttpResponse<Problem> r = Problems.response(request, e.problem());
      return e.retryAfterSeconds() > 0 ? Problems.retryAfter(r, e.retryAfterSeconds()) : r;
    }
  }

  @ResponseFilter
  void release(HttpRequest<?> request) {
    request.getAttribute(TICKET, Admission.Ticket.class).ifPresent(Admission.Ticket::close);
  }
}
