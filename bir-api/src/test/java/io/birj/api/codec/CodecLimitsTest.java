package io.birj.api.codec;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import org.junit.jupiter.api.Test;

/** The writers' depth check, the one both wire versions make before a byte is written. */
class CodecLimitsTest {
  private final CodecLimits limits = CodecLimits.DEFAULT.withMaxDepth(4);

  @Test
  void anExpressionAsDeepAsTheLimitIsWritten() {
    assertDoesNotThrow(() -> limits.checkWriteDepth(4, "/x"));
  }

  @Test
  void aDeeperOneIsRefusedAtItsPointerWithBothDepths() {
    BirException e = assertThrows(BirException.class, () -> limits.checkWriteDepth(5, "/x"));
    assertEquals(DiagnosticCode.BIRJ_E0302, e.diagnosticCode());
    assertEquals("/x", e.pointer());
    assertEquals(WireMessages.writeDeeperThan(5, 4), e.reason());
  }
}
