package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static io.birj.codec.v2.Wire.readError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.WireMessages;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every refusal of the v2 reader: its message, its JSON Pointer and its line:column. */
class V2ReadErrorsTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  private static final String IV = "{'kind':'AffIVKind','axis':'i'}";

  @Test
  void unknownTagUsesTheSeedMessage() {
    BirException e = readError(q("{'kind':'BogusKind'}"), ctx);
    assertEquals("Walrus doesn't support this kind of Expr: BogusKind", e.reason());
    assertEquals("/kind", e.pointer());
    assertEquals(1, e.line());
    assertEquals(9, e.column());
  }

  @Test
  void unknownTagDeepInsideNamesItsPlace() {
    BirException e =
        readError(q("{'kind':'MultKind','var':{'kind':'APIndexKind'},'scale':1}"), ctx);
    assertEquals(WireMessages.UNKNOWN_V2_TAG + "APIndexKind", e.reason());
    assertEquals("/var/kind", e.pointer());
  }

  @Test
  void sumWhoseNTermsDiffersFromItsTermsUsesTheSeedMessage() {
    BirException e = readError(q("{'kind':'SumKind','n_terms':3,'terms':[" + IV + "]}"), ctx);
    assertTrue(e.reason().startsWith("Number of terms don't match"), e.reason());
    assertEquals("Number of terms don't match: n_terms is 3 but terms holds 1", e.reason());
    assertEquals("", e.pointer());
  }

  @Test
  void affineTermIndexMustBeOfTheIndexFamily() {
    BirException e =
        readError(
            q(
                "{'kind':'AffExprKind','terms':[{'idx':{'kind':'IndirectArgId','arg_id':1},"
                    + "'coeff':1}],'c':0}"),
            ctx);
    assertEquals(
        "an affine term's idx must be an index (kinds 6 to 13 or a vendor index kind), found"
            + " IndirectArg (kind 3)",
        e.reason());
    assertEquals("/terms/0/idx", e.pointer());
  }

  @Test
  void nTermsIsUnsignedSoANegativeValueIsAnError() {
    BirException e = readError(q("{'kind':'SumKind','n_terms':-1,'terms':[]}"), ctx);
    assertEquals("\"n_terms\" -1 is negative, but it is unsigned", e.reason());
    assertEquals("/n_terms", e.pointer());
  }

  @Test
  void replicaGroupsIdAbove64BitsIsAnError() {
    BirException e =
        readError(
            q(
                "{'kind':'CCDivKind','numer':"
                    + IV
                    + ",'denom':2,'replica_groups_id':18446744073709551616}"),
            ctx);
    assertEquals(
        "\"replica_groups_id\" 18446744073709551616 is outside the unsigned 64-bit range",
        e.reason());
  }

  @Test
  void signedValueAbove63BitsIsAnErrorNotATruncation() {
    BirException e = readError(q("{'kind':'ShardIDKind','ub':9223372036854775808}"), ctx);
    assertEquals("\"ub\" 9223372036854775808 is outside the signed 64-bit range", e.reason());
    assertEquals("/ub", e.pointer());
  }

  @Test
  void floatWhereAnIntegerBelongsIsAnError() {
    BirException e = readError(q("{'kind':'IndirectArgId','arg_id':1.0}"), ctx);
    assertEquals("\"arg_id\" must be an integer, found the number 1.0", e.reason());
  }

  @Test
  void stringWhereAnIntegerBelongsIsAnError() {
    BirException e = readError(q("{'kind':'IndirectArgId','arg_id':'1'}"), ctx);
    assertEquals("\"arg_id\" must be an integer, found the string \"1\"", e.reason());
  }

  @Test
  void kindMustBeAString() {
    BirException e = readError(q("{'kind':17}"), ctx);
    assertEquals("\"kind\" must be a string, found the number 17", e.reason());
  }

  @Test
  void subExpressionMustBeAnObject() {
    BirException e = readError(q("{'kind':'FloorDivKind','numer':[1],'denom':2}"), ctx);
    assertEquals("\"numer\" must be an object (an expression), found an array", e.reason());
    assertEquals("/numer", e.pointer());
  }

  @Test
  void termsMustBeAnArrayOfObjects() {
    assertEquals(
        "\"terms\" must be an array, found an object",
        readError(q("{'kind':'SumKind','n_terms':0,'terms':{}}"), ctx).reason());
    assertEquals(
        "each element of \"terms\" must be an object, found the number 1",
        readError(q("{'kind':'SumKind','n_terms':1,'terms':[1]}"), ctx).reason());
  }

  @Test
  void anExpressionMustBeAnObject() {
    assertEquals(
        "an expression must be an object, found the string \"x\"",
        readError(q("'x'"), ctx).reason());
  }

  @Test
  void unknownKeyIsAnErrorNamingIt() {
    BirException e = readError(q("{'kind':'ShardIDKind','ub':2,'note':'x'}"), ctx);
    assertEquals(
        "unknown key \"note\" in an expression of kind ShardIDKind (its keys: kind, ub)",
        e.reason());
    assertEquals("/note", e.pointer());
  }

  @Test
  void keyOfAnotherKindIsAnErrorNamingIt() {
    BirException e = readError(q("{'kind':'ShardIDKind','ub':2,'denom':3}"), ctx);
    assertEquals(
        "key \"denom\" does not belong in an expression of kind ShardIDKind (its keys: kind, ub)",
        e.reason());
  }

  @Test
  void keyOfAnotherKindBeforeTheKindIsReportedWhereItStands() {
    BirException e = readError("{\"denom\":3,\n \"kind\":\"ShardIDKind\",\"ub\":2}", ctx);
    assertEquals(
        "key \"denom\" does not belong in an expression of kind ShardIDKind (its keys: kind, ub)",
        e.reason());
    assertEquals("/denom", e.pointer());
    assertEquals(1, e.line());
    assertEquals(2, e.column());
  }

  @Test
  void unknownKeyInAnAffineTermIsAnError() {
    BirException e =
        readError(
            q("{'kind':'AffExprKind','terms':[{'idx':" + IV + ",'coeff':1,'c':0}],'c':0}"), ctx);
    assertEquals("key \"c\" does not belong in an affine term (its keys: idx, coeff)", e.reason());
    assertEquals("/terms/0/c", e.pointer());
  }

  @Test
  void missingKeyIsAnErrorNamingIt() {
    BirException e = readError(q("{'kind':'FloorDivKind','numer':" + IV + "}"), ctx);
    assertEquals("missing key \"denom\" in an expression of kind FloorDivKind", e.reason());
    assertEquals("", e.pointer());
  }

  @Test
  void missingKindIsAnError() {
    BirException e = readError(q("{'numer':" + IV + ",'denom':2}"), ctx);
    assertEquals("missing key \"kind\" in an expression", e.reason());
  }

  @Test
  void missingKeyInAnAffineTermIsAnError() {
    BirException e = readError(q("{'kind':'AffExprKind','terms':[{'idx':" + IV + "}],'c':0}"), ctx);
    assertEquals("missing key \"coeff\" in an affine term", e.reason());
    assertEquals("/terms/0", e.pointer());
  }

  @Test
  void duplicateKeyIsAnError() {
    BirException e = readError(q("{'kind':'ShardIDKind','ub':2,'ub':3}"), ctx);
    assertEquals("duplicate field 'ub'", e.reason());
    assertEquals("/ub", e.pointer());
  }

  @Test
  void duplicateIndexInOneAffineExpressionIsAnError() {
    BirException e =
        readError(
            q(
                "{'kind':'AffExprKind','terms':[{'idx':"
                    + IV
                    + ",'coeff':1},{'idx':"
                    + IV
                    + ",'coeff':2}],'c':0}"),
            ctx);
    assertTrue(e.reason().contains("duplicate index"), e.reason());
  }

  @Test
  void unknownAxisIsAnErrorAtItsName() {
    TestReadContext strict = Wire.context(pc, Set.of("i"), Set.of());
    BirException e = readError(q("{'kind':'AffIVKind','axis':'zz'}"), strict);
    assertEquals("unknown axis \"zz\"", e.reason());
    assertEquals("/axis", e.pointer());
  }

  @Test
  void resolverErrorGetsThePositionOfTheName() {
    TestReadContext strict = Wire.context(pc, Set.of("i"), Set.of("r1"));
    BirException e = readError(q("{'kind':'IntRuntimeValueKind','regref':'r9'}"), strict);
    assertEquals("no register named \"r9\" in the function", e.reason());
    assertEquals("/regref", e.pointer());
    assertEquals(1, e.line());
  }

  @Test
  void sumTermsThatAreAffineTermsAreRefusedOnceTheKindIsKnown() {
    BirException e =
        readError(q("{'n_terms':1,'terms':[{'idx':" + IV + ",'coeff':1}],'kind':'SumKind'}"), ctx);
    assertEquals(
        "a SumKind's terms must be expressions, found an affine term (missing key \"kind\")",
        e.reason());
    assertEquals("/terms/0", e.pointer());
  }

  @Test
  void affineTermsThatAreExpressionsAreRefusedOnceTheKindIsKnown() {
    BirException e = readError(q("{'terms':[" + IV + "],'c':0,'kind':'AffExprKind'}"), ctx);
    assertEquals(
        "an AffExprKind's terms must be {\"idx\", \"coeff\"} objects, found an expression",
        e.reason());
  }
}
