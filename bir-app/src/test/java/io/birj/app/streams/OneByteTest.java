package io.birj.app.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class OneByteTest {
  @Test
  void readsEachByteUnsignedThenMinusOneAtTheEnd() throws IOException {
    ByteArrayInputStream in = new ByteArrayInputStream(new byte[] {0, 0x7f, (byte) 0x80, -1});
    assertEquals(0, OneByte.read(in));
    assertEquals(0x7f, OneByte.read(in));
    assertEquals(0x80, OneByte.read(in));
    assertEquals(0xff, OneByte.read(in));
    assertEquals(-1, OneByte.read(in));
  }
}
