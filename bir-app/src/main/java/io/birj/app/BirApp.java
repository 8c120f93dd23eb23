package io.birj.app;

import io.birj.app.cli.AddedBeans;
import io.birj.app.cli.BirCommand;
import io.birj.app.cli.ColorOption;
import io.birj.app.cli.ExitCodes;
import io.birj.app.cli.Failures;
import io.birj.app.cli.Handlers;
import io.birj.app.cli.PlainRun;
import io.birj.app.cli.VersionProvider;
import io.birj.app.spi.Plugins;
import io.birj.app.streams.StdStreams;
import io.birj.cli.exit.Failure;
import io.birj.cli.output.CheckedOutput;
import io.birj.cli.text.Shown;
import io.micronaut.configuration.picocli.MicronautFactory;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.inject.BeanDefinition;
import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code bir} command: picocli, its commands run without a Micronaut context ({@link PlainRun})
 * except serve and explore, which run in one (CLI environment), as does every command when a bean
 * from outside the app may take the place of a part the run without a context makes.
 */
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
  /** The configuration key that asks for stack traces, like {@code --debug}. */
  public static final String DEBUG_PROPERTY = "birj.debug";

  /**
   * Held from the start and let go when memory runs out, so the one line saying so can still be
   * made.
   */
  private static volatile byte[] reserve = new byte[1 << 20];

  /**
   * Micronaut's context, as a resource: {@code ./bir} runs the commands that need no context from
   * {@code bir-app-oneshot.jar}, whose class path has no Micronaut (bir-app/pom.xml).
   */
  private static final String CONTEXT_CLASS = "io/micronaut/context/ApplicationContext.class";

  static final String NO_CONTEXT =
      "bir: serve and explore run in a Micronaut context, whose libraries are not on this class"
          + " path: run them from bir-app.jar (java -jar bir-app.jar, or ./bir)";

  /** Picocli's switch for its probe of Groovy closures (bir has none). */
  static final String NO_CLOSURES = "picocli.disable.closures";

  static {
    // Unless told otherwise: picocli's default factory looks for groovy.lang.Closure when it is
    // first used, and the failed lookup opens every jar of the class path, a tenth of the start
    // of a command that reads no document (`bir --help`).
    if (System.getProperty(NO_CLOSURES) == null) {
      System.setProperty(NO_CLOSURES, "true");
    }
  }

  private BirApp() {}

  public static void main(String[] args) {
    // The file descriptors themselves: System.out and System.err are PrintStreams, which swallow
    // write errors (a full disk, a closed pipe) instead of reporting them.
    System.exit(
        run(
            args,
            System.in,
            new FileOutputStream(FileDescriptor.out),
            new FileOutputStream(FileDescriptor.err),
            Map.of()));
  }

  /** {@link #run(String[], InputStream, OutputStream, OutputStream, Map)} with no input. */
  public static int run(
      String[] args, OutputStream stdout, OutputStream stderr, Map<String, Object> properties) {
    return run(args, InputStream.nullInputStream(), stdout, stderr, properties);
  }

  /**
   * Runs one command line and returns its exit code ({@link ExitCodes}); used by {@link #main} and
   * by the tests, which pass their own streams. Whatever escapes, memory running out included, ends
   * as one line on stderr and its exit code; every write is checked, the last flush too.
   */
  public static int run(
      String[] args,
      InputStream stdin,
      OutputStream stdout,
      OutputStream stderr,
      Map<String, Object> properties) {
    CheckedOutput out =
        CheckedOutput.stream(new BufferedOutputStream(stdout, 1 << 16), CheckedOutput.STDOUT);
    PrintWriter outText = CheckedOutput.writer(out, false);
    CheckedOutput errBytes = CheckedOutput.stream(stderr, CheckedOutput.STDERR);
    PrintWriter err = CheckedOutput.writer(errBytes, true);
    boolean debug = debugRequested(args, properties);
    int code;
    try {
      code =
          execute(
              args,
              new StdStreams(
                  stdin,
                  out,
                  outText,
                  err,
                  ColorOption.palette(args),
                  ColorOption.errPalette(args)),
              properties,
              debug);
      // The last bytes count too: a failure here is as much a failure as one mid-way.
      outText.flush();
      out.flush();
      err.flush();
    } catch (Throwable t) { // the command boundary: everything ends as one line and a code
      if (t instanceof OutOfMemoryError) {
        reserve = null;
      }
      code = Failures.report(t, err, debug);
    }
    // A failure some code caught and did not pass on is still a failure.
    for (CheckedOutput s : new CheckedOutput[] {out, errBytes}) {
      if (s.failure() != null && !s.reported()) {
        code = Failures.report(s.failure(), err, debug);
      }
    }
    return code;
  }

  private static int execute(
      String[] args, StdStreams streams, Map<String, Object> properties, boolean debug) {
    PrintWriter err = streams.err();
    Map<String, Object> props = new HashMap<>(properties);
    String plugins = pluginsDir(args);
    if (plugins != null) {
      if (!java.nio.file.Files.isDirectory(java.nio.file.Path.of(plugins))) {
        err.println(
            "bir: plugins directory "
                + Shown.of(plugins, Shown.PATH)
                + " does not exist or is not a directory");
        return ExitCodes.USAGE_OR_IO;
      }
      props.put(Plugins.DIR_PROPERTY, plugins);
    }
    boolean plain = PlainRun.handles(args);
    if (plain && !AddedBeans.onClassPath(BirApp.class.getClassLoader())) {
      return withoutContext(args, streams, props, debug);
    }
    if (BirApp.class.getClassLoader().getResource(CONTEXT_CLASS) == null) {
      err.println(NO_CONTEXT);
      return ExitCodes.USAGE_OR_IO;
    }
    return InContext.execute(args, streams, props, debug, plain);
  }

  /** The run without a Micronaut context ({@link PlainRun}). */
  private static int withoutContext(
      String[] args, StdStreams streams, Map<String, Object> props, boolean debug) {
    CommandLine cl = PlainRun.commandLine(args, PlainRun.factory(streams, props));
    configure(cl, debug);
    cl.setOut(streams.out());
    cl.setErr(streams.err());
    return cl.execute(args);
  }

  /** {@code --debug} before {@code --}, {@code BIR_DEBUG} set (not to 0), or the property. */
  static boolean debugRequested(String[] args, Map<String, Object> properties) {
    for (String a : args) {
      if (a.equals("--")) {
        break;
      }
      if (a.equals(Failure.DEBUG_OPTION)) {
        return true;
      }
    }
    if (Failure.debugRequested(System.getenv(Failure.DEBUG_ENV))) {
      return true;
    }
    return Boolean.parseBoolean(String.valueOf(properties.get(DEBUG_PROPERTY)));
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

  /**
   * The run in a Micronaut context, in a class of its own so that a run without one ({@link
   * PlainRun}) loads none of Micronaut's classes: the launcher resolves every type in the
   * signatures of the main class's methods, so none of them names a Micronaut type.
   */
  static final class InContext {
    private InContext() {}

    /**
     * Runs {@code args} in a context; when {@code plainAllowed} (the class path holds beans of its
     * own, {@link AddedBeans}) and none of them is enabled in this context in place of a part that
     * a run without one makes ({@link #replacesPlainParts}), without it after all.
     */
    static int execute(
        String[] args,
        StdStreams streams,
        Map<String, Object> props,
        boolean debug,
        boolean plainAllowed) {
      try (ApplicationContext ctx =
          ApplicationContext.builder(BirApp.class, Environment.CLI)
              .properties(props)
              .deduceEnvironment(false)
              .banner(false)
              .start()) {
        if (plainAllowed && !replacesPlainParts(ctx)) {
          return withoutContext(args, streams, props, debug);
        }
        ctx.registerSingleton(StdStreams.class, streams);
        CommandLine cl = commandLine(ctx, debug);
        cl.setOut(streams.out());
        cl.setErr(streams.err());
        return cl.execute(args);
      }
    }

    static CommandLine commandLine(ApplicationContext ctx, boolean debug) {
      CommandLine cl = new CommandLine(BirCommand.class, new MicronautFactory(ctx));
      configure(cl, debug);
      return cl;
    }

    /**
     * True when an enabled bean of {@code ctx} that is not the app's own is of a type that a run
     * without a context makes by hand ({@link PlainRun#madeByHand}): a codec, kind or opcode
     * provider added to the registries, a registry or the documents replaced, a command replaced.
     */
    static boolean replacesPlainParts(ApplicationContext ctx) {
      for (Class<?> type : PlainRun.madeByHand()) {
        for (BeanDefinition<?> d : ctx.getBeanDefinitions(type)) {
          if (!AddedBeans.isAppOwn(d.getClass())) {
            return true;
          }
        }
      }
      return false;
    }
  }

  /** The handlers and the execution strategy of every run, and --version on every command. */
  private static void configure(CommandLine cl, boolean debug) {
    cl.setExecutionExceptionHandler(new Handlers.ErrorHandler(debug));
    cl.setParameterExceptionHandler(new Handlers.UsageHandler());
    cl.setExecutionStrategy(new MatchedOnly());
    versionEverywhere(cl, new VersionProvider());
  }

  /**
   * Runs the command unless a word was not understood: picocli lets unmatched words pass when
   * {@code --help} is on the line, so {@code bir nosuch --help} would print the top help and exit
   * 0. A class, not a lambda: making the archive links a lambda's interface, and picocli's
   * interfaces are Java 5 classes, which the archive then leaves out, with RunLast.
   */
  private static final class MatchedOnly implements CommandLine.IExecutionStrategy {
    @Override
    public int execute(ParseResult parsed) {
      for (ParseResult p = parsed; p != null; p = p.subcommand()) {
        if (!p.unmatched().isEmpty()) {
          throw new UnmatchedArgumentException(p.commandSpec().commandLine(), p.unmatched());
        }
      }
      try {
        return new CommandLine.RunLast().execute(parsed);
      } catch (io.birj.cli.output.OutputFailure f) {
        // Help and version text are written by picocli itself, outside any command: a failed
        // write would reach its catch-all, which prints a stack trace. It is the run's I/O error.
        throw new CommandLine.ExecutionException(
            parsed.commandSpec().commandLine(), f.getMessage(), f);
      }
    }
  }

  /** Every command answers {@code --version} (picocli asks each command's own provider). */
  private static void versionEverywhere(CommandLine cl, VersionProvider provider) {
    cl.getCommandSpec().versionProvider(provider);
    for (CommandLine sub : cl.getSubcommands().values()) {
      versionEverywhere(sub, provider);
    }
  }
}
