package io.birj.guards;

import io.birj.api.codec.ExprKindCodec;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.SymbolicAp;
import io.birj.loader.BirReader;
import io.birj.writer.BirWriter;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A user's program on the module path: run by {@link ModulePathJava} in its own JVM, from the class
 * path (the unnamed module reads every module of the boot layer), with exactly the birj modules a
 * test picks on {@code --module-path}. It uses only birj's public API ({@code BirReader}, {@code
 * BirWriter}, {@code Converter}, the model) and prints what it found, one fact per line, for the
 * test to check. Exit 0 when the action succeeded, 1 when birj refused the document.
 *
 * <pre>
 * codecs                 the installed codec versions, vendor kinds and opcode providers
 * read FILE              the instructions and expressions of a document, or its error
 * validate FILE          each diagnostic, formatted
 * roundtrip FILE         writes the document in its version, reads and writes it again
 * convert FILE VERSION   converts, then reads the output back, or lists what was refused
 * </pre>
 */
public final class VendorProbe {
  private final PrintStream out;
  private final BirReader reader = BirReader.standard();

  private VendorProbe(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    VendorProbe probe = new VendorProbe(out);
    try {
      probe.run(args[0], Arrays.copyOfRange(args, 1, args.length));
    } catch (BirException e) {
      out.println(
          "error: " + e.reason() + " | at " + e.pointer() + " | " + e.line() + ":" + e.column());
      System.exit(1);
    }
  }

  private void run(String action, String[] args) throws Exception {
    switch (action) {
      case "codecs" -> codecs();
      case "read" -> describe(reader.read(Path.of(args[0])));
      case "validate" -> {
        for (Diagnostic d : reader.validate(Path.of(args[0]), 100).diagnostics()) {
          out.println(d.format(args[0]));
        }
      }
      case "roundtrip" -> roundtrip(reader.read(Path.of(args[0])));
      case "convert" -> convert(reader.read(Path.of(args[0])), Integer.parseInt(args[1]));
      default -> throw new IllegalArgumentException("unknown action " + action);
    }
  }

  private void codecs() {
    out.println("codec versions: " + reader.codecs().versions());
    out.println(
        "vendor kinds: "
            + reader.codecs().kinds().all().stream()
                .map(ExprKindCodec::tag)
                .sorted()
                .collect(Collectors.joining(", ")));
    out.println(
        "opcode providers: "
            + reader.catalog().providers().stream()
                .map(OpcodeProvider::name)
                .sorted()
                .collect(Collectors.joining(", ")));
  }

  private void describe(Module m) {
    out.println("read: version " + m.getVersion());
    for (Function f : m.functions()) {
      blocks(f.blocks());
    }
  }

  private void blocks(List<BasicBlock> blocks) {
    for (BasicBlock b : blocks) {
      for (Instruction e : b.instructions()) {
        if (e.blocks() != null) {
          blocks(e.blocks());
        } else {
          instruction(e);
        }
      }
    }
  }

  private void instruction(Instruction i) {
    OpcodeFields fields = i.fields();
    out.println(
        "instruction "
            + i.name()
            + ": opcode "
            + i.opcode()
            + ", fields "
            + (fields == null ? "none" : fields.getClass().getName() + " " + fields.presentKeys())
            + ", kept "
            + i.unknownKeys().stream().map(JsonValue.Member::key).collect(Collectors.toList()));
    if (fields != null) {
      for (String key : fields.presentKeys()) {
        Object v = fields.value(key);
        out.println("  " + key + " = " + v + (v instanceof QuasiAffineExpr ? " (expression)" : ""));
      }
    }
    List<Operand> ins = i.ins() == null ? List.of() : i.ins();
    for (int k = 0; k < ins.size(); k++) {
      if (ins.get(k) instanceof SymbolicAp ap) {
        for (int a = 0; a < ap.addrs().size(); a++) {
          out.println("  ins/" + k + "/addrs/" + a + " = " + ap.addrs().get(a));
        }
      }
    }
  }

  private void roundtrip(Module m) {
    WriteOptions options = WriteOptions.version(m.getVersion());
    BirWriter writer = new BirWriter(reader.codecs());
    byte[] first = writer.toBytes(m, options);
    Module again = reader.read(new ByteArrayInputStream(first), "written");
    byte[] second = writer.toBytes(again, options);
    out.println("written: " + new String(first, StandardCharsets.UTF_8));
    out.println("written again: " + (Arrays.equals(first, second) ? "identical" : "different"));
    describe(again);
  }

  private void convert(Module m, int version) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      new Converter(reader.codecs()).convert(m, bytes, WriteOptions.version(version));
    } catch (Converter.ConversionRefused refused) {
      for (io.birj.writer.ConversionReport.Unencodable o : refused.report().unencodable()) {
        out.println("refused: " + o.pointer() + " " + o.text());
      }
      System.exit(1);
    }
    out.println("converted: " + bytes.toString(StandardCharsets.UTF_8));
    describe(reader.read(new ByteArrayInputStream(bytes.toByteArray()), "converted"));
  }
}
