package io.birj.api.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.Diagnostic.Severity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DiagnosticCodesTest {
  @Test
  void everyCodeGivenSoFarKeepsItsSeverityAndTitle() throws IOException {
    Map<String, String> lock = lock();
    List<String> changed = new ArrayList<>();
    for (Map.Entry<String, String> l : lock.entrySet()) {
      String now =
          DiagnosticCodes.find(l.getKey())
              .map(e -> e.severity().name().toLowerCase(Locale.ROOT) + ": " + e.title())
              .orElse("(removed)");
      if (!now.equals(l.getValue())) {
        changed.add(l.getKey() + ": was \"" + l.getValue() + "\", now \"" + now + "\"");
      }
    }
    assertEquals(List.of(), changed, "a code changed meaning or was removed (codes.lock)");
  }

  @Test
  void everyCodeOfTheCatalogueIsInTheLockFile() throws IOException {
    Map<String, String> lock = lock();
    List<String> missing = new ArrayList<>();
    for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
      if (!lock.containsKey(e.code())) {
        missing.add(e.code());
      }
    }
    assertEquals(List.of(), missing, "append these codes to codes.lock");
  }

  @Test
  void aCodeSaysItsSeverityAndEveryEntryExplainsItself() {
    for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
      assertTrue(e.code().matches("BIRJ-[EW]\\d{4}|BIRJ-V\\d{3}|I?BIR\\d{3}"), e.code());
      if (e.code().startsWith("BIRJ-E")) {
        assertEquals(Severity.ERROR, e.severity(), e.code());
      } else if (e.code().startsWith("BIRJ-W")) {
        assertEquals(Severity.WARNING, e.severity(), e.code());
      }
      assertFalse(e.title().isBlank(), e.code());
      assertTrue(e.explanation().length() > 40, e.code());
    }
  }

  @Test
  void aCodeTwiceInTheCatalogueIsRefused() {
    assertThrows(
        IllegalStateException.class,
        () ->
            DiagnosticCodes.parse(
                List.of(
                    "[BIRJ-E0001] error: one",
                    "explain: x",
                    "[BIRJ-E0001] error: two",
                    "explain: y")));
  }

  @Test
  void everyCodeOfTheCatalogueIsAConstantOfTheEnumWithItsSeverity() {
    List<String> catalogue = new ArrayList<>();
    for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
      catalogue.add(e.code() + " " + e.severity());
    }
    List<String> constants = new ArrayList<>();
    for (DiagnosticCode c : DiagnosticCode.values()) {
      constants.add(c.id() + " " + c.severity());
      assertEquals(c.id().replace('-', '_'), c.name());
    }
    assertEquals(catalogue, constants);
  }

  @Test
  void aFindingCarriesTheCodeItWasMadeWithWhateverItsWords() {
    // Words of one entry, code of another: the code given is the code, never one guessed.
    Diagnostic d =
        new Diagnostic(
            DiagnosticCode.BIR014, "missing required key \"name\" in a function", "/f", 1, 2);
    assertEquals("BIR014", d.code());
    assertEquals(Severity.ERROR, d.severity());
    BirException e =
        BirException.atPointer(DiagnosticCode.BIRJ_E0301, "/d", "Instruction with name x");
    assertEquals("BIRJ-E0301", e.code());
    assertEquals("BIRJ-E0301", e.toDiagnostic().code());
    assertEquals("BIRJ-E0301", e.under("/functions/0").code());
  }

  @Test
  void aFindingTakesTheSeverityOfItsCode() {
    Diagnostic d = new Diagnostic(DiagnosticCode.BIRJ_W0505, "\"k\" is null", "/k", 3, 4);
    assertEquals(Severity.WARNING, d.severity());
    assertEquals("BIRJ-W0505", d.code());
  }

  @Test
  void aCodeOutsideTheCatalogueOrOfTheOtherSeverityIsRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new Diagnostic(Severity.ERROR, "m", "", 1, 1, -1, "BIRJ-E9999"));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Diagnostic(Severity.ERROR, "m", "", 1, 1, -1, "BIRJ-W0505"));
    assertThrows(
        NullPointerException.class, () -> new Diagnostic(Severity.ERROR, "m", "", 1, 1, -1, null));
    assertThrows(
        IllegalArgumentException.class,
        () -> BirException.atPointer(DiagnosticCode.BIRJ_W0505, "/k", "a warning's code"));
  }

  @Test
  void theFindingLineEndsWithTheCode() {
    Diagnostic d = new Diagnostic(DiagnosticCode.BIRJ_E0102, "the document is empty", "", 1, 1);
    assertEquals(
        "f.json:1:1: error: the document is empty (at /) [BIRJ-E0102]", d.format("f.json"));
  }

  private static Map<String, String> lock() throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    try (InputStream in = DiagnosticCodesTest.class.getResourceAsStream("codes.lock")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] parts = line.split("\t", 2);
          assertTrue(out.put(parts[0], parts[1]) == null, "twice in codes.lock: " + parts[0]);
        }
      }
    }
    return out;
  }
}
