package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert -o OUT}: modes, links, the same file in and out, errors naming OUT. */
class ConvertOutputFileTest {
  @TempDir Path dir;

  private List<String> names() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private byte[] converted(Path v1) {
    return CliHarness.run("convert", "--to", "2", v1.toString())
        .out()
        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  @Test
  void out_may_be_the_input_file() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    byte[] expected = converted(v1);
    CliHarness.Result r =
        CliHarness.run("convert", "--to", "2", "-o", v1.toString(), v1.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertArrayEquals(expected, Files.readAllBytes(v1));
    assertEquals(List.of("demo-v1.json"), names());
  }

  @Test
  void an_existing_out_keeps_its_mode() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    Path out = Samples.write(dir, "out.json", "old");
    Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-r--r--"));
    CliHarness.run("convert", "--to", "2", "-o", out.toString(), v1.toString());
    assertEquals(PosixFilePermissions.fromString("rw-r--r--"), Files.getPosixFilePermissions(out));
  }

  @Test
  void a_new_out_gets_the_mode_of_a_plain_create() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    Path plain = Files.createFile(dir.resolve("plain"));
    Path out = dir.resolve("out.json");
    CliHarness.run("convert", "--to", "2", "-o", out.toString(), v1.toString());
    assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(out));
  }

  @Test
  void a_symbolic_link_out_is_written_through() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    Path real = Samples.write(dir, "real.json", "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.json"), real.getFileName());
    CliHarness.Result r =
        CliHarness.run("convert", "--to", "2", "-o", link.toString(), v1.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(Files.isSymbolicLink(link));
    assertArrayEquals(converted(v1), Files.readAllBytes(real));
  }

  @Test
  void a_failure_names_out_never_the_temporary_file() {
    Path v1 = Samples.copy(dir, Samples.V1);
    CliHarness.Result r =
        CliHarness.run("convert", "--to", "2", "-o", "/proc/birj-out.json", v1.toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.err());
    assertTrue(r.err().startsWith("bir: /proc/birj-out.json: "), r.err());
    assertFalse(r.err().contains(".tmp"), r.err());
  }

  @Test
  void a_refusal_leaves_out_as_it_was_and_no_temporary_file() throws IOException {
    Path v2 = Samples.copy(dir, Samples.V2);
    Path out = Samples.write(dir, "out.json", "precious");
    CliHarness.Result r =
        CliHarness.run("convert", "--to", "1", "-o", out.toString(), v2.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertEquals("precious", Files.readString(out));
    assertEquals(List.of("demo-v2.json", "out.json"), names());
  }
}
