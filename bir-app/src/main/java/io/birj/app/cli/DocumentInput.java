package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reading a command's input document: an unreadable file is an I/O error (exit 2), a bad document a
 * {@link BadDocument} (exit 1) already reported as {@code FILE:LINE:COL: error: ...}.
 */
final class DocumentInput {
  /** A document error that has been printed: the command exits 1. */
  static final class BadDocument extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadDocument() {
      super(null, null, false, false);
    }
  }

  private DocumentInput() {}

  static void requireReadable(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new NoSuchFileException(file.toString());
    }
  }

  static Module read(Documents docs, Path file, boolean quiet, java.io.PrintWriter err)
      throws IOException {
    requireReadable(file);
    try (InputStream in =
        Progress.reading(file.toString(), Files.newInputStream(file), Files.size(file), quiet)) {
      return docs.read(in, file.toString());
    } catch (BirException e) {
      Reports.error(err, file.toString(), e);
      throw new BadDocument();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  static byte[] bytes(Path file) throws IOException {
    requireReadable(file);
    return Files.readAllBytes(file);
  }
}
