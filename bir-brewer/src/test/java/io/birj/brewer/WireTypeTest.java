package io.birj.brewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.brewer.spec.TypeRef;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the per-type table answers for each kind of type, where the projections do not show it. */
class WireTypeTest {
  static final TypeRef NAT = new TypeRef.ScalarType(TypeRef.Scalar.NAT);
  static final TypeRef INT = new TypeRef.ScalarType(TypeRef.Scalar.INT);
  static final TypeRef FLOAT = new TypeRef.ScalarType(TypeRef.Scalar.FLOAT);
  static final TypeRef UNKNOWN = new TypeRef.ScalarType(TypeRef.Scalar.UNKNOWN);
  static final TypeRef ENUM = new TypeRef.EnumType("E");
  static final TypeRef RECORD = new TypeRef.RecordType("Pair");
  static final TypeRef REF = new TypeRef.RefType(TypeRef.RefTarget.REGISTER);

  /** One type of each kind the spec declares. */
  static final List<TypeRef> ONE_OF_EACH_KIND =
      List.of(
          NAT,
          ENUM,
          RECORD,
          new TypeRef.MaybeAffineType(TypeRef.Scalar.NAT, "E"),
          new TypeRef.ExprOrType(UNKNOWN),
          REF,
          new TypeRef.ListType(NAT),
          new TypeRef.TupleType(List.of(NAT, INT)));

  @Test
  void everyKindOfDeclaredTypeHasAProjectionOfItsOwn() {
    Set<Class<?>> samples = new HashSet<>();
    Set<Class<?>> projections = new HashSet<>();
    for (TypeRef t : ONE_OF_EACH_KIND) {
      samples.add(t.getClass());
      projections.add(WireType.of(t).getClass());
    }
    assertEquals(Set.copyOf(Arrays.asList(TypeRef.class.getPermittedSubclasses())), samples);
    assertEquals(Set.copyOf(Arrays.asList(WireType.class.getPermittedSubclasses())), projections);
  }

  @Test
  void floatDefaultsSpelledAsStringsBecomeNanAndTheInfinities() {
    WireType f = WireType.of(FLOAT);
    assertEquals("Double.NaN", f.defaultLiteral("nan"));
    assertEquals("Double.POSITIVE_INFINITY", f.defaultLiteral("inf"));
    assertEquals("Double.NEGATIVE_INFINITY", f.defaultLiteral("-inf"));
    assertEquals("2.0", f.defaultLiteral(2L));
  }

  @Test
  void aMaybeAffineDefaultIsItsScalarArmAStringBeingASpelling() {
    WireType withSpellings = WireType.of(new TypeRef.MaybeAffineType(TypeRef.Scalar.NAT, "E"));
    assertEquals("MaybeAffine.<Object>scalar(E.C_D.value())", withSpellings.defaultLiteral("c_d"));
    assertEquals("MaybeAffine.<Object>scalar(7L)", withSpellings.defaultLiteral(7L));
    WireType plain = WireType.of(new TypeRef.MaybeAffineType(TypeRef.Scalar.INT, null));
    assertEquals("MaybeAffine.<Long>scalar(-1L)", plain.defaultLiteral(-1L));
  }

  @Test
  void listAndTupleDefaultsAreListsOfTheirElementsDefaults() {
    assertEquals(
        "List.of(List.of(1L, 2L), List.of())",
        WireType.of(new TypeRef.ListType(new TypeRef.ListType(NAT)))
            .defaultLiteral(List.of(List.of(1L, 2L), List.of())));
    assertEquals(
        "List.of(E.A.value(), 3.5)",
        WireType.of(new TypeRef.TupleType(List.of(ENUM, FLOAT))).defaultLiteral(List.of("a", 3.5)));
  }

  @Test
  void askingForADefaultTheSpecReaderRefusesIsADefect() {
    for (TypeRef t : List.of(RECORD, REF, UNKNOWN, new TypeRef.ExprOrType(RECORD))) {
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> WireType.of(t).defaultLiteral("x"));
      assertTrue(e.getMessage().contains("has no default"), e.getMessage());
    }
  }

  @Test
  void aTupleOfOneJavaTypeIsAListOfItAndAMixedTupleAListOfObjects() {
    assertEquals("List<Long>", WireType.of(new TypeRef.TupleType(List.of(NAT, INT))).javaType());
    assertEquals(
        "List<Object>", WireType.of(new TypeRef.TupleType(List.of(NAT, FLOAT))).javaType());
  }

  @Test
  void nestedLambdasTakeParameterNamesOfTheirOwnDepth() {
    WireType listOfLists = WireType.of(new TypeRef.ListType(new TypeRef.ListType(NAT)));
    assertEquals(
        "FieldValues.<List<Long>>readList(p, K_L, (p1, w1) -> FieldValues.<Long>readList(p1, w1,"
            + " (p2, w2) -> FieldValues.readNat(p2, w2)))",
        listOfLists.read("p", "K_L", 0));
    assertEquals(
        "FieldValues.<List<Long>>writeList(g, l, (g1, x1) -> { FieldValues.<Long>writeList(g1, x1,"
            + " (g2, x2) -> { FieldValues.writeNat(g2, x2); }); });",
        listOfLists.write("g", "l", "K_L", 0));
  }

  @Test
  void onlyUnknownReadsJsonNullAsAValueOfItsOwn() {
    for (TypeRef t : ONE_OF_EACH_KIND) {
      assertFalse(WireType.of(t).readsNull(), t.display());
    }
    assertTrue(WireType.of(UNKNOWN).readsNull());
  }

  @Test
  void anEnumKeyAlsoTakesAKnownConstant() {
    List<WireType.SetterOverload> overloads = WireType.of(ENUM).setterOverloads();
    assertEquals(1, overloads.size());
    assertEquals("E", overloads.get(0).param());
    assertEquals("v.value()", overloads.get(0).wrap("v"));
  }

  @Test
  void aListOfPlainValuesHoldsNoReferenceAndVisitsNothing() {
    WireType list = WireType.of(new TypeRef.ListType(NAT));
    assertFalse(list.holdsReference());
    Src s = new Src();
    list.visitReferences(s, "K_L", "-1", "l");
    assertEquals("", s.toString());
    assertTrue(WireType.of(new TypeRef.ListType(REF)).holdsReference());
  }

  @Test
  void aTupleSchemaAllowsExactlyItsElements() {
    Map<String, Object> schema = WireType.of(new TypeRef.TupleType(List.of(NAT, ENUM))).schema();
    assertEquals("array", schema.get("type"));
    assertEquals(
        List.of(Map.of("$ref", "#/$defs/Nat"), Map.of("$ref", "#/$defs/enum.E")),
        schema.get("prefixItems"));
    assertEquals(false, schema.get("items"));
    assertEquals(2, schema.get("minItems"));
  }
}
