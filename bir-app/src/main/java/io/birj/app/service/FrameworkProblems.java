package io.birj.app.service;

import io.micronaut.core.bind.exceptions.UnsatisfiedArgumentException;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.exceptions.BufferLengthExceededException;
import io.micronaut.http.exceptions.ContentLengthExceededException;
import io.micronaut.http.server.HttpServerConfiguration;
import io.micronaut.http.server.exceptions.NotAcceptableException;
import io.micronaut.http.server.exceptions.NotAllowedException;
import io.micronaut.http.server.exceptions.UnsupportedMediaException;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.micronaut.web.router.exceptions.UnsatisfiedBodyRouteException;
import io.micronaut.web.router.exceptions.UnsatisfiedPartRouteException;
import io.micronaut.web.router.exceptions.UnsatisfiedRouteException;
import jakarta.inject.Singleton;
import java.util.Locale;
import java.util.TreeSet;

/**
 * The framework's own errors (no route, wrong method, unreadable parameter, body over the limit, an
 * exception nobody handled) as problem details. Micronaut asks the one {@link
 * ErrorResponseProcessor} bean for every such answer; this one takes the place of its default
 * (HAL-style) format. Details are written here from what the request asked, never from an
 * exception's message, which may carry parser or JDK internals.
 */
@Singleton
final class FrameworkProblems implements ErrorResponseProcessor<Problem> {
  private final HttpServerConfiguration server;

  FrameworkProblems(HttpServerConfiguration server) {
    this.server = server;
  }

  @Override
  public MutableHttpResponse<Problem> processResponse(
      ErrorContext context, MutableHttpResponse<?> base) {
    HttpRequest<?> request = context.getRequest();
    if (base.code() == 400
        && request.getMethod() == HttpMethod.POST
        && request.getContentType().isEmpty()) {
      // A route told by its Content-Type (POST /diff: multipart or JSON) cannot be chosen without
      // one: the framework's 400 is the README's 415, as for the other endpoints.
      base.status(io.micronaut.http.HttpStatus.UNSUPPORTED_MEDIA_TYPE);
      return Problems.fill(request, base, AdmissionFilter.noContentType(request));
    }
    Problem p = describe(request, base.code(), context.getRootCause().orElse(null));
    return Problems.fill(context.getRequest(), base, p);
  }

  /** The problem for a framework error of {@code status} caused by {@code cause} (or none). */
  Problem describe(HttpRequest<?> request, int status, Throwable cause) {
    String where = request.getMethodName() + " " + Problems.clip(request.getPath());
    if (cause instanceof ConversionErrorException c) {
      Object value = c.getConversionError().getOriginalValue().orElse("");
      return Problems.badValue(
          c.getArgument().getName(), expected(c.getArgument()), String.valueOf(value));
    }
    if (cause instanceof UnsatisfiedBodyRouteException) {
      return Problem.of(ProblemType.MALFORMED_BODY, Problems.EMPTY_BODY);
    }
    if (cause instanceof UnsatisfiedPartRouteException u) {
      return Problem.of(
          ProblemType.BAD_PARAMETER, "the required part '" + u.getPartName() + "' is missing");
    }
    if (cause instanceof UnsatisfiedRouteException u) {
      return Problem.of(
          ProblemType.BAD_PARAMETER,
          "the required parameter '" + u.getArgument().getName() + "' is missing");
    }
    if (cause instanceof UnsatisfiedArgumentException u) {
      Argument<?> a = u.getArgument();
      if (a.getAnnotationMetadata().hasAnnotation(Body.class)) {
        return Problem.of(ProblemType.MALFORMED_BODY, Problems.EMPTY_BODY);
      }
      String kind = a.getAnnotationMetadata().hasAnnotation(Part.class) ? "part" : "parameter";
      return Problem.of(
          ProblemType.BAD_PARAMETER, "the required " + kind + " '" + a.getName() + "' is missing");
    }
    if (cause instanceof ContentLengthExceededException
        || cause instanceof BufferLengthExceededException) {
      return tooLarge();
    }
    if (cause instanceof NotAllowedException n) {
      return Problem.of(
          ProblemType.METHOD_NOT_ALLOWED,
          where
              + " is not served; allowed: "
              + String.join(", ", new TreeSet<>(n.getAllowedMethods())));
    }
    if (cause instanceof UnsupportedMediaException m) {
      return Problem.of(
          ProblemType.UNSUPPORTED_MEDIA_TYPE,
          where
              + " does not read Content-Type '"
              + Problems.clip(String.valueOf(m.getContentType()))
              + "'; it reads "
              + String.join(", ", m.getAcceptableContentTypes()));
    }
    if (cause instanceof NotAcceptableException n) {
      return Problem.of(
          ProblemType.NOT_ACCEPTABLE,
          where
              + " answers "
              + String.join(", ", n.getProduceableContentTypes())
              + ", which the request's Accept does not allow");
    }
    if (cause == null && status == 400) {
      // Netty could not decode the request: there is no method or path to speak of.
      return Problem.of(
          ProblemType.BAD_REQUEST,
          "the HTTP request could not be parsed (request line or headers)");
    }
    if (cause == null && status == 413) {
      // Without the body's exception, it is the request line or a header that was too long.
      return Problem.of(
          ProblemType.HEAD_TOO_LARGE,
          "the request line or its headers are over the server's limits"
              + " (micronaut.server.netty.max-initial-line-length, max-header-size)");
    }
    ProblemType type = ProblemType.forStatus(status);
    return switch (type) {
      case NOT_FOUND ->
          Problem.of(
              type, where + ": no such endpoint (the endpoints: GET " + Problems.OPENAPI + ")");
      case METHOD_NOT_ALLOWED -> Problem.of(type, where + " is not served");
      case BODY_TOO_LARGE -> tooLarge();
      case INTERNAL_ERROR -> internal(where, cause);
      default ->
          status >= 500
              ? internal(where, cause)
              : Problem.of(type, status, where + ": " + reason(status));
    };
  }

  /** The 413 answer: the limit, and the key that sets it. */
  Problem tooLarge() {
    return Problems.bodyOverLimit(server.getMaxRequestSize());
  }

  private static Problem internal(String where, Throwable cause) {
    // A defect of ours: Micronaut's log has the stack trace, the answer says only that it is a bug.
    return Problem.of(
        ProblemType.INTERNAL_ERROR,
        where
            + " failed with an internal error in birj"
            + (cause == null ? "" : " (" + cause.getClass().getSimpleName() + ")")
            + ", not a problem with the request; the server log has the details");
  }

  private static String expected(Argument<?> a) {
    Class<?> t = a.getType();
    if (t == Integer.class || t == int.class || t == Long.class || t == long.class) {
      return "an integer";
    }
    if (t == Boolean.class || t == boolean.class) {
      return Problems.TRUE_OR_FALSE;
    }
    return "a " + t.getSimpleName().toLowerCase(Locale.ROOT);
  }

  private static String reason(int status) {
    try {
      return io.micronaut.http.HttpStatus.valueOf(status).getReason();
    } catch (IllegalArgumentException e) {
      return "HTTP status " + status;
    }
  }

  static boolean isHead(HttpRequest<?> request) {
    return request.getMethod() == HttpMethod.HEAD;
  }
}
