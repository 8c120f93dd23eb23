package io.birj.app;

import io.birj.app.cli.BirCommand;
import io.micronaut.configuration.picocli.MicronautFactory;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;

/** The {@code bir} command: a Micronaut context (CLI environment) driving picocli. */
public final class BirApp {
  private BirApp() {}

  public static void main(String[] args) {
    int code =
        run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), Map.of());
    System.exit(code);
  }

  /**
   * Runs one command line and returns its exit code (0 success, 1 invalid or refused, 2 usage or
   * I/O error); used by {@link #main} and by the tests, which pass their own writers.
   */
  public static int run(
      String[] args, PrintWriter out, PrintWriter err, Map<String, Object> properties) {
    try (ApplicationContext ctx =
        ApplicationContext.builder(BirApp.class, Environment.CLI)
            .properties(properties)
            .deduceEnvironment(false)
            .banner(false)
            .start()) {
      CommandLine cl = commandLine(ctx);
      cl.setOut(out);
      cl.setErr(err);
      int code = cl.execute(args);
      out.flush();
      err.flush();
      return code;
    }
  }

  /** The command tree, with subcommands created by the context (so they get injected beans). */
  public static CommandLine commandLine(ApplicationContext ctx) {
    CommandLine cl = new CommandLine(BirCommand.class, new MicronautFactory(ctx));
    cl.setExecutionExceptionHandler(new ExitCodes.ErrorHandler());
    cl.setParameterExceptionHandler(new ExitCodes.UsageHandler());
    return cl;
  }
}
