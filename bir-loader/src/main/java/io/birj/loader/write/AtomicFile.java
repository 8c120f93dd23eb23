package io.birj.loader.write;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Replaces a file atomically: the content goes to a temporary file in the target's directory, is
 * forced to disk, then renamed over the target; on failure the target is as it was and the
 * temporary file is gone.
 */
public final class AtomicFile {
  /** Writes the content onto a stream that the caller must not close. */
  @FunctionalInterface
  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  private AtomicFile() {}

  public static void replace(Path target, Content content) throws IOException {
    Path abs = target.toAbsolutePath();
    Path tmp = Files.createTempFile(abs.getParent(), "." + abs.getFileName() + ".", ".tmp");
    boolean done = false;
    try {
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE);
          OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16)) {
        content.writeTo(out);
        out.flush();
        ch.force(true);
      }
      try {
        Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
      }
      done = true;
    } finally {
      if (!done) {
        Files.deleteIfExists(tmp);
      }
    }
  }
}
