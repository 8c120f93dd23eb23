package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProblemsTest {
  @Test
  void byte_counts_read_as_binary_units() {
    assertEquals("512 bytes", Problems.bytes(512));
    assertEquals("1 KiB", Problems.bytes(1024));
    assertEquals("64 MiB", Problems.bytes(64L << 20));
    assertEquals("1.5 GiB", Problems.bytes(3L << 29));
  }

  @Test
  void a_quoted_piece_of_the_request_has_its_control_characters_escaped() {
    assertEquals("a\\u000ab\\u001b[2J", Problems.clip("a\nb\u001b[2J"));
  }

  @Test
  void a_quoted_piece_of_the_request_is_cut() {
    assertEquals("x".repeat(80) + "...", Problems.clip("x".repeat(1_000_000)));
  }

  @Test
  void every_problem_type_is_a_birj_urn_with_a_title() {
    for (ProblemType t : ProblemType.values()) {
      assertEquals(true, t.uri().startsWith("urn:birj:problem:"), t.uri());
      assertEquals(false, t.title().isBlank(), t.name());
    }
  }
}
