package io.birj.api.instruction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.name.NameRef;
import io.birj.api.position.SourcePosition;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared typed reads and writes of instruction keys, and enum values. */
class FieldValuesTest {
  static final JsonFactory JSON = new JsonFactory();

  enum Color implements WireEnum {
    RED("red");

    private final String wire;

    Color(String wire) {
      this.wire = wire;
    }

    @Override
    public String wire() {
      return wire;
    }
  }

  interface Body {
    void run(JsonGenerator g) throws IOException;
  }

  static JsonParser at(String json) throws IOException {
    JsonParser p = JSON.createParser(json);
    p.nextToken();
    return p;
  }

  static String written(Body body) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      body.run(g);
    }
    return out.toString();
  }

  @Test
  void aTupleReadsExactlyItsArity() throws IOException {
    List<FieldValues.ElementReader<Long>> two = List.of(FieldValues::readInt, FieldValues::readNat);
    assertEquals(List.of(-1L, 2L), FieldValues.readTuple(at("[-1,2]"), "t", two));
    BirException more =
        assertThrows(BirException.class, () -> FieldValues.readTuple(at("[1,2,3]"), "t", two));
    assertEquals("t must have exactly 2 elements, found more", more.reason());
    BirException fewer =
        assertThrows(BirException.class, () -> FieldValues.readTuple(at("[1]"), "t", two));
    assertEquals("t must have exactly 2 elements, found 1", fewer.reason());
  }

  @Test
  void aListLeavesTheParserOnItsLastToken() throws IOException {
    JsonParser p = at("[[1,2],[]]");
    List<List<Long>> v =
        FieldValues.readList(
            p, "l", (p1, w1) -> FieldValues.readList(p1, w1, FieldValues::readNat));
    assertEquals(List.of(List.of(1L, 2L), List.of()), v);
    assertEquals(null, p.nextToken());
  }

  @Test
  void anErrorInsideAListPointsAtTheElement() throws IOException {
    BirException e =
        assertThrows(
            BirException.class,
            () -> FieldValues.readList(at("{\"k\":[1,\"x\"]}"), "k", FieldValues::readNat));
    assertTrue(e.reason().contains("must be an array"), e.reason());
    JsonParser p = at("{\"k\":[1,\"x\"]}");
    p.nextToken();
    p.nextToken();
    BirException inner =
        assertThrows(BirException.class, () -> FieldValues.readList(p, "k", FieldValues::readNat));
    assertEquals("/k/1", inner.pointer());
  }

  @Test
  void natsAreWrittenUnsignedAndFloatsInNlohmannsSpelling() throws IOException {
    assertEquals("18446744073709551615", written(g -> FieldValues.writeNat(g, -1L)));
    assertEquals("\"nan\"", written(g -> FieldValues.writeFloat(g, Double.NaN)));
    assertEquals("\"-inf\"", written(g -> FieldValues.writeFloat(g, Double.NEGATIVE_INFINITY)));
    assertEquals("1e+20", written(g -> FieldValues.writeFloat(g, 1e20)));
    assertEquals("2.0", written(g -> FieldValues.writeFloat(g, 2.0)));
  }

  @Test
  void aTupleWriterRefusesAValueOfAnotherArity() {
    List<FieldValues.ElementWriter<?>> one =
        List.of((FieldValues.ElementWriter<Long>) FieldValues::writeInt);
    assertThrows(
        IllegalStateException.class,
        () -> written(g -> FieldValues.writeTuple(g, List.of(1L, 2L), one)));
  }

  @Test
  void enumValuesAreEqualByTheirSpelling() {
    EnumValue<Color> known = EnumValue.of(Color.RED);
    EnumValue<Color> unknown = EnumValue.unknown("red");
    assertEquals(known, unknown);
    assertTrue(known.isKnown());
    assertFalse(unknown.isKnown());
    assertNotEquals(known, EnumValue.unknown("blue"));
    assertEquals("red", known.toString());
  }

  @Test
  void plainValuesTurnEnumsIntoSpellingsAllTheWayDown() {
    List<Object> typed =
        List.of(EnumValue.of(Color.RED), List.of(EnumValue.<Color>unknown("teal")));
    assertEquals(List.of("red", List.of("teal")), FieldValues.plain(typed));
  }

  @Test
  void aReferenceIsTheNamePositionedAtItsToken() throws IOException {
    JsonParser p = at("{\"k\":\n   \"bb0\"}");
    p.nextToken();
    p.nextToken();
    NameRef<io.birj.api.name.Named> r = FieldValues.readRef(p, "k");
    assertEquals("bb0", r.name());
    assertEquals(2, SourcePosition.line(r.position()));
    assertEquals(4, SourcePosition.column(r.position()));
    assertEquals("\"bb0\"", written(g -> FieldValues.writeRef(g, r)));
  }

  @Test
  void aReferenceMustBeAString() {
    BirException e = assertThrows(BirException.class, () -> FieldValues.readRef(at("[]"), "k"));
    assertEquals("k must be a name (a string), found an array", e.reason());
  }

  private static JsonValue.JsonObject object(String json) throws IOException {
    return (JsonValue.JsonObject) JsonValues.read(at(json));
  }

  @Test
  void plainValuesTurnReferencesIntoNamesAndMaybeAffinesIntoTheirArm() {
    assertEquals("bb0", FieldValues.plain(new NameRef<>("bb0")));
    assertEquals(
        List.of("a", "b"), FieldValues.plain(List.of(new NameRef<>("a"), new NameRef<>("b"))));
    assertEquals("red", FieldValues.plain(MaybeAffine.scalar(EnumValue.of(Color.RED))));
    assertEquals(7L, FieldValues.plain(MaybeAffine.scalar(7L)));
  }

  @Test
  void aMaybeAffineScalarErrorSaysAnExpressionWouldDo() {
    BirException e =
        assertThrows(
            BirException.class,
            () -> FieldValues.readMaybeAffine(at("\"x\""), "n", FieldValues::readNat, null));
    assertEquals(
        "n must be an integer, found the string \"x\"" + FieldValues.MAYBE_AFFINE_HINT, e.reason());
  }

  @Test
  void aMaybeAffineScalarIsWrittenByTheScalarsWriter() throws IOException {
    assertEquals(
        "18446744073709551615",
        written(
            g ->
                FieldValues.writeMaybeAffine(
                    g, "n", MaybeAffine.scalar(-1L), FieldValues::writeNat, null)));
  }
}
