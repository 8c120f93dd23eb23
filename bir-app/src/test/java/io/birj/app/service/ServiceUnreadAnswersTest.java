package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Clients that pipeline {@code /convert} requests and never read the answers: what the answers hold
 * stays counted against the memory budget until they are sent, so the server refuses more work
 * (503) rather than holding answers outside the budget; its health still answers; and all comes
 * back when the clients go. Budget: about three 4 MiB documents' estimates (8 bytes a byte).
 */
@MicronautTest
@Property(name = "birj.service.memory-budget", value = "60MB")
@Property(name = "birj.service.heap-per-byte", value = "8")
class ServiceUnreadAnswersTest {
  static final long MIB = 1 << 20;
  static final int CLIENTS = 4;
  static final int PIPELINED = 5;

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject Admission admission;
  @Inject ServiceLimits limits;
  @Inject Slots slots;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  /**
   * A connection that sends {@link #PIPELINED} requests at once (from a thread of its own: the
   * server stops reading while an answer waits) and never reads (a small receive buffer).
   */
  private Socket pipelining(byte[] doc) throws IOException {
    Socket s = new Socket();
    s.setReceiveBufferSize(4096);
    s.connect(new java.net.InetSocketAddress(server.getHost(), server.getPort()));
    String head =
        "POST /convert?to=2&indent=2 HTTP/1.1\r\nHost: localhost\r\nContent-Type:"
            + " application/json\r\nContent-Length: "
            + doc.length
            + "\r\n\r\n";
    Thread writer =
        new Thread(
            () -> {
              try {
                OutputStream out = s.getOutputStream();
                for (int i = 0; i < PIPELINED; i++) {
                  out.write(head.getBytes(StandardCharsets.US_ASCII));
                  out.write(doc);
                }
                out.flush();
              } catch (IOException e) {
                // Closed by the test (or the server) while still sending: as intended.
              }
            });
    writer.setDaemon(true);
    writer.start();
    return s;
  }

  @Test
  void answers_never_read_hold_their_admission_until_sent_and_more_work_is_refused()
      throws Exception {
    byte[] doc = BigDocument.ofAtLeast(2 * MIB);
    List<Socket> clients = new ArrayList<>();
    try {
      for (int i = 0; i < CLIENTS; i++) {
        clients.add(pipelining(doc));
      }
      // Settled: the budget holds the answers not sent (each request's estimate: 8 x 4 MiB).
      long held = 0;
      for (int i = 0; i < 200 && held < 2 * limits.cost(doc.length); i++) {
        Thread.sleep(50);
        held = admission.reserved();
      }
      Thread.sleep(1000);
      held = admission.reserved();
      System.out.printf(
          "unread answers: %d MiB reserved of a %d MiB budget%n",
          held / MIB, limits.memoryBudget() / MIB);
      assertTrue(held >= 2 * limits.cost(doc.length), "held " + held);
      assertTrue(held <= limits.memoryBudget(), "held " + held);
      long t0 = System.nanoTime();
      assertEquals(200, http.get("/health").statusCode());
      long ms = (System.nanoTime() - t0) / 1_000_000;
      assertTrue(ms < 2000, "health took " + ms + " ms");
      http.problem(http.post("/convert?to=2", doc), 503, "overloaded");
    } finally {
      for (Socket s : clients) {
        s.close();
      }
    }
    // A request still in work when its client left holds its place until the work ends and its
    // answer finds the connection closed: on a loaded machine, a queue of conversions.
    for (int i = 0; i < 1200 && admission.reserved() != 0; i++) {
      Thread.sleep(50);
    }
    assertEquals(0, admission.reserved(), "open slots: " + slots.count());
    assertEquals(200, http.post("/convert?to=2", doc).statusCode());
  }
}
