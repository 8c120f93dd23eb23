package io.birj.app.cli;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.error.BirException;
import io.birj.app.inventory.ExprWire;
import io.birj.app.streams.StdStreams;
import io.birj.cli.report.StandardInput;
import io.birj.cli.text.Shown;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprParser;
import io.birj.pelican.ExprPrinter;
import io.birj.pelican.PelicanContext;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "expr",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Converts one pelican expression between its text form and its wire forms (v1, v2),"
          + " e.g. to read a dump by eye.",
      "Without --from, JSON input is read as v2, then as v1; anything else as text.",
      "Without --to, text becomes v2 and a wire form becomes text.",
      "Axis and register names resolve to themselves (there is no document around the"
          + " expression).",
      "",
      "Examples:",
      "  bir expr '(2*i + j + 3) floordiv 4'",
      "  bir expr --to 1 '(2*i + 3) mod 8'",
      "  bir expr '{\"kind\":\"MultKind\",\"var\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"},"
          + "\"scale\":4}'"
    })
public final class ExprCommand implements Callable<Integer> {
  /** The spelling of each form on the command line. */
  enum Form {
    V1("1"),
    V2("2"),
    TEXT("text");

    final String spelling;

    Form(String spelling) {
      this.spelling = spelling;
    }

    @Override
    public String toString() {
      return spelling;
    }

    int version() {
      return this == V1 ? 1 : 2;
    }
  }

  @Spec CommandSpec spec;

  @Option(
      names = "--from",
      paramLabel = "1|2|text",
      converter = FormConverter.class,
      completionCandidates = FormConverter.class,
      description = "The form of EXPR (default: guessed).")
  Form from;

  @Option(
      names = "--to",
      paramLabel = "1|2|text",
      converter = FormConverter.class,
      completionCandidates = FormConverter.class,
      description = "The form to print (default: 2 for text input, text for wire input).")
  Form to;

  /** The largest indent: more says nothing, and a deep expression times a huge indent is memory. */
  static final int MAX_INDENT = 64;

  @Option(
      names = "--indent",
      paramLabel = "N",
      defaultValue = "0",
      description = "Indent a wire form by N spaces (0..64; default: 0, compact).")
  int indent;

  @Parameters(
      paramLabel = "EXPR",
      description = "The expression (in quotes), or - to read it from standard input.")
  String expr;

  @Inject Provider<CodecRegistry> codecs;
  @Inject Provider<StdStreams> streams;

  static final class FormConverter extends OneOf<Form> {
    FormConverter() {
      super("a form", Form.values(), f -> f.spelling);
    }
  }

  @Override
  public Integer call() throws IOException {
    OptionValues.within(spec, "--indent", indent, 0, MAX_INDENT);
    String input = expr.equals(StandardInput.ARGUMENT) ? readStdin() : expr;
    ExprWire wire = new ExprWire(codecs.get());
    PelicanContext ctx = wire.newContext();
    Form source = from;
    Expr e;
    if (source == null) {
      boolean json = input.stripLeading().startsWith("{") || input.stripLeading().startsWith("[");
      if (!json) {
        source = Form.TEXT;
        e = ExprParser.parse(ctx, input);
      } else {
        try {
          e = wire.read(input, 2, ctx);
          source = Form.V2;
        } catch (BirException asV2) {
          try {
            e = wire.read(input, 1, ctx);
            source = Form.V1;
          } catch (BirException asV1) {
            throw asV2;
          }
        }
      }
    } else if (source == Form.TEXT) {
      e = ExprParser.parse(ctx, input);
    } else {
      e = wire.read(input, source.version(), ctx);
    }
    Form target = to != null ? to : source == Form.TEXT ? Form.V2 : Form.TEXT;
    // The text form is for reading: escaped (an axis name cannot drive the terminal), never cut.
    // A wire form is JSON, exact.
    String result =
        target == Form.TEXT
            ? Shown.escaped(ExprPrinter.print(e))
            : wire.write(e, target.version(), indent);
    spec.commandLine().getOut().println(result);
    return ExitCodes.OK;
  }

  private String readStdin() throws IOException {
    InputStream in = streams.get().in();
    return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
  }
}
