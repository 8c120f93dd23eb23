package io.birj.app.service;

/**
 * The kinds of problem the service answers with (RFC 9457 problem details): each kind's {@code
 * type} URI, {@code title} and HTTP status, in one place. The README's "As a service" section and
 * the OpenAPI description list the same kinds.
 */
public enum ProblemType {
  /** The HTTP request itself (request line, headers) cannot be parsed. */
  BAD_REQUEST("bad-request", "The HTTP request is malformed", 400),
  /** The body is empty, is not JSON, or holds more than one JSON value. */
  MALFORMED_BODY("malformed-body", "The request body is not a well-formed JSON value", 400),
  /** A query parameter or a multipart part is missing or has a bad value. */
  BAD_PARAMETER("bad-parameter", "A request parameter is missing or invalid", 400),
  /** No endpoint has this path. */
  NOT_FOUND("not-found", "No such endpoint", 404),
  /** The endpoint exists but not for this method. */
  METHOD_NOT_ALLOWED("method-not-allowed", "Method not allowed on this endpoint", 405),
  /** The endpoint cannot answer in any type the request's {@code Accept} allows. */
  NOT_ACCEPTABLE("not-acceptable", "No acceptable representation", 406),
  /** The body is over the request size limit. */
  BODY_TOO_LARGE("body-too-large", "The request body is too large", 413),
  /** The request line or a header is over the server's limits. */
  HEAD_TOO_LARGE("head-too-large", "The request line or headers are too long", 413),
  /** The body's {@code Content-Type} is not one the endpoint reads. */
  UNSUPPORTED_MEDIA_TYPE("unsupported-media-type", "Unsupported request content type", 415),
  /** The body is JSON but not a valid BIR document (or expression). */
  INVALID_DOCUMENT("invalid-document", "The document is not valid BIR", 422),
  /** The conversion would change the document's meaning, so it was refused. */
  CONVERSION_REFUSED("conversion-refused", "The conversion was refused", 422),
  /** The answer would be larger than the heap the request may use (a smaller indent helps). */
  ANSWER_TOO_LARGE("answer-too-large", "The answer would be too large", 422),
  /** A defect in birj: never the document's fault. */
  INTERNAL_ERROR("internal-error", "Internal error in birj", 500),
  /** Every worker and queue place is taken, or the memory budget is: retry after a while. */
  OVERLOADED("overloaded", "The service is busy", 503),
  /** The heap ran out while serving this request. */
  OUT_OF_MEMORY("out-of-memory", "The service ran out of memory", 503),
  /** Any other HTTP error (the status's own reason phrase is the title). */
  HTTP_ERROR("http-error", "HTTP error", 0);

  /** The prefix of every {@code type}: URNs name the kinds; they are not addresses to fetch. */
  public static final String URN_PREFIX = "urn:birj:problem:";

  private final String name;
  private final String title;
  private final int status;

  ProblemType(String name, String title, int status) {
    this.name = name;
    this.title = title;
    this.status = status;
  }

  /** The {@code type} member. */
  public String uri() {
    return URN_PREFIX + name;
  }

  public String title() {
    return title;
  }

  /** The HTTP status, or 0 for {@link #HTTP_ERROR} (which takes the status it is given). */
  public int status() {
    return status;
  }

  /** The first kind (in declaration order) of {@code status}, else {@link #HTTP_ERROR}. */
  static ProblemType forStatus(int status) {
    for (ProblemType t : values()) {
      if (t.status == status) {
        return t;
      }
    }
    return HTTP_ERROR;
  }
}
