package io.birj.writer;

import static io.birj.writer.testing.Wire.axisV1;
import static io.birj.writer.testing.Wire.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.WireMessages;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.SymbolicAp;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Sample;
import io.birj.writer.ConversionReport.Loss;
import io.birj.writer.testing.Json;
import io.birj.writer.testing.Wire;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConverterTest {
  private static final String ADDR = "/functions/0/blocks/0/instructions/0/ins/0/addrs/0";

  private final Converter converter = new Converter(Wire.CODECS);

  /** A module whose one expression, at {@link #ADDR}, is made by {@code make}. */
  private interface Make {
    Expr make(PelicanContext pc);
  }

  private static Module oneExpression(Make make) {
    Module m = new Module();
    io.birj.api.model.Function f = new io.birj.api.model.Function("main");
    BasicBlock b = new BasicBlock("b0");
    Instruction i = new Instruction("Nop", "n0");
    SymbolicAp ap = new SymbolicAp();
    ap.setAddrs(new ArrayList<>(List.of(QuasiAffineExpr.of(make.make(m.pelican())))));
    i.setIns(new ArrayList<>(List.of(ap)));
    i.setOuts(null);
    b.instructions().add(i);
    f.blocks().add(b);
    m.functions().add(f);
    return m;
  }

  private static String convert(Converter c, Module m, int version, Converter.Policy policy)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    c.convert(m, out, WriteOptions.version(version), policy);
    return Wire.text(out.toByteArray());
  }

  // ---- refusals

  @Test
  void expressionsTheTargetCannotHoldAreListedWithPointerTextAndReason() {
    Module m = Sample.everySite(Sample.SUMS);
    ConversionReport r = converter.plan(m, 1);
    List<String> expected = new ArrayList<>(Sample.POINTERS);
    expected.remove(Sample.ALWAYS_V2_POINTER);
    assertEquals(expected, r.unencodable().stream().map(u -> u.pointer()).toList());
    ConversionReport.Unencodable first = r.unencodable().get(0);
    assertEquals("sum((a0), shard(4))", first.text());
    assertTrue(first.reason().startsWith(WireMessages.NOT_V1), first.reason());
    assertTrue(r.refused());
    assertEquals(List.of(), r.lossy());
  }

  @Test
  void aRefusalsMessageNamesEveryExpressionAndItsPointerIsTheFirsts() {
    Module m = Sample.everySite(Sample.SUMS);
    Converter.ConversionRefused e =
        assertThrows(Converter.ConversionRefused.class, () -> converter.check(m, 1));
    assertEquals(converter.plan(m, 1), e.report());
    assertTrue(
        e.reason()
            .startsWith("cannot convert to version 1: 27 expressions have no form in version 1\n"),
        e.reason());
    assertTrue(
        e.reason().contains("\n  " + Sample.POINTERS.get(0) + ": sum((a0), shard(4)): "),
        e.reason());
    assertEquals(Sample.POINTERS.get(0), e.pointer());
  }

  @Test
  void aRefusedConversionWritesNothing(@TempDir Path dir) throws IOException {
    Module m = Sample.everySite(Sample.SUMS);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertThrows(
        Converter.ConversionRefused.class,
        () -> converter.convert(m, out, WriteOptions.version(1)));
    assertEquals(0, out.size());
    Path file = dir.resolve("v1.json");
    assertThrows(
        Converter.ConversionRefused.class,
        () -> converter.convert(m, file, WriteOptions.version(1)));
    assertFalse(Files.exists(file));
    try (var files = Files.list(dir)) {
      assertEquals(0, files.count());
    }
  }

  @Test
  void anExpressionAtTheAlwaysV2SiteIsJudgedInV2() {
    Module m = Sample.everySite(Sample.SUMS);
    assertFalse(
        converter.plan(m, 1).unencodable().stream()
            .anyMatch(u -> u.pointer().equals(Sample.ALWAYS_V2_POINTER)));
  }

  // ---- lossy conversions

  @Test
  void aCcGetRankIntoV1IsRefusedBecauseV1ReadsItBackAsACcDiv() {
    Module m = oneExpression(pc -> pc.ccGetRank(3, 5));
    ConversionReport r = converter.plan(m, 1);
    assertEquals(
        List.of(
            new ConversionReport.LossyChange(
                ADDR,
                "ccrank(3, 5)",
                "(3) ccdiv 5 group 0",
                List.of(Loss.CC_GET_RANK_READS_AS_CC_DIV))),
        r.lossy());
    assertTrue(r.refused());
    Converter.ConversionRefused e =
        assertThrows(
            Converter.ConversionRefused.class,
            () -> converter.convert(m, new ByteArrayOutputStream(), WriteOptions.version(1)));
    assertTrue(
        e.reason()
            .contains(
                ADDR
                    + ": ccrank(3, 5) would read back as (3) ccdiv 5 group 0: "
                    + Loss.CC_GET_RANK_READS_AS_CC_DIV.description()),
        e.reason());
  }

  @Test
  void theLossyPolicyWritesACcGetRankInV1AndReportsTheChange() throws IOException {
    Module m = oneExpression(pc -> pc.ccGetRank(3, 5));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ConversionReport r = converter.convert(m, out, WriteOptions.version(1), Converter.Policy.LOSSY);
    assertFalse(r.refused());
    assertEquals(List.of(Loss.CC_GET_RANK_READS_AS_CC_DIV), r.lossy().get(0).losses());
    assertEquals(
        q("{'op':'CCGetRank','op_param':5,'terms':[],'c':3}"),
        Json.valueAt(Wire.text(out.toByteArray()), ADDR));
  }

  @Test
  void aCcDivsReplicaGroupIsLostInV1AndWrittenAsGroupZeroUnderTheLossyPolicy() throws IOException {
    Module m = oneExpression(pc -> pc.ccDiv(pc.affine(pc.affineIV("i")), 4, 7));
    ConversionReport strict = converter.plan(m, 1);
    assertEquals(
        List.of(
            new ConversionReport.LossyChange(
                ADDR,
                "(i) ccdiv 4 group 7",
                "(i) ccdiv 4 group 0",
                List.of(Loss.REPLICA_GROUPS_ID_DROPPED))),
        strict.lossy());
    assertTrue(strict.refused());
    assertEquals(List.of(), strict.unencodable());
    String lossy = convert(converter, m, 1, Converter.Policy.LOSSY);
    Module groupZero = oneExpression(pc -> pc.ccDiv(pc.affine(pc.affineIV("i")), 4, 0));
    assertEquals(Wire.json(groupZero, 1), lossy);
  }

  @Test
  void aCcModHasNoFormInAnyVersionAndIsWrittenAsAModuloUnderTheLossyPolicy() throws IOException {
    Module m = oneExpression(pc -> pc.ccMod(pc.affine(pc.affineIV("i")), 4, 2));
    ConversionReport strict = converter.plan(m, 2);
    assertEquals(
        List.of(
            new ConversionReport.LossyChange(
                ADDR, "(i) ccmod 4 group 2", "(i) mod 4", List.of(Loss.CC_MOD_WRITTEN_AS_MODULO))),
        strict.lossy());
    assertTrue(strict.refused());
    assertEquals(
        List.of(Loss.CC_MOD_WRITTEN_AS_MODULO), converter.plan(m, 1).lossy().get(0).losses());
    Module modulo = oneExpression(pc -> pc.modulo(pc.affine(pc.affineIV("i")), 4));
    assertEquals(Wire.json(modulo, 2), convert(converter, m, 2, Converter.Policy.LOSSY));
  }

  @Test
  void aCcDivWithAReplicaGroupIsFaithfulInV2() {
    Module m = oneExpression(pc -> pc.ccDiv(pc.affine(pc.affineIV("i")), 4, 7));
    assertTrue(converter.plan(m, 2).faithful());
  }

  @Test
  void aLoweringThatLeavesNoV1FormIsNoLossButARefusal() {
    // Dropping the group would not help: v1's numerator must be a flat affine, not a CCDiv.
    Module m = oneExpression(pc -> pc.modulo(pc.ccDiv(pc.affine(pc.affineIV("i")), 4, 7), 3));
    ConversionReport r = converter.plan(m, 1, Converter.Policy.LOSSY);
    assertEquals(List.of(), r.lossy());
    assertEquals(1, r.unencodable().size());
    assertTrue(r.unencodable().get(0).reason().contains("/numer"), r.unencodable().get(0).reason());
  }

  @Test
  void theLossyPolicyStillRefusesWhatHasNoFormAtAll() {
    Module m = Sample.everySite(Sample.SUMS);
    ConversionReport r = converter.plan(m, 1, Converter.Policy.LOSSY);
    assertTrue(r.refused());
    Converter.ConversionRefused e =
        assertThrows(
            Converter.ConversionRefused.class,
            () ->
                converter.convert(
                    m,
                    new ByteArrayOutputStream(),
                    WriteOptions.version(1),
                    Converter.Policy.LOSSY));
    assertFalse(e.reason().contains("lossy policy"), e.reason());
  }

  @Test
  void theReportOfAConversionIsItsPlan() throws IOException {
    Module m = oneExpression(pc -> pc.ccGetRank(3, 5));
    ConversionReport done =
        converter.convert(
            m, new ByteArrayOutputStream(), WriteOptions.version(1), Converter.Policy.LOSSY);
    assertEquals(converter.plan(m, 1, Converter.Policy.LOSSY), done);
  }

  /** The installed v1 codec, but its reader hands back something else. */
  private static PelicanCodec v1ReadingBack(
      java.util.function.BiFunction<Expr, PelicanContext, Expr> change) {
    PelicanCodec real = Wire.CODECS.find(1);
    return new PelicanCodec() {
      @Override
      public int version() {
        return 1;
      }

      @Override
      public String description() {
        return "v1, reading back otherwise";
      }

      @Override
      public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
        return change.apply(real.read(p, ctx), ctx.pelican());
      }

      @Override
      public boolean canWrite(Expr e, ExprKindRegistry kinds) {
        return real.canWrite(e, kinds);
      }

      @Override
      public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
        real.write(e, g, options);
      }
    };
  }

  @Test
  void aChangeOnTheWayBackIsFoundByReadingBackWhateverItIs() {
    PelicanCodec shifting =
        v1ReadingBack(
            (e, pc) -> pc.affine(((AffineExpr) e).terms(), ((AffineExpr) e).constant() + 1));
    Converter c = new Converter(CodecRegistry.of(shifting, Wire.CODECS.find(2)));
    Module m = oneExpression(pc -> pc.affine(pc.affineIV("i")));
    ConversionReport r = c.plan(m, 1);
    assertEquals(1, r.lossy().size());
    assertEquals(List.of(Loss.READS_BACK_DIFFERENTLY), r.lossy().get(0).losses());
    assertEquals(
        m.pelican()
            .print(
                m.pelican().affine(List.of(new AffineExpr.Term(m.pelican().affineIV("i"), 1)), 1)),
        r.lossy().get(0).after());
  }

  @Test
  void aCodecThatCannotReadWhatItWroteIsADefectNotADocumentError() {
    PelicanCodec broken =
        v1ReadingBack(
            (e, pc) -> {
              throw BirException.atPointer(
                  io.birj.api.error.DiagnosticCode.BIRJ_E0000, "", "unreadable");
            });
    Converter c = new Converter(CodecRegistry.of(broken, Wire.CODECS.find(2)));
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> c.plan(oneExpression(pc -> pc.affine(pc.affineIV("i"))), 1));
    assertTrue(e.getMessage().startsWith("birj defect: "), e.getMessage());
  }

  // ---- faithful conversions

  @Test
  void v1RepresentableExpressionsConvertFaithfullyBothWays() throws IOException {
    Module m = Sample.everySite(Sample.AXES);
    assertTrue(converter.plan(m, 1).faithful());
    assertTrue(converter.plan(m, 2).faithful());
    assertEquals(Wire.json(m, 1), convert(converter, m, 1, Converter.Policy.STRICT));
  }

  @Test
  void aConvertedDocumentHoldsNoExpressionOfAnotherVersionThanItDeclares() throws IOException {
    Module m = Sample.everySite(Sample.AXES);
    String v1 = convert(converter, m, 1, Converter.Policy.STRICT);
    for (int k = 0; k < Sample.POINTERS.size(); k++) {
      String at = Sample.POINTERS.get(k);
      if (!at.equals(Sample.ALWAYS_V2_POINTER)) {
        assertEquals(q(axisV1("a" + k)), Json.valueAt(v1, at), at);
      }
    }
    // No v2 tag anywhere but at the always-v2 site.
    try (JsonParser p = new JsonFactory().createParser(v1)) {
      while (p.nextToken() != null) {
        if (p.currentToken() == JsonToken.VALUE_STRING
            && "kind".equals(p.currentName())
            && p.getText().endsWith("Kind")) {
          String where = p.getParsingContext().pathAsPointer().toString();
          assertTrue(where.startsWith(Sample.ALWAYS_V2_POINTER), where);
        }
      }
    }
  }

  // ---- versions and codecs

  @Test
  void aConversionToAVersionWithoutItsCodecNamesTheMissingModule() {
    CodecRegistry v2Only = CodecRegistry.of(Wire.CODECS.find(2));
    BirException e =
        assertThrows(
            BirException.class, () -> new Converter(v2Only).plan(Sample.everySite(Sample.AXES), 1));
    assertEquals(v2Only.missingCodecMessage(1), e.reason());
  }

  @Test
  void anExpressionBeyondTheWriteLimitsIsUnencodableWithTheCodecsReason() {
    Converter small = new Converter(Wire.CODECS, CodecLimits.DEFAULT.withMaxWireBytes(10));
    ConversionReport r = small.plan(oneExpression(pc -> pc.affine(pc.affineIV("i"))), 2);
    assertEquals(1, r.unencodable().size());
    assertEquals(ADDR, r.unencodable().get(0).pointer());
    assertTrue(
        r.unencodable().get(0).reason().contains("CodecLimits.maxWireBytes"),
        r.unencodable().get(0).reason());
  }

  @Test
  void aBadTargetVersionIsTheCompilersWriterMessage() {
    BirException e =
        assertThrows(BirException.class, () -> converter.plan(Sample.everySite(Sample.AXES), 3));
    assertEquals(ExprDispatch.BAD_WRITE_VERSION, e.reason());
  }
}
