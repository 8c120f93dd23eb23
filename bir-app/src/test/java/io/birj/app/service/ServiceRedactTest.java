package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code POST /redact}: the document as bir redact writes it, JSON or CBOR in and out. */
@MicronautTest
class ServiceRedactTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  @Test
  void a_redacted_document_has_none_of_the_names_and_the_same_statistics() {
    HttpResponse<String> r = http.post("/redact", Http.resource(Http.V2));
    assertEquals(200, r.statusCode(), r.body());
    for (String name : new String[] {"sg0000", "input0", "input0.npy", "sb_act", "hlo.param.0"}) {
      assertFalse(r.body().contains("\"" + name + "\""), name + " is left in " + r.body());
    }
    HttpResponse<String> before = http.post("/stats", Http.resource(Http.V2));
    HttpResponse<String> after = http.post("/stats", r.body());
    assertEquals(200, after.statusCode(), after.body());
    assertEquals(
        before.body().replaceAll("\"largestText\":\"[^\"]*\"", ""),
        after.body().replaceAll("\"largestText\":\"[^\"]*\"", ""));
  }

  @Test
  void format_cbor_answers_the_cbor_twin() {
    HttpResponse<byte[]> r =
        http.postForBytes("/redact?format=cbor", Http.JSON, Http.resource(Http.V2));
    assertEquals(200, r.statusCode());
    assertEquals(
        DocumentsController.APPLICATION_CBOR,
        r.headers().firstValue("Content-Type").orElse("").replaceAll(";.*", ""));
    HttpResponse<String> valid =
        http.post("/validate", DocumentsController.APPLICATION_CBOR, r.body());
    assertEquals(200, valid.statusCode(), valid.body());
  }

  @Test
  void a_body_that_is_not_json_is_400_malformed_body() {
    HttpResponse<String> r = http.post("/redact", "{\"version\": 2,");
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("urn:birj:problem:malformed-body"), r.body());
  }

  @Test
  void an_unknown_format_is_400_bad_parameter() {
    HttpResponse<String> r = http.post("/redact?format=xml", Http.resource(Http.V2));
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("urn:birj:problem:bad-parameter"), r.body());
  }
}
