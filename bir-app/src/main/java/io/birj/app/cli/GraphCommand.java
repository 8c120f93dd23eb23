package io.birj.app.cli;

import io.birj.analysis.graph.BlockGraph;
import io.birj.analysis.graph.GraphFormat;
import io.birj.analysis.listing.BlockEntry;
import io.birj.analysis.listing.Entry;
import io.birj.analysis.listing.InstructionEntry;
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
    name = "graph",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Prints a block's dependency graph for Graphviz (--format dot, the default) or Mermaid"
          + " (--format mermaid, which Markdown renderers draw): one node per instruction of the"
          + " block (name and opcode, grouped and filled by engine), an arc per dependency,"
          + " loop-carried and unroll dependency labelled with its kind, a semaphore wait's arc"
          + " dashed. Edges to instructions outside the block are listed in comments, not drawn.",
      "POINTER names the block, or a loop (its body), or a function (its first block with"
          + " instructions). Without POINTER the document's first block with instructions is"
          + " drawn, and stderr says which when the document has several blocks.",
      "",
      "Examples:",
      "  bir graph model.json /functions/0/blocks/0/instructions/2 | dot -Tsvg > body.svg",
      "  bir graph --format mermaid model.json /functions/0/blocks/0"
    })
public final class GraphCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "dot",
      converter = FormatConverter.class,
      completionCandidates = FormatConverter.class,
      description = "dot (Graphviz; the default) or mermaid.")
  GraphFormat format;

  @Mixin DocumentPart part;

  @Override
  public Integer call() throws IOException {
    return part.run(spec, stderr.quiet, this::draw);
  }

  private int draw(Entry part, PrintWriter out, PrintWriter err) {
    if (part instanceof InstructionEntry i && i.blocks().isEmpty()) {
      String block = i.pointer().substring(0, i.pointer().lastIndexOf("/instructions/"));
      err.println(
          "bir graph: "
              + Shown.of(i.pointer(), Shown.PATH)
              + " is an instruction without blocks of its own; its block is "
              + Shown.of(block, Shown.PATH));
      return ExitCodes.USAGE_OR_IO;
    }
    BlockEntry block = BlockGraph.blockFor(part);
    if (block == null) {
      err.println(
          "bir graph: no block to draw under "
              + (part.pointer().isEmpty() ? "the document" : Shown.of(part.pointer(), Shown.PATH)));
      return ExitCodes.INVALID;
    }
    int blocks = BlockGraph.blocksUnder(part);
    if (blocks > 1 && !stderr.quiet) {
      err.println(
          "bir graph: "
              + (part.pointer().isEmpty() ? "the document" : Shown.of(part.pointer(), Shown.PATH))
              + " has "
              + blocks
              + " blocks; drawing "
              + (block.name() == null ? "the unnamed block" : Shown.of(block.name()))
              + " at "
              + Shown.of(block.pointer(), Shown.PATH)
              + " (give a block's POINTER for another)");
    }
    out.print(format.write(BlockGraph.of(block), Shown::of));
    out.flush();
    return ExitCodes.OK;
  }

  static final class FormatConverter extends OneOf<GraphFormat> {
    FormatConverter() {
      super("a format", GraphFormat.values(), GraphFormat::spelling);
    }
  }
}
