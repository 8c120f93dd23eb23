package com.example.birj.vendor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.eval.Environment;
import io.birj.pelican.eval.Evaluator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kind as birj sees it on the class path: the v2 codec and this module's ClampKindCodec both
 * found by ServiceLoader (the module's META-INF/services file).
 */
class ClampKindCodecTest {
  private static final JsonFactory JSON = new JsonFactory();
  private static final String CLAMP =
      "{\"kind\":\"ClampKind\",\"lo\":0,\"hi\":7,\"arg\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"}}";

  private final CodecRegistry codecs = CodecRegistry.load();
  private final PelicanCodec v2 = codecs.require(2, "");
  private final PelicanContext pc = new PelicanContext(List.of(Clamp.KIND));

  private Expr read(String json) throws IOException {
    try (JsonParser p = JSON.createParser(json)) {
      p.nextToken();
      return v2.read(p, new StandaloneReadContext(pc, codecs.kinds()));
    }
  }

  private String write(Expr e) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      v2.write(e, g, new PelicanCodec.WriteOptions(CodecLimits.DEFAULT, codecs.kinds(), ""));
    }
    return out.toString();
  }

  private BirException readError(String json) {
    return assertThrows(BirException.class, () -> read(json));
  }

  @Test
  void serviceLoaderFindsTheKindBesideTheCodecs() {
    assertEquals(ClampKindCodec.class, codecs.kinds().byTag(ClampKindCodec.TAG).getClass());
    assertSame(Clamp.KIND, codecs.kinds().byNumber(Clamp.NUMBER).kind());
  }

  @Test
  void aClampReadsFromItsV2FormAndWritesItBackUnchanged() throws IOException {
    assertEquals(CLAMP, write(read(CLAMP)));
  }

  @Test
  void theTextFormNamesTheKindItsBoundsAndItsArgument() throws IOException {
    Expr e = read(CLAMP);
    assertEquals("@clamp(0, 7 | i)", pc.print(e));
    assertSame(e, pc.parse("@clamp(0, 7 | i)"));
  }

  @Test
  void keysMayComeInAnyOrder() throws IOException {
    assertSame(
        read(CLAMP),
        read(
            "{\"arg\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"},\"hi\":7,\"kind\":\"ClampKind\",\"lo\":0}"));
  }

  @Test
  void aClampEvaluatesToItsArgumentHeldWithinItsBounds() {
    Expr e = pc.parse("@clamp(0, 7 | i)");
    assertEquals(7, Evaluator.evaluate(e, Environment.builder().axis("i", 9).build()));
    assertEquals(0, Evaluator.evaluate(e, Environment.builder().axis("i", -3).build()));
    assertEquals(4, Evaluator.evaluate(e, Environment.builder().axis("i", 4).build()));
  }

  @Test
  void aMissingBoundIsAnErrorNamingTheKey() {
    BirException e =
        readError(
            "{\"kind\":\"ClampKind\",\"lo\":0,\"arg\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"}}");
    assertEquals("missing key \"hi\" in an expression of kind ClampKind", e.reason());
  }

  @Test
  void anUnknownKeyIsAnErrorAtThatKey() {
    BirException e = readError("{\"kind\":\"ClampKind\",\"lo\":0,\"hi\":7,\"step\":1}");
    assertEquals(
        "unknown key \"step\" in an expression of kind ClampKind (its keys: kind, lo, hi, arg)",
        e.reason());
    assertEquals("/step", e.pointer());
  }

  @Test
  void boundsOutOfOrderAreAnError() {
    BirException e =
        readError(
            "{\"kind\":\"ClampKind\",\"lo\":8,\"hi\":7,\"arg\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"}}");
    assertEquals("a ClampKind needs lo <= hi, found lo 8 and hi 7", e.reason());
  }

  @Test
  void aBoundThatIsNotAnIntegerIsAnErrorAtIt() {
    BirException e = readError("{\"kind\":\"ClampKind\",\"lo\":\"zero\",\"hi\":7}");
    assertEquals("/lo", e.pointer());
  }
}
