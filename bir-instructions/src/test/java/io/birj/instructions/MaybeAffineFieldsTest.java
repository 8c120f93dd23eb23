package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.EnumValue;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import io.birj.brewer.spec.TypeRef;
import io.birj.codec.v1.V1Codec;
import io.birj.codec.v2.V2Codec;
import io.birj.instructions.opcodes.InstLoad;
import io.birj.instructions.opcodes.InstMatmult;
import io.birj.instructions.opcodes.InstMatmultBase;
import io.birj.instructions.types.EngineAccumulationType;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code MaybeAffine<T>} keys: the scalar, or an expression object read through the version
 * dispatch and written in the target version; which keys are MaybeAffine.
 */
class MaybeAffineFieldsTest {
  /** The keys the references name as MaybeAffine (docs/wire/container.md, "MaybeAffine fields"). */
  static final Set<String> NAMED =
      Set.of(
          "MatmultBase.accumulation_flag",
          "MatmultBase.replication_resolution",
          "MatmultBase.replication_shift_amnt",
          "MatmultBase.replication_num_rows",
          "MatmultBase.is_transpose",
          "MatmultBase.is_fmap_onezero",
          "MatmultBase.is_weight_onezero",
          "MatmultBase.ifmap_quant_offset",
          "MatmultBase.weights_quant_offset",
          "DMA.duplicate");

  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();
  private final IsaSpec spec = SampleDocuments.spec();

  private InstructionHarness.Read read(String doc, TestContext ctx) {
    return harness.read(doc, ctx);
  }

  @Test
  void theNamedKeysAndEveryCanReadUninitAndIsFlagOfTheRosterAreMaybeAffineAndNoOther() {
    Set<String> expected = new TreeSet<>(NAMED);
    Set<String> found = new TreeSet<>();
    for (OpcodeSpec o : spec.opcodes()) {
      for (KeySpec k : o.keys()) {
        String where = o.opcode() + "." + k.key();
        boolean flag =
            (k.key().equals("can_read_uninit") || k.key().startsWith("is_"))
                && ReferenceCatalogAgreementTest.wire(k.type())
                    .equals(new TypeRef.ScalarType(TypeRef.Scalar.BOOL));
        if (flag && o.era().equals(spec.defaultEra())) {
          expected.add(where);
        }
        if (k.type() instanceof TypeRef.MaybeAffineType) {
          found.add(where);
        }
      }
    }
    assertEquals(expected, found);
    assertTrue(found.size() > NAMED.size() + 15, found.toString());
  }

  @Test
  void theScalarArmIsTheScalar() {
    String doc = "{\"opcode\":\"Matmult\",\"replication_num_rows\":7,\"is_transpose\":true}";
    TestContext ctx = new TestContext();
    InstMatmult m = (InstMatmult) read(doc, ctx).fields();
    assertFalse(m.getReplicationNumRows().isAffine());
    assertEquals(7L, m.getReplicationNumRows().scalarValue());
    assertEquals(MaybeAffine.scalar(true), m.getIsTranspose());
    assertEquals(7L, m.value("replication_num_rows"));
    assertEquals(doc, harness.write(read(doc, ctx), ctx));
  }

  @Test
  void theAffineArmIsAnExpressionReadThroughTheDispatch() {
    String doc =
        "{\"opcode\":\"Matmult\",\"replication_num_rows\":" + SampleDocuments.expr(2) + "}";
    TestContext ctx = new TestContext();
    InstMatmult m = (InstMatmult) read(doc, ctx).fields();
    assertTrue(m.getReplicationNumRows().isAffine());
    assertEquals(Set.of("i2"), m.getReplicationNumRows().expr().axes());
    assertSame(m.getReplicationNumRows().expr(), m.value("replication_num_rows"));
    assertEquals(doc, harness.write(read(doc, ctx), ctx));
    BirException e = assertThrows(BirException.class, () -> read(doc, new TestContext(3)));
    assertEquals(ExprDispatch.BAD_READ_VERSION, e.reason());
  }

  @Test
  void theAffineArmIsWrittenInTheTargetVersion() {
    String v2 = "{\"opcode\":\"Load\",\"duplicate\":" + SampleDocuments.expr(1) + "}";
    CodecRegistry both = CodecRegistry.of(new V1Codec(), new V2Codec());
    TestContext ctx = new TestContext(2, both);
    InstructionHarness.Read r = read(v2, ctx);
    ctx.target = 1;
    String v1 = harness.write(r, ctx);
    assertEquals(
        "{\"opcode\":\"Load\",\"duplicate\":{\"terms\":[{\"AxisLabel\":\"i1\",\"coef\":2}],\"c\":-1}}",
        v1);
    TestContext v1ctx = new TestContext(1, both);
    InstLoad back = (InstLoad) read(v1, v1ctx).fields();
    // Two documents, two arenas: the same expression, printed the same.
    assertEquals(
        ((InstLoad) r.fields()).getDuplicate().expr().toString(),
        back.getDuplicate().expr().toString());
  }

  @Test
  void aScalarOfTheWrongTypeSaysThatAnExpressionWouldDo() {
    BirException e =
        assertThrows(
            BirException.class,
            () ->
                read(
                    "{\"opcode\":\"Matmult\",\"replication_num_rows\":\"seven\"}",
                    new TestContext()));
    assertEquals("/replication_num_rows", e.pointer());
    assertEquals(1, e.line());
    assertTrue(e.reason().contains("must be an integer"), e.reason());
    assertTrue(e.reason().endsWith("(a MaybeAffine key)"), e.reason());
  }

  @Test
  void anAbsentMaybeAffineKeyHasItsScalarDefault() {
    InstMatmult m = new InstMatmult();
    assertEquals(MaybeAffine.scalar(0L), m.getReplicationNumRows());
    assertEquals(MaybeAffine.scalar(false), m.getIsTranspose());
    assertEquals(InstMatmultBase.DEFAULT_IFMAP_QUANT_OFFSET, m.getIfmapQuantOffset());
    assertFalse(m.hasReplicationNumRows());
  }

  @Test
  void theBuilderTakesAScalarOrAnExpression() {
    TestContext ctx = new TestContext();
    QuasiAffineExpr e =
        ((InstMatmult)
                read(
                        "{\"opcode\":\"Matmult\",\"replication_num_rows\":"
                            + SampleDocuments.expr(3)
                            + "}",
                        ctx)
                    .fields())
            .getReplicationNumRows()
            .expr();
    InstMatmult m = InstMatmult.builder().replicationNumRows(4L).isTranspose(e).build();
    assertEquals(MaybeAffine.scalar(4L), m.getReplicationNumRows());
    assertEquals(MaybeAffine.affine(e), m.getIsTranspose());
  }

  // ---- accumulation_flag: a number, an expression or an EngineAccumulationType spelling

  @Test
  void accumulationFlagMayBeANumber() {
    String doc = "{\"opcode\":\"Matmult\",\"accumulation_flag\":3}";
    InstMatmult m = (InstMatmult) read(doc, new TestContext()).fields();
    assertEquals(3L, m.getAccumulationFlag().scalarValue());
    assertEquals(doc, harness.roundTrip(doc, new TestContext()));
  }

  @Test
  void accumulationFlagMayBeAnExpression() {
    String doc = "{\"opcode\":\"Matmult\",\"accumulation_flag\":" + SampleDocuments.expr(5) + "}";
    InstMatmult m = (InstMatmult) read(doc, new TestContext()).fields();
    assertTrue(m.getAccumulationFlag().isAffine());
    assertEquals(doc, harness.roundTrip(doc, new TestContext()));
  }

  @Test
  void accumulationFlagMayBeAnEngineAccumulationTypeSpelling() {
    String doc = "{\"opcode\":\"Matmult\",\"accumulation_flag\":\"LoadAccumulate\"}";
    TestContext ctx = new TestContext();
    InstMatmult m = (InstMatmult) read(doc, ctx).fields();
    assertEquals(
        EngineAccumulationType.LOAD_ACCUMULATE.value(), m.getAccumulationFlag().scalarValue());
    assertEquals("LoadAccumulate", m.value("accumulation_flag"));
    assertEquals(List.of(), ctx.warnings);
    assertEquals(doc, harness.roundTrip(doc, new TestContext()));
  }

  @Test
  void anUnknownAccumulationFlagSpellingIsKeptAndWarnedAbout() {
    String doc = "{\"opcode\":\"Matmult\",\"accumulation_flag\":\"Sometimes\"}";
    TestContext ctx = new TestContext();
    InstMatmult m = (InstMatmult) read(doc, ctx).fields();
    EnumValue<?> v = (EnumValue<?>) m.getAccumulationFlag().scalarValue();
    assertFalse(v.isKnown());
    assertEquals(1, ctx.warnings.size());
    assertEquals(doc, harness.write(read(doc, new TestContext()), ctx));
  }

  @Test
  void aBooleanAccumulationFlagNamesEveryAcceptedForm() {
    BirException e =
        assertThrows(
            BirException.class,
            () -> read("{\"opcode\":\"Matmult\",\"accumulation_flag\":true}", new TestContext()));
    assertEquals("/accumulation_flag", e.pointer());
    assertTrue(e.reason().contains("must be an integer"), e.reason());
    assertTrue(e.reason().contains("EngineAccumulationType spelling"), e.reason());
    assertTrue(e.reason().contains("expression"), e.reason());
  }
}
