package io.birj.writer;

import static io.birj.loader.read.TestDocuments.doc;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.read.TestDocuments;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Atomic file writing: modes, symbolic links, failures and the same file in and out. */
class OutputFileTest {
  private static final String OK_INSTR =
      "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [], \"outs\": []}";
  private static final BirWriter WRITER = new BirWriter(TestDocuments.PLAIN.codecs());

  @TempDir Path dir;

  private static final byte[] NEW = "new content\n".getBytes(StandardCharsets.UTF_8);

  private static OutputFile.Content bytes(byte[] b) {
    return out -> out.write(b);
  }

  private static List<String> names(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private static Set<PosixFilePermission> mode(Path p) throws IOException {
    return Files.getPosixFilePermissions(p);
  }

  @Test
  void aNewFileGetsTheModeAPlainCreateGivesNotOwnerOnly() throws IOException {
    // What the umask makes of a plain create, measured next door rather than assumed.
    Path plain = Files.createFile(dir.resolve("plain"));
    Path target = dir.resolve("out.json");
    OutputFile.write(target, bytes(NEW));
    assertEquals(mode(plain), mode(target));
    assertArrayEquals(NEW, Files.readAllBytes(target));
  }

  @Test
  void anExistingFileKeepsItsMode() throws IOException {
    Path target = Files.write(dir.resolve("out.json"), "old".getBytes(StandardCharsets.UTF_8));
    Set<PosixFilePermission> odd = PosixFilePermissions.fromString("rw-r---w-");
    Files.setPosixFilePermissions(target, odd);
    OutputFile.write(target, bytes(NEW));
    assertEquals(odd, mode(target));
    assertArrayEquals(NEW, Files.readAllBytes(target));
  }

  @Test
  void aSymbolicLinkIsWrittenThroughAndStaysALink() throws IOException {
    Path real = Files.createDirectories(dir.resolve("real"));
    Path file = Files.writeString(real.resolve("doc.json"), "old");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
    Path links = Files.createDirectories(dir.resolve("links"));
    Path link = Files.createSymbolicLink(links.resolve("doc.json"), Path.of("../real/doc.json"));
    OutputFile.write(link, bytes(NEW));
    assertTrue(Files.isSymbolicLink(link));
    assertEquals(Path.of("../real/doc.json"), Files.readSymbolicLink(link));
    assertArrayEquals(NEW, Files.readAllBytes(file));
    assertEquals(PosixFilePermissions.fromString("rw-rw-r--"), mode(file));
    assertEquals(List.of("doc.json"), names(real));
    assertEquals(List.of("doc.json"), names(links));
  }

  @Test
  void aChainOfLinksIsFollowedToItsEnd() throws IOException {
    Path file = Files.writeString(dir.resolve("doc.json"), "old");
    Path first = Files.createSymbolicLink(dir.resolve("a"), Path.of("doc.json"));
    Path second = Files.createSymbolicLink(dir.resolve("b"), first);
    OutputFile.write(second, bytes(NEW));
    assertTrue(Files.isSymbolicLink(second));
    assertTrue(Files.isSymbolicLink(first));
    assertArrayEquals(NEW, Files.readAllBytes(file));
  }

  @Test
  void aLinkThroughALinkedDirectoryIsResolvedAsTheSystemResolvesIt() throws IOException {
    // lnkdir -> real/sub, and real/sub/out.json -> ../c/target.json: ".." is taken from real/sub
    // (the directory the link is in), not from the text "lnkdir/..".
    Path sub = Files.createDirectories(dir.resolve("real/sub"));
    Path target =
        Files.write(
            Files.createDirectories(dir.resolve("real/c")).resolve("target.json"),
            "old".getBytes(StandardCharsets.UTF_8));
    Files.createSymbolicLink(dir.resolve("lnkdir"), Path.of("real/sub"));
    Files.createSymbolicLink(sub.resolve("out.json"), Path.of("../c/target.json"));
    OutputFile.write(dir.resolve("lnkdir/out.json"), bytes(NEW));
    assertArrayEquals(NEW, Files.readAllBytes(target));
    assertTrue(Files.isSymbolicLink(sub.resolve("out.json")), "the link stays a link");
    assertFalse(Files.exists(dir.resolve("c")), "nothing is created beside lnkdir");
  }

  @Test
  void aDanglingLinkCreatesTheFileItNames() throws IOException {
    Path link = Files.createSymbolicLink(dir.resolve("link"), Path.of("later.json"));
    OutputFile.write(link, bytes(NEW));
    assertTrue(Files.isSymbolicLink(link));
    assertArrayEquals(NEW, Files.readAllBytes(dir.resolve("later.json")));
  }

  @Test
  void aFailingContentLeavesTheTargetAndNoTemporaryFileAndNamesTheTarget() throws IOException {
    Path target = Files.writeString(dir.resolve("out.json"), "precious");
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                OutputFile.write(
                    target,
                    out -> {
                      out.write(new byte[1 << 20]);
                      throw new IOException("No space left on device");
                    }));
    assertEquals("precious", Files.readString(target));
    assertEquals(List.of("out.json"), names(dir));
    assertTrue(OutputFile.InFlight.files().isEmpty());
    FileSystemException named = (FileSystemException) e;
    assertEquals(target.toString(), named.getFile());
    assertEquals("No space left on device", named.getReason());
    assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
  }

  @Test
  void anUncheckedFailureOfTheContentPropagatesAsItIsAndCleansUp() throws IOException {
    Path target = Files.writeString(dir.resolve("out.json"), "precious");
    IllegalStateException refused = new IllegalStateException("refused");
    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                OutputFile.write(
                    target,
                    out -> {
                      out.write(NEW);
                      throw refused;
                    }));
    assertSame(refused, thrown);
    assertEquals("precious", Files.readString(target));
    assertEquals(List.of("out.json"), names(dir));
  }

  @Test
  void aDirectoryThatCannotHoldTheTemporaryIsReportedAsTheTarget() {
    // /proc takes no new files, not even from root.
    Path target = Path.of("/proc/birj-output-file-test.json");
    IOException e = assertThrows(IOException.class, () -> OutputFile.write(target, bytes(NEW)));
    assertEquals(target.toString(), ((FileSystemException) e).getFile());
    assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
  }

  @Test
  void aMissingDirectoryIsReportedAsTheTarget() {
    Path target = dir.resolve("no/such/dir/out.json");
    IOException e = assertThrows(IOException.class, () -> OutputFile.write(target, bytes(NEW)));
    assertEquals(target.toString(), ((FileSystemException) e).getFile());
  }

  @Test
  void aDirectoryIsNotReplaced() throws IOException {
    Path target = Files.createDirectory(dir.resolve("out.json"));
    IOException e = assertThrows(IOException.class, () -> OutputFile.write(target, bytes(NEW)));
    assertTrue(e.getMessage().contains("is a directory"), e.getMessage());
    assertTrue(Files.isDirectory(target));
  }

  @Test
  void aPipeIsNotReplacedByAPlainFile() throws IOException, InterruptedException {
    Path fifo = dir.resolve("fifo");
    assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
    IOException e = assertThrows(IOException.class, () -> OutputFile.write(fifo, bytes(NEW)));
    assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
    assertTrue(
        Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class).isOther(),
        "still a pipe");
    assertEquals(List.of("fifo"), names(dir));
  }

  @Test
  void theTargetMayBeTheFileTheDocumentWasReadFrom() throws IOException {
    Path file = Files.writeString(dir.resolve("doc.json"), doc(OK_INSTR));
    Module m = TestDocuments.PLAIN.read(file);
    WRITER.writeAtomically(m, file, WriteOptions.DEFAULT.withIndent(2));
    byte[] expected = WRITER.toBytes(m, WriteOptions.DEFAULT.withIndent(2));
    assertArrayEquals(expected, Files.readAllBytes(file));
    assertEquals(List.of("doc.json"), names(dir));
  }

  @Test
  void theWritersAtomicWriteGoesThroughOutputFileAndKeepsTheMode() throws IOException {
    Path target = Files.writeString(dir.resolve("out.json"), "old");
    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r--r--"));
    Module m = TestDocuments.read(TestDocuments.PLAIN, doc(OK_INSTR));
    WRITER.writeAtomically(m, target, WriteOptions.DEFAULT);
    assertEquals(PosixFilePermissions.fromString("rw-r--r--"), mode(target));
  }

  @Test
  void noTemporaryFileStaysRegisteredAfterASuccessfulWrite() throws IOException {
    OutputFile.write(dir.resolve("out.json"), bytes(NEW));
    assertTrue(OutputFile.InFlight.files().isEmpty());
  }
}
