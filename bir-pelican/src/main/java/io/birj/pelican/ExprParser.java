package io.birj.pelican;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the text form written by {@link ExprPrinter} (grammar in its javadoc) back into nodes of a
 * context: {@code parse(ctx, print(e)) == e} for every expression of {@code ctx}, live-only and
 * vendor kinds included (vendor kinds must be registered with the context).
 *
 * <p>Whitespace (space, tab, CR, LF) may stand between any two tokens. Errors are {@link
 * ExprParseException}s that give the column. The parser keeps its own stack instead of recursing,
 * so text nested 100,000 deep parses like flat text; its memory is linear in the text length.
 */
public final class ExprParser {
  private final PelicanContext ctx;
  private final String s;
  private int pos;

  private ExprParser(PelicanContext ctx, String text) {
    this.ctx = ctx;
    this.s = text;
  }

  /** The expression {@code text} spells, made in {@code ctx}. */
  public static Expr parse(PelicanContext ctx, String text) {
    if (text == null) {
      throw new ExprParseException("no text (null)", 1);
    }
    return new ExprParser(ctx, text).parseAll();
  }

  // ---- frames of the explicit parse stack --------------------------------------------------

  private abstract static class Frame {
    final int start;

    Frame(int start) {
      this.start = start;
    }
  }

  /** A primary followed by postfix operators; {@code indexOnly} inside an affine term. */
  private static final class ExprFrame extends Frame {
    Expr value;

    ExprFrame(int start) {
      super(start);
    }
  }

  /** {@code sum(} ... {@code )}. */
  private static final class SumFrame extends Frame {
    final List<Expr> items = new ArrayList<>();

    SumFrame(int start) {
      super(start);
    }
  }

  /** {@code @kind[sym](params |} children {@code )}. */
  private static final class VendorFrame extends Frame {
    final VendorKind kind;
    final String symbol;
    final long[] params;
    final List<Expr> children = new ArrayList<>();

    VendorFrame(int start, VendorKind kind, String symbol, long[] params) {
      super(start);
      this.kind = kind;
      this.symbol = symbol;
      this.params = params;
    }
  }

  /** {@code (} terms and constant {@code )}. */
  private static final class AffineFrame extends Frame {
    final List<AffineExpr.Term> terms = new ArrayList<>();
    boolean started;
    long pendingCoeff;
    int pendingPos;

    AffineFrame(int start) {
      super(start);
    }
  }

  // ---- driver --------------------------------------------------------------------------------

  private Expr parseAll() {
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    skipWs();
    stack.push(new ExprFrame(pos));
    Expr result = null; // a finished value on its way to the frame on top
    while (!stack.isEmpty()) {
      Frame top = stack.peek();
      if (top instanceof ExprFrame f) {
        if (result != null) {
          f.value = result;
          result = null;
        } else {
          f.value = primary(stack, false);
          if (f.value == null) {
            continue; // a frame was pushed: its value comes back as result
          }
        }
        stack.pop();
        result = postfix(f.value);
      } else if (top instanceof SumFrame f) {
        result = list(stack, f.items, result) ? make(f.start, () -> ctx.sum(f.items)) : null;
      } else if (top instanceof VendorFrame f) {
        result =
            list(stack, f.children, result)
                ? make(f.start, () -> ctx.vendor(f.kind, f.symbol, f.params, f.children))
                : null;
      } else {
        result = affine(stack, (AffineFrame) top, result);
      }
    }
    skipWs();
    if (pos < s.length()) {
      throw error("unexpected text after the expression");
    }
    return result;
  }

  /**
   * Continues a comma-separated list of expressions closed by {@code )}; {@code delivered} is the
   * item just parsed (or null at the start). Returns true when the list is closed (and its frame
   * popped), false after pushing the next item's frame.
   */
  private boolean list(ArrayDeque<Frame> stack, List<Expr> items, Expr delivered) {
    skipWs();
    if (delivered != null) {
      items.add(delivered);
      if (peek() == ',') {
        pos++;
        skipWs();
        stack.push(new ExprFrame(pos));
        return false;
      }
      expect(')', "',' or ')'");
    } else if (peek() == ')') {
      pos++;
    } else {
      stack.push(new ExprFrame(pos));
      return false;
    }
    stack.pop();
    return true;
  }

  /** Continues an affine frame; returns the finished AffineExpr, or null after pushing a frame. */
  private Expr affine(ArrayDeque<Frame> stack, AffineFrame f, Expr delivered) {
    if (delivered != null) {
      addTerm(f, delivered);
    } else if (!f.started) {
      f.started = true;
      skipWs();
      boolean negative = false;
      if (peek() == '-') {
        pos++;
        negative = true;
      }
      Expr closed = termOrConstant(stack, f, negative);
      if (closed != null || stack.peek() != f) {
        return closed;
      }
    }
    while (true) {
      skipWs();
      char c = peek();
      if (c == ')') {
        pos++;
        stack.pop();
        return make(f.start, () -> ctx.affine(f.terms, 0));
      }
      if (c != '+' && c != '-') {
        throw error("expected '+', '-' or ')' in an affine expression");
      }
      pos++;
      Expr closed = termOrConstant(stack, f, c == '-');
      if (closed != null || stack.peek() != f) {
        return closed;
      }
    }
  }

  /**
   * Reads {@code [UINT '*'] index} or a closing constant {@code UINT ')'}. Returns the finished
   * affine when a constant closed it; else null, with the term added or an index frame pushed.
   */
  private Expr termOrConstant(ArrayDeque<Frame> stack, AffineFrame f, boolean negative) {
    skipWs();
    int at = pos;
    long coeff = negative ? -1 : 1;
    if (isDigit(peek())) {
      long magnitude = unsignedDigits();
      long value = signed(magnitude, negative, at);
      skipWs();
      if (peek() != '*') {
        expect(')', "'*' or ')' after a number in an affine expression");
        stack.pop();
        return make(f.start, () -> ctx.affine(f.terms, value));
      }
      pos++;
      skipWs();
      coeff = value;
    }
    f.pendingCoeff = coeff;
    f.pendingPos = pos;
    Expr idx = primary(stack, true);
    if (idx != null) {
      addTerm(f, idx);
    }
    return null;
  }

  private void addTerm(AffineFrame f, Expr idx) {
    if (!(idx instanceof AffineIdx i)) {
      throw new ExprParseException(
          "an affine term needs an index, not a " + idx.kindName(), f.pendingPos + 1);
    }
    f.terms.add(new AffineExpr.Term(i, f.pendingCoeff));
  }

  /**
   * Reads a primary: returns a leaf node, or pushes the frame of a composite one and returns null.
   * With {@code indexOnly}, only the index productions are accepted.
   */
  private Expr primary(ArrayDeque<Frame> stack, boolean indexOnly) {
    skipWs();
    int at = pos;
    char c = peek();
    if (c == '(' && !indexOnly) {
      pos++;
      stack.push(new AffineFrame(at));
      return null;
    }
    if (c == '@') {
      return vendor(stack, indexOnly);
    }
    if (c == '%') {
      pos++;
      String name = name("a register name");
      return make(at, () -> ctx.intRuntimeValue(name));
    }
    if (c == '`') {
      String name = name("a name");
      return make(at, () -> ctx.affineIV(name));
    }
    if (!ExprPrinter.isIdentStart(c)) {
      throw error(indexOnly ? "expected an index" : "expected an expression");
    }
    String word = identifier();
    if (!ExprPrinter.KEYWORDS.contains(word)) {
      return make(at, () -> ctx.affineIV(word));
    }
    switch (word) {
      case "shard":
        {
          long[] a = arguments(1);
          return make(at, () -> ctx.shardId(a[0]));
        }
      case "apidx":
        {
          long[] a = arguments(1);
          return make(at, () -> ctx.apIndex(a[0]));
        }
      case "tiledapidx":
        {
          long[] a = arguments(2);
          return make(at, () -> ctx.tiledApIndex(a[0], a[1]));
        }
      case "sym":
        {
          open();
          String name = name("a symbol name");
          close();
          return make(at, () -> ctx.symbolicIdx(name));
        }
      default:
        break;
    }
    if (indexOnly) {
      pos = at;
      throw error("expected an index, found '" + word + "'");
    }
    switch (word) {
      case "sum":
        open();
        stack.push(new SumFrame(at));
        return null;
      case "ccrank":
        {
          long[] a = arguments(2);
          return make(at, () -> ctx.ccGetRank(a[0], a[1]));
        }
      case "arg":
        {
          long[] a = arguments(1);
          return make(at, () -> ctx.indirectArg(a[0]));
        }
      default:
        pos = at;
        throw error("expected an expression, found the keyword '" + word + "'");
    }
  }

  private Expr vendor(ArrayDeque<Frame> stack, boolean indexOnly) {
    int at = pos;
    pos++; // '@'
    if (!ExprPrinter.isIdentStart(peek())) {
      throw error("expected a vendor kind name after '@'");
    }
    String kindName = identifier();
    VendorKind kind = ctx.vendorKind(kindName);
    if (kind == null) {
      pos = at + 1;
      throw error("unknown vendor kind '" + kindName + "' (not registered with the context)");
    }
    if (indexOnly && !kind.isIndex()) {
      pos = at;
      throw error("vendor kind '" + kindName + "' is not an index kind");
    }
    skipWs();
    String symbol = null;
    if (peek() == '[') {
      pos++;
      skipWs();
      symbol = name("a symbol name");
      skipWs();
      expect(']', "']'");
    }
    open();
    List<Long> params = new ArrayList<>();
    skipWs();
    if (peek() == '-' || isDigit(peek())) {
      params.add(signedInt());
      skipWs();
      while (peek() == ',') {
        pos++;
        params.add(signedInt());
        skipWs();
      }
    }
    long[] p = params.stream().mapToLong(Long::longValue).toArray();
    String sym = symbol;
    if (peek() == '|') {
      pos++;
      skipWs();
      stack.push(new VendorFrame(at, kind, sym, p));
      stack.push(new ExprFrame(pos));
      return null;
    }
    expect(')', "',', '|' or ')'");
    return make(at, () -> ctx.vendor(kind, sym, p, List.of()));
  }

  /** Applies the postfix operators that follow a primary. */
  private Expr postfix(Expr value) {
    while (true) {
      skipWs();
      int at = pos;
      if (peek() == '*') {
        pos++;
        long k = signedInt();
        Expr v = value;
        value = make(at, () -> ctx.mult(v, k));
        continue;
      }
      if (!ExprPrinter.isIdentStart(peek())) {
        return value;
      }
      String word = identifier();
      Expr v = value;
      switch (word) {
        case "floordiv":
          {
            long k = signedInt();
            value = make(at, () -> ctx.floorDiv(v, k));
            break;
          }
        case "mod":
          {
            long k = signedInt();
            value = make(at, () -> ctx.modulo(v, k));
            break;
          }
        case "ccdiv":
          {
            long k = signedInt();
            long g = group();
            value = make(at, () -> ctx.ccDiv(v, k, g));
            break;
          }
        case "ccmod":
          {
            long k = signedInt();
            long g = group();
            value = make(at, () -> ctx.ccMod(v, k, g));
            break;
          }
        default:
          pos = at; // not an operator: the enclosing construct decides
          return value;
      }
    }
  }

  private long group() {
    skipWs();
    int at = pos;
    if (!ExprPrinter.isIdentStart(peek()) || !identifier().equals("group")) {
      pos = at;
      throw error("expected 'group' and the replica group id");
    }
    skipWs();
    if (!isDigit(peek())) {
      throw error("expected an unsigned replica group id");
    }
    return unsignedDigits();
  }

  // ---- tokens ----------------------------------------------------------------------------------

  private long[] arguments(int n) {
    open();
    long[] a = new long[n];
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        skipWs();
        expect(',', "','");
      }
      a[i] = signedInt();
    }
    close();
    return a;
  }

  private void open() {
    skipWs();
    expect('(', "'('");
  }

  private void close() {
    skipWs();
    expect(')', "')'");
  }

  /** {@code -?[0-9]+}, a signed 64-bit integer. */
  private long signedInt() {
    skipWs();
    int at = pos;
    boolean negative = false;
    if (peek() == '-') {
      negative = true;
      pos++;
    }
    if (!isDigit(peek())) {
      throw error("expected an integer");
    }
    return signed(unsignedDigits(), negative, at);
  }

  /** {@code [0-9]+} as an unsigned 64-bit integer. */
  private long unsignedDigits() {
    int at = pos;
    long v = 0;
    while (isDigit(peek())) {
      int d = peek() - '0';
      // v * 10 + d must stay below 2^64
      if (Long.compareUnsigned(v, Long.divideUnsigned(-1L - d, 10)) > 0) {
        pos = at;
        throw error("integer out of range");
      }
      v = v * 10 + d;
      pos++;
    }
    return v;
  }

  /** The signed value of an unsigned magnitude, or an error when it does not fit 64 bits. */
  private long signed(long magnitude, boolean negative, int at) {
    if (negative ? Long.compareUnsigned(magnitude, Long.MIN_VALUE) > 0 : magnitude < 0) {
      pos = at;
      throw error("integer out of the signed 64-bit range");
    }
    return negative ? -magnitude : magnitude;
  }

  private String identifier() {
    int start = pos;
    while (pos < s.length() && ExprPrinter.isIdentPart(s.charAt(pos))) {
      pos++;
    }
    return s.substring(start, pos);
  }

  /** A bare identifier that is not a keyword, or a back-quoted name. */
  private String name(String what) {
    int at = pos;
    if (peek() == '`') {
      pos++;
      StringBuilder b = new StringBuilder();
      while (true) {
        if (pos >= s.length()) {
          pos = at;
          throw error("unterminated back-quoted name");
        }
        char ch = s.charAt(pos++);
        if (ch == '`') {
          return b.toString();
        }
        if (ch == '\\') {
          char next = pos < s.length() ? s.charAt(pos) : 0;
          if (next != '`' && next != '\\') {
            pos--;
            throw error("only \\` and \\\\ are escapes in a back-quoted name");
          }
          pos++;
          ch = next;
        }
        b.append(ch);
      }
    }
    if (!ExprPrinter.isIdentStart(peek())) {
      throw error("expected " + what);
    }
    String word = identifier();
    if (ExprPrinter.KEYWORDS.contains(word)) {
      pos = at;
      throw error("'" + word + "' is a keyword: back-quote it to use it as a name");
    }
    return word;
  }

  private void expect(char c, String what) {
    if (peek() != c) {
      throw error("expected " + what);
    }
    pos++;
  }

  private char peek() {
    return pos < s.length() ? s.charAt(pos) : 0;
  }

  private void skipWs() {
    while (pos < s.length()) {
      char c = s.charAt(pos);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return;
      }
      pos++;
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private ExprParseException error(String message) {
    String found = pos >= s.length() ? "end of text" : "'" + s.charAt(pos) + "'";
    return new ExprParseException(message + " (found " + found + ")", pos + 1);
  }

  /**
   * Runs a factory; its errors (duplicate index, vendor arity) become parse errors at {@code at}.
   */
  private static <T extends Expr> T make(int at, java.util.function.Supplier<T> factory) {
    try {
      return factory.get();
    } catch (ExprParseException e) {
      throw e;
    } catch (PelicanException e) {
      throw new ExprParseException(e.getMessage(), at + 1, e);
    }
  }
}
