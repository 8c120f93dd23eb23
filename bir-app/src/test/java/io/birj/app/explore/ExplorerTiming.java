package io.birj.app.explore;

import io.birj.loader.BirReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Not a test: the figures of bir-bench/RESULTS.md, "The explorer". Opens FILE as {@code bir explore
 * --open} does: the server first, then the skim of the document's tokens and its read, each on a
 * thread of its own, while headless Chromium starts and loads the page. Prints the time from the
 * start until the overview is drawn and until every view is ready (the read done), then the tab's
 * JavaScript heap and DOM after opening the table, a graph and the memory view. Run with the test
 * class path: {@code java -cp ... io.birj.app.explore.ExplorerTiming big.json [older.json]}.
 */
public final class ExplorerTiming {
  private ExplorerTiming() {}

  public static void main(String[] args) throws Exception {
    long t0 = System.nanoTime();
    Path file = Path.of(args[0]);
    String name = file.getFileName().toString();
    // A second file: the page is the difference of the two (bir explore OLD FILE), OLD read too.
    Path old = args.length > 1 ? Path.of(args[1]) : null;
    String oldName = old == null ? null : old.getFileName().toString();
    BirReader reader = BirReader.standard();
    CompletableFuture<ExplorerApi> ready = new CompletableFuture<>();
    CompletableFuture<byte[]> skim =
        ExplorerApi.skimmedSummary(name, oldName, () -> Files.newInputStream(file), reader);
    CompletableFuture<Long> skimmed = skim.thenApply(b -> System.nanoTime());
    long[] read = new long[2];
    try (ExplorerServer server = ExplorerServer.start(ready, skim, 0)) {
      Thread reading =
          new Thread(
              () -> {
                try {
                  io.birj.api.model.Module m = reader.read(file);
                  io.birj.api.model.Module o = old == null ? null : reader.read(old);
                  read[0] = System.nanoTime();
                  ready.complete(
                      o == null ? ExplorerApi.of(name, m) : ExplorerApi.diff(oldName, o, name, m));
                  read[1] = System.nanoTime();
                } catch (RuntimeException e) {
                  ready.completeExceptionally(e);
                }
              },
              "read");
      reading.start();
      ChromeDriver b = Chromium.start();
      try {
        long browser = System.nanoTime();
        WebDriverWait wait = new WebDriverWait(b, Duration.ofSeconds(300));
        b.get(server.uri() + "#view=overview");
        long page = System.nanoTime();
        wait.until(d -> !d.findElements(By.cssSelector("#view-overview figure svg")).isEmpty());
        long overview = System.nanoTime();
        boolean early = b.findElement(By.tagName("body")).getAttribute("data-reading") != null;
        wait.until(
            d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
        long all = System.nanoTime();
        System.out.printf(
            "from the start: browser started %d ms, page loaded %d ms, skim done %d ms, overview"
                + " drawn %d ms (%s), read done %d ms, index %d ms, every view ready %d ms%n",
            ms(browser - t0),
            ms(page - t0),
            ms(skimmed.join() - t0),
            ms(overview - t0),
            early ? "from the skim, while the read went on" : "after the read",
            ms(read[0] - t0),
            ms(read[1] - read[0]),
            ms(all - t0));
        b.get(server.uri() + "#view=instructions&i=1000");
        b.navigate().refresh();
        wait.until(d -> !d.findElements(By.cssSelector(".row.selected")).isEmpty());
        ((org.openqa.selenium.JavascriptExecutor) b)
            .executeScript("document.getElementById('table').scrollTop = 1e6;");
        Thread.sleep(1000);
        scrolling(b, 3);
        scrolling(b, 20);
        scrolling(b, 0);
        b.findElement(By.cssSelector("#tabs [data-view=graph]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#graph g.node")).isEmpty());
        long engines0 = System.nanoTime();
        b.findElement(By.cssSelector("#tabs [data-view=engines]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#engines g.node")).isEmpty());
        long memory0 = System.nanoTime();
        b.findElement(By.cssSelector("#tabs [data-view=memory]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#memory svg, #memory p")).isEmpty());
        System.out.printf(
            "tree: %d items at the top; engines view drawn in %d ms, memory view in %d ms%n",
            b.findElements(By.cssSelector("#tree-root > li")).size(),
            ms(memory0 - engines0),
            ms(System.nanoTime() - memory0));
        // The verdict and the findings marked in every view, then the findings view.
        long verdict0 = System.nanoTime();
        wait.until(d -> d.findElement(By.tagName("body")).getAttribute("data-findings") != null);
        System.out.printf(
            "verdict in %d ms later; %s instructions marked with findings%n",
            ms(System.nanoTime() - verdict0),
            b.findElement(By.tagName("body")).getAttribute("data-findings"));
        if (old != null) {
          long diff0 = System.nanoTime();
          b.findElement(By.cssSelector("#tabs [data-view=diff]")).click();
          wait.until(d -> !d.findElements(By.cssSelector("#view-diff h2")).isEmpty());
          System.out.printf(
              "diff view drawn in %d ms: %s%n",
              ms(System.nanoTime() - diff0),
              b.findElement(By.cssSelector("#view-diff h2")).getText());
        }
        b.findElement(By.cssSelector("#tabs [data-view=findings]")).click();
        wait.until(d -> !d.findElements(By.cssSelector("#view-findings h2")).isEmpty());
        b.executeCdpCommand("Performance.enable", Map.of());
        Object metrics = b.executeCdpCommand("Performance.getMetrics", Map.of());
        @SuppressWarnings("unchecked")
        java.util.List<Map<String, Object>> all2 =
            (java.util.List<Map<String, Object>>) ((Map<String, Object>) metrics).get("metrics");
        for (Map<String, Object> x : all2) {
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

  /**
   * How smooth the table is, scrolled 600 animation frames from its top: {@code rowsPerFrame} rows
   * a frame (a wheel or a held arrow key), or, with 0, the whole table in those frames (a dragged
   * scroll bar, each step hundreds of rows on a big document). Prints the frames' intervals and the
   * frames that showed fewer than half the rows the table has room for (their page still fetched).
   */
  private static void scrolling(ChromeDriver b, int rowsPerFrame) {
    b.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
    Object r =
        b.executeAsyncScript(
            "const done = arguments[arguments.length - 1], perFrame = arguments[0];"
                + " const t = document.getElementById('table');"
                + " const steps = 600, gaps = []; let last = null, step = 0, blank = 0;"
                + " function shown() {"
                + "   let n = 0;"
                + "   for (const row of t.querySelectorAll('.row')) {"
                + "     const top = row.offsetTop - t.scrollTop;"
                + "     if (top > -row.offsetHeight && top < t.clientHeight) n++;"
                + "   }"
                + "   return n;"
                + " }"
                + " const room = Math.floor(t.clientHeight / 22);"
                + " function frame(now) {"
                + "   if (last != null) { gaps.push(now - last); if (shown() < room / 2) blank++; }"
                + "   last = now;"
                + "   if (step++ === steps) {"
                + "     gaps.sort((x, y) => x - y);"
                + "     const at = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))];"
                + "     done({ frames: gaps.length, p50: Math.round(at(0.5)), p95: Math.round(at(0.95)),"
                + "       max: Math.round(gaps[gaps.length - 1]), blank });"
                + "     return;"
                + "   }"
                + "   const end = t.scrollHeight - t.clientHeight;"
                + "   t.scrollTop = perFrame > 0 ? Math.min(end, step * perFrame * 22) : end * step / steps;"
                + "   requestAnimationFrame(frame);"
                + " }"
                + " t.scrollTop = 0; setTimeout(() => requestAnimationFrame(frame), 500);",
            rowsPerFrame);
    System.out.println(
        "table scrolled "
            + (rowsPerFrame > 0 ? rowsPerFrame + " rows a frame" : "top to end")
            + " for 600 frames (ms): "
            + r);
  }

  private static long ms(long nanos) {
    return nanos / 1_000_000;
  }
}
