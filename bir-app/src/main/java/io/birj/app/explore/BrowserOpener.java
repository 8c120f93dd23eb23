package io.birj.app.explore;

import java.awt.Desktop;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How {@code bir explore --open} starts a browser. {@code $BROWSER} first, as Unix desktops and
 * tools name the user's browser (a {@code :}-separated list of commands, the first used; {@code %s}
 * stands for the address, else it comes last); without it the desktop's own browser ({@link
 * Desktop#browse}), else {@code xdg-open}. The environment is a parameter so that a test can name
 * the command.
 */
public final class BrowserOpener {
  private final Map<String, String> environment;

  BrowserOpener(Map<String, String> environment) {
    this.environment = environment;
  }

  /** The opener of this process's environment. */
  public static BrowserOpener fromEnvironment() {
    return new BrowserOpener(System.getenv());
  }

  /** The command {@code $BROWSER} names for {@code uri}, or an empty list when it is not set. */
  List<String> browserCommand(URI uri) {
    String browser = environment.get("BROWSER");
    if (browser == null) {
      return List.of();
    }
    for (String entry : browser.split(":")) {
      if (entry.isBlank()) {
        continue;
      }
      List<String> cmd = new ArrayList<>();
      boolean placed = false;
      for (String word : entry.trim().split("\\s+")) {
        placed |= word.contains("%s");
        cmd.add(word.replace("%s", uri.toString()));
      }
      if (!placed) {
        cmd.add(uri.toString());
      }
      return cmd;
    }
    return List.of();
  }

  /**
   * Starts a browser on {@code uri} and returns without waiting for it.
   *
   * @throws IOException when no browser could be started
   */
  public void open(URI uri) throws IOException {
    List<String> cmd = browserCommand(uri);
    if (cmd.isEmpty()) {
      if (Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
        Desktop.getDesktop().browse(uri);
        return;
      }
      cmd = List.of("xdg-open", uri.toString());
    }
    // The browser's chatter does not belong in the command's output.
    new ProcessBuilder(cmd)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
  }
}
