package io.birj.loader.write;

import com.fasterxml.jackson.core.JsonStreamContext;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * JSON Pointers of what a generator is writing, rendered only when something needs one (an error, a
 * report line): the writer keeps no path of its own, the generator's write context is the path.
 */
public final class Pointers {
  private Pointers() {}

  /**
   * The segments (a {@code String} key or an {@code Integer} index) of the value about to be
   * written at {@code ctx}, outermost first. Inside an array that value is the next element; every
   * enclosing array is at the element being written.
   */
  public static List<Object> segmentsOfNextValue(JsonStreamContext ctx) {
    List<Object> out = new ArrayList<>();
    boolean innermost = true;
    for (JsonStreamContext c = ctx; c != null && !c.inRoot(); c = c.getParent()) {
      if (c.inArray()) {
        out.add(innermost ? c.getEntryCount() : c.getEntryCount() - 1);
      } else {
        String name = c.getCurrentName();
        out.add(name == null ? "" : name);
      }
      innermost = false;
    }
    Collections.reverse(out);
    return out;
  }

  /** The JSON Pointer of the value about to be written at {@code ctx}. */
  public static String ofNextValue(JsonStreamContext ctx) {
    return render(segmentsOfNextValue(ctx));
  }

  /** {@code segments} as a JSON Pointer ({@code ""} for none). */
  public static String render(List<Object> segments) {
    StringBuilder sb = new StringBuilder();
    for (Object s : segments) {
      sb.append('/');
      if (s instanceof String key) {
        appendEscaped(sb, key);
      } else {
        sb.append(s);
      }
    }
    return sb.toString();
  }

  /** Appends a key as a JSON Pointer segment: {@code ~} as {@code ~0}, {@code /} as {@code ~1}. */
  public static void appendEscaped(StringBuilder sb, String key) {
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '~') {
        sb.append("~0");
      } else if (c == '/') {
        sb.append("~1");
      } else {
        sb.append(c);
      }
    }
  }
}
