package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.app.cli.ExitCodes;
import io.birj.app.compress.Compress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A gzip or zstd compressed document is read as its plain text by every command that reads one,
 * from a file and from standard input: the same exit code and the same output as the plain
 * document.
 */
class CompressedDocumentsTest {
  @TempDir Path dir;

  private static final byte[] V2 = Samples.bytes(Samples.V2);

  /** The commands that read a document, as the arguments before and after the input. */
  static Stream<Arguments> commandsAndCompressions() {
    List<Arguments> all = new ArrayList<>();
    String[][] commands = {
      {"validate"}, {"stats"}, {"check"}, {"convert", "--to", "1"}, {"roundtrip"}, {"redact"},
    };
    for (String[] c : commands) {
      for (String z : new String[] {"gzip", "zstd"}) {
        all.add(Arguments.of(String.join(" ", c), z));
      }
    }
    return all.stream();
  }

  private static byte[] compress(String how, byte[] plain) {
    return how.equals("gzip") ? Compress.gzip(plain) : Compress.zstd(plain);
  }

  private static String[] args(String command, String input) {
    List<String> a = new ArrayList<>(List.of(command.split(" ")));
    a.add(input);
    return a.toArray(String[]::new);
  }

  @ParameterizedTest(name = "{0} on a {1} file")
  @MethodSource("commandsAndCompressions")
  void a_compressed_file_reads_as_its_plain_document(String command, String how)
      throws IOException {
    Path plain = dir.resolve("doc.json");
    Files.write(plain, V2);
    Path packed = dir.resolve("doc.json.z");
    Files.write(packed, compress(how, V2));
    CliHarness.Result expected = CliHarness.run(args(command, plain.toString()));
    CliHarness.Result r = CliHarness.run(args(command, packed.toString()));
    UnaryOperator<String> named = s -> s.replace(packed.toString(), plain.toString());
    assertEquals(expected.exitCode(), r.exitCode(), r.err());
    assertEquals(expected.out(), named.apply(r.out()));
  }

  @ParameterizedTest(name = "{0} on {1} standard input")
  @MethodSource("commandsAndCompressions")
  void compressed_standard_input_reads_as_its_plain_document(String command, String how) {
    CliHarness.Result expected = CliHarness.withStdin(V2, args(command, "-"));
    CliHarness.Result r = CliHarness.withStdin(compress(how, V2), args(command, "-"));
    assertEquals(expected.exitCode(), r.exitCode(), r.err());
    assertEquals(expected.out(), r.out());
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
  void a_truncated_gzip_file_is_an_input_error_that_says_so() throws IOException {
    byte[] g = Compress.gzip(V2);
    Path cut = dir.resolve("cut.json.gz");
    Files.write(cut, java.util.Arrays.copyOf(g, g.length / 2));
    CliHarness.Result r = CliHarness.run("stats", cut.toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out());
    org.junit.jupiter.api.Assertions.assertTrue(
        r.err().contains("the gzip data cannot be decoded"), r.err());
  }
}
