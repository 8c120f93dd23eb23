package io.birj.app.sql;

import io.birj.analysis.tables.Row;
import io.birj.analysis.tables.TableRows;
import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.app.docs.Workers;
import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Turns documents into rows on a few threads: each thread reads one document at a time, walks it
 * into its own sink and lets the model go before it takes the next, so a batch of any size holds at
 * most one model (and one document's unwritten rows) per thread.
 */
public final class Batch {
  /** A document to read. */
  public interface Source {
    /** Its name, as the tables' {@code document} column and messages show it. */
    String name();

    /** Reads it; a bad document is a {@link BirException}. */
    Module read() throws IOException;
  }

  /** One thread's consumer of rows, document after document. */
  public interface Sink extends AutoCloseable {
    /** The sink of the rows of the document at {@code index} among the sources. */
    Consumer<Row> begin(int index, String name) throws Exception;

    /** After the document's last row. */
    void end() throws Exception;

    /** The document did not load: nothing of it is kept. */
    void abandon() throws Exception;

    @Override
    void close() throws Exception;
  }

  /** A document that did not load: a bad document or an I/O error. */
  public record Failed(int index, String name, Exception error) {}

  /** How a failure of the database is said, before DuckDB's own message. */
  public static final String DATABASE_FAILED = "the database failed: ";

  /**
   * Something other than a document failed (the database, a file being written). Its message says
   * {@link #DATABASE_FAILED} when the database did.
   */
  public static final class BatchFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BatchFailure(Throwable cause) {
      super(
          cause instanceof SQLException || cause instanceof SqlFailure
              ? DATABASE_FAILED + cause.getMessage()
              : cause.getMessage(),
          cause);
    }
  }

  /** How many threads to use for {@code documents} documents: the cores, at most. */
  public static int threads(int documents) {
    return Math.max(1, Math.min(documents, Runtime.getRuntime().availableProcessors()));
  }

  private Batch() {}

  /**
   * Runs every source through one sink per thread ({@code sinks} makes them); returns the documents
   * that did not load, in their order.
   *
   * @throws BatchFailure when a sink fails
   */
  public static List<Failed> run(List<Source> sources, int threads, SinkFactory sinks) {
    AtomicInteger next = new AtomicInteger();
    List<Failed> failed = new ArrayList<>();
    ExecutorService pool = Workers.of(threads);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        running.add(
            pool.submit(
                () -> {
                  try (Sink sink = sinks.open()) {
                    for (int i = next.getAndIncrement();
                        i < sources.size();
                        i = next.getAndIncrement()) {
                      Failed f = one(sources.get(i), i, sink);
                      if (f != null) {
                        synchronized (failed) {
                          failed.add(f);
                        }
                      }
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> f : running) {
        try {
          f.get();
        } catch (ExecutionException e) {
          next.set(sources.size());
          Throwable cause = e.getCause();
          if (cause instanceof RuntimeException r && !(cause instanceof SqlFailure)) {
            throw r;
          }
          if (cause instanceof Error err) {
            throw err;
          }
          throw new BatchFailure(cause);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new BatchFailure(e);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    failed.sort((a, b) -> Integer.compare(a.index(), b.index()));
    return failed;
  }

  private static Failed one(Source s, int index, Sink sink) throws Exception {
    Module m;
    try {
      m = s.read();
    } catch (BirException | IOException e) {
      return new Failed(index, s.name(), e);
    }
    Consumer<Row> rows = sink.begin(index, s.name());
    try {
      TableRows.walk(s.name(), m, Verified.of(s.name(), m), rows);
    } catch (RuntimeException | Error e) {
      sink.abandon();
      throw e;
    }
    sink.end();
    return null;
  }

  /** Makes one thread's sink. */
  @FunctionalInterface
  public interface SinkFactory {
    Sink open() throws Exception;
  }
}
