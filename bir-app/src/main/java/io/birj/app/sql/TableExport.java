package io.birj.app.sql;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.analysis.tables.Column;
import io.birj.analysis.tables.Row;
import io.birj.analysis.tables.Table;
import io.birj.writer.OutputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.duckdb.DuckDBConnection;

/**
 * Writes the tables of a batch of documents as files another engine reads (docs/tables.md,
 * "Files"). Each file is made in a work directory inside the output directory, then written into
 * place atomically ({@link OutputFile}), so an interrupted export leaves no part of a file.
 */
public final class TableExport {
  /** The file formats. */
  public enum Format {
    PARQUET("parquet"),
    JSONL("jsonl"),
    DUCKDB("duckdb");

    private final String spelling;

    Format(String spelling) {
      this.spelling = spelling;
    }

    public String spelling() {
      return spelling;
    }

    /** The format of a spelling, or {@code null}. */
    public static Format of(String spelling) {
      for (Format f : values()) {
        if (f.spelling.equals(spelling)) {
          return f;
        }
      }
      return null;
    }
  }

  /** The database file of {@code --format duckdb}. */
  public static final String DATABASE_FILE = "birj.duckdb";

  private static final JsonFactory JSON = new JsonFactory();

  private TableExport() {}

  /**
   * Exports every source's tables into {@code dir} (created if missing) on {@code threads} threads;
   * returns the documents that did not load (the others are exported).
   */
  public static List<Batch.Failed> export(
      Format format, Path dir, List<Batch.Source> sources, int threads)
      throws IOException, SQLException {
    Files.createDirectories(dir);
    Path work = Files.createTempDirectory(dir, ".birj-export-");
    try {
      switch (format) {
        case DUCKDB:
          return database(dir, work, sources, threads);
        case PARQUET:
        case JSONL:
          for (Table t : Table.values()) {
            Files.createDirectories(dir.resolve(t.sqlName()));
          }
          return Batch.run(
              sources,
              threads,
              () ->
                  format == Format.PARQUET
                      ? new ParquetSink(dir, work)
                      : new JsonLinesSink(dir, work));
        default:
          throw new IllegalStateException(format.toString());
      }
    } finally {
      deleteTree(work);
    }
  }

  /** The file name of a document's part of a table: its place and its file name. */
  static String partName(int index, String document, Format format) {
    String base = Path.of(document).getFileName() == null ? "document" : baseName(document);
    return String.format(Locale.ROOT, "%05d-%s.%s", index, base, format.spelling());
  }

  private static String baseName(String document) {
    String name = Path.of(document).getFileName().toString();
    for (String ext : List.of(".json", ".cbor")) {
      if (name.endsWith(ext) && name.length() > ext.length()) {
        name = name.substring(0, name.length() - ext.length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (char c : name.toCharArray()) {
      sb.append(Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' ? c : '_');
    }
    return sb.toString();
  }

  private static List<Batch.Failed> database(
      Path dir, Path work, List<Batch.Source> sources, int threads)
      throws IOException, SQLException {
    Path file = work.resolve(DATABASE_FILE);
    List<Batch.Failed> failed;
    try (SqlDatabase db = SqlDatabase.create(file)) {
      failed = db.load(sources, threads);
      db.execute("CHECKPOINT");
    }
    commit(file, dir.resolve(DATABASE_FILE));
    return failed;
  }

  /** Writes {@code staged} into place at {@code target}, atomically. */
  private static void commit(Path staged, Path target) throws IOException {
    OutputFile.write(target, out -> Files.copy(staged, out));
    Files.delete(staged);
  }

  /** One thread's Parquet files: a document's rows in an in-memory database, then copied out. */
  private static final class ParquetSink implements Batch.Sink {
    private final Path dir;
    private final Path work;
    private final DuckDBConnection connection;
    private final Appenders appenders;
    private String part;

    ParquetSink(Path dir, Path work) throws SQLException {
      this.dir = dir;
      this.work = work;
      this.connection = (DuckDBConnection) DriverManager.getConnection("jdbc:duckdb:");
      SqlSchema.create(connection);
      this.appenders = new Appenders(connection);
    }

    @Override
    public Consumer<Row> begin(int index, String name) {
      part = partName(index, name, Format.PARQUET);
      return appenders;
    }

    @Override
    public void end() throws SQLException, IOException {
      appenders.flush();
      try (Statement s = connection.createStatement()) {
        for (Table t : Table.values()) {
          Path staged = work.resolve(t.sqlName() + "-" + part);
          s.execute(
              "COPY "
                  + t.sqlName()
                  + " TO "
                  + SqlSchema.literal(staged.toAbsolutePath().toString())
                  + " (FORMAT parquet)");
          commit(staged, dir.resolve(t.sqlName()).resolve(part));
        }
      }
      empty();
    }

    @Override
    public void abandon() throws SQLException {
      appenders.flush();
      empty();
    }

    private void empty() throws SQLException {
      try (Statement s = connection.createStatement()) {
        for (Table t : Table.values()) {
          s.execute("DELETE FROM " + t.sqlName());
        }
      }
    }

    @Override
    public void close() throws SQLException {
      try {
        appenders.close();
      } finally {
        connection.close();
      }
    }
  }

  /** One thread's JSON Lines files: each row written as it comes, one file per table. */
  private static final class JsonLinesSink implements Batch.Sink {
    private final Path dir;
    private final Path work;
    private final Map<Table, JsonGenerator> open = new EnumMap<>(Table.class);
    private String part;

    JsonLinesSink(Path dir, Path work) {
      this.dir = dir;
      this.work = work;
    }

    @Override
    public Consumer<Row> begin(int index, String name) throws IOException {
      part = partName(index, name, Format.JSONL);
      for (Table t : Table.values()) {
        JsonGenerator g =
            JSON.createGenerator(staged(t).toFile(), JsonEncoding.UTF8).setRootValueSeparator(null);
        open.put(t, g);
      }
      return this::write;
    }

    private Path staged(Table t) {
      return work.resolve(t.sqlName() + "-" + part);
    }

    private void write(Row row) {
      JsonGenerator g = open.get(row.table());
      try {
        List<Column> cs = row.table().columns();
        Object[] vs = row.values();
        g.writeStartObject();
        for (int i = 0; i < vs.length; i++) {
          g.writeFieldName(cs.get(i).name());
          Object v = vs[i];
          if (v == null) {
            g.writeNull();
          } else if (v instanceof String s) {
            g.writeString(s);
          } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
          } else {
            g.writeNumber(((Number) v).longValue());
          }
        }
        g.writeEndObject();
        g.writeRaw('\n');
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void end() throws IOException {
      closeAll();
      for (Table t : Table.values()) {
        commit(staged(t), dir.resolve(t.sqlName()).resolve(part));
      }
    }

    @Override
    public void abandon() throws IOException {
      closeAll();
      for (Table t : Table.values()) {
        Files.deleteIfExists(staged(t));
      }
    }

    private void closeAll() throws IOException {
      IOException first = null;
      for (JsonGenerator g : open.values()) {
        try {
          g.close();
        } catch (IOException e) {
          first = first == null ? e : first;
        }
      }
      open.clear();
      if (first != null) {
        throw first;
      }
    }

    @Override
    public void close() throws IOException {
      closeAll();
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p : all.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
