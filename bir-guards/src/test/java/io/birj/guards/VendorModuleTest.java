package io.birj.guards;

import static io.birj.guards.LibraryModules.API;
import static io.birj.guards.LibraryModules.CODEC_V1;
import static io.birj.guards.LibraryModules.CODEC_V2;
import static io.birj.guards.LibraryModules.INSTRUCTIONS;
import static io.birj.guards.LibraryModules.JACKSON_CORE;
import static io.birj.guards.LibraryModules.LOADER;
import static io.birj.guards.LibraryModules.PELICAN;
import static io.birj.guards.LibraryModules.WRITER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Distributions assembled on the module path from the built jars, as a user's program sees them
 * ({@link VendorProbe} in its own JVM): birj with the v2 codec only; birj with both codecs, the
 * opcode catalog and the example vendor module ({@code examples/vendor-kind}); and the same without
 * the vendor module.
 */
class VendorModuleTest {
  static final String VENDOR = "com.example.birj.vendor";

  private static final List<String> V2_ONLY =
      List.of(PELICAN, API, CODEC_V2, LOADER, WRITER, JACKSON_CORE);
  private static final List<String> WITHOUT_VENDOR =
      List.of(PELICAN, API, CODEC_V1, CODEC_V2, INSTRUCTIONS, LOADER, WRITER, JACKSON_CORE);
  private static final List<String> WITH_VENDOR =
      List.of(PELICAN, API, CODEC_V1, CODEC_V2, INSTRUCTIONS, LOADER, WRITER, JACKSON_CORE, VENDOR);

  /** The vendor kind in an access pattern, the vendor opcode around it. */
  static final String CLAMP_DOC = sample("../examples/vendor-kind/samples/clamp-v2.json");

  /** The vendor opcode alone: every expression of a built-in kind. */
  static final String PREFETCH_DOC = sample("../examples/vendor-kind/samples/prefetch-v2.json");

  private static final String DEMO_V2 =
      sample("../bir-app/src/main/resources/samples/demo-v2.json");
  private static final String DEMO_V1 =
      sample("../bir-app/src/main/resources/samples/demo-v1.json");

  private static final String ADDR_POINTER =
      "/functions/0/blocks/0/instructions/0/blocks/0/instructions/0/ins/0/addrs/0";
  private static final String CLAMP_TEXT = "@clamp(0, 448 | (64*i - 32))";

  private static String sample(String path) {
    return Path.of(path).toAbsolutePath().normalize().toString();
  }

  private static ModulePathJava.Run probe(List<String> modules, String... args) throws Exception {
    return ModulePathJava.probe(modules, args);
  }

  private static ModulePathJava.Run ok(List<String> modules, String... args) throws Exception {
    ModulePathJava.Run r = probe(modules, args);
    assertEquals(0, r.exitCode(), r.output());
    return r;
  }

  private static void hasLine(ModulePathJava.Run r, String line) {
    assertTrue(r.lines().contains(line), "no line \"" + line + "\" in:\n" + r.output());
  }

  // birj with the v2 codec only

  @Test
  void a_v2_only_module_path_installs_only_the_v2_codec() throws Exception {
    ModulePathJava.Run r = ok(V2_ONLY, "codecs");
    hasLine(r, "codec versions: [2]");
    hasLine(r, "vendor kinds: ");
  }

  @Test
  void a_v2_only_module_path_reads_a_v2_document() throws Exception {
    hasLine(ok(V2_ONLY, "read", DEMO_V2), "read: version 2");
  }

  @Test
  void a_v2_only_module_path_refuses_a_v1_document_naming_the_missing_codec() throws Exception {
    ModulePathJava.Run r = probe(V2_ONLY, "read", DEMO_V1);
    assertEquals(1, r.exitCode(), r.output());
    assertTrue(
        r.output()
            .contains(
                "error: no pelican codec for version 1 is installed (installed: v2);"
                    + " add the module io.birj.codec.v1 (artifact bir-codec-v1)"),
        r.output());
  }

  // birj with both codecs, the catalog and the vendor module

  @Test
  void the_vendor_module_provides_its_kind_and_its_opcodes_on_the_module_path() throws Exception {
    ModulePathJava.Run r = ok(WITH_VENDOR, "codecs");
    hasLine(r, "codec versions: [1, 2]");
    hasLine(r, "vendor kinds: ClampKind");
    assertTrue(r.output().contains(", example vendor opcodes 1.0"), r.output());
  }

  @Test
  void a_document_using_the_vendor_opcode_reads_it_typed() throws Exception {
    ModulePathJava.Run r = ok(WITH_VENDOR, "read", CLAMP_DOC);
    hasLine(
        r,
        "instruction pf: opcode VendorPrefetch, fields com.example.birj.vendor.VendorPrefetch"
            + " [distance, window], kept []");
    hasLine(r, "  distance = 2");
    hasLine(r, "  window = (64*i + 64) (expression)");
  }

  @Test
  void a_document_using_the_vendor_kind_prints_it_in_its_text_form() throws Exception {
    hasLine(ok(WITH_VENDOR, "read", CLAMP_DOC), "  ins/0/addrs/0 = " + CLAMP_TEXT);
  }

  @Test
  void a_document_using_the_vendor_kind_and_opcode_round_trips() throws Exception {
    ModulePathJava.Run r = ok(WITH_VENDOR, "roundtrip", CLAMP_DOC);
    assertTrue(
        r.output()
            .contains(
                "\"addrs\":[{\"kind\":\"ClampKind\",\"lo\":0,\"hi\":448,\"arg\":{\"kind\":"
                    + "\"AffExprKind\",\"terms\":[{\"idx\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"},"
                    + "\"coeff\":64}],\"c\":-32}}]"),
        r.output());
    assertTrue(
        r.output().contains("\"distance\":2,\"window\":{\"kind\":\"AffExprKind\""), r.output());
    hasLine(r, "written again: identical");
    hasLine(r, "  ins/0/addrs/0 = " + CLAMP_TEXT);
  }

  @Test
  void converting_the_vendor_kind_to_v1_is_refused_naming_the_expression() throws Exception {
    ModulePathJava.Run r = probe(WITH_VENDOR, "convert", CLAMP_DOC, "1");
    assertEquals(1, r.exitCode(), r.output());
    hasLine(r, "refused: " + ADDR_POINTER + " " + CLAMP_TEXT);
  }

  @Test
  void the_vendor_opcode_converts_its_expression_key_to_v1() throws Exception {
    ModulePathJava.Run r = ok(WITH_VENDOR, "convert", PREFETCH_DOC, "1");
    assertTrue(
        r.output()
            .contains("\"distance\":2,\"window\":{\"terms\":[{\"AxisLabel\":\"i\",\"coef\":64}],"),
        r.output());
    hasLine(r, "read: version 1");
    hasLine(r, "  window = (64*i + 64) (expression)");
  }

  // the same distribution without the vendor module

  @Test
  void without_the_vendor_module_the_vendor_kind_is_the_unknown_kind_error() throws Exception {
    ModulePathJava.Run r = probe(WITHOUT_VENDOR, "read", CLAMP_DOC);
    assertEquals(1, r.exitCode(), r.output());
    hasLine(
        r,
        "error: Walrus doesn't support this kind of Expr: ClampKind | at "
            + ADDR_POINTER
            + "/kind | 36:45");
  }

  @Test
  void without_the_vendor_module_validation_reports_the_kind_and_keeps_the_opcode()
      throws Exception {
    ModulePathJava.Run r = ok(WITHOUT_VENDOR, "validate", CLAMP_DOC);
    hasLine(
        r,
        CLAMP_DOC
            + ":31:33: warning: opcode \"VendorPrefetch\" is not a concrete opcode of the installed"
            + " catalog; its keys are kept as read (at"
            + " /functions/0/blocks/0/instructions/0/blocks/0/instructions/0/opcode) [BIRJ-W0503]");
    hasLine(
        r,
        CLAMP_DOC
            + ":36:45: error: Walrus doesn't support this kind of Expr: ClampKind (at "
            + ADDR_POINTER
            + "/kind) [BIRJ-E0407]");
  }

  @Test
  void without_the_vendor_module_the_vendor_opcode_keeps_its_keys_as_read() throws Exception {
    ModulePathJava.Run r = ok(WITHOUT_VENDOR, "roundtrip", PREFETCH_DOC);
    hasLine(r, "instruction pf: opcode VendorPrefetch, fields none, kept [distance, window]");
    assertTrue(
        r.output()
            .contains(
                "\"distance\":2,\"window\":{\"kind\":\"AffExprKind\",\"terms\":[{\"idx\":"
                    + "{\"kind\":\"AffIVKind\",\"axis\":\"i\"},\"coeff\":64}],\"c\":64}"),
        r.output());
    hasLine(r, "written again: identical");
  }
}
