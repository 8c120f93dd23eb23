package io.birj.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.error.BirException;
import io.birj.api.format.DocumentFormat;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.reduce.redact.Redaction;
import io.birj.reduce.redact.RedactionReport;
import io.birj.reduce.redact.Redactor;
import io.birj.writer.BirWriter;
import io.birj.writer.OutputFile;
import io.birj.writer.WriteOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "redact",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Writes FILE with every name (functions, blocks, instructions, memory locations and sets,"
          + " registers, queues, loop axes) replaced by an opaque one (f0, b3, i17, m2, ...),"
          + " every reference renamed with it, and every free text (debug, file names, tensor"
          + " names, unknown keys' strings) replaced (t0, t1, ...); numbers and the compiler's"
          + " vocabulary (opcodes, engines, dtypes, enum spellings) are kept, so the output has the"
          + " same statistics and the same validate and check verdicts. Says on standard error"
          + " what it renamed and replaced.",
      "Writes like convert: to standard output, or to OUT atomically.",
      "",
      "Examples:",
      "  bir redact -o shareable.json --map names.json model.json",
      "  bir redact --scramble-values --format cbor -o shareable.cbor model.json"
    })
public final class RedactCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--map",
      paramLabel = "MAP",
      description =
          "Also write the old-to-new names and texts, as JSON {\"names\": {...}, \"texts\":"
              + " {...}}, to MAP (atomically): keep it, never share it.")
  Path map;

  @Option(
      names = "--scramble-values",
      description = "Also replace the numbers of immediate operands (value, value_list, ...).")
  boolean scrambleValues;

  @Mixin QuietOption stderr;

  @Mixin DocumentFile document;

  @Mixin WrittenDocument written;

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    Documents docs = document.documents.get();
    StdStreams std = document.streams.get();
    DocumentFormat encoding = written.encoding(docs, spec);
    Redaction r;
    try (InputStream in = document.file.open(std.in())) {
      r =
          new Redactor(docs.reader())
              .scrambleValues(scrambleValues)
              .redact(in, document.file.name());
    } catch (BirException e) {
      err.println(Findings.error(Display.CUT, std.errPalette(), document.file.name(), e));
      return ExitCodes.INVALID;
    }
    BirWriter writer = new BirWriter(docs.codecs());
    WriteOptions options = new WriteOptions(r.version(), 0, encoding);
    if (map != null) {
      OutputFile.write(map, out -> writeMap(r.report(), out));
    }
    written.write(out -> writer.write(r.module(), out, options), std);
    if (!stderr.quiet) {
      RedactionReport rep = r.report();
      err.println(
          "bir: redacted "
              + document.file.shown()
              + ": renamed "
              + rep.names().size()
              + " names "
              + rep.renamedByKind()
              + "; replaced "
              + rep.texts().size()
              + " distinct free texts, by key "
              + rep.replacedByKey()
              + (scrambleValues ? "; scrambled " + rep.scrambledValues() + " values" : "")
              + (written.output.file == null ? "" : "; wrote " + written.shownOutput()));
    }
    return ExitCodes.OK;
  }

  /** The map of what was renamed and replaced, as a JSON object of two objects. */
  private static void writeMap(RedactionReport rep, OutputStream out) throws IOException {
    // OutputFile owns the stream: the generator must not close it
    try (JsonGenerator g =
        new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).createGenerator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      writeObject(g, "names", rep.names());
      writeObject(g, "texts", rep.texts());
      g.writeEndObject();
      g.writeRaw('\n');
    }
  }

  private static void writeObject(JsonGenerator g, String key, Map<String, String> m)
      throws IOException {
    g.writeObjectFieldStart(key);
    for (Map.Entry<String, String> e : m.entrySet()) {
      g.writeStringField(e.getKey(), e.getValue());
    }
    g.writeEndObject();
  }
}
