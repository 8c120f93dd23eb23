package io.birj.app.cli;

import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.explore.BrowserOpener;
import io.birj.app.explore.ExplorerApi;
import io.birj.app.explore.ExplorerServer;
import io.birj.app.explore.HtmlExport;
import io.birj.app.streams.StdStreams;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "explore",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Serves the explorer page for a document (or, given two, the second with its differences"
          + " from the first) on 127.0.0.1 and prints its address; stops on Ctrl-C. With --html,"
          + " writes the page as one self-contained file instead (scripts, styles and data"
          + " inlined; no network request), embedding up to "
          + HtmlExport.MAX_INSTRUCTIONS
          + " instructions.",
      "Views: overview, structure tree, instruction table, dependency graph, engine streams,"
          + " SB/PSUM memory, the verifier's findings, differences (docs/explorer.md).",
      "",
      "Examples:",
      "  bir explore model.json",
      "  bir explore --port 8765 --open model.json",
      "  bir explore old.json new.json",
      "  bir explore --html report.html model.json"
    })
public final class ExploreCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(names = "--port", description = "Port to serve on (default: a free one).")
  int port;

  @Option(
      names = "--open",
      description = "Open the page in a browser: $BROWSER's, else the desktop's (xdg-open).")
  boolean open;

  @Option(
      names = "--html",
      paramLabel = "OUT",
      description = "Write the page to OUT as one self-contained file (atomically) and exit.")
  Path html;

  @Parameters(
      arity = "1..2",
      paramLabel = "FILE",
      converter = Input.Converter.class,
      description =
          "The document; given two, the second is shown with its differences from the"
              + " first (-: standard input).")
  List<Input> files;

  @Inject Provider<Documents> documents;
  @Inject Provider<StdStreams> streams;

  @Override
  public Integer call() throws IOException, InterruptedException {
    OptionValues.port(spec, port, 0);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (html != null) {
      Read docs = read(err);
      if (docs == null) {
        return ExitCodes.INVALID;
      }
      HtmlExport.Written w = HtmlExport.write(html, name(), docs.shown(), oldName(), docs.old());
      out.println(
          "wrote "
              + html
              + (w.cut()
                  ? " (the first " + w.embedded() + " of " + w.instructions() + " instructions)"
                  : " (" + w.instructions() + " instructions)"));
      return ExitCodes.OK;
    }
    // The server starts before the document is read, so that a browser loads the page while it is
    // read; a skim of the document's tokens gives the overview in a fraction of the read, which
    // the page draws while the read goes on.
    CompletableFuture<ExplorerApi> api = new CompletableFuture<>();
    ExplorerServer server = ExplorerServer.start(api, skim(), port);
    out.println("birj explorer at " + server.uri() + " (Ctrl-C stops it)");
    out.flush();
    if (open) {
      openBrowser(server, err);
    }
    Read docs;
    try {
      docs = read(err);
    } catch (IOException | RuntimeException e) {
      api.completeExceptionally(e);
      server.close();
      throw e;
    }
    if (docs == null) {
      api.completeExceptionally(new IllegalArgumentException("not a BIR document"));
      server.close();
      return ExitCodes.INVALID;
    }
    try {
      api.complete(
          docs.old() == null
              ? ExplorerApi.of(name(), docs.shown())
              : ExplorerApi.diff(oldName(), docs.old(), name(), docs.shown()));
    } catch (RuntimeException e) {
      // The page's requests wait for the API: they get the failure rather than wait forever.
      api.completeExceptionally(e);
      server.close();
      throw e;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.close();
                  stopped.countDown();
                },
                "birj-explore-shutdown"));
    stopped.await();
    return ExitCodes.OK;
  }

  /**
   * The overview of the document shown, skimmed beside the read (standard input, read once, is not
   * skimmed: its overview waits for the read). A failed skim leaves the overview to the read, which
   * says what is wrong.
   */
  private CompletableFuture<byte[]> skim() {
    Input shown = files.get(files.size() - 1);
    if (shown.isStdin()) {
      return new CompletableFuture<>();
    }
    return ExplorerApi.skimmedSummary(
        name(),
        oldName(),
        () -> shown.open(InputStream.nullInputStream()),
        documents.get().reader());
  }

  private String name() {
    return files.get(files.size() - 1).name();
  }

  private String oldName() {
    return files.size() == 2 ? files.get(0).name() : null;
  }

  /** The document shown and the one it is compared with (or null). */
  private record Read(Module shown, Module old) {}

  /** The documents named, or null when one was bad (its error printed). */
  private Read read(PrintWriter err) throws IOException {
    try {
      Module first =
          DocumentInput.read(documents.get(), files.get(0), streams.get(), stderr.quiet, err);
      if (files.size() == 1) {
        return new Read(first, null);
      }
      Module second =
          DocumentInput.read(documents.get(), files.get(1), streams.get(), stderr.quiet, err);
      return new Read(second, first);
    } catch (DocumentInput.BadDocument printed) {
      return null;
    }
  }

  private static void openBrowser(ExplorerServer server, PrintWriter err) {
    try {
      BrowserOpener.fromEnvironment().open(server.uri());
    } catch (IOException | UnsupportedOperationException e) {
      err.println("bir: could not open a browser (" + e.getMessage() + "); open " + server.uri());
    }
  }
}
