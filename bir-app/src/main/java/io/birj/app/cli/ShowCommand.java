package io.birj.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import io.birj.analysis.listing.Entry;
import io.birj.analysis.listing.ListingJson;
import io.birj.analysis.listing.ListingText;
import io.birj.cli.text.Shown;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    // Picocli formats each line with String.format: %% prints a percent sign (HelpFormatTest).
    description = {
      "Prints a document as a listing, like a disassembler's: functions, NKI functions and queues,"
          + " their blocks and loops indented, one instruction a line: its index in its block,"
          + " name, opcode, engine, a loop's range, operands (LOCATION:DTYPE[[step,num],...]+OFFSET,"
          + " a symbolic pattern's addresses as @(EXPRESSION), %% before a register, an immediate"
          + " as VALUE:DTYPE), dependencies, semaphore waits and updates, other expressions, and"
          + " after ; the debug place (file:line op). Each function and block line ends with its"
          + " JSON Pointer.",
      "POINTER (a JSON Pointer to a function, queue, block or instruction) lists that part"
          + " alone; a pointer to anything else is exit 2, naming the nearest part that exists."
          + " --json prints the same as data (docs/show.md).",
      "",
      "Examples:",
      "  bir show model.json",
      "  bir show model.json /functions/0/blocks/1",
      "  bir show --json model.json /functions/0/blocks/0/instructions/2"
    })
public final class ShowCommand implements Callable<Integer> {
  private static final JsonFactory JSON =
      JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(names = "--json", description = "Print the listing as JSON (docs/show.md).")
  boolean json;

  @Mixin DocumentPart part;

  @Override
  public Integer call() throws IOException {
    return part.run(spec, stderr.quiet, this::show);
  }

  private int show(Entry part, PrintWriter out, PrintWriter err) throws IOException {
    if (json) {
      try (JsonGenerator g = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
        ListingJson.write(part, g);
      }
      out.println();
    } else {
      ListingText.write(part, out, Shown::of);
    }
    out.flush();
    return ExitCodes.OK;
  }
}
