package io.birj.writer.hostile;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Hand-made CBOR (RFC 8949 heads), for the documents no writer would make. */
final class Cbor {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  static Cbor of() {
    return new Cbor();
  }

  /** The head of major type {@code major} with argument {@code n}, in its shortest form. */
  Cbor head(int major, long n) {
    int m = major << 5;
    if (n >= 0 && n < 24) {
      out.write(m | (int) n);
    } else if (n >= 0 && n < 0x100) {
      bytes(m | 24, (int) n);
    } else if (n >= 0 && n < 0x10000) {
      bytes(m | 25, (int) (n >> 8), (int) n);
    } else if (n >= 0 && n < 0x1_0000_0000L) {
      bytes(m | 26, (int) (n >> 24), (int) (n >> 16), (int) (n >> 8), (int) n);
    } else {
      out.write(m | 27);
      for (int s = 56; s >= 0; s -= 8) {
        out.write((int) (n >>> s));
      }
    }
    return this;
  }

  Cbor map(int n) {
    return head(5, n);
  }

  Cbor array(int n) {
    return head(4, n);
  }

  Cbor uint(long n) {
    return head(0, n);
  }

  Cbor text(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    head(3, b.length);
    out.writeBytes(b);
    return this;
  }

  Cbor bytes(int... b) {
    for (int x : b) {
      out.write(x);
    }
    return this;
  }

  Cbor raw(byte[] b) {
    out.writeBytes(b);
    return this;
  }

  /** {@code {"version": 2, "functions": [], <key>: } and then the value to come. */
  static Cbor emptyModuleWith(String key) {
    return of().map(3).text("version").uint(2).text("functions").array(0).text(key);
  }

  byte[] build() {
    return out.toByteArray();
  }
}
