package io.birj.tool;

import io.birj.cli.exit.Failure;

/** The help texts: the top help, each command's, and the usage lines a usage error shows. */
final class Help {
  private Help() {}

  static final String VALIDATE_USAGE = "bir-tool validate [--strict] [--max-errors N] FILE|-...";
  static final String CONVERT_USAGE =
      "bir-tool convert --to 1|2 [--format json|cbor] [-o OUT] FILE|-";

  static String top() {
    return String.join(
        "\n",
        "Usage: bir-tool COMMAND [OPTIONS] FILE...",
        "Validates and converts BIR documents (JSON, or CBOR when installed) with the codecs and",
        "formats of this runtime; bir-tool --version lists them.",
        "",
        "Commands:",
        "  " + VALIDATE_USAGE,
        "      Checks each FILE: one line per finding, FILE:LINE:COL: error: MESSAGE (at POINTER).",
        "  " + CONVERT_USAGE,
        "      Writes FILE with its expressions in wire version 1 or 2, to OUT or standard output.",
        "  bir-tool help [COMMAND]    this help, or a command's (also COMMAND --help)",
        "  bir-tool --version         the version, the Java runtime, the codecs and formats",
        "",
        Failure.DEBUG_OPTION
            + " (or "
            + Failure.DEBUG_ENV
            + "=1) adds the stack trace to an internal error.",
        Exit.SUMMARY,
        "");
  }

  static String of(String command) {
    if (command.equals(Arguments.VALIDATE)) {
      return String.join(
          "\n",
          "Usage: " + VALIDATE_USAGE,
          "Checks each FILE (- reads standard input) and prints every finding as",
          "  FILE:LINE:COL: error: MESSAGE (at JSON_POINTER)   (warnings likewise; a CBOR",
          "  document gives FILE:@OFFSET), then a summary on standard error.",
          "",
          "  --strict         make each key birj does not model an error (by default it is",
          "                   kept as read and written back)",
          "  --max-errors N   stop a file after N errors (default: "
              + Arguments.DEFAULT_MAX_ERRORS
              + ")",
          "",
          "Exit 0 when every file is valid (warnings allowed), 1 when one is invalid (a v1",
          "document is invalid in a runtime without the v1 codec, and the message names the",
          "module to add), 2 when one cannot be read.",
          "");
    }
    return String.join(
        "\n",
        "Usage: " + CONVERT_USAGE,
        "Writes FILE (- reads standard input) with its expressions in wire version 1 or 2.",
        "Refuses (exit 1, nothing written) when the version cannot express an expression, or",
        "would change its meaning, listing each with its JSON Pointer and text form.",
        "",
        "  --to 1|2          the target version (required)",
        "  --format NAME     the encoding: json (default) or cbor (when installed)",
        "  -o, --output OUT  write OUT atomically (a failure leaves OUT as it was); without it,",
        "                    standard output, whole or not at all",
        "");
  }

  /** The usage lines of a command (or all), for a usage error, with where to learn more. */
  static String usage(String command) {
    String lines =
        command == null
            ? "Usage: " + VALIDATE_USAGE + "\n       " + CONVERT_USAGE
            : "Usage: " + (command.equals(Arguments.CONVERT) ? CONVERT_USAGE : VALIDATE_USAGE);
    String more = command == null || command.equals(Arguments.HELP) ? "" : " " + command;
    return lines + "\nTry 'bir-tool help" + more + "' for more.\n";
  }
}
