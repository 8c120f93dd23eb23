package io.birj.guards;

import static io.birj.guards.LibraryModules.API;
import static io.birj.guards.LibraryModules.CBOR;
import static io.birj.guards.LibraryModules.CODEC_V1;
import static io.birj.guards.LibraryModules.CODEC_V2;
import static io.birj.guards.LibraryModules.INSTRUCTIONS;
import static io.birj.guards.LibraryModules.JACKSON_ANNOTATIONS;
import static io.birj.guards.LibraryModules.JACKSON_CBOR;
import static io.birj.guards.LibraryModules.JACKSON_CORE;
import static io.birj.guards.LibraryModules.JACKSON_DATABIND;
import static io.birj.guards.LibraryModules.LOADER;
import static io.birj.guards.LibraryModules.PELICAN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.module.FindException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The library as a set of JPMS modules: a module layer built from the packaged modules finds the
 * codecs by ServiceLoader alone, and a distribution without bir-codec-v1 refuses v1 with the
 * missing-codec message (docs/architecture.md, "Modules"). The classes inside a layer are not the
 * test's own (another class loader), so they are reached reflectively, as a launcher would.
 */
class ModulePathTest {
  private static final String REGISTRY = "io.birj.api.codec.CodecRegistry";
  private static final String CODEC_SPI = "io.birj.api.codec.PelicanCodec";

  private static Class<?> classIn(ModuleLayer layer, String module, String name) throws Exception {
    return layer.findLoader(module).loadClass(name);
  }

  private static Object registryOf(ModuleLayer layer) throws Exception {
    Class<?> registry = classIn(layer, API, REGISTRY);
    return registry.getMethod("load", ModuleLayer.class).invoke(null, layer);
  }

  @SuppressWarnings("unchecked")
  private static List<Integer> versionsOf(Object registry) throws Exception {
    return (List<Integer>) registry.getClass().getMethod("versions").invoke(registry);
  }

  @Test
  void a_layer_of_the_library_modules_finds_both_codecs_by_service_loader() throws Exception {
    ModuleLayer layer =
        LibraryModules.layer(PELICAN, API, CODEC_V1, CODEC_V2, INSTRUCTIONS, LOADER, JACKSON_CORE);
    Class<?> spi = classIn(layer, API, CODEC_SPI);
    List<String> providers =
        ServiceLoader.load(layer, spi).stream()
            .map(p -> p.type().getModule().getName())
            .sorted()
            .collect(Collectors.toList());
    assertEquals(List.of(CODEC_V1, CODEC_V2), providers);
    assertEquals(List.of(1, 2), versionsOf(registryOf(layer)));
  }

  @Test
  void a_layer_without_codec_v1_holds_only_v2_and_names_the_missing_codec() throws Exception {
    ModuleLayer layer = LibraryModules.layer(PELICAN, API, CODEC_V2, LOADER, JACKSON_CORE);
    assertTrue(layer.findModule(CODEC_V1).isEmpty());
    Object registry = registryOf(layer);
    assertEquals(List.of(2), versionsOf(registry));

    Method require = registry.getClass().getMethod("require", int.class, String.class);
    InvocationTargetException thrown =
        assertThrows(InvocationTargetException.class, () -> require.invoke(registry, 1, ""));
    Throwable error = thrown.getCause();
    assertEquals("io.birj.api.error.BirException", error.getClass().getName());
    String reason = (String) error.getClass().getMethod("reason").invoke(error);
    assertEquals(
        "no pelican codec for version 1 is installed (installed: v2);"
            + " add the module io.birj.codec.v1 (artifact bir-codec-v1)",
        reason);
    assertInstanceOf(RuntimeException.class, error);
    // v2 is still served.
    assertFalse(
        require.invoke(registry, 2, "") == null, "the v2 codec is installed in a v2-only layer");
  }

  private static Object readerIn(ModuleLayer layer) throws Exception {
    Class<?> readerClass = classIn(layer, LOADER, "io.birj.loader.BirReader");
    Object builder = readerClass.getMethod("builder").invoke(null);
    builder
        .getClass()
        .getMethod("codecs", classIn(layer, API, REGISTRY))
        .invoke(builder, registryOf(layer));
    return builder.getClass().getMethod("build").invoke(builder);
  }

  private static Object read(Object reader, String sample) throws Throwable {
    byte[] doc;
    try (InputStream in = ModulePathTest.class.getClassLoader().getResourceAsStream(sample)) {
      assertTrue(in != null, "the app jar bundles " + sample);
      doc = in.readAllBytes();
    }
    try {
      return reader
          .getClass()
          .getMethod("read", InputStream.class, String.class)
          .invoke(reader, new ByteArrayInputStream(doc), sample);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Test
  void a_v2_only_distribution_reads_v2_documents_and_refuses_v1_ones_naming_the_codec()
      throws Throwable {
    ModuleLayer layer = LibraryModules.layer(PELICAN, API, CODEC_V2, LOADER, JACKSON_CORE);
    Object reader = readerIn(layer);
    Object module = read(reader, "samples/demo-v2.json");
    assertEquals("io.birj.api.model.Module", module.getClass().getName());

    Throwable refused = assertThrows(Throwable.class, () -> read(reader, "samples/demo-v1.json"));
    assertEquals(
        "io.birj.api.error.BirException", refused.getClass().getName(), refused.toString());
    assertTrue(
        refused.getMessage().contains("no pelican codec for version 1 is installed"),
        refused.getMessage());
    assertTrue(refused.getMessage().contains("io.birj.codec.v1"), refused.getMessage());
  }

  private static final String FORMATS = "io.birj.api.format.DocumentFormats";

  /** {"version": 2} as CBOR. */
  private static final byte[] CBOR_DOC = {
    (byte) 0xA1, 0x67, 'v', 'e', 'r', 's', 'i', 'o', 'n', 0x02
  };

  private static Object formatsOf(ModuleLayer layer) throws Exception {
    return classIn(layer, API, FORMATS).getMethod("load", ModuleLayer.class).invoke(null, layer);
  }

  @SuppressWarnings("unchecked")
  private static List<String> namesOf(Object formats) throws Exception {
    return (List<String>) formats.getClass().getMethod("names").invoke(formats);
  }

  private static Object sniff(Object formats, byte[] doc) throws Throwable {
    try {
      Object sniffed =
          formats
              .getClass()
              .getMethod("sniff", InputStream.class)
              .invoke(formats, new ByteArrayInputStream(doc));
      return sniffed.getClass().getMethod("format").invoke(sniffed);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Test
  void a_layer_without_bir_cbor_refuses_cbor_bytes_naming_the_module() throws Throwable {
    ModuleLayer layer = LibraryModules.layer(PELICAN, API, JACKSON_CORE);
    assertTrue(layer.findModule(CBOR).isEmpty());
    Object formats = formatsOf(layer);
    assertEquals(List.of("json"), namesOf(formats));

    Throwable refused = assertThrows(Throwable.class, () -> sniff(formats, CBOR_DOC));
    assertEquals("io.birj.api.error.BirException", refused.getClass().getName());
    String reason = (String) refused.getClass().getMethod("reason").invoke(refused);
    assertEquals(
        "the document looks like CBOR (it starts with A1 67 76 65 72 73 69 6F ...), but no CBOR"
            + " format is installed (installed: json); add the module io.birj.format.cbor"
            + " (artifact bir-cbor)",
        reason);
  }

  @Test
  void a_layer_with_bir_cbor_finds_the_format_by_service_loader_and_reads_with_it()
      throws Throwable {
    ModuleLayer layer =
        LibraryModules.layer(
            PELICAN, API, CBOR, JACKSON_CORE, JACKSON_CBOR, JACKSON_DATABIND, JACKSON_ANNOTATIONS);
    Object formats = formatsOf(layer);
    assertEquals(List.of("json", "cbor"), namesOf(formats));
    Object cbor = sniff(formats, CBOR_DOC);
    assertEquals(CBOR, cbor.getClass().getModule().getName());

    Class<?> constraints =
        classIn(layer, JACKSON_CORE, "com.fasterxml.jackson.core.StreamReadConstraints");
    Class<?> spi = classIn(layer, API, "io.birj.api.format.DocumentFormat");
    Object parser =
        spi.getMethod("createParser", InputStream.class, constraints)
            .invoke(
                cbor,
                new ByteArrayInputStream(CBOR_DOC),
                constraints.getMethod("defaults").invoke(null));
    Class<?> jsonParser = classIn(layer, JACKSON_CORE, "com.fasterxml.jackson.core.JsonParser");
    List<String> tokens = new java.util.ArrayList<>();
    Object version = null;
    for (Object t = jsonParser.getMethod("nextToken").invoke(parser);
        t != null;
        t = jsonParser.getMethod("nextToken").invoke(parser)) {
      tokens.add(t.toString());
      if (t.toString().equals("VALUE_NUMBER_INT")) {
        version = jsonParser.getMethod("getIntValue").invoke(parser);
      }
    }
    assertEquals(List.of("START_OBJECT", "FIELD_NAME", "VALUE_NUMBER_INT", "END_OBJECT"), tokens);
    assertEquals(2, version);
  }

  @Test
  void bir_cbor_needs_jackson_databind_at_run_time() {
    FindException e =
        assertThrows(
            FindException.class,
            () -> LibraryModules.layer(PELICAN, API, CBOR, JACKSON_CORE, JACKSON_CBOR));
    assertTrue(e.getMessage().contains(JACKSON_DATABIND), e.getMessage());
  }
}
