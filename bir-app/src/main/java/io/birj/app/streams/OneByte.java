package io.birj.app.streams;

import java.io.IOException;
import java.io.InputStream;

/**
 * {@link InputStream#read()} for the app's streams whose work (decoding, counting, waiting for a
 * writer) is all in their array read: one byte through it, so the rules live in one place.
 */
public final class OneByte {
  private OneByte() {}

  /** The next byte of {@code in} (0 to 255), or -1 at its end, read as a one-byte array. */
  public static int read(InputStream in) throws IOException {
    byte[] one = new byte[1];
    int n;
    do {
      n = in.read(one, 0, 1);
    } while (n == 0);
    return n < 0 ? -1 : one[0] & 0xff;
  }
}
