package io.birj.tool;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.DocumentFormat;
import io.birj.api.model.Module;
import io.birj.cli.exit.Failure;
import io.birj.cli.exit.IoErrors;
import io.birj.cli.exit.Launcher;
import io.birj.cli.output.CheckedOutput;
import io.birj.cli.output.OutputFailure;
import io.birj.cli.report.Findings;
import io.birj.cli.report.StandardInput;
import io.birj.cli.text.Display;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.writer.ConversionReport;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The small launcher of a birj runtime image: {@code validate} and {@code convert} on the library
 * modules alone (no Micronaut), with the codecs, formats and opcodes the image was linked with. Its
 * lines, messages and exit codes are those of the {@code bir} command (README, "As a command"),
 * from the command core the two share (io.birj.cli): findings as {@code FILE:LINE:COL: error:
 * MESSAGE (at POINTER)}; 0 success, 1 invalid or refused, 2 usage or I/O error (a failed write to
 * standard output included), 70 a defect in birj, 71 out of memory. Unlike {@code bir}, it prints
 * names whole ({@link Display#WHOLE}).
 */
public final class Tool {
  /** The name the launcher has in an image ({@code bin/bir-tool}), and in every message. */
  static final String NAME = "bir-tool";

  /** The resource the build fills in with the project's version. */
  static final String VERSION_RESOURCE = "version.properties";

  /** The environment variable that asks for stack traces, as for {@code bir}. */
  static final String DEBUG_ENV = Failure.DEBUG_ENV;

  /** How the tool's lines about a run are made (no {@code --threads}: it starts none). */
  static final Launcher LAUNCHER = new Launcher(NAME, Display.WHOLE, Exit.VM_OPTIONS_ENV, null);

  /** How the tool shows names: whole, escaped. */
  private static final Display SHOWN = LAUNCHER.display();

  private final Supplier<BirReader> readers;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;

  Tool(Supplier<BirReader> readers, InputStream in, PrintStream out, PrintStream err) {
    this.readers = readers;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    // Standard output on its file descriptor, every write checked (System.out would only set a
    // flag), in the charset System.out would have used, flushed at each line as System.out is.
    PrintStream out =
        new PrintStream(
            CheckedOutput.stream(
                new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 13),
                CheckedOutput.STDOUT),
            true,
            standardOutputCharset());
    Tool tool = new Tool(BirReader::standard, System.in, out, System.err);
    System.exit(tool.run(Failure.debugRequested(System.getenv(DEBUG_ENV)), args));
  }

  /**
   * The charset of System.out: {@code stdout.encoding} (Java 19 and later), {@code
   * sun.stdout.encoding} (earlier, when set), else the default charset.
   */
  static Charset standardOutputCharset() {
    String name = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
    if (name != null) {
      try {
        return Charset.forName(name);
      } catch (IllegalArgumentException unsupported) {
        // as the JDK does: the default below
      }
    }
    return Charset.defaultCharset();
  }

  /** Runs one command line and gives the exit code; nothing escapes. */
  int run(boolean debugFromEnvironment, String... args) {
    Arguments.Command command;
    try {
      command = Arguments.parse(args);
    } catch (Arguments.UsageException e) {
      err.println(LAUNCHER.line(SHOWN.message(e.getMessage())));
      err.print(Help.usage(e.command()));
      err.flush();
      return Exit.USAGE_OR_IO;
    }
    boolean debug = debugFromEnvironment || command.debug();
    int code;
    try {
      code = dispatch(command);
      out.flush(); // the last bytes count too
    } catch (IOException | RuntimeException | Error e) {
      code = report(e, debug);
    }
    try {
      // A PrintStream not over a CheckedOutput (a caller's own) only sets a flag.
      if (out.checkError()) {
        err.println(LAUNCHER.line(Failure.cannotWrite(CheckedOutput.STDOUT, null, SHOWN)));
        code = Exit.USAGE_OR_IO;
      }
    } catch (OutputFailure e) {
      code = report(e, debug); // what was left in the buffer could not go out
    }
    err.flush();
    return code;
  }

  /** One line about what ended the run, as {@code bir} says it; the exit code. */
  private int report(Throwable t, boolean debug) {
    Failure f = Failure.of(t, LAUNCHER);
    err.println(LAUNCHER.line(f.message()));
    if (debug && f.traceOnDebug()) {
      t.printStackTrace(err);
    }
    return f.exitCode();
  }

  private int dispatch(Arguments.Command command) throws IOException {
    if (command instanceof Arguments.Validate v) {
      return validate(v);
    }
    if (command instanceof Arguments.Convert c) {
      return convert(c);
    }
    if (command instanceof Arguments.Help h) {
      out.print(h.command() == null ? Help.top() : Help.of(h.command()));
      return Exit.OK;
    }
    version();
    return Exit.OK;
  }

  // ---- validate

  private int validate(Arguments.Validate v) {
    BirReader reader = v.strict() ? readers.get().strict() : readers.get();
    int valid = 0;
    int invalid = 0;
    int errors = 0;
    int warnings = 0;
    boolean ioError = false;
    int unread = 0;
    for (String file : v.files()) {
      ValidationResult r;
      if (StandardInput.isArgument(file)) {
        r = reader.validate(in, StandardInput.NAME, v.maxErrors());
      } else {
        String unreadable = IoErrors.unreadable(Path.of(file));
        if (unreadable != null) {
          err.println(LAUNCHER.line(SHOWN.path(file) + ": " + unreadable));
          ioError = true;
          unread++;
          continue;
        }
        r = reader.validate(Path.of(file), v.maxErrors());
      }
      String name = StandardInput.nameOf(file);
      for (Diagnostic d : r.diagnostics()) {
        out.println(Findings.line(SHOWN, name, d));
      }
      if (r.truncated()) {
        out.println(Findings.stopped(SHOWN, name, r.errors().size()));
      }
      if (r.isValid()) {
        valid++;
      } else {
        invalid++;
      }
      errors += r.errors().size();
      warnings += r.warnings().size();
    }
    out.flush(); // the findings before the summary
    err.println(Findings.summary(v.files().size(), valid, unread, errors, warnings));
    if (ioError) {
      return Exit.USAGE_OR_IO;
    }
    return invalid == 0 ? Exit.OK : Exit.INVALID;
  }

  // ---- convert

  private int convert(Arguments.Convert c) throws IOException {
    BirReader reader = readers.get();
    DocumentFormat format = reader.formats().find(c.format()).orElse(null);
    if (format == null) {
      err.println(LAUNCHER.line(SHOWN.message(reader.formats().missingFormatMessage(c.format()))));
      return Exit.USAGE_OR_IO;
    }
    String name = StandardInput.nameOf(c.file());
    Module m;
    try {
      if (StandardInput.isArgument(c.file())) {
        m = reader.read(in, StandardInput.NAME);
      } else {
        String unreadable = IoErrors.unreadable(Path.of(c.file()));
        if (unreadable != null) {
          err.println(LAUNCHER.line(SHOWN.path(name) + ": " + unreadable));
          return Exit.USAGE_OR_IO;
        }
        m = reader.read(Path.of(c.file()));
      }
    } catch (BirException e) {
      err.println(Findings.error(SHOWN, name, e));
      return Exit.INVALID;
    }
    WriteOptions options = WriteOptions.version(c.version()).withFormat(format);
    Converter converter = new Converter(reader.codecs());
    try {
      if (c.output() != null) {
        Path target = Path.of(c.output());
        try {
          converter.convert(m, target, options);
        } catch (IOException e) {
          err.println(
              LAUNCHER.line(SHOWN.path(c.output()) + ": " + SHOWN.message(IoErrors.reason(e))));
          return Exit.USAGE_OR_IO;
        }
        err.println(
            LAUNCHER.line(
                "wrote "
                    + SHOWN.path(c.output())
                    + " (version "
                    + c.version()
                    + ", "
                    + format.name()
                    + ")"));
      } else {
        toStandardOutput(converter, m, options);
      }
      return Exit.OK;
    } catch (Converter.ConversionRefused refused) {
      printRefusal(SHOWN.path(name), c.version(), refused.report());
      return Exit.INVALID;
    } catch (BirException e) {
      err.println(Findings.error(SHOWN, name, e));
      return Exit.INVALID;
    }
  }

  /**
   * Nothing partial on standard output: the document is written to a temporary file first (any
   * refusal comes before a byte reaches the output), then copied out whole.
   */
  private void toStandardOutput(Converter converter, Module m, WriteOptions options)
      throws IOException {
    Path tmp = Files.createTempFile(NAME + "-", ".out");
    tmp.toFile().deleteOnExit(); // also on SIGINT or SIGTERM
    try {
      converter.convert(m, tmp, options);
      Files.copy(tmp, out);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private void printRefusal(String shown, int version, ConversionReport r) {
    err.println(
        shown
            + ": error: cannot convert to version "
            + version
            + ": "
            + count(r.unencodable().size(), "expression is", "expressions are")
            + " not representable in version "
            + version
            + (r.lossy().isEmpty()
                ? ""
                : ", " + count(r.lossy().size(), "would change", "would change") + " meaning"));
    for (ConversionReport.Unencodable u : r.unencodable()) {
      err.println(shown + ": " + SHOWN.pointer(u.pointer()) + ": " + SHOWN.message(u.text()));
    }
    for (ConversionReport.LossyChange ch : r.lossy()) {
      String ids =
          ch.losses().stream().map(ConversionReport.Loss::id).collect(Collectors.joining(", "));
      err.println(
          shown
              + ": "
              + SHOWN.pointer(ch.pointer())
              + ": "
              + SHOWN.message(ch.before())
              + " -> "
              + SHOWN.message(ch.after())
              + " ("
              + ids
              + ")");
    }
  }

  // ---- version

  private void version() {
    out.println(NAME + " " + buildVersion());
    out.println("Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")");
    BirReader reader = readers.get();
    List<String> codecs =
        reader.codecs().versions().stream().map(v -> "v" + v).collect(Collectors.toList());
    out.println(
        "codecs: "
            + (codecs.isEmpty() ? "none" : String.join(", ", codecs))
            + "; formats: "
            + String.join(", ", reader.formats().names()));
  }

  /** The build's version, or {@code unknown} when the resource is missing (not built by Maven). */
  static String buildVersion() {
    try (InputStream res = Tool.class.getResourceAsStream(VERSION_RESOURCE)) {
      if (res != null) {
        Properties p = new Properties();
        p.load(res);
        String v = p.getProperty("version");
        if (v != null && !v.isBlank() && !v.startsWith("${")) {
          return v.strip();
        }
      }
    } catch (IOException e) {
      // unknown, below
    }
    return "unknown (not built by Maven)";
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}
