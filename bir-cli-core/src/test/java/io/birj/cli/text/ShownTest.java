package io.birj.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** User strings in human-readable lines: escaped, cut, and otherwise left alone. */
class ShownTest {
  @Test
  void a_plain_name_is_the_same_string() {
    String name = "sb_act_0/ümlaut 名前";
    assertSame(name, Shown.of(name));
  }

  @Test
  void a_name_with_supplementary_characters_is_the_same_string_too() {
    String name = "loop_😀_𝔸";
    assertSame(name, Shown.of(name));
  }

  @Test
  void a_newline_and_a_carriage_return_are_escaped_so_no_line_can_be_forged() {
    assertEquals(
        "a\\nother.json:1:1: error: forged\\r", Shown.of("a\nother.json:1:1: error: forged\r"));
  }

  @Test
  void terminal_escape_sequences_lose_their_escape_character() {
    assertEquals("\\u001b[2J\\u001b]0;title\\u0007", Shown.of("\u001b[2J\u001b]0;title\u0007"));
  }

  @Test
  void tabs_backspaces_form_feeds_and_delete_are_escaped() {
    assertEquals("\\t\\b\\f\\u007f\\u0000", Shown.of("\t\b\f\u007f\u0000"));
  }

  @Test
  void c1_controls_bidi_overrides_and_line_separators_are_escaped() {
    assertEquals("\\u009b\\u202e\\u2028\\u2029\\u200b", Shown.of("\u009b\u202e\u2028\u2029\u200b"));
  }

  @Test
  void a_backslash_stays_as_it_is_so_json_texts_read_as_they_are() {
    String json = "\"gen3\\u001b[31m\"";
    assertSame(json, Shown.of(json));
  }

  @Test
  void a_lone_surrogate_is_escaped_and_a_pair_is_kept() {
    assertEquals("\\ud800x😀", Shown.of("\ud800x😀"));
  }

  @Test
  void an_invisible_supplementary_character_is_escaped_as_its_pair() {
    assertEquals("\\udb40\\udc01", Shown.of("\udb40\udc01"));
  }

  @Test
  void a_long_name_is_cut_in_the_middle_with_an_ellipsis_and_its_length() {
    String name = "a".repeat(500) + "END";
    String shown = Shown.of(name);
    assertEquals("a".repeat(80) + "…(503 chars)…" + "a".repeat(37) + "END", shown);
  }

  @Test
  void a_megabyte_name_is_shown_in_about_the_limit() {
    String shown = Shown.of("x".repeat(1 << 20));
    assertTrue(shown.length() < Shown.NAME + 30, shown);
    assertTrue(shown.contains("…(1048576 chars)…"), shown);
  }

  @Test
  void a_name_at_the_limit_is_not_cut() {
    String name = "n".repeat(Shown.NAME);
    assertEquals(name, Shown.of(name));
  }

  @Test
  void a_cut_never_splits_a_surrogate_pair() {
    String name = "😀".repeat(200);
    String shown = Shown.of(name);
    for (int i = 0; i < shown.length(); i++) {
      char c = shown.charAt(i);
      if (Character.isHighSurrogate(c)) {
        assertTrue(Character.isLowSurrogate(shown.charAt(i + 1)), shown);
      }
      if (Character.isLowSurrogate(c)) {
        assertTrue(Character.isHighSurrogate(shown.charAt(i - 1)), shown);
      }
    }
    assertFalse(shown.contains("\\u"), shown);
  }

  @Test
  void escaped_never_cuts() {
    String text = "i".repeat(10_000) + "\n";
    assertEquals("i".repeat(10_000) + "\\n", Shown.escaped(text));
  }
}
