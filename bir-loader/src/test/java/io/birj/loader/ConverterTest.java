package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConverterTest {
  private final Converter converter = new Converter(TestSupport.CODECS);

  @Test
  void v1ConvertsToV2AndBackToTheSameBytes() throws IOException {
    Module v1 = TestSupport.read(TestSupport.resource("samples/demo-v1.json"));
    ByteArrayOutputStream v2 = new ByteArrayOutputStream();
    converter.convert(v1, v2, WriteOptions.version(2));
    assertTrue(TestSupport.text(v2.toByteArray()).startsWith("{\"version\":2,"));
    Module back = TestSupport.read(v2.toByteArray());
    ByteArrayOutputStream v1again = new ByteArrayOutputStream();
    converter.convert(back, v1again, WriteOptions.version(1));
    assertEquals(
        TestSupport.text(TestSupport.write(v1, WriteOptions.version(1))),
        TestSupport.text(v1again.toByteArray()));
    assertTrue(new SemanticDiff().equal(v1, back));
  }

  @Test
  void v2WithNestedTreesIsRefusedWithEveryOffendingExpression() {
    Module v2 = TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
    List<Converter.Offense> offenses = converter.offenses(v2, 1);
    List<String> pointers = offenses.stream().map(Converter.Offense::pointer).toList();
    String mm =
        "/functions/0/blocks/0/instructions/1/blocks/0/instructions/0/blocks/0/instructions/0";
    String act =
        "/functions/0/blocks/0/instructions/1/blocks/0/instructions/0/blocks/0/instructions/1";
    assertTrue(pointers.contains(mm + "/outs/0/addrs/0"), pointers.toString()); // Modulo(Sum)
    assertTrue(pointers.contains(act + "/outs/0/reg_ap_offset"), pointers.toString()); // register
    Converter.Offense modulo =
        offenses.stream().filter(o -> o.pointer().equals(mm + "/outs/0/addrs/0")).findFirst().get();
    assertTrue(modulo.text().contains("mod 16384"), modulo.text());
    Converter.ConversionRefused e =
        assertThrows(Converter.ConversionRefused.class, () -> converter.check(v2, 1));
    assertEquals(offenses, e.offenses());
    assertTrue(e.reason().startsWith("cannot convert to version 1: "), e.reason());
    assertTrue(e.reason().contains(mm + "/outs/0/addrs/0: "), e.reason());
    assertEquals(offenses.get(0).pointer(), e.pointer());
  }

  @Test
  void aRefusedConversionWritesNothing(@TempDir Path dir) throws IOException {
    Module v2 = TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
    Path out = dir.resolve("v1.json");
    assertThrows(
        Converter.ConversionRefused.class,
        () -> converter.convert(v2, out, WriteOptions.version(1)));
    assertTrue(Files.notExists(out));
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    assertThrows(
        Converter.ConversionRefused.class,
        () -> converter.convert(v2, sink, WriteOptions.version(1)));
    assertEquals(0, sink.size());
  }

  @Test
  void v2ToV2AlwaysWorks() {
    Module v2 = TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
    assertEquals(List.of(), converter.offenses(v2, 2));
  }
}
