package io.birj.app;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
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
    return run(InputStream.nullInputStream(), properties, args);
  }

  /** With {@code stdin} as standard input (for {@code -} arguments). */
  public static Result withStdin(byte[] stdin, String... args) {
    return run(new ByteArrayInputStream(stdin), Map.of(), args);
  }

  public static Result withStdin(String stdin, String... args) {
    return withStdin(stdin.getBytes(StandardCharsets.UTF_8), args);
  }

  private static Result run(InputStream stdin, Map<String, Object> properties, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = BirApp.run(args, stdin, out, err, properties);
    return new Result(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
