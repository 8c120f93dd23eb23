package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.q;
import static io.birj.codec.v1.Wire.readError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.api.codec.WireSize;
import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the v1 reader and writer refuse, with their messages and positions. */
class V1ErrorsTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  private BirException writeRefusal(Expr e) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BirException x =
        assertThrows(
            BirException.class,
            () -> {
              try (JsonGenerator g = Wire.JSON.createGenerator(out)) {
                try {
                  Wire.V1.write(
                      e, g, new WriteOptions(CodecLimits.DEFAULT, ExprKindRegistry.EMPTY, "/x"));
                } finally {
                  g.flush();
                }
              }
            });
    assertEquals(0, out.size(), "nothing is written when the writer refuses");
    return x;
  }

  // ---- writer: isV1, made stricter ---------------------------------------------------------

  @Test
  void sumHasNoV1Form() {
    BirException e = writeRefusal(pc.sum(List.of(pc.constant(1))));
    assertEquals("Pelican Expr should be in V1 format: Sum (kind 18) has no v1 form", e.reason());
    assertEquals("/x", e.pointer());
  }

  @Test
  void bareIndexHasNoV1Form() {
    assertEquals(
        "Pelican Expr should be in V1 format: AffineIV (kind 6) has no v1 form",
        writeRefusal(pc.affineIV("i")).reason());
  }

  @Test
  void divisionOfANonAffineNumeratorHasNoV1Form() {
    BirException e = writeRefusal(pc.floorDiv(pc.floorDiv(pc.constant(8), 2), 2));
    assertEquals(
        "Pelican Expr should be in V1 format: the numerator of a FloorDiv is a FloorDiv, but v1"
            + " writes only a flat affine numerator",
        e.reason());
    assertEquals("/x/numer", e.pointer());
  }

  @Test
  void affineTermWhoseIndexIsNotAnAxisHasNoV1Form() {
    Expr e = pc.modulo(pc.affine(List.of(new AffineExpr.Term(pc.shardId(4), 1)), 0), 2);
    BirException x = writeRefusal(e);
    assertEquals(
        "Pelican Expr should be in V1 format: an affine term's index is a ShardId, but v1 names a"
            + " term's index by its axis (AxisLabel)",
        x.reason());
    assertEquals("/x/numer/terms/0/idx", x.pointer());
  }

  @Test
  void ccDivWithAReplicaGroupHasNoV1Form() {
    BirException e = writeRefusal(pc.ccDiv(pc.constant(4), 2, 3));
    assertEquals(
        "Pelican Expr should be in V1 format: a CCDiv's replica_groups_id (3) has no v1 form (v1"
            + " reads every CCDiv back with replica_groups_id 0)",
        e.reason());
  }

  @Test
  void kindsWithoutAnyWireFormHaveNoV1Form() {
    assertTrue(writeRefusal(pc.apIndex(1)).reason().endsWith("APIndex (kind 9) has no v1 form"));
    assertTrue(
        writeRefusal(pc.ccMod(pc.constant(1), 2, 0))
            .reason()
            .endsWith("CCMod (kind 28) has no v1 form"));
  }

  @Test
  void canWriteIsTheRepresentabilityGate() {
    assertTrue(Wire.V1.canWrite(pc.ccGetRank(1, 2), ExprKindRegistry.EMPTY));
    assertTrue(!Wire.V1.canWrite(pc.mult(pc.constant(1), 2), ExprKindRegistry.EMPTY));
  }

  @Test
  void theByteLimitOfAV1WriteIsMeasuredOnTheV2Form() {
    Expr e = pc.affine(List.of(new AffineExpr.Term(pc.affineIV("x".repeat(100)), 1)), 0);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BirException x =
        assertThrows(
            BirException.class,
            () -> {
              try (JsonGenerator g = Wire.JSON.createGenerator(out)) {
                Wire.V1.write(
                    e, g, new WriteOptions(new CodecLimits(8, 50), ExprKindRegistry.EMPTY, ""));
              }
            });
    assertEquals(
        "the expression's compact v2 form would take "
            + WireSize.of(e).v2Bytes()
            + " bytes, more than the limit of 50 (CodecLimits.maxWireBytes)",
        x.reason());
    assertEquals(0, out.size());
  }

  // ---- reader --------------------------------------------------------------------------------

  @Test
  void unknownOpIsAnError() {
    BirException e = readError(q("{'terms':[],'c':0,'op':'Pow','op_param':2}"), ctx);
    assertEquals(
        "unknown v1 op \"Pow\" (the v1 ops: Mod, Div, CCGetRank, IndirectArgId)", e.reason());
    assertEquals("/op", e.pointer());
  }

  @Test
  void indirectArgIdWithANonZeroBodyIsAnError() {
    BirException e = readError(q("{'op':'IndirectArgId','op_param':1,'terms':[],'c':4}"), ctx);
    assertEquals(
        "the affine body of an IndirectArgId must be the constant 0 (or absent)", e.reason());
  }

  @Test
  void v2KindOtherThanShardIdIsAnError() {
    BirException e = readError(q("{'kind':'FloorDivKind','numer':{},'denom':2}"), ctx);
    assertEquals(
        "a v1 expression has no kind \"FloorDivKind\": only ShardIDKind is tagged in v1 (is the"
            + " module's version right?)",
        e.reason());
  }

  @Test
  void unknownKeyIsAnErrorNamingIt() {
    BirException e = readError(q("{'terms':[],'c':0,'numer':{}}"), ctx);
    assertEquals(
        "unknown key \"numer\" in a v1 expression (its keys: terms, c, op, op_param; kind, ub for"
            + " a ShardId)",
        e.reason());
    assertEquals("/numer", e.pointer());
  }

  @Test
  void unknownKeyInATermIsAnError() {
    BirException e = readError(q("{'terms':[{'AxisLabel':'i','coeff':1}],'c':0}"), ctx);
    assertEquals(
        "unknown key \"coeff\" in a v1 affine term (its keys: AxisLabel, coef)", e.reason());
    assertEquals("/terms/0/coeff", e.pointer());
  }

  @Test
  void missingKeysAreErrorsNamingThem() {
    assertEquals(
        "missing key \"c\" in a v1 affine expression", readError(q("{'terms':[]}"), ctx).reason());
    assertEquals(
        "missing key \"op_param\" in a v1 expression with \"op\"",
        readError(q("{'terms':[],'c':0,'op':'Mod'}"), ctx).reason());
    assertEquals(
        "missing key \"terms\" in a v1 expression with op \"Div\"",
        readError(q("{'c':0,'op':'Div','op_param':2}"), ctx).reason());
    assertEquals(
        "missing key \"ub\" in a v1 ShardIDKind object",
        readError(q("{'kind':'ShardIDKind'}"), ctx).reason());
    assertEquals(
        "missing key \"coef\" in a v1 affine term",
        readError(q("{'terms':[{'AxisLabel':'i'}],'c':0}"), ctx).reason());
  }

  @Test
  void opParamWithoutOpIsAnError() {
    BirException e = readError(q("{'terms':[],\n'op_param':2,'c':0}"), ctx);
    assertEquals("key \"op_param\" needs \"op\"", e.reason());
    assertEquals("/op_param", e.pointer());
    assertEquals(2, e.line());
  }

  @Test
  void shardIdObjectHasAClosedKeySet() {
    BirException e = readError(q("{'kind':'ShardIDKind','ub':2,'c':0}"), ctx);
    assertEquals(
        "key \"c\" does not belong in a v1 ShardIDKind object (its keys: kind, ub)", e.reason());
  }

  @Test
  void ubWithoutKindIsAnError() {
    assertEquals(
        "key \"ub\" belongs only to a ShardIDKind object",
        readError(q("{'terms':[],'c':0,'ub':3}"), ctx).reason());
  }

  @Test
  void duplicateKeyIsAnError() {
    assertEquals("duplicate field 'c'", readError(q("{'terms':[],'c':0,'c':1}"), ctx).reason());
    assertEquals(
        "duplicate field 'coef'",
        readError(q("{'terms':[{'AxisLabel':'i','coef':1,'coef':2}],'c':0}"), ctx).reason());
  }

  @Test
  void duplicateAxisIsAnError() {
    BirException e =
        readError(
            q("{'terms':[{'AxisLabel':'i','coef':1},{'AxisLabel':'i','coef':2}],'c':0}"), ctx);
    assertTrue(e.reason().contains("duplicate index"), e.reason());
  }

  @Test
  void unknownAxisIsAnError() {
    TestReadContext strict = Wire.context(pc, Set.of("i"), Set.of());
    BirException e = readError(q("{'terms':[{'AxisLabel':'q','coef':1}],'c':0}"), strict);
    assertEquals("unknown axis \"q\"", e.reason());
    assertEquals("/terms/0/AxisLabel", e.pointer());
  }

  @Test
  void wrongTypesAreErrors() {
    assertEquals(
        "\"c\" must be an integer, found the number 1.5",
        readError(q("{'terms':[],'c':1.5}"), ctx).reason());
    assertEquals(
        "\"op_param\" must be an integer, found the string \"2\"",
        readError(q("{'terms':[],'c':0,'op':'Mod','op_param':'2'}"), ctx).reason());
    assertEquals(
        "\"terms\" must be an array, found an object",
        readError(q("{'terms':{},'c':0}"), ctx).reason());
    assertEquals(
        "\"c\" 99999999999999999999 is outside the signed 64-bit range",
        readError(q("{'terms':[],'c':99999999999999999999}"), ctx).reason());
  }

  @Test
  void deeplyNestedInputFailsAtOnce() {
    String deep = "{\"terms\":" + "[".repeat(100_000);
    BirException e = readError(deep, ctx);
    assertEquals("each element of \"terms\" must be an object, found an array", e.reason());
  }

  @Test
  void truncatedInputIsAnError() {
    BirException e = readError("{\"terms\":[{\"AxisLabel\":\"i\"", ctx);
    assertEquals(
        "unexpected end of input: the object opened at line 1, column 11 is not closed",
        e.reason());
  }
}
