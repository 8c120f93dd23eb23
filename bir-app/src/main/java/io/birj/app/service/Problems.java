package io.birj.app.service;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import java.util.Locale;

/** Problem details as HTTP answers: status, {@code application/problem+json}, the instance. */
final class Problems {
  /** Where the endpoints are described. */
  static final String OPENAPI = "/openapi/birj-0.1.yml";

  static final String EMPTY_BODY = "the request body is empty: expected a BIR-JSON document";

  /** The 413 answer for a body over {@code maxRequestSize}: the limit, and the key that sets it. */
  static Problem bodyOverLimit(long maxRequestSize) {
    return Problem.of(
        ProblemType.BODY_TOO_LARGE,
        "the request body is over the limit of "
            + bytes(maxRequestSize)
            + " (micronaut.server.max-request-size)");
  }

  /** The 400 answer for a parameter whose value is not {@code expected} (e.g. "an integer"). */
  static Problem badValue(String name, String expected, String got) {
    return Problem.of(
        ProblemType.BAD_PARAMETER,
        "parameter '" + name + "' must be " + expected + " (got '" + clip(got) + "')");
  }

  /**
   * A boolean parameter read strictly: {@code true} or {@code false} (any case), since the
   * framework's own conversion takes every other word for {@code false}.
   */
  static boolean bool(String name, String value) {
    if (value.equalsIgnoreCase("true")) {
      return true;
    }
    if (value.equalsIgnoreCase("false")) {
      return false;
    }
    throw new ProblemException(badValue(name, TRUE_OR_FALSE, value));
  }

  static final String TRUE_OR_FALSE = "true or false";

  /** The longest piece of the request that a detail quotes. */
  private static final int CLIP = 80;

  private Problems() {}

  /** The answer for {@code p}, with the request's path as its instance. */
  static MutableHttpResponse<Problem> response(HttpRequest<?> request, Problem p) {
    return fill(request, HttpResponse.status(io.micronaut.http.HttpStatus.valueOf(p.status())), p);
  }

  /** {@code base} (whose status is kept) carrying {@code p}; HEAD answers carry no body. */
  @SuppressWarnings("unchecked")
  static MutableHttpResponse<Problem> fill(
      HttpRequest<?> request, MutableHttpResponse<?> base, Problem p) {
    MutableHttpResponse<Problem> r = (MutableHttpResponse<Problem>) base;
    if (request.getMethod() == HttpMethod.HEAD) {
      return r;
    }
    Problem body = p.status() == base.code() ? p : p.withStatus(base.code());
    return r.body(body.withInstance(request.getPath()))
        .contentType(MediaType.APPLICATION_JSON_PROBLEM_TYPE);
  }

  /** {@code r} telling the client when to try again. */
  static <T> MutableHttpResponse<T> retryAfter(MutableHttpResponse<T> r, long seconds) {
    return r.header(HttpHeaders.RETRY_AFTER, Long.toString(Math.max(1, seconds)));
  }

  /** A piece of the request quoted in a detail: control characters escaped, cut to a length. */
  static String clip(String s) {
    StringBuilder b = new StringBuilder();
    int i = 0;
    for (; i < s.length() && b.length() < CLIP; i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c == 0x7f) {
        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      } else {
        b.append(c);
      }
    }
    return i < s.length() ? b + "..." : b.toString();
  }

  /** A byte count as people read it: {@code 64 MiB}, {@code 1.5 GiB}, {@code 512 bytes}. */
  static String bytes(long n) {
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    if (n < 1024) {
      return n + " bytes";
    }
    double v = n;
    int u = -1;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return (v == Math.rint(v)
            ? String.format(Locale.ROOT, "%.0f", v)
            : String.format(Locale.ROOT, "%.1f", v))
        + " "
        + units[u];
  }
}
