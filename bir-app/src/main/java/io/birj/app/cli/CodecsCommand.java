package io.birj.app.cli;

import io.birj.app.inventory.Inventory;
import io.birj.app.spi.Plugins;
import io.birj.cli.text.Shown;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "codecs",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Lists what this distribution holds: the pelican codecs, the expression kinds each version"
          + " reads and writes (with their wire tags), vendor kinds, and the opcode catalogs.",
      "",
      "Example: bir codecs"
    })
public final class CodecsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--json", description = "Print the report as JSON.")
  boolean json;

  // Providers: picocli creates every subcommand up front, the beans are built only when used.
  @Inject Provider<Inventory> inventory;
  @Inject Provider<Plugins> plugins;
  @Inject Provider<JsonOut> jsonOut;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Inventory.Report r = inventory.get().report();
    if (json) {
      out.println(jsonOut.get().pretty(r));
      return ExitCodes.OK;
    }
    out.println("Pelican codecs:");
    if (r.codecs().isEmpty()) {
      out.println("  none (add bir-codec-v2 and/or bir-codec-v1)");
    }
    for (Inventory.CodecInfo c : r.codecs()) {
      out.printf(
          Locale.ROOT,
          "  v%d  %-36s %s (%s)%n",
          c.version(),
          Shown.of(c.description()),
          Shown.of(c.provider()),
          Shown.of(c.module(), Shown.PATH));
    }
    out.println();
    out.println("Expression kinds (wire tag, r = reads, w = writes):");
    StringBuilder head =
        new StringBuilder(String.format(Locale.ROOT, "  %4s  %-16s", "kind", "name"));
    for (Inventory.CodecInfo c : r.codecs()) {
      head.append(String.format(Locale.ROOT, "  %-22s", "v" + c.version()));
    }
    out.println(head.toString().stripTrailing());
    for (Inventory.KindInfo k : r.kinds()) {
      StringBuilder line =
          new StringBuilder(
              String.format(Locale.ROOT, "  %4d  %-16s", k.number(), Shown.of(k.name())));
      for (Map.Entry<String, Inventory.Support> v : k.versions().entrySet()) {
        Inventory.Support s = v.getValue();
        String cell =
            s.tag() == null
                ? "-"
                : Shown.of(s.tag()) + " " + (s.read() ? "r" : "") + (s.write() ? "w" : "");
        line.append(String.format(Locale.ROOT, "  %-22s", cell));
      }
      out.println(line.toString().stripTrailing());
    }
    out.println();
    out.println("Vendor expression kinds:" + (r.vendorKinds().isEmpty() ? " none" : ""));
    for (Inventory.VendorKindInfo v : r.vendorKinds()) {
      out.printf(
          Locale.ROOT,
          "  %4d  %-16s tag %s (%s)%n",
          v.number(),
          Shown.of(v.name()),
          Shown.of(v.tag()),
          Shown.of(v.provider()));
    }
    out.println();
    out.println("Opcode catalogs:" + (r.opcodeCatalogs().isEmpty() ? " none" : ""));
    for (Inventory.CatalogInfo c : r.opcodeCatalogs()) {
      out.printf(
          Locale.ROOT,
          "  %s: %d opcodes, %d abstract classes (%s)%n",
          Shown.of(c.name()),
          c.opcodes(),
          c.abstractClasses(),
          Shown.of(c.provider()));
    }
    out.printf(Locale.ROOT, "  %d opcodes in all%n", r.opcodes());
    if (plugins.get().dir() != null) {
      out.println();
      out.printf(
          Locale.ROOT,
          "Plugins: %s (%d jars)%n",
          Shown.of(plugins.get().dir().toString(), Shown.PATH),
          plugins.get().jars().size());
    }
    return ExitCodes.OK;
  }
}
