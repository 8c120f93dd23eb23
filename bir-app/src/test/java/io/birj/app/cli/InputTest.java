package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class InputTest {
  @Test
  void theHelpSaysEveryExtensionADirectoryStandsFor() {
    for (String extension : Input.EXTENSIONS) {
      assertTrue(Input.DIRECTORY.contains(extension), extension + " in: " + Input.DIRECTORY);
    }
  }
}
