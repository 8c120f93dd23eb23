package io.birj.api.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Module;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two version dispatches (docs/wire/expressions.md, "The version gate"), with stand-in codecs
 * that read any value as the shard id of their version and write their version number.
 */
class ExprDispatchTest {
  private static final JsonFactory JSON = new JsonFactory();
  private final PelicanContext pc = new PelicanContext();

  /** Reads any scalar as ShardId(version); writes {@code "v<version>"}. */
  private static class StandIn implements PelicanCodec {
    private final int version;

    StandIn(int version) {
      this.version = version;
    }

    @Override
    public int version() {
      return version;
    }

    @Override
    public String description() {
      return "stand-in v" + version;
    }

    @Override
    public Expr read(JsonParser p, ExprReadContext ctx) {
      return ctx.getOrCreateShardId(version);
    }

    @Override
    public boolean canWrite(Expr e, ExprKindRegistry kinds) {
      return true;
    }

    @Override
    public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
      g.writeString("v" + version);
    }
  }

  private final class Ctx extends StandaloneReadContext implements ExprDispatch.ReadContext {
    final Module module = new Module();
    final CodecRegistry codecs;

    Ctx(int version, CodecRegistry codecs) {
      super(pc, codecs.kinds());
      module.setVersion(version);
      this.codecs = codecs;
    }

    @Override
    public Module module() {
      return module;
    }

    @Override
    public CodecRegistry codecs() {
      return codecs;
    }
  }

  private static final CodecRegistry BOTH = CodecRegistry.of(new StandIn(1), new StandIn(2));

  private QuasiAffineExpr read(Ctx ctx) throws IOException {
    try (JsonParser p = JSON.createParser("0")) {
      p.nextToken();
      return ExprDispatch.read(p, ctx);
    }
  }

  private String write(QuasiAffineExpr q, int version, CodecRegistry codecs) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      ExprDispatch.write(q, g, version, codecs, PelicanCodec.WriteOptions.DEFAULT);
    }
    return out.toString();
  }

  @Test
  void version2ReadsWithTheV2Codec() throws IOException {
    assertSame(pc.shardId(2), read(new Ctx(2, BOTH)).expr());
  }

  @Test
  void version1ReadsWithTheV1Codec() throws IOException {
    assertSame(pc.shardId(1), read(new Ctx(1, BOTH)).expr());
  }

  @Test
  void otherReadVersionIsTheSeedsError() {
    BirException e = assertThrows(BirException.class, () -> read(new Ctx(3, BOTH)));
    assertEquals("Check the version of bir json file - should be 1 (old) or 2 (new)", e.reason());
    assertEquals(ExprDispatch.BAD_READ_VERSION, e.reason());
  }

  @Test
  void readVersionZeroIsTheSeedsErrorToo() {
    BirException e = assertThrows(BirException.class, () -> read(new Ctx(0, BOTH)));
    assertEquals(ExprDispatch.BAD_READ_VERSION, e.reason());
  }

  @Test
  void readWithoutTheVersionsCodecNamesTheVersionAndTheInstalledCodecs() {
    BirException e =
        assertThrows(BirException.class, () -> read(new Ctx(1, CodecRegistry.of(new StandIn(2)))));
    assertEquals(
        "no pelican codec for version 1 is installed (installed: v2); add the module"
            + " io.birj.codec.v1 (artifact bir-codec-v1)",
        e.reason());
  }

  @Test
  void readWithNoCodecAtAllSaysNone() {
    BirException e = assertThrows(BirException.class, () -> read(new Ctx(2, CodecRegistry.of())));
    assertEquals(
        "no pelican codec for version 2 is installed (installed: none); add the module"
            + " io.birj.codec.v2 (artifact bir-codec-v2)",
        e.reason());
  }

  @Test
  void writeTakesTheTargetVersionAsAnArgument() throws IOException {
    QuasiAffineExpr q = QuasiAffineExpr.of(pc.shardId(5));
    assertEquals("\"v1\"", write(q, 1, BOTH));
    assertEquals("\"v2\"", write(q, 2, BOTH));
  }

  @Test
  void otherWriteVersionIsTheSeedsError() {
    QuasiAffineExpr q = QuasiAffineExpr.of(pc.shardId(5));
    BirException e = assertThrows(BirException.class, () -> write(q, 3, BOTH));
    assertEquals("Check the version - should be 1 (old) or 2 (new)", e.reason());
  }

  @Test
  void writeWithoutTheVersionsCodecNamesTheVersionAndTheInstalledCodecs() {
    QuasiAffineExpr q = QuasiAffineExpr.of(pc.shardId(5));
    BirException e =
        assertThrows(BirException.class, () -> write(q, 1, CodecRegistry.of(new StandIn(2))));
    assertEquals(CodecRegistry.of(new StandIn(2)).missingCodecMessage(1), e.reason());
  }

  @Test
  void plainWriteIsAlwaysV2() throws IOException {
    QuasiAffineExpr q = QuasiAffineExpr.of(pc.shardId(5));
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      ExprDispatch.write(q, g, BOTH);
    }
    assertEquals("\"v2\"", out.toString());
  }

  @Test
  void registryRefusesTwoCodecsForOneVersion() {
    assertThrows(
        IllegalArgumentException.class,
        () -> CodecRegistry.of(List.of(new StandIn(2), new StandIn(2)), ExprKindRegistry.EMPTY));
  }

  @Test
  void vendorKindsInstalledWithTheCodecsReachReadAndWrite() throws IOException {
    ExprKindRegistry kinds = new ExprKindRegistry(List.of());
    ExprKindRegistry[] seen = new ExprKindRegistry[2];
    PelicanCodec spy =
        new StandIn(2) {
          @Override
          public Expr read(JsonParser p, ExprReadContext ctx) {
            seen[0] = ctx.kinds();
            return super.read(p, ctx);
          }

          @Override
          public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
            seen[1] = options.kinds();
            super.write(e, g, options);
          }
        };
    CodecRegistry codecs = CodecRegistry.of(List.of(spy), kinds);
    read(new Ctx(2, codecs));
    write(QuasiAffineExpr.of(pc.shardId(1)), 2, codecs);
    assertSame(kinds, seen[0]);
    assertSame(kinds, seen[1]);
  }
}
