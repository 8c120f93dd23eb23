package io.birj.app.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * jackson's parse messages in words for the sender of the body: without its feature names and
 * settings ("enable {@code JsonReadFeature...}", "StreamReadConstraints") and its source
 * descriptions ("[Source: ...]"), which name jackson's internals rather than the body.
 */
final class JsonMessages {
  private static final Pattern START_MARKER =
      Pattern.compile(
          "\\s*\\(start marker at \\[Source: [^\\]]*?line: (\\d+), column: (\\d+)\\]\\)");
  private static final Pattern SOURCE = Pattern.compile("\\s*\\[Source: [^\\]]*\\]");
  private static final Pattern FEATURE_NOTE = Pattern.compile("\\s*\\([^()]*Feature[^()]*\\)");
  private static final Pattern FROM_SETTING = Pattern.compile(",?\\s*from `[^`]*`");
  private static final Pattern ENABLE_HINT = Pattern.compile(":?\\s*enable `[^`]*`[^.;]*");
  private static final Pattern INTERNAL_NAME =
      Pattern.compile("`?(StreamReadConstraints|JsonReadFeature|JsonParser\\.Feature)[\\w.()]*`?");

  private JsonMessages() {}

  /** The first line of {@code e}'s message, its jackson-specific parts removed. */
  static String plain(JsonProcessingException e) {
    return plain(e.getOriginalMessage());
  }

  /**
   * {@code m}'s first line without jackson-specific parts: for parse messages, and for the loader's
   * messages that quote them.
   */
  static String plain(String m) {
    if (m == null || m.isBlank()) {
      return "unreadable JSON";
    }
    int nl = m.indexOf('\n');
    if (nl >= 0) {
      m = m.substring(0, nl);
    }
    Matcher start = START_MARKER.matcher(m);
    m = start.replaceAll(r -> " (opened at line " + r.group(1) + ", column " + r.group(2) + ")");
    m = SOURCE.matcher(m).replaceAll("");
    m = FEATURE_NOTE.matcher(m).replaceAll("");
    m = FROM_SETTING.matcher(m).replaceAll("");
    m = ENABLE_HINT.matcher(m).replaceAll(": not allowed in JSON");
    m = INTERNAL_NAME.matcher(m).replaceAll("the limit");
    return m.strip();
  }
}
