package io.birj.loader;

import static io.birj.loader.Docs.I0;
import static io.birj.loader.Docs.OK_INSTR;
import static io.birj.loader.Docs.doc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import java.util.List;
import org.junit.jupiter.api.Test;

class SemanticDiffTest {
  private final SemanticDiff diff = new SemanticDiff();

  private static String exprInstr(String expr) {
    return "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"symbolic_imm_value\","
        + " \"value\": "
        + expr
        + "}]}";
  }

  private static final String A_PLUS_B =
      "{\"kind\": \"AffExprKind\", \"terms\": [{\"idx\": {\"kind\": \"ShardIDKind\", \"ub\": 4},"
          + " \"coeff\": 2}, {\"idx\": {\"kind\": \"IntRuntimeValueKind\", \"regref\": \"R\"},"
          + " \"coeff\": 3}], \"c\": 1}";
  private static final String B_PLUS_A =
      "{\"c\": 1, \"terms\": [{\"coeff\": 3, \"idx\": {\"regref\": \"R\", \"kind\":"
          + " \"IntRuntimeValueKind\"}}, {\"idx\": {\"kind\": \"ShardIDKind\", \"ub\": 4},"
          + " \"coeff\": 2}], \"kind\": \"AffExprKind\"}";

  @Test
  void termOrderKeyOrderAndFormattingDoNotMatter() {
    Module a = TestSupport.read(doc(exprInstr(A_PLUS_B)));
    Module b = TestSupport.read(doc(exprInstr(B_PLUS_A)).replace(", ", ",\n      "));
    assertEquals(List.of(), diff.diff(a, b));
  }

  @Test
  void aDocumentEqualsItsOwnRoundTrip() {
    Module a = TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
    Module b = TestSupport.read(TestSupport.write(a, WriteOptions.DEFAULT.withIndent(3)));
    assertTrue(diff.equal(a, b));
  }

  @Test
  void aChangedExpressionIsReportedWithBothTextForms() {
    Module a = TestSupport.read(doc(exprInstr(A_PLUS_B)));
    Module b = TestSupport.read(doc(exprInstr(A_PLUS_B.replace("\"c\": 1", "\"c\": 5"))));
    List<SemanticDiff.Difference> d = diff.diff(a, b);
    assertEquals(1, d.size());
    assertEquals(I0 + "/ins/0/value", d.get(0).pointer());
    assertEquals(
        a.functions().get(0).blocks().get(0).entries().get(0)
                instanceof io.birj.api.model.Instruction i
            ? ((io.birj.api.model.SymbolicImmValue) i.ins().get(0)).value().toString()
            : null,
        d.get(0).oldText());
    assertTrue(d.get(0).newText().contains("5"), d.get(0).newText());
  }

  @Test
  void aChangedKeyAndAnInsertedInstructionAreEachOneDifference() {
    String i1 = OK_INSTR.replace("\"i0\"", "\"i1\"");
    String i2 = OK_INSTR.replace("\"i0\"", "\"i2\"");
    Module a = TestSupport.read(doc(OK_INSTR, i2));
    Module b = TestSupport.read(doc(OK_INSTR.replace("\"SP\"", "\"PE\""), i1, i2));
    List<SemanticDiff.Difference> d = diff.diff(a, b);
    assertEquals(2, d.size(), d.toString());
    assertEquals(new SemanticDiff.Difference(I0 + "/engine", "\"SP\"", "\"PE\""), d.get(0));
    assertEquals(Docs.I1, d.get(1).pointer());
    assertEquals(null, d.get(1).oldText());
    assertTrue(d.get(1).newText().contains("\"name\":\"i1\""));
  }

  @Test
  void deepUnknownContentComparesOnASmallStack() throws InterruptedException {
    // A bir-fuzz finding: 990 nested arrays under an unknown key read fine, and the diff of the
    // document with itself must not need more stack than the read did.
    String deep = "[".repeat(990) + "]".repeat(990);
    Module a = TestSupport.read("{\"version\": 2, \"x_deep\": " + deep + ", \"functions\": []}");
    Module b = TestSupport.read("{\"version\": 2, \"x_deep\": " + deep + ", \"functions\": []}");
    Object[] result = new Object[1];
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                result[0] = diff.diff(a, b);
              } catch (Throwable e) {
                result[0] = e;
              }
            },
            "small-stack",
            192 * 1024);
    t.start();
    t.join();
    assertEquals(List.of(), result[0]);
  }
}
