package io.birj.loader.read;

import static io.birj.loader.read.TestDocuments.PLAIN;
import static io.birj.loader.read.TestDocuments.errors;
import static io.birj.loader.read.TestDocuments.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.Diagnostic;
import io.birj.api.model.SymbolicAp;
import io.birj.loader.ValidationResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The module's version: read once, exactly, before the first expression, and reported once. */
class VersionTest {
  private static String withExpressions(String versionMember, int count, boolean versionFirst) {
    StringBuilder ins = new StringBuilder();
    for (int i = 0; i < count; i++) {
      ins.append(i == 0 ? "" : ", ")
          .append("{\"name\": \"i")
          .append(i)
          .append("\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"symbolic_ap\", \"addrs\":")
          .append(" [{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": ")
          .append(i)
          .append("}]}], \"outs\": []}");
    }
    String functions =
        "\"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\", \"instructions\": ["
            + ins
            + "]}]}]";
    if (versionMember == null) {
      return "{" + functions + "}";
    }
    return versionFirst
        ? "{" + versionMember + ", " + functions + "}"
        : "{" + functions + ", " + versionMember + "}";
  }

  @Test
  void aVersionAfterTheFunctionsIsFoundByLookingAhead() {
    String d = withExpressions("\"version\": 2", 1, false);
    assertEquals(
        List.of(), errors(PLAIN, d).stream().filter(e -> e.message().contains("version")).toList());
    SymbolicAp ap =
        (SymbolicAp)
            TestDocuments.read(PLAIN, d)
                .functions()
                .get(0)
                .blocks()
                .get(0)
                .instructions()
                .get(0)
                .ins()
                .get(0);
    assertEquals("(0)", ap.addrs().get(0).toString());
  }

  @Test
  void aVersionAfterTheFunctionsIsFoundForAnExpressionInAnOpcodesKeyToo() {
    // The opcode's key is read by the catalog's generated reader (FieldReadContext.readExpr),
    // before any operand expression: the look-ahead is made there, not by a getter.
    String d =
        "{\"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\", \"instructions\":"
            + " [{\"name\": \"c\", \"opcode\": \"TensorCopy\", \"can_read_uninit\":"
            + " {\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 1}, \"ins\": [], \"outs\":"
            + " []}]}]}], \"version\": 2}";
    assertEquals(List.of(), errors(TestDocuments.TYPED, d));
    Object flag =
        TestDocuments.read(TestDocuments.TYPED, d)
            .functions()
            .get(0)
            .blocks()
            .get(0)
            .instructions()
            .get(0)
            .fields()
            .value("can_read_uninit");
    assertEquals("(1)", String.valueOf(flag));
  }

  @Test
  void theDeclaredVersionIsReportedBesideTheModelWhereverItStands() {
    for (boolean first : new boolean[] {true, false}) {
      // A v1 document: its affine body is {terms, c}, with no kind.
      String d =
          withExpressions("\"version\": 1", 1, first)
              .replace(
                  "{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 0}",
                  "{\"terms\": [], \"c\": 0}");
      assertEquals(
          java.util.OptionalInt.of(1),
          PLAIN.readDocument(TestDocuments.stream(d), "t.json").version(),
          "version first: " + first);
    }
    String noExpressions = "{\"functions\": [], \"version\": 2}";
    assertEquals(
        java.util.OptionalInt.of(2),
        PLAIN.readDocument(TestDocuments.stream(noExpressions), "t.json").version());
  }

  @Test
  void aMissingVersionIsOneErrorAmongTheOthers() {
    ValidationResult r = TestDocuments.validate(PLAIN, withExpressions(null, 50, true));
    List<Diagnostic> version =
        r.diagnostics().stream().filter(d -> d.message().contains("\"version\"")).toList();
    assertEquals(1, version.size(), version.toString());
    assertFalse(r.truncated(), "the limit did not stop the run");
  }

  @Test
  void aVersionOtherThanOneOrTwoFailsOnceAtTheVersionKey() {
    List<Diagnostic> es = errors(PLAIN, withExpressions("\"version\": 3", 50, true));
    List<Diagnostic> version =
        es.stream().filter(d -> d.message().startsWith(ExprDispatch.BAD_READ_VERSION)).toList();
    assertEquals(1, version.size(), es.toString());
    assertEquals("/version", version.get(0).pointer());
  }

  @Test
  void aVersionAboveTwoToTheSixtyThreeIsNotTruncated() {
    // 2^63 + 2: its low 32 bits are 2.
    List<Diagnostic> es =
        errors(PLAIN, withExpressions("\"version\": 9223372036854775810", 1, true));
    assertTrue(
        es.stream()
            .anyMatch(
                d ->
                    d.message()
                        .equals(
                            ExprDispatch.BAD_READ_VERSION + ", found a version of 2^31 or more")),
        es.toString());
  }

  @Test
  void aBadVersionInADocumentWithoutExpressionsIsAWarning() {
    String d = "{\"version\": 7, \"functions\": []}";
    assertEquals(List.of(), errors(PLAIN, d));
    assertTrue(warnings(PLAIN, d).get(0).message().startsWith("the version is neither 1 nor 2"));
  }

  @Test
  void aNegativeVersionIsAnError() {
    List<Diagnostic> es = errors(PLAIN, "{\"version\": -1, \"functions\": []}");
    assertEquals(1, es.size(), es.toString());
    assertEquals("/version", es.get(0).pointer());
  }

  @Test
  void aMissingVersionWithoutExpressionsIsStillAnError() {
    List<Diagnostic> es = errors(PLAIN, "{\"functions\": []}");
    assertEquals(1, es.size(), es.toString());
    assertEquals("missing required key \"version\" in the document", es.get(0).message());
  }

  @Test
  void aMalformedDocumentAheadOfALateVersionIsOneSyntaxError() {
    String d =
        withExpressions("\"version\": 2", 20, false).replace("\"version\": 2", "\"version\": 2,");
    List<Diagnostic> es = errors(PLAIN, d);
    assertEquals(1, es.size(), es.toString());
    assertTrue(es.get(0).line() > 0, es.toString());
  }
}
