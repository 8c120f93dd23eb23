package io.birj.app.docs;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The threads the documents of a command are read on: a pool of several, or the calling thread
 * alone. A pool of one thread would only take the work over from the caller and hand the answer
 * back while the caller waits; on a loaded machine each of those hand-overs waits for the scheduler
 * (bir-bench/RESULTS.md, "One document on the calling thread").
 */
public final class Workers {
  private Workers() {}

  /**
   * An executor of {@code threads} threads; with one, the calling thread, which runs each task as
   * it is submitted (its future is done when {@code submit} returns, with the task's result or what
   * it threw, as a pool's would be).
   */
  public static ExecutorService of(int threads) {
    return threads == 1 ? new CallingThread() : Executors.newFixedThreadPool(threads);
  }

  private static final class CallingThread extends AbstractExecutorService {
    private volatile boolean shut;

    @Override
    public void execute(Runnable task) {
      if (shut) {
        throw new RejectedExecutionException("shut down");
      }
      task.run();
    }

    @Override
    public void shutdown() {
      shut = true;
    }

    @Override
    public List<Runnable> shutdownNow() {
      shut = true;
      return List.of();
    }

    @Override
    public boolean isShutdown() {
      return shut;
    }

    @Override
    public boolean isTerminated() {
      return shut;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
      return shut;
    }
  }
}
