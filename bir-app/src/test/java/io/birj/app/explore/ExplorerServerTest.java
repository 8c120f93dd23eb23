package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.loader.BirReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The {@code bir explore} server while the document is read: what it answers, and when. */
class ExplorerServerTest {
  static final ObjectMapper JSON = new ObjectMapper();
  static final HttpClient HTTP = HttpClient.newHttpClient();
  static byte[] document;
  static byte[] skimmed;

  @BeforeAll
  static void skim() throws IOException {
    document = OverviewSkimTest.sample("lower-sync.json");
    skimmed =
        ExplorerApi.skimmedSummary(
            "lower-sync.json", null, new ByteArrayInputStream(document), BirReader.standard());
  }

  private static ExplorerApi read() {
    return ExplorerApi.of(
        "lower-sync.json",
        BirReader.standard().read(new ByteArrayInputStream(document), "lower-sync.json"));
  }

  private static CompletableFuture<HttpResponse<String>> get(ExplorerServer s, String path) {
    return HTTP.sendAsync(
        HttpRequest.newBuilder(URI.create(s.uri() + path)).timeout(Duration.ofSeconds(30)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void theSkimmedSummaryIsServedWhileTheOtherSlicesWaitForTheRead() throws Exception {
    CompletableFuture<ExplorerApi> reading = new CompletableFuture<>();
    try (ExplorerServer s =
        ExplorerServer.start(reading, CompletableFuture.completedFuture(skimmed), 0)) {
      JsonNode summary = JSON.readTree(get(s, "api/summary").get(10, TimeUnit.SECONDS).body());
      assertTrue(summary.get("reading").asBoolean(), summary.toString());
      CompletableFuture<HttpResponse<String>> tree = get(s, "api/tree?node=0");
      Thread.sleep(300);
      assertFalse(tree.isDone(), "the tree waits for the document");
      reading.complete(read());
      assertEquals(200, tree.get(10, TimeUnit.SECONDS).statusCode());
      assertFalse(get(s, "api/summary").get(10, TimeUnit.SECONDS).body().contains("reading"));
    }
  }

  @Test
  void aFailedSkimLeavesTheSummaryToTheRead() throws Exception {
    CompletableFuture<ExplorerApi> reading = new CompletableFuture<>();
    try (ExplorerServer s =
        ExplorerServer.start(
            reading, CompletableFuture.failedFuture(new IOException("not JSON")), 0)) {
      CompletableFuture<HttpResponse<String>> summary = get(s, "api/summary");
      Thread.sleep(300);
      assertFalse(summary.isDone(), "the summary waits for the read");
      reading.complete(read());
      HttpResponse<String> r = summary.get(10, TimeUnit.SECONDS);
      assertEquals(200, r.statusCode(), r.body());
      assertFalse(r.body().contains("reading"), r.body());
    }
  }
}
