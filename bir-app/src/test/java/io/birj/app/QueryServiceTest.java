package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** POST /query over real HTTP: an answer, a row limit, no file access, refused queries. */
@MicronautTest
class QueryServiceTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Inject
  @Client("/")
  HttpClient client;

  private static String uri(String sql, String extra) {
    return "/query?sql=" + URLEncoder.encode(sql, StandardCharsets.UTF_8) + extra;
  }

  private HttpResponse<String> post(String uri) {
    return client
        .toBlocking()
        .exchange(
            HttpRequest.POST(uri, Samples.bytes("samples/lower-sync.json"))
                .contentType(MediaType.APPLICATION_JSON_TYPE),
            String.class);
  }

  private HttpClientResponseException failing(String uri) {
    try {
      HttpResponse<String> r = post(uri);
      throw new AssertionError("expected an error status, got " + r.code() + ": " + r.body());
    } catch (HttpClientResponseException e) {
      return e;
    }
  }

  @Test
  void a_query_answers_columns_and_rows() throws Exception {
    HttpResponse<String> r =
        post(uri("SELECT count(*) AS n, max(loop_depth) AS d FROM instructions", ""));
    assertEquals(200, r.code());
    JsonNode a = JSON.readTree(r.body());
    assertEquals("[\"n\",\"d\"]", a.get("columns").toString());
    assertEquals(23, a.get("rows").get(0).get("n").asLong());
    assertFalse(a.get("truncated").asBoolean());
  }

  @Test
  void max_rows_cuts_the_answer_and_says_so() throws Exception {
    JsonNode a = JSON.readTree(post(uri("SELECT pointer FROM instructions", "&max_rows=5")).body());
    assertEquals(5, a.get("rows").size());
    assertTrue(a.get("truncated").asBoolean());
  }

  @Test
  void a_query_cannot_read_files() {
    HttpClientResponseException e = failing(uri("SELECT * FROM read_csv('/etc/passwd')", ""));
    assertEquals(400, e.getStatus().getCode());
    String body = e.getResponse().getBody(String.class).orElse("");
    assertTrue(body.contains("bad-parameter") && body.contains("the query is refused"), body);
  }

  @Test
  void a_bad_query_is_400_with_duckdbs_message() {
    HttpClientResponseException e = failing(uri("SELEC 1", ""));
    assertEquals(400, e.getStatus().getCode());
    String body = e.getResponse().getBody(String.class).orElse("");
    assertTrue(body.contains("syntax error"), body);
  }
}
