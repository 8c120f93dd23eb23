package io.birj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Names from a document cannot forge a line or drive the terminal. */
class TextTest {
  @Test
  void plain_text_is_returned_as_it_is() {
    String s = "model.json: Gelu_apprx_tanh é 漢字 😀";
    assertSame(s, Text.safe(s));
  }

  @Test
  void line_ends_tabs_and_escape_characters_are_escaped_as_in_json() {
    assertEquals("a\\nb\\r\\tc\\u001b[31m\\u0000", Text.safe("a\nb\r\tc\u001b[31m\u0000"));
  }

  @Test
  void format_and_separator_characters_and_lone_surrogates_are_escaped() {
    assertEquals("\\u202e\\u2028\\u2029\\ud800x", Text.safe("\u202e\u2028\u2029\ud800x"));
  }

  @Test
  void an_invisible_supplementary_character_is_escaped_as_its_surrogate_pair() {
    // U+E0001, LANGUAGE TAG: a format character outside the BMP.
    assertEquals("x\\udb40\\udc01", Text.safe("x\udb40\udc01"));
  }
}
