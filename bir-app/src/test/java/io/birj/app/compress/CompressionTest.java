package io.birj.app.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CompressionTest {
  static final byte[] DOC = "{\"version\":2,\"functions\":[]}".getBytes(StandardCharsets.UTF_8);

  static byte[] readOpened(byte[] in) throws IOException {
    try (InputStream s = Compression.open(new ByteArrayInputStream(in))) {
      return s.readAllBytes();
    }
  }

  @Test
  void gzip_and_zstd_are_told_by_their_magic_bytes() {
    byte[] g = Compress.gzip(DOC);
    byte[] z = Compress.zstd(DOC);
    assertEquals(Optional.of(Compression.GZIP), Compression.of(g, 4));
    assertEquals(Optional.of(Compression.ZSTD), Compression.of(z, 4));
    assertEquals(Optional.empty(), Compression.of(DOC, 4));
  }

  @Test
  void a_gzip_document_is_read_as_its_plain_text() throws IOException {
    assertArrayEquals(DOC, readOpened(Compress.gzip(DOC)));
  }

  @Test
  void a_zstd_document_is_read_as_its_plain_text() throws IOException {
    assertArrayEquals(DOC, readOpened(Compress.zstd(DOC)));
  }

  @Test
  void a_plain_document_is_read_unchanged() throws IOException {
    assertArrayEquals(DOC, readOpened(DOC));
  }

  @Test
  void a_truncated_gzip_document_is_corrupt_in_birj_words() {
    byte[] g = Compress.gzip(DOC);
    byte[] cut = java.util.Arrays.copyOf(g, g.length - 6);
    Compression.Corrupt e = assertThrows(Compression.Corrupt.class, () -> readOpened(cut));
    assertTrue(e.getMessage().startsWith("the gzip data cannot be decoded"), e.getMessage());
  }

  @Test
  void deflate_reads_the_zlib_format() throws IOException {
    try (InputStream s =
        Compression.DEFLATE.decode(new ByteArrayInputStream(Compress.deflate(DOC)))) {
      assertArrayEquals(DOC, s.readAllBytes());
    }
  }

  @Test
  void a_bomb_is_stopped_at_the_limit_without_decoding_it_whole() throws IOException {
    byte[] bomb = Compress.gzipBomb(45L << 20);
    assertTrue(bomb.length < 100_000, "bomb of " + bomb.length);
    List<Long> told = new ArrayList<>();
    try (InputStream s = Compression.open(new ByteArrayInputStream(bomb))) {
      Bounded.OverLimit e =
          assertThrows(Bounded.OverLimit.class, () -> Bounded.readAll(s, 4L << 20, told::add));
      assertEquals(4L << 20, e.limit());
    }
    assertTrue(told.size() <= 4, "told " + told);
  }

  @Test
  void the_watcher_can_stop_a_growing_stream() throws IOException {
    byte[] bomb = Compress.gzipBomb(8L << 20);
    try (InputStream s = Compression.open(new ByteArrayInputStream(bomb))) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () ->
                  Bounded.readAll(
                      s,
                      64L << 20,
                      n -> {
                        if (n >= 2L << 20) {
                          throw new IllegalStateException("stop at " + n);
                        }
                      }));
      assertEquals("stop at " + (2L << 20), e.getMessage());
    }
  }
}
