package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keys birj does not model are kept and shown: `stats` (text, --json, POST /stats) lists them by
 * place, and `validate --strict` (POST /validate?strict=true) refuses them.
 */
@MicronautTest
class UnknownKeysCommandsTest {
  /** Two unknown keys on NoOps, one on a memory location. */
  static final String DOC =
      "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
          + " \"memory_location_set\", \"name\": \"S\", \"memorylocations\": [{\"Skind\":"
          + " \"memory_location\", \"name\": \"M\", \"type\": \"DRAM\", \"hbm_channel\": 3}]}],"
          + " \"blocks\": [{\"name\": \"b\", \"instructions\": [{\"name\": \"a\", \"opcode\":"
          + " \"NoOp\", \"priority\": 1}, {\"name\": \"c\", \"opcode\": \"NoOp\", \"priority\":"
          + " 2}]}]}]}";

  @TempDir Path dir;

  @Inject
  @Client("/")
  HttpClient client;

  private HttpResponse<String> post(String uri, String body) {
    return client
        .toBlocking()
        .exchange(
            HttpRequest.POST(uri, body.getBytes(StandardCharsets.UTF_8))
                .contentType(MediaType.APPLICATION_JSON_TYPE),
            String.class);
  }

  @Test
  void statsListsUnknownKeysByPlaceWithCountAndFirstPointer() {
    Path doc = Samples.write(dir, "doc.json", DOC);
    CliHarness.Result r = CliHarness.run("stats", doc.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("unknown keys  3 in 2 places"), r.out());
    assertTrue(
        r.out()
            .matches(
                "(?s).*instruction\\[NoOp]\\.priority +2  first at"
                    + " /functions/0/blocks/0/instructions/0/priority\n.*"),
        r.out());
    assertTrue(r.out().contains("memory_location.hbm_channel"), r.out());
  }

  @Test
  void statsSaysWhenEveryKeyIsModelled() {
    CliHarness.Result r =
        CliHarness.run("stats", Samples.copy(dir, "samples/nameless-loops.json").toString());
    assertTrue(r.out().contains("unknown keys  none"), r.out());
  }

  @Test
  void statsJsonCarriesTheUnknownKeys() {
    CliHarness.Result r =
        CliHarness.run("stats", "--json", Samples.write(dir, "doc.json", DOC).toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    String compact = r.out().replaceAll("\\s", "");
    assertTrue(
        compact.contains(
            "{\"place\":\"instruction[NoOp]\",\"key\":\"priority\",\"count\":2,"
                + "\"firstPointer\":\"/functions/0/blocks/0/instructions/0/priority\"}"),
        r.out());
  }

  @Test
  void validateStrictRefusesEachUnknownKeyExit1() {
    Path doc = Samples.write(dir, "doc.json", DOC);
    assertEquals(ExitCodes.OK, CliHarness.run("validate", doc.toString()).exitCode());
    CliHarness.Result r = CliHarness.run("validate", "--strict", doc.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.out() + r.err());
    assertEquals(3, r.out().split("\n").length, r.out());
    assertTrue(r.out().contains("error: unknown key \"priority\" in instruction[NoOp]"), r.out());
  }

  @Test
  void theServiceListsAndOnRequestRefusesUnknownKeys() {
    HttpResponse<String> stats = post("/stats", DOC);
    assertEquals(200, stats.code());
    assertTrue(stats.body().contains("\"key\":\"hbm_channel\""), stats.body());
    assertEquals(200, post("/validate", DOC).code());
    try {
      post("/validate?strict=true", DOC);
      throw new AssertionError("a strict validation should refuse unknown keys");
    } catch (HttpClientResponseException e) {
      assertEquals(422, e.getStatus().getCode());
      String body = e.getResponse().getBody(String.class).orElse("");
      assertTrue(body.contains("unknown key"), body);
    }
  }
}
