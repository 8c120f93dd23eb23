package io.birj.app.sql;

import io.birj.analysis.tables.Table;
import io.birj.app.files.Trees;
import io.birj.writer.OutputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * Writes the tables of a batch of documents as files another engine reads (docs/tables.md,
 * "Files"). The documents' rows go, a document at a time per thread, into a DuckDB database in a
 * work directory inside the output directory (on disk, so DuckDB spills what does not fit in its
 * memory); each file is then made from it and written into place atomically ({@link OutputFile}),
 * so an interrupted export leaves no part of a file.
 */
public final class TableExport {
  /** The file formats. */
  public enum Format {
    PARQUET("(FORMAT parquet)"),
    JSONL("(FORMAT json)"),
    DUCKDB(null);

    private final String copyOptions;

    Format(String copyOptions) {
      this.copyOptions = copyOptions;
    }

    /** As the command line and the file names spell it: {@code parquet}, {@code jsonl}, ... */
    public String spelling() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The format of a spelling, or {@code null}. */
    public static Format of(String spelling) {
      for (Format f : values()) {
        if (f.spelling().equals(spelling)) {
          return f;
        }
      }
      return null;
    }
  }

  /** The database file of {@code --format duckdb}. */
  public static final String DATABASE_FILE = "birj.duckdb";

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
      Path file = work.resolve(DATABASE_FILE);
      List<Batch.Failed> failed;
      try (SqlDatabase db = SqlDatabase.create(file)) {
        failed = db.load(sources, threads);
        if (format == Format.DUCKDB) {
          db.execute("CHECKPOINT");
        } else {
          for (Table t : Table.values()) {
            Path staged = work.resolve(fileName(t, format));
            db.execute(
                "COPY "
                    + t.sqlName()
                    + " TO "
                    + SqlSchema.literal(staged.toAbsolutePath().toString())
                    + " "
                    + format.copyOptions);
            commit(staged, dir.resolve(fileName(t, format)));
          }
        }
      }
      if (format == Format.DUCKDB) {
        commit(file, dir.resolve(DATABASE_FILE));
      }
      return failed;
    } finally {
      Trees.remove(work);
    }
  }

  /** A table's file: {@code instructions.parquet}, {@code instructions.jsonl}. */
  public static String fileName(Table t, Format format) {
    return t.sqlName() + "." + format.spelling();
  }

  /** Writes {@code staged} into place at {@code target}, atomically. */
  private static void commit(Path staged, Path target) throws IOException {
    OutputFile.write(target, out -> Files.copy(staged, out));
    Files.delete(staged);
  }
}
