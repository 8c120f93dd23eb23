package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.app.ExitCodes;
import io.birj.app.docs.Documents;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "roundtrip",
    mixinStandardHelpOptions = true,
    header =
        "Reads FILE, writes it, reads it again: did the model survive, is the output identical or canonical.",
    description = {
      "Reads FILE, writes it (in its own version and indent), reads that again, and says",
      "whether the model survived and whether the output was byte-identical to the input or a",
      "canonicalization of it (and whether writing once more changes nothing).",
      "Exit 0 when the model survived and the output is stable, 1 otherwise.",
      "",
      "Example: bir roundtrip model.json"
    })
public final class RoundtripCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The document.")
  Path file;

  @Inject Provider<Documents> documents;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    byte[] input = DocumentInput.bytes(file);
    Documents.RoundTrip r;
    try {
      r = documents.get().roundTrip(input, file.toString());
    } catch (BirException e) {
      Reports.error(spec.commandLine().getErr(), file.toString(), e);
      return ExitCodes.INVALID;
    }
    print(out, "", file.toString(), r);
    return r.survived() && r.stable() ? ExitCodes.OK : ExitCodes.INVALID;
  }

  static void print(PrintWriter out, String margin, String name, Documents.RoundTrip r) {
    out.printf("%s%s: version %d, %d bytes%n", margin, name, r.version(), r.bytesIn());
    out.println(margin + "  model survived: " + (r.survived() ? "yes" : "NO"));
    if (r.byteIdentical()) {
      out.println(margin + "  output: byte-identical to the input");
    } else {
      out.printf(
          "%s  output: a canonicalization of the input (%d bytes -> %d bytes)%n",
          margin, r.bytesIn(), r.bytesOut());
    }
    out.println(margin + "  written again: " + (r.stable() ? "identical (canonical)" : "CHANGES"));
  }
}
