package io.birj.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.pelican.PelicanException;
import org.junit.jupiter.api.Test;

/** The fuzz targets' verdicts: which refusals are clean and which are defects in disguise. */
class OracleTest {
  @Test
  void positionedRefusalIsClean() {
    assertDoesNotThrow(
        () ->
            Oracle.requireCleanRefusal(
                new BirException(
                    DiagnosticCode.BIRJ_E0302,
                    "Number of terms don't match",
                    "/functions/0",
                    3,
                    7)));
  }

  @Test
  void ioErrorRefusalIsClean() {
    assertDoesNotThrow(
        () ->
            Oracle.requireCleanRefusal(
                new BirException(
                    DiagnosticCode.BIRJ_E0104,
                    "cannot read fuzz: Invalid UTF-32 character",
                    "",
                    0,
                    0)));
  }

  @Test
  void lastResortNetAroundAnExceptionIsAFinding() {
    BirException e =
        new BirException(
            DiagnosticCode.BIRJ_E0104,
            "cannot read fuzz: java.lang.NullPointerException: boom",
            "/functions",
            1,
            2,
            new NullPointerException("boom"));
    assertThrows(AssertionError.class, () -> Oracle.requireCleanRefusal(e));
  }

  @Test
  void lastResortNetIsRecognisedWithoutItsCause() {
    assertThrows(
        AssertionError.class,
        () ->
            Oracle.requireCleanRefusal(
                new BirException(
                    DiagnosticCode.BIRJ_E0104,
                    "cannot read fuzz: java.lang.ClassCastException: class A",
                    "",
                    1,
                    1)));
  }

  @Test
  void refusalWrappingARuntimeExceptionIsAFinding() {
    BirException e =
        new BirException(
            DiagnosticCode.BIRJ_E0000, "bad", "", 1, 1, new IllegalArgumentException("unchecked"));
    assertThrows(AssertionError.class, () -> Oracle.requireCleanRefusal(e));
  }

  @Test
  void refusalTranslatingThePelicanAlgebrasRefusalIsClean() {
    BirException e =
        new BirException(
            DiagnosticCode.BIRJ_E0302,
            "duplicate index %r in one affine expression",
            "",
            1,
            282,
            new PelicanException("duplicate index %r in one affine expression"));
    assertDoesNotThrow(() -> Oracle.requireCleanRefusal(e));
  }

  @Test
  void refusalWithoutReasonIsAFinding() {
    assertThrows(
        AssertionError.class,
        () ->
            Oracle.requireCleanRefusal(new BirException(DiagnosticCode.BIRJ_E0000, "", "", 0, 0)));
  }

  @Test
  void pelicanRefusalWrappingARuntimeExceptionIsAFinding() {
    PelicanException e = new PelicanException("bad", new ArithmeticException("overflow"));
    assertThrows(AssertionError.class, () -> Oracle.requireCleanRefusal(e));
  }
}
