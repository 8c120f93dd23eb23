package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.format.DocumentFormats;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The 400-vs-422 pre-check: one pass over the tokens, in memory bounded by its depth limit. */
class BodyCheckTest {
  private static long allocatedByThisThread() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getCurrentThreadAllocatedBytes();
  }

  @Test
  void ten_mib_of_open_brackets_are_checked_in_a_few_mib() {
    byte[] body = new byte[10 << 20];
    Arrays.fill(body, (byte) '[');
    long before = allocatedByThisThread();
    assertDoesNotThrow(() -> BodyCheck.wellFormed(body));
    long used = allocatedByThisThread() - before;
    assertTrue(used < 8 << 20, "the check allocated " + used + " bytes");
  }

  @Test
  void nesting_past_the_check_s_depth_is_left_to_the_loader_s_limits() {
    String deep = "[".repeat(BodyCheck.MAX_DEPTH + 1) + "]".repeat(BodyCheck.MAX_DEPTH + 1);
    assertDoesNotThrow(() -> BodyCheck.wellFormed(deep.getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void malformed_json_within_the_depth_is_400_at_its_position() {
    ProblemException e =
        assertThrows(
            ProblemException.class,
            () -> BodyCheck.wellFormed("[[1,]]".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(400, e.problem().status());
    assertEquals(1L, e.problem().line());
    assertEquals(5L, e.problem().column());
  }

  @Test
  void white_space_alone_is_400_without_a_position() {
    ProblemException e =
        assertThrows(
            ProblemException.class,
            () -> BodyCheck.wellFormed(" \n ".getBytes(StandardCharsets.US_ASCII)));
    assertEquals("urn:birj:problem:malformed-body", e.problem().type());
    assertEquals(null, e.problem().line());
  }

  @Test
  void a_body_a_binary_encoding_recognises_is_left_to_the_loader() {
    // A CBOR map head followed by bytes that are no JSON at all.
    byte[] cbor = {(byte) 0xA1, (byte) 0xFF, 0x00, 0x13};
    assertDoesNotThrow(() -> BodyCheck.wellFormed(cbor, DocumentFormats.load()));
  }

  @Test
  void a_body_no_binary_encoding_recognises_is_checked_as_json() {
    ProblemException e =
        assertThrows(
            ProblemException.class,
            () ->
                BodyCheck.wellFormed(
                    "{\"a\": nope}".getBytes(StandardCharsets.US_ASCII), DocumentFormats.load()));
    assertEquals("urn:birj:problem:malformed-body", e.problem().type());
  }
}
