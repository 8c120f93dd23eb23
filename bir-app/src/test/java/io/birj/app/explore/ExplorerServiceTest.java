package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/** {@code bir serve}'s explorer: the page at {@code /}, a document sent, its slices read. */
@MicronautTest
class ExplorerServiceTest {
  @Inject
  @Client("/")
  HttpClient client;

  @Inject EmbeddedServer server;

  private static byte[] sample() throws IOException {
    try (InputStream in =
        ExplorerServiceTest.class.getClassLoader().getResourceAsStream("samples/lower-sync.json")) {
      return in.readAllBytes();
    }
  }

  @Test
  void aDocumentSentIsReadInSlices() throws IOException {
    HttpResponse<String> opened =
        client
            .toBlocking()
            .exchange(
                HttpRequest.POST("/explorer/documents?name=lower-sync.json", sample())
                    .contentType(MediaType.APPLICATION_JSON_TYPE),
                String.class);
    assertEquals(201, opened.code());
    String id = opened.body().replaceAll(".*\"id\":\"([^\"]+)\".*", "$1");
    String summary =
        client.toBlocking().retrieve("/explorer/documents/" + id + "/summary", String.class);
    assertTrue(summary.contains("\"name\":\"lower-sync.json\""), summary);
    assertTrue(summary.contains("\"instructions\":"), summary);
  }

  @Test
  void anUnknownDocumentIs404() {
    HttpClientResponseException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            HttpClientResponseException.class,
            () -> client.toBlocking().retrieve("/explorer/documents/nothing/summary"));
    assertEquals(404, e.getStatus().getCode());
  }

  @Test
  void theFilePickerOpensADocument(@TempDir Path dir) throws IOException {
    Path file = Files.write(dir.resolve("lower-sync.json"), sample());
    ChromeDriver browser = Chromium.start();
    try {
      browser.get(server.getURL() + "/");
      browser.findElement(By.id("picker-file")).sendKeys(file.toString());
      WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(15));
      wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
      assertEquals("lower-sync.json", browser.findElement(By.id("doc-name")).getText());
      assertTrue(browser.getCurrentUrl().contains("doc="), browser.getCurrentUrl());
      Files.createDirectories(ExplorerBrowserTest.SHOTS);
      Files.write(
          ExplorerBrowserTest.SHOTS.resolve("theFilePickerOpensADocument.png"),
          browser.getScreenshotAs(OutputType.BYTES));
    } finally {
      browser.quit();
    }
  }

  // A real drag from the desktop cannot be made in a headless browser; the page is given the same
  // event a drop makes: a "drop" on the drop zone whose DataTransfer holds a File.
  @Test
  void aFileDroppedOnThePageOpensADocument() throws IOException {
    String text = new String(sample(), StandardCharsets.UTF_8);
    ChromeDriver browser = Chromium.start();
    try {
      browser.get(server.getURL() + "/");
      WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(15));
      wait.until(d -> d.findElement(By.id("drop")).isDisplayed());
      ((JavascriptExecutor) browser)
          .executeScript(
              "const t = new DataTransfer();"
                  + "t.items.add(new File([arguments[0]], 'dropped.json',"
                  + " { type: 'application/json' }));"
                  + "const drop = document.getElementById('drop');"
                  + "drop.dispatchEvent(new DragEvent('dragover', { dataTransfer: t, bubbles: true,"
                  + " cancelable: true }));"
                  + "drop.dispatchEvent(new DragEvent('drop', { dataTransfer: t, bubbles: true,"
                  + " cancelable: true }));",
              text);
      wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
      assertEquals("dropped.json", browser.findElement(By.id("doc-name")).getText());
      String id = browser.getCurrentUrl().replaceAll(".*[#&]doc=([^&]+).*", "$1");
      String summary =
          client.toBlocking().retrieve("/explorer/documents/" + id + "/summary", String.class);
      assertTrue(summary.contains("\"name\":\"dropped.json\""), summary);
      Files.createDirectories(ExplorerBrowserTest.SHOTS);
      Files.write(
          ExplorerBrowserTest.SHOTS.resolve("aFileDroppedOnThePageOpensADocument.png"),
          browser.getScreenshotAs(OutputType.BYTES));
    } finally {
      browser.quit();
    }
  }
}
