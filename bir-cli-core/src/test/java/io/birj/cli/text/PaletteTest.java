package io.birj.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PaletteTest {
  @Test
  void autoColoursATerminal() {
    assertEquals(Palette.ANSI, Palette.choose(Palette.When.AUTO, true, null));
  }

  @Test
  void autoNeverColoursAPipeOrAFile() {
    assertEquals(Palette.PLAIN, Palette.choose(Palette.When.AUTO, false, null));
  }

  @Test
  void noColorTurnsAutoOffEvenOnATerminal() {
    assertEquals(Palette.PLAIN, Palette.choose(Palette.When.AUTO, true, "1"));
  }

  @Test
  void anEmptyNoColorIsUnset() {
    assertEquals(Palette.ANSI, Palette.choose(Palette.When.AUTO, true, ""));
  }

  @Test
  void alwaysAndNeverAreWhatTheySay() {
    assertEquals(Palette.ANSI, Palette.choose(Palette.When.ALWAYS, false, "1"));
    assertEquals(Palette.PLAIN, Palette.choose(Palette.When.NEVER, true, null));
  }

  @Test
  void plainWritesNoEscape() {
    assertEquals("error", Palette.PLAIN.error("error"));
    assertEquals("\u001b[1;31merror\u001b[0m", Palette.ANSI.error("error"));
  }
}
