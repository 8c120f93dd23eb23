package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A document whose Loops have no name, the way KLR writes them, goes through every command and
 * endpoint: nothing refuses it and nothing invents a name.
 */
@MicronautTest
class NamelessLoopsTest {
  private static final String DOC = "samples/nameless-loops.json";

  @TempDir Path dir;

  @Inject
  @Client("/")
  HttpClient client;

  private HttpResponse<String> post(String uri, byte[] body) {
    return client
        .toBlocking()
        .exchange(
            HttpRequest.POST(uri, body).contentType(MediaType.APPLICATION_JSON_TYPE), String.class);
  }

  @Test
  void validateAcceptsItWithoutAnyFinding() {
    Path doc = Samples.copy(dir, DOC);
    CliHarness.Result r = CliHarness.run("validate", doc.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertEquals("", r.out());
  }

  @Test
  void statsCountsTheNamelessLoops() {
    CliHarness.Result r = CliHarness.run("stats", Samples.copy(dir, DOC).toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Loop"), r.out());
  }

  @Test
  void convertToV1AndBackGivesAnEqualDocumentWithoutNames() throws IOException {
    Path doc = Samples.copy(dir, DOC);
    Path v1 = dir.resolve("v1.json");
    Path v2 = dir.resolve("v2.json");
    assertEquals(
        ExitCodes.OK,
        CliHarness.run("convert", "--to", "1", "-o", v1.toString(), doc.toString()).exitCode());
    assertEquals(
        ExitCodes.OK,
        CliHarness.run("convert", "--to", "2", "-o", v2.toString(), v1.toString()).exitCode());
    String written = Files.readString(v2, StandardCharsets.UTF_8);
    assertFalse(written.contains("\"name\":\"?"), written);
    assertTrue(written.contains("{\"opcode\":\"Loop\""), written);
    CliHarness.Result d = CliHarness.run("diff", doc.toString(), v2.toString());
    assertEquals(ExitCodes.OK, d.exitCode(), d.out() + d.err());
  }

  @Test
  void roundtripSurvivesAndIsStable() {
    CliHarness.Result r = CliHarness.run("roundtrip", Samples.copy(dir, DOC).toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("model survived: yes"), r.out());
    assertTrue(r.out().contains("written again: identical"), r.out());
  }

  @Test
  void theServiceValidatesConvertsCountsAndComparesIt() {
    byte[] doc = Samples.bytes(DOC);
    HttpResponse<String> v = post("/validate", doc);
    assertEquals(200, v.code());
    assertTrue(v.body().contains("\"valid\":true"), v.body());
    assertEquals(200, post("/stats", doc).code());
    HttpResponse<String> c = post("/convert?to=1", doc);
    assertEquals(200, c.code());
    assertTrue(c.body().contains("{\"opcode\":\"Loop\""), c.body());
    String text = new String(doc, StandardCharsets.UTF_8);
    HttpResponse<String> d =
        post("/diff", ("{\"a\":" + text + ",\"b\":" + text + "}").getBytes(StandardCharsets.UTF_8));
    assertEquals(200, d.code());
    assertTrue(d.body().contains("\"equal\":true"), d.body());
  }
}
