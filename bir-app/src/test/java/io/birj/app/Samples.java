package io.birj.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The bundled sample documents, and small hand-made ones, as files for the commands. */
final class Samples {
  static final String V2 = "samples/demo-v2.json";
  static final String V1 = "samples/demo-v1.json";

  /** JSON, but not a BIR document: blocks must be an array. */
  static final String INVALID = "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"}]}";

  /** Not JSON at all. */
  static final String MALFORMED = "{\"version\": 2, \"functions\": [";

  /**
   * Small kernels for the verifier (bir check): a DRAM input, an SB tile, a write of the tile on
   * DVE then a read of it on Activation; ordered by a dependency, so clean.
   */
  static final String CHECK_CLEAN = "check/clean.json";

  /** The same kernel without the dependency: a race (BIRJ-V003). */
  static final String CHECK_RACY = "check/racy.json";

  /** The clean kernel with the read through a register_ap: not modelled, so undecided. */
  static final String CHECK_UNDECIDED = "check/undecided.json";

  private Samples() {}

  static byte[] bytes(String resource) {
    try (InputStream in = Samples.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Path copy(Path dir, String resource) {
    Path p = dir.resolve(resource.substring(resource.lastIndexOf('/') + 1));
    try {
      Files.write(p, bytes(resource));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }

  static Path write(Path dir, String name, String content) {
    try {
      return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
