package io.birj.brewer;

import java.util.Locale;
import java.util.Set;
import javax.lang.model.SourceVersion;

/** How spec names become Java names. */
final class Names {
  /** Names a generated member may not take: those of Object, OpcodeFields and the builder. */
  private static final Set<String> RESERVED =
      Set.of(
          "equals",
          "hashCode",
          "toString",
          "getClass",
          "notify",
          "notifyAll",
          "wait",
          "clone",
          "finalize",
          "opcode",
          "readField",
          "writeFields",
          "presentKeys",
          "value",
          "missingRequiredKeys",
          "forEachReference",
          "build",
          "builder",
          "present",
          "target");

  private Names() {}

  /** {@code can_read_uninit} → {@code canReadUninit}; {@code opFunctionName} stays. */
  static String camel(String key) {
    StringBuilder sb = new StringBuilder();
    boolean upper = false;
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '_' || c == '-' || c == '.' || c == ' ') {
        upper = sb.length() > 0;
        continue;
      }
      if (!Character.isJavaIdentifierPart(c)) {
        continue;
      }
      sb.append(upper ? Character.toUpperCase(c) : c);
      upper = false;
    }
    if (sb.length() == 0 || !Character.isJavaIdentifierStart(sb.charAt(0))) {
      sb.insert(0, 'k');
    }
    String s = sb.toString();
    return SourceVersion.isKeyword(s) || RESERVED.contains(s) ? s + "Value" : s;
  }

  /** {@code canReadUninit} → {@code CanReadUninit}, for get/has/set/clear. */
  static String capitalized(String key) {
    String c = camel(key);
    return Character.toUpperCase(c.charAt(0)) + c.substring(1);
  }

  /**
   * {@code opFunctionName} → {@code OP_FUNCTION_NAME}; {@code Abs_reciprocal_sqrt} → {@code
   * ABS_RECIPROCAL_SQRT}; {@code float8e3} → {@code FLOAT8E3}.
   */
  static String constant(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!Character.isLetterOrDigit(c)) {
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '_') {
          sb.append('_');
        }
        continue;
      }
      if (Character.isUpperCase(c) && i > 0) {
        char prev = s.charAt(i - 1);
        boolean nextLower = i + 1 < s.length() && Character.isLowerCase(s.charAt(i + 1));
        if (Character.isLowerCase(prev)
            || Character.isDigit(prev) && sb.length() > 0 && nextLower
            || Character.isUpperCase(prev) && nextLower) {
          if (sb.charAt(sb.length() - 1) != '_') {
            sb.append('_');
          }
        }
      }
      sb.append(Character.toUpperCase(c));
    }
    String out = sb.toString().toUpperCase(Locale.ROOT);
    if (out.isEmpty() || !Character.isJavaIdentifierStart(out.charAt(0))) {
      out = "_" + out;
    }
    return out;
  }

  /** A Java string literal. */
  static String literal(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          sb.append("\\\"");
          break;
        case '\\':
          sb.append("\\\\");
          break;
        case '\n':
          sb.append("\\n");
          break;
        default:
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
      }
    }
    return sb.append('"').toString();
  }

  /** Text safe inside a Javadoc comment. */
  static String doc(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("@", "&#64;")
        .replace("*/", "*&#47;");
  }
}
