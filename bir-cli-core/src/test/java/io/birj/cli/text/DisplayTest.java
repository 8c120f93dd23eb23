package io.birj.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * How each command shows strings: bir-tool's lines ({@link Display#WHOLE}) escape names from a
 * document so they cannot forge a line or drive the terminal, and print them whole; bir's ({@link
 * Display#CUT}) also cut them, by what they are.
 */
class DisplayTest {
  @Test
  void plain_text_is_returned_as_it_is() {
    String s = "model.json: Gelu_apprx_tanh é 漢字 😀";
    assertSame(s, Display.WHOLE.message(s));
  }

  @Test
  void line_ends_tabs_and_escape_characters_are_escaped_as_in_json() {
    assertEquals(
        "a\\nb\\r\\tc\\u001b[31m\\u0000", Display.WHOLE.message("a\nb\r\tc\u001b[31m\u0000"));
  }

  @Test
  void format_and_separator_characters_and_lone_surrogates_are_escaped() {
    assertEquals(
        "\\u202e\\u2028\\u2029\\ud800x", Display.WHOLE.message("\u202e\u2028\u2029\ud800x"));
  }

  @Test
  void an_invisible_supplementary_character_is_escaped_as_its_surrogate_pair() {
    // U+E0001, LANGUAGE TAG: a format character outside the BMP.
    assertEquals("x\\udb40\\udc01", Display.WHOLE.message("x\udb40\udc01"));
  }

  @Test
  void whole_never_cuts_a_name_a_message_or_a_path() {
    String s = "n".repeat(100_000) + "\n";
    String shown = "n".repeat(100_000) + "\\n";
    assertEquals(shown, Display.WHOLE.name(s));
    assertEquals(shown, Display.WHOLE.message(s));
    assertEquals(shown, Display.WHOLE.path(s));
    assertEquals(shown, Display.WHOLE.pointer(s));
  }

  @Test
  void cut_cuts_names_messages_and_paths_each_at_its_own_length() {
    String s = "x".repeat(10_000);
    assertEquals(Shown.of(s, Shown.NAME), Display.CUT.name(s));
    assertEquals(Shown.of(s, Shown.MESSAGE), Display.CUT.message(s));
    assertEquals(Shown.of(s, Shown.PATH), Display.CUT.path(s));
    assertEquals(Shown.of(s, Shown.MESSAGE), Display.CUT.pointer(s));
    assertTrue(Display.CUT.name(s).length() < Display.CUT.message(s).length());
    assertTrue(Display.CUT.message(s).length() < Display.CUT.path(s).length());
  }

  @Test
  void the_root_pointer_is_a_slash_in_both() {
    for (Display d : Display.values()) {
      assertEquals("/", d.pointer(""), d.name());
      assertEquals("/", d.pointer(null), d.name());
      assertEquals("/a\\nb", d.pointer("/a\nb"), d.name());
    }
  }

  @Test
  void a_missing_string_is_shown_as_null_in_both() {
    for (Display d : Display.values()) {
      assertEquals("null", d.message(null), d.name());
    }
  }
}
