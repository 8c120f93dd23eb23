package io.birj.app.compress;

import com.github.luben.zstd.ZstdInputStream;
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
 * at the reader's limit, never decoded whole.
 */
public enum Compression {
  GZIP("gzip"),
  ZSTD("zstd"),
  /** The zlib format, as {@code Content-Encoding: deflate} means (RFC 9110). */
  DEFLATE("deflate");

  /** The bytes a document's compression is told by. */
  public static final int MAGIC_LENGTH = 4;

  private static final int BUFFER = 64 * 1024;

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
    return c.isPresent() ? c.get().decode(p) : p;
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
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n < 0 ? -1 : one[0] & 0xff;
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
