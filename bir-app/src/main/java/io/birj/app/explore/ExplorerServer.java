package io.birj.app.explore;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;

/**
 * The {@code bir explore} server: the page, its assets and the {@link ExplorerApi} of one document,
 * on the loopback address only. The JDK's own server: a page for one person needs no framework.
 */
public final class ExplorerServer implements AutoCloseable {
  private final HttpServer http;

  private ExplorerServer(HttpServer http) {
    this.http = http;
  }

  /** Starts serving {@code api} on 127.0.0.1:{@code port} ({@code 0}: a free port). */
  public static ExplorerServer start(ExplorerApi api, int port) throws IOException {
    return start(CompletableFuture.completedFuture(api), port);
  }

  /**
   * Starts serving on 127.0.0.1:{@code port} before the document is read: the page and its assets
   * are served at once, and the API's answers wait for {@code api} (a failed read answers 500 with
   * its message). A browser started now has loaded the page by the time the document is ready.
   */
  public static ExplorerServer start(CompletableFuture<ExplorerApi> api, int port)
      throws IOException {
    return start(api, new CompletableFuture<>(), port);
  }

  /**
   * As {@link #start(CompletableFuture, int)}, with the summary known before the document is read
   * ({@link ExplorerApi#skimmedSummary}): until {@code api} is ready, the summary slice answers
   * {@code summary} as soon as it is known, so the page draws its overview while the rest is read
   * (the other slices wait for {@code api}). A failed {@code summary} leaves the answer to {@code
   * api}, whose failure says what is wrong with the document.
   */
  public static ExplorerServer start(
      CompletableFuture<ExplorerApi> api, CompletableFuture<byte[]> summary, int port)
      throws IOException {
    HttpServer http =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    CompletableFuture<byte[]> skimmed = summary.handle((b, e) -> e == null ? b : null);
    http.createContext("/", ex -> handle(ex, api, skimmed));
    http.setExecutor(Executors.newFixedThreadPool(8, daemonThreads()));
    http.start();
    return new ExplorerServer(http);
  }

  /** The page's address. */
  public URI uri() {
    return URI.create("http://127.0.0.1:" + http.getAddress().getPort() + "/");
  }

  @Override
  public void close() {
    http.stop(0);
  }

  private static void handle(
      HttpExchange ex, CompletableFuture<ExplorerApi> api, CompletableFuture<byte[]> skimmed)
      throws IOException {
    // Closed after the catch: a try-with-resources would close the exchange before the 500 is sent.
    try {
      if (!"GET".equals(ex.getRequestMethod())) {
        send(ex, 405, "text/plain; charset=utf-8", "only GET".getBytes(StandardCharsets.UTF_8));
        return;
      }
      String path = ex.getRequestURI().getPath();
      if (path.equals("/")) {
        send(
            ex,
            200,
            "text/html; charset=utf-8",
            WebAssets.page(WebAssets.SOURCE_SERVER).getBytes(StandardCharsets.UTF_8));
      } else if (path.startsWith("/assets/")) {
        String name = path.substring("/assets/".length());
        byte[] body = WebAssets.asset(name);
        if (body == null) {
          notFound(ex);
        } else {
          send(ex, 200, WebAssets.TYPES.get(name), body);
        }
      } else if (path.startsWith("/api/")) {
        String slice = path.substring("/api/".length());
        byte[] early = "summary".equals(slice) ? early(api, skimmed) : null;
        try {
          send(
              ex,
              200,
              "application/json",
              early != null ? early : ready(api).answer(slice, query(ex.getRequestURI())));
        } catch (ExplorerApi.BadRequest e) {
          send(
              ex,
              400,
              "text/plain; charset=utf-8",
              e.getMessage().getBytes(StandardCharsets.UTF_8));
        }
      } else {
        notFound(ex);
      }
    } catch (RuntimeException e) {
      send(
          ex,
          500,
          "text/plain; charset=utf-8",
          (e.getMessage() == null ? e.toString() : e.getMessage())
              .getBytes(StandardCharsets.UTF_8));
    } finally {
      ex.close();
    }
  }

  /** The skimmed summary if it comes before the API (which answers it then); else null. */
  private static byte[] early(
      CompletableFuture<ExplorerApi> api, CompletableFuture<byte[]> skimmed) {
    try {
      CompletableFuture.anyOf(api, skimmed).get();
    } catch (ExecutionException e) {
      return null; // the API failed: its answer says how
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
    return api.isDone() ? null : skimmed.getNow(null);
  }

  private static ExplorerApi ready(CompletableFuture<ExplorerApi> api) {
    try {
      return api.get();
    } catch (ExecutionException e) {
      throw new IllegalStateException("the document could not be read: " + e.getCause(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the document was read", e);
    }
  }

  private static void notFound(HttpExchange ex) throws IOException {
    send(ex, 404, "text/plain; charset=utf-8", "not found".getBytes(StandardCharsets.UTF_8));
  }

  /** The query's parameters, decoded (a repeated one: the last). */
  static Map<String, String> query(URI uri) {
    Map<String, String> q = new HashMap<>();
    String raw = uri.getRawQuery();
    if (raw == null) {
      return q;
    }
    for (String part : raw.split("&")) {
      int eq = part.indexOf('=');
      String k = eq < 0 ? part : part.substring(0, eq);
      String v = eq < 0 ? "" : part.substring(eq + 1);
      q.put(
          URLDecoder.decode(k, StandardCharsets.UTF_8),
          URLDecoder.decode(v, StandardCharsets.UTF_8));
    }
    return q;
  }

  private static void send(HttpExchange ex, int status, String type, byte[] body)
      throws IOException {
    ex.getResponseHeaders().set("Content-Type", type);
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(body);
    }
  }

  private static java.util.concurrent.ThreadFactory daemonThreads() {
    return r -> {
      Thread t = new Thread(r, "birj-explore-http");
      t.setDaemon(true);
      return t;
    };
  }
}
