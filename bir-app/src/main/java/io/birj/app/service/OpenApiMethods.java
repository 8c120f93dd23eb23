package io.birj.app.service;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * The OpenAPI description is a file to read: {@code GET} and {@code HEAD} only. The framework's
 * static resources answer every method with the file, so other methods are refused here (405).
 */
@ServerFilter("/openapi/**")
final class OpenApiMethods {
  @RequestFilter
  @Nullable
  MutableHttpResponse<Problem> onlyRead(HttpRequest<?> request) {
    HttpMethod m = request.getMethod();
    if (m == HttpMethod.GET || m == HttpMethod.HEAD) {
      return null;
    }
    MutableHttpResponse<Problem> r =
        Problems.response(
            request,
            Problem.of(
                ProblemType.METHOD_NOT_ALLOWED,
                request.getMethodName()
                    + " "
                    + Problems.clip(request.getPath())
                    + " is not served; allowed: GET, HEAD"));
    r.getHeaders().allow(java.util.List.of(HttpMethod.GET, HttpMethod.HEAD));
    return r;
  }
}
