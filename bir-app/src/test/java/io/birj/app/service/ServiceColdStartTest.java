package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.BirApp;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A cold service: {@code bir serve} in a JVM of its own, hit the moment it says it listens by
 * {@link ServiceLoadTest#CLIENTS} clients at once, one small request of each kind each, and by one
 * {@code /health} at the same instant. Its {@code /health} answers within {@link
 * ServiceLoadTest#HEALTH_BOUND} like a warm one's: the service warms itself before it says it
 * listens (the first requests of many clients would otherwise load the routing's and the codecs'
 * classes on its two network threads, one waiting on the other's class-loading lock).
 */
class ServiceColdStartTest {
  /** The small requests the clients send, one kind each in turn: path and body. */
  private static final String[] PATHS = {
    "/validate",
    "/stats",
    "/diff",
    "/convert?to=2",
    "/check",
    "/query?sql=SELECT+count(*)+FROM+instructions",
    "/redact",
    "/explorer/documents",
    "/stats gzip",
    "/validate zstd"
  };

  @Test
  void a_cold_servers_first_health_answers_within_the_bound_while_many_clients_arrive_at_once()
      throws Exception {
    byte[] sample = Http.resource(Http.V2);
    byte[] v1 = Http.resource(Http.V1);
    byte[] pair =
        ("{\"a\":"
                + new String(v1, StandardCharsets.UTF_8)
                + ",\"b\":"
                + new String(sample, StandardCharsets.UTF_8)
                + "}")
            .getBytes(StandardCharsets.UTF_8);
    byte[] gzipped = io.birj.app.compress.Compress.gzip(sample);
    byte[] zstd = io.birj.app.compress.Compress.zstd(sample);
    long t0 = System.nanoTime();
    Process serve = new ProcessBuilder(command()).redirectErrorStream(true).start();
    ExecutorService clients = Executors.newFixedThreadPool(ServiceLoadTest.CLIENTS + 2);
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8));
      String base = null;
      StringBuilder said = new StringBuilder();
      for (String line; (line = out.readLine()) != null; ) {
        said.append(line).append('\n');
        if (line.startsWith("birj service listening on ")) {
          base = line.substring("birj service listening on ".length()).replaceAll("/$", "");
          break;
        }
      }
      assertNotNull(base, "bir serve did not say it listens:\n" + said);
      long startupMillis = (System.nanoTime() - t0) / 1_000_000;
      // the rest of its output, drained so the child never blocks on a full pipe
      clients.submit(() -> out.transferTo(java.io.Writer.nullWriter()));

      CountDownLatch go = new CountDownLatch(1);
      Map<String, Map<Integer, Integer>> answers = new ConcurrentHashMap<>();
      List<Future<?>> sent = new ArrayList<>();
      String server = base;
      for (int c = 0; c < ServiceLoadTest.CLIENTS; c++) {
        String[] kind = PATHS[c % PATHS.length].split(" ");
        byte[] body =
            kind[0].equals("/diff")
                ? pair
                : kind.length == 1 ? sample : kind[1].equals("gzip") ? gzipped : zstd;
        HttpRequest.Builder b =
            HttpRequest.newBuilder(URI.create(server + kind[0]))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", Http.JSON)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (kind.length == 2 && kind[1].equals("gzip")) {
          b.header("Content-Encoding", "gzip");
        }
        HttpRequest request = b.build();
        sent.add(
            clients.submit(
                () -> {
                  HttpClient client = client();
                  go.await();
                  int status =
                      client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
                  answers
                      .computeIfAbsent(String.join(" ", kind), k -> new ConcurrentHashMap<>())
                      .merge(status, 1, Integer::sum);
                  return null;
                }));
      }
      Future<Long> health =
          clients.submit(
              () -> {
                HttpClient client = client();
                HttpRequest request =
                    HttpRequest.newBuilder(URI.create(server + "/health"))
                        .timeout(Duration.ofSeconds(60))
                        .build();
                go.await();
                long h0 = System.nanoTime();
                int status =
                    client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
                assertEquals(200, status);
                return (System.nanoTime() - h0) / 1_000_000;
              });
      go.countDown();
      long healthMillis = health.get(2, TimeUnit.MINUTES);
      for (Future<?> f : sent) {
        f.get(2, TimeUnit.MINUTES);
      }
      System.out.printf(
          "cold service: bir serve said it listens after %d ms; its first /health, sent with %d"
              + " clients' first requests, answered in %d ms; answers %s%n",
          startupMillis, ServiceLoadTest.CLIENTS, healthMillis, new TreeMap<>(answers));
      for (Map.Entry<String, Map<Integer, Integer>> e : answers.entrySet()) {
        Set<Integer> intended =
            e.getKey().equals("/explorer/documents") ? Set.of(201) : Set.of(200);
        assertEquals(intended, e.getValue().keySet(), e.getKey() + " got " + e.getValue());
      }
      assertTrue(
          healthMillis < ServiceLoadTest.HEALTH_BOUND.toMillis(),
          "the cold service's first /health took " + healthMillis + " ms");
    } finally {
      clients.shutdownNow();
      serve.destroy();
      if (!serve.waitFor(30, TimeUnit.SECONDS)) {
        serve.destroyForcibly();
      }
    }
  }

  private static HttpClient client() {
    return HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(30))
        .build();
  }

  /**
   * {@code bir serve} on a free port, in a JVM of its own on the tests' class path without the test
   * classes (the app as shipped, no test bean in its context).
   */
  private static List<String> command() {
    String classPath =
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(e -> !Path.of(e).endsWith("test-classes"))
            .collect(Collectors.joining(File.pathSeparator));
    return List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx1g",
        "-cp",
        classPath,
        BirApp.class.getName(),
        "serve",
        "--port",
        "-1");
  }
}
