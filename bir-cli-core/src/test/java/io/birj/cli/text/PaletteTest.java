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

  @Test
  void aDifferenceIsRedForTheOldGreenForTheNewAndBoldForItsHeading() {
    assertEquals("\u001b[31m- 1\u001b[0m", Palette.ANSI.removed("- 1"));
    assertEquals("\u001b[32m+ 2\u001b[0m", Palette.ANSI.added("+ 2"));
    assertEquals("\u001b[1mchanged /a\u001b[0m", Palette.ANSI.heading("changed /a"));
  }

  @Test
  void plainWritesADifferenceWithoutEscapes() {
    assertEquals("- 1", Palette.PLAIN.removed("- 1"));
    assertEquals("+ 2", Palette.PLAIN.added("+ 2"));
    assertEquals("changed /a", Palette.PLAIN.heading("changed /a"));
  }
}
