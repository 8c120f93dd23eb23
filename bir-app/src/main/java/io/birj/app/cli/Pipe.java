package io.birj.app.cli;

import io.birj.app.streams.OneByte;
import io.birj.writer.OutputFile;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What a writer produces on a background thread, read here as a stream, a few chunks in flight: a
 * document is written and read back (or compared) without ever being held whole. The writer's
 * failure is rethrown by the reading side, in place of the end of the stream.
 */
final class Pipe extends InputStream {
  private static final int CHUNK = 1 << 16;
  private static final int CHUNKS_IN_FLIGHT = 8;
  private static final byte[] END = new byte[0];

  private final BlockingQueue<byte[]> chunks = new ArrayBlockingQueue<>(CHUNKS_IN_FLIGHT);
  private final Thread writer;
  private volatile boolean closed;
  private volatile Throwable failure;
  private byte[] current = new byte[0];
  private int pos;
  private boolean ended;

  private Pipe(String name, OutputFile.Content content) {
    this.writer =
        new Thread(
            () -> {
              try (OutputStream out = new BufferedOutputStream(new Sink(), CHUNK)) {
                content.writeTo(out);
              } catch (Throwable t) { // rethrown by the reading side, whatever it is
                if (!closed) {
                  failure = t;
                }
              } finally {
                offer(END);
              }
            },
            name);
    writer.setDaemon(true);
  }

  /** Starts writing {@code content} on a thread called {@code name}. */
  static Pipe from(String name, OutputFile.Content content) {
    Pipe p = new Pipe(name, content);
    p.writer.start();
    return p;
  }

  /** The writer's failure, once the stream has ended; {@code null} when it succeeded. */
  Throwable failure() {
    return failure;
  }

  @Override
  public int read() throws IOException {
    return OneByte.read(this);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (pos == current.length) {
      if (ended) {
        return -1;
      }
      try {
        current = chunks.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("interrupted while reading what was written");
      }
      pos = 0;
      if (current == END) {
        ended = true;
        join();
        rethrowFailure();
        return -1;
      }
    }
    int n = Math.min(len, current.length - pos);
    System.arraycopy(current, pos, b, off, n);
    pos += n;
    return n;
  }

  private void rethrowFailure() throws IOException {
    Throwable t = failure;
    if (t == null) {
      return;
    }
    if (t instanceof IOException io) {
      throw io;
    }
    Failures.throwIfUnchecked(t);
    throw new UncheckedIOException(new IOException(t));
  }

  /** Stops the writer (if it is still writing) and waits for it. */
  @Override
  public void close() {
    closed = true;
    chunks.clear();
    join();
  }

  private void join() {
    boolean interrupted = false;
    while (writer.isAlive()) {
      chunks.clear();
      try {
        writer.join(100);
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** Hands a chunk to the reader; gives up when the reader has gone. */
  private boolean offer(byte[] chunk) {
    try {
      while (!closed) {
        if (chunks.offer(chunk, 100, TimeUnit.MILLISECONDS)) {
          return true;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return false;
  }

  /** The writer's end: each write becomes a chunk for the reader. */
  private final class Sink extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (len > 0 && !offer(Arrays.copyOfRange(b, off, off + len))) {
        throw new IOException("the reading side stopped");
      }
    }
  }
}
