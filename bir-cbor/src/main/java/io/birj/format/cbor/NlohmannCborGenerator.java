package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.UnwritableValueException;
import io.birj.api.json.FloatText;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * jackson's CBOR generator, made to write what nlohmann's {@code to_cbor} writes for the same
 * values (bir-cbor/README.md, "What the generator writes"):
 *
 * <ul>
 *   <li>integers in the shortest head of major type 0 or 1, an unsigned 64-bit value above {@code
 *       Long.MAX_VALUE} included (jackson would tag it as a bignum); an integer beyond 64 bits is
 *       refused ({@link UnwritableValueException}), not rounded to a double;
 *   <li>a float as float32 when that is exact, else float64; NaN and the infinities as float16
 *       (jackson writes NaN as float64);
 *   <li>a number given as text ({@code writeNumber(String)}, as birj's writer keeps number
 *       spellings) as that number (jackson would write a text string);
 *   <li>definite lengths everywhere: the encoded bytes are held until {@link #close()}, then
 *       rewritten by {@link DefiniteLengths} to the target.
 * </ul>
 */
final class NlohmannCborGenerator extends CBORGenerator {
  /** JSON's number grammar: only such text is a number. */
  private static final Pattern JSON_INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");

  private static final Pattern JSON_FLOAT =
      Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

  /** Digits that always fit a long. */
  private static final int LONG_SAFE_DIGITS = 18;

  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  private static final int UINT64_HEAD = 0x1B;
  private static final int NEGINT64_HEAD = 0x3B;
  private static final int FLOAT16_HEAD = 0xF9;

  private final ByteChunks buffer;
  private final OutputStream target;
  private boolean finished;

  NlohmannCborGenerator(
      IOContext ctxt,
      int stdFeatures,
      int formatFeatures,
      ObjectCodec codec,
      ByteChunks buffer,
      OutputStream target) {
    super(ctxt, stdFeatures, formatFeatures, codec, buffer);
    this.buffer = buffer;
    this.target = target;
  }

  @Override
  public void writeNumber(double d) throws IOException {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      _verifyValueWrite("write number");
      writeRaw((byte) FLOAT16_HEAD);
      writeRaw((byte) (Double.isNaN(d) ? 0x7E : d > 0 ? 0x7C : 0xFC));
      writeRaw((byte) 0x00);
      return;
    }
    float f = (float) d;
    if (f == d) {
      super.writeNumber(f);
    } else {
      super.writeNumber(d);
    }
  }

  @Override
  public void writeNumber(float f) throws IOException {
    writeNumber((double) f);
  }

  @Override
  public void writeNumber(BigInteger v) throws IOException {
    if (v == null) {
      writeNull();
    } else if (v.bitLength() <= 63) {
      writeNumber(v.longValue());
    } else if (v.signum() > 0 && v.compareTo(TWO_64) < 0) {
      writeUint64(UINT64_HEAD, v.longValue());
    } else if (v.signum() < 0 && v.negate().compareTo(TWO_64) <= 0) {
      // major type 1 holds -1 - n for n below 2^64
      writeUint64(NEGINT64_HEAD, BigInteger.ONE.negate().subtract(v).longValue());
    } else {
      // Beyond 64 bits CBOR has only bignum tags, which the compiler (nlohmann's from_cbor) does
      // not read and birj refuses; the double nlohmann's JSON parser would make of it is another
      // number. Refused rather than changed.
      String text = v.toString();
      throw new UnwritableValueException(
          DiagnosticCode.BIRJ_E0202,
          "the integer "
              + (text.length() > 40 ? text.substring(0, 40) + "…" : text)
              + " is wider than 64 bits, which a CBOR integer cannot hold (a double would change it)",
          this);
    }
  }

  private void writeUint64(int head, long bits) throws IOException {
    _verifyValueWrite("write number");
    byte[] b = new byte[9];
    b[0] = (byte) head;
    for (int i = 0; i < 8; i++) {
      b[1 + i] = (byte) (bits >>> (56 - 8 * i));
    }
    writeBytes(b, 0, b.length);
  }

  /** nlohmann holds every non-integer number as a double. */
  @Override
  public void writeNumber(BigDecimal dec) throws IOException {
    if (dec == null) {
      writeNull();
    } else {
      writeNumber(inDoubleRange(dec.toString(), dec.doubleValue()));
    }
  }

  /**
   * {@code value}, the double the number {@code text} reads as, unless that turns it into an
   * infinity or a non-zero number into zero: a float's CBOR form is a double, and birj rewrites no
   * number (the JSON form keeps the spelling; {@code FloatText.inDoubleRange}).
   */
  private double inDoubleRange(String text, double value) throws UnwritableValueException {
    if (!FloatText.inDoubleRange(text, value)) {
      throw new UnwritableValueException(
          DiagnosticCode.BIRJ_E0202,
          FloatText.outOfRange("the number", text) + ", which a CBOR float cannot hold",
          this);
    }
    return value;
  }

  /**
   * Fails unless {@code text} is Unicode: CBOR text is UTF-8, which has no form for an unpaired
   * surrogate (JSON holds one as a {@code \\uD800} escape).
   */
  static void requireUtf8(CharSequence text, String what, JsonGenerator g)
      throws UnwritableValueException {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < text.length()
            && Character.isLowSurrogate(text.charAt(i + 1))) {
          i++;
        } else {
          throw new UnwritableValueException(
              DiagnosticCode.BIRJ_E0103,
              String.format(
                  "%s holds the unpaired surrogate U+%04X, which UTF-8 (and so CBOR) cannot"
                      + " encode",
                  what, (int) c),
              g);
        }
      }
    }
  }

  @Override
  public void writeString(String text) throws IOException {
    if (text != null) {
      requireUtf8(text, "a string", this);
    }
    super.writeString(text);
  }

  @Override
  public void writeString(char[] text, int offset, int len) throws IOException {
    requireUtf8(java.nio.CharBuffer.wrap(text, offset, len), "a string", this);
    super.writeString(text, offset, len);
  }

  @Override
  public void writeNumber(String encodedValue) throws IOException {
    if (encodedValue == null) {
      writeNull();
    } else if (JSON_INTEGER.matcher(encodedValue).matches()) {
      if (encodedValue.length() <= LONG_SAFE_DIGITS) {
        writeNumber(Long.parseLong(encodedValue));
      } else {
        writeNumber(new BigInteger(encodedValue));
      }
    } else if (JSON_FLOAT.matcher(encodedValue).matches()) {
      writeNumber(inDoubleRange(encodedValue, Double.parseDouble(encodedValue)));
    } else {
      _reportError("not a JSON number: \"" + encodedValue + "\"");
    }
  }

  @Override
  public void writeArray(int[] array, int offset, int length) throws IOException {
    writeArray(array, array.length, offset, length, i -> writeNumber(array[i]));
  }

  @Override
  public void writeArray(long[] array, int offset, int length) throws IOException {
    writeArray(array, array.length, offset, length, i -> writeNumber(array[i]));
  }

  @Override
  public void writeArray(double[] array, int offset, int length) throws IOException {
    writeArray(array, array.length, offset, length, i -> writeNumber(array[i]));
  }

  /** Writes one element of a primitive array. */
  private interface ElementWriter {
    void write(int index) throws IOException;
  }

  /** Jackson's {@code writeArray} of a primitive array: its elements {@code offset..+length}. */
  private void writeArray(
      Object array, int arrayLength, int offset, int length, ElementWriter element)
      throws IOException {
    _verifyOffsets(arrayLength, offset, length);
    writeStartArray(array, length);
    for (int i = offset; i < offset + length; i++) {
      element.write(i);
    }
    writeEndArray();
  }

  /**
   * Closes the generator (jackson closes what is still open) and writes the document, its lengths
   * made definite, to the target, which stays open.
   */
  @Override
  public void close() throws IOException {
    super.close();
    if (!finished) {
      finished = true;
      DefiniteLengths.rewrite(buffer, target);
      buffer.clear();
      if (isEnabled(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM)) {
        target.flush();
      }
    }
  }
}
