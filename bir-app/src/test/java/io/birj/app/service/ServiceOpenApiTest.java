package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The OpenAPI description tells the truth about bodies and errors. */
@MicronautTest
class ServiceOpenApiTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;

  private String description() {
    HttpResponse<String> r = new Http(server.getURL(), json).get(Problems.OPENAPI);
    assertEquals(200, r.statusCode());
    return r.body();
  }

  /** The text of one path's entry in the YAML. */
  private static String path(String yaml, String path) {
    int start = yaml.indexOf("\n  " + path + ":\n");
    assertTrue(start >= 0, path + " is not described");
    int end = yaml.indexOf("\n  /", start + 1);
    return yaml.substring(start, end < 0 ? yaml.indexOf("\ncomponents:") : end);
  }

  @Test
  void document_bodies_are_json_documents_not_base64_strings() {
    String yaml = description();
    assertFalse(yaml.contains("format: byte"), yaml);
    for (String p : List.of("/validate", "/convert", "/stats", "/check", "/redact")) {
      String entry = path(yaml, p);
      assertTrue(
          entry.contains(
              "application/json:\n            schema:\n              $ref:"
                  + " \"#/components/schemas/BirDocument\""),
          entry);
    }
    assertTrue(path(yaml, "/diff").contains("#/components/schemas/BirDocumentPair"), yaml);
    assertTrue(yaml.contains("\n    BirDocument:\n"), yaml);
  }

  @Test
  void document_bodies_may_be_cbor_twins_and_convert_may_answer_one() {
    String yaml = description();
    for (String p : List.of("/validate", "/convert", "/stats", "/check", "/redact")) {
      String entry = path(yaml, p);
      int body = entry.indexOf("requestBody:");
      assertTrue(body >= 0, entry);
      String request = entry.substring(body, entry.indexOf("responses:", body));
      assertTrue(request.contains("application/cbor:"), p + ": " + request);
    }
    String ok = path(yaml, "/convert");
    ok = ok.substring(ok.indexOf("\"200\":"));
    assertTrue(ok.substring(0, ok.indexOf("\n        \"", 1)).contains("application/cbor:"), ok);
  }

  @Test
  void every_error_status_of_the_document_endpoints_is_a_problem() {
    String yaml = description();
    for (String p : List.of("/validate", "/convert", "/stats", "/diff", "/check", "/redact")) {
      String entry = path(yaml, p);
      for (String status : List.of("400", "405", "406", "413", "415", "422", "500", "503")) {
        int at = entry.indexOf("\"" + status + "\":");
        assertTrue(at >= 0, p + " does not describe " + status);
        String answer = entry.substring(at, Math.min(entry.length(), at + 600));
        assertTrue(answer.contains("application/problem+json"), p + " " + status + ": " + answer);
        assertTrue(answer.contains("#/components/schemas/Problem"), p + " " + status);
      }
    }
    assertTrue(path(yaml, "/validate").contains("Retry-After"), "503 names Retry-After");
  }

  @Test
  void check_answers_the_check_report_with_its_parameter() {
    String yaml = description();
    String entry = path(yaml, "/check");
    assertTrue(entry.contains("#/components/schemas/CheckReport"), entry);
    assertTrue(entry.contains("max_findings"), entry);
    assertTrue(yaml.contains("\n    CheckReport:\n"), yaml);
  }
}
