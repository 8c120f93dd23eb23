package io.birj.api.format;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Passes the bytes of a JSON text through unchanged while checking that they are well-formed in its
 * encoding, which it detects from the first bytes as jackson does (a byte order mark, else the
 * pattern of zero bytes around the first ASCII character; else UTF-8). jackson's own decoder
 * accepts the overlong {@code C0 80}, encoded surrogates such as {@code ED A0 80} and code points
 * above U+10FFFF, and its UTF-16 path replaces an unpaired surrogate with U+FFFD: read through this
 * filter, such input is an {@link IllFormedTextException} instead of other characters.
 *
 * <ul>
 *   <li>UTF-8: every sequence of the Unicode standard's table of well-formed byte sequences
 *       (chapter 3, "UTF-8"), nothing else: no overlong form, no surrogate, nothing above U+10FFFF,
 *       no byte C0, C1 or F5 to FF, no continuation byte without its lead, no sequence cut short.
 *   <li>UTF-16 (BE or LE): every high surrogate followed by a low one, no low one alone, no odd
 *       byte at the end.
 *   <li>UTF-32 (BE or LE): no surrogate, nothing above U+10FFFF, no partial code unit at the end.
 *       The UCS-4 byte orders 2143 and 3412 pass through unchecked: jackson refuses them.
 * </ul>
 *
 * The error gives the place of the ill-formed sequence's first byte: its byte offset, and its line
 * and column counted as jackson counts them for that encoding (columns in bytes for UTF-8, in
 * UTF-16 code units otherwise; CR, LF and CRLF end a line; a byte order mark is not a column).
 *
 * <p>The error never runs ahead of the reader (though the filter reads ahead, 16 KiB at a time): a
 * read hands over every byte before an ill-formed sequence and none of it, and the read that would
 * reach the sequence throws. A parser reading through this filter has therefore parsed everything
 * before the sequence when the error comes, so its current JSON Pointer is the place of the bad
 * bytes (within the value holding them). For the same reason a read blocks until a whole
 * well-formed sequence has arrived.
 *
 * <p>Use: {@code factory.createParser(new StrictUtf8InputStream(in))}; the error may already come
 * from {@code createParser}, which reads the first bytes to detect the encoding.
 *
 * <p>Not thread-safe, like the streams it wraps. {@code mark} is not supported; {@code skip} checks
 * what it skips.
 */
public final class StrictUtf8InputStream extends FilterInputStream {
  /** The encodings a JSON text may come in, as jackson detects them. */
  public enum Encoding {
    UTF_8("UTF-8"),
    UTF_16BE("UTF-16"),
    UTF_16LE("UTF-16"),
    UTF_32BE("UTF-32"),
    UTF_32LE("UTF-32"),
    /** UCS-4 in the byte order 2143 or 3412: jackson refuses it; passed through unchecked. */
    UNUSUAL_UCS4("UCS-4");

    /** The name messages use. */
    final String label;

    Encoding(String label) {
      this.label = label;
    }
  }

  private static final int BUFFER = 16 * 1024;

  // ---- the buffer: [pos, validEnd) is checked and may be handed over; [validEnd, end) is the
  // start of a sequence whose end has not been read yet -------------------------------------------

  private final byte[] buf = new byte[BUFFER];
  private int pos;
  private int validEnd;
  private int end;

  /** The stream offset of {@code buf[0]}. */
  private long bufBase;

  private boolean eof;

  // ---- position --------------------------------------------------------------------------------

  /** Column units checked so far: bytes for UTF-8, UTF-16 code units otherwise. */
  private long units;

  /** The unit index at which the current line starts. */
  private long lineStart;

  private long line = 1;

  /** The unit index just after the last CR, so that its LF does not end another line. */
  private long afterCr = -1;

  private Encoding encoding;

  // ---- a sequence in progress (it may span reads) ----------------------------------------------

  /** Bytes still expected: UTF-8 continuation bytes, or the rest of a 2- or 4-byte code unit. */
  private int need;

  /** The range the next UTF-8 continuation byte must be in. */
  private int lo = 0x80;

  private int hi = 0xBF;

  /** The bytes of the sequence so far, for the message (UTF-8); or the code unit's bits. */
  private int seq;

  private int seqLength;

  /** An unpaired UTF-16 high surrogate waiting for its low one: its value, or -1. */
  private int highSurrogate = -1;

  /** Where the sequence in progress (or the waiting high surrogate) started. */
  private long seqOffset;

  private long seqLine;
  private long seqColumn;

  /** The error to throw once the bytes before it have been handed over. */
  private IllFormedTextException pending;

  private final byte[] one = new byte[1];

  /** Wraps {@code in}; nothing is read before the first read. */
  public StrictUtf8InputStream(InputStream in) {
    super(in);
  }

  /** The detected encoding, or {@code null} before the first read. */
  public Encoding encoding() {
    return encoding;
  }

  /** The offset of the next byte a read returns. */
  public long byteOffset() {
    return bufBase + pos;
  }

  @Override
  public int read() throws IOException {
    int n = read(one, 0, 1);
    return n < 0 ? -1 : one[0] & 0xFF;
  }

  /**
   * Hands over checked bytes; blocks until at least one whole well-formed sequence is there (or the
   * input ends); throws once every byte before an ill-formed sequence has been handed over.
   */
  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (off < 0 || len < 0 || len > b.length - off) {
      throw new IndexOutOfBoundsException();
    }
    if (len == 0) {
      return 0;
    }
    if (!ready()) {
      return -1;
    }
    int n = Math.min(len, validEnd - pos);
    System.arraycopy(buf, pos, b, off, n);
    pos += n;
    return n;
  }

  /** Skips checked bytes: what is skipped is checked like what is read. */
  @Override
  public long skip(long n) throws IOException {
    long skipped = 0;
    while (skipped < n && ready()) {
      int k = (int) Math.min(n - skipped, validEnd - pos);
      pos += k;
      skipped += k;
    }
    return skipped;
  }

  /** True when checked bytes wait to be handed over; false at the end of a well-formed input. */
  private boolean ready() throws IOException {
    while (pos == validEnd) {
      if (pending != null) {
        throw pending;
      }
      if (eof) {
        end();
        return false;
      }
      fill();
    }
    return true;
  }

  @Override
  public int available() throws IOException {
    return validEnd - pos;
  }

  @Override
  public boolean markSupported() {
    return false;
  }

  @Override
  public synchronized void mark(int readlimit) {
    // not supported (markSupported is false)
  }

  @Override
  public synchronized void reset() throws IOException {
    throw new IOException("mark/reset is not supported");
  }

  /**
   * Moves the unfinished tail to the front, reads more after it and checks the new bytes; the first
   * fill reads at least four bytes (or all there are) to detect the encoding.
   */
  private void fill() throws IOException {
    if (pos > 0) {
      int tail = end - pos;
      System.arraycopy(buf, pos, buf, 0, tail);
      bufBase += pos;
      validEnd -= pos;
      end = tail;
      pos = 0;
    }
    int from = end;
    if (encoding == null) {
      while (end < 4) {
        int r = in.read(buf, end, buf.length - end);
        if (r < 0) {
          eof = true;
          break;
        }
        end += r;
      }
      detect();
    } else {
      int r = in.read(buf, end, buf.length - end);
      if (r < 0) {
        eof = true;
        return;
      }
      end += r;
    }
    check(from, end);
  }

  // ---- detection -------------------------------------------------------------------------------

  /** Decides the encoding from the first bytes of {@link #buf}, as jackson's bootstrapper does. */
  private void detect() {
    encoding = Encoding.UTF_8;
    int bom = 0;
    if (end >= 4) {
      int quad =
          (buf[0] << 24) | ((buf[1] & 0xFF) << 16) | ((buf[2] & 0xFF) << 8) | (buf[3] & 0xFF);
      if (quad == 0x0000FEFF) {
        encoding = Encoding.UTF_32BE;
        bom = 1;
      } else if (quad == 0xFFFE0000) {
        encoding = Encoding.UTF_32LE;
        bom = 1;
      } else if (quad == 0x0000FFFE || quad == 0xFEFF0000) {
        encoding = Encoding.UNUSUAL_UCS4;
      } else if ((quad >>> 16) == 0xFEFF) {
        encoding = Encoding.UTF_16BE;
        bom = 1;
      } else if ((quad >>> 16) == 0xFFFE) {
        encoding = Encoding.UTF_16LE;
        bom = 1;
      } else if ((quad >>> 8) == 0xEFBBBF) {
        bom = 3; // UTF-8 with a byte order mark
      } else if ((quad >> 8) == 0) {
        encoding = Encoding.UTF_32BE;
      } else if ((quad & 0x00FFFFFF) == 0) {
        encoding = Encoding.UTF_32LE;
      } else if ((quad & ~0x00FF0000) == 0 || (quad & ~0x0000FF00) == 0) {
        encoding = Encoding.UNUSUAL_UCS4;
      } else {
        encoding = utf16(quad >>> 16);
      }
    } else if (end >= 2) {
      encoding = utf16(((buf[0] & 0xFF) << 8) | (buf[1] & 0xFF));
    }
    // jackson starts its first line's columns after the byte order mark.
    lineStart = bom;
  }

  private static Encoding utf16(int firstTwo) {
    if ((firstTwo & 0xFF00) == 0) {
      return Encoding.UTF_16BE;
    }
    if ((firstTwo & 0x00FF) == 0) {
      return Encoding.UTF_16LE;
    }
    return Encoding.UTF_8;
  }

  // ---- checking --------------------------------------------------------------------------------

  /**
   * Checks {@code buf[from..to)}, moving {@link #validEnd} past each complete well-formed sequence;
   * at an ill-formed one, stops with the error {@link #pending} and {@code validEnd} at its first
   * byte.
   */
  private void check(int from, int to) {
    switch (encoding) {
      case UTF_8:
        utf8(from, to);
        return;
      case UTF_16BE:
      case UTF_16LE:
        utf16(from, to, encoding == Encoding.UTF_16BE);
        return;
      case UTF_32BE:
      case UTF_32LE:
        utf32(from, to, encoding == Encoding.UTF_32BE);
        return;
      default:
        validEnd = to;
    }
  }

  /** Eight bytes of the buffer at once, for the ASCII run. */
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long BELOW_CR = 0x0E0E0E0E0E0E0E0EL;

  /** For each lead byte, its sequence's length; 0 for a byte no sequence starts with. */
  private static final byte[] LENGTH = new byte[256];

  /** For each lead byte, the range of the byte after it (narrower for E0, ED, F0, F4). */
  private static final int[] SECOND_LO = new int[256];

  private static final int[] SECOND_HI = new int[256];

  static {
    for (int c = 0; c < 256; c++) {
      LENGTH[c] = (byte) (c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : 0);
      if (c >= 0xF0 && c <= 0xF4) {
        LENGTH[c] = 4;
      }
      SECOND_LO[c] = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
      SECOND_HI[c] = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
    }
  }

  /**
   * The UTF-8 check: after an ASCII byte, eight bytes at a time while they are ASCII and not a line
   * end; a whole sequence at a time while it lies in the buffer; the byte-wise state machine
   * ({@link #continuation}) only for a sequence cut by the buffer's end or an ill-formed one, which
   * it then describes.
   */
  private void utf8(int from, int to) {
    byte[] b = buf;
    int i = from;
    while (need > 0 && i < to) { // a sequence begun in the last read
      if (!continuation(b[i] & 0xFF, i)) {
        return;
      }
      i++;
    }
    if (need > 0) {
      return;
    }
    while (i < to) {
      int c = b[i];
      if (c >= 0) {
        if (c <= '\r') {
          newline(c, bufBase + i);
        }
        i++;
        // No high bit (ASCII), and no byte below 0x0E (so no CR or LF): nothing to do.
        while (i + 8 <= to) {
          long w = (long) LONGS.get(b, i);
          if (((w | ((w - BELOW_CR) & ~w)) & HIGH_BITS) != 0) {
            break;
          }
          i += 8;
        }
        continue;
      }
      c &= 0xFF;
      int length = LENGTH[c];
      if (length != 0 && i + length <= to) {
        int c1 = b[i + 1] & 0xFF;
        boolean ok = c1 >= SECOND_LO[c] && c1 <= SECOND_HI[c];
        if (length > 2) {
          ok &= (b[i + 2] & 0xC0) == 0x80;
          if (length > 3) {
            ok &= (b[i + 3] & 0xC0) == 0x80;
          }
        }
        if (ok) {
          i += length;
          continue;
        }
      }
      // Cut by the buffer's end, or ill-formed: byte by byte, from the lead.
      validEnd = i;
      if (!lead(c, bufBase + i)) {
        fail(leadError(c));
        return;
      }
      for (int k = i + 1; k < to; k++) {
        if (!continuation(b[k] & 0xFF, k)) {
          return;
        }
      }
      return; // the sequence goes on in the next read
    }
    validEnd = to;
  }

  /** The next byte of a sequence in progress, at {@code buf[i]}; false (and failed) when not. */
  private boolean continuation(int c, int i) {
    if (c < lo || c > hi) {
      fail(continuationError(c));
      return false;
    }
    seq = (seq << 8) | c;
    seqLength++;
    lo = 0x80;
    hi = 0xBF;
    if (--need == 0) {
      validEnd = i + 1;
    }
    return true;
  }

  /** An ASCII control character at unit {@code at}: CR, LF and CRLF end a line. */
  private void newline(int c, long at) {
    if (c == '\n') {
      if (afterCr != at) {
        line++;
      }
      lineStart = at + 1;
    } else if (c == '\r') {
      line++;
      lineStart = at + 1;
      afterCr = at + 1;
    }
  }

  /** Starts a multi-byte sequence at lead byte {@code c}; false when no sequence starts so. */
  private boolean lead(int c, long at) {
    seqOffset = at;
    seqLine = line;
    seqColumn = at - lineStart + 1;
    seq = c;
    seqLength = 1;
    if (c >= 0xC2 && c <= 0xDF) {
      need = 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
      need = 2;
      lo = c == 0xE0 ? 0xA0 : 0x80;
      hi = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
      need = 3;
      lo = c == 0xF0 ? 0x90 : 0x80;
      hi = c == 0xF4 ? 0x8F : 0xBF;
    } else {
      return false;
    }
    return true;
  }

  private static String leadError(int c) {
    if (c <= 0xBF) {
      return "the byte " + hex(c) + " continues no sequence (a continuation byte without its lead)";
    }
    if (c <= 0xC1) {
      return "the byte "
          + hex(c)
          + " starts only overlong encodings (a character below U+0080 in two bytes)";
    }
    return "the byte " + hex(c) + " never appears in UTF-8";
  }

  /** The byte {@code c} does not continue the sequence in progress. */
  private String continuationError(int c) {
    String bytes = bytes(seq, seqLength);
    if (c >= 0x80 && c <= 0xBF && seqLength == 1) {
      // A continuation byte outside the lead's narrower range for its second byte.
      String what;
      switch (seq) {
        case 0xE0:
          what = "an overlong encoding (a character below U+0800 in three bytes)";
          break;
        case 0xED:
          what = "the encoding of a surrogate (U+D800 to U+DFFF), which is not a character";
          break;
        case 0xF0:
          what = "an overlong encoding (a character below U+10000 in four bytes)";
          break;
        default: // F4
          what = "a code point above U+10FFFF";
      }
      return bytes + " " + String.format("%02X", c) + " starts " + what;
    }
    return "the "
        + (seqLength + need)
        + "-byte sequence "
        + bytes
        + " is cut short by the byte "
        + hex(c)
        + " after "
        + seqLength
        + (seqLength == 1 ? " byte" : " bytes");
  }

  /** At the end of the input: a sequence or code unit in progress is cut short. */
  private void end() throws IOException {
    String reason = null;
    if (encoding == Encoding.UTF_8 && need > 0) {
      reason =
          "the "
              + (seqLength + need)
              + "-byte sequence "
              + bytes(seq, seqLength)
              + " is cut short by the end of the input";
    } else if (highSurrogate >= 0) {
      reason = "the high surrogate " + unit(highSurrogate) + " ends the input without its low one";
    } else if (need > 0) {
      reason =
          "the input ends inside a "
              + (encoding == Encoding.UTF_32BE || encoding == Encoding.UTF_32LE ? 4 : 2)
              + "-byte code unit";
    }
    if (reason != null) {
      fail(reason);
      throw pending;
    }
  }

  private void utf16(int from, int to, boolean bigEndian) {
    byte[] b = buf;
    for (int i = from; i < to; i++) {
      int c = b[i] & 0xFF;
      if (need == 0) {
        need = 1;
        seq = c;
        if (highSurrogate < 0) {
          mark(bufBase + i);
        }
        continue;
      }
      need = 0;
      int u = bigEndian ? (seq << 8) | c : (c << 8) | seq;
      if (highSurrogate >= 0) {
        if (u < 0xDC00 || u > 0xDFFF) {
          fail(
              "the high surrogate "
                  + unit(highSurrogate)
                  + " is followed by "
                  + unit(u)
                  + ", not by a low surrogate");
          return;
        }
        highSurrogate = -1;
        units++;
        validEnd = i + 1;
        continue;
      }
      if (u >= 0xDC00 && u <= 0xDFFF) {
        fail("the low surrogate " + unit(u) + " follows no high surrogate");
        return;
      }
      if (u >= 0xD800 && u <= 0xDBFF) {
        highSurrogate = u;
      } else {
        if (u <= '\r') {
          newline(u, units);
        }
        validEnd = i + 1;
      }
      units++;
    }
  }

  private void utf32(int from, int to, boolean bigEndian) {
    byte[] b = buf;
    for (int i = from; i < to; i++) {
      int c = b[i] & 0xFF;
      if (need == 0) {
        need = 4;
        seq = 0;
        mark(bufBase + i);
      }
      seq = bigEndian ? (seq << 8) | c : (seq >>> 8) | (c << 24);
      if (--need > 0) {
        continue;
      }
      long cp = seq & 0xFFFFFFFFL;
      if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        fail(
            "the code unit "
                + String.format("0x%08X", cp)
                + (cp > 0x10FFFF
                    ? " is above U+10FFFF"
                    : " is a surrogate (U+D800 to U+DFFF), which is not a character"));
        return;
      }
      if (cp <= '\r') {
        newline((int) cp, units);
      }
      units += cp > 0xFFFF ? 2 : 1; // jackson's columns count UTF-16 code units
      validEnd = i + 1;
    }
  }

  /** A code unit (or a surrogate pair) starts at byte {@code at}. */
  private void mark(long at) {
    seqOffset = at;
    seqLine = line;
    seqColumn = units - lineStart + 1;
  }

  /**
   * The sequence that started at {@link #seqOffset} is ill-formed: nothing from it on is handed
   * over, and the error waits until everything before it has been.
   */
  private void fail(String reason) {
    validEnd = (int) (seqOffset - bufBase);
    pending =
        new IllFormedTextException(
            encoding,
            "ill-formed " + encoding.label + ": " + reason,
            seqOffset,
            seqLine,
            seqColumn);
  }

  private static String hex(int b) {
    return String.format("0x%02X", b);
  }

  private static String unit(int u) {
    return String.format("0x%04X", u);
  }

  /** The first {@code length} bytes of a sequence kept in an int, as {@code E2 82}. */
  private static String bytes(int seq, int length) {
    StringBuilder s = new StringBuilder();
    for (int k = length - 1; k >= 0; k--) {
      s.append(String.format("%02X", (seq >>> (8 * k)) & 0xFF));
      if (k > 0) {
        s.append(' ');
      }
    }
    return s.toString();
  }
}
