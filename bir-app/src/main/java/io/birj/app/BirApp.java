package io.birj.app;

import io.birj.app.cli.BirCommand;
import io.birj.app.cli.StdStreams;
import io.birj.app.spi.Plugins;
import io.micronaut.configuration.picocli.MicronautFactory;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine;

/** The {@code bir} command: a Micronaut context (CLI environment) driving picocli. */
@OpenAPIDefinition(
    info =
        @Info(
            title = "birj",
            version = "0.1",
            description =
                "Validates, converts, diffs and summarizes BIR-JSON documents. Every error,"
                    + " 404 for an unknown path included, is RFC 9457 problem details"
                    + " (application/problem+json: type urn:birj:problem:NAME, title, status,"
                    + " detail, instance; pointer, line, column, offset, document and"
                    + " diagnostics where they apply)."))
public final class BirApp {
  private BirApp() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err, Map.of()));
  }

  /**
   * Runs one command line and returns its exit code (0 success, 1 invalid or refused, 2 usage or
   * I/O error); used by {@link #main} and by the tests, which pass their own streams.
   */
  public static int run(
      String[] args, OutputStream stdout, OutputStream stderr, Map<String, Object> properties) {
    PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
    Map<String, Object> props = new HashMap<>(properties);
    String plugins = pluginsDir(args);
    if (plugins != null) {
      if (!java.nio.file.Files.isDirectory(java.nio.file.Path.of(plugins))) {
        err.println("bir: plugins directory " + plugins + " does not exist or is not a directory");
        err.flush();
        return ExitCodes.USAGE_OR_IO;
      }
      props.put(Plugins.DIR_PROPERTY, plugins);
    }
    try (ApplicationContext ctx =
        ApplicationContext.builder(BirApp.class, Environment.CLI)
            .properties(props)
            .deduceEnvironment(false)
            .banner(false)
            .start()) {
      ctx.registerSingleton(StdStreams.class, new StdStreams(stdout, out, err));
      CommandLine cl = commandLine(ctx);
      cl.setOut(out);
      cl.setErr(err);
      int code = cl.execute(args);
      out.flush();
      err.flush();
      return code;
    }
  }

  /**
   * The value of {@code --plugins DIR} (or {@code --plugins=DIR}) anywhere before {@code --}: the
   * registries are built from it when the context starts, before picocli parses the line.
   */
  static String pluginsDir(String[] args) {
    String opt = BirCommand.PLUGINS_OPTION;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--")) {
        return null;
      }
      if (args[i].equals(opt) && i + 1 < args.length) {
        return args[i + 1];
      }
      if (args[i].startsWith(opt + "=")) {
        return args[i].substring(opt.length() + 1);
      }
    }
    return null;
  }

  /** The command tree, with subcommands created by the context (so they get injected beans). */
  public static CommandLine commandLine(ApplicationContext ctx) {
    CommandLine cl = new CommandLine(BirCommand.class, new MicronautFactory(ctx));
    cl.setExecutionExceptionHandler(new ExitCodes.ErrorHandler());
    cl.setParameterExceptionHandler(new ExitCodes.UsageHandler());
    return cl;
  }
}
