package io.birj.app.service;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.analysis.tables.TableRows;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.sql.JsonValues;
import io.birj.app.sql.SqlDatabase;
import io.birj.app.sql.Verified;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@code POST /query}: an SQL query over the tables of one document (docs/tables.md), in a database
 * of the request's own, in memory, that reads no file and changes no setting; at most {@code
 * max_rows} rows, within {@code birj.query.timeout}.
 */
@Controller
public class QueryController {
  static final String QUERY = "/query";

  /** Rows an answer holds by default, and at most. */
  static final int DEFAULT_ROWS = 1000;

  static final int MAX_ROWS = 100_000;

  private static final JsonFactory JSON = new JsonFactory();

  private final Documents documents;
  private final DocumentWork work;
  private final Duration timeout;

  public QueryController(
      Documents documents,
      DocumentWork work,
      @Value("${birj.query.timeout:10s}") Duration timeout) {
    this.documents = documents;
    this.work = work;
    this.timeout = timeout;
  }

  @DocumentErrors
  @ApiResponse(
      responseCode = "200",
      description =
          "The answer: {columns: [name...], rows: [{column: value...}], truncated}; truncated"
              + " when the query had more rows than max_rows",
      content = @Content(mediaType = MediaType.APPLICATION_JSON))
  @Post(
      uri = QUERY,
      consumes = {MediaType.APPLICATION_JSON, DocumentsController.APPLICATION_CBOR},
      produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "Answer an SQL query over a document's tables",
      description =
          "Loads the document's tables (docs/tables.md) into a database of the request's own and"
              + " answers the query (DuckDB's SQL); 400 bad-parameter with DuckDB's message when"
              + " the query is refused or runs past birj.query.timeout; 422 when the document"
              + " does not load.")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> query(
      HttpRequest<?> request,
      @Parameter(description = "The query (DuckDB's SQL)", required = true) @Nullable @QueryValue
          String sql,
      @Parameter(
              description = "Rows the answer holds at most (1 to " + MAX_ROWS + ")",
              schema = @Schema(type = "integer", minimum = "1", defaultValue = "1000"))
          @Nullable
          @QueryValue("max_rows")
          String maxRows) {
    if (sql == null || sql.isBlank()) {
      throw new ProblemException(Problems.badValue("sql", "an SQL query", sql == null ? "" : sql));
    }
    int limit = maxRows == null ? DEFAULT_ROWS : rows(maxRows);
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          Module m = documents.read(document, "request");
          return HttpResponse.ok(answer(m, sql, limit))
              .contentType(MediaType.APPLICATION_JSON_TYPE);
        });
  }

  private static int rows(String value) {
    try {
      int n = Integer.parseInt(value.strip());
      if (n >= 1 && n <= MAX_ROWS) {
        return n;
      }
    } catch (NumberFormatException e) {
      // The problem below.
    }
    throw new ProblemException(
        Problems.badValue("max_rows", "an integer from 1 to " + MAX_ROWS, value));
  }

  private String answer(Module m, String sql, int limit) {
    StringWriter text = new StringWriter();
    try (SqlDatabase db = SqlDatabase.inMemory();
        JsonGenerator g = JSON.createGenerator(text)) {
      try (var appender = db.appender()) {
        TableRows.walk("request", m, Verified.of("request", m), appender);
      }
      db.lockDown();
      boolean[] truncated = {false};
      g.writeStartObject();
      boolean late =
          db.query(
              sql,
              new SqlDatabase.Answer() {
                private List<String> columns = List.of();
                private int rows;

                @Override
                public void columns(List<String> names) {
                  columns = names;
                  try {
                    g.writeArrayFieldStart("columns");
                    for (String n : names) {
                      g.writeString(n);
                    }
                    g.writeEndArray();
                    g.writeArrayFieldStart("rows");
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                }

                @Override
                public boolean row(Object[] values) {
                  if (rows == limit) {
                    truncated[0] = true;
                    return false;
                  }
                  rows++;
                  JsonValues.writeRow(g, columns, values);
                  return true;
                }
              },
              timeout);
      if (late) {
        throw new ProblemException(
            Problems.badValue(
                "sql",
                "a query that ends within " + timeout.toSeconds() + " s (birj.query.timeout)",
                sql));
      }
      g.writeEndArray();
      g.writeBooleanField("truncated", truncated[0]);
      g.writeEndObject();
    } catch (SQLException e) {
      throw new ProblemException(
          Problem.of(ProblemType.BAD_PARAMETER, "the query is refused: " + e.getMessage()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }
}
