package io.birj.app.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.Test;

class WorkersTest {
  @Test
  void one_worker_is_the_calling_thread_and_its_task_is_done_when_submitted() throws Exception {
    ExecutorService one = Workers.of(1);
    Thread caller = Thread.currentThread();

    Future<Thread> ran = one.submit(Thread::currentThread);

    assertTrue(ran.isDone());
    assertSame(caller, ran.get());
    one.shutdownNow();
  }

  @Test
  void what_a_task_throws_on_the_calling_thread_is_its_futures_failure_as_in_a_pool() {
    ExecutorService one = Workers.of(1);
    IllegalStateException thrown = new IllegalStateException("broken");

    Future<Object> f =
        one.submit(
            () -> {
              throw thrown;
            });

    ExecutionException e = assertThrows(ExecutionException.class, f::get);
    assertSame(thrown, e.getCause());
  }

  @Test
  void several_workers_are_threads_of_their_own() throws Exception {
    ExecutorService two = Workers.of(2);
    try {
      assertNotSame(Thread.currentThread(), two.submit(Thread::currentThread).get());
    } finally {
      two.shutdownNow();
    }
  }

  @Test
  void the_calling_thread_shut_down_takes_no_more_tasks() throws Exception {
    ExecutorService one = Workers.of(1);
    assertEquals(1, one.submit(() -> 1).get());

    one.shutdown();

    assertTrue(one.isShutdown() && one.isTerminated());
    assertThrows(RejectedExecutionException.class, () -> one.submit(() -> 2));
  }
}
