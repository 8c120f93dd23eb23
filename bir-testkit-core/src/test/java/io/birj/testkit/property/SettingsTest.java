package io.birj.testkit.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SettingsTest {
  @Test
  void aSeedIsHexOrDecimal() {
    assertEquals(0xfedcba9876543210L, Settings.parseSeed("0xfedcba9876543210"));
    assertEquals(-12, Settings.parseSeed("-12"));
  }

  @Test
  void aPrintedSeedParsesBackToItself() {
    long seed = Settings.fixedSeed("X#y");
    assertEquals(seed, Settings.parseSeed(Settings.hex(seed)));
  }

  @Test
  void aBadSeedSaysWhatASeedIs() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Settings.parseSeed("0xnope"));
    assertTrue(e.getMessage().contains("birj.seed must be 0x<hex>"), e.getMessage());
  }

  @Test
  void theTriesFactorIsAtLeastOne() {
    assertThrows(IllegalArgumentException.class, () -> new Settings(null, false, 0));
  }

  @Test
  void eachPropertyHasItsOwnFixedSeed() {
    assertEquals(Settings.fixedSeed("A#b"), Settings.DEFAULT.seedFor("A#b"));
    assertNotEquals(Settings.DEFAULT.seedFor("A#b"), Settings.DEFAULT.seedFor("A#c"));
  }

  @Test
  void aGivenSeedIsEveryPropertysSeed() {
    Settings s = new Settings(5L, false, 1);
    assertEquals(5, s.seedFor("A#b"));
    assertEquals(5, s.seedFor("C#d"));
  }
}
