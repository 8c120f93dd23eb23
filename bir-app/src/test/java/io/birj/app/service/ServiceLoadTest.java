package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadInfo;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAccumulator;
import org.junit.jupiter.api.Test;

/**
 * A bounded load on loopback: 64 clients at once sending small documents, 20 MB documents,
 * malformed and invalid bodies, bodies over the limit and bodies so slow the server cuts them;
 * {@code /check}, {@code /query}, {@code /redact} and explorer documents, compressed documents,
 * gzip bombs and pipelined requests whose answers are never read. {@code /health} must answer
 * within {@link #HEALTH_BOUND} throughout. Every answer must be one intended for its kind; every
 * small request must be answered within {@link #SMALL_BOUND} while the big ones run (a 503 retried
 * after its Retry-After, at most 5 times, as the README asks of clients); afterwards nothing is
 * held (admission, connections) and the heap is back within {@link #RETAINED_BOUND} of where it
 * started, and while it ran it stayed under the memory budget plus {@link #PEAK_SLACK}. {@code
 * -Dbirj.load.scale=N} (the {@code soak} profile) multiplies the rounds.
 */
@MicronautTest
@Property(name = "birj.service.request-timeout", value = "5s")
// The clients share this JVM and a loaded 2-core machine with the server, so a 20 MB body can
// arrive slower than the default 1 MB/s for want of CPU alone: the time it is allowed counts the
// machine, not the client. The slow clients announce 4000 bytes, cut after 5 s either way.
@Property(name = "birj.service.min-upload-rate", value = "256KB")
// A connection cut for its deadline says so (bytes and time) in the test's output.
@Property(name = "logger.levels.io.birj.app.service.ConnectionGuard", value = "INFO")
@Property(name = "birj.service.heap-per-byte", value = "24")
class ServiceLoadTest {
  static final int CLIENTS = 64;

  /**
   * Generous, for a 2-core machine shared with other builds: small requests wait for CPU, never for
   * the big documents (which queue on their own pool for far longer).
   */
  static final Duration SMALL_BOUND = Duration.ofSeconds(30);

  static final long MIB = 1 << 20;

  /** The bound: the service's health answers within this whatever the clients send. */
  static final Duration HEALTH_BOUND = Duration.ofSeconds(2);

  /** The server and the test's 64 clients share this JVM: both count. */
  static final long RETAINED_BOUND = 256 * MIB;

  static final int SCALE = Integer.getInteger("birj.load.scale", 1);

  @Inject EmbeddedServer server;
  @Inject Admission admission;
  @Inject ConnectionGuard guard;
  @Inject ServiceLimits limits;

  /** What a client sends, and the statuses intended for it (0: the server closed the line). */
  enum Kind {
    SMALL(Set.of(200)),
    PAIR(Set.of(200)),
    MALFORMED(Set.of(400)),
    INVALID(Set.of(422)),
    BIG(Set.of(200, 503)),
    // 413 is answered as soon as the head is read; the server then closes the connection, which
    // a client still sending its 64 MiB may see first (-1: no answer, the line reset).
    OVERSIZE(Set.of(413, -1)),
    SLOW(Set.of(0)),
    // The endpoints added since: the verifier, SQL, redaction, the explorer's documents.
    CHECK(Set.of(200)),
    QUERY(Set.of(200)),
    REDACT(Set.of(200)),
    EXPLORE(Set.of(201)),
    // A gzip-encoded body, and a zstd-compressed document told by its first bytes.
    COMPRESSED(Set.of(200)),
    // 66 KB of gzip inflating to 65 MiB: refused by its decoded size (503 when the budget is
    // taken before the decoded size passes the limit).
    BOMB(Set.of(413, 503)),
    // Pipelined 2 MB /convert requests whose answers are never read, then the line closed.
    UNREAD(Set.of(0));

    final Set<Integer> intended;

    Kind(Set<Integer> intended) {
      this.intended = intended;
    }
  }

  private final Map<Kind, Map<Integer, Integer>> seen = new ConcurrentHashMap<>();
  private byte[] unreadDoc;
  private byte[] bomb;
  private byte[] gzipped;
  private byte[] zstd;
  private final LongAccumulator slowestSmall = new LongAccumulator(Math::max, 0);
  private final AtomicLong smallAnswered = new AtomicLong();
  private final List<Long> smallMillis = java.util.Collections.synchronizedList(new ArrayList<>());
  private final LongAccumulator slowestBig = new LongAccumulator(Math::max, 0);
  private final AtomicLong retried = new AtomicLong();

  private final LongAccumulator slowestHealth = new LongAccumulator(Math::max, 0);
  private final AtomicLong healthChecks = new AtomicLong();
  private final List<String> unhealthy = java.util.Collections.synchronizedList(new ArrayList<>());

  /** Why a request got no answer (-1): the client's exception, after how long. */
  private final List<String> unanswered = java.util.Collections.synchronizedList(new ArrayList<>());

  private void record(Kind kind, int status) {
    seen.computeIfAbsent(kind, k -> new ConcurrentHashMap<>()).merge(status, 1, Integer::sum);
  }

  private static long usedHeapAfterGc(MemoryMXBean memory) throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return memory.getHeapMemoryUsage().getUsed();
  }

  @Test
  void sixty_four_clients_of_mixed_sizes_get_only_intended_answers_in_bounded_time_and_heap()
      throws Exception {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    byte[] sample = Http.resource(Http.V2);
    byte[] v1 = Http.resource(Http.V1);
    byte[] big = BigDocument.ofAtLeast(20 * MIB);
    unreadDoc = BigDocument.ofAtLeast(2 * MIB);
    // Past 64 MiB decoded: refused whatever the heap's budget (413).
    bomb = io.birj.app.compress.Compress.gzipBomb(65 * MIB);
    gzipped = io.birj.app.compress.Compress.gzip(sample);
    zstd = io.birj.app.compress.Compress.zstd(sample);
    byte[] oversize = new byte[(int) (64 * MIB) + 1];
    Arrays.fill(oversize, (byte) ' ');
    String pair =
        "{\"a\":"
            + new String(v1, StandardCharsets.UTF_8)
            + ",\"b\":"
            + new String(sample, StandardCharsets.UTF_8)
            + "}";
    String base = server.getURL().toString().replaceAll("/$", "");
    warmUp(base, sample, pair);
    long baseline = usedHeapAfterGc(memory);
    int openBefore = guard.open();

    AtomicLong peak = new AtomicLong();
    ExecutorService clients = Executors.newFixedThreadPool(CLIENTS + 1);
    List<Future<?>> running = new ArrayList<>();
    running.add(
        clients.submit(
            () -> {
              while (!Thread.currentThread().isInterrupted()) {
                peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                try {
                  Thread.sleep(20);
                } catch (InterruptedException e) {
                  return null;
                }
              }
              return null;
            }));
    Future<?> sampler = running.get(0);
    // The service's health, asked every 250 ms throughout: within 2 s each time.
    Future<?> health =
        clients.submit(
            () -> {
              HttpClient c =
                  HttpClient.newBuilder()
                      .version(HttpClient.Version.HTTP_1_1)
                      .connectTimeout(Duration.ofSeconds(10))
                      .build();
              ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor();
              while (!Thread.currentThread().isInterrupted()) {
                long t0 = System.nanoTime();
                // A check past the bound: what the server's threads are doing meanwhile.
                ScheduledFuture<?> dump =
                    watch.schedule(
                        ServiceLoadTest::printServerThreads,
                        HEALTH_BOUND.toMillis(),
                        TimeUnit.MILLISECONDS);
                try {
                  int st =
                      c.send(
                              HttpRequest.newBuilder(URI.create(base + "/health"))
                                  .timeout(Duration.ofSeconds(10))
                                  .build(),
                              HttpResponse.BodyHandlers.discarding())
                          .statusCode();
                  if (st != 200) {
                    unhealthy.add("status " + st);
                  }
                } catch (IOException e) {
                  unhealthy.add(e.getClass().getSimpleName() + " " + e.getMessage());
                } catch (InterruptedException e) {
                  watch.shutdownNow();
                  return null;
                }
                dump.cancel(false);
                slowestHealth.accumulate((System.nanoTime() - t0) / 1_000_000);
                healthChecks.incrementAndGet();
                try {
                  Thread.sleep(250);
                } catch (InterruptedException e) {
                  watch.shutdownNow();
                  return null;
                }
              }
              watch.shutdownNow();
              return null;
            });
    List<Future<?>> work = new ArrayList<>();
    long start = System.nanoTime();
    for (int c = 0; c < CLIENTS; c++) {
      int id = c;
      work.add(
          clients.submit(
              () -> {
                // A client of its own each, as separate processes would be.
                HttpClient client =
                    HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .connectTimeout(Duration.ofSeconds(10))
                        .build();
                client(id, client, base, sample, big, oversize, pair);
                return null;
              }));
    }
    // A deadline for the whole run, not a timing: past it the service is taken to hang.
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3L * SCALE);
    for (Future<?> f : work) {
      f.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    }
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    sampler.cancel(true);
    health.cancel(true);
    clients.shutdownNow();

    ServiceAdmissionTest.await(admission::working, 0);
    ServiceAdmissionTest.await(() -> (int) Math.min(Integer.MAX_VALUE, admission.reserved()), 0);
    long retained = usedHeapAfterGc(memory) - baseline;
    Map<Kind, Map<Integer, Integer>> summary = new TreeMap<>(seen);
    List<Long> sorted = new ArrayList<>(smallMillis);
    java.util.Collections.sort(sorted);
    System.out.printf(
        "service load: %d clients, %d s, answers %s (unanswered: %s); small answers (%d) p50 %d"
            + " ms, p99 %d ms, slowest %d ms; slowest big %d ms; heap (max %d MiB) used at most %d"
            + " MiB, garbage included (budget %d MiB), retained after %d MiB; health: %d checks,"
            + " slowest %d ms; small requests retried after 503: %d%n",
        CLIENTS,
        seconds,
        summary,
        unanswered,
        smallAnswered.get(),
        sorted.get(sorted.size() / 2),
        sorted.get(sorted.size() * 99 / 100),
        slowestSmall.get(),
        slowestBig.get(),
        Runtime.getRuntime().maxMemory() / MIB,
        peak.get() / MIB,
        limits.memoryBudget() / MIB,
        retained / MIB,
        healthChecks.get(),
        slowestHealth.get(),
        retried.get());

    for (Map.Entry<Kind, Map<Integer, Integer>> e : summary.entrySet()) {
      assertTrue(
          e.getKey().intended.containsAll(e.getValue().keySet()),
          e.getKey()
              + " got "
              + e.getValue()
              + ", intended "
              + e.getKey().intended
              + "; unanswered: "
              + unanswered);
    }
    assertEquals(Set.of(Kind.values()), summary.keySet(), "every kind was sent: " + summary);
    assertTrue(summary.get(Kind.BIG).getOrDefault(200, 0) > 0, "no big document was served");
    assertTrue(
        slowestSmall.get() < SMALL_BOUND.toMillis(),
        "a small request waited " + slowestSmall.get() + " ms");
    assertTrue(retained < RETAINED_BOUND, "heap retained " + retained / MIB + " MiB");
    assertTrue(unhealthy.isEmpty(), "health checks failed: " + unhealthy);
    assertTrue(
        slowestHealth.get() < HEALTH_BOUND.toMillis(),
        "a health check took " + slowestHealth.get() + " ms");
    ServiceAdmissionTest.await(guard::open, Math.max(openBefore, guard.open()));
  }

  /**
   * One request of each kind the clients send but the big ones, one after another, before the clock
   * starts: the load measures a running service whose document paths have run once (the loader, the
   * diff, the verifier, the query database). The service warms only its network path itself ({@code
   * WarmUp}; a cold server's first {@code /health} is {@code ServiceColdStartTest}'s): without this
   * warm-up the test failed 3 of 4 runs at a load average of 8 to 16, on health checks of 2.3 and
   * 2.9 s (the server's threads running the first documents, one loading the diff's classes) and
   * once on a 20 MB upload cut past its deadline; with it, 2 of 3 at 8 to 17 (4.1 and 5.1 s, the
   * server overloaded, no class loading), and it passed at 2 to 6.
   */
  private static void warmUp(String base, byte[] sample, String pair) throws Exception {
    HttpClient c = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    String[][] requests = {
      {"/validate", null},
      {"/stats", null},
      {"/diff", "pair"},
      {"/convert?to=2", null},
      {"/check", null},
      {"/query?sql=SELECT+count(*)+FROM+instructions", null},
      {"/redact", null},
      {"/explorer/documents", null},
      {"/stats", "gzip"},
      {"/validate", "zstd"}
    };
    for (String[] r : requests) {
      byte[] body =
          "pair".equals(r[1])
              ? pair.getBytes(StandardCharsets.UTF_8)
              : "gzip".equals(r[1])
                  ? io.birj.app.compress.Compress.gzip(sample)
                  : "zstd".equals(r[1]) ? io.birj.app.compress.Compress.zstd(sample) : sample;
      HttpRequest.Builder b =
          HttpRequest.newBuilder(URI.create(base + r[0]))
              .header("Content-Type", Http.JSON)
              .POST(HttpRequest.BodyPublishers.ofByteArray(body));
      if ("gzip".equals(r[1])) {
        b.header("Content-Encoding", "gzip");
      }
      c.send(b.build(), HttpResponse.BodyHandlers.discarding());
    }
    c.send(
        HttpRequest.newBuilder(URI.create(base + "/health")).build(),
        HttpResponse.BodyHandlers.discarding());
  }

  /** The stacks of the server's network and document threads, to the test's output. */
  private static void printServerThreads() {
    StringBuilder sb =
        new StringBuilder("a health check is past its bound; the server's threads:\n");
    for (ThreadInfo t : ManagementFactory.getThreadMXBean().dumpAllThreads(false, false)) {
      if (t.getThreadName().contains("eventLoop") || t.getThreadName().startsWith("birj-")) {
        sb.append('"').append(t.getThreadName()).append("\" ").append(t.getThreadState());
        sb.append('\n');
        for (StackTraceElement e : t.getStackTrace()) {
          sb.append("    at ").append(e).append('\n');
        }
      }
    }
    System.out.print(sb);
  }

  /** One client's rounds: most clients send small requests, a few the big and hostile ones. */
  private void client(
      int id,
      HttpClient client,
      String base,
      byte[] sample,
      byte[] big,
      byte[] oversize,
      String pair)
      throws Exception {
    int rounds = SCALE * (id < 6 ? 2 : id < 10 ? 3 : id < 14 ? 2 : id < 24 ? 4 : 30);
    for (int round = 0; round < rounds; round++) {
      if (id < 4) {
        send(client, base, Kind.BIG, round % 2 == 0 ? "/validate" : "/stats", big);
      } else if (id < 6) {
        send(client, base, Kind.OVERSIZE, "/validate", oversize);
      } else if (id < 10) {
        slow(base);
      } else if (id < 12) {
        unread(base, unreadDoc);
      } else if (id < 14) {
        send(client, base, Kind.BOMB, "/validate", "gzip", bomb);
      } else if (id < 24) {
        switch ((id + round) % 6) {
          case 0 -> send(client, base, Kind.CHECK, "/check", sample);
          case 1 ->
              send(
                  client, base, Kind.QUERY, "/query?sql=SELECT+count(*)+FROM+instructions", sample);
          case 2 -> send(client, base, Kind.REDACT, "/redact", sample);
          case 3 -> send(client, base, Kind.EXPLORE, "/explorer/documents", sample);
          case 4 -> send(client, base, Kind.COMPRESSED, "/stats", "gzip", gzipped);
          default -> send(client, base, Kind.COMPRESSED, "/validate", zstd);
        }
      } else {
        original(client, base, sample, pair, id, round);
      }
    }
  }

  /** The clients of the first load test: small, pair, malformed and invalid requests. */
  private void original(
      HttpClient client, String base, byte[] sample, String pair, int id, int round)
      throws InterruptedException {
    switch ((id + round) % 5) {
      case 0 -> send(client, base, Kind.SMALL, "/validate", sample);
      case 1 -> send(client, base, Kind.SMALL, "/stats", sample);
      case 2 -> send(client, base, Kind.PAIR, "/diff", pair.getBytes(StandardCharsets.UTF_8));
      case 3 ->
          send(
              client,
              base,
              Kind.MALFORMED,
              "/validate",
              "{\"version\": 2, \"fun".getBytes(StandardCharsets.UTF_8));
      default ->
          send(
              client,
              base,
              Kind.INVALID,
              "/convert?to=2",
              "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":7}]}"
                  .getBytes(StandardCharsets.UTF_8));
    }
  }

  private void send(HttpClient client, String base, Kind kind, String path, byte[] body)
      throws InterruptedException {
    send(client, base, kind, path, null, body);
  }

  private void send(
      HttpClient client, String base, Kind kind, String path, String coding, byte[] body)
      throws InterruptedException {
    long t0 = System.nanoTime();
    int status;
    try {
      HttpRequest.Builder b =
          HttpRequest.newBuilder(URI.create(base + path))
              .timeout(Duration.ofMinutes(2))
              .header("Content-Type", Http.JSON)
              .POST(HttpRequest.BodyPublishers.ofByteArray(body));
      if (coding != null) {
        b.header("Content-Encoding", coding);
      }
      HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
      // A small request that finds the budget taken (big documents, a bomb's decoded size as it
      // grows, answers not read) is told to come back: it does, as the README asks of clients.
      for (int retry = 0;
          r.statusCode() == 503 && retry < 5 && kind != Kind.BIG && kind != Kind.BOMB;
          retry++) {
        long after = Long.parseLong(r.headers().firstValue("Retry-After").orElse("-1"));
        assertTrue(after >= 0, kind + " 503 without Retry-After: " + r.body());
        retried.incrementAndGet();
        Thread.sleep(after * 1000);
        r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
      }
      status = r.statusCode();
      if (status >= 400) {
        assertTrue(
            r.headers()
                .firstValue("Content-Type")
                .orElse("")
                .startsWith("application/problem+json"),
            kind + " " + status + " is not a problem: " + r.body());
      }
    } catch (IOException e) {
      status = -1;
      unanswered.add(
          kind
              + " "
              + path
              + ": "
              + e.getClass().getSimpleName()
              + " "
              + e.getMessage()
              + " after "
              + (System.nanoTime() - t0) / 1_000_000
              + " ms");
    }
    long ms = (System.nanoTime() - t0) / 1_000_000;
    if (kind != Kind.BIG && kind != Kind.OVERSIZE && kind != Kind.BOMB) {
      slowestSmall.accumulate(ms);
      smallAnswered.incrementAndGet();
      smallMillis.add(ms);
    } else if (kind == Kind.BIG) {
      slowestBig.accumulate(ms);
    }
    record(kind, status);
  }

  /**
   * A client that pipelines five 2 MB {@code /convert} requests, never reads the answers, and
   * closes the connection after 3 s.
   */
  private void unread(String base, byte[] doc) throws InterruptedException {
    try (RawClient c = new RawClient(URI.create(base).toURL())) {
      String head =
          "POST /convert?to=2&indent=2 HTTP/1.1\r\nHost: localhost\r\nContent-Type:"
              + " application/json\r\nContent-Length: "
              + doc.length
              + "\r\n\r\n";
      // From a thread of its own: the server stops reading while an answer waits to be read,
      // so the sending blocks until the line is closed below.
      Thread writer =
          new Thread(
              () -> {
                for (int i = 0; i < 5 && c.send(head) && c.send(doc); i++) {
                  // Sent; the next.
                }
              });
      writer.setDaemon(true);
      writer.start();
      Thread.sleep(3000);
      record(Kind.UNREAD, 0);
    } catch (java.net.MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A client that sends its head and then a byte every half second: cut by the timeout. */
  private void slow(String base) throws InterruptedException {
    try (RawClient c = new RawClient(URI.create(base).toURL())) {
      String request = RawClient.head("/validate", 4000) + "{\"version\":2,";
      boolean open = true;
      for (int i = 0; i < request.length() && open; i++) {
        open = c.send(request.substring(i, i + 1));
        if (i > request.length() - 14) {
          Thread.sleep(500);
        }
      }
      // Either the trickle was refused mid-way or the server closes it now, after the timeout.
      long ms = open ? c.millisUntilClosed(Duration.ofSeconds(30)) : 0;
      record(Kind.SLOW, ms >= 0 ? 0 : -2);
    } catch (java.net.MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }
}
