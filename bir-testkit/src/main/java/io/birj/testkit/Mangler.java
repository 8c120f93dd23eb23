package io.birj.testkit;

import io.birj.testkit.property.Choices;

/**
 * Damages JSON text for robustness properties: one to three edits, each cutting the text short,
 * replacing a character, splicing in a fragment or deleting a few characters.
 */
public final class Mangler {
  private Mangler() {}

  private static final String REPLACEMENTS = "{}[],:\"0a-";

  /** {@code json} after random edits drawn from {@code c}, splicing from {@code splices}. */
  public static String mangle(String json, Choices c, String[] splices) {
    StringBuilder sb = new StringBuilder(json);
    int edits = c.between(1, 3);
    for (int i = 0; i < edits && sb.length() > 0; i++) {
      int at = c.between(0, sb.length() - 1);
      switch (c.between(0, 3)) {
        case 0:
          sb.setLength(at);
          break;
        case 1:
          sb.setCharAt(at, REPLACEMENTS.charAt(c.between(0, REPLACEMENTS.length() - 1)));
          break;
        case 2:
          sb.insert(at, splices[c.between(0, splices.length - 1)]);
          break;
        default:
          sb.delete(at, Math.min(sb.length(), at + 1 + c.between(0, 7)));
      }
    }
    return sb.toString();
  }
}
