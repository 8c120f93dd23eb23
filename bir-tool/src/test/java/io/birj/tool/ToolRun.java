package io.birj.tool;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.format.DocumentFormats;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.loader.BirReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Runs the tool in-process with the readers a case needs: the test class path has both codecs, so
 * each case says which are installed (the image has v2 alone).
 */
final class ToolRun {
  /** One run: the exit code and what was written. */
  record Result(int code, byte[] outBytes, String err) {
    String out() {
      return new String(outBytes, StandardCharsets.UTF_8);
    }

    List<String> outLines() {
      return out().lines().toList();
    }

    List<String> errLines() {
      return err.lines().toList();
    }
  }

  private ToolRun() {}

  /** A reader with the installed codecs of these versions, the formats and the opcodes. */
  static Supplier<BirReader> readerWith(Integer... versions) {
    Set<Integer> wanted = Set.of(versions);
    return () -> {
      List<PelicanCodec> codecs =
          CodecRegistry.load().codecs().stream().filter(c -> wanted.contains(c.version())).toList();
      return BirReader.builder()
          .codecs(CodecRegistry.of(codecs, ExprKindRegistry.EMPTY))
          .catalog(OpcodeCatalog.load())
          .formats(DocumentFormats.load())
          .build();
    };
  }

  /** What the image holds: the v2 codec, JSON and CBOR, the opcode catalog. */
  static final Supplier<BirReader> V2_ONLY = readerWith(2);

  static final Supplier<BirReader> BOTH_CODECS = readerWith(1, 2);

  static Result run(Supplier<BirReader> readers, String... args) {
    return run(readers, new byte[0], args);
  }

  static Result run(Supplier<BirReader> readers, byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    return run(readers, stdin, out, false, args);
  }

  static Result run(
      Supplier<BirReader> readers,
      byte[] stdin,
      OutputStream stdout,
      boolean debugEnvironment,
      String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(stdout, false, StandardCharsets.UTF_8);
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    Tool tool = new Tool(readers, new ByteArrayInputStream(stdin), out, e);
    int code = tool.run(debugEnvironment, args);
    byte[] written = stdout instanceof ByteArrayOutputStream b ? b.toByteArray() : new byte[0];
    return new Result(code, written, err.toString(StandardCharsets.UTF_8));
  }

  /**
   * A sample document of this module's test resources: {@code tile-v2.json}, a loop whose body
   * reads through a symbolic access pattern, and {@code tile-v1.json}, the same in version 1.
   */
  static Path sample(String name) {
    try {
      return Path.of(ToolRun.class.getResource("/samples/" + name).toURI());
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
