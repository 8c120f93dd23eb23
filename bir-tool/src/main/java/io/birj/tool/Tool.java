package io.birj.tool;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.DocumentFormat;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ConversionReport;
import io.birj.loader.Converter;
import io.birj.loader.ValidationResult;
import io.birj.loader.WriteOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The small launcher of a birj runtime image: {@code validate} and {@code convert} on the library
 * modules alone (no Micronaut), with the codecs, formats and opcodes the image was linked with. Its
 * lines, messages and exit codes are those of the {@code bir} command (README, "As a command"):
 * findings as {@code FILE:LINE:COL: error: MESSAGE (at POINTER)}; 0 success, 1 invalid or refused,
 * 2 usage or I/O error, 70 a defect in birj, 71 out of memory.
 */
public final class Tool {
  /** The name the launcher has in an image ({@code bin/bir-tool}), and in every message. */
  static final String NAME = "bir-tool";

  /** The resource the build fills in with the project's version. */
  static final String VERSION_RESOURCE = "version.properties";

  /** How standard input is named in messages. */
  static final String STDIN = "<stdin>";

  /** The environment variable that asks for stack traces, as for {@code bir}. */
  static final String DEBUG_ENV = "BIR_DEBUG";

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
    Tool tool = new Tool(BirReader::standard, System.in, System.out, System.err);
    boolean debug = System.getenv(DEBUG_ENV) != null && !System.getenv(DEBUG_ENV).isEmpty();
    System.exit(tool.run(debug, args));
  }

  /** Runs one command line and gives the exit code; nothing escapes. */
  int run(boolean debugFromEnvironment, String... args) {
    Arguments.Command command;
    try {
      command = Arguments.parse(args);
    } catch (Arguments.UsageException e) {
      err.println(NAME + ": " + Text.safe(e.getMessage()));
      err.print(Help.usage(e.command()));
      err.flush();
      return Exit.USAGE_OR_IO;
    }
    boolean debug = debugFromEnvironment || command.debug();
    int code;
    try {
      code = dispatch(command);
    } catch (OutOfMemoryError oom) {
      err.println(NAME + ": " + Exit.outOfMemory(oom, Runtime.getRuntime().maxMemory()));
      code = Exit.OUT_OF_MEMORY;
    } catch (UncheckedIOException e) {
      err.println(NAME + ": " + Exit.describe(e.getCause()));
      code = Exit.USAGE_OR_IO;
    } catch (IOException e) {
      err.println(NAME + ": " + Exit.describe(e));
      code = Exit.USAGE_OR_IO;
    } catch (BirException e) {
      err.println(NAME + ": error: " + Text.safe(e.getMessage()));
      code = Exit.INVALID;
    } catch (RuntimeException | Error e) {
      err.println(NAME + ": " + Exit.internal(e));
      if (debug) {
        e.printStackTrace(err);
      }
      code = Exit.INTERNAL;
    }
    out.flush();
    if (out.checkError()) {
      err.println(NAME + ": cannot write to standard output");
      code = Exit.USAGE_OR_IO;
    }
    err.flush();
    return code;
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
    for (String file : v.files()) {
      ValidationResult r;
      if (file.equals("-")) {
        r = reader.validate(in, STDIN, v.maxErrors());
      } else {
        String unreadable = unreadable(Path.of(file));
        if (unreadable != null) {
          err.println(NAME + ": " + Text.safe(file) + ": " + unreadable);
          ioError = true;
          continue;
        }
        r = reader.validate(Path.of(file), v.maxErrors());
      }
      String shown = shownName(file);
      for (Diagnostic d : r.diagnostics()) {
        out.println(line(shown, d));
      }
      if (r.truncated()) {
        int n = r.errors().size();
        out.println(
            shown
                + ": note: stopped after "
                + n
                + (n == 1 ? " error" : " errors")
                + " (--max-errors)");
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
    int checked = v.files().size();
    err.printf(
        Locale.ROOT,
        "%d %s checked: %d valid, %d invalid; %d %s, %d %s%n",
        checked,
        checked == 1 ? "file" : "files",
        valid,
        checked - valid,
        errors,
        errors == 1 ? "error" : "errors",
        warnings,
        warnings == 1 ? "warning" : "warnings");
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
      err.println(NAME + ": " + Text.safe(reader.formats().missingFormatMessage(c.format())));
      return Exit.USAGE_OR_IO;
    }
    String shown = shownName(c.file());
    Module m;
    try {
      if (c.file().equals("-")) {
        m = reader.read(in, STDIN);
      } else {
        String unreadable = unreadable(Path.of(c.file()));
        if (unreadable != null) {
          err.println(NAME + ": " + shown + ": " + unreadable);
          return Exit.USAGE_OR_IO;
        }
        m = reader.read(Path.of(c.file()));
      }
    } catch (BirException e) {
      err.println(error(shown, e));
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
          err.println(NAME + ": " + Text.safe(c.output()) + ": " + Exit.reason(e));
          return Exit.USAGE_OR_IO;
        }
        err.println(
            NAME
                + ": wrote "
                + Text.safe(c.output())
                + " (version "
                + c.version()
                + ", "
                + format.name()
                + ")");
      } else {
        toStandardOutput(converter, m, options);
      }
      return Exit.OK;
    } catch (Converter.ConversionRefused refused) {
      printRefusal(shown, c.version(), refused.report());
      return Exit.INVALID;
    } catch (BirException e) {
      err.println(error(shown, e));
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
      err.println(shown + ": " + pointer(u.pointer()) + ": " + Text.safe(u.text()));
    }
    for (ConversionReport.LossyChange ch : r.lossy()) {
      String ids =
          ch.losses().stream().map(ConversionReport.Loss::id).collect(Collectors.joining(", "));
      err.println(
          shown
              + ": "
              + pointer(ch.pointer())
              + ": "
              + Text.safe(ch.before())
              + " -> "
              + Text.safe(ch.after())
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

  // ---- lines

  /** {@code FILE:LINE:COL: error: MESSAGE (at POINTER)}: {@link Diagnostic#format}, made safe. */
  static String line(String shownFile, Diagnostic d) {
    return new Diagnostic(
            d.severity(),
            Text.safe(d.message()),
            Text.safe(d.pointer()),
            d.line(),
            d.column(),
            d.offset())
        .format(shownFile);
  }

  /** A read's error: with its position when it has one, else {@code FILE: error: ...}. */
  private static String error(String shownFile, BirException e) {
    if (e.line() > 0 || e.offset() >= 0) {
      return line(shownFile, e.toDiagnostic());
    }
    return shownFile + ": error: " + Text.safe(e.reason()) + " (at " + pointer(e.pointer()) + ")";
  }

  private static String pointer(String pointer) {
    return pointer == null || pointer.isEmpty() ? "/" : Text.safe(pointer);
  }

  private static String shownName(String file) {
    return file.equals("-") ? STDIN : Text.safe(file);
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /** Why a document file cannot be read, as bir says it; null when it can. */
  private static String unreadable(Path p) {
    if (!Files.isRegularFile(p)) {
      return Files.exists(p) ? "not a regular file" : "no such file";
    }
    if (!Files.isReadable(p)) {
      return "permission denied";
    }
    return null;
  }
}
