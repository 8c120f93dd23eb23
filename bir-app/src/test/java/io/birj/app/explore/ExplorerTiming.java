package io.birj.app.explore;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Not a test: the figures of bir-bench/RESULTS.md, "The explorer". Serves FILE as {@code bir
 * explore} does (the server and the page first, then the read), opens the page in headless Chromium
 * and prints the time from the start until the overview is drawn, then the tab's JavaScript heap
 * and DOM after opening the table, a graph and the memory view. Run with the test class path:
 * {@code java -cp ... io.birj.app.explore.ExplorerTiming big.json}.
 */
public final class ExplorerTiming {
  private ExplorerTiming() {}

  public static void main(String[] args) throws Exception {
    // As bir explore does: the server first, the page opened while the document is read.
    long t0 = System.nanoTime();
    CompletableFuture<ExplorerApi> ready = new CompletableFuture<>();
    try (ExplorerServer server = ExplorerServer.start(ready, 0)) {
      ChromeDriver b = Chromium.start();
      try {
        long browser = System.nanoTime();
        WebDriverWait wait = new WebDriverWait(b, Duration.ofSeconds(300));
        b.get(server.uri() + "#view=overview");
        long page = System.nanoTime();
        Module m = BirReader.standard().read(Path.of(args[0]));
        long read = System.nanoTime();
        ready.complete(ExplorerApi.of(Path.of(args[0]).getFileName().toString(), m));
        long indexed = System.nanoTime();
        wait.until(d -> !d.findElements(By.cssSelector("#view-overview figure svg")).isEmpty());
        long overview = System.nanoTime();
        System.out.printf(
            "browser started %d ms, page loaded %d ms (both before the read ends), read %d ms,"
                + " index %d ms, overview drawn %d ms after the index; start to overview: %d ms%n",
            ms(browser - t0),
            ms(page - browser),
            ms(read - page),
            ms(indexed - read),
            ms(overview - indexed),
            ms(overview - t0));
        b.get(server.uri() + "#view=instructions&i=1000");
        b.navigate().refresh();
        wait.until(d -> !d.findElements(By.cssSelector(".row")).isEmpty());
        ((org.openqa.selenium.JavascriptExecutor) b)
            .executeScript("document.getElementById('table').scrollTop = 1e6;");
        Thread.sleep(1000);
        b.findElement(By.cssSelector("#tabs [data-view=graph]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#graph g.node")).isEmpty());
        b.findElement(By.cssSelector("#tabs [data-view=memory]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#memory svg, #memory p")).isEmpty());
        // The verdict and the findings marked in every view, then the findings view.
        long verdict0 = System.nanoTime();
        wait.until(d -> d.findElement(By.tagName("body")).getAttribute("data-findings") != null);
        System.out.printf(
            "verdict in %d ms later; %s instructions marked with findings%n",
            ms(System.nanoTime() - verdict0),
            b.findElement(By.tagName("body")).getAttribute("data-findings"));
        b.findElement(By.cssSelector("#tabs [data-view=findings]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#view-findings h2")).isEmpty());
        b.executeCdpCommand("Performance.enable", Map.of());
        Object metrics = b.executeCdpCommand("Performance.getMetrics", Map.of());
        @SuppressWarnings("unchecked")
        java.util.List<Map<String, Object>> all =
            (java.util.List<Map<String, Object>>) ((Map<String, Object>) metrics).get("metrics");
        for (Map<String, Object> x : all) {
          if (java.util.Set.of("JSHeapUsedSize", "JSHeapTotalSize", "Nodes")
              .contains(x.get("name"))) {
            System.out.println("tab " + x.get("name") + " " + x.get("value"));
          }
        }
        // The tab's own process: Chromium's renderers (one tab open, so the largest is it).
        Process ps = new ProcessBuilder("ps", "-C", "chromium", "-o", "rss=,args=").start();
        for (String line : new String(ps.getInputStream().readAllBytes()).split("\n")) {
          if (line.contains("--type=renderer")) {
            System.out.println("renderer RSS kB " + line.trim().split("\\s+")[0]);
          }
        }
      } finally {
        b.quit();
      }
    }
  }

  private static long ms(long nanos) {
    return nanos / 1_000_000;
  }
}
