package io.birj.cli.exit;

import io.birj.cli.text.Display;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** I/O errors as a person reads them: a file's name and why, in the system's words. */
public final class IoErrors {
  /** Why a document argument cannot be read: it does not exist. */
  public static final String NO_SUCH_FILE = "no such file";

  /** Why a document argument cannot be read: it is a directory, a device, .... */
  public static final String NOT_A_REGULAR_FILE = "not a regular file";

  /** Why a document argument cannot be read: the system says no. */
  public static final String PERMISSION_DENIED = "permission denied";

  private IoErrors() {}

  /**
   * Why an I/O error happened, without the file's name ({@code no such file}), as the system said
   * it. Not escaped: show it through a {@link Display}.
   */
  public static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return NO_SUCH_FILE;
    }
    if (e instanceof AccessDeniedException) {
      return PERMISSION_DENIED;
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return String.valueOf(e.getMessage());
  }

  /**
   * {@code FILE: REASON} when the error names a file and says why (a NoSuchFileException's message
   * is only the path), else the reason alone; shown as {@code display} says.
   */
  public static String describe(IOException e, Display display) {
    if (e instanceof FileSystemException f
        && f.getFile() != null
        && (f instanceof NoSuchFileException
            || f instanceof AccessDeniedException
            || f.getReason() != null)) {
      return display.path(f.getFile()) + ": " + display.message(reason(e));
    }
    return display.message(reason(e));
  }

  /**
   * Why a document file cannot be read ({@link #NO_SUCH_FILE}, {@link #NOT_A_REGULAR_FILE}, {@link
   * #PERMISSION_DENIED}), told before reading it; {@code null} when it can be.
   */
  public static String unreadable(Path file) {
    if (!Files.isRegularFile(file)) {
      return Files.exists(file) ? NOT_A_REGULAR_FILE : NO_SUCH_FILE;
    }
    if (!Files.isReadable(file)) {
      return PERMISSION_DENIED;
    }
    return null;
  }
}
