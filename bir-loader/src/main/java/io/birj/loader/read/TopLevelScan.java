package io.birj.loader.read;

import java.io.IOException;
import java.io.InputStream;

/**
 * Finds the top-level {@code version} of a UTF-8 JSON document by its bytes: strings and nesting
 * are followed, nothing is tokenized, so looking ahead costs a fraction of a parse (a writer that
 * sorts keys puts {@code version} last). Whatever it cannot decide simply (another encoding, a
 * top-level key with an escape, a version that is not a plain small integer, broken structure) it
 * leaves to the parser-based look-ahead, which has the exact semantics.
 */
final class TopLevelScan {
  /** The scan could not decide: ask the parser. */
  static final int UNSURE = -2;

  /** The root object closed without a {@code version} key. */
  static final int ABSENT = -1;

  private static final byte[] VERSION = {'v', 'e', 'r', 's', 'i', 'o', 'n'};

  private final InputStream in;
  private final byte[] buf = new byte[1 << 16];
  private int pos;
  private int len;

  private TopLevelScan(InputStream in) {
    this.in = in;
  }

  /** The version (0 or more), {@link #ABSENT} or {@link #UNSURE}. */
  static int version(InputStream in) throws IOException {
    return new TopLevelScan(in).scan();
  }

  private int next() throws IOException {
    if (pos == len) {
      len = in.read(buf, 0, buf.length);
      pos = 0;
      if (len <= 0) {
        len = 0;
        return -1;
      }
    }
    return buf[pos++] & 0xff;
  }

  private int scan() throws IOException {
    int b = skipSpace(next());
    if (b == 0xEF) { // a UTF-8 byte order mark
      if (next() != 0xBB || next() != 0xBF) {
        return UNSURE;
      }
      b = skipSpace(next());
    }
    if (b != '{') {
      return UNSURE; // not an object, or not UTF-8 (UTF-16 and UTF-32 start with a zero byte)
    }
    // In the root object: key, colon, value, then a comma or the end.
    while (true) {
      b = skipSpace(next());
      if (b == '}') {
        return ABSENT;
      }
      if (b != '"') {
        return UNSURE;
      }
      int match = key();
      if (match == UNSURE) {
        return UNSURE;
      }
      if (skipSpace(next()) != ':') {
        return UNSURE;
      }
      b = skipSpace(next());
      if (match == 1) {
        return number(b);
      }
      if (!skipValue(b)) {
        return UNSURE;
      }
      b = skipSpace(next());
      if (b == '}') {
        return ABSENT;
      }
      if (b != ',') {
        return UNSURE;
      }
    }
  }

  /** After a key's opening quote: 1 when the key is {@code version}, 0 when not. */
  private int key() throws IOException {
    int i = 0;
    boolean same = true;
    while (true) {
      int b = next();
      if (b < 0 || b == '\\') {
        return UNSURE; // an escape could spell "version"
      }
      if (b == '"') {
        return same && i == VERSION.length ? 1 : 0;
      }
      if (i >= VERSION.length || b != VERSION[i]) {
        same = false;
      }
      i++;
    }
  }

  /** Skips one value whose first byte is {@code b}; false on broken structure. */
  private boolean skipValue(int b) throws IOException {
    if (b == '"') {
      return skipString();
    }
    if (b != '{' && b != '[') {
      // A scalar: up to the byte that ends it (put back for the caller).
      while (b >= 0 && b != ',' && b != '}' && b != ']' && !isSpace(b)) {
        b = next();
      }
      if (b >= 0) {
        pos--;
      }
      return b >= 0;
    }
    int depth = 1;
    while (true) {
      // The bytes in the buffer, without a call per byte: most of a sorted document's functions.
      while (pos < len) {
        byte c = buf[pos++];
        if (c == '"') {
          if (!skipString()) {
            return false;
          }
        } else if (c == '{' || c == '[') {
          depth++;
        } else if ((c == '}' || c == ']') && --depth == 0) {
          return true;
        }
      }
      if (next() < 0) {
        return false;
      }
      pos--;
    }
  }

  /** After an opening quote: to the closing one, escapes included. */
  private boolean skipString() throws IOException {
    while (true) {
      // The bytes of a string in the buffer, without a call per byte.
      while (pos < len) {
        byte c = buf[pos++];
        if (c == '"') {
          return true;
        }
        if (c == '\\') {
          if (next() < 0) {
            return false;
          }
        }
      }
      if (next() < 0) {
        return false;
      }
      pos--;
    }
  }

  /** A plain unsigned integer of at most nine digits, followed by a delimiter. */
  private int number(int b) throws IOException {
    if (b < '0' || b > '9') {
      return UNSURE;
    }
    int v = b - '0';
    int digits = 1;
    b = next();
    while (b >= '0' && b <= '9') {
      if (v == 0 || ++digits > 9) {
        return UNSURE; // a leading zero, or large: the parser reads it exactly
      }
      v = v * 10 + (b - '0');
      b = next();
    }
    b = skipSpace(b);
    return b == ',' || b == '}' ? v : UNSURE;
  }

  private int skipSpace(int b) throws IOException {
    while (isSpace(b)) {
      b = next();
    }
    return b;
  }

  private static boolean isSpace(int b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t';
  }
}
