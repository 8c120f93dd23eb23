package io.birj.cli.exit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.birj.cli.text.Display;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** I/O errors in both commands' words: the file, then why, never the exception's class. */
class IoErrorsTest {
  @Test
  void a_missing_file_is_no_such_file_not_only_its_path() {
    NoSuchFileException e = new NoSuchFileException("in.json");
    assertEquals("no such file", IoErrors.reason(e));
    assertEquals("in.json: no such file", IoErrors.describe(e, Display.CUT));
  }

  @Test
  void a_refused_file_is_permission_denied() {
    AccessDeniedException e = new AccessDeniedException("/root/x.json");
    assertEquals("permission denied", IoErrors.reason(e));
    assertEquals("/root/x.json: permission denied", IoErrors.describe(e, Display.WHOLE));
  }

  @Test
  void the_systems_reason_is_kept_as_it_said_it() {
    FileSystemException e = new FileSystemException("out.json", null, "No space left on device");
    assertEquals("No space left on device", IoErrors.reason(e));
    assertEquals("out.json: No space left on device", IoErrors.describe(e, Display.CUT));
    FileSystemException noFile = new FileSystemException(null, null, "Read-only file system");
    assertEquals("Read-only file system", IoErrors.describe(noFile, Display.CUT));
  }

  @Test
  void any_other_io_error_is_its_message() {
    assertEquals("Stream closed", IoErrors.describe(new IOException("Stream closed"), Display.CUT));
    assertEquals("null", IoErrors.describe(new IOException(), Display.CUT));
  }

  @Test
  void file_names_and_reasons_are_escaped() {
    FileSystemException e = new FileSystemException("a\nb.json", null, "bad\u001b[2J");
    assertEquals("a\\nb.json: bad\\u001b[2J", IoErrors.describe(e, Display.WHOLE));
    assertEquals("bad\u001b[2J", IoErrors.reason(e), "the reason alone is left for a Display");
  }

  @Test
  void a_long_path_is_cut_by_bir_and_whole_in_bir_tool() {
    String path = "d/".repeat(3000) + "x.json";
    NoSuchFileException e = new NoSuchFileException(path);
    assertEquals(path + ": no such file", IoErrors.describe(e, Display.WHOLE));
    assertEquals(Display.CUT.path(path) + ": no such file", IoErrors.describe(e, Display.CUT));
  }

  @Test
  void a_document_argument_is_unreadable_when_missing_or_not_a_regular_file(@TempDir Path dir)
      throws IOException {
    assertEquals("no such file", IoErrors.unreadable(dir.resolve("missing.json")));
    assertEquals("not a regular file", IoErrors.unreadable(dir));
    Path file = Files.writeString(dir.resolve("m.json"), "{}");
    assertNull(IoErrors.unreadable(file));
  }
}
