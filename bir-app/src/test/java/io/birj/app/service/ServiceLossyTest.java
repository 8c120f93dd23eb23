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

/**
 * {@code POST /convert}'s policy: what version 1 would hold with another meaning (a CCGetRank reads
 * back from v1 as a CCDiv) is refused as a problem unless {@code lossy=true}.
 */
@MicronautTest
class ServiceLossyTest {
  /** A collective whose channel is a CCGetRank, which version 1 reads back as a CCDiv. */
  private static final String RANK_CHANNEL =
      "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":[{\"name\":\"b\","
          + "\"instructions\":[{\"name\":\"cc0\",\"opcode\":\"CollectiveCompute\","
          + "\"engine\":\"Pool\",\"ins\":[],\"outs\":[],\"cc_channel\":"
          + "{\"kind\":\"CCGetRankKind\",\"iteration_id\":0,\"channel_id\":1}}]}]}]}";

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  @Test
  void a_conversion_that_would_change_meaning_is_422_listing_each_change() {
    HttpResponse<String> r = http.post("/convert?to=1", RANK_CHANNEL);
    Map<String, Object> p = http.problem(r, 422, "conversion-refused");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> changes = (List<Map<String, Object>>) p.get("diagnostics");
    assertEquals(1, changes.size(), r.body());
    assertTrue(
        changes.stream()
            .allMatch(
                c ->
                    String.valueOf(c.get("message")).startsWith("would change meaning in version 1")
                        && String.valueOf(c.get("message"))
                            .endsWith("(lossy=true writes it anyway)")
                        && "/functions/0/blocks/0/instructions/0/cc_channel"
                            .equals(c.get("pointer"))),
        r.body());
  }

  @Test
  void lossy_true_writes_the_version_1_document_that_strict_refuses() {
    HttpResponse<String> r = http.post("/convert?to=1&lossy=true", RANK_CHANNEL);
    assertEquals(200, r.statusCode(), r.body());
    assertEquals(1, ((Number) http.map(r.body()).get("version")).intValue(), r.body());
  }

  @Test
  void lossy_that_is_not_a_boolean_is_400_bad_parameter() {
    HttpResponse<String> r = http.post("/convert?to=1&lossy=maybe", RANK_CHANNEL);
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertEquals("parameter 'lossy' must be true or false (got 'maybe')", p.get("detail"));
  }
}
