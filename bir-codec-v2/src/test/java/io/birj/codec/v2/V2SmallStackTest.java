package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import io.birj.testkit.jvm.SmallStack;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The v2 codec does not lean on the thread's stack: a built-in expression 100,000 levels deep
 * reads, is measured and writes on a 256 KiB stack, and vendor nodes, whose codecs recurse by
 * contract, nest to a fixed bound ({@link V2Codec#MAX_VENDOR_NESTING}) that fits in it, refused
 * beyond it by the reader and the writer alike.
 */
class V2SmallStackTest {
  private static final JsonFactory UNBOUNDED =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
          .streamWriteConstraints(
              StreamWriteConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
          .build();
  private static final CodecLimits LOOSE = new CodecLimits(Integer.MAX_VALUE, Long.MAX_VALUE);

  private final ExprKindRegistry kinds =
      new ExprKindRegistry(List.of(TestVendorKinds.CLAMP_CODEC, TestVendorKinds.LANE_CODEC));
  private final PelicanContext pc =
      new PelicanContext(List.of(TestVendorKinds.CLAMP, TestVendorKinds.LANE));

  private String write(Expr e, WriteOptions o) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = UNBOUNDED.createGenerator(out)) {
      Wire.V2.write(e, g, o);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private Expr read(String json, TestReadContext ctx) throws Exception {
    try (JsonParser p = UNBOUNDED.createParser(json)) {
      p.nextToken();
      return Wire.V2.read(p, ctx);
    }
  }

  private Expr clamps(int levels) {
    Expr e = pc.shardId(1);
    for (int n = 0; n < levels; n++) {
      e = pc.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 7}, List.of(e));
    }
    return e;
  }

  @Test
  void aHundredThousandLevelExpressionReadsMeasuresAndWritesOnASmallStack() throws Exception {
    Expr e = pc.affineIV("i");
    for (int n = 0; n < 50_000; n++) {
      e = pc.floorDiv(pc.sum(e), 3);
    }
    Expr deep = e;
    WriteOptions o = WriteOptions.DEFAULT.withLimits(LOOSE);
    String json = SmallStack.call(() -> write(deep, o));
    assertEquals(
        json.length(), SmallStack.call(() -> V2Codec.wireBytes(deep, ExprKindRegistry.EMPTY)));
    assertSame(deep, SmallStack.call(() -> read(json, Wire.context(pc).withLimits(LOOSE))));
  }

  @Test
  void vendorNodesNestedToTheBoundReadAndWriteOnASmallStack() throws Exception {
    Expr e = clamps(V2Codec.MAX_VENDOR_NESTING);
    WriteOptions o = new WriteOptions(LOOSE, kinds, "");
    TestReadContext ctx = Wire.context(pc).withKinds(kinds).withLimits(LOOSE);
    String json = SmallStack.call(() -> write(e, o));
    assertSame(e, SmallStack.call(() -> read(json, ctx)));
  }

  @Test
  void vendorNodesWithTheirKindLastNestToTheBoundOnASmallStack() throws Exception {
    // Keys sorted as nlohmann sorts them: each object is replayed with "kind" first.
    String json = q("{'kind':'ShardIDKind','ub':1}");
    for (int n = 0; n < V2Codec.MAX_VENDOR_NESTING; n++) {
      json = q("{'arg':") + json + q(",'hi':7,'kind':'ClampKind','lo':0}");
    }
    String sorted = json;
    TestReadContext ctx = Wire.context(pc).withKinds(kinds).withLimits(LOOSE);
    assertSame(clamps(V2Codec.MAX_VENDOR_NESTING), SmallStack.call(() -> read(sorted, ctx)));
  }

  @Test
  void oneVendorLevelOverTheBoundIsRefusedByTheReaderAndTheWriter() throws Exception {
    Expr e = clamps(V2Codec.MAX_VENDOR_NESTING + 1);
    String json = write(clamps(V2Codec.MAX_VENDOR_NESTING), new WriteOptions(LOOSE, kinds, ""));
    String deeper = q("{'kind':'ClampKind','lo':0,'hi':7,'arg':") + json + "}";
    TestReadContext ctx = Wire.context(pc).withKinds(kinds).withLimits(LOOSE);
    String expected =
        "vendor expressions nest more than "
            + V2Codec.MAX_VENDOR_NESTING
            + " levels deep in one another, the v2 codec's limit"
            + " (their codecs read and write their children recursively)";
    BirException onRead = assertThrows(BirException.class, () -> read(deeper, ctx));
    assertEquals(expected, onRead.reason());
    BirException onWrite =
        assertThrows(BirException.class, () -> write(e, new WriteOptions(LOOSE, kinds, "")));
    assertEquals(expected, onWrite.reason());
  }

  @Test
  void theSuiteRunsAtTheJvmsDefaultStack() throws Throwable {
    for (String option : SmallStack.jvmOptions()) {
      assertFalse(option.startsWith("-Xss"), "the module's tests set " + option);
    }
  }
}
