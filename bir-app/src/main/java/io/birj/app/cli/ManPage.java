package io.birj.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Locale;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The manual page {@code bir.1} (roff, {@code man} macros) made from the command tree, as the
 * completion script is, so that the two never disagree with {@code bir help}. The release archive
 * runs {@link #main} at build time (bir-dist); picocli's own generator writes AsciiDoc, which would
 * need another tool to become roff.
 */
public final class ManPage {
  private ManPage() {}

  /** {@code ManPage PAGE COMPLETION VERSION}: writes the page and the completion script. */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: ManPage PAGE COMPLETION VERSION");
    }
    CommandLine bir = new CommandLine(BirCommand.class);
    write(Path.of(args[0]), roff(bir.getCommandSpec(), args[2]));
    write(Path.of(args[1]), AutoComplete.bash("bir", bir));
  }

  private static void write(Path file, String text) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  /** The page of {@code root} and every command under it. */
  public static String roff(CommandSpec root, String version) {
    StringBuilder out = new StringBuilder();
    out.append(".TH BIR 1 \"\" \"birj ").append(escape(version)).append("\" \"User Commands\"\n");
    out.append(".SH NAME\n");
    out.append("bir \\- ")
        .append(escape(String.join(" ", shown(root.usageMessage().description()))));
    out.append('\n');
    out.append(".SH SYNOPSIS\n");
    out.append(".B bir\n[\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR...]\n");
    out.append(".SH OPTIONS\n");
    options(out, root);
    out.append(".SH COMMANDS\n");
    for (CommandLine sub : root.subcommands().values()) {
      CommandSpec spec = sub.getCommandSpec();
      if (spec.usageMessage().hidden() || !spec.name().equals(sub.getCommandName())) {
        continue;
      }
      Help help = new Help(spec, Help.defaultColorScheme(Help.Ansi.OFF));
      out.append(".SS \"").append(escape(spec.qualifiedName())).append("\"\n");
      out.append(".nf\n").append(escape(help.synopsis(0).stripTrailing())).append("\n.fi\n");
      paragraphs(out, shown(spec.usageMessage().description()));
      options(out, spec);
    }
    out.append(".SH \"EXIT STATUS\"\n");
    paragraphs(out, shown(root.usageMessage().footer()));
    out.append(".SH \"SEE ALSO\"\n");
    out.append("The README and docs/ of birj; \\fBbir help\\fR \\fICOMMAND\\fR.\n");
    return out.toString();
  }

  /**
   * Description lines: a blank line ends a paragraph (blank lines in a row, or at the start, end
   * one paragraph, not several empty ones); indented lines (examples) as they are.
   */
  private static void paragraphs(StringBuilder out, List<String> lines) {
    boolean literal = false;
    boolean empty = true; // the paragraph has no line yet
    out.append(".PP\n");
    for (String line : lines) {
      if (line.isBlank()) {
        if (literal) {
          out.append(".fi\n");
          literal = false;
        }
        if (!empty) {
          out.append(".PP\n");
          empty = true;
        }
        continue;
      }
      empty = false;
      if (line.startsWith(" ")) {
        if (!literal) {
          out.append(".nf\n");
          literal = true;
        }
        out.append(escape(line)).append('\n');
      } else {
        if (literal) {
          out.append(".fi\n");
          literal = false;
        }
        out.append(escape(line)).append('\n');
      }
    }
    if (literal) {
      out.append(".fi\n");
    }
  }

  private static void options(StringBuilder out, CommandSpec spec) {
    for (PositionalParamSpec p : spec.positionalParameters()) {
      if (!p.hidden()) {
        item(out, "\\fI" + escape(p.paramLabel()) + "\\fR", p);
      }
    }
    for (OptionSpec o : spec.options()) {
      if (o.hidden()) {
        continue;
      }
      StringBuilder names = new StringBuilder();
      for (String n : o.names()) {
        names
            .append(names.length() == 0 ? "" : ", ")
            .append("\\fB")
            .append(escape(n))
            .append("\\fR");
      }
      if (o.typeInfo().isBoolean() && o.arity().max() == 0) {
        item(out, names.toString(), o);
      } else {
        item(out, names + " \\fI" + escape(o.paramLabel()) + "\\fR", o);
      }
    }
  }

  private static void item(StringBuilder out, String head, ArgSpec a) {
    out.append(".TP\n").append(head).append('\n');
    List<String> text = new ArrayList<>();
    for (String d : a.description()) {
      text.add(
          d.replace("${DEFAULT-VALUE}", String.valueOf(a.defaultValue()))
              .replace("${COMPLETION-CANDIDATES}", String.join(", ", candidates(a))));
    }
    out.append(escape(String.join(" ", shown(text.toArray(String[]::new))))).append('\n');
  }

  /**
   * Description lines as picocli's help shows them: each one formatted ({@code %%} is a percent
   * sign, {@code %n} a line break), or left raw when it cannot be, as picocli leaves it (with a
   * warning, which a test keeps from happening); then split at its line breaks.
   */
  static List<String> shown(String[] description) {
    List<String> lines = new ArrayList<>();
    for (String d : description) {
      String text;
      try {
        text = String.format(Locale.ROOT, d);
      } catch (IllegalFormatException raw) {
        text = d;
      }
      lines.addAll(List.of(text.split("\\R", -1)));
    }
    return lines;
  }

  private static List<String> candidates(ArgSpec a) {
    List<String> out = new ArrayList<>();
    if (a.completionCandidates() != null) {
      a.completionCandidates().forEach(out::add);
    }
    return out;
  }

  /**
   * Text for roff: a backslash as {@code \e}, a minus as {@code \-} (so it is not a hyphen), and a
   * line that would start with a control character ({@code .} or {@code '}) guarded by {@code \&}.
   */
  public static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    boolean lineStart = true;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (lineStart && (c == '.' || c == '\'')) {
        sb.append("\\&");
      }
      switch (c) {
        case '\\' -> sb.append("\\e");
        case '-' -> sb.append("\\-");
        default -> sb.append(c);
      }
      lineStart = c == '\n';
    }
    return sb.toString();
  }
}
