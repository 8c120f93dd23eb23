package io.birj.bench;

import io.birj.synth.Profile;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The benchmarks' documents: synthesised once per profile, size and seed into a directory ({@code
 * -Dbirj.bench.docs}, default {@code target/bench-docs}) and read from there by every fork, so each
 * benchmark and its reference read the same bytes.
 */
final class BenchDocs {
  /** The seed of every benchmark document. */
  static final long SEED = 1;

  private BenchDocs() {}

  static Path dir() {
    return Path.of(System.getProperty("birj.bench.docs", "target/bench-docs"));
  }

  /** The document of {@code profile} and about {@code megabytes} MiB, made when missing. */
  static Path document(String profile, int megabytes) {
    Path file = dir().resolve(profile + "-" + megabytes + "mb.json");
    if (Files.isRegularFile(file)) {
      return file;
    }
    try {
      Files.createDirectories(file.getParent());
      Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
        Synth.write(new SynthSpec(SEED, (long) megabytes << 20, Profile.of(profile)), out);
      }
      Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
