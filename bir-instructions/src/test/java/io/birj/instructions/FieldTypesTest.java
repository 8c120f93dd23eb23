package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonValue;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import io.birj.brewer.spec.TypeRef;
import io.birj.instructions.opcodes.InstActivation;
import io.birj.instructions.opcodes.InstCollectiveCompute;
import io.birj.instructions.opcodes.InstIota;
import io.birj.instructions.opcodes.InstMatmultSymbolic;
import io.birj.instructions.opcodes.InstMemset;
import io.birj.instructions.types.APPair;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How each spec type travels: exact integers, floats as nlohmann spells them, expressions. */
class FieldTypesTest {
  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();

  private String roundTrip(String doc) {
    return harness.roundTrip(doc, new TestContext());
  }

  private BirException failure(String doc) {
    return assertThrows(BirException.class, () -> harness.read(doc, new TestContext()));
  }

  @Test
  void aNatKeepsTheFullUnsigned64BitRange() {
    String doc = "{\"opcode\":\"Memset\",\"mode\":\"Const\",\"constant\":18446744073709551615}";
    InstMemset m = (InstMemset) harness.read(doc, new TestContext()).fields();
    assertEquals(-1L, m.getConstant()); // the bits of 2^64 - 1
    assertEquals(doc, roundTrip(doc));
  }

  @Test
  void aNegativeNatIsAnErrorAtTheValue() {
    BirException e = failure("{\"opcode\":\"Memset\",\"mode\":\"Const\",\"constant\":-1}");
    assertEquals("/constant", e.pointer());
    assertEquals(1, e.line());
    assertTrue(e.reason().contains("unsigned"), e.reason());
  }

  @Test
  void anIntKeepsTheFullSigned64BitRangeAndRejectsMore() {
    String doc =
        "{\"opcode\":\"Iota\",\"base\":-9223372036854775808,\"pattern\":[],"
            + "\"channel_multiplier\":9223372036854775807}";
    assertEquals(doc, roundTrip(doc));
    BirException e = failure("{\"opcode\":\"Iota\",\"base\":9223372036854775808}");
    assertEquals("/base", e.pointer());
  }

  @Test
  void nonFiniteFloatsTravelAsStrings() {
    String doc =
        "{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":\"nan\",\"alpha\":\"-inf\"}";
    InstActivation a = (InstActivation) harness.read(doc, new TestContext()).fields();
    assertTrue(Double.isNaN(a.getScale()));
    assertEquals(Double.NEGATIVE_INFINITY, a.getAlpha());
    assertEquals(doc, roundTrip(doc));
  }

  @Test
  void finiteFloatsAreWrittenInNlohmannsSpelling() {
    assertEquals(
        "{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":1.0,\"alpha\":1e+20}",
        roundTrip("{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":1,\"alpha\":1E20}"));
  }

  @Test
  void aFloatGivenAsAnOtherStringIsAnError() {
    BirException e = failure("{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":\"1.0\"}");
    assertEquals("/scale", e.pointer());
  }

  @Test
  void enumsTravelAsStringsNeverIntegers() {
    BirException e = failure("{\"opcode\":\"Activation\",\"func\":3}");
    assertEquals("/func", e.pointer());
    assertTrue(e.reason().contains("ActivationFunctionType"), e.reason());
  }

  @Test
  void aKeyHoldingTheDefaultStaysPresentAndAnAbsentKeyStaysAbsent() {
    String doc = "{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":0.0,\"acc\":\"Idle\"}";
    InstActivation a = (InstActivation) harness.read(doc, new TestContext()).fields();
    assertTrue(a.hasScale());
    assertFalse(a.hasAlpha());
    assertEquals(InstActivation.DEFAULT_ALPHA, a.getAlpha());
    assertEquals(null, a.value("alpha"));
    assertEquals(doc, roundTrip(doc));
  }

  @Test
  void anOptionalKeyHoldingNullStaysPresentAsNull() {
    String doc = "{\"opcode\":\"Call\",\"target\":null,\"table_id\":3}";
    InstructionHarness.Read r = harness.read(doc, new TestContext());
    assertEquals(JsonValue.JsonNull.NULL, r.fields().value("target"));
    assertEquals(doc, harness.write(r, new TestContext()));
  }

  @Test
  void aRequiredKeyHoldingNullIsAnError() {
    assertEquals("/mode", failure("{\"opcode\":\"Memset\",\"mode\":null}").pointer());
  }

  @Test
  void aKeyGivenTwiceIsAnError() {
    BirException e = failure("{\"opcode\":\"Activation\",\"func\":\"Exp\",\"func\":\"Exp\"}");
    assertTrue(e.reason().contains("twice"), e.reason());
  }

  @Test
  void missingRequiredKeysAreReportedNotRefused() {
    InstructionHarness.Read r = harness.read("{\"opcode\":\"Memset\"}", new TestContext());
    assertEquals(List.of("mode", "constant"), r.fields().missingRequiredKeys());
  }

  @Test
  void aTupleHasExactlyItsArity() {
    BirException e = failure("{\"opcode\":\"Matmult\",\"tile_size\":[1]}");
    assertEquals("/tile_size", e.pointer());
    assertTrue(e.reason().contains("exactly 2"), e.reason());
    assertEquals(
        "{\"opcode\":\"Matmult\",\"tile_size\":[-1,-1]}",
        roundTrip("{\"opcode\":\"Matmult\",\"tile_size\":[-1,-1]}"));
  }

  @Test
  void aRecordNeedsItsKeysAndNoOthers() {
    assertTrue(
        failure("{\"opcode\":\"Iota\",\"pattern\":[{\"step\":1}]}").reason().contains("num"));
    assertTrue(
        failure("{\"opcode\":\"Iota\",\"pattern\":[{\"step\":1,\"num\":2,\"x\":0}]}")
            .reason()
            .contains("no key x"));
    InstIota iota =
        (InstIota)
            harness
                .read(
                    "{\"opcode\":\"Iota\",\"pattern\":[{\"num\":2,\"step\":-1}]}",
                    new TestContext())
                .fields();
    assertEquals(List.of(new APPair(-1L, 2L)), iota.getPattern());
  }

  @Test
  void anExpressionKeyIsReadThroughTheQuasiAffineExprDispatch() {
    String doc =
        "{\"opcode\":\"CollectiveCompute\",\"cc_channel\":" + SampleDocuments.expr(4) + "}";
    TestContext ctx = new TestContext();
    InstCollectiveCompute c = (InstCollectiveCompute) harness.read(doc, ctx).fields();
    PelicanContext pc = ctx.pelican();
    assertTrue(c.getCcChannel().isAffine());
    assertEquals(
        pc.affine(List.of(new AffineExpr.Term(pc.affineIV("i4"), 5)), -4),
        c.getCcChannel().expr().expr());
    assertEquals(java.util.Set.of("i4"), c.getCcChannel().expr().axes());
    assertEquals(doc, harness.write(harness.read(doc, ctx), ctx));
  }

  @Test
  void aTupleOfExpressionsRoundTrips() {
    String doc =
        "{\"opcode\":\"MatmultSymbolic\",\"replication_resolution\":1,"
            + "\"replication_shift_amnt\":2,\"replication_num_rows\":3,\"start_tensor_calc\":true,"
            + "\"tile_size_expr\":["
            + SampleDocuments.expr(1)
            + ","
            + SampleDocuments.expr(2)
            + "]}";
    TestContext ctx = new TestContext();
    InstMatmultSymbolic m = (InstMatmultSymbolic) harness.read(doc, ctx).fields();
    assertEquals(2, m.getTileSizeExpr().size());
    assertEquals(doc, roundTrip(doc));
  }

  /**
   * Every key of the spec that may hold an expression goes through the dispatch when it does:
   * version 3 is refused. (The MaybeAffine keys are listed in {@code MaybeAffineFieldsTest}.)
   */
  @Test
  void everyExpressionKeyOfTheSpecUsesTheVersionDispatch() {
    IsaSpec spec = SampleDocuments.spec();
    List<String> checked = new ArrayList<>();
    for (OpcodeSpec o : spec.opcodes()) {
      if (o.isAbstract()) {
        continue;
      }
      for (KeySpec k : spec.allKeys(o)) {
        if (!k.type().holdsExpr()) {
          continue;
        }
        String doc =
            "{\"opcode\":\""
                + o.opcode()
                + "\",\""
                + k.key()
                + "\":"
                + new SampleDocuments(spec).exprValue(k.type())
                + "}";
        BirException e =
            assertThrows(
                BirException.class,
                () -> harness.read(doc, new TestContext(3)),
                o.opcode() + "." + k.key());
        assertEquals(ExprDispatch.BAD_READ_VERSION, e.reason());
        if (!(k.type() instanceof TypeRef.MaybeAffineType)) {
          checked.add(o.opcode() + "." + k.key());
        }
      }
    }
    assertEquals(
        List.of(
            "CollectiveCompute.cc_channel",
            "CollectiveCompute.recv_from_rank",
            "CollectiveCompute.send_to_rank",
            "MatmultSymbolic.tile_size_expr",
            "MatmultSymbolic.tile_position_expr",
            "RangeSelectSymbolic.base_expr",
            "StreamShuffleSymbolic.mask",
            "TensorScalarSymbolic.expr0",
            "TensorScalarSymbolic.expr1",
            "CalcVarAddrSymbolic.expr_baseoffset",
            "IotaSymbolic.base",
            "TensorScalarAffineSelectSymbolic.base"),
        checked);
  }

  @Test
  void equalFieldsAreEqualAndAChangeMakesThemDiffer() {
    String doc = "{\"opcode\":\"Activation\",\"func\":\"Exp\",\"scale\":2.0}";
    var a = harness.read(doc, new TestContext()).fields();
    var b = harness.read(doc, new TestContext()).fields();
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    ((InstActivation) b).setScale(3.0);
    assertNotEquals(a, b);
    assertEquals("Activation{func=Exp, scale=2.0}", a.toString());
  }

  @Test
  void aBuilderIsSpentAfterBuild() {
    InstActivation.Builder b = InstActivation.builder();
    b.build();
    assertThrows(IllegalStateException.class, b::build);
  }
}
