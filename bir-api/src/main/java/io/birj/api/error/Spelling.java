package io.birj.api.error;

import java.util.Collection;

/**
 * "Did you mean": the known spelling a word is a likely typo of. One rule for every guess birj
 * makes (a key, a dtype, a command, an option, a diagnostic code), so they agree on what is near.
 */
public final class Spelling {
  /**
   * Words shorter than this are too short for a guess ({@code lb} and {@code ub} are one apart).
   */
  public static final int MIN_LENGTH = 4;

  private Spelling() {}

  /**
   * The known spelling nearest to {@code s} when it is a likely typo of it: another case, or one or
   * two edits (a letter added, dropped, changed, or two swapped) in a word of at least {@link
   * #MIN_LENGTH} letters (one edit for a word of under 7); {@code null} when none is.
   */
  public static String nearest(String s, Collection<String> known) {
    if (s.length() < MIN_LENGTH) {
      return null;
    }
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String k : known) {
      int d = k.equalsIgnoreCase(s) ? 0 : distance(s, k, 2);
      if (d < bestDistance && d <= Math.min(2, (k.length() - 1) / 3)) {
        best = k;
        bestDistance = d;
      }
    }
    return best;
  }

  /** The optimal-string-alignment distance of {@code a} and {@code b}, or {@code max + 1}. */
  public static int distance(String a, String b, int max) {
    if (Math.abs(a.length() - b.length()) > max) {
      return max + 1;
    }
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          v = Math.min(v, d[i - 2][j - 2] + 1);
        }
        d[i][j] = v;
      }
    }
    return Math.min(d[a.length()][b.length()], max + 1);
  }
}
