package io.birj.app.service;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.ServerHttpRequest;
import io.micronaut.http.exceptions.BufferLengthExceededException;
import io.micronaut.http.exceptions.ContentLengthExceededException;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * A request's body, collected as it arrives into one array that doubles as it fills: the copies add
 * up to the body's size once. (The framework's own buffering of a body bound to {@code byte[]}
 * merges its pieces over and over, on the event loop: a 64 MiB body held a network thread for
 * minutes.) Each piece is appended on the event loop and nothing else is done there.
 */
final class RequestBody {
  private RequestBody() {}

  /**
   * The body of {@code request}, at most {@code limit} bytes.
   *
   * @return completes with the bytes, or with a 413 {@link ProblemException} as soon as more come
   */
  static CompletableFuture<byte[]> collect(HttpRequest<?> request, long limit) {
    CompletableFuture<byte[]> done = new CompletableFuture<>();
    if (!(request instanceof ServerHttpRequest<?> server)) {
      done.completeExceptionally(new IllegalStateException("not a server request: " + request));
      return done;
    }
    long expected = server.byteBody().expectedLength().orElse(-1);
    server
        .byteBody()
        .toByteArrayPublisher()
        .subscribe(
            new Subscriber<byte[]>() {
              private Subscription subscription;
              private byte[] buf =
                  new byte[(int) Math.min(limit, expected >= 0 ? expected : 64 * 1024)];
              private int size;

              @Override
              public void onSubscribe(Subscription s) {
                subscription = s;
                s.request(Long.MAX_VALUE);
              }

              @Override
              public void onNext(byte[] piece) {
                if (done.isDone()) {
                  return;
                }
                if ((long) size + piece.length > limit) {
                  subscription.cancel();
                  done.completeExceptionally(new ProblemException(Problems.bodyOverLimit(limit)));
                  return;
                }
                if (size + piece.length > buf.length) {
                  long grown = Math.max((long) buf.length * 2, (long) size + piece.length);
                  buf = Arrays.copyOf(buf, (int) Math.min(grown, limit));
                }
                System.arraycopy(piece, 0, buf, size, piece.length);
                size += piece.length;
              }

              @Override
              public void onError(Throwable t) {
                done.completeExceptionally(
                    t instanceof ContentLengthExceededException
                            || t instanceof BufferLengthExceededException
                        ? new ProblemException(Problems.bodyOverLimit(limit))
                        : t);
              }

              @Override
              public void onComplete() {
                done.complete(size == buf.length ? buf : Arrays.copyOf(buf, size));
              }
            });
    return done;
  }
}
