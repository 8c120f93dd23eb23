package io.birj.loader;

import static io.birj.loader.Docs.OK_INSTR;
import static io.birj.loader.Docs.doc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.Diagnostic;
import io.birj.loader.testing.TestSupport;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ValidateTest {
  private static ValidationResult validate(String doc, int max) {
    return TestSupport.READER.validate(
        new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), "t.json", max);
  }

  private static final String THREE_ERRORS =
      doc(
          OK_INSTR.replace("\"memref\": \"M\"", "\"memref\": \"nope\""),
          OK_INSTR.replace("\"i0\"", "\"i1\"").replace("\"outs\": []", "\"outs\": 7"),
          "{\"opcode\": \"TestOp\", \"engine\": \"SP\"}",
          OK_INSTR
              .replace("\"i0\"", "\"i3\"")
              .replace("\"outs\": []", "\"outs\": [], \"dependencies\": [\"ghost\"]"));

  @Test
  void collectsEveryErrorOfTheDocumentInOneRun() {
    ValidationResult r = validate(THREE_ERRORS, 100);
    List<String> messages = r.errors().stream().map(Diagnostic::message).toList();
    assertEquals(
        List.of(
            "outs must be an array, found the number 7",
            "missing required key \"name\" in an instruction",
            "unknown memory location \"nope\"",
            "unknown instruction \"ghost\""),
        messages);
    assertFalse(r.truncated());
    assertFalse(r.isValid());
    assertTrue(r.errors().stream().allMatch(d -> d.line() > 0 && d.column() > 0));
  }

  @Test
  void stopsAtTheLimitAndSaysSo() {
    ValidationResult r = validate(THREE_ERRORS, 2);
    assertEquals(2, r.errors().size());
    assertTrue(r.truncated());
  }

  @Test
  void aValidDocumentHasNoErrors() {
    ValidationResult r = validate(doc(OK_INSTR), 10);
    assertTrue(r.isValid());
  }

  @Test
  void unknownEngineSpellingIsAWarningNotAnError() {
    ValidationResult r = validate(doc(OK_INSTR.replace("\"SP\"", "\"Tensor\"")), 10);
    assertTrue(r.isValid());
    List<Diagnostic> engine =
        r.warnings().stream().filter(w -> w.message().startsWith("unknown engine")).toList();
    assertEquals(1, engine.size());
    assertTrue(engine.get(0).message().startsWith("unknown engine \"Tensor\""));
    assertEquals(Docs.I0 + "/engine", engine.get(0).pointer());
  }

  @Test
  void malformedJsonEndsTheRunWithOneError() {
    ValidationResult r = validate(doc(OK_INSTR).replace("\"name\": \"f\",", "\"name\": \"f\""), 10);
    assertEquals(1, r.errors().size());
    assertTrue(r.errors().get(0).message().startsWith("malformed JSON"));
  }
}
