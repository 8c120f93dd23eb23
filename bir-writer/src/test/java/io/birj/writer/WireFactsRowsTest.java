package io.birj.writer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.DocumentFormats;
import io.birj.api.json.JsonValue;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.ImmArray;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.format.cbor.CborFormat;
import io.birj.loader.BirReader;
import io.birj.loader.read.TestDocuments;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One test per row of the ranked list of what made birj misread, reject or silently mis-resolve a
 * real dump (docs/wire/container.md gives each fact and its source). Each test reads, checks or
 * converts the row's shape as the compiler does; each failed on the reader birj had before.
 */
class WireFactsRowsTest {
  private static final BirReader READER =
      BirReader.builder()
          .codecs(TestDocuments.TYPED.codecs())
          .catalog(TestDocuments.TYPED.catalog())
          .formats(DocumentFormats.load())
          .build();
  private static final String I0 = "/functions/0/blocks/0/instructions/0";

  /** A v2 module: DRAM set D (location dm), SB set S (location sm), registers r0 and r1. */
  private static String module(String instructions) {
    return module(instructions, "");
  }

  private static String module(String instructions, String topLevel) {
    return "{\"version\": 2, \"functions\": [{\"name\": \"main\", \"allocations\": ["
        + "{\"Skind\": \"memory_location_set\", \"name\": \"D\", \"memorylocations\":"
        + " [{\"Skind\": \"memory_location\", \"name\": \"dm\", \"type\": \"DRAM\"}]},"
        + "{\"Skind\": \"memory_location_set\", \"name\": \"S\", \"memorylocations\":"
        + " [{\"name\": \"sm\", \"type\": \"SB\"}]},"
        + "{\"Skind\": \"register\", \"name\": \"r0\"}, {\"Skind\": \"register\", \"name\": \"r1\"}],"
        + " \"blocks\": [{\"name\": \"b0\", \"instructions\": ["
        + instructions
        + "]}]}]"
        + topLevel
        + "}";
  }

  private static String nop(String name, String extra) {
    return "{\"name\": \""
        + name
        + "\", \"opcode\": \"NoOp\", \"engine\": \"SP\", \"ins\": [], \"outs\": []"
        + (extra.isEmpty() ? "" : ", " + extra)
        + "}";
  }

  private static List<Diagnostic> errors(String doc) {
    return READER.validate(stream(doc), "doc", 100).diagnostics().stream()
        .filter(Diagnostic::isError)
        .toList();
  }

  private static List<Diagnostic> warnings(String doc) {
    return READER.validate(stream(doc), "doc", 100).diagnostics().stream()
        .filter(d -> !d.isError())
        .toList();
  }

  private static Module read(String doc) {
    return READER.read(stream(doc), "doc");
  }

  private static ByteArrayInputStream stream(String doc) {
    return new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8));
  }

  private static Instruction first(Module m) {
    return m.functions().get(0).blocks().get(0).instructions().get(0);
  }

  private static String convert(String doc, int version) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new Converter(READER.codecs()).convert(read(doc), out, new WriteOptions(version, 0));
    return out.toString(StandardCharsets.UTF_8);
  }

  // 1 ------------------------------------------------------------------------------------------

  @Test
  void row01_aDanglingPairDependencyIsAnErrorAtItsPointer() {
    List<Diagnostic> es =
        errors(module(nop("a", "\"dependencies\": [[\"nonexistent\", \"Flow\"]]")));
    assertEquals(1, es.size(), es.toString());
    assertTrue(es.get(0).message().startsWith("Unknown dependency"), es.get(0).message());
    assertEquals(I0 + "/dependencies/0", es.get(0).pointer());
  }

  @Test
  void row01_loopCarriedAndUnrollDependenciesAreResolved() {
    String doc =
        module(
            nop("a", "")
                + ", "
                + nop(
                    "b",
                    "\"loop_carried_dependencies\": [[\"a\", \"Flow\", [1]], [\"gone\", \"Anti\"]],"
                        + " \"unroll_dependencies\": [[\"gone2\", \"Flow\", [], []]]"));
    List<Diagnostic> es = errors(doc);
    assertEquals(2, es.size(), es.toString());
    assertTrue(es.get(0).message().startsWith("Unknown loop-carried dependency"));
    assertTrue(es.get(1).message().startsWith("Cannot find unrolled dependency"));
    Instruction b =
        read(doc.replace("gone2", "a").replace("gone", "a"))
            .functions()
            .get(0)
            .blocks()
            .get(0)
            .instructions()
            .get(1);
    assertEquals("a", b.loopCarriedDependencies().get(0).target().target().name());
  }

  // 2 ------------------------------------------------------------------------------------------

  @Test
  void row02_anInstructionNameRepeatedInAnotherBlockIsRead() {
    String doc =
        "{\"version\": 2, \"functions\": [{\"name\": \"main\", \"blocks\": ["
            + "{\"name\": \"b0\", \"instructions\": ["
            + nop("inc", "")
            + "]}, {\"name\": \"b1\", \"instructions\": ["
            + nop("inc", "")
            + ", "
            + nop("use", "\"dependencies\": [[\"inc\", \"Flow\"]]")
            + "]}]}]}";
    assertEquals(List.of(), errors(doc));
    Instruction use = read(doc).functions().get(0).blocks().get(1).instructions().get(1);
    assertEquals(
        read(doc).functions().get(0).blocks().get(1).instructions().get(0).name(),
        use.dependencies().get(0).target().target().name());
  }

  // 3 ------------------------------------------------------------------------------------------

  @Test
  void row03_aWaitOnADmaBlockOfTheQueuesResolves() {
    String queues =
        ", \"queues\": [{\"name\": \"q\", \"blocks\": [{\"name\": \"qb\", \"instructions\":"
            + " [{\"name\": \"blk\", \"opcode\": \"DMABlock\", \"engine\": \"DMA\", \"ins\": [],"
            + " \"outs\": [], \"blocks\": []}]}]}]";
    String doc =
        module(
            nop(
                "w",
                "\"sync_info\": {\"on_wait\": [{\"from\": \"blk\", \"id\": 1, \"wait_value\": 1}]}"),
            queues);
    assertEquals(List.of(), errors(doc));
    assertEquals("DMABlock", first(read(doc)).syncInfo().onWait().get(0).from().target().opcode());
  }

  @Test
  void row03_aWaitOnALoopResolves() {
    String loop =
        "{\"name\": \"l\", \"opcode\": \"Loop\", \"engine\": \"SP\", \"LoopAxis\": {\"name\": \"i\","
            + " \"lb\": 0, \"ub\": 2, \"stride\": 1}, \"ins\": [], \"outs\": [], \"blocks\":"
            + " [{\"name\": \"body\", \"instructions\": ["
            + nop("x", "")
            + "]}]}";
    String doc =
        module(
            loop
                + ", "
                + nop(
                    "w",
                    "\"sync_info\": {\"on_wait\": [{\"from\": \"l\", \"id\": 1, \"wait_value\": 1}]}"));
    assertEquals(List.of(), errors(doc));
  }

  // 4 ------------------------------------------------------------------------------------------

  @Test
  void row04_conversionConvertsExpressionsEverywhereTheyStand() throws IOException {
    String e = "{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 3}";
    String ap = "{\"kind\": \"symbolic_pwap\", \"memsetref\": \"S\", \"addrs\": [" + e + "]}";
    String doc =
        module(
            nop(
                    "a",
                    "\"indirection_ins\": ["
                        + ap
                        + "], \"order\": ["
                        + e
                        + "], \"predicates\": [{\"expr\": "
                        + e
                        + ", \"cmp\": \"GE\"}], \"unroll_dependencies\": [[\"a\", \"Flow\", ["
                        + e
                        + "], []]], \"vendor_key\": {\"nested\": ["
                        + e
                        + "]}")
                + ", {\"name\": \"dyn\", \"opcode\": \"DynamicForLoop\", \"engine\": \"SP\","
                + " \"DynamicForLoopAxis\": {\"name\": \"k\"}, \"lb\": "
                + e
                + ", \"ub\": "
                + e
                + ", \"stride\": "
                + e
                + ", \"ins\": [], \"outs\": [], \"blocks\": []}, {\"name\": \"dw\", \"opcode\":"
                + " \"DoWhile\", \"engine\": \"SP\", \"cond\": "
                + e
                + ", \"ins\": [], \"outs\": [], \"blocks\": []}");
    String v1 = convert(doc, 1);
    assertFalse(v1.contains("AffExprKind"), v1);
    assertEquals(9, v1.split("\\{\"terms\":\\[\\],\"c\":3\\}", -1).length - 1, v1);
    String back = convert(v1.replace("\"version\":1", "\"version\":1"), 2);
    assertFalse(back.contains("\"c\":3}]") && back.contains("\"coef\""), back);
    assertEquals(List.of(), new SemanticDiff().diff(read(doc), read(back)));
  }

  // 5 ------------------------------------------------------------------------------------------

  @Test
  void row05_regApOffsetIsARegisterNameAndIsResolved() {
    String op =
        "{\"kind\": \"register_ap\", \"memsetref\": \"S\", \"regref\": \"r0\", \"reg_ap_offset\":"
            + " \"R\"}";
    String doc = module(nop("a", "").replace("\"ins\": []", "\"ins\": [" + op + "]"));
    List<Diagnostic> es = errors(doc);
    assertEquals(1, es.size(), es.toString());
    assertTrue(es.get(0).message().startsWith("Register with name R not found"), es.toString());
    assertEquals(I0 + "/ins/0/reg_ap_offset", es.get(0).pointer());
    RegisterAp r = (RegisterAp) first(read(doc.replace("\"R\"", "\"r1\""))).ins().get(0);
    assertEquals("r1", r.regApOffset().target().name());
  }

  // 6 ------------------------------------------------------------------------------------------

  @Test
  void row06_symbolicImmValueHasAScalarValueAndAnExpression() {
    String op =
        "{\"kind\": \"symbolic_imm_value\", \"dtype\": \"int32\", \"value\": 0, \"expr\":"
            + " {\"kind\": \"ShardIDKind\", \"ub\": 4}}";
    Module m = read(module(nop("a", "").replace("\"ins\": []", "\"ins\": [" + op + "]")));
    SymbolicImmValue s = (SymbolicImmValue) first(m).ins().get(0);
    assertEquals(new JsonValue.JsonNumber("0"), s.value());
    assertEquals("shard(4)", s.expr().toString());
  }

  // 7 ------------------------------------------------------------------------------------------

  @Test
  void row07_immArrayValuesAreValueArray() {
    String op = "{\"kind\": \"imm_array\", \"dtype\": \"int32\", \"value_array\": [4, 5]}";
    Module m = read(module(nop("a", "").replace("\"ins\": []", "\"ins\": [" + op + "]")));
    assertEquals(2, ((ImmArray) first(m).ins().get(0)).valueArray().size());
  }

  // 8 ------------------------------------------------------------------------------------------

  @Test
  void row08_aMaybeAffineKeyTakesAnExpression() {
    String mm =
        "{\"name\": \"mm\", \"opcode\": \"Matmult\", \"engine\": \"PE\", \"ins\": [], \"outs\": [],"
            + " \"replication_num_rows\": {\"kind\": \"ShardIDKind\", \"ub\": 2}}";
    assertEquals(List.of(), errors(module(mm)));
    assertEquals(
        "shard(2)", first(read(module(mm))).fields().value("replication_num_rows").toString());
  }

  // 9 ------------------------------------------------------------------------------------------

  @Test
  void row09_symbolicPwapAddressesAreDecoded() {
    String op =
        "{\"kind\": \"symbolic_pwap\", \"memsetref\": \"S\", \"addrs\": [{\"kind\": \"ShardIDKind\","
            + " \"ub\": 8}]}";
    Module m = read(module(nop("a", "").replace("\"ins\": []", "\"ins\": [" + op + "]")));
    assertEquals("shard(8)", ((SymbolicAp) first(m).ins().get(0)).addrs().get(0).toString());
  }

  // 10 -----------------------------------------------------------------------------------------

  @Test
  void row10_aliasesAreArraysOnMemoryLocationsAndOnlyBetweenDramLocations() {
    String doc =
        module(nop("a", ""))
            .replace(
                "\"name\": \"dm\", \"type\": \"DRAM\"}",
                "\"name\": \"dm\", \"type\": \"DRAM\", \"alias\": [[\"S\", \"sm\", 3],"
                    + " [\"nowhere\", 1]]}");
    List<Diagnostic> es = errors(doc);
    assertEquals(2, es.size(), es.toString());
    assertTrue(es.get(0).message().contains("Aliasing only permitted for DRAM locations."));
    assertTrue(es.get(1).message().startsWith("Unknown alias destination"));
    String ok = doc.replace("[[\"S\", \"sm\", 3], [\"nowhere\", 1]]", "[[\"D\", \"dm\", 3]]");
    assertEquals(List.of(), errors(ok));
    MemoryLocation dm = read(ok).functions().get(0).memoryLocation("dm");
    assertEquals("dm", dm.aliases().get(0).dest().target().name());
  }

  @Test
  void row10_anInventedMemlocAliasesTableIsKeptAsAnUnknownKey() {
    String doc =
        module(nop("a", ""))
            .replace(
                "\"blocks\": [",
                "\"memloc_aliases\": {\"dm\": [[\"sm\", \"MustAlias\"]]}, \"blocks\": [");
    assertEquals(List.of(), errors(doc));
    assertEquals("memloc_aliases", read(doc).functions().get(0).unknownKeys().get(0).key());
  }

  // 11 -----------------------------------------------------------------------------------------

  @Test
  void row11_aCollectiveChannelObjectAndANumericAccumulationFlagAreRead() {
    String cc =
        "{\"name\": \"cc\", \"opcode\": \"CollectiveCompute\", \"engine\": \"Pool\", \"ins\": [],"
            + " \"outs\": [], \"cc_channel\": {\"kind\": \"AllReduce\", \"replica_groups\":"
            + " [[0, 1]], \"op\": \"add\"}}";
    String mm =
        "{\"name\": \"mm\", \"opcode\": \"Matmult\", \"engine\": \"PE\", \"ins\": [], \"outs\": [],"
            + " \"accumulation_flag\": 3}";
    assertEquals(List.of(), errors(module(cc + ", " + mm)));
  }

  // 12 -----------------------------------------------------------------------------------------

  @Test
  void row12_regionBodiesAreReadWhateverTheKeyOrder() {
    String dyn =
        "{\"blocks\": [{\"name\": \"body\", \"instructions\": ["
            + nop("inner", "")
            + "]}], \"name\": \"dyn\", \"engine\": \"SP\", \"ins\": [], \"outs\": [],"
            + " \"DynamicForLoopAxis\": {\"name\": \"k\"}, \"lb\": {\"kind\": \"AffExprKind\","
            + " \"terms\": [], \"c\": 0}, \"opcode\": \"DynamicForLoop\", \"stride\": {\"kind\":"
            + " \"AffExprKind\", \"terms\": [], \"c\": 1}, \"ub\": {\"kind\":"
            + " \"IntRuntimeValueKind\", \"regref\": \"r0\"}}";
    String doc = module(dyn + ", " + nop("after", "\"dependencies\": [[\"inner\", \"Flow\"]]"));
    assertEquals(List.of(), errors(doc));
    DynamicForLoop d = (DynamicForLoop) first(read(doc));
    assertEquals("inner", d.blocks().get(0).instructions().get(0).name());
  }

  // 13 -----------------------------------------------------------------------------------------

  @Test
  void row13_aMissingSkindIsOneErrorThatDoesNotCascade() {
    String op = "{\"kind\": \"physical_ap\", \"memref\": \"dm\", \"memsetref\": \"D\"}";
    String doc =
        module(nop("a", "").replace("\"ins\": []", "\"ins\": [" + op + "]"))
            .replace("{\"Skind\": \"memory_location_set\", \"name\": \"D\"", "{\"name\": \"D\"");
    List<Diagnostic> es = errors(doc);
    assertEquals(1, es.size(), es.toString());
    assertTrue(es.get(0).message().startsWith("missing required key \"Skind\""));
  }

  // 14 -----------------------------------------------------------------------------------------

  @Test
  void row14_anAbsentDgeTypeMeansUnassigned() {
    io.birj.api.instruction.OpcodeDescriptor d = READER.catalog().find("DMACopy");
    assertTrue(READER.catalog().spellings("DGEType").contains("Unassigned"));
    String spec = READER.catalog().all().toString();
    assertNotNull(d, spec.length() > 0 ? "DMACopy" : "");
    io.birj.api.instruction.OpcodeFields f = d.factory().get();
    assertFalse(f.presentKeys().contains("dge_type"), "absent stays absent");
  }

  // 15 -----------------------------------------------------------------------------------------

  @Test
  void row15_aCrossFunctionMemrefResolvesInItsOwnerFunction() {
    String op =
        "{\"kind\": \"physical_ap\", \"memref\": \"cm\", \"memref_owner_func\": \"callee\"}";
    String doc =
        "{\"version\": 2, \"functions\": [{\"name\": \"main\", \"blocks\": [{\"name\":"
            + " \"b0\", \"instructions\": ["
            + nop("a", "").replace("\"ins\": []", "\"ins\": [" + op + "]")
            + "]}]}, {\"name\": \"callee\", \"allocations\": [{\"Skind\":"
            + " \"memory_location_set\", \"name\": \"C\", \"memorylocations\": [{\"name\":"
            + " \"cm\", \"type\": \"DRAM\"}]}], \"blocks\": [{\"name\": \"cb\","
            + " \"instructions\": ["
            + nop("r", "")
            + "]}]}]}";
    assertEquals(List.of(), errors(doc));
    PhysicalAp ap = (PhysicalAp) first(read(doc)).ins().get(0);
    assertEquals("callee", ap.memrefOwnerFunc().target().name());
    assertEquals("cm", ap.memref().target().name());
    assertFalse(
        errors(doc.replace("\"memref_owner_func\": \"callee\"", "\"memref_owner_func\": \"main\""))
            .isEmpty());
  }

  // 16 -----------------------------------------------------------------------------------------

  @Test
  void row16_theObjectFormOfFunctionAttributesIsRead() {
    String doc =
        module(nop("a", ""))
            .replace(
                "\"name\": \"main\",",
                "\"name\": \"main\", \"attributes\": {\"need_unroll\": true},");
    assertEquals(List.of(), errors(doc));
    assertEquals(List.of("need_unroll"), read(doc).functions().get(0).attributeNames());
  }

  // 17 -----------------------------------------------------------------------------------------

  @Test
  void row17_revisionIsTheModulesRevision() {
    assertEquals("v2", read(module(nop("a", ""), ", \"revision\": \"v2\"")).revision());
  }

  // 18 -----------------------------------------------------------------------------------------

  @Test
  void row18_theCborTwinIsRead() {
    Module m = read(module(nop("a", "")));
    byte[] cbor =
        new BirWriter(READER.codecs())
            .toBytes(m, WriteOptions.DEFAULT.withFormat(new CborFormat()));
    Module twin = READER.read(new ByteArrayInputStream(cbor), "doc.cbor");
    assertEquals(List.of(), new SemanticDiff().diff(m, twin));
  }

  // 19 -----------------------------------------------------------------------------------------

  @Test
  void row19_aNullQueueIsKeptAndWarnedAboutNotRejected() {
    String doc = module(nop("a", "\"queue\": null"));
    assertEquals(List.of(), errors(doc));
    assertTrue(warnings(doc).get(0).message().startsWith("\"queue\" is null"));
    assertTrue(
        new String(
                new BirWriter(READER.codecs()).toBytes(read(doc), WriteOptions.DEFAULT),
                StandardCharsets.UTF_8)
            .contains("\"queue\":null"));
  }

  // 20 -----------------------------------------------------------------------------------------

  @Test
  void row20_theFormerlyUnmodelledKeysAreModelledAndResolved() {
    String doc =
        module(
            "{\"name\": \"a\", \"origin\": \"Penguin\", \"opcode\": \"NoOp\", \"engine\": \"SP\","
                + " \"engine_id\": 3, \"scheduled_start\": 1, \"scheduled_end\": 2,"
                + " \"optin_passes\": [\"p\"], \"ins\": [{\"kind\": \"physical_ap\", \"memref\":"
                + " \"dm\", \"memsetref\": \"D\", \"dynamic_ap_info\": {\"indirect_dim\": \"W\","
                + " \"indirect_dim_max_index\": 0, \"offset_expr\": {\"kind\": \"ShardIDKind\","
                + " \"ub\": 2}}}], \"outs\": [], \"debug\": {\"lineno\": 1}, \"loopnest\":"
                + " [\"nope\"]}",
            ", \"nki_functions\": [{\"name\": \"k\", \"blocks\": []}], \"call_to_physical_memlocs\":"
                + " {\"nocall\": [\"dm\"]}");
    List<String> messages = errors(doc).stream().map(Diagnostic::message).toList();
    assertTrue(
        messages.stream()
            .anyMatch(s -> s.startsWith("DynamicAPINFO::IndirectDimMaxIndex must be > 0")),
        messages.toString());
    assertTrue(messages.stream().anyMatch(s -> s.contains("\"nope\"")), messages.toString());
    assertTrue(messages.stream().anyMatch(s -> s.contains("nocall")), messages.toString());
    Instruction a =
        first(
            read(
                doc.replace("\"indirect_dim_max_index\": 0", "\"indirect_dim_max_index\": 4")
                    .replace(", \"loopnest\": [\"nope\"]", "")
                    .replace("nocall", "a")
                    .replace("\"call_to_physical_memlocs\": {\"a\": [\"dm\"]}", "\"x\": 1")));
    assertEquals("Penguin", a.origin());
    assertEquals(3L, a.engineId());
    assertEquals(List.of("p"), a.optinPasses());
    assertEquals("shard(2)", ((PhysicalAp) a.ins().get(0)).dynamicApInfo().offsetExpr().toString());
  }
}
