package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Where a finding's line says it is: a line and column in text, a byte offset in CBOR. */
class ReportsLineTest {
  @Test
  void aTextDocumentsFindingIsAtItsLineAndColumn() {
    Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, "bad", "/a", 3, 7);
    assertEquals("f.json:3:7: error: bad (at /a)", Reports.line("f.json", d));
  }

  @Test
  void aBinaryDocumentsFindingIsAtItsByteOffset() {
    Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, "bad", "/a", 0, 0, 4100);
    assertEquals("f.cbor:@4100: error: bad (at /a)", Reports.line("f.cbor", d));
  }

  @Test
  void aRefusedBinaryDocumentNamesItsByteOffset() {
    StringWriter out = new StringWriter();
    Reports.error(
        new PrintWriter(out, true),
        "f.cbor",
        new BirException("unexpected end of input inside a string", "/x", 0, 4100, 4100, null));
    assertEquals(
        "f.cbor:@4100: error: unexpected end of input inside a string (at /x)",
        out.toString().strip());
  }
}
