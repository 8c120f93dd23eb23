package io.birj.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.error.DiagnosticCode;
import io.birj.cli.text.Display;
import org.junit.jupiter.api.Test;

/**
 * The finding line both commands print: where a finding is (a line and column in text, a byte
 * offset in CBOR), made safe; and the lines validate ends a file and a run with.
 */
class FindingsTest {
  @Test
  void aTextDocumentsFindingIsAtItsLineAndColumn() {
    Diagnostic d = new Diagnostic(DiagnosticCode.BIRJ_E0000, "bad", "/a", 3, 7);
    assertEquals(
        "f.json:3:7: error: bad (at /a) [BIRJ-E0000]", Findings.line(Display.CUT, "f.json", d));
  }

  @Test
  void aBinaryDocumentsFindingIsAtItsByteOffset() {
    Diagnostic d = new Diagnostic(DiagnosticCode.BIRJ_E0000, "bad", "/a", 0, 0, 4100);
    assertEquals(
        "f.cbor:@4100: error: bad (at /a) [BIRJ-E0000]", Findings.line(Display.CUT, "f.cbor", d));
  }

  @Test
  void aRefusedBinaryDocumentNamesItsByteOffset() {
    String line =
        Findings.error(
            Display.CUT,
            "f.cbor",
            new BirException(
                DiagnosticCode.BIRJ_E0101,
                "unexpected end of input inside a string",
                "/x",
                0,
                4100,
                4100,
                null));
    assertEquals(
        "f.cbor:@4100: error: unexpected end of input inside a string (at /x) [BIRJ-E0101]", line);
  }

  @Test
  void with_nothing_to_escape_a_line_is_the_diagnostics_own_format_in_both_displays() {
    Diagnostic d =
        new Diagnostic(
            DiagnosticCode.BIRJ_W0503, "opcode \"X\" is not known", "/functions/0", 12, 5);
    for (Display display : Display.values()) {
      assertEquals(d.format("model.json"), Findings.line(display, "model.json", d));
    }
  }

  @Test
  void a_finding_at_the_root_points_at_a_slash() {
    Diagnostic d = new Diagnostic(DiagnosticCode.BIRJ_E0000, "not an object", "", 1, 1);
    assertEquals(
        "<stdin>:1:1: error: not an object (at /) [BIRJ-E0000]",
        Findings.line(Display.WHOLE, StandardInput.NAME, d));
  }

  @Test
  void names_from_the_document_and_the_file_name_cannot_forge_a_line() {
    Diagnostic d =
        new Diagnostic(
            DiagnosticCode.BIRJ_E0000, "bad \"a\nb.json:1:1: error: x\"", "/a\u001b[2J", 2, 3);
    assertEquals(
        "odd\\n.json:2:3: error: bad \"a\\nb.json:1:1: error: x\" (at /a\\u001b[2J) [BIRJ-E0000]",
        Findings.line(Display.WHOLE, "odd\n.json", d));
  }

  @Test
  void bir_cuts_a_long_message_where_bir_tool_prints_it_whole() {
    String message = "m".repeat(5000);
    Diagnostic d = new Diagnostic(DiagnosticCode.BIRJ_E0000, message, "/a", 1, 2);
    assertEquals(
        "f:1:2: error: " + message + " (at /a) [BIRJ-E0000]", Findings.line(Display.WHOLE, "f", d));
    assertEquals(
        "f:1:2: error: " + Display.CUT.message(message) + " (at /a) [BIRJ-E0000]",
        Findings.line(Display.CUT, "f", d));
  }

  @Test
  void an_error_without_a_place_names_the_file_and_the_pointer() {
    BirException e =
        BirException.atPointer(DiagnosticCode.BIRJ_E0409, "/functions/0", "no codec for version 7");
    assertEquals(
        "m.json: error: no codec for version 7 (at /functions/0) [BIRJ-E0409]",
        Findings.error(Display.WHOLE, "m.json", e));
  }

  @Test
  void an_error_with_a_line_is_a_finding_line() {
    BirException e =
        new BirException(DiagnosticCode.BIRJ_E0101, "unexpected '}'", "/functions", 1, 28);
    assertEquals(
        "m.json:1:28: error: unexpected '}' (at /functions) [BIRJ-E0101]",
        Findings.error(Display.CUT, "m.json", e));
  }

  @Test
  void a_note_is_a_place_made_safe_like_a_finding() {
    assertEquals(
        "m.json:4:9: note: written here (at /a/0)",
        Findings.note(Display.CUT, "m.json", 4, 9, "written here", "/a/0"));
    assertEquals(
        "odd\\n.json:1:2: note: x\\ny (at /a\\u001b)",
        Findings.note(Display.WHOLE, "odd\n.json", 1, 2, "x\ny", "/a\u001b"));
  }

  @Test
  void the_note_after_max_errors_counts_the_errors_kept() {
    assertEquals(
        "m.json: note: stopped after 1 error (--max-errors)",
        Findings.stopped(Display.CUT, "m.json", 1));
    assertEquals(
        "m.json: note: stopped after 100 errors (--max-errors)",
        Findings.stopped(Display.WHOLE, "m.json", 100));
  }

  @Test
  void the_summary_counts_files_findings_and_invalid_files_in_any_locale() {
    assertEquals(
        "1 file checked: 1 valid, 0 invalid; 0 errors, 1 warning", Findings.summary(1, 1, 0, 1));
    assertEquals(
        "3 files checked: 1 valid, 2 invalid; 1 error, 0 warnings", Findings.summary(3, 1, 1, 0));
    java.util.Locale before = java.util.Locale.getDefault();
    try {
      java.util.Locale.setDefault(java.util.Locale.forLanguageTag("ar-EG"));
      assertEquals(
          "12 files checked: 12 valid, 0 invalid; 0 errors, 0 warnings",
          Findings.summary(12, 12, 0, 0));
    } finally {
      java.util.Locale.setDefault(before);
    }
  }
}
