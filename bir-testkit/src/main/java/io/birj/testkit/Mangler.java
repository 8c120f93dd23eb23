package io.birj.testkit;

import java.util.Random;

/**
 * Damages JSON text for robustness properties: one to three edits, each cutting the text short,
 * replacing a character, splicing in a fragment or deleting a few characters.
 */
public final class Mangler {
  private Mangler() {}

  /** {@code json} after random edits drawn from {@code r}, splicing from {@code splices}. */
  public static String mangle(String json, Random r, String[] splices) {
    StringBuilder sb = new StringBuilder(json);
    int edits = 1 + r.nextInt(3);
    for (int i = 0; i < edits && sb.length() > 0; i++) {
      int at = r.nextInt(sb.length());
      switch (r.nextInt(4)) {
        case 0:
          sb.setLength(at);
          break;
        case 1:
          sb.setCharAt(at, "{}[],:\"0a-".charAt(r.nextInt(10)));
          break;
        case 2:
          sb.insert(at, splices[r.nextInt(splices.length)]);
          break;
        default:
          sb.delete(at, Math.min(sb.length(), at + 1 + r.nextInt(8)));
      }
    }
    return sb.toString();
  }
}
