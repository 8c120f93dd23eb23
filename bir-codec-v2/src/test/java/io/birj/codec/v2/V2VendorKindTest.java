package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static io.birj.codec.v2.Wire.read;
import static io.birj.codec.v2.Wire.readError;
import static io.birj.codec.v2.Wire.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.VendorKind;
import io.birj.testkit.TestReadContext;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Vendor kinds: the v2 codec asks the installed kinds before failing, and lets them write. */
class V2VendorKindTest {
  private final ExprKindRegistry kinds =
      new ExprKindRegistry(List.of(TestVendorKinds.CLAMP_CODEC, TestVendorKinds.LANE_CODEC));
  private final PelicanContext pc =
      new PelicanContext(List.of(TestVendorKinds.CLAMP, TestVendorKinds.LANE));
  private final TestReadContext ctx = Wire.context(pc).withKinds(kinds);
  private final WriteOptions withKinds = new WriteOptions(CodecLimits.DEFAULT, kinds, "");

  private Expr clamp(Expr arg) {
    return pc.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 7}, List.of(arg));
  }

  private AffineIdx lane(long n) {
    return (AffineIdx) pc.vendor(TestVendorKinds.LANE, null, new long[] {n}, List.of());
  }

  @Test
  void vendorNodeIsWrittenByItsCodecAndReadBack() {
    Expr e = pc.modulo(clamp(pc.shardId(2)), 3);
    String json = write(e, withKinds);
    assertEquals(
        q(
            "{'kind':'ModuloKind','numer':{'kind':'ClampKind','lo':0,'hi':7,"
                + "'arg':{'kind':'ShardIDKind','ub':2}},'denom':3}"),
        json);
    assertSame(e, read(json, ctx));
  }

  @Test
  void vendorIndexStandsAsAnAffineTermIndex() {
    Expr e = pc.affine(List.of(new AffineExpr.Term(lane(3), 2)), 1);
    String json = write(e, withKinds);
    assertEquals(
        q("{'kind':'AffExprKind','terms':[{'idx':{'kind':'LaneKind','n':3},'coeff':2}],'c':1}"),
        json);
    assertSame(e, read(json, ctx));
  }

  @Test
  void vendorWireSizeIsExact() {
    Expr e = pc.sum(List.of(clamp(clamp(pc.affineIV("i"))), clamp(pc.shardId(9))));
    assertEquals(
        write(e, withKinds).getBytes(StandardCharsets.UTF_8).length, V2Codec.wireBytes(e, kinds));
  }

  @Test
  void vendorNodeWithoutAnInstalledEncodingIsUnsupported() {
    BirException e =
        assertThrows(BirException.class, () -> write(pc.mult(clamp(pc.shardId(1)), 2)));
    assertEquals("Unsupported expression kind: Clamp (kind 100)", e.reason());
    assertEquals("/var", e.pointer());
  }

  @Test
  void vendorTagWithoutAnInstalledKindIsTheSeedsUnknownTag() {
    BirException e = readError(q("{'kind':'LaneKind','n':3}"), Wire.context(pc));
    assertEquals("Walrus doesn't support this kind of Expr: LaneKind", e.reason());
  }

  @Test
  void vendorKindMayComeAfterItsOwnKeys() {
    assertSame(lane(3), read(q("{'n':3,'kind':'LaneKind'}"), ctx));
  }

  @Test
  void vendorObjectWithSortedKeysIsReadWhateverStandsBeforeItsKind() {
    Expr e = clamp(pc.shardId(2));
    assertSame(
        e, read(q("{'arg':{'kind':'ShardIDKind','ub':2},'hi':7,'kind':'ClampKind','lo':0}"), ctx));
    assertSame(
        pc.mult(e, 2),
        read(
            q(
                "{'scale':2,'var':{'arg':{'ub':2,'kind':'ShardIDKind'},'hi':7,'kind':'ClampKind',"
                    + "'lo':0},'kind':'MultKind'}"),
            ctx));
  }

  @Test
  void vendorReadErrorAfterReorderingPointsIntoTheObject() {
    BirException e =
        readError(q("{'hi':7,\n'kind':'ClampKind','lo':0,'arg':{'kind':'NoSuchKind'}}"), ctx);
    assertEquals(
        "Walrus doesn't support this kind of Expr: NoSuchKind (in the vendor object, its keys"
            + " re-ordered)",
        e.reason());
    assertEquals("/arg/kind", e.pointer());
    assertEquals(2, e.line());
  }

  @Test
  void builtInKindWithAKeyKeptForAVendorIsAnUnknownKey() {
    BirException e = readError(q("{'n':3,'kind':'ShardIDKind','ub':1}"), ctx);
    assertEquals(
        "unknown key \"n\" in an expression of kind ShardIDKind (its keys: kind, ub)", e.reason());
    assertEquals("/n", e.pointer());
  }

  @Test
  void vendorReaderThatStopsShortIsAnError() {
    ExprKindCodec sloppy =
        new ExprKindCodec() {
          @Override
          public VendorKind kind() {
            return TestVendorKinds.LANE;
          }

          @Override
          public String tag() {
            return "LaneKind";
          }

          @Override
          public Expr readFields(JsonParser p, ExprReadContext c, ChildReader children) {
            return lane(1); // leaves the parser on "n"
          }

          @Override
          public void writeFields(Expr e, JsonGenerator g, ChildWriter children) {}
        };
    TestReadContext c = Wire.context(pc).withKinds(new ExprKindRegistry(List.of(sloppy)));
    BirException e = readError(q("{'kind':'LaneKind','n':1}"), c);
    assertEquals(
        "the reader of the vendor kind LaneKind must return a node and stop at the end of its"
            + " object",
        e.reason());
  }

  @Test
  void vendorNestingBeyondItsBoundIsABirExceptionWhateverTheStack() throws Exception {
    int depth = 200_000;
    StringBuilder sb = new StringBuilder();
    sb.append("{\"kind\":\"ClampKind\",\"lo\":0,\"hi\":7,\"arg\":".repeat(depth));
    sb.append("{\"kind\":\"ShardIDKind\",\"ub\":1}").append("}".repeat(depth));
    JsonFactory unlimited =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
            .build();
    TestReadContext loose = ctx.withLimits(new CodecLimits(Integer.MAX_VALUE, Long.MAX_VALUE));
    Throwable[] thrown = new Throwable[1];
    Thread t =
        new Thread(
            null,
            () -> {
              try (JsonParser p = unlimited.createParser(sb.toString())) {
                Wire.V2.read(p, loose);
              } catch (Throwable x) {
                thrown[0] = x;
              }
            },
            "small-stack",
            256 * 1024);
    t.start();
    t.join();
    assertInstanceOf(BirException.class, thrown[0]);
    BirException e = (BirException) thrown[0];
    assertEquals(V2Codec.VENDOR_NESTING_MESSAGE, e.reason());
    assertEquals("/arg".repeat(V2Codec.MAX_VENDOR_NESTING) + "/kind", e.pointer());
    assertEquals(1, e.line());
  }

  @Test
  void vendorChildrenCountTowardsTheDepthLimit() {
    TestReadContext shallow = ctx.withLimits(new CodecLimits(2, 1 << 20));
    BirException e =
        readError(
            q(
                "{'kind':'ClampKind','lo':0,'hi':1,'arg':{'kind':'MultKind','var':{'kind':'ShardIDKind','ub':1},'scale':1}}"),
            shallow);
    assertEquals(
        "expression nests deeper than the limit of 2 levels (CodecLimits.maxDepth)", e.reason());
    assertEquals("/arg/var", e.pointer());
  }
}
