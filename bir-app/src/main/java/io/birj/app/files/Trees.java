package io.birj.app.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Directories the app writes for a while (an export's work, a training's or a reduction's scratch)
 * and removes.
 */
public final class Trees {
  private Trees() {}

  /**
   * Removes {@code root} and everything under it, when it exists; a link is removed, not followed.
   */
  public static void remove(Path root) throws IOException {
    if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
