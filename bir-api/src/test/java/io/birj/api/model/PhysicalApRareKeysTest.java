package io.birj.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.name.NameRef;
import org.junit.jupiter.api.Test;

/** A physical_ap's keys held out of line set, read and clear each on its own. */
class PhysicalApRareKeysTest {
  @Test
  void eachRareKeyReadsBackAndClearsWithoutTheOther() {
    PhysicalAp ap = new PhysicalAp();
    DynamicApInfo info = new DynamicApInfo();
    ap.setDynamicApInfo(info);
    ap.setMemrefOwnerFunc(new NameRef<>("f"));
    assertSame(info, ap.dynamicApInfo());
    assertEquals("f", ap.memrefOwnerFunc().name());
    ap.setDynamicApInfo(null);
    assertNull(ap.dynamicApInfo());
    assertEquals("f", ap.memrefOwnerFunc().name());
  }

  @Test
  void aNewOperandHasNeither() {
    PhysicalAp ap = new PhysicalAp();
    ap.setMemrefOwnerFunc(null);
    assertNull(ap.dynamicApInfo());
    assertNull(ap.memrefOwnerFunc());
  }
}
