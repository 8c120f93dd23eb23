package io.birj.app.service;

import io.birj.api.error.BirException;
import io.birj.pelican.PelicanException;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/**
 * The service's own errors as problem details: {@link ProblemException} as it says, an invalid
 * document or expression 422. The framework's errors are {@link FrameworkProblems}' business.
 */
final class ServiceErrors {
  private ServiceErrors() {}

  @Produces
  @Singleton
  @Requires(classes = {ProblemException.class, ExceptionHandler.class})
  static final class Answered implements ExceptionHandler<ProblemException, HttpResponse<Problem>> {
    @Override
    public HttpResponse<Problem> handle(HttpRequest request, ProblemException e) {
      var r = Problems.response(request, e.problem());
      return e.retryAfterSeconds() > 0 ? Problems.retryAfter(r, e.retryAfterSeconds()) : r;
    }
  }

  @Produces
  @Singleton
  @Requires(classes = {BirException.class, ExceptionHandler.class})
  static final class Invalid implements ExceptionHandler<BirException, HttpResponse<Problem>> {
    @Override
    public HttpResponse<Problem> handle(HttpRequest request, BirException e) {
      return Problems.response(request, Problem.of(e));
    }
  }

  @Produces
  @Singleton
  @Requires(classes = {PelicanException.class, ExceptionHandler.class})
  static final class InvalidExpr
      implements ExceptionHandler<PelicanException, HttpResponse<Problem>> {
    @Override
    public HttpResponse<Problem> handle(HttpRequest request, PelicanException e) {
      return Problems.response(
          request, Problem.of(ProblemType.INVALID_DOCUMENT, String.valueOf(e.getMessage())));
    }
  }
}
