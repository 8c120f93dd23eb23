package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The repository stands on its own: code, tests, poms, READMEs and docs cite only files inside it
 * (CONTRIBUTING.md, "Format"), so a newcomer can follow every citation. The citations of outside
 * documents in these tests are put together at run time, so that this file is clean itself.
 */
class OutsideCitationsTest {
  private static final Path ROOT = Path.of("..");
  private static final Citations REPO = Citations.of(ROOT);

  @Test
  void no_file_of_the_repository_cites_a_document_outside_it() {
    List<Citations.Finding> found = REPO.scan();
    assertEquals(
        List.of(),
        found,
        () ->
            "cite the repository's own docs instead (docs/architecture.md, docs/wire/*.md):\n"
                + found.stream().map(Object::toString).collect(Collectors.joining("\n")));
  }

  @Test
  void the_scan_reads_code_tests_poms_readmes_docs_and_the_isa_spec() {
    List<String> files = REPO.scannedFiles();
    for (String expected :
        List.of(
            "README.md",
            "pom.xml",
            "bir-guards/pom.xml",
            "docs/architecture.md",
            "docs/wire/expressions.md",
            "bir-instructions/README.md",
            "bir-instructions/src/main/isa/isa.json",
            "bir-api/src/main/java/io/birj/api/codec/WireMessages.java",
            "bir-guards/src/test/java/io/birj/guards/OutsideCitationsTest.java",
            ".ci/run",
            "bir")) {
      assertTrue(files.contains(expected), expected + " is scanned");
    }
    assertTrue(
        files.stream().noneMatch(f -> f.contains("/target/") || f.startsWith("target/")),
        "build output is not scanned");
  }

  /** Each form an outside citation takes, split so that this source does not hold it. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "the layering of DESIGN|.md",
        "(seed |000, \"toJsonv2\")",
        "Seed |004 §3: the key set",
        "the version dispatch of seed\n * |001.",
        "// seed |000, S08",
        "the seed| 004_5b35df5e22b570b6.txt gives the key sets",
        "decisions where the container\n * |reference is silent",
        "see ../|shared/notes.md",
        "the wire-|facts.md page",
        "the catalog (refer|ence/isa-catalog-1999.json)"
      })
  void an_outside_citation_is_a_finding(String split) {
    String text = split.replace("|", "");
    List<Citations.Finding> found = REPO.scan("docs/example.md", "before\n" + text + "\nafter");
    assertEquals(1, found.size(), () -> text + " gives one finding: " + found);
    assertEquals(2, found.get(0).line(), "the finding names the line the citation starts on");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "docs/wire/expressions.md, \"Node kinds\"",
        "the key sets (src/test/resources/reference/isa-catalog-2025.json)",
        "getResourceAsStream(\"/reference/isa-catalog-2025.json\")",
        "the property's seed (seed 0x1f2e, printed with the result)",
        "-Dbirj.seed=0x… replays it",
        "a design note in docs/architecture.md"
      })
  void a_citation_of_the_repository_or_a_property_seed_is_not_a_finding(String text) {
    assertEquals(List.of(), REPO.scan("bir-instructions/README.md", text), text);
  }

  @Test
  void a_reference_path_that_climbs_out_of_the_repository_is_a_finding() {
    String text = "see ../../elsewhere/refer|ence/isa-catalog-2025.json".replace("|", "");
    List<Citations.Finding> found = REPO.scan("docs/wire/container.md", text);
    assertEquals(1, found.size(), found::toString);
  }
}
