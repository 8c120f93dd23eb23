package io.birj.writer;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file atomically: the content goes to a temporary file in the target's directory, is
 * forced to disk, and is then renamed over the target, so a reader sees the old file or the new
 * one, never a part.
 *
 * <ul>
 *   <li>A new file gets the usual mode (what the process's umask makes of a plain create); an
 *       existing file keeps its mode.
 *   <li>A symbolic link is written through: the link stays, the file it points to is replaced (the
 *       temporary file lives in that file's directory, so the rename stays atomic).
 *   <li>On failure (an exception from the content, a full disk) the target is left as it was and
 *       the temporary file is removed; on SIGINT or SIGTERM a shutdown hook removes every temporary
 *       file still being written.
 *   <li>Errors name the target, never the temporary file.
 *   <li>The target may be the file the content was read from, once it has been read whole (the
 *       rename replaces it only after the content is complete).
 * </ul>
 */
public final class OutputFile {
  /** What goes into the file: written to {@code out}, which the caller must not close. */
  @FunctionalInterface
  public interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  /** Symbolic links followed before giving up (the usual system limit, ELOOP). */
  private static final int MAX_LINKS = 40;

  private static final int BUFFER = 1 << 16;

  private OutputFile() {}

  /**
   * Writes {@code content} to {@code target} atomically (see the class comment). Exceptions from
   * the content (a {@code BirException} refusing an expression, say) propagate as they are, after
   * the temporary file is removed.
   */
  public static void write(Path target, Content content) throws IOException {
    Path file = resolveLinks(target.toAbsolutePath());
    if (Files.isDirectory(file)) {
      throw new FileSystemException(target.toString(), null, "is a directory");
    }
    Path dir = file.getParent();
    if (dir == null || !Files.isDirectory(dir)) {
      throw new NoSuchFileException(target.toString(), null, "no such directory");
    }
    if (Files.exists(file) && !Files.isRegularFile(file)) {
      // Renaming over a device or a pipe would replace it with a plain file.
      throw new FileSystemException(target.toString(), null, "not a regular file");
    }
    PosixFileAttributes keep = existing(file);
    Path tmp = createTemporary(dir, file.getFileName().toString(), target);
    boolean committed = false;
    try {
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE);
          OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), BUFFER)) {
        if (keep != null) {
          keepOwnerAndMode(tmp, keep);
        }
        content.writeTo(out);
        out.flush();
        ch.force(true);
      } catch (IOException e) {
        throw naming(target, e);
      }
      InFlight.commit(tmp, file, target);
      committed = true;
      syncDirectory(dir);
    } finally {
      if (!committed) {
        InFlight.abandon(tmp);
      }
    }
  }

  /**
   * The file a chain of symbolic links ends at (the path itself when it is not a link); a dangling
   * link ends at the file it names, which is then created. A link's text is taken from the
   * directory the link is in as the system finds it, its own links followed: with {@code lnkdir ->
   * real/sub}, the {@code ..} of {@code lnkdir/out.json -> ../c/x.json} is {@code real}, not the
   * directory holding {@code lnkdir}.
   */
  static Path resolveLinks(Path path) throws IOException {
    Path p = path;
    for (int hops = 0; Files.isSymbolicLink(p); hops++) {
      if (hops == MAX_LINKS) {
        throw new FileSystemException(path.toString(), null, "too many levels of symbolic links");
      }
      Path link = Files.readSymbolicLink(p);
      p = link.isAbsolute() ? link : realDirectory(p).resolve(link);
    }
    return p == path ? p : realDirectory(p).resolve(p.getFileName());
  }

  /** The directory {@code p} is in, its links and {@code ..} resolved when it exists. */
  private static Path realDirectory(Path p) throws IOException {
    Path parent = p.toAbsolutePath().getParent();
    return Files.isDirectory(parent) ? parent.toRealPath() : parent.normalize();
  }

  /** The owner and mode of an existing file, to give the new one; {@code null} for a new file. */
  private static PosixFileAttributes existing(Path file) throws IOException {
    if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return null;
    }
    PosixFileAttributeView view =
        Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    return view == null ? null : view.readAttributes();
  }

  /**
   * The old file's group and owner where the process may set them (a user can give a file to a
   * group of theirs; only root can give it to another owner), then its mode (after, because a
   * change of owner clears the set-id bits).
   */
  private static void keepOwnerAndMode(Path tmp, PosixFileAttributes old) throws IOException {
    PosixFileAttributeView view =
        Files.getFileAttributeView(tmp, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    PosixFileAttributes now = view.readAttributes();
    try {
      if (!now.group().equals(old.group())) {
        view.setGroup(old.group());
      }
      if (!now.owner().equals(old.owner())) {
        view.setOwner(old.owner());
      }
    } catch (IOException | UnsupportedOperationException e) {
      // Not allowed: the new file is the writer's, as any new file would be.
    }
    view.setPermissions(old.permissions());
  }

  /**
   * A new, empty, hidden file next to the target, created without explicit permissions so the umask
   * applies (Files.createTempFile would make it 0600, and the rename would keep that).
   */
  private static Path createTemporary(Path dir, String name, Path target) throws IOException {
    for (int attempt = 0; ; attempt++) {
      String suffix = Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
      Path tmp = dir.resolve("." + name + "." + suffix + ".tmp");
      try {
        InFlight.create(tmp);
        return tmp;
      } catch (FileAlreadyExistsException e) {
        if (attempt == 100) {
          throw naming(target, e);
        }
      } catch (IOException e) {
        throw naming(target, e);
      }
    }
  }

  /** Makes the rename durable; not every file system lets a directory be opened, so best effort. */
  private static void syncDirectory(Path dir) {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException | RuntimeException e) {
      // The file itself is on disk and renamed; only the directory entry's durability is unsure.
    }
  }

  /** The same failure, said of the target (a person knows that name, not the temporary's). */
  static IOException naming(Path target, IOException e) {
    String reason = reasonOf(e);
    if (e instanceof AccessDeniedException) {
      return new AccessDeniedException(target.toString(), null, reason);
    }
    if (e instanceof NoSuchFileException) {
      return new NoSuchFileException(target.toString(), null, reason);
    }
    FileSystemException named = new FileSystemException(target.toString(), null, reason);
    named.initCause(e);
    return named;
  }

  private static String reasonOf(IOException e) {
    if (e instanceof FileSystemException f) {
      return f.getReason() != null ? f.getReason() : e.getClass().getSimpleName();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  /**
   * The temporary files being written. The shutdown hook and the rename take the same lock, so on a
   * signal either the rename has happened (the new file is complete) or the temporary file is
   * deleted and the rename refused.
   */
  static final class InFlight {
    private static final Set<Path> FILES = new LinkedHashSet<>();
    private static boolean hooked;
    private static boolean shuttingDown;

    private InFlight() {}

    static synchronized void create(Path tmp) throws IOException {
      if (shuttingDown) {
        throw new IOException("the process is shutting down");
      }
      if (!hooked) {
        try {
          Runtime.getRuntime()
              .addShutdownHook(new Thread(InFlight::deleteAll, "birj-output-file-cleanup"));
        } catch (IllegalStateException e) {
          throw new IOException("the process is shutting down", e);
        }
        hooked = true;
      }
      Files.newByteChannel(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
      FILES.add(tmp);
    }

    static synchronized void commit(Path tmp, Path file, Path target) throws IOException {
      if (shuttingDown) {
        throw new FileSystemException(
            target.toString(), null, "interrupted; the file was left as it was");
      }
      try {
        try {
          Files.move(
              tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
      } catch (IOException e) {
        throw naming(target, e);
      }
      FILES.remove(tmp);
    }

    static synchronized void abandon(Path tmp) {
      try {
        Files.deleteIfExists(tmp);
      } catch (IOException e) {
        // Nothing better to do: the name is hidden and says what it was.
      }
      FILES.remove(tmp);
    }

    /** Only for tests: the temporary files being written now. */
    static synchronized Set<Path> files() {
      return Set.copyOf(FILES);
    }

    private static synchronized void deleteAll() {
      shuttingDown = true;
      for (Path tmp : FILES) {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException | RuntimeException e) {
          // Best effort while the process exits.
        }
      }
      FILES.clear();
    }
  }
}
