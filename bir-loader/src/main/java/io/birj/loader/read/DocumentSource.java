package io.birj.loader.read;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The bytes of one document, for the main pass and, when the module's {@code version} key comes
 * after the first expression, for the scan that looks ahead for it (jackson cannot rewind).
 *
 * <p>A file is simply opened a second time. A stream is recorded while the version is unknown; a
 * look-ahead then reads the rest into memory, scans recording + rest, and the main pass goes on
 * reading the rest from memory. Documents with {@code version} before their first expression (the
 * compiler writes it first) are never held in memory.
 */
public abstract class DocumentSource {
  /**
   * The document's first bytes (at most {@link io.birj.api.format.DocumentFormat#HEAD_LENGTH};
   * fewer when it is shorter), to tell its encoding from; reading them does not consume them.
   */
  public abstract byte[] head() throws IOException;

  /** The stream of the main pass. */
  abstract InputStream open() throws IOException;

  /** A fresh stream over the whole document, for the look-ahead. */
  abstract InputStream lookAhead() throws IOException;

  /** The version is known: no more recording. */
  void versionKnown() {}

  /** The file the document is, or {@code null} for a stream (which is read in one pass). */
  Path file() {
    return null;
  }

  public static DocumentSource of(Path path) {
    return new DocumentSource() {
      @Override
      public byte[] head() throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
          return in.readNBytes(io.birj.api.format.DocumentFormat.HEAD_LENGTH);
        }
      }

      @Override
      InputStream open() throws IOException {
        return Files.newInputStream(path);
      }

      @Override
      InputStream lookAhead() throws IOException {
        return Files.newInputStream(path);
      }

      @Override
      Path file() {
        return path;
      }
    };
  }

  public static DocumentSource of(InputStream in) {
    return new StreamSource(in);
  }

  private static final class StreamSource extends DocumentSource {
    private final java.io.PushbackInputStream raw;
    private final Recording recording;

    StreamSource(InputStream in) {
      this.raw = new java.io.PushbackInputStream(in, io.birj.api.format.DocumentFormat.HEAD_LENGTH);
      this.recording = new Recording(raw);
    }

    @Override
    public byte[] head() throws IOException {
      byte[] h = raw.readNBytes(io.birj.api.format.DocumentFormat.HEAD_LENGTH);
      raw.unread(h);
      return h;
    }

    @Override
    InputStream open() {
      return recording;
    }

    @Override
    InputStream lookAhead() throws IOException {
      byte[] rest = recording.bufferRest();
      return new SequenceInputStream(
          new ByteArrayInputStream(recording.recorded()), new ByteArrayInputStream(rest));
    }

    @Override
    void versionKnown() {
      recording.stop();
    }
  }

  /** Records what is read until stopped; can pull the rest of the input into memory. */
  private static final class Recording extends FilterInputStream {
    private byte[] buf = new byte[8192];
    private int len;
    private boolean recording = true;
    private byte[] rest;
    private int restPos;

    Recording(InputStream in) {
      super(in);
    }

    void stop() {
      recording = false;
      buf = null;
    }

    byte[] recorded() {
      return buf == null ? new byte[0] : Arrays.copyOf(buf, len);
    }

    byte[] bufferRest() throws IOException {
      if (rest == null) {
        rest = in.readAllBytes();
        restPos = 0;
      }
      return rest;
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int n) throws IOException {
      int got;
      if (rest != null) {
        if (restPos >= rest.length) {
          return -1;
        }
        got = Math.min(n, rest.length - restPos);
        System.arraycopy(rest, restPos, b, off, got);
        restPos += got;
        return got;
      }
      got = in.read(b, off, n);
      if (got > 0 && recording) {
        if (len + got > buf.length) {
          buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + got));
        }
        System.arraycopy(b, off, buf, len, got);
        len += got;
      }
      return got;
    }

    @Override
    public long skip(long n) throws IOException {
      byte[] tmp = new byte[(int) Math.min(n, 8192)];
      int got = read(tmp, 0, tmp.length);
      return Math.max(0, got);
    }

    @Override
    public boolean markSupported() {
      return false;
    }
  }
}
