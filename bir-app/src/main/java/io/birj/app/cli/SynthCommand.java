package io.birj.app.cli;

import io.birj.app.streams.StdStreams;
import io.birj.synth.Profile;
import io.birj.synth.Summary;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import io.birj.writer.OutputFile;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

@Command(
    name = "synth",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header = "Writes a synthetic BIR-JSON document of about a given size, the same for a seed.",
    description = {
      "Writes a v2 document in the shapes of a compiler's dump after lower_sync:",
      "many functions of kernels with nested loops, every common opcode and",
      "operand kind, dependencies, waits on DMA blocks, queues, collectives and",
      "quasi-affine expressions. It validates clean; the same seed, size and",
      "profile give the same bytes.",
      "Profiles: mixed (keys in the compiler's emit order), expressions (most",
      "bytes in deeply shared expressions), sorted (mixed with every object's",
      "keys sorted, as std::map writes them).",
      "",
      "Examples:",
      "  bir synth --seed 1 --size 100M -o big.json",
      "  bir synth --seed 7 --size 64k --profile sorted | bir validate -"
    })
public final class SynthCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--seed", paramLabel = "N", description = "The seed (default 1).")
  long seed = 1;

  @Option(
      names = "--size",
      paramLabel = "BYTES",
      required = true,
      converter = SizeConverter.class,
      description = "The size to reach, in bytes; k, M and G multiply by 1024, 1024², 1024³.")
  long size;

  @Option(
      names = "--profile",
      paramLabel = "PROFILE",
      converter = ProfileConverter.class,
      completionCandidates = ProfileConverter.class,
      description = "mixed (default), expressions or sorted.")
  Profile profile = Profile.MIXED;

  @Mixin OutputOption output;

  @Mixin QuietOption stderr;

  @Inject Provider<StdStreams> streams;

  @Override
  public Integer call() throws IOException {
    SynthSpec what = new SynthSpec(seed, size, profile);
    PrintWriter err = spec.commandLine().getErr();
    Summary[] made = {null};
    if (output.file != null) {
      OutputFile.write(output.file, out -> made[0] = Synth.write(what, out));
    } else {
      StdStreams std = streams.get();
      std.out().flush();
      made[0] = Synth.write(what, std.stdout());
      std.stdout().flush();
    }
    if (!stderr.quiet) {
      Summary s = made[0];
      err.printf(
          Locale.ROOT,
          "bir: wrote %s: %d bytes, %d functions, %d kernels, %d instructions (%s, seed %d)%n",
          output.file == null ? "standard output" : output.shown(),
          s.bytes(),
          s.functions(),
          s.kernels(),
          s.instructions(),
          profile.spelling(),
          seed);
    }
    return ExitCodes.OK;
  }

  /** {@code 4096}, {@code 64k}, {@code 100M}, {@code 1G} (powers of 1024). */
  static final class SizeConverter implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      String v = value.trim();
      long unit = 1;
      if (!v.isEmpty()) {
        switch (Character.toUpperCase(v.charAt(v.length() - 1))) {
          case 'K':
            unit = 1L << 10;
            break;
          case 'M':
            unit = 1L << 20;
            break;
          case 'G':
            unit = 1L << 30;
            break;
          default:
            break;
        }
      }
      String digits = unit == 1 ? v : v.substring(0, v.length() - 1);
      long n;
      try {
        n = Long.parseLong(digits);
      } catch (NumberFormatException e) {
        throw new TypeConversionException(
            "'" + value + "' is not a size (bytes, or a number with k, M or G)");
      }
      if (n < SynthSpec.MIN_SIZE || n > Long.MAX_VALUE / unit) {
        throw new TypeConversionException("'" + value + "' is not a size of at least 1 byte");
      }
      return n * unit;
    }
  }

  static final class ProfileConverter extends OneOf<Profile> {
    ProfileConverter() {
      super("a profile", Profile.values(), Profile::spelling);
    }
  }
}
