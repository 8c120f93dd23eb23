package io.birj.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;

/** Runs the {@code bir} command in-process and keeps what it printed. */
public final class CliHarness {
  public record Result(int exitCode, String out, String err) {}

  private CliHarness() {}

  public static Result run(String... args) {
    return run(Map.of(), args);
  }

  public static Result run(Map<String, Object> properties, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = BirApp.run(args, new PrintWriter(out), new PrintWriter(err), properties);
    return new Result(code, out.toString(), err.toString());
  }
}
