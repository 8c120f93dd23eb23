package io.birj.api.error;

import io.birj.api.error.Diagnostic.Severity;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The catalogue of diagnostic codes, read from {@code codes.txt} beside this class: for each code
 * its severity, title, a paragraph of explanation and an example that triggers it
 * (docs/diagnostics.md is made from it). The codes themselves are the constants of {@link
 * DiagnosticCode}, generated from the same file: the place that makes a message passes its code, so
 * rewording a message never changes or loses it. {@code BIRJ-E0000} and {@code BIRJ-W0000} are left
 * for what birj does not make itself (a plugin's own errors) and for faults of birj.
 */
public final class DiagnosticCodes {
  /** What a code stands for. */
  public record Entry(
      String code,
      Severity severity,
      String title,
      String explanation,
      String exampleCommand,
      String exampleDocument) {}

  private static final Map<String, Entry> ENTRIES = load();

  private DiagnosticCodes() {}

  /** Every entry, in the order of the catalogue. */
  public static List<Entry> all() {
    return List.copyOf(ENTRIES.values());
  }

  /** The entry of {@code code} (case-insensitive), if the catalogue has it. */
  public static Optional<Entry> find(String code) {
    return Optional.ofNullable(ENTRIES.get(code.toUpperCase(java.util.Locale.ROOT)));
  }

  /**
   * Reads the catalogue. An entry starts with {@code [CODE] error|warning: TITLE}; then one {@code
   * explain:} paragraph and one {@code example: COMMAND} followed by the document; an indented line
   * continues the field before it. Lines starting with {@code #} outside an example are comments.
   */
  static Map<String, Entry> parse(List<String> lines) {
    Map<String, Entry> entries = new LinkedHashMap<>();
    Builder b = null;
    String field = null;
    for (String raw : lines) {
      if (raw.startsWith("#") || (raw.isBlank() && !"example".equals(field))) {
        continue;
      }
      if (raw.startsWith("[")) {
        if (b != null) {
          b.put(entries);
        }
        int close = raw.indexOf(']');
        int colon = raw.indexOf(':', close);
        b = new Builder();
        b.code = raw.substring(1, close);
        b.severity = Severity.valueOf(raw.substring(close + 1, colon).trim().toUpperCase());
        b.title = raw.substring(colon + 1).trim();
        field = null;
      } else if (b == null) {
        throw new IllegalStateException("codes.txt: text before the first entry: " + raw);
      } else if (raw.startsWith("  ")) {
        String text = raw.substring(2);
        if ("explain".equals(field)) {
          b.explanation.append(b.explanation.length() == 0 ? "" : " ").append(text.trim());
        } else if ("example".equals(field)) {
          b.document.append(b.document.length() == 0 ? "" : "\n").append(text);
        } else {
          throw new IllegalStateException("codes.txt: " + b.code + ": stray line " + raw);
        }
      } else if (raw.isBlank()) {
        continue; // a blank line inside an example's document is not kept
      } else {
        int colon = raw.indexOf(':');
        field = raw.substring(0, colon);
        String value = raw.substring(colon + 1).trim();
        switch (field) {
          case "explain" -> b.explanation.append(value);
          case "example" -> b.command = value;
          default -> throw new IllegalStateException("codes.txt: " + b.code + ": field " + field);
        }
      }
    }
    if (b != null) {
      b.put(entries);
    }
    return entries;
  }

  private static Map<String, Entry> load() {
    try (InputStream in = DiagnosticCodes.class.getResourceAsStream("codes.txt")) {
      if (in == null) {
        throw new IllegalStateException("codes.txt is missing beside DiagnosticCodes");
      }
      List<String> lines =
          new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
      return parse(lines);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final class Builder {
    String code;
    Severity severity;
    String title;
    final StringBuilder explanation = new StringBuilder();
    String command = "";
    final StringBuilder document = new StringBuilder();

    void put(Map<String, Entry> entries) {
      if (entries.containsKey(code)) {
        throw new IllegalStateException("codes.txt: " + code + " twice");
      }
      entries.put(
          code,
          new Entry(
              code, severity, title, explanation.toString(), command, document.toString().strip()));
    }
  }
}
