package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.app.cli.ExitCodes;
import io.birj.app.compress.Compress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A gzip or zstd compressed document is read as its plain text by every command that reads one,
 * from a file and from standard input: the same exit code and the same output as the plain
 * document.
 */
class CompressedDocumentsTest {
  @TempDir Path dir;

  private static final byte[] V2 = Samples.bytes(Samples.V2);

  /** The commands that read a document, each with its arguments before the input. */
  static Stream<String> commands() {
    return Stream.of("validate", "stats", "check", "convert --to 1", "roundtrip", "redact");
  }

  private static final Map<String, CliHarness.Result> PLAIN = new ConcurrentHashMap<>();

  /** What {@code command} does with the plain document on standard input (once per command). */
  private static CliHarness.Result plain(String command) {
    return PLAIN.computeIfAbsent(command, c -> CliHarness.withStdin(V2, args(c, "-")));
  }

  private static String[] args(String command, String input) {
    List<String> a = new ArrayList<>(List.of(command.split(" ")));
    a.add(input);
    return a.toArray(String[]::new);
  }

  private void readsAsPlainFromAFile(String command, byte[] packed) throws IOException {
    Path plainFile = dir.resolve("doc.json");
    Files.write(plainFile, V2);
    CliHarness.Result expected = CliHarness.run(args(command, plainFile.toString()));
    Path file = dir.resolve("doc.json.z");
    Files.write(file, packed);
    CliHarness.Result r = CliHarness.run(args(command, file.toString()));
    assertEquals(expected.exitCode(), r.exitCode(), r.err());
    assertEquals(expected.out(), r.out().replace(file.toString(), plainFile.toString()));
  }

  private static void readsAsPlainFromStdin(String command, byte[] packed) {
    CliHarness.Result r = CliHarness.withStdin(packed, args(command, "-"));
    assertEquals(plain(command).exitCode(), r.exitCode(), r.err());
    assertEquals(plain(command).out(), r.out());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void every_command_reads_a_gzip_file_as_its_plain_document(String command) throws IOException {
    readsAsPlainFromAFile(command, Compress.gzip(V2));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void every_command_reads_zstd_standard_input_as_its_plain_document(String command) {
    readsAsPlainFromStdin(command, Compress.zstd(V2));
  }

  @Test
  void a_zstd_file_reads_as_its_plain_document() throws IOException {
    readsAsPlainFromAFile("stats", Compress.zstd(V2));
  }

  @Test
  void gzip_standard_input_reads_as_its_plain_document() {
    readsAsPlainFromStdin("stats", Compress.gzip(V2));
  }

  @Test
  void diff_compares_a_gzip_document_with_a_zstd_one() throws IOException {
    Path a = dir.resolve("a.json.gz");
    Path b = dir.resolve("b.json.zst");
    Files.write(a, Compress.gzip(V2));
    Files.write(b, Compress.zstd(V2));
    CliHarness.Result r = CliHarness.run("diff", a.toString(), b.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
  }

  @Test
  void a_truncated_gzip_file_is_a_bad_document_that_says_so() throws IOException {
    byte[] g = Compress.gzip(V2);
    Path cut = dir.resolve("cut.json.gz");
    Files.write(cut, java.util.Arrays.copyOf(g, g.length / 2));
    CliHarness.Result r = CliHarness.run("stats", cut.toString());
    // As a truncated plain document is: exit 1, the error line saying what is wrong.
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.out());
    org.junit.jupiter.api.Assertions.assertTrue(
        r.err().contains("the gzip data cannot be decoded"), r.err());
  }

  /** 66 KB of gzip inflating to 65 MiB, past the floor at about 1000 times its size. */
  private static final byte[] BOMB = Compress.gzipBomb(65L << 20);

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void every_command_refuses_a_gzip_bomb_by_its_ratio_naming_the_file(String command)
      throws IOException {
    Path file = dir.resolve("bomb.json.gz");
    Files.write(file, BOMB);
    CliHarness.Result r = CliHarness.run(args(command, file.toString()));
    // validate and check report it as their finding (standard output), the others as an error.
    String said = r.out() + r.err();
    assertEquals(ExitCodes.INVALID, r.exitCode(), said);
    org.junit.jupiter.api.Assertions.assertTrue(
        said.contains(file.toString()) && said.contains("refused as a compression bomb"), said);
  }

  @Test
  void a_zstd_bomb_on_standard_input_is_refused_by_its_ratio() {
    CliHarness.Result r =
        CliHarness.withStdin(Compress.zstd(Compress.padded(65L << 20)), "validate", "-");
    String said = r.out() + r.err();
    assertEquals(ExitCodes.INVALID, r.exitCode(), said);
    org.junit.jupiter.api.Assertions.assertTrue(
        said.contains("the zstd data decodes to more than"), said);
  }

  @Test
  void a_bomb_is_read_when_the_ratio_is_lifted() throws IOException {
    Path file = dir.resolve("bomb.json.gz");
    Files.write(file, BOMB);
    System.setProperty(io.birj.app.compress.Compression.MAX_RATIO_PROPERTY, "0");
    try {
      CliHarness.Result r = CliHarness.run("validate", file.toString());
      assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    } finally {
      System.clearProperty(io.birj.app.compress.Compression.MAX_RATIO_PROPERTY);
    }
  }
}
