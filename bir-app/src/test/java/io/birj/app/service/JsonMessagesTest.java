package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** jackson's messages, as the service quotes them: without jackson's own names. */
class JsonMessagesTest {
  @Test
  void a_feature_hint_becomes_not_allowed() {
    assertEquals(
        "Non-standard token 'NaN': not allowed in JSON",
        JsonMessages.plain(
            "Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to"
                + " allow"));
  }

  @Test
  void a_start_marker_becomes_its_line_and_column() {
    assertEquals(
        "Unexpected end-of-input: expected close marker for ARRAY (opened at line 1, column 29)",
        JsonMessages.plain(
            "Unexpected end-of-input: expected close marker for ARRAY (start marker at [Source:"
                + " REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1,"
                + " column: 29])"));
  }

  @Test
  void a_constraint_s_setting_name_is_dropped() {
    assertEquals(
        "malformed JSON: Document nesting depth (1001) exceeds the maximum allowed (1000)",
        JsonMessages.plain(
            "malformed JSON: Document nesting depth (1001) exceeds the maximum allowed (1000, from"
                + " `StreamReadConstraints.getMaxNestingDepth()`)"));
  }

  @Test
  void a_comment_s_feature_note_is_dropped() {
    assertEquals(
        "Unexpected character ('/' (code 47)): maybe a (non-standard) comment?",
        JsonMessages.plain(
            "Unexpected character ('/' (code 47)): maybe a (non-standard) comment? (not"
                + " recognized as one since Feature 'ALLOW_COMMENTS' not enabled for parser)"));
  }

  @Test
  void only_the_first_line_is_kept() {
    assertEquals("first", JsonMessages.plain("first\n at [Source: x; line: 1]"));
  }

  @Test
  void a_message_without_internals_is_kept_as_it_is() {
    assertEquals("blocks must be an array", JsonMessages.plain("blocks must be an array"));
  }
}
