package io.birj.app.service;

/**
 * A request the service answers with {@link #problem()} (and, for a 503, a {@code Retry-After} of
 * {@link #retryAfterSeconds()}); thrown from the document work, answered by {@link ServiceErrors}.
 */
final class ProblemException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Problem problem;
  private final long retryAfterSeconds;

  ProblemException(Problem problem, long retryAfterSeconds, Throwable cause) {
    super(problem.detail(), cause, false, false);
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  ProblemException(Problem problem) {
    this(problem, 0, null);
  }

  /** A body that is not one well-formed JSON value (400), at a place when known. */
  static ProblemException malformed(String detail, long line, long column) {
    return new ProblemException(
        Problem.of(ProblemType.MALFORMED_BODY, detail).at(null, line, column));
  }

  Problem problem() {
    return problem;
  }

  long retryAfterSeconds() {
    return retryAfterSeconds;
  }
}
