package io.birj.tool;

import io.birj.cli.exit.Failure;
import io.birj.cli.report.StandardInput;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line, parsed: one {@link Command}, or a {@link UsageException} saying what is wrong.
 * Options may come before or after the files; {@code --} ends the options; {@code -} is standard
 * input. {@code --help} anywhere asks for the help of the command it follows (or the top help), but
 * an unknown option is still a usage error.
 */
final class Arguments {
  /** What the command line asks for. */
  sealed interface Command permits Validate, Convert, Help, Version {
    /** True when {@code --debug} was given (stack traces of internal errors). */
    boolean debug();
  }

  /**
   * {@code validate [--strict] [--max-errors N] FILE...}.
   *
   * @param maxErrors errors collected per file before it stops
   * @param files the documents, {@code -} for standard input
   */
  record Validate(int maxErrors, boolean strict, List<String> files, boolean debug)
      implements Command {
    Validate {
      files = List.copyOf(files);
    }
  }

  /**
   * {@code convert --to 1|2 [--format NAME] [-o OUT] FILE}.
   *
   * @param version the target wire version
   * @param format the name of the output encoding ({@code json}, {@code cbor}, ...)
   * @param output the file to write atomically, or {@code null} for standard output
   * @param file the document, {@code -} for standard input
   */
  record Convert(int version, String format, String output, String file, boolean debug)
      implements Command {}

  /**
   * The help: of one command, or the top help when {@code command} is null.
   *
   * @param command {@code validate}, {@code convert}, or null
   */
  record Help(String command, boolean debug) implements Command {}

  /** {@code --version}. */
  record Version(boolean debug) implements Command {}

  /** A command line that cannot be run: the message, and the command whose usage to show. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String command;

    UsageException(String message, String command) {
      super(message, null, false, false);
      this.command = command;
    }

    /** The command the usage is about, or null for the top usage. */
    String command() {
      return command;
    }
  }

  static final String VALIDATE = "validate";
  static final String CONVERT = "convert";
  static final String HELP = "help";

  /** Errors collected per file unless {@code --max-errors} says otherwise (as bir's default). */
  static final int DEFAULT_MAX_ERRORS = 100;

  /** The output encoding unless {@code --format} says otherwise. */
  static final String DEFAULT_FORMAT = "json";

  private Arguments() {}

  static Command parse(String... args) throws UsageException {
    boolean debug = false;
    boolean help = false;
    boolean version = false;
    String command = null;
    Integer maxErrors = null;
    boolean strict = false;
    Integer to = null;
    String format = null;
    String output = null;
    List<String> operands = new ArrayList<>();
    boolean optionsEnded = false;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (optionsEnded || StandardInput.isArgument(a) || !a.startsWith("-")) {
        if (command == null) {
          command = a;
          if (!a.equals(VALIDATE) && !a.equals(CONVERT) && !a.equals(HELP)) {
            throw new UsageException("unknown command: " + a, null);
          }
        } else {
          operands.add(a);
        }
        continue;
      }
      String name = a;
      String inline = null;
      int eq = a.indexOf('=');
      if (a.startsWith("--") && eq > 0) {
        name = a.substring(0, eq);
        inline = a.substring(eq + 1);
      }
      switch (name) {
        case "--" -> optionsEnded = true;
        case "-h", "--help" -> help = true;
        case "-V", "--version" -> version = true;
        case Failure.DEBUG_OPTION -> debug = true;
        case "--strict" -> {
          requireCommand(command, VALIDATE, name);
          strict = true;
        }
        case "--max-errors" -> {
          requireCommand(command, VALIDATE, name);
          maxErrors = positive(name, value(args, i, inline, name, command), command);
          i += inline == null ? 1 : 0;
        }
        case "--to" -> {
          requireCommand(command, CONVERT, name);
          String v = value(args, i, inline, name, command);
          i += inline == null ? 1 : 0;
          if (!v.equals("1") && !v.equals("2")) {
            throw new UsageException("--to must be 1 or 2, not " + v, command);
          }
          to = Integer.parseInt(v);
        }
        case "--format" -> {
          requireCommand(command, CONVERT, name);
          format = value(args, i, inline, name, command);
          i += inline == null ? 1 : 0;
        }
        case "-o", "--output" -> {
          requireCommand(command, CONVERT, name);
          output = value(args, i, inline, name, command);
          i += inline == null ? 1 : 0;
        }
        default -> throw new UsageException("unknown option: " + name, command);
      }
    }
    if (version && command == null) {
      return new Version(debug);
    }
    if (command == null) {
      if (help) {
        return new Help(null, debug);
      }
      throw new UsageException("a command is required", null);
    }
    if (command.equals(HELP)) {
      if (operands.size() > 1) {
        throw new UsageException("help takes one command at most", null);
      }
      String topic = operands.isEmpty() ? null : operands.get(0);
      if (topic != null && !topic.equals(VALIDATE) && !topic.equals(CONVERT)) {
        throw new UsageException("unknown command: " + topic, null);
      }
      return new Help(topic, debug);
    }
    if (help) {
      return new Help(command, debug);
    }
    if (version) {
      return new Version(debug);
    }
    if (command.equals(VALIDATE)) {
      if (operands.isEmpty()) {
        throw new UsageException("validate needs at least one FILE", command);
      }
      if (operands.stream().filter(StandardInput::isArgument).count() > 1) {
        throw new UsageException("standard input (-) can be read once only", command);
      }
      return new Validate(
          maxErrors == null ? DEFAULT_MAX_ERRORS : maxErrors, strict, operands, debug);
    }
    if (to == null) {
      throw new UsageException("convert needs --to 1 or --to 2", command);
    }
    if (operands.size() != 1) {
      throw new UsageException(
          "convert takes one FILE, not " + (operands.isEmpty() ? "none" : operands.size()),
          command);
    }
    return new Convert(
        to, format == null ? DEFAULT_FORMAT : format, output, operands.get(0), debug);
  }

  /** Options belong to one command: given elsewhere (or before it), they are a usage error. */
  private static void requireCommand(String command, String expected, String option)
      throws UsageException {
    if (!expected.equals(command)) {
      throw new UsageException(
          option + " is an option of " + expected + (command == null ? "" : ", not " + command),
          command);
    }
  }

  private static String value(String[] args, int i, String inline, String name, String command)
      throws UsageException {
    if (inline != null) {
      return inline;
    }
    if (i + 1 >= args.length) {
      throw new UsageException(name + " needs a value", command);
    }
    return args[i + 1];
  }

  private static int positive(String name, String v, String command) throws UsageException {
    try {
      int n = Integer.parseInt(v);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new UsageException(name + " must be a whole number of 1 or more, not " + v, command);
  }
}
