package io.birj.api.format;

/**
 * Whether bytes start a JSON object: the encoding is told the way jackson's byte-source bootstrap
 * tells it (a byte order mark, else the pattern of zero bytes in the first four: UTF-32 and UTF-16,
 * big or little endian; else UTF-8), then blanks are skipped and the first other character must be
 * <code>{</code>. Head bytes that are all blanks, when the head is full, still count: the document
 * goes on past what was peeked and the JSON parser judges the rest.
 */
final class JsonSignature {
  private static final int UTF8_BOM = 0xEFBBBF;
  private static final int UTF16_BOM_BE = 0xFEFF;
  private static final int UTF16_BOM_LE = 0xFFFE;
  private static final int UTF32_BOM_BE = 0x0000FEFF;
  private static final int UTF32_BOM_LE = 0xFFFE0000;

  private JsonSignature() {}

  /** The layout of the text's code units. */
  private record Encoding(int start, int unitBytes, boolean bigEndian) {
    static final Encoding UTF8 = new Encoding(0, 1, true);
  }

  static boolean matches(byte[] head, int length) {
    Encoding enc = detect(head, length);
    if (enc == null) {
      return false;
    }
    int i = enc.start();
    for (; i + enc.unitBytes() <= length; i += enc.unitBytes()) {
      int c = unit(head, i, enc);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        continue;
      }
      return c == '{';
    }
    // Only blanks so far: a JSON document if it goes on past the head.
    return length >= DocumentFormat.HEAD_LENGTH;
  }

  private static int unit(byte[] b, int i, Encoding enc) {
    int c = 0;
    for (int k = 0; k < enc.unitBytes(); k++) {
      int v = b[i + k] & 0xFF;
      c |= enc.bigEndian() ? v << (8 * (enc.unitBytes() - 1 - k)) : v << (8 * k);
    }
    return c;
  }

  /** The encoding as jackson detects it, or {@code null} for one jackson refuses (UCS-4 2143). */
  private static Encoding detect(byte[] b, int length) {
    if (length >= 4) {
      int quad = (b[0] & 0xFF) << 24 | (b[1] & 0xFF) << 16 | (b[2] & 0xFF) << 8 | (b[3] & 0xFF);
      if (quad == UTF32_BOM_BE) {
        return new Encoding(4, 4, true);
      }
      if (quad == UTF32_BOM_LE) {
        return new Encoding(4, 4, false);
      }
      if (quad == 0x0000FFFE || quad == 0xFEFF0000) {
        return null; // UCS-4 in the unusual octet orders
      }
      int high = quad >>> 16;
      if (high == UTF16_BOM_BE) {
        return new Encoding(2, 2, true);
      }
      if (high == UTF16_BOM_LE) {
        return new Encoding(2, 2, false);
      }
      if ((quad >>> 8) == UTF8_BOM) {
        return new Encoding(3, 1, true);
      }
      if ((quad >>> 8) == 0) {
        return new Encoding(0, 4, true);
      }
      if ((quad & 0x00FFFFFF) == 0) {
        return new Encoding(0, 4, false);
      }
      if ((quad & ~0x00FF0000) == 0 || (quad & ~0x0000FF00) == 0) {
        return null;
      }
      return utf16OrUtf8(high);
    }
    if (length >= 2) {
      return utf16OrUtf8((b[0] & 0xFF) << 8 | (b[1] & 0xFF));
    }
    return Encoding.UTF8;
  }

  private static Encoding utf16OrUtf8(int first16) {
    if ((first16 & 0xFF00) == 0) {
      return new Encoding(0, 2, true);
    }
    if ((first16 & 0x00FF) == 0) {
      return new Encoding(0, 2, false);
    }
    return Encoding.UTF8;
  }
}
