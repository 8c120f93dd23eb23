package io.birj.app.service;

import com.github.luben.zstd.ZstdOutputStream;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The service warms itself before it says it is up: once the server is bound, and before its {@code
 * start()} returns (so before {@code bir serve} says it listens), it sends itself one request to
 * each endpoint over loopback, one after another ({@link #requests}). Cold, the first requests of
 * many clients at once load the routing's, the body handling's and the codecs' classes on the
 * server's two network threads, one waiting on the other's class-loading lock, and a {@code
 * /health} that arrives with them waited 2.1 to 3.9 s on a loaded 2-core machine
 * (ServiceColdStartTest). Each request closes its connection ({@code Connection: close}), so none
 * is held once the server is up; a request that fails is logged and the service starts anyway.
 */
@Singleton
final class WarmUp {
  private static final Logger LOG = LoggerFactory.getLogger(WarmUp.class);

  /** How long one warm-up request may take before the next is sent. */
  private static final int TIMEOUT_MILLIS = 30_000;

  /** One request: its method and path, body, and the encoding of the body (or null). */
  private record Request(String method, String path, byte[] body, String encoding) {}

  @EventListener
  void onStartup(ServerStartupEvent event) {
    EmbeddedServer server = event.getSource();
    long t0 = System.nanoTime();
    int sent = 0;
    for (Request r : requests()) {
      try {
        send(server, r);
        sent++;
      } catch (IOException | RuntimeException e) {
        LOG.warn("warm-up request {} {} failed: {}", r.method(), r.path(), e.toString());
      }
    }
    LOG.debug("warmed up with {} requests in {} ms", sent, (System.nanoTime() - t0) / 1_000_000);
  }

  /**
   * A malformed body to each document endpoint, plain, gzip-encoded and zstd-compressed, then
   * {@code /health}: each goes through the network threads' whole path (the connection's handlers,
   * the admission, the routing, reading and decoding the body, a problem answer) but reads no
   * document and keeps none (the explorer's), so it costs less than a real document of each kind
   * would (the loader's, the verifier's and the query database's first use): about 2 s against 5.5
   * to 6 s, measured at a load average of about 10.
   */
  private static List<Request> requests() {
    byte[] malformed = "{".getBytes(StandardCharsets.UTF_8);
    List<Request> out = new ArrayList<>();
    for (String path :
        List.of(
            "/validate",
            "/stats",
            "/diff",
            "/convert?to=2",
            "/check",
            "/query?sql=SELECT+1",
            "/redact",
            ExplorerController.DOCUMENTS)) {
      out.add(new Request("POST", path, malformed, null));
    }
    out.add(new Request("POST", "/stats", gzip(malformed), "gzip"));
    out.add(new Request("POST", "/validate", zstd(malformed), null));
    out.add(new Request("GET", "/health", null, null));
    return out;
  }

  private static byte[] gzip(byte[] plain) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new GZIPOutputStream(out)) {
      z.write(plain);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out.toByteArray();
  }

  /** A zstd frame, which the service tells from its first bytes (no Content-Encoding). */
  private static byte[] zstd(byte[] plain) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new ZstdOutputStream(out)) {
      z.write(plain);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out.toByteArray();
  }

  /** Sends {@code r} over a connection of its own and reads the answer to its end. */
  private static void send(EmbeddedServer server, Request r) throws IOException {
    try (Socket s = new Socket()) {
      s.connect(address(server), TIMEOUT_MILLIS);
      s.setSoTimeout(TIMEOUT_MILLIS);
      String head =
          r.method()
              + " "
              + r.path()
              + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
              + (r.body() == null
                  ? ""
                  : "Content-Type: application/json\r\nContent-Length: " + r.body().length + "\r\n")
              + (r.encoding() == null ? "" : "Content-Encoding: " + r.encoding() + "\r\n")
              + "\r\n";
      OutputStream out = s.getOutputStream();
      out.write(head.getBytes(StandardCharsets.US_ASCII));
      if (r.body() != null) {
        out.write(r.body());
      }
      out.flush();
      // the server closes the connection after its answer
      s.getInputStream().transferTo(OutputStream.nullOutputStream());
    }
  }

  /** The server's address; loopback when it is bound to every address. */
  private static InetSocketAddress address(EmbeddedServer server) throws IOException {
    InetAddress host = InetAddress.getByName(server.getHost());
    if (host.isAnyLocalAddress()) {
      host = InetAddress.getLoopbackAddress();
    }
    return new InetSocketAddress(host, server.getPort());
  }
}
