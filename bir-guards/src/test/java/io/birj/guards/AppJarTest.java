package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The packaged app as a user runs it ({@code java -jar bir-app.jar}, what {@code ./bir} execs): the
 * jar finds its libraries, runs the demo, and serves HTTP on loopback.
 */
class AppJarTest {
  private static Path appJar() throws Exception {
    Class<?> app = Class.forName("io.birj.app.BirApp", false, AppJarTest.class.getClassLoader());
    Path jar = Path.of(app.getProtectionDomain().getCodeSource().getLocation().toURI());
    assertTrue(Files.isRegularFile(jar), "bir-app is packaged as a jar: " + jar);
    assertTrue(Files.isDirectory(jar.resolveSibling("lib")), "its lib/ is beside it");
    return jar;
  }

  private static ProcessBuilder java(String... args) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-jar");
    cmd.add(appJar().toString());
    cmd.addAll(List.of(args));
    return new ProcessBuilder(cmd).redirectErrorStream(true);
  }

  private static String run(int expectedExit, String... args) throws Exception {
    Process p = java(args).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "bir " + String.join(" ", args) + " ends");
    assertEquals(expectedExit, p.exitValue(), out);
    return out;
  }

  @Test
  void the_jar_prints_its_help() throws Exception {
    String out = run(0, "--help");
    assertTrue(out.contains("Usage: bir"), out);
    assertTrue(out.contains("demo"), out);
  }

  @Test
  void the_jar_runs_the_demo_on_its_bundled_samples() throws Exception {
    String out = run(0, "demo");
    assertTrue(out.contains("demo: all steps passed"), out);
  }

  @Test
  void the_jar_exits_2_on_a_usage_error() throws Exception {
    run(2, "validate");
  }

  @Test
  void the_jar_serves_health_on_loopback_and_stops_on_sigterm() throws Exception {
    Process p = java("serve", "--port", "-1").start();
    try {
      BufferedReader lines =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      String url = null;
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        int at = line.indexOf("listening on ");
        if (at >= 0) {
          url = line.substring(at + "listening on ".length()).trim();
          break;
        }
      }
      assertTrue(url != null && url.startsWith("http://127.0.0.1:"), "listening line: " + url);
      HttpResponse<String> health =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(url + "/health")).build(),
                  HttpResponse.BodyHandlers.ofString());
      assertEquals(200, health.statusCode());
      assertTrue(health.body().contains("UP"), health.body());
    } finally {
      p.destroy();
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the service stops on SIGTERM");
    }
  }
}
