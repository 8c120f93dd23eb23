package io.birj.app.explore;

import io.birj.api.model.Module;
import io.birj.writer.OutputFile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code bir explore --html}: the page as one file, its script, style, layout library and data
 * inlined, so it opens from disk with no request at all. The data are the API's own answers, cut in
 * advance: every slice of the first {@link #MAX_INSTRUCTIONS} instructions (panel, block graph,
 * memory view with its footprints); beyond, the page says it was cut and where.
 */
public final class HtmlExport {
  /** The instructions whose slices a page embeds at most. */
  public static final int MAX_INSTRUCTIONS = 5000;

  private HtmlExport() {}

  /** What the export embedded: the instructions shown and in the document. */
  public record Written(int embedded, int instructions) {
    public boolean cut() {
      return embedded < instructions;
    }
  }

  /**
   * Writes the page of {@code m} (with its differences from {@code old}, if not null) to {@code
   * target} atomically: a failure leaves the target as it was.
   */
  public static Written write(Path target, String name, Module m, String oldName, Module old)
      throws IOException {
    return write(target, name, m, oldName, old, MAX_INSTRUCTIONS);
  }

  /** As {@link #write(Path, String, Module, String, Module)}, embedding {@code limit} at most. */
  static Written write(Path target, String name, Module m, String oldName, Module old, int limit)
      throws IOException {
    ExplorerApi api = ExplorerApi.complete(name, m, oldName, old);
    int shown = Math.min(api.instructionCount(), limit);
    OutputFile.write(target, out -> page(out, api, shown, limit));
    return new Written(shown, api.instructionCount());
  }

  private static void page(OutputStream out, ExplorerApi api, int shown, int limit)
      throws IOException {
    String page = WebAssets.page(WebAssets.SOURCE_EMBEDDED);
    String[] parts = page.split("<!--bir:data-->", 2);
    if (parts.length != 2) {
      throw new IllegalStateException("the explorer page has no <!--bir:data--> mark");
    }
    Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
    w.write(inline(parts[0]));
    w.write("<script type=\"application/json\" id=\"bir-data\">");
    data(w, api, shown, limit);
    w.write("</script>");
    w.write(inline(parts[1]));
    w.flush();
  }

  // The page names its files as the server serves them; inlined, they are the same bytes. A served
  // page loads the layout library when it first draws a graph; this one holds it where it marks.
  private static String inline(String html) {
    return html.replace(
            "<link rel=\"stylesheet\" href=\"assets/explorer.css\">",
            "<style>" + WebAssets.text("explorer.css") + "</style>")
        .replace(
            "<!--bir:elk-->", "<script>" + script(WebAssets.text("elk.bundled.js")) + "</script>")
        .replace(
            "<script type=\"module\" src=\"assets/explorer.js\"></script>",
            "<script type=\"module\">" + script(WebAssets.text("explorer.js")) + "</script>");
  }

  // A script inlined may not hold the text that ends its element.
  private static String script(String js) {
    return js.replace("</script", "<\\/script");
  }

  private static void data(Writer w, ExplorerApi api, int shown, int limit) throws IOException {
    Map<String, Map<String, String>> answers = new LinkedHashMap<>();
    answers.put("summary", Map.of());
    answers.put("verdict", Map.of());
    answers.put("findings", Map.of());
    answers.put("diff", Map.of());
    w.write("{\"limit\":" + limit + ",\"embedded\":" + shown);
    w.write(",\"answers\":{");
    boolean first = true;
    for (Map.Entry<String, Map<String, String>> e : answers.entrySet()) {
      first = entry(w, first, e.getKey(), api.answer(e.getKey(), e.getValue()));
    }
    // The tree's nodes and the blocks' graphs that hold an embedded instruction (and the empty
    // ones among them), so a cut page stays about as large as its instructions.
    for (int n = 0; n < api.nodeCount(); n++) {
      if (api.nodeFirst(n) < shown || n == 0) {
        first = entry(w, first, "tree?node=" + n, api.answer("tree", Map.of("node", "" + n)));
      }
    }
    for (int b = 0; b < api.blockCount(); b++) {
      if (api.blockFirst(b) < shown) {
        first = entry(w, first, "graph?block=" + b, api.answer("graph", Map.of("block", "" + b)));
      }
    }
    // Each embedded instruction's memory view: a footprint costs the instruction's own instances
    // (the API keeps the placed locations), so a cut page has them too. A function's locations are
    // embedded once, not with each of its instructions' footprints, and each distinct touch and
    // problem of the footprints once, in "shared", which the footprints give by number: the page
    // puts them together.
    java.util.Set<Integer> holders = new java.util.TreeSet<>();
    ExplorerApi.Shared shared = new ExplorerApi.Shared();
    for (int i = 0; i < shown; i++) {
      first = entry(w, first, "instruction?i=" + i, api.answer("instruction", Map.of("i", "" + i)));
      first = entry(w, first, "memory?i=" + i, api.footprints(i, shared));
      holders.add(api.holderOf(i));
    }
    for (int h : holders) {
      first = entry(w, first, "memory?node=" + h, api.answer("memory", Map.of("node", "" + h)));
    }
    // The table's rows, all of them (up to the limit): the page filters and sorts them itself.
    first = entry(w, first, "rows", api.rows(shown));
    w.write("},\"shared\":[");
    boolean firstValue = true;
    for (String v : shared.values()) {
      if (!firstValue) {
        w.write(',');
      }
      w.write(scriptSafe(v));
      firstValue = false;
    }
    w.write("]}");
  }

  private static boolean entry(Writer w, boolean first, String key, byte[] json)
      throws IOException {
    if (!first) {
      w.write(',');
    }
    w.write('"');
    w.write(key);
    w.write("\":");
    w.write(scriptSafe(new String(json, StandardCharsets.UTF_8)));
    return false;
  }

  // In a script element "<" may start its end tag: JSON has "<" only inside strings, where \u003c
  // means the same.
  private static String scriptSafe(String json) {
    return json.replace("<", "\\u003c");
  }
}
