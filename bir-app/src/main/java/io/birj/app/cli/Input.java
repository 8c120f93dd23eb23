package io.birj.app.cli;

import io.birj.app.compress.Compression;
import io.birj.cli.report.StandardInput;
import io.birj.cli.text.Shown;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.ITypeConverter;

/**
 * A command's input document: a file, or standard input when the argument is {@code -} ({@link
 * StandardInput}).
 *
 * @param path the file, or {@code null} for standard input
 */
public record Input(Path path) {
  /**
   * The file names a directory argument stands for, one place for the list (a document format added
   * later, e.g. CBOR, adds its extension here).
   */
  public static final List<String> EXTENSIONS = List.of(".json", ".cbor");

  /**
   * What a directory argument stands for, in the commands' help (InputTest holds it to the list).
   */
  public static final String DIRECTORY =
      "a directory stands for the .json and .cbor files under it";

  /** What a command says when its arguments stand for no document file. */
  public static String noDocuments(List<Input> arguments) {
    List<String> named = new java.util.ArrayList<>();
    for (Input a : arguments) {
      named.add(Shown.of(a.name(), Shown.PATH));
    }
    return "bir: no document files ("
        + String.join(", ", EXTENSIONS)
        + ") in "
        + String.join(", ", named);
  }

  public static final Input STDIN = new Input(null);

  public boolean isStdin() {
    return path == null;
  }

  /** The name messages use: the path as given, or {@code <stdin>}. */
  public String name() {
    return path == null ? StandardInput.NAME : path.toString();
  }

  /** The name, escaped for a human-readable line. */
  public String shown() {
    return Shown.of(name(), Shown.PATH);
  }

  @Override
  public String toString() {
    return name();
  }

  /** {@code -} or a path, for picocli. */
  public static final class Converter implements ITypeConverter<Input> {
    @Override
    public Input convert(String value) {
      return StandardInput.isArgument(value) ? STDIN : new Input(Path.of(value));
    }
  }

  /**
   * Opens the document: standard input (not closed), or a file after checking it is one; a gzip or
   * zstd compressed document is decoded as it is read ({@link Compression#open}), so every command
   * reads it as its plain text, and the reader's limits count the decoded text.
   */
  public InputStream open(InputStream stdin) throws IOException {
    if (path == null) {
      return Compression.open(
          new java.io.FilterInputStream(stdin) {
            @Override
            public void close() {
              // Standard input belongs to the process.
            }
          });
    }
    requireRegularFile();
    return Compression.open(Files.newInputStream(path));
  }

  /** Fails with a "no such file" (or "not a regular file") I/O error unless the file is one. */
  public void requireRegularFile() throws IOException {
    if (Files.isRegularFile(path)) {
      return;
    }
    if (Files.exists(path)) {
      throw new java.nio.file.FileSystemException(path.toString(), null, "not a regular file");
    }
    throw new NoSuchFileException(path.toString());
  }

  /** The file's size, or -1 for standard input or when it cannot be told. */
  public long size() {
    if (path == null) {
      return -1;
    }
    try {
      return Files.size(path);
    } catch (IOException e) {
      return -1;
    }
  }

  /** Whether a name is one of the {@link #EXTENSIONS}. */
  public static boolean isDocumentName(String fileName) {
    for (String ext : EXTENSIONS) {
      if (fileName.endsWith(ext)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The inputs as given, each directory replaced by the documents under it (sorted, so the order is
   * the same on every run); standard input at most once.
   */
  public static List<Input> expand(List<Input> given) throws IOException {
    List<Input> out = new ArrayList<>();
    boolean stdin = false;
    for (Input in : given) {
      if (in.isStdin()) {
        if (stdin) {
          throw new IOException("standard input (-) can be read only once");
        }
        stdin = true;
        out.add(in);
        continue;
      }
      if (!Files.isDirectory(in.path())) {
        out.add(in);
        continue;
      }
      try (Stream<Path> walk = Files.walk(in.path())) {
        walk.filter(f -> Files.isRegularFile(f) && isDocumentName(f.getFileName().toString()))
            .sorted()
            .forEach(f -> out.add(new Input(f)));
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
    }
    return out;
  }
}
