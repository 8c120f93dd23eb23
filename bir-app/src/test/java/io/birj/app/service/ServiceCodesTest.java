package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The service's answers carry the diagnostic codes and the diff's content as the CLI does. */
@MicronautTest
class ServiceCodesTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  @Test
  @SuppressWarnings("unchecked")
  void anInvalidDocumentsProblemAndEachOfItsFindingsCarryTheCode() {
    HttpResponse<String> r =
        http.post("/validate", "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"}]}");
    Map<String, Object> p = http.problem(r, 422, "invalid-document");
    assertEquals("BIRJ-E0201", p.get("code"), r.body());
    List<Map<String, Object>> ds = (List<Map<String, Object>>) p.get("diagnostics");
    assertEquals("BIRJ-E0201", ds.get(0).get("code"), r.body());
  }

  @Test
  void diffShowsAKeyOneSideLacksWithItsContentAtAPointerTheDocumentHas() {
    String a =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
            + " \"instructions\": [{\"name\": \"act0\", \"opcode\": \"NoOp\"}, {\"name\": \"w\","
            + " \"opcode\": \"NoOp\"}]}]}]}";
    String b =
        a.replace(
            "\"opcode\": \"NoOp\"}]",
            "\"opcode\": \"NoOp\", \"dependencies\": [[\"act0\", \"Flow\"]]}]");
    HttpResponse<String> r = http.post("/diff", "{\"a\":" + a + ",\"b\":" + b + "}");
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().replaceAll("\\s", "").contains("\"change\":\"inserted\""), r.body());
    assertTrue(r.body().contains("/functions/0/blocks/0/instructions/1/dependencies"), r.body());
    assertTrue(r.body().contains("[[\\\"act0\\\", \\\"Flow\\\"]]"), r.body());
  }
}
