package io.birj.api.error;

import io.birj.api.error.Diagnostic.Severity;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The catalogue of diagnostic codes, read from {@code codes.txt} beside this class: for each code
 * its severity, title, the words its messages start with, a paragraph of explanation and an example
 * that triggers it (docs/diagnostics.md is made from it).
 *
 * <p>A message gets its code from its own words, here, in one place: the catalogue's patterns are
 * matched against the start of the message (with its severity), so the many places that build a
 * message (the reader, the checker, the codecs, the expression algebra's own refusals) need not
 * each know a number, and a code is what its pattern says, never what a caller happened to pass. A
 * message no pattern matches gets {@link #UNCLASSIFIED_ERROR} (or {@link #UNCLASSIFIED_WARNING}),
 * which the tests hold no message of the test documents to. The verifier's findings carry their
 * rule's id, which is in the catalogue too.
 */
public final class DiagnosticCodes {
  /** The code of an error whose words match no entry. */
  public static final String UNCLASSIFIED_ERROR = "BIRJ-E0000";

  /** The code of a warning whose words match no entry. */
  public static final String UNCLASSIFIED_WARNING = "BIRJ-W0000";

  /** What a code stands for. */
  public record Entry(
      String code,
      Severity severity,
      String title,
      List<Pattern> matches,
      String explanation,
      String exampleCommand,
      String exampleDocument) {
    public Entry {
      matches = List.copyOf(matches);
    }
  }

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

  /** The code of a message of this severity: the entry its words start with. */
  public static String classify(Severity severity, String message) {
    if (message == null) {
      return unclassified(severity);
    }
    // Matched each time, not cached: messages carry names, so they seldom repeat, and a cache
    // would hold memory a run with a small heap needs.
    String code = unclassified(severity);
    for (Entry e : ENTRIES.values()) {
      if (e.severity() == severity && matches(e, message)) {
        code = e.code();
        break;
      }
    }
    return code;
  }

  /** Every entry of this severity whose words {@code message} starts with (the tests want one). */
  public static List<String> matching(Severity severity, String message) {
    List<String> codes = new ArrayList<>();
    for (Entry e : ENTRIES.values()) {
      if (e.severity() == severity && matches(e, message)) {
        codes.add(e.code());
      }
    }
    return codes;
  }

  private static boolean matches(Entry e, String message) {
    for (Pattern p : e.matches()) {
      if (p.matcher(message).lookingAt()) {
        return true;
      }
    }
    return false;
  }

  private static String unclassified(Severity severity) {
    return severity == Severity.ERROR ? UNCLASSIFIED_ERROR : UNCLASSIFIED_WARNING;
  }

  /**
   * Reads the catalogue. An entry starts with {@code [CODE] error|warning: TITLE}; then {@code
   * match:} lines (a regular expression each, matched at the start of a message), one {@code
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
          case "match" -> b.matches.add(Pattern.compile(value));
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
    final List<Pattern> matches = new ArrayList<>();
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
              code,
              severity,
              title,
              matches,
              explanation.toString(),
              command,
              document.toString().strip()));
    }
  }
}
