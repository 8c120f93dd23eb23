package io.birj.app.service;

import io.birj.api.error.BirException;
import io.birj.pelican.PelicanException;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.exceptions.ContentLengthExceededException;
import io.micronaut.http.server.exceptions.ContentLengthExceededHandler;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/**
 * The service's answers to errors, all as {@link ErrorBody}: 400 a malformed body, 413 a body over
 * {@code micronaut.server.max-request-size}, 422 an invalid document or expression.
 */
final class ServiceErrors {
  private ServiceErrors() {}

  @Produces
  @Singleton
  @Requires(classes = {MalformedBodyException.class, ExceptionHandler.class})
  static final class Malformed
      implements ExceptionHandler<MalformedBodyException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, MalformedBodyException e) {
      return HttpResponse.<ErrorBody>status(HttpStatus.BAD_REQUEST)
          .body(new ErrorBody(e.getMessage(), "", e.line(), e.column(), null));
    }
  }

  @Produces
  @Singleton
  @Requires(classes = {BirException.class, ExceptionHandler.class})
  static final class Invalid implements ExceptionHandler<BirException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, BirException e) {
      return HttpResponse.<ErrorBody>status(HttpStatus.UNPROCESSABLE_ENTITY).body(ErrorBody.of(e));
    }
  }

  @Produces
  @Singleton
  @Requires(classes = {PelicanException.class, ExceptionHandler.class})
  static final class InvalidExpr
      implements ExceptionHandler<PelicanException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, PelicanException e) {
      return HttpResponse.<ErrorBody>status(HttpStatus.UNPROCESSABLE_ENTITY)
          .body(ErrorBody.of(e.getMessage()));
    }
  }

  @Produces
  @Singleton
  @Requires(classes = {ContentLengthExceededException.class, ExceptionHandler.class})
  @Replaces(ContentLengthExceededHandler.class)
  static final class TooLarge
      implements ExceptionHandler<ContentLengthExceededException, HttpResponse<ErrorBody>> {
    @Override
    public HttpResponse<ErrorBody> handle(HttpRequest request, ContentLengthExceededException e) {
      return HttpResponse.<ErrorBody>status(HttpStatus.REQUEST_ENTITY_TOO_LARGE)
          .body(ErrorBody.of(e.getMessage() + " (the limit is micronaut.server.max-request-size)"));
    }
  }
}
