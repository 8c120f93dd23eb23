package io.birj.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import io.birj.analysis.tables.Column;
import io.birj.analysis.tables.Table;
import io.birj.app.docs.Documents;
import io.birj.app.sql.Batch;
import io.birj.app.sql.JsonValues;
import io.birj.app.sql.SqlDatabase;
import io.birj.app.streams.StdStreams;
import io.birj.cli.text.Shown;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "query",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header = "Answers an SQL query over the tables of the documents (docs/tables.md).",
    description = {
      "Loads the tables of each FILE (documents, functions, blocks, instructions, operands,"
          + " dependencies, semaphores, allocations, memory_locations, expressions, findings,"
          + " unknown_keys; every table has a document column) into an embedded DuckDB and"
          + " prints the answer to SQL: a table, or with --json an array of row objects, or"
          + " with --csv CSV with a header.",
      "A directory stands for the .json and .cbor files under it; - reads standard input."
          + " Without FILE the tables are empty (DuckDB's own functions still answer, e.g."
          + " read_parquet over an export). --tables prints the schema.",
      "Exit 0 with the answer; 1 when a document does not load (nothing is answered); 2 when"
          + " the SQL is refused (DuckDB's message) or a file cannot be read.",
      "",
      "Examples:",
      "  bir query 'SELECT opcode, count(*) AS n FROM instructions GROUP BY opcode' kernel.json",
      "  bir query --csv 'SELECT * FROM operands WHERE partitions > 64' dumps/",
      "  bir query --tables"
    })
public final class QueryCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  static final class Output {
    @Option(names = "--json", description = "Print an array of row objects.")
    boolean json;

    @Option(names = "--csv", description = "Print CSV with a header line.")
    boolean csv;
  }

  @ArgGroup(exclusive = true, multiplicity = "0..1")
  Output output = new Output();

  @Option(
      names = "--tables",
      description = "Print the tables and their columns (with --json, as JSON) and exit.")
  boolean tables;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "SQL",
      description = "The query (DuckDB's SQL).")
  String sql;

  @Parameters(
      index = "1..*",
      arity = "0..*",
      paramLabel = "FILE",
      converter = Input.Converter.class,
      description = "The documents (a directory: the documents under it; -: standard input).")
  List<Input> files = new ArrayList<>();

  @Inject Provider<Documents> documents;
  @Inject Provider<StdStreams> streams;

  private static final JsonFactory JSON = new JsonFactory();

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (tables) {
      if (sql != null) {
        err.println("bir: query: --tables takes no SQL and no FILE");
        return ExitCodes.USAGE_OR_IO;
      }
      printTables(out);
      return ExitCodes.OK;
    }
    if (sql == null) {
      err.println("bir: query: missing SQL (or --tables)");
      return ExitCodes.USAGE_OR_IO;
    }
    List<Input> inputs = Input.expand(files);
    if (inputs.isEmpty() && !files.isEmpty()) {
      err.println(Input.noDocuments(files));
      return ExitCodes.USAGE_OR_IO;
    }
    try (SqlDatabase db = SqlDatabase.inMemory()) {
      List<Batch.Failed> failed =
          db.load(
              TableSources.of(inputs, documents.get(), streams.get()),
              Batch.threads(inputs.size()));
      int code = TableSources.report(failed, err, streams.get().errPalette());
      if (code != ExitCodes.OK) {
        return code;
      }
      SqlDatabase.Answer answer =
          output.json ? new JsonAnswer(out) : output.csv ? new CsvAnswer(out) : new TextAnswer();
      try {
        db.query(sql, answer, null);
      } catch (SQLException e) {
        printRefusal(err, e);
        return ExitCodes.USAGE_OR_IO;
      }
      if (answer instanceof Finish f) {
        f.finish(out);
      }
      return ExitCodes.OK;
    } catch (SQLException | Batch.BatchFailure e) {
      return TableSources.failed("query", e, err);
    }
  }

  /** DuckDB's message, line by line (its parser points at the place on a line of its own). */
  private static void printRefusal(PrintWriter err, SQLException e) {
    String prefix = "bir: query: ";
    for (String line : String.valueOf(e.getMessage()).split("\n")) {
      if (!line.isBlank()) {
        err.println(prefix + Shown.of(line, Shown.MESSAGE));
        prefix = "  ";
      }
    }
  }

  private void printTables(PrintWriter out) throws IOException {
    if (output.json) {
      try (JsonGenerator g = JSON.createGenerator(out)) {
        g.useDefaultPrettyPrinter();
        g.writeStartArray();
        for (Table t : Table.values()) {
          g.writeStartObject();
          g.writeStringField("table", t.sqlName());
          g.writeStringField("description", t.description());
          g.writeArrayFieldStart("columns");
          for (Column c : t.columns()) {
            g.writeStartObject();
            g.writeStringField("name", c.name());
            g.writeStringField("type", c.type().name());
            g.writeStringField("description", c.description());
            g.writeEndObject();
          }
          g.writeEndArray();
          g.writeEndObject();
        }
        g.writeEndArray();
      }
      out.println();
      return;
    }
    for (Table t : Table.values()) {
      out.println(t.sqlName() + ": " + t.description());
      for (Column c : t.columns()) {
        out.printf("  %-18s %-8s %s%n", c.name(), c.type().name(), c.description());
      }
    }
  }

  /** An answer printed once all of it is in. */
  private interface Finish {
    void finish(PrintWriter out);
  }

  /** Aligned columns, {@code NULL} for nulls. */
  private static final class TextAnswer implements SqlDatabase.Answer, Finish {
    private List<String> columns = List.of();
    private final List<String[]> rows = new ArrayList<>();

    @Override
    public void columns(List<String> names) {
      columns = names;
    }

    @Override
    public boolean row(Object[] values) {
      String[] cells = new String[values.length];
      for (int i = 0; i < values.length; i++) {
        cells[i] = values[i] == null ? "NULL" : Shown.of(String.valueOf(values[i]), Shown.MESSAGE);
      }
      rows.add(cells);
      return true;
    }

    @Override
    public void finish(PrintWriter out) {
      if (columns.isEmpty()) {
        return;
      }
      int[] width = new int[columns.size()];
      for (int i = 0; i < width.length; i++) {
        width[i] = columns.get(i).length();
        for (String[] r : rows) {
          width[i] = Math.max(width[i], r[i].length());
        }
      }
      line(out, columns.toArray(new String[0]), width);
      for (String[] r : rows) {
        line(out, r, width);
      }
    }

    private static void line(PrintWriter out, String[] cells, int[] width) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < cells.length; i++) {
        if (i > 0) {
          sb.append("  ");
        }
        sb.append(cells[i]);
        if (i < cells.length - 1) {
          sb.append(" ".repeat(width[i] - cells[i].length()));
        }
      }
      out.println(sb);
    }
  }

  /** An array of row objects, written as the rows come. */
  private static final class JsonAnswer implements SqlDatabase.Answer, Finish {
    private final JsonGenerator g;
    private List<String> columns = List.of();

    JsonAnswer(PrintWriter out) throws IOException {
      g = JSON.createGenerator(out);
      g.setPrettyPrinter(new RowPerLine());
      g.writeStartArray();
    }

    @Override
    public void columns(List<String> names) {
      columns = names;
    }

    @Override
    public boolean row(Object[] values) {
      JsonValues.writeRow(g, columns, values);
      return true;
    }

    @Override
    public void finish(PrintWriter out) {
      try {
        g.writeEndArray();
        g.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      out.println();
    }
  }

  /** One row object a line: {@code [}, the rows separated by {@code ,}, {@code ]}. */
  private static final class RowPerLine extends MinimalPrettyPrinter {
    private static final long serialVersionUID = 1L;

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
      g.writeRaw('\n');
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
      g.writeRaw(",\n");
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
      g.writeRaw(values == 0 ? "]" : "\n]");
    }
  }

  /** CSV (RFC 4180): a header, then a line per row; an empty field for a null. */
  private static final class CsvAnswer implements SqlDatabase.Answer {
    private final PrintWriter out;

    CsvAnswer(PrintWriter out) {
      this.out = out;
    }

    @Override
    public void columns(List<String> names) {
      line(names.toArray());
    }

    @Override
    public boolean row(Object[] values) {
      line(values);
      return true;
    }

    private void line(Object[] values) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < values.length; i++) {
        if (i > 0) {
          sb.append(',');
        }
        if (values[i] != null) {
          String s = String.valueOf(values[i]);
          if (s.indexOf(',') >= 0
              || s.indexOf('"') >= 0
              || s.indexOf('\n') >= 0
              || s.indexOf('\r') >= 0) {
            sb.append('"').append(s.replace("\"", "\"\"")).append('"');
          } else {
            sb.append(s);
          }
        }
      }
      out.print(sb);
      out.print("\r\n");
    }
  }
}
