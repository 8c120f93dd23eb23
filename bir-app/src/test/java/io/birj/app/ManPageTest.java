package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.BirCommand;
import io.birj.app.cli.ManPage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ManPageTest {
  private static final CommandLine BIR = new CommandLine(BirCommand.class);
  private static final String PAGE = ManPage.roff(BIR.getCommandSpec(), "1.2.3");

  @Test
  void thePageIsRoffOfSectionOneWithTheUsualSections() {
    assertTrue(PAGE.startsWith(".TH BIR 1 \"\" \"birj 1.2.3\" \"User Commands\"\n"), PAGE);
    List<String> sections = PAGE.lines().filter(l -> l.startsWith(".SH ")).toList();
    assertEquals(
        List.of(
            ".SH NAME",
            ".SH SYNOPSIS",
            ".SH OPTIONS",
            ".SH COMMANDS",
            ".SH \"EXIT STATUS\"",
            ".SH \"SEE ALSO\""),
        sections);
  }

  @Test
  void everyCommandOfTheTreeHasItsSubsectionInTreeOrder() {
    List<String> commands =
        BIR.getSubcommands().entrySet().stream()
            .filter(e -> e.getKey().equals(e.getValue().getCommandName()))
            .map(e -> ".SS \"bir " + e.getKey() + "\"")
            .toList();
    assertEquals(commands, PAGE.lines().filter(l -> l.startsWith(".SS ")).toList());
    assertTrue(commands.contains(".SS \"bir show\""), commands.toString());
  }

  @Test
  void everyOptionOfACommandIsAnItem() {
    int show = PAGE.indexOf(".SS \"bir show\"");
    String section = PAGE.substring(show, PAGE.indexOf(".SS ", show + 1));
    assertTrue(section.contains(".TP\n\\fB\\-\\-json\\fR\n"), section);
    assertTrue(section.contains(".TP\n\\fIPOINTER\\fR\n"), section);
  }

  @Test
  void aDescriptionReadsAsInTheHelpWithItsFormatEscapesResolved() {
    // Picocli formats a description: %% in the source is one % in the help, and so on the page.
    int show = PAGE.indexOf(".SS \"bir show\"");
    String section = PAGE.substring(show, PAGE.indexOf(".SS ", show + 1)).replace('\n', ' ');
    assertTrue(section.contains(", % before a register, "), section);
    assertTrue(!PAGE.contains("%%") && !PAGE.contains("%n"), PAGE);
  }

  @Test
  void noParagraphIsEmpty() {
    // Blank description lines in a row (the footer starts with one) end one paragraph.
    assertTrue(!PAGE.contains(".PP\n.PP\n"), PAGE);
  }

  @Test
  void noTextLineStartsWithAControlCharacterOrHoldsABareBackslash() {
    for (String line : PAGE.lines().toList()) {
      if (!line.startsWith(".")) {
        assertTrue(!line.startsWith("'"), line);
        assertTrue(!line.matches(".*\\\\[^efI&\\-R(B].*"), "an unknown escape: " + line);
      }
    }
    assertEquals("\\&.x \\e \\-y", ManPage.escape(".x \\ -y"));
  }

  @Test
  void mainWritesThePageAndTheCompletionScript(@TempDir Path dir) throws IOException {
    Path page = dir.resolve("man/man1/bir.1");
    Path completion = dir.resolve("completions/bir");
    ManPage.main(new String[] {page.toString(), completion.toString(), "1.2.3"});
    assertEquals(PAGE, Files.readString(page));
    assertEquals(CliHarness.run("completion").out(), Files.readString(completion));
  }
}
