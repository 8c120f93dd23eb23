package io.birj.app;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs the {@code bir} command in-process and keeps what it printed. */
public final class CliHarness {
  public record Result(int exitCode, String out, String err) {}

  private CliHarness() {}

  public static Result run(String... args) {
    return run(Map.of(), args);
  }

  public static Result run(Map<String, Object> properties, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = BirApp.run(args, out, err, properties);
    return new Result(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
