package io.birj.app.explore;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Not a test: the figures of bir-bench/RESULTS.md, "The explorer". Reads FILE, serves it as {@code
 * bir explore} does, opens the page in headless Chromium and prints the time from the start of the
 * read until the overview is drawn, then the tab's JavaScript heap and DOM after opening the table,
 * a graph and the memory view. Run with the test class path: {@code java -cp ...
 * io.birj.app.explore.ExplorerTiming big.json}.
 */
public final class ExplorerTiming {
  private ExplorerTiming() {}

  public static void main(String[] args) throws Exception {
    long t0 = System.nanoTime();
    Module m = BirReader.standard().read(Path.of(args[0]));
    long read = System.nanoTime();
    ExplorerApi api = ExplorerApi.of(Path.of(args[0]).getFileName().toString(), m);
    long indexed = System.nanoTime();
    try (ExplorerServer server = ExplorerServer.start(api, 0)) {
      ChromeDriver b = Chromium.start();
      try {
        WebDriverWait wait = new WebDriverWait(b, Duration.ofSeconds(120));
        long opened = System.nanoTime();
        b.get(server.uri() + "#view=overview");
        wait.until(d -> !d.findElements(By.cssSelector("#view-overview figure svg")).isEmpty());
        long overview = System.nanoTime();
        System.out.printf(
            "read %d ms, index %d ms (until bir explore prints its address: %d ms), page opened"
                + " to overview drawn %d ms; read + index + page: %d ms%n",
            ms(read - t0),
            ms(indexed - read),
            ms(indexed - t0),
            ms(overview - opened),
            ms(indexed - t0 + overview - opened));
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
