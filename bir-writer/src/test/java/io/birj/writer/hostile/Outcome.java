package io.birj.writer.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.pelican.PelicanException;
import java.io.ByteArrayInputStream;
import java.util.List;

/**
 * What the reader made of one input: a module, or a clean refusal (a BirException with a reason, a
 * pointer and a position: a line and column in JSON, a byte offset in CBOR), with {@code validate}
 * agreeing. Anything else (another exception type, a refusal without a place, the reader's
 * last-resort net around a bug, validate and read disagreeing) fails the case.
 */
record Outcome(String what, Module module, BirException refusal, List<Diagnostic> errors) {
  /** The source name the cases read under (a stream: no I/O error can happen). */
  static final String SOURCE = "hostile";

  static final int MAX_ERRORS = 20;

  /** jackson's source description, or a nested class's name ({@code Outer$Inner}). */
  private static final java.util.regex.Pattern INTERNALS =
      java.util.regex.Pattern.compile("\\[Source:|\\b[A-Z]\\w*\\$[A-Z]\\w*");

  /** Reads and validates {@code doc}, checking that both end cleanly and agree. */
  static Outcome of(String what, BirReader reader, byte[] doc) {
    Module m = null;
    BirException refusal = null;
    try {
      m = reader.read(new ByteArrayInputStream(doc), SOURCE);
    } catch (BirException e) {
      requireClean(e);
      refusal = e;
    }
    ValidationResult r = reader.validate(new ByteArrayInputStream(doc), SOURCE, MAX_ERRORS);
    List<Diagnostic> errors = r.errors();
    for (Diagnostic d : errors) {
      assertTrue(d.line() > 0 || d.offset() >= 0, "an error without a position: " + d);
      assertFalse(d.message().startsWith("cannot read " + SOURCE), "a defect in disguise: " + d);
      assertFalse(INTERNALS.matcher(d.message()).find(), "a class or a source in: " + d);
    }
    if (refusal == null) {
      assertEquals(List.of(), errors, what + ": read accepts what validate rejects");
    } else {
      assertFalse(errors.isEmpty(), what + ": validate accepts what read refuses: " + refusal);
      assertEquals(refusal.reason(), errors.get(0).message(), what + ": validate's first error");
      assertEquals(refusal.pointer(), errors.get(0).pointer(), what + ": validate's first error");
    }
    return new Outcome(what, m, refusal, errors);
  }

  /** A refusal of bad input in birj's words, with a place, not a bug wrapped as one. */
  static void requireClean(BirException e) {
    assertNotNull(e.reason(), "a refusal without a reason");
    assertFalse(e.reason().isEmpty(), "a refusal without a reason");
    assertNotNull(e.pointer(), "a refusal without a pointer: " + e.reason());
    // An I/O failure of the source is "cannot read <source>: ..."; reading from memory has none,
    // so such a message is the reader's last-resort net around an unexpected exception.
    assertFalse(e.reason().startsWith("cannot read " + SOURCE), "a defect in disguise: " + e);
    assertTrue(e.line() > 0 || e.offset() >= 0, "a refusal without a position: " + e);
    Throwable c = e.getCause();
    if (c instanceof Error
        || (c instanceof RuntimeException
            && !(c instanceof BirException)
            && !(c instanceof PelicanException))) {
      fail("a bug wrapped as a refusal: " + c, c);
    }
    for (String internal : List.of("jackson", "StreamReadConstraints", "JsonReadFeature")) {
      assertFalse(e.reason().contains(internal), "jackson's internals in: " + e.reason());
    }
    assertFalse(INTERNALS.matcher(e.reason()).find(), "a class or a source in: " + e.reason());
  }

  /** The case refused the input. */
  BirException refused() {
    if (refusal == null) {
      fail(what + ": the input was read, a refusal was expected");
    }
    return refusal;
  }

  /** The case read the input. */
  Module read() {
    if (refusal != null) {
      fail(what + ": the input was refused: " + refusal.getMessage(), refusal);
    }
    return module;
  }
}
