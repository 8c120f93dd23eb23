package io.birj.brewer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The diagnostic codes' generator: reads bir-api's catalogue ({@code codes.txt}, the one place of
 * each code's severity, title, explanation and example) and writes {@code
 * io.birj.api.error.DiagnosticCode}, an enum with one constant per code, which every place that
 * makes a message passes (docs/diagnostics.md). Only the heading line of each entry, {@code [CODE]
 * error|warning: TITLE}, is read here; bir-api's {@code DiagnosticCodes} reads the rest. Usage:
 * {@code CodesBrewer <codes.txt> <java output dir>}; the output directory is emptied first.
 */
public final class CodesBrewer {
  private CodesBrewer() {}

  /** One heading of the catalogue. */
  record Heading(String code, String severity, String title) {
    /** The Java name of the code: {@code BIRJ-E0101} is {@code BIRJ_E0101}. */
    String constant() {
      return code.replace('-', '_');
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: CodesBrewer <codes.txt> <java output dir>");
    }
    List<Heading> headings = headings(Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8));
    Brewer.writeAll(
        Path.of(args[1]), Map.of("io/birj/api/error/DiagnosticCode.java", source(headings)));
  }

  /** The headings of the catalogue, in its order. */
  static List<Heading> headings(List<String> lines) {
    List<Heading> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (String line : lines) {
      if (!line.startsWith("[")) {
        continue;
      }
      int close = line.indexOf(']');
      int colon = line.indexOf(':', close);
      if (close < 0 || colon < 0) {
        throw new IllegalStateException("codes.txt: a heading without its severity: " + line);
      }
      String code = line.substring(1, close);
      String severity = line.substring(close + 1, colon).trim();
      if (!code.matches("[A-Z][A-Z0-9-]*") || !severity.matches("error|warning")) {
        throw new IllegalStateException("codes.txt: not a heading: " + line);
      }
      if (!seen.add(code)) {
        throw new IllegalStateException("codes.txt: " + code + " twice");
      }
      out.add(new Heading(code, severity, line.substring(colon + 1).trim()));
    }
    return out;
  }

  /** The source of the enum. */
  static String source(List<Heading> headings) {
    Src s = new Src();
    s.line("package io.birj.api.error;");
    s.line("");
    s.line("import io.birj.api.error.Diagnostic.Severity;");
    s.line("");
    s.line("/**");
    s.line(" * Every diagnostic code of birj, one constant per entry of the catalogue ({@code");
    s.line(
        " * codes.txt} beside {@link DiagnosticCodes}), generated from it by bir-brewer's {@code");
    s.line(
        " * CodesBrewer}: the place that makes a message passes its code, and the catalogue holds the");
    s.line(" * code's title, explanation and example (docs/diagnostics.md).");
    s.line(" */");
    s.line("public enum DiagnosticCode {");
    for (int i = 0; i < headings.size(); i++) {
      Heading h = headings.get(i);
      s.line("/** " + h.severity() + ": " + javadoc(h.title()) + ". */");
      s.line(
          h.constant()
              + "(\""
              + h.code()
              + "\", Severity."
              + h.severity().toUpperCase(java.util.Locale.ROOT)
              + ")"
              + (i + 1 < headings.size() ? "," : ";"));
    }
    s.line("");
    s.line("private final String id;");
    s.line("private final Severity severity;");
    s.line("");
    s.line("DiagnosticCode(String id, Severity severity) {");
    s.line("this.id = id;");
    s.line("this.severity = severity;");
    s.line("}");
    s.line("");
    s.line("/** The code as it is printed, e.g. {@code BIRJ-E0101}. */");
    s.line("public String id() {");
    s.line("return id;");
    s.line("}");
    s.line("");
    s.line("/** The constant of a printed code, e.g. {@code BIRJ-E0101}. */");
    s.line("public static DiagnosticCode of(String id) {");
    s.line("for (DiagnosticCode c : values()) {");
    s.line("if (c.id.equals(id)) {");
    s.line("return c;");
    s.line("}");
    s.line("}");
    s.line("throw new IllegalArgumentException(\"not a code of the catalogue: \" + id);");
    s.line("}");
    s.line("");
    s.line("/** The severity of the findings of this code. */");
    s.line("public Severity severity() {");
    s.line("return severity;");
    s.line("}");
    s.line("}");
    return s.toString();
  }

  private static String javadoc(String text) {
    return text.replace("*/", "*&#47;").replace("@", "{@literal @}");
  }
}
