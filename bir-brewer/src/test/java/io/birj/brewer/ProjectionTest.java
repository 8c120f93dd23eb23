package io.birj.brewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.brewer.spec.SpecException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The two projections of a small spec, and the Java names they choose. */
class ProjectionTest {
  static final String SPEC =
      SpecReaderTest.spec(
          "["
              + SpecReaderTest.BASE
              + ", {\"opcode\": \"Leaf\", \"parent\": \"Base\", \"abstract\": false, \"keys\":"
              + " [{\"key\": \"can_read\", \"type\": \"Bool\", \"presence\": \"required\"}]}]");

  @Test
  void enumSpellingsBecomeUpperSnakeConstants() {
    assertEquals("ABS_RECIPROCAL_SQRT", Names.constant("Abs_reciprocal_sqrt"));
    assertEquals("ZERO_ACCUMULATE", Names.constant("ZeroAccumulate"));
    assertEquals("FLOAT8E3", Names.constant("float8e3"));
    assertEquals("SEND_RECV_CCE", Names.constant("SendRecvCCE"));
    assertEquals("PHILOX_1", Names.constant("PHILOX_1"));
    assertEquals("IS_EQIMM", Names.constant("IS_EQIMM"));
    assertEquals("XYZWC", Names.constant("XYZWC"));
    assertEquals("_1X", Names.constant("1x"));
  }

  @Test
  void keysBecomeCamelCaseMembersAvoidingKeywordsAndReservedNames() {
    assertEquals("canReadUninit", Names.camel("can_read_uninit"));
    assertEquals("opFunctionName", Names.camel("opFunctionName"));
    assertEquals("is64bit", Names.camel("is_64bit"));
    assertEquals("classValue", Names.camel("class"));
    assertEquals("valueValue", Names.camel("value"));
    assertEquals("CanReadUninit", Names.capitalized("can_read_uninit"));
  }

  @Test
  void twoSpellingsThatBecomeOneConstantAreRefused() throws IOException {
    String clash = SPEC.replace("[\"a\", \"B\"]", "[\"a_b\", \"aB\"]").replace("\"B\"}", "\"aB\"}");
    SpecException e =
        assertThrows(SpecException.class, () -> Brewer.project(SpecReaderTest.read(clash)));
    assertTrue(e.getMessage().contains("both become A_B"), e.getMessage());
  }

  @Test
  void theProjectionsNameEveryClassAndTheSchemaEveryOpcode() throws IOException {
    Brewer.Output out = Brewer.project(SpecReaderTest.read(SPEC));
    assertEquals(
        java.util.Set.of(
            "io/birj/instructions/IsaCatalog.java",
            "io/birj/instructions/opcodes/InstBase.java",
            "io/birj/instructions/opcodes/InstLeaf.java",
            "io/birj/instructions/types/E.java",
            "io/birj/instructions/types/Pair.java"),
        out.sources().keySet());
    String leaf = out.sources().get("io/birj/instructions/opcodes/InstLeaf.java");
    assertTrue(leaf.contains("public final class InstLeaf extends InstBase {"));
    assertTrue(leaf.contains("KEYS = List.of(K_K, K_CAN_READ)"));
    String schema = out.resources().get(Brewer.SCHEMA_PATH);
    assertTrue(schema.contains("\"opcode.Leaf\": {"));
    assertTrue(schema.contains("\"$ref\": \"#/$defs/opcode.Base\""));
    assertTrue(schema.contains("\"required\": [\n        \"can_read\"\n      ]"), schema);
    assertFalse(schema.contains("\r"));
  }

  /** A spec whose one opcode has a key of each of the new forms, and is a region of the old era. */
  static final String FORMS =
      SpecReaderTest.spec(
          "[{\"opcode\": \"R\", \"parent\": \"Instruction\", \"abstract\": false, \"region\":"
              + " true, \"era\": \"old\", \"keys\": ["
              + SpecReaderTest.key("m", "{\"maybeAffine\": \"Nat\"}")
              + ", "
              + SpecReaderTest.key("f", "{\"maybeAffine\": \"Nat\", \"orSpelling\": \"E\"}")
              + ", "
              + SpecReaderTest.key("c", "{\"exprOr\": \"Unknown\"}")
              + ", "
              + SpecReaderTest.key("b", "{\"ref\": \"Block\"}")
              + ", "
              + SpecReaderTest.key("d", "{\"list\": {\"ref\": \"DmaBlock\"}}")
              + ", "
              + SpecReaderTest.key("u", "\"Unknown\"")
              + "]}]");

  private static String formsClass() throws IOException {
    return Brewer.project(SpecReaderTest.read(FORMS))
        .sources()
        .get("io/birj/instructions/opcodes/InstR.java");
  }

  @Test
  void aMaybeAffineKeyIsReadAndWrittenThroughTheSharedHelpers() throws IOException {
    String r = formsClass();
    assertTrue(r.contains("private MaybeAffine<Long> m;"), r);
    assertTrue(r.contains("FieldValues.<Long>readMaybeAffine(p, K_M, (p1, w1) ->"), r);
    assertTrue(r.contains("FieldValues.<Long>writeMaybeAffine(g, K_M, m,"), r);
    assertTrue(r.contains("public void setM(QuasiAffineExpr v) {"), r);
    assertTrue(r.contains("public void setM(Long v) {"), r);
  }

  @Test
  void aMaybeAffineKeyWithSpellingsHoldsAScalarOrAnEnumValue() throws IOException {
    String r = formsClass();
    assertTrue(r.contains("private MaybeAffine<Object> f;"), r);
    assertTrue(r.contains("FieldValues.readScalarOrSpelling(p1, w1,"), r);
    assertTrue(r.contains("E.NAME, E::parse, ctx)"), r);
    assertTrue(r.contains("public void setF(E v) {"), r);
  }

  @Test
  void anExprOrKeyIsToldApartByShape() throws IOException {
    String r = formsClass();
    assertTrue(r.contains("private MaybeAffine<JsonValue> c;"), r);
    assertTrue(
        r.contains(
            "FieldValues.<JsonValue>readExprOr(p, K_C, (p1, w1) -> ctx.readUnknown(p1), ctx)"),
        r);
  }

  @Test
  void referencesAreNameRefsVisitedInEmitOrder() throws IOException {
    String r = formsClass();
    assertTrue(r.contains("private NameRef<BasicBlock> b;"), r);
    assertTrue(r.contains("private List<NameRef<Instruction>> d;"), r);
    assertTrue(r.contains("FieldValues.<BasicBlock>readRef(p, K_B)"), r);
    int visitB = r.indexOf("visitor.reference(K_B, -1, RefKind.BLOCK, b);");
    int visitD = r.indexOf("visitor.reference(K_D, i, RefKind.DMA_BLOCK, d.get(i));");
    assertTrue(visitB > 0 && visitD > visitB, r);
    assertTrue(r.contains("public void setB(String v) {"), r);
  }

  @Test
  void anUnknownKeyGoesThroughTheContext() throws IOException {
    String r = formsClass();
    assertTrue(r.contains("u = ctx.readUnknown(p);"), r);
    assertTrue(r.contains("ctx.writeUnknown(g, K_U, u);"), r);
  }

  @Test
  void theCatalogCarriesRegionEraAndEnums() throws IOException {
    String catalog =
        Brewer.project(SpecReaderTest.read(FORMS))
            .sources()
            .get("io/birj/instructions/IsaCatalog.java");
    java.util.regex.Matcher descriptor =
        java.util.regex.Pattern.compile(
                "new OpcodeDescriptor\\(\"R\", \"Instruction\", false, List.of\\(\"m\", \"f\", \"c\","
                    + " \"b\", \"d\", \"u\"\\), new Fields\\((\\d+)\\), true, \"old\"\\)")
            .matcher(catalog);
    assertTrue(descriptor.find(), catalog);
    // The factory makes the opcode's fields by its index, as an Object cast, so that linking the
    // catalog loads no opcode class (CatalogLoadsOpcodesLazilyTest in bir-instructions).
    assertTrue(
        catalog.contains(
            "case " + descriptor.group(1) + ":\n          return made(new InstR());\n"),
        catalog);
    assertTrue(catalog.contains("enums.put(E.NAME, spellings(E.values()));"), catalog);
    assertTrue(catalog.contains("public static final String DEFAULT_ERA = \"now\";"), catalog);
    assertTrue(
        catalog.contains(
            "public static final List<String> HEADER_KEYS = List.of(\"name\", \"queue\");"),
        catalog);
  }

  @Test
  void theSchemaDescribesMaybeAffineExprOrAndReferenceKeys() throws IOException {
    String schema = Brewer.project(SpecReaderTest.read(FORMS)).resources().get(Brewer.SCHEMA_PATH);
    assertTrue(schema.contains("\"MaybeAffine.Nat\": {"), schema);
    assertTrue(schema.contains("\"$ref\": \"#/$defs/MaybeAffine.Nat\""), schema);
    assertTrue(schema.contains("\"ref.Block\": {"), schema);
    assertTrue(schema.contains("\"x-birj-ref\": \"Block\""), schema);
    assertTrue(schema.contains("\"$ref\": \"#/$defs/ref.DmaBlock\""), schema);
    assertTrue(schema.contains("\"x-birj-region\": true"), schema);
    assertTrue(schema.contains("\"x-birj-era\": \"old\""), schema);
    assertTrue(schema.contains("\"x-birj-loader-keys\": {"), schema);
  }

  @Test
  void generateEmptiesTheOutputDirectoriesFirst(@TempDir Path tmp) throws IOException {
    Path spec = tmp.resolve("isa.json");
    Files.writeString(spec, SPEC);
    Path java = tmp.resolve("java");
    Path stale = java.resolve("io/birj/instructions/opcodes/InstGone.java");
    Files.createDirectories(stale.getParent());
    Files.writeString(stale, "class InstGone {}");
    Path container = tmp.resolve("container.json");
    Files.writeString(container, SpecReaderTest.CONTAINER);
    Brewer.main(
        new String[] {
          spec.toString(), container.toString(), java.toString(), tmp.resolve("res").toString()
        });
    assertFalse(Files.exists(stale));
    assertTrue(Files.exists(java.resolve("io/birj/instructions/opcodes/InstLeaf.java")));
    assertTrue(Files.exists(tmp.resolve("res").resolve(Brewer.SCHEMA_PATH)));
  }
}
