package io.birj.loader.read;

import io.birj.api.container.Keys;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a JSON document's instructions may be read apart: one byte scan that finds each block's
 * {@code instructions} array in a function or a queue ({@code /functions/F/blocks/B/instructions},
 * {@code /queues/Q/blocks/B/instructions} and their kin in {@link #HOLDERS}), cuts its elements
 * into runs of about a given size, and notes what a run's reader needs to place its tokens as the
 * whole document's parser would (the indices of the pointer, the line and column of the run's first
 * byte), and the document's {@code version}. The scan knows strings, escapes and nesting, nothing
 * more: what it does not understand makes no plan, and the document is read in one pass, which
 * reports the fault in its own words (docs/architecture.md, "Reading in parallel").
 */
record SplitPlan(int version, List<Array> arrays) {
  /**
   * An {@code instructions} array handed whole to the runs' readers: {@code /functions/F/blocks/B
   * /instructions}, its elements from {@code firstElement} to {@code close} (its closing bracket),
   * {@code breaks} line breaks among them, the last ending at {@code lastLineStart}.
   */
  record Array(
      String holder,
      int function,
      int block,
      int open,
      int firstElement,
      int close,
      int breaks,
      int lastLineStart,
      List<Run> runs) {
    /** The spaces that keep the column of the closing bracket, after {@link #breaks} breaks. */
    int spaces() {
      return close - (breaks > 0 ? lastLineStart : firstElement);
    }
  }

  /** Told of each array as the scan finds it, with the version found so far (or none). */
  interface Found {
    void array(Array a, int versionSoFar);
  }

  /**
   * Elements {@code [first, first + count)} of an array, the bytes {@code [start, end)}: from the
   * first element's first byte (for a run after the array's first, the byte after the separator
   * that ended the run before) to the separator after the last, or the array's closing bracket. So
   * every byte of the array but those separators is read by a run's parser.
   */
  record Run(
      String holder,
      int function,
      int block,
      int first,
      int count,
      int start,
      int end,
      int line,
      int column) {}

  /** The version found at the top level: none, or not a small unsigned integer. */
  static final int NO_VERSION = -1;

  /** The document's keys whose arrays hold block holders: functions and queues. */
  static final List<String> HOLDERS =
      List.of(Keys.FUNCTIONS, Keys.NKI_FUNCTIONS, Keys.QUEUES, Keys.DMA_QUEUES);

  private static final byte[][] HOLDER_KEYS =
      HOLDERS.stream().map(SplitPlan::ascii).toArray(byte[][]::new);
  private static final byte[] BLOCKS = ascii(Keys.BLOCKS);
  private static final byte[] INSTRUCTIONS = ascii(Keys.INSTRUCTIONS);
  private static final byte[] VERSION = ascii(Keys.VERSION);

  private static byte[] ascii(String key) {
    return key.getBytes(StandardCharsets.US_ASCII);
  }

  // A key's code: OTHER, one of these, or FIRST_HOLDER + its index in HOLDERS.
  private static final int OTHER = 0;
  private static final int KEY_BLOCKS = 1;
  private static final int KEY_INSTRUCTIONS = 2;
  private static final int KEY_VERSION = 3;
  private static final int FIRST_HOLDER = 4;

  /** The depth of an instruction array's elements: module, functions, function, blocks, block. */
  private static final int ARRAY_DEPTH = 6;

  private static final byte OBJECT = 1;
  private static final byte ARRAY = 2;

  /**
   * The plan for {@code doc}, or {@code null} when there is nothing worth reading apart or the scan
   * met something it does not understand. Arrays of fewer than {@code minArrayBytes} stay with the
   * document's reader; a run ends at the first element boundary past {@code runBytes}.
   */
  static SplitPlan scan(DocumentBytes doc, int runBytes, int minArrayBytes) throws IOException {
    return scan(doc, runBytes, minArrayBytes, (a, v) -> {});
  }

  /**
   * As {@link #scan(DocumentBytes, int, int)}, telling {@code found} of each array when it ends.
   */
  static SplitPlan scan(DocumentBytes doc, int runBytes, int minArrayBytes, Found found)
      throws IOException {
    return new Scanner(doc, runBytes, minArrayBytes, found).scan();
  }

  private static final class Scanner {
    final DocumentBytes doc;
    final Found found;
    final int n;
    // The bytes [base, base + limit) of the document.
    final byte[] window = new byte[1 << 16];
    int base;
    int limit;
    final int runBytes;
    final int minArrayBytes;
    final byte[] type = new byte[ARRAY_DEPTH + 1];
    final boolean[] expectKey = new boolean[ARRAY_DEPTH + 1];
    final int[] key = new int[ARRAY_DEPTH + 1];
    final int[] index = new int[ARRAY_DEPTH + 1];
    int depth;
    int line = 1;
    int lineStart;
    int version = NO_VERSION;
    boolean versionSeen;
    final List<Array> arrays = new ArrayList<>();

    // The instructions array being scanned (inArray), its open runs.
    boolean inArray;
    boolean elementExpected;
    int arrayOpen;
    int firstElement;
    int element;
    int lastSeparator;
    // The line the last separator is on, and where that line starts: a run after the first
    // starts right after the separator that ended the one before.
    int separatorLine;
    int separatorLineStart;
    List<Run> runs;
    int runStart;
    int runFirst;
    int runLine;
    int firstLine;
    int runColumn;

    Scanner(DocumentBytes doc, int runBytes, int minArrayBytes, Found found) {
      this.doc = doc;
      this.found = found;
      this.n = doc.size();
      this.runBytes = runBytes;
      this.minArrayBytes = minArrayBytes;
    }

    /** The document's byte {@code i}. */
    private byte at(int i) throws IOException {
      return window[window(i)];
    }

    /** Byte {@code i}'s index in the window, which holds it from now. */
    private int window(int i) throws IOException {
      int k = i - base;
      if (k < 0 || k >= limit) {
        base = i;
        limit = Math.min(window.length, n - i);
        doc.get(i, window, 0, limit);
        k = 0;
      }
      return k;
    }

    SplitPlan scan() throws IOException {
      int i = 0;
      while (i < n) {
        byte b = at(i);
        switch (b) {
          case ' ':
          case '\t':
          case ':':
            i = blanksEnd(i + 1);
            break;
          case '\n':
            line++;
            lineStart = ++i;
            break;
          case '\r':
            // jackson counts "\r\n" as one line break, and a lone '\r' as one.
            line++;
            i++;
            if (i < n && at(i) == '\n') {
              i++;
            }
            lineStart = i;
            break;
          case '"':
            {
              valueStarts(i);
              int end = stringEnd(i + 1);
              if (end < 0) {
                return null;
              }
              if (depth <= ARRAY_DEPTH && type[depth] == OBJECT && expectKey[depth]) {
                expectKey[depth] = false;
                key[depth] = keyOf(i + 1, end);
              } else if (depth == 1 && key[1] == KEY_VERSION) {
                versionSeen = true; // a string: no version a run may assume
              }
              i = end + 1;
              break;
            }
          case '{':
          case '[':
            valueStarts(i);
            if (!open(b == '{' ? OBJECT : ARRAY, i)) {
              return null;
            }
            i++;
            break;
          case '}':
          case ']':
            if (!close(b == '}' ? OBJECT : ARRAY, i)) {
              return null;
            }
            i++;
            break;
          case ',':
            if (depth == 0) {
              return null;
            }
            if (depth <= ARRAY_DEPTH) {
              if (type[depth] == OBJECT) {
                expectKey[depth] = true;
                key[depth] = OTHER;
              } else {
                index[depth]++;
              }
            }
            if (inArray && depth == ARRAY_DEPTH) {
              separator(i);
            }
            i++;
            break;
          default:
            if (depth == 0 || b < 0x20) {
              return null; // a byte order mark, a scalar document, a control byte
            }
            valueStarts(i);
            if (depth == 1 && key[1] == KEY_VERSION && !versionSeen) {
              versionSeen = true;
              version = number(i);
            }
            i = scalarEnd(i);
        }
      }
      if (depth != 0) {
        return null;
      }
      return arrays.isEmpty() ? null : new SplitPlan(version, List.copyOf(arrays));
    }

    /** The index of the quote that ends the string whose content starts at {@code i}, or -1. */
    private int stringEnd(int i) throws IOException {
      return skip(i, true);
    }

    /** The index of the first byte from {@code i} on that is not a space, a tab or a colon. */
    private int blanksEnd(int i) throws IOException {
      return skip(i, false);
    }

    /**
     * From {@code i} on, over a string's content to its closing quote ({@code string}; -1 at a line
     * break, which JSON does not allow in a string, or at the end) or over blanks to the first byte
     * that is not one: a loop over the window, where the scan spends most of its time.
     */
    private int skip(int i, boolean string) throws IOException {
      while (i < n) {
        int k = window(i);
        byte[] w = window;
        int lim = limit;
        while (k < lim) {
          byte c = w[k];
          if (!string) {
            if (c != ' ' && c != '\t' && c != ':') {
              return base + k;
            }
          } else if (c == '"') {
            return base + k;
          } else if (c == '\\') {
            k++;
          } else if (c == '\n' || c == '\r') {
            return -1; // not JSON: the document's reader says where
          }
          k++;
        }
        i = base + k;
      }
      return string ? -1 : n;
    }

    /** The index past a number or literal starting at {@code i}. */
    private int scalarEnd(int i) throws IOException {
      while (i < n) {
        byte c = at(i);
        if (c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\r' || c == '\t') {
          return i;
        }
        i++;
      }
      return i;
    }

    /** A small unsigned integer written plainly, else {@link #NO_VERSION}. */
    private int number(int i) throws IOException {
      long v = 0;
      int end = scalarEnd(i);
      if (end == i || end - i > 9) {
        return NO_VERSION;
      }
      for (int j = i; j < end; j++) {
        byte c = at(j);
        if (c < '0' || c > '9' || (j == i && c == '0' && end - i > 1)) {
          return NO_VERSION;
        }
        v = v * 10 + (c - '0');
      }
      return (int) v;
    }

    private int keyOf(int start, int end) throws IOException {
      if (same(start, end, INSTRUCTIONS)) {
        return KEY_INSTRUCTIONS;
      }
      if (same(start, end, BLOCKS)) {
        return KEY_BLOCKS;
      }
      for (int h = 0; h < HOLDER_KEYS.length; h++) {
        if (same(start, end, HOLDER_KEYS[h])) {
          return FIRST_HOLDER + h;
        }
      }
      if (same(start, end, VERSION)) {
        return KEY_VERSION;
      }
      return OTHER;
    }

    private boolean same(int start, int end, byte[] word) throws IOException {
      if (end - start != word.length) {
        return false;
      }
      for (int j = 0; j < word.length; j++) {
        if (at(start + j) != word[j]) {
          return false;
        }
      }
      return true;
    }

    /** A value's first byte: at an instruction array's element, where the element starts. */
    private void valueStarts(int i) {
      if (inArray && depth == ARRAY_DEPTH && elementExpected) {
        elementExpected = false;
        if (element == 0) {
          firstElement = i;
          firstLine = line;
          startRun(i, line, lineStart);
        } else if (i - runStart >= runBytes) {
          // From the byte after the separator, not from the element: what stands between them (a
          // stray colon, which the scan passes over as a blank) is then read by a parser too.
          endRun(element - runFirst);
          startRun(lastSeparator + 1, separatorLine, separatorLineStart);
        }
      }
    }

    private boolean open(byte kind, int i) {
      depth++;
      if (depth <= ARRAY_DEPTH) {
        type[depth] = kind;
        expectKey[depth] = kind == OBJECT;
        key[depth] = OTHER;
        index[depth] = 0;
        if (depth == ARRAY_DEPTH && kind == ARRAY && onInstructionsPath()) {
          inArray = true;
          elementExpected = true;
          arrayOpen = i;
          element = 0;
          runs = new ArrayList<>();
        }
      }
      return true;
    }

    /**
     * Module, a holder's key (functions, queues), a holder, {@code blocks}, a block, {@code
     * instructions}.
     */
    private boolean onInstructionsPath() {
      return type[1] == OBJECT
          && key[1] >= FIRST_HOLDER
          && type[2] == ARRAY
          && type[3] == OBJECT
          && key[3] == KEY_BLOCKS
          && type[4] == ARRAY
          && type[5] == OBJECT
          && key[5] == KEY_INSTRUCTIONS;
    }

    private boolean close(byte kind, int i) {
      if (depth == 0 || (depth <= ARRAY_DEPTH && type[depth] != kind)) {
        return false;
      }
      if (inArray && depth == ARRAY_DEPTH) {
        inArray = false;
        if (elementExpected && element > 0) {
          return false; // a comma before the array's end
        }
        if (!elementExpected) {
          lastSeparator = i;
          endRun(element - runFirst + 1);
          if (i - arrayOpen >= minArrayBytes) {
            Array a =
                new Array(
                    HOLDERS.get(key[1] - FIRST_HOLDER),
                    index[2],
                    index[4],
                    arrayOpen,
                    firstElement,
                    i,
                    line - firstLine,
                    lineStart,
                    List.copyOf(runs));
            arrays.add(a);
            found.array(a, versionSeen ? version : NO_VERSION);
          }
        }
        runs = null;
      }
      depth--;
      return true;
    }

    private void separator(int i) {
      lastSeparator = i;
      separatorLine = line;
      separatorLineStart = lineStart;
      element++;
      elementExpected = true;
    }

    /** Opens a run at byte {@code i}, on line {@code onLine}, which starts at {@code from}. */
    private void startRun(int i, int onLine, int from) {
      runStart = i;
      runFirst = element;
      runLine = onLine;
      runColumn = i - from + 1;
    }

    /** Ends the open run after {@code count} elements, at the separator after the last. */
    private void endRun(int count) {
      runs.add(
          new Run(
              HOLDERS.get(key[1] - FIRST_HOLDER),
              index[2],
              index[4],
              runFirst,
              count,
              runStart,
              lastSeparator,
              runLine,
              runColumn));
    }
  }
}
