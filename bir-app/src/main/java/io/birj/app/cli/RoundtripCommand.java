package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.app.compress.Compression;
import io.birj.app.docs.Documents;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.cli.text.Shown;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
    name = "roundtrip",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header =
        "Reads FILE, writes it, reads it again: did the model survive, is the output identical or canonical.",
    description = {
      "Reads FILE, writes it (in its own version and indent), reads that again, and says",
      "whether the model survived and whether the output was byte-identical to the input or a",
      "canonicalization of it (and whether writing once more changes nothing).",
      "The output is compared and read back as it is written, never held whole; - reads",
      "standard input (kept in a temporary file, as it is compared with the output).",
      "Exit 0 when the model survived and the output is stable, 1 otherwise.",
      "",
      "Example: bir roundtrip model.json"
    })
public final class RoundtripCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin DocumentFile document;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    Path spooled = null;
    try {
      Path path;
      if (document.file.isStdin()) {
        spooled = Files.createTempFile("birj-stdin-", ".json");
        spooled.toFile().deleteOnExit();
        try (InputStream in = document.file.open(document.streams.get().in())) {
          Files.copy(in, spooled, StandardCopyOption.REPLACE_EXISTING);
        }
        path = spooled;
      } else {
        document.file.requireRegularFile();
        path = document.file.path();
      }
      RoundTrip.Result r;
      try {
        Documents docs = document.documents.get();
        // A file from its path, not a stream: the reader may look ahead for a late version.
        io.birj.loader.BirReader.Document first;
        if (document.file.isStdin()) {
          try (InputStream in = Files.newInputStream(path)) {
            first = docs.readDocument(in, document.file.name());
          }
        } else {
          first = docs.readDocument(path);
        }
        r =
            RoundTrip.run(
                docs,
                first,
                () -> Compression.open(Files.newInputStream(path)),
                document.file.name());
      } catch (BirException e) {
        spec.commandLine()
            .getErr()
            .println(
                Findings.error(
                    Display.CUT, document.streams.get().errPalette(), document.file.name(), e));
        return ExitCodes.INVALID;
      }
      print(out, "", document.file.name(), r);
      return r.survived() && r.stable() ? ExitCodes.OK : ExitCodes.INVALID;
    } finally {
      if (spooled != null) {
        Files.deleteIfExists(spooled);
      }
    }
  }

  static void print(PrintWriter out, String margin, String name, RoundTrip.Result r) {
    out.printf(
        Locale.ROOT,
        "%s%s: version %d, %d bytes%n",
        margin,
        Shown.of(name, Shown.PATH),
        r.version(),
        r.bytesIn());
    out.println(
        margin
            + "  model survived: "
            + (r.survived() ? "yes" : "NO")
            + (r.lost() == null ? "" : " (" + r.lost() + ")"));
    if (r.byteIdentical()) {
      out.println(margin + "  output: byte-identical to the input");
    } else {
      out.printf(
          Locale.ROOT,
          "%s  output: a canonicalization of the input (%d bytes -> %d bytes)%n",
          margin,
          r.bytesIn(),
          r.bytesOut());
    }
    out.println(margin + "  written again: " + (r.stable() ? "identical (canonical)" : "CHANGES"));
  }
}
