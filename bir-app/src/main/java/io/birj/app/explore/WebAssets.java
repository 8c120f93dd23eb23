package io.birj.app.explore;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The explorer page's files, from the jar: the page itself, its script and style (written here) and
 * the pinned layout library (copied in by the build from npm, see bir-app/package.json). Only these
 * names are served: a request names one of them or nothing.
 */
public final class WebAssets {
  private static final String ROOT = "/io/birj/app/explore/web/";

  /** The files under {@code assets/}, with their media types. */
  public static final Map<String, String> TYPES =
      Map.of(
          "explorer.js", "text/javascript; charset=utf-8",
          "explorer.css", "text/css; charset=utf-8",
          "elk.bundled.js", "text/javascript; charset=utf-8",
          "THIRD-PARTY.md", "text/markdown; charset=utf-8");

  /** Where the page finds its data: the {@code bir explore} server's API. */
  public static final String SOURCE_SERVER = "api/";

  /** Where the page finds its data: none yet, a document is picked and sent to the service. */
  public static final String SOURCE_PICKER = "picker";

  /** Where the page finds its data: embedded in the page ({@code --html}). */
  public static final String SOURCE_EMBEDDED = "embedded";

  private static final String SOURCE_MARK = "@SOURCE@";

  private WebAssets() {}

  /** The page, reading its data from {@code source}. */
  public static String page(String source) {
    return text("index.html").replace(SOURCE_MARK, source);
  }

  /** An asset's bytes, or {@code null} when {@code name} is not one. */
  public static byte[] asset(String name) {
    return TYPES.containsKey(name) ? bytes(name) : null;
  }

  static String text(String name) {
    return new String(bytes(name), StandardCharsets.UTF_8);
  }

  private static byte[] bytes(String name) {
    try (InputStream in = WebAssets.class.getResourceAsStream(ROOT + name)) {
      if (in == null) {
        throw new IllegalStateException(
            "the explorer's " + name + " is missing from the jar (the build copies it)");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
