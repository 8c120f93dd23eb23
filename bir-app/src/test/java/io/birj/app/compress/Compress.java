package io.birj.app.compress;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;

/** Compressed inputs for the tests: documents in gzip, zstd and deflate, and compression bombs. */
public final class Compress {
  private Compress() {}

  public static byte[] gzip(byte[] plain) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new GZIPOutputStream(out)) {
      z.write(plain);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  public static byte[] zstd(byte[] plain) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new ZstdOutputStream(out)) {
      z.write(plain);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** The zlib format, as {@code Content-Encoding: deflate} means. */
  public static byte[] deflate(byte[] plain) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new DeflaterOutputStream(out, new Deflater(9))) {
      z.write(plain);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /**
   * A valid empty document padded with spaces to {@code bytes} (white space between its last key
   * and its closing brace): it compresses about a thousandfold.
   */
  public static byte[] padded(long bytes) {
    byte[] head = "{\"version\":2,\"functions\":[]".getBytes(StandardCharsets.US_ASCII);
    byte[] doc = new byte[(int) bytes];
    Arrays.fill(doc, (byte) ' ');
    System.arraycopy(head, 0, doc, 0, head.length);
    doc[doc.length - 1] = '}';
    return doc;
  }

  /** {@link #padded} gzip-compressed, without holding the plain document. */
  public static byte[] gzipBomb(long bytes) {
    byte[] head = "{\"version\":2,\"functions\":[]".getBytes(StandardCharsets.US_ASCII);
    byte[] spaces = new byte[1 << 16];
    Arrays.fill(spaces, (byte) ' ');
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new GZIPOutputStream(out, 1 << 16)) {
      z.write(head);
      long left = bytes - head.length - 1;
      while (left > 0) {
        int n = (int) Math.min(left, spaces.length);
        z.write(spaces, 0, n);
        left -= n;
      }
      z.write('}');
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
