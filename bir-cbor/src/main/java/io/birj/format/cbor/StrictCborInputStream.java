package io.birj.format.cbor;

import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.IllFormedDocumentException;
import io.birj.api.json.JsonErrors;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Passes the bytes of a CBOR document through unchanged while refusing what has no JSON form, so
 * that jackson's parser never sees it (bir-cbor/README.md, "What the parser refuses"):
 *
 * <ul>
 *   <li>a tag, except the self-describe tag 55799 at the start of the document: jackson drops or
 *       misreads tags (a bigfloat becomes an array, a negative bignum a wrong number), nlohmann's
 *       reader refuses them, and jackson keeps the tags of one item in a list that grows by eight
 *       entries at a time, so a long run of tags costs quadratic time;
 *   <li>a byte string (jackson reads it as an embedded binary value, which JSON has not);
 *   <li>the simple values other than false, true and null (jackson turns {@code undefined} into
 *       null and an unassigned simple value into an integer);
 *   <li>a float that is NaN or an infinity (no JSON number reads as one);
 *   <li>text that is not well-formed UTF-8 (jackson decodes the overlong {@code C0 80}, encoded
 *       surrogates and code points above U+10FFFF into other characters); a character may not be
 *       split between the chunks of an indefinite-length string (RFC 8949, 3.2.3);
 *   <li>a break ({@code 0xFF}) that closes no indefinite-length item: jackson lets one end a
 *       definite-length array or map before its count, so a document that is not well formed would
 *       read;
 *   <li>a head with a reserved additional information (28 to 30), or an indefinite length where the
 *       major type has none;
 *   <li>a text string (all chunks of an indefinite-length one together) of more characters than the
 *       reader's string limit, counted as jackson counts a JSON string's (UTF-16 units), at the
 *       character that breaks it: jackson's CBOR parser holds a string of any length whole.
 * </ul>
 *
 * The check follows the heads of the items only (every byte that is neither string data nor a
 * head's argument is a head), keeping for each open container only the items it still holds; the
 * depth of the nesting is jackson's to check. Like {@code StrictUtf8InputStream} for JSON, it never
 * runs ahead of the reader: a read hands over every byte before the offending item or character and
 * none of it, and the read that would reach it throws an {@link IllFormedDocumentException} at the
 * byte offset of its first byte.
 *
 * <p>Not thread-safe, like the streams it wraps. {@code mark} is not supported; {@code skip} checks
 * what it skips.
 */
final class StrictCborInputStream extends FilterInputStream {
  /** The self-describe tag ({@code D9 D9 F7}), which may open a document. */
  static final long SELF_DESCRIBE = 55799;

  private static final int HEAD = 0;
  private static final int ARGUMENT = 1;
  private static final int TEXT = 2;

  private static final int MAJOR_BYTES = 2;
  private static final int MAJOR_TEXT = 3;
  private static final int MAJOR_TAG = 6;
  private static final int MAJOR_SIMPLE = 7;
  private static final int INDEFINITE = 31;

  /** The offset of the next byte to check. */
  private long offset;

  private int state = HEAD;

  // The head being read: its offset, major type, additional information and argument.
  private long headOffset;
  private int major;
  private int info;
  private int argumentLeft;
  private long argument;

  // Text data: bytes left in the string, continuation bytes the character still needs and the
  // range the next one must lie in, and where the character started.
  private long textLeft;
  private int need;
  private int lower;
  private int upper;
  private long characterOffset;

  // The containers open around the next item, innermost last: the items each definite one still
  // holds (a map's keys and values counted apart), or INDEFINITE_OPEN for one closed by a break.
  private long[] open = new long[16];
  private int depth;
  private static final long INDEFINITE_OPEN = -1;

  /** The error found, thrown by the read that reaches it (and every read after). */
  private IllFormedDocumentException pending;

  private final byte[] one = new byte[1];

  // The string limit (characters), the characters of the text string being read, whether it is
  // an indefinite-length one (its chunks count together) and where its head is.
  private final long maxChars;
  private long chars;
  private boolean indefiniteText;
  private long textOffset;

  StrictCborInputStream(InputStream in, long maxChars) {
    super(in);
    this.maxChars = maxChars;
  }

  @Override
  public int read() throws IOException {
    int n = read(one, 0, 1);
    return n <= 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (pending != null) {
      throw pending;
    }
    if (len == 0) {
      return 0;
    }
    int n = in.read(b, off, len);
    if (n <= 0) {
      return n;
    }
    long base = offset;
    int end = off + n;
    for (int i = off; i < end; i++) {
      if (!check(b[i] & 0xFF)) {
        // Hand over what comes before the culprit's first byte, if it is in this read.
        long culprit = pending.byteOffset();
        int handed = culprit >= base ? (int) (culprit - base) : i - off;
        if (handed <= 0) {
          throw pending;
        }
        return handed;
      }
      offset++;
    }
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    byte[] scratch = new byte[(int) Math.min(Math.max(n, 0), 8192)];
    int got = read(scratch, 0, scratch.length);
    return Math.max(0, got);
  }

  @Override
  public boolean markSupported() {
    return false;
  }

  @Override
  public synchronized void mark(int readlimit) {}

  @Override
  public synchronized void reset() throws IOException {
    throw new IOException("mark/reset not supported");
  }

  /** Checks the byte at {@link #offset}: false, with {@link #pending} set, when it is refused. */
  private boolean check(int x) {
    switch (state) {
      case TEXT:
        return text(x);
      case ARGUMENT:
        argument = (argument << 8) | x;
        if (--argumentLeft == 0) {
          state = HEAD;
          return headRead();
        }
        return true;
      default:
        return head(x);
    }
  }

  private boolean head(int x) {
    headOffset = offset;
    major = x >>> 5;
    info = x & 31;
    if (x == 0xFF) {
      // A break closes the innermost indefinite-length item, and only one: jackson lets a break
      // end a definite-length array or map early, which leaves the document not well formed. An
      // indefinite-length text string holds only definite-length chunks, so a break inside one
      // closes it.
      if (indefiniteText) {
        indefiniteText = false;
        return itemDone();
      }
      if (depth > 0 && open[depth - 1] == INDEFINITE_OPEN) {
        depth--;
        return itemDone();
      }
      return refuse(
          headOffset,
          depth == 0
              ? "a break (0xFF) where no indefinite-length item is open"
              : "a break (0xFF) inside a definite-length array or map that still holds "
                  + Long.toUnsignedString(open[depth - 1])
                  + " item(s)");
    }
    if (info >= 28 && info <= 30) {
      return refuse(headOffset, String.format("the byte 0x%02X starts no CBOR item", x));
    }
    if (major == MAJOR_BYTES) {
      return refuse(headOffset, "a CBOR byte string has no JSON form (a BIR document holds none)");
    }
    if (info == INDEFINITE) {
      if (major == MAJOR_TEXT) {
        indefiniteText = true;
        chars = 0;
        textOffset = headOffset;
        return true; // its chunks follow as items of their own
      }
      if (major == 4 || major == 5) {
        push(INDEFINITE_OPEN);
        return true; // its items follow as items of their own, then a break
      }
      return refuse(headOffset, String.format("the byte 0x%02X starts no CBOR item", x));
    }
    if (info < 24) {
      argument = info;
      return headRead();
    }
    argument = 0;
    argumentLeft = 1 << (info - 24);
    state = ARGUMENT;
    return true;
  }

  /** The head at {@link #headOffset} is complete, its argument read. */
  private boolean headRead() {
    switch (major) {
      case MAJOR_TEXT:
        if (!indefiniteText) {
          chars = 0;
          textOffset = headOffset;
        }
        if (argument != 0) {
          // A length above 2^63 reads as negative: it is jackson's to refuse; check until then.
          textLeft = argument < 0 ? Long.MAX_VALUE : argument;
          need = 0;
          state = TEXT;
          return true;
        }
        return indefiniteText || itemDone(); // a chunk is not an item of its own
      case 4:
      case 5:
        {
          // A length above 2^62 (a map counts its keys and values) cannot be reached: held as
          // the largest count, so that a break inside it is still refused.
          long items =
              argument < 0 || argument > Long.MAX_VALUE / 2
                  ? Long.MAX_VALUE
                  : major == 5 ? argument * 2 : argument;
          if (items == 0) {
            return itemDone();
          }
          push(items);
          return true;
        }
      case MAJOR_TAG:
        if (argument == SELF_DESCRIBE && headOffset == 0) {
          return true;
        }
        return refuse(
            headOffset,
            "a CBOR tag ("
                + Long.toUnsignedString(argument)
                + ") has no JSON form (a BIR document holds none; only the self-describe tag "
                + SELF_DESCRIBE
                + " may open it)");
      case MAJOR_SIMPLE:
        return simple() && itemDone();
      default:
        return itemDone(); // an integer
    }
  }

  private void push(long items) {
    if (depth == open.length) {
      open = java.util.Arrays.copyOf(open, depth * 2);
    }
    open[depth++] = items;
  }

  /** An item is complete: it counts against its container, which may complete in turn. */
  private boolean itemDone() {
    while (depth > 0 && open[depth - 1] != INDEFINITE_OPEN) {
      if (--open[depth - 1] > 0) {
        return true;
      }
      depth--; // a complete definite-length container is an item of its own container
    }
    return true;
  }

  private boolean simple() {
    switch (info) {
      case 20: // false
      case 21: // true
      case 22: // null
        return true;
      case 25:
        return finite((argument & 0x7C00) != 0x7C00, (argument & 0x3FF) != 0, argument >>> 15);
      case 26:
        return finite(
            (argument & 0x7F80_0000L) != 0x7F80_0000L,
            (argument & 0x7F_FFFFL) != 0,
            argument >>> 31);
      case 27:
        return finite(
            (argument & 0x7FF0_0000_0000_0000L) != 0x7FF0_0000_0000_0000L,
            (argument & 0x000F_FFFF_FFFF_FFFFL) != 0,
            argument >>> 63);
      case 23:
        return refuse(
            headOffset, "the CBOR value undefined has no JSON form (only false, true and null do)");
      default:
        return refuse(
            headOffset,
            "the CBOR simple value "
                + argument
                + " has no JSON form (only false, true and null do)");
    }
  }

  private boolean finite(boolean finite, boolean nan, long sign) {
    if (finite) {
      return true;
    }
    return refuse(
        headOffset, JsonErrors.notAJsonValue(nan ? "NaN" : sign != 0 ? "-Infinity" : "Infinity"));
  }

  /** A byte of text data: the UTF-8 of the Unicode standard's table of well-formed sequences. */
  private boolean text(int x) {
    if (need == 0) {
      characterOffset = offset;
      // A character above U+FFFF (four bytes) is two UTF-16 units.
      chars += x >= 0xF0 ? 2 : 1;
      if (chars > maxChars) {
        return refuse(DiagnosticCode.BIRJ_E0105, textOffset, JsonErrors.stringTooLong(maxChars));
      }
      if (x < 0x80) {
        // one byte
      } else if (x < 0xC2 || x > 0xF4) {
        return refuse(offset, JsonErrors.utf8CannotStart(x));
      } else if (x < 0xE0) {
        need = 1;
        lower = 0x80;
        upper = 0xBF;
      } else if (x < 0xF0) {
        need = 2;
        lower = x == 0xE0 ? 0xA0 : 0x80;
        upper = x == 0xED ? 0x9F : 0xBF; // ED A0.. would encode a surrogate
      } else {
        need = 3;
        lower = x == 0xF0 ? 0x90 : 0x80;
        upper = x == 0xF4 ? 0x8F : 0xBF; // F4 90.. would be above U+10FFFF
      }
    } else {
      if (x < lower || x > upper) {
        return refuse(characterOffset, JsonErrors.utf8CannotContinue(x));
      }
      need--;
      lower = 0x80;
      upper = 0xBF;
    }
    if (--textLeft == 0) {
      state = HEAD;
      if (need > 0) {
        return refuse(
            characterOffset,
            "ill-formed UTF-8: a text string (or a chunk of one) ends inside a character");
      }
      return indefiniteText || itemDone();
    }
    return true;
  }

  /**
   * Refuses the bytes from {@code at} on: they are no CBOR document a BIR document can be (an item
   * with no JSON form, ill-formed CBOR or UTF-8), BIRJ-E0103 in docs/diagnostics.md.
   */
  private boolean refuse(long at, String reason) {
    return refuse(DiagnosticCode.BIRJ_E0103, at, reason);
  }

  /** Refuses the bytes from {@code at} on, with the code of the refusal. */
  private boolean refuse(DiagnosticCode code, long at, String reason) {
    pending = new IllFormedDocumentException(code, reason, at);
    return false;
  }
}
