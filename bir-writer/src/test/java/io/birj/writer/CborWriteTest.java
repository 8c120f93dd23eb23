package io.birj.writer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Sample;
import io.birj.testkit.TestOpcode;
import io.birj.writer.testing.CborFormat;
import io.birj.writer.testing.Wire;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one emitter writes CBOR as well as JSON, through the DocumentFormat SPI. */
class CborWriteTest {
  private static final WriteOptions CBOR = WriteOptions.DEFAULT.withFormat(CborFormat.INSTANCE);

  /** The tokens of a document, scalars with their text: equal for a JSON doc and its twin. */
  private static List<String> tokens(JsonFactory f, byte[] doc) throws IOException {
    List<String> out = new ArrayList<>();
    try (JsonParser p =
        f.rebuild()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(10_000).build())
            .build()
            .createParser(doc)) {
      while (p.nextToken() != null) {
        JsonToken t = p.currentToken();
        out.add(t.isScalarValue() || t == JsonToken.FIELD_NAME ? t + " " + p.getText() : t.name());
      }
    }
    return out;
  }

  @Test
  void theSameModelWritesTheSameTokensInCborAsInJson() throws IOException {
    Module m = Sample.everySite(Sample.AXES);
    for (int version = 1; version <= 2; version++) {
      byte[] cbor = Wire.WRITER.toBytes(m, CBOR.withVersion(version));
      assertEquals(0xBF, cbor[0] & 0xFF, "a CBOR map (of indefinite length) comes first");
      assertEquals(
          tokens(new JsonFactory(), Wire.WRITER.toBytes(m, WriteOptions.version(version))),
          tokens(new CBORFactory(), cbor));
    }
  }

  @Test
  void unknownNumbersAreNumbersInCbor() throws IOException {
    Module m = new Module();
    m.unknownKeys()
        .add(
            new JsonValue.Member(
                "x",
                new JsonValue.JsonArray(
                    List.of(
                        new JsonValue.JsonNumber("1.50"),
                        new JsonValue.JsonNumber("-3"),
                        new JsonValue.JsonNumber("18446744073709551616"),
                        new JsonValue.JsonNumber("1e400")))));
    byte[] cbor = Wire.WRITER.toBytes(m, CBOR);
    List<Object> values = new ArrayList<>();
    try (JsonParser p = new CBORFactory().createParser(cbor)) {
      while (p.nextToken() != JsonToken.END_OBJECT) {
        if (p.currentToken().isNumeric()) {
          values.add(p.getNumberValue());
        }
      }
    }
    assertEquals(
        List.of(2, 1.5, -3, new BigInteger("18446744073709551616"), new BigDecimal("1e400")),
        values);
  }

  @Test
  void aRefusalInACborDocumentHasTheSamePointerAsInItsJsonTwin() {
    Module m = new Module();
    PelicanContext pc = m.pelican();
    QuasiAffineExpr sum = QuasiAffineExpr.of(pc.sum(pc.affine(pc.affineIV("i")), pc.shardId(2)));
    Instruction t = new Instruction(TestOpcode.OPCODE, "t0");
    TestOpcode f = new TestOpcode();
    f.pairs = List.of(new TestOpcode.Pair(1, QuasiAffineExpr.of(pc.affine(pc.affineIV("j")))));
    f.extra =
        new JsonValue.JsonObject(
            List.of(
                new JsonValue.Member(
                    "k", new JsonValue.JsonArray(List.of(new JsonValue.JsonExpr(sum))))));
    t.setFields(f);
    BasicBlock b = new BasicBlock("b0");
    b.instructions().add(t);
    Function main = new Function("main");
    main.blocks().add(b);
    m.functions().add(main);
    String at = "/functions/0/blocks/0/instructions/0/extra/k/0";
    BirException json =
        assertThrows(BirException.class, () -> Wire.WRITER.toBytes(m, WriteOptions.version(1)));
    BirException cbor =
        assertThrows(
            BirException.class,
            () -> Wire.WRITER.write(m, new ByteArrayOutputStream(), CBOR.withVersion(1)));
    assertEquals(at, json.pointer());
    assertEquals(at, cbor.pointer());
  }

  @Test
  void anIndentIsRefusedForABinaryEncodingAndDroppedWhenSwitchingToOne() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> new WriteOptions(2, 2, CborFormat.INSTANCE));
    assertTrue(e.getMessage().contains("cbor is binary"), e.getMessage());
    assertEquals(0, WriteOptions.DEFAULT.withIndent(2).withFormat(CborFormat.INSTANCE).indent());
  }
}
