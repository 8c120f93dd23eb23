package io.birj.api.instruction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An opcode's descriptor: its region flag and its era. */
class OpcodeDescriptorTest {
  @Test
  void theFiveComponentDescriptorIsNoRegionOfNoStatedEra() {
    OpcodeDescriptor d = new OpcodeDescriptor("Base", "Instruction", true, List.of("k"), null);
    assertFalse(d.region());
    assertNull(d.era());
    assertTrue(d.isAbstract());
    assertEquals(List.of("k"), d.keys());
  }

  @Test
  void aRegionSaysSo() {
    OpcodeDescriptor d =
        new OpcodeDescriptor("Loop", "Instruction", false, List.of(), () -> null, true, "2.24");
    assertTrue(d.region());
    assertEquals("2.24", d.era());
  }

  @Test
  void anAbstractBaseCannotBeARegion() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new OpcodeDescriptor("R", "Instruction", true, List.of(), null, true, null));
    assertTrue(e.getMessage().contains("cannot be a region"), e.getMessage());
  }

  @Test
  void aConcreteOpcodeNeedsAFactory() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new OpcodeDescriptor("A", "Instruction", false, List.of(), null, false, null));
  }
}
