package io.birj.app.service;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A bare TCP client, for clients that HTTP libraries will not be: slow, stalled, half-sent. */
final class RawClient implements AutoCloseable {
  private final Socket socket;

  RawClient(URL server) {
    try {
      socket = new Socket(server.getHost(), server.getPort());
      socket.setTcpNoDelay(true);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The head of a request with a body of {@code length} bytes. */
  static String head(String path, long length) {
    return "POST "
        + path
        + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
        + length
        + "\r\n\r\n";
  }

  /** Sends {@code text}; false when the server has closed the connection already. */
  boolean send(String text) {
    return send(text.getBytes(StandardCharsets.US_ASCII));
  }

  boolean send(byte[] bytes) {
    try {
      socket.getOutputStream().write(bytes);
      socket.getOutputStream().flush();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Milliseconds until the server closes the connection, reading (and dropping) what it sends; -1
   * if it is still open after {@code max}.
   */
  long millisUntilClosed(Duration max) {
    long start = System.nanoTime();
    try {
      socket.setSoTimeout((int) max.toMillis());
      InputStream in = socket.getInputStream();
      byte[] buf = new byte[8192];
      while (in.read(buf) >= 0) {
        if (System.nanoTime() - start > max.toNanos()) {
          return -1;
        }
      }
    } catch (SocketTimeoutException e) {
      return -1;
    } catch (SocketException e) {
      // Reset by the server: closed as well.
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return (System.nanoTime() - start) / 1_000_000;
  }

  /** The status code of the answer the server sends next (reading its head only). */
  int status(Duration max) {
    try {
      socket.setSoTimeout((int) max.toMillis());
      InputStream in = socket.getInputStream();
      StringBuilder line = new StringBuilder();
      for (int c; (c = in.read()) >= 0 && c != '\n'; ) {
        line.append((char) c);
      }
      String[] parts = line.toString().split(" ");
      return parts.length > 1 ? Integer.parseInt(parts[1]) : -1;
    } catch (IOException e) {
      return -1;
    }
  }

  /** Everything the server sends until it closes the connection or {@code max} passes. */
  String readAll(Duration max) {
    StringBuilder b = new StringBuilder();
    try {
      socket.setSoTimeout((int) max.toMillis());
      InputStream in = socket.getInputStream();
      byte[] buf = new byte[8192];
      for (int n; (n = in.read(buf)) >= 0; ) {
        b.append(new String(buf, 0, n, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      // Timed out or reset: what came so far is the answer.
    }
    return b.toString();
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      // Closing a socket the server closed already.
    }
  }
}
