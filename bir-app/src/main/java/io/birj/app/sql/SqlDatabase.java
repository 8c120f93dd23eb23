package io.birj.app.sql;

import io.birj.analysis.tables.Row;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.duckdb.DuckDBConnection;
import org.duckdb.DuckDBDriver;

/**
 * An embedded DuckDB database holding the tables of docs/tables.md.
 *
 * <p>It opens on a thread of its own, started by {@link #inMemory} or {@link #create}: DuckDB's
 * start (its driver, its native library, its catalogue) is a third of a small query's CPU, and
 * meanwhile the command reads its documents. Whatever needs the database waits for it; a failure to
 * open is the {@link SQLException} of the first such call.
 */
public final class SqlDatabase implements AutoCloseable {
  /** The memory a locked-down database (a query of the service) may take: 1 GiB. */
  public static final long QUERY_MEMORY = 1L << 30;

  private final FutureTask<DuckDBConnection> opening;

  private SqlDatabase(String url) {
    opening =
        new FutureTask<>(
            () -> {
              // The driver itself, not DriverManager: its first use looks for every driver on
              // the class path through ServiceLoader, which opens each jar of the class path
              // (bir-bench/RESULTS.md, "The one-shot services").
              DuckDBConnection c =
                  (DuckDBConnection) new DuckDBDriver().connect(url, new Properties());
              try {
                SqlSchema.create(c);
              } catch (SQLException | RuntimeException e) {
                c.close();
                throw e;
              }
              return c;
            });
    Thread t = new Thread(opening, "birj-duckdb-open");
    t.setDaemon(true);
    t.start();
  }

  /** A database in memory (DuckDB spills to a temporary directory past its memory limit). */
  public static SqlDatabase inMemory() {
    return new SqlDatabase("jdbc:duckdb:");
  }

  /** A database in the new file {@code file}. */
  public static SqlDatabase create(Path file) {
    return new SqlDatabase("jdbc:duckdb:" + file.toAbsolutePath());
  }

  /** The open connection, once it is. */
  private DuckDBConnection connection() throws SQLException {
    try {
      return opened();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof SQLException sql) {
        throw sql;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
    }
  }

  /** Waits for the opening, interrupted or not: the database opens (or fails) all the same. */
  private DuckDBConnection opened() throws ExecutionException {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return opening.get();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * Loads the documents' rows, on {@code threads} threads; returns those that did not load. Each
   * thread reads its first document before it asks for the database.
   */
  public List<Batch.Failed> load(List<Batch.Source> sources, int threads) {
    return Batch.run(
        sources,
        threads,
        () ->
            new Batch.Sink() {
              private DuckDBConnection c;
              private Appenders appenders;

              @Override
              public Consumer<Row> begin(int index, String name) throws SQLException {
                if (appenders == null) {
                  c = connection().duplicate();
                  appenders = new Appenders(c);
                }
                return appenders;
              }

              @Override
              public void end() throws SQLException {
                appenders.flush();
              }

              @Override
              public void abandon() {}

              @Override
              public void close() throws SQLException {
                if (c == null) {
                  return;
                }
                try {
                  appenders.close();
                } finally {
                  c.close();
                }
              }
            });
  }

  /** Appends rows on this thread, straight into the tables (close it to end). */
  public Appenders appender() throws SQLException {
    return new Appenders(connection());
  }

  /**
   * From now on no statement reads or writes a file or changes a setting, and the database takes at
   * most {@link #QUERY_MEMORY}: what a query of the service may do is read these tables.
   */
  public void lockDown() throws SQLException {
    try (Statement s = connection().createStatement()) {
      // DuckDB's own default is 80% of the machine's memory, outside the service's budget, and an
      // in-memory database spills past its limit into .tmp/ in the working directory: a query
      // past the limit is refused instead.
      s.execute("SET memory_limit = '" + QUERY_MEMORY + "B'");
      s.execute("SET temp_directory = ''");
      s.execute("SET enable_external_access = false");
      s.execute("SET lock_configuration = true");
    }
  }

  /** Runs a statement (no answer), e.g. {@code CHECKPOINT}. */
  public void execute(String sql) throws SQLException {
    try (Statement s = connection().createStatement()) {
      s.execute(sql);
    }
  }

  /** What a query answers: its column names, then its rows. */
  public interface Answer {
    void columns(List<String> names);

    /** One row; return false to stop reading (the answer is then truncated). */
    boolean row(Object[] values);
  }

  /**
   * Runs {@code sql} and hands its answer over; cancels it after {@code timeout} (null: never).
   *
   * @return true when the query ran out of time
   */
  public boolean query(String sql, Answer answer, Duration timeout) throws SQLException {
    AtomicBoolean timedOut = new AtomicBoolean();
    ScheduledExecutorService timer =
        timeout == null ? null : Executors.newSingleThreadScheduledExecutor();
    try (Statement s = connection().createStatement()) {
      ScheduledFuture<?> cancel = null;
      if (timer != null) {
        cancel =
            timer.schedule(
                () -> {
                  timedOut.set(true);
                  try {
                    s.cancel();
                  } catch (SQLException e) {
                    // The statement is over: nothing to cancel.
                  }
                },
                timeout.toMillis(),
                TimeUnit.MILLISECONDS);
      }
      try {
        if (!s.execute(sql)) {
          answer.columns(List.of());
          return false;
        }
        try (ResultSet rs = s.getResultSet()) {
          ResultSetMetaData md = rs.getMetaData();
          int n = md.getColumnCount();
          List<String> names = new ArrayList<>(n);
          for (int i = 1; i <= n; i++) {
            names.add(md.getColumnLabel(i));
          }
          answer.columns(names);
          while (rs.next()) {
            Object[] values = new Object[n];
            for (int i = 1; i <= n; i++) {
              values[i - 1] = value(rs, i);
            }
            if (!answer.row(values)) {
              break;
            }
          }
        }
      } catch (SQLException e) {
        if (timedOut.get()) {
          return true;
        }
        throw e;
      } finally {
        if (cancel != null) {
          cancel.cancel(false);
        }
      }
      return false;
    } finally {
      if (timer != null) {
        timer.shutdownNow();
      }
    }
  }

  /** A JSON-friendly value: numbers, text and truth values as they are, the rest as text. */
  private static Object value(ResultSet rs, int column) throws SQLException {
    Object v = rs.getObject(column);
    if (v == null || v instanceof Number || v instanceof Boolean || v instanceof String) {
      return v;
    }
    return rs.getString(column);
  }

  /**
   * Closes the database once it is open. A failure to open is not thrown again here: it was the
   * failure of the first call that needed the database, and none that did not need it cares.
   */
  @Override
  public void close() throws SQLException {
    DuckDBConnection c;
    try {
      c = opened();
    } catch (ExecutionException e) {
      return;
    }
    c.close();
  }
}
