package io.birj.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.birj.loader.BirReader;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Verdict;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus ({@code src/test/resources/corpus}): a folder per rule, named as the rule is, with a
 * document that breaks it ({@code finding.json}) and its twin, one edge, offset or value away, that
 * is clean ({@code twin.json}).
 */
class CorpusTest {
  static Stream<Path> cases() throws IOException, URISyntaxException {
    Path root = Path.of(CorpusTest.class.getResource("/corpus").toURI());
    List<Path> dirs;
    try (Stream<Path> s = Files.list(root)) {
      dirs = s.filter(Files::isDirectory).sorted().toList();
    }
    return dirs.stream();
  }

  private static Rule rule(Path dir) {
    String name = dir.getFileName().toString();
    return Arrays.stream(Rule.values())
        .filter(r -> r.shortName().equals(name))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no rule named " + name));
  }

  private static CheckResult check(Path file) {
    return Verifier.standard().check(BirReader.standard().read(file));
  }

  @ParameterizedTest
  @MethodSource("cases")
  void theFindingDocumentBreaksItsRuleAndNothingElse(Path dir) {
    CheckResult r = check(dir.resolve("finding.json"));
    assertEquals(Verdict.FINDINGS, r.verdict(), () -> r.toString());
    assertFalse(r.findings().isEmpty());
    for (Finding f : r.findings()) {
      assertEquals(rule(dir), f.rule(), f.message());
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void itsTwinIsClean(Path dir) {
    CheckResult r = check(dir.resolve("twin.json"));
    assertEquals(Verdict.CLEAN, r.verdict(), () -> r.toString());
  }

  @org.junit.jupiter.api.Test
  void everyRuleHasACase() throws Exception {
    assertEquals(
        Arrays.stream(Rule.values()).map(Rule::shortName).sorted().toList(),
        cases().map(d -> d.getFileName().toString()).toList());
  }
}
