package io.birj.app.compress;

import com.github.luben.zstd.ZstdInputStream;
import io.birj.app.streams.OneByte;
import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;

/**
 * The compressions birj reads: a document compressed with gzip or zstd is read as it is, told by
 * its first bytes (gzip {@code 1f 8b}, zstd {@code 28 b5 2f fd}), on the command line and in the
 * service; the service also takes {@code deflate} as a body's {@code Content-Encoding}. What a
 * decoder finds wrong is a {@link Corrupt} in birj's words. Decoding is lazy: whoever reads the
 * decoded stream bounds it ({@link Bounded}), so a small input that inflates without end is stopped
 * at the reader's limit, never decoded whole. A document told by its first bytes ({@link #open}) is
 * also bounded by its own ratio: past {@link #RATIO_FLOOR} decoded bytes, more than {@link
 * #DEFAULT_MAX_RATIO} times the compressed bytes read is refused ({@link TooLarge}), so a command
 * line that reads a small file never inflates it without end.
 */
public enum Compression {
  GZIP("gzip"),
  ZSTD("zstd"),
  /** The zlib format, as {@code Content-Encoding: deflate} means (RFC 9110). */
  DEFLATE("deflate");

  /** The bytes a document's compression is told by. */
  public static final int MAGIC_LENGTH = 4;

  private static final int BUFFER = 64 * 1024;

  /**
   * The decoded bytes any document may reach whatever its ratio: the service's request limit, so a
   * document the service takes is read the same on the command line.
   */
  public static final long RATIO_FLOOR = 64L << 20;

  /**
   * The most decoded bytes per compressed byte past {@link #RATIO_FLOOR}. BIR documents compress 4
   * to 25 times with gzip -9 or zstd -19; gzip's own ceiling is about 1032 times, reached by bombs
   * of repeated bytes. 100 bounds what a file may grow to (a 10 MB file: 1 GB) and leaves real
   * documents four times the room they use.
   */
  public static final int DEFAULT_MAX_RATIO = 100;

  /** The setting (a system property, or the environment's {@code BIRJ_INPUT_MAX_RATIO}). */
  public static final String MAX_RATIO_PROPERTY = "birj.input.max-ratio";

  private final String label;

  Compression(String label) {
    this.label = label;
  }

  /** The name users know it by ({@code gzip}, {@code zstd}, {@code deflate}). */
  public String label() {
    return label;
  }

  /** The compression {@code head}'s first {@code n} bytes announce, when they announce one. */
  public static Optional<Compression> of(byte[] head, int n) {
    if (n >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
      return Optional.of(GZIP);
    }
    if (n >= 4
        && (head[0] & 0xff) == 0x28
        && (head[1] & 0xff) == 0xb5
        && (head[2] & 0xff) == 0x2f
        && (head[3] & 0xff) == 0xfd) {
      return Optional.of(ZSTD);
    }
    return Optional.empty();
  }

  /**
   * {@code in} decoded when its first bytes announce gzip or zstd (once: a compressed document
   * inside a compressed document is not unwrapped again), else {@code in} itself, unread.
   */
  public static InputStream open(InputStream in) throws IOException {
    PushbackInputStream p = new PushbackInputStream(in, MAGIC_LENGTH);
    byte[] head = new byte[MAGIC_LENGTH];
    int n = 0;
    for (int r; n < MAGIC_LENGTH && (r = p.read(head, n, MAGIC_LENGTH - n)) > 0; ) {
      n += r;
    }
    p.unread(head, 0, n);
    Optional<Compression> c = of(head, n);
    if (c.isEmpty()) {
      return p;
    }
    Counted compressed = new Counted(p);
    return new Ratio(c.get().decode(compressed), compressed, c.get(), maxRatio());
  }

  /** {@link #MAX_RATIO_PROPERTY}'s value: {@link #DEFAULT_MAX_RATIO} unless set; 0, no bound. */
  static int maxRatio() {
    String v = System.getProperty(MAX_RATIO_PROPERTY);
    if (v == null) {
      v = System.getenv("BIRJ_INPUT_MAX_RATIO");
    }
    if (v == null || v.isBlank()) {
      return DEFAULT_MAX_RATIO;
    }
    try {
      int r = Integer.parseInt(v.strip());
      if (r >= 0) {
        return r;
      }
    } catch (NumberFormatException e) {
      // Said below.
    }
    throw new IllegalArgumentException(
        MAX_RATIO_PROPERTY + " is '" + v + "', not a ratio (a whole number, 0 for no bound)");
  }

  /**
   * A compressed document that decodes to more than {@link #RATIO_FLOOR} at more than its ratio
   * allows: refused before more is decoded.
   */
  public static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge(Compression c, long decoded, long compressed, int ratio) {
      super(
          "the "
              + c.label
              + " data decodes to more than "
              + decoded
              + " bytes from "
              + compressed
              + ", over "
              + ratio
              + " times its compressed size: refused as a compression bomb (set "
              + MAX_RATIO_PROPERTY
              + " or BIRJ_INPUT_MAX_RATIO to a larger ratio, 0 for none, to read it)");
    }
  }

  /** The bytes read from the compressed data. */
  private static final class Counted extends java.io.FilterInputStream {
    private long count;

    Counted(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b >= 0) {
        count++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = in.read(b, off, len);
      if (n > 0) {
        count += n;
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long k = in.skip(n);
      count += Math.max(0, k);
      return k;
    }
  }

  /** A decoded stream refused past the floor when it outgrows its ratio. */
  private static final class Ratio extends java.io.FilterInputStream {
    private final Counted compressed;
    private final Compression compression;
    private final int ratio;
    private long decoded;

    Ratio(InputStream decoded, Counted compressed, Compression compression, int ratio) {
      super(decoded);
      this.compressed = compressed;
      this.compression = compression;
      this.ratio = ratio;
    }

    @Override
    public int read() throws IOException {
      return OneByte.read(this);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = in.read(b, off, len);
      if (n > 0) {
        decoded += n;
        // The compressed count runs ahead of the decoder (its buffer): the ratio is never
        // overstated.
        if (ratio > 0
            && decoded > RATIO_FLOOR
            && decoded > (double) ratio * Math.max(1, compressed.count)) {
          throw new TooLarge(compression, decoded, compressed.count, ratio);
        }
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      // Through read, so skipped bytes count too.
      byte[] buf = new byte[(int) Math.min(Math.max(n, 0), BUFFER)];
      long left = n;
      while (left > 0) {
        int k = read(buf, 0, (int) Math.min(left, buf.length));
        if (k < 0) {
          break;
        }
        left -= k;
      }
      return n - Math.max(0, left);
    }
  }

  /** {@code in} decoded from this compression (its errors: {@link Corrupt}). */
  public InputStream decode(InputStream in) throws IOException {
    InputStream decoded =
        switch (this) {
          case GZIP -> gzip(in);
          case ZSTD -> zstd(in);
          case DEFLATE -> deflate(in);
        };
    return new Checked(decoded, this);
  }

  private InputStream gzip(InputStream in) throws IOException {
    try {
      return new GZIPInputStream(in, BUFFER);
    } catch (ZipException | EOFException e) {
      throw new Corrupt(this, "it does not start with a gzip header");
    }
  }

  private static InputStream zstd(InputStream in) throws IOException {
    ZstdInputStream z = new ZstdInputStream(new BufferedInputStream(in, BUFFER));
    // Each frame's window comes from the input: a frame may not ask for more than zstd's default.
    z.setContinuous(false);
    return z;
  }

  private InputStream deflate(InputStream in) throws IOException {
    PushbackInputStream p = new PushbackInputStream(in, 2);
    int b0 = p.read();
    int b1 = b0 < 0 ? -1 : p.read();
    // RFC 1950's header: compression method 8, and the two bytes a multiple of 31. Raw deflate
    // data, which has no header, cannot be told from other bytes: it is not taken.
    if (b1 < 0 || (b0 & 0x0f) != 8 || ((b0 << 8) | b1) % 31 != 0) {
      throw new Corrupt(this, "it does not start with a zlib header");
    }
    p.unread(b1);
    p.unread(b0);
    return new InflaterInputStream(p, new Inflater(), BUFFER);
  }

  @Override
  public String toString() {
    return label;
  }

  /** The compressed data is not what its compression says: truncated, corrupt, or not it at all. */
  public static final class Corrupt extends IOException {
    private static final long serialVersionUID = 1L;

    private final Compression compression;

    Corrupt(Compression compression, String why) {
      super("the " + compression.label + " data cannot be decoded: " + why);
      this.compression = compression;
    }

    public Compression compression() {
      return compression;
    }
  }

  /** A decoded stream whose decoder's errors are {@link Corrupt}. */
  private static final class Checked extends java.io.FilterInputStream {
    private final Compression compression;

    Checked(InputStream in, Compression compression) {
      super(in);
      this.compression = compression;
    }

    @Override
    public int read() throws IOException {
      return OneByte.read(this);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      try {
        return in.read(b, off, len);
      } catch (Corrupt e) {
        throw e;
      } catch (EOFException e) {
        throw new Corrupt(compression, "the data ends before its end mark (truncated)");
      } catch (ZipException e) {
        throw new Corrupt(compression, "the data is corrupt (" + deflateWords(e) + ")");
      } catch (IOException | RuntimeException e) {
        if (e instanceof IOException && !isDecoder(e)) {
          throw (IOException) e;
        }
        throw new Corrupt(compression, "the data is corrupt");
      }
    }

    /** zstd-jni's errors (an IOException or a RuntimeException of its package). */
    private static boolean isDecoder(Exception e) {
      return e.getClass().getName().startsWith("com.github.luben.zstd");
    }

    private static String deflateWords(ZipException e) {
      String m = String.valueOf(e.getMessage());
      return m.matches("[a-zA-Z ]{1,60}") ? m : "bad deflate data";
    }
  }
}
