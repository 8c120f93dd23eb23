package io.birj.writer.numbers;

import static io.birj.loader.read.TestDocuments.doc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.format.cbor.CborFormat;
import io.birj.loader.read.TestDocuments;
import io.birj.writer.WriteOptions;
import io.birj.writer.testing.Wire;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;

/**
 * Numbers in kept (unknown) content go through the CBOR twin unchanged, or the write refuses them
 * at their pointer: never rounded, never a crash.
 */
class KeptNumbersInCborTest {
  private static final WriteOptions CBOR = WriteOptions.DEFAULT.withFormat(new CborFormat());

  private static Module withKept(String values) {
    return TestDocuments.read(
        TestDocuments.FULL,
        doc().replaceFirst("\\{\"version\": 2,", "{\"version\": 2, \"x\": [" + values + "],"));
  }

  @Test
  void integersUpTo64BitsComeBackExactly() {
    Module m = withKept("18446744073709551615, -18446744073709551616, 9223372036854775808");
    byte[] cbor = Wire.WRITER.toBytes(m, CBOR);
    String back = Wire.json(TestDocuments.FULL.read(new ByteArrayInputStream(cbor), "t.cbor"), 2);
    assertTrue(
        back.contains("\"x\":[18446744073709551615,-18446744073709551616,9223372036854775808]"),
        back);
  }

  @Test
  void anIntegerWiderThan64BitsIsRefusedAtItsPointerNotRounded() {
    Module m = withKept("1, 18446744073709551617");
    BirException e = assertThrows(BirException.class, () -> Wire.WRITER.toBytes(m, CBOR));
    assertTrue(
        e.getMessage().contains("18446744073709551617 is wider than 64 bits"), e.getMessage());
    assertEquals("/x/1", e.pointer());
  }

  @Test
  void aNumberWhoseExponentNoFormatHoldsIsRefusedAtItsPointer() {
    Module m = withKept("1e99999999999999999999");
    BirException e = assertThrows(BirException.class, () -> Wire.WRITER.toBytes(m, CBOR));
    assertTrue(
        e.getMessage().contains("1e99999999999999999999 is outside the double range"),
        e.getMessage());
    assertEquals("/x/0", e.pointer());
  }
}
