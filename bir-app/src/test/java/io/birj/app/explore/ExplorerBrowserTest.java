package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer page in a real browser: headless Chromium driven through chromedriver (Debian's
 * chromium and chromium-driver, which .ci/run installs). Without them these tests fail: a view that
 * cannot be looked at is not known to work. Screenshots go to target/explorer-screenshots/.
 */
class ExplorerBrowserTest {
  static final String SAMPLE = "samples/lower-sync.json";
  static final Path SHOTS = Path.of("target", "explorer-screenshots");

  static ChromeDriver browser;
  static ExplorerServer server;
  static Module sample;
  static ExplorerApi api;

  WebDriverWait wait;

  @BeforeAll
  static void start() throws IOException {
    try (InputStream in = ExplorerBrowserTest.class.getClassLoader().getResourceAsStream(SAMPLE)) {
      sample = BirReader.standard().read(in, SAMPLE);
    }
    api = ExplorerApi.of("lower-sync.json", sample);
    server = ExplorerServer.start(api, 0);
    browser = Chromium.start();
    Files.createDirectories(SHOTS);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
    if (longServer != null) {
      longServer.close();
    }
  }

  /** A synthesised document of some 250 rows: more than the table shows at once. */
  static ExplorerServer longServer;

  static ExplorerApi longApi;

  private static ExplorerServer longDocument() throws IOException {
    if (longServer == null) {
      java.io.ByteArrayOutputStream doc = new java.io.ByteArrayOutputStream();
      io.birj.synth.Synth.write(
          new io.birj.synth.SynthSpec(5, 100_000, io.birj.synth.Profile.MIXED), doc);
      longApi =
          ExplorerApi.of(
              "long.json",
              BirReader.standard()
                  .read(new java.io.ByteArrayInputStream(doc.toByteArray()), "long.json"));
      longServer = ExplorerServer.start(longApi, 0);
    }
    return longServer;
  }

  /** Whether the table shows the selected row, with data-i {@code i}, inside its scrolled box. */
  private boolean selectedRowInView(int i) {
    Object shown =
        ((JavascriptExecutor) browser)
            .executeScript(
                "const t = document.getElementById('table');"
                    + " const r = t.querySelector('.row.selected');"
                    + " return r != null && r.dataset.i === String(arguments[0])"
                    + " && r.offsetTop >= t.scrollTop"
                    + " && r.offsetTop + r.offsetHeight <= t.scrollTop + t.clientHeight;",
                i);
    return Boolean.TRUE.equals(shown);
  }

  @BeforeEach
  void waiter() {
    wait = new WebDriverWait(browser, Duration.ofSeconds(15));
  }

  @AfterEach
  void screenshot(TestInfo test) throws IOException {
    Files.write(
        SHOTS.resolve(test.getTestMethod().orElseThrow().getName() + ".png"),
        browser.getScreenshotAs(OutputType.BYTES));
  }

  private void open(String fragment) {
    load(server.uri() + "#" + fragment);
    settled();
  }

  /**
   * Loads {@code address} afresh. From the page itself a get that changes only the fragment does
   * not reload, and a refresh after it can be aborted by the page's own navigation (seen in full
   * runs: "aborted by navigation: Not attached to an active page"), so the browser leaves the page
   * first.
   */
  private void load(String address) {
    browser.get("about:blank");
    browser.get(address);
  }

  /**
   * Waits until the page is read and the findings are marked: marking them redraws the table and
   * the graphs, so an element found before that may be gone when it is clicked.
   */
  private void settled() {
    wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
    wait.until(d -> d.findElement(By.tagName("body")).getAttribute("data-findings") != null);
  }

  /** The index of the (first) instruction named {@code name}, as the API numbers them. */
  private static int indexOf(String name) {
    String json =
        new String(
            api.answer("instructions", Map.of("name", name, "limit", "1")),
            java.nio.charset.StandardCharsets.UTF_8);
    return Integer.parseInt(json.replaceAll("(?s).*\"i\":(\\d+).*", "$1"));
  }

  @Test
  void overviewShowsTheModuleAndTheVerdict() {
    open("view=overview");
    WebElement overview = browser.findElement(By.id("view-overview"));
    assertTrue(overview.getText().contains("lower-sync.json"), overview.getText());
    wait.until(d -> !d.findElement(By.id("verdict")).getText().startsWith("checking"));
    String verdict = browser.findElement(By.id("verdict")).getText();
    assertTrue(verdict.matches("(?s)(clean|findings|undecided) .*"), verdict);
    assertEquals(2, overview.findElements(By.cssSelector("figure svg.chart")).size());
  }

  // The layout library is most of the page's script: the overview of a big document does not wait
  // for it to be fetched and compiled.
  @Test
  void theOverviewDoesNotLoadTheLayoutLibrary() {
    open("view=overview");
    wait.until(d -> !d.findElements(By.cssSelector("#view-overview figure svg.chart")).isEmpty());
    Object scripts =
        ((JavascriptExecutor) browser)
            .executeScript(
                "return performance.getEntriesByType('resource').map(e => e.name)"
                    + ".filter(n => n.includes('elk'));");
    assertEquals(List.of(), scripts);
    browser.findElement(By.cssSelector("#tabs [data-view=instructions]")).click();
    wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".row"))).click();
    browser.findElement(By.cssSelector("#tabs [data-view=graph]")).click();
    wait.until(d -> !d.findElements(By.cssSelector("#graph g.node")).isEmpty());
  }

  @Test
  void searchFindsAnInstructionAndSelectsIt() {
    open("view=instructions");
    WebElement text = browser.findElement(By.id("f-text"));
    text.sendKeys("gelu");
    wait.until(d -> d.findElement(By.id("f-count")).getText().equals("1 instruction(s)"));
    WebElement row = wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".row")));
    assertTrue(row.getText().contains("act0"), row.getText());
    row.click();
    wait.until(
        ExpectedConditions.textToBePresentInElementLocated(By.id("panel-header"), "kernel.py:20"));
    assertTrue(browser.getCurrentUrl().contains("i=" + indexOf("act0")), browser.getCurrentUrl());
  }

  @Test
  void aDependencyIsFollowedFromThePanel() {
    int act = indexOf("act0");
    open("view=instructions&i=" + act);
    wait.until(
        ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("#panel h2"), "act0"));
    WebElement dep = browser.findElement(By.cssSelector("#panel .depends-on button[data-i]"));
    String target = dep.getAttribute("data-i");
    dep.click();
    wait.until(
        d ->
            d.getCurrentUrl().contains("i=" + target + "&")
                || d.getCurrentUrl().endsWith("i=" + target));
    WebElement dependents = browser.findElement(By.cssSelector("#panel .dependents"));
    assertTrue(
        dependents.findElements(By.cssSelector("button[data-i='" + act + "']")).size() == 1,
        "the dependency lists act0 among its dependents: " + dependents.getText());
  }

  @Test
  void theGraphHasOneNodePerInstructionOfTheBlock() {
    int act = indexOf("act0");
    open("view=graph&i=" + act);
    wait.until(d -> !d.findElements(By.cssSelector("#graph g.node")).isEmpty());
    List<WebElement> nodes = browser.findElements(By.cssSelector("#graph g.node"));
    assertEquals(5, nodes.size(), "Block1_LoopBody_1 holds five instructions");
    assertEquals(1, browser.findElements(By.cssSelector("#graph g.node.selected")).size());
    assertTrue(
        browser.findElements(By.cssSelector("#graph polyline.edge")).size() >= 3,
        "act0's dependencies and mm0's on act0 are drawn");
  }

  @Test
  void theMemoryViewHighlightsTheSelectedFootprint() {
    int mm = indexOf("mm0");
    open("view=memory&i=" + mm);
    wait.until(d -> !d.findElements(By.cssSelector("#memory rect.location")).isEmpty());
    assertTrue(
        !browser.findElements(By.cssSelector("#memory rect.footprint")).isEmpty(),
        "mm0 reads and writes SB/PSUM: " + browser.findElement(By.id("view-memory")).getText());
  }

  // The table holds only the rows on screen: an instruction selected in another view, far down the
  // table, is scrolled to (its page fetched) when the table is shown.
  @Test
  void anInstructionSelectedInTheGraphIsScrolledToInTheTable() throws IOException {
    ExplorerServer s = longDocument();
    int far = longApi.instructionCount() * 3 / 4;
    load(s.uri() + "#view=graph&i=" + far);
    settled();
    wait.until(d -> !d.findElements(By.cssSelector("#graph g.node:not(.selected)")).isEmpty());
    WebElement other = browser.findElement(By.cssSelector("#graph g.node:not(.selected)"));
    int i = Integer.parseInt(other.getAttribute("data-i"));
    other.click();
    wait.until(d -> d.getCurrentUrl().matches(".*[#&]i=" + i + "(&.*)?$"));
    browser.findElement(By.cssSelector("#tabs [data-view=instructions]")).click();
    wait.until(d -> selectedRowInView(i));
  }

  @Test
  void aLinkToAnInstructionOpensTheTableAtItsRow() throws IOException {
    ExplorerServer s = longDocument();
    int far = longApi.instructionCount() - 3;
    load(s.uri() + "#view=instructions&i=" + far);
    wait.until(d -> selectedRowInView(far));
  }

  // A row chosen among a search's results stays in view when the search is cleared and the table
  // holds every row again.
  @Test
  void aRowFoundBySearchStaysInViewWhenTheSearchIsCleared() throws IOException {
    ExplorerServer s = longDocument();
    load(s.uri() + "#view=instructions");
    settled();
    WebElement text = browser.findElement(By.id("f-text"));
    text.sendKeys("Halt");
    wait.until(d -> d.findElement(By.id("f-count")).getText().equals("1 instruction(s)"));
    WebElement row = wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".row")));
    int i = Integer.parseInt(row.getAttribute("data-i"));
    assertTrue(i > 100, "the Halt is far down the table: " + i);
    row.click();
    text.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
    wait.until(
        d ->
            d.findElement(By.id("f-count")).getText().startsWith(longApi.instructionCount() + " "));
    wait.until(d -> selectedRowInView(i));
  }

  @Test
  void theKeyboardMovesThroughTheTable() {
    open("view=instructions");
    WebElement table = wait.until(ExpectedConditions.elementToBeClickable(By.id("table")));
    wait.until(d -> !d.findElements(By.cssSelector(".row")).isEmpty());
    table.sendKeys(Keys.ARROW_DOWN);
    table.sendKeys(Keys.ARROW_DOWN);
    wait.until(d -> d.getCurrentUrl().contains("i=1"));
  }

  @Test
  void anExportedPageOpensFromDiskWithTheNetworkOff() throws IOException {
    Path page = Path.of("target", "explorer-lower-sync.html").toAbsolutePath();
    HtmlExport.write(page, "lower-sync.json", sample, null, null);
    browser.executeCdpCommand("Network.enable", Map.of());
    browser.executeCdpCommand(
        "Network.emulateNetworkConditions",
        Map.of("offline", true, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
    try {
      browser.get(page.toUri() + "#view=graph&i=" + indexOf("act0"));
      wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
      wait.until(d -> d.findElements(By.cssSelector("#graph g.node")).size() == 5);
      Object requests =
          ((JavascriptExecutor) browser)
              .executeScript("return performance.getEntriesByType('resource').map(e => e.name);");
      assertEquals(List.of(), requests, "the page asks for nothing");
    } finally {
      browser.executeCdpCommand(
          "Network.emulateNetworkConditions",
          Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
    }
  }

  /** The instructions the verifier's findings are on or involve, as the API numbers them. */
  private static Set<Integer> findingInstructions() throws IOException {
    com.fasterxml.jackson.databind.JsonNode f =
        new com.fasterxml.jackson.databind.ObjectMapper()
            .readTree(api.answer("findings", Map.of()));
    Set<Integer> on = new TreeSet<>();
    for (com.fasterxml.jackson.databind.JsonNode x : f.get("findings")) {
      on.add(x.get("instruction").asInt());
      for (com.fasterxml.jackson.databind.JsonNode r : x.get("related")) {
        on.add(r.get("instruction").asInt());
      }
    }
    on.remove(-1);
    return on;
  }

  /**
   * The {@code data-i} of every element {@code css} matches, read in one script: the page redraws
   * its table and graphs as slices arrive, and a redraw cannot fall between two reads of one
   * script.
   */
  private Set<Integer> marked(String css) {
    List<?> read =
        (List<?>)
            ((JavascriptExecutor) browser)
                .executeScript(
                    "return Array.from(document.querySelectorAll(arguments[0]),"
                        + " e => e.getAttribute('data-i'));",
                    css);
    Set<Integer> got = new TreeSet<>();
    for (Object i : read) {
      got.add(Integer.parseInt(String.valueOf(i)));
    }
    return got;
  }

  @Test
  void theTableMarksTheRowsWithFindings() throws IOException {
    Set<Integer> expected = findingInstructions();
    open("view=instructions");
    wait.until(d -> d.findElement(By.tagName("body")).getAttribute("data-findings") != null);
    wait.until(d -> !d.findElements(By.cssSelector(".row")).isEmpty());
    assertEquals(api.instructionCount(), browser.findElements(By.cssSelector(".row")).size());
    assertTrue(!expected.isEmpty(), "the sample has findings");
    assertEquals(expected, marked(".row.has-finding"));
  }

  @Test
  void theGraphMarksTheNodesWithFindings() throws IOException {
    Set<Integer> expected = findingInstructions();
    int act = indexOf("act0");
    open("view=graph&i=" + act);
    wait.until(d -> d.findElement(By.tagName("body")).getAttribute("data-findings") != null);
    wait.until(d -> !d.findElements(By.cssSelector("#graph g.node.has-finding")).isEmpty());
    Set<Integer> nodes = marked("#graph g.node");
    nodes.retainAll(expected);
    assertTrue(!nodes.isEmpty(), "Block1_LoopBody_1 holds an instruction with a finding");
    assertEquals(nodes, marked("#graph g.node.has-finding"));
    assertEquals(
        nodes.size(),
        browser.findElements(By.cssSelector("#graph g.node text.finding-badge")).size());
  }

  @Test
  void aFindingSelectsItsInstructionInEveryView() {
    open("view=findings");
    WebElement first =
        wait.until(
            ExpectedConditions.elementToBeClickable(
                By.cssSelector("#view-findings .finding button[data-i]")));
    String i = first.getAttribute("data-i");
    first.click();
    wait.until(d -> d.getCurrentUrl().matches(".*[#&]i=" + i + "(&.*)?$"));
    assertEquals(
        i,
        browser
            .findElement(By.cssSelector("#view-findings .finding.selected-item"))
            .getAttribute("data-i"));
    wait.until(
        ExpectedConditions.textToBePresentInElementLocated(
            By.cssSelector("#panel [data-key=index]"), i));
    browser.findElement(By.cssSelector("#tabs [data-view=instructions]")).click();
    Set<Integer> selected = Set.of(Integer.parseInt(i));
    wait.until(d -> !marked(".row.selected").isEmpty());
    assertEquals(selected, marked(".row.selected"));
    browser.findElement(By.cssSelector("#tabs [data-view=graph]")).click();
    wait.until(d -> !marked("#graph g.node.selected").isEmpty());
    assertEquals(selected, marked("#graph g.node.selected"));
    browser.findElement(By.cssSelector("#tabs [data-view=engines]")).click();
    wait.until(d -> !marked("#engines g.node.selected").isEmpty());
    assertEquals(selected, marked("#engines g.node.selected"));
  }

  @Test
  void theGraphMarksTheInstructionsTwoDocumentsDifferIn() throws IOException {
    ExplorerApi diff =
        ExplorerApi.diff(
            "lower-sync.json", sample, "changed.json", ExplorerApiTest.changedSample());
    int act = indexOf("act0");
    try (ExplorerServer diffServer = ExplorerServer.start(diff, 0)) {
      load(diffServer.uri() + "#view=graph&i=" + act);
      wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
      // The graph is drawn again once the verdict's findings are marked: looked at after that.
      wait.until(d -> d.findElement(By.tagName("body")).getAttribute("data-findings") != null);
      wait.until(d -> d.findElements(By.cssSelector("#graph g.node")).size() == 5);
      assertEquals(Set.of(act), marked("#graph g.node.changed"));
      assertEquals(
          1, browser.findElements(By.cssSelector("#graph g.node text.changed-badge")).size());
      browser.findElement(By.cssSelector("#tabs [data-view=engines]")).click();
      wait.until(d -> !d.findElements(By.cssSelector("#engines g.node")).isEmpty());
      assertEquals(Set.of(act), marked("#engines g.node.changed"));
    }
  }

  @Test
  void aCutExportShowsTheMemoryViewOfWhatItEmbedsAndSaysItWasCut(@TempDir Path dir)
      throws IOException {
    int mm = indexOf("mm0");
    Path page = dir.resolve("cut.html");
    HtmlExport.Written w = HtmlExport.write(page, "lower-sync.json", sample, null, null, mm + 1);
    assertTrue(w.cut());
    browser.get(page.toUri() + "#view=memory&i=" + mm);
    wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
    wait.until(d -> !d.findElements(By.cssSelector("#memory rect.footprint")).isEmpty());
    assertTrue(
        !browser.findElements(By.cssSelector("#memory rect.location")).isEmpty(),
        "the function's locations, embedded once, are drawn with the footprint");
    String notice = browser.findElement(By.id("notice")).getText();
    assertTrue(notice.contains("embeds the first " + (mm + 1) + " of " + w.instructions()), notice);
    assertTrue(notice.contains("memory views"), notice);
  }

  // bir explore serves the page before it has read the document: the page says it is reading and
  // draws the overview when the document is ready.
  @Test
  void thePageWaitsForTheDocumentBeingRead() throws IOException {
    java.util.concurrent.CompletableFuture<ExplorerApi> reading =
        new java.util.concurrent.CompletableFuture<>();
    try (ExplorerServer early = ExplorerServer.start(reading, 0)) {
      browser.get(early.uri() + "#view=overview");
      wait.until(
          ExpectedConditions.textToBePresentInElementLocated(
              By.id("doc-name"), "reading the document"));
      assertEquals(null, browser.findElement(By.tagName("body")).getAttribute("data-ready"));
      reading.complete(api);
      wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
      assertEquals("lower-sync.json", browser.findElement(By.id("doc-name")).getText());
      assertEquals(2, browser.findElements(By.cssSelector("#view-overview svg.chart")).size());
    }
  }

  // bir explore skims the document's tokens beside the read: the overview is drawn from the skim,
  // and
  // the views that need the whole model say they are loading until it is read.
  @Test
  void theOverviewIsDrawnFromTheSkimWhileTheOtherViewsWaitForTheRead() throws IOException {
    byte[] skimmed;
    try (InputStream in = ExplorerBrowserTest.class.getClassLoader().getResourceAsStream(SAMPLE)) {
      skimmed = ExplorerApi.skimmedSummary("lower-sync.json", null, in, BirReader.standard());
    }
    java.util.concurrent.CompletableFuture<ExplorerApi> reading =
        new java.util.concurrent.CompletableFuture<>();
    try (ExplorerServer early =
        ExplorerServer.start(
            reading, java.util.concurrent.CompletableFuture.completedFuture(skimmed), 0)) {
      browser.get(early.uri() + "#view=overview");
      wait.until(d -> d.findElements(By.cssSelector("#view-overview svg.chart")).size() == 2);
      WebElement body = browser.findElement(By.tagName("body"));
      assertEquals("true", body.getAttribute("data-reading"));
      assertTrue(
          browser
              .findElement(By.id("view-overview"))
              .getText()
              .contains("instructions " + api.instructionCount()),
          browser.findElement(By.id("view-overview")).getText());
      browser.findElement(By.cssSelector("#tabs [data-view=instructions]")).click();
      assertTrue(browser.findElement(By.id("reading")).isDisplayed());
      assertTrue(browser.findElement(By.id("tree")).getText().contains("reading the document"));
      reading.complete(api);
      wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
      wait.until(d -> !d.findElements(By.cssSelector(".row")).isEmpty());
      assertTrue(!browser.findElement(By.id("reading")).isDisplayed());
      assertEquals(null, body.getAttribute("data-reading"));
    }
  }

  @Test
  void aDocumentThatCouldNotBeReadIsSaidOnThePage() throws IOException {
    try (ExplorerServer failed =
        ExplorerServer.start(
            java.util.concurrent.CompletableFuture.failedFuture(
                new IllegalArgumentException("bad.json:1:1: not JSON")),
            0)) {
      browser.get(failed.uri() + "#view=overview");
      wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("doc-name"), "not JSON"));
    }
  }

  // The page's findings of a big document: an exported page whose findings answer is made to hold
  // 1200 copies of one finding shows them 500 at a time.
  @Test
  void aLongFindingsListIsShownInChunks(@TempDir Path dir) throws IOException {
    Path page = dir.resolve("many.html");
    HtmlExport.write(page, "lower-sync.json", sample, null, null);
    String html = Files.readString(page, java.nio.charset.StandardCharsets.UTF_8);
    String start = "id=\"bir-data\">";
    int from = html.indexOf(start) + start.length();
    int to = html.indexOf("</script>", from);
    com.fasterxml.jackson.databind.ObjectMapper json =
        new com.fasterxml.jackson.databind.ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode data =
        (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(html.substring(from, to));
    com.fasterxml.jackson.databind.node.ArrayNode findings =
        (com.fasterxml.jackson.databind.node.ArrayNode)
            data.get("answers").get("findings").get("findings");
    com.fasterxml.jackson.databind.JsonNode one = findings.get(0);
    findings.removeAll();
    for (int k = 0; k < 1200; k++) {
      findings.add(one);
    }
    Files.writeString(
        page,
        html.substring(0, from)
            + json.writeValueAsString(data).replace("<", "\\u003c")
            + html.substring(to),
        java.nio.charset.StandardCharsets.UTF_8);
    browser.get(page.toUri() + "#view=findings");
    wait.until(d -> d.findElements(By.cssSelector("#view-findings .finding")).size() >= 500);
    By shown = By.cssSelector("#view-findings .chunked:first-of-type > .finding");
    assertEquals(500, browser.findElements(shown).size());
    WebElement more = browser.findElement(By.cssSelector("#view-findings .chunked .more"));
    assertEquals("show 500 more of 700", more.getText());
    more.click();
    wait.until(d -> d.findElements(shown).size() == 1000);
    browser.findElement(By.cssSelector("#view-findings .chunked .more")).click();
    wait.until(d -> d.findElements(shown).size() == 1200);
    assertEquals(
        0,
        browser
            .findElements(By.cssSelector("#view-findings .chunked:first-of-type > .more"))
            .size());
  }
}
