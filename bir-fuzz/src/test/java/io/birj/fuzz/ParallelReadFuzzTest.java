package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.birj.api.error.BirException;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.testkit.JsonLayout;
import io.birj.testkit.ModelDump;
import io.birj.testkit.SortedKeys;
import io.birj.testkit.property.Choices;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A document read in runs on several threads (docs/architecture.md, "Reading in parallel") is the
 * document read in one pass. The document is {@link ContainerFormsFuzzTest}'s (real-shaped, with
 * container forms spliced in, now and then edited as text), written as it comes, key-sorted,
 * indented or indented with CRLF line ends, and read from a file both ways, the parallel reader
 * cutting the function blocks' instructions into runs of a size the fuzzer picks (one byte: a run
 * boundary between every two instructions). The oracle: both refuse it with the same message, or
 * both give the same model ({@link ModelDump}: every field, position included); and {@code
 * validate} reports the same diagnostics, in the same order, either way.
 */
class ParallelReadFuzzTest {
  private static final int MAX_ERRORS = 20;

  private static final BirReader ONE_PASS = reader().readInParallel(1, 0, 0).build();

  @FuzzTest(maxDuration = "5m")
  void aDocumentReadInRunsIsTheDocumentReadInOnePass(FuzzedDataProvider data) throws IOException {
    Choices c = new FuzzedChoices(data);
    String text = form(ContainerFormsFuzzTest.mangled(c), c.between(0, 3));
    BirReader inRuns =
        reader().readInParallel(c.between(2, 3), 0, (int) c.pick(1L, 1L, 40L, 400L, 0L)).build();
    Path file = Files.createTempFile("parallel-read", ".json");
    try {
      Files.writeString(file, text);
      sameEitherWay(file, inRuns, text);
    } finally {
      Files.delete(file);
    }
  }

  private static void sameEitherWay(Path file, BirReader inRuns, String text) {
    String one = readOrRefusal(ONE_PASS, file);
    String two = readOrRefusal(inRuns, file);
    if (!one.equals(two)) {
      throw Oracle.finding(
          "read in runs, the document is not the one read in one pass:\n"
              + firstDifference(one, two)
              + "\ndocument: "
              + text);
    }
    ValidationResult a = ONE_PASS.validate(file, MAX_ERRORS);
    ValidationResult b = inRuns.validate(file, MAX_ERRORS);
    if (!a.diagnostics().equals(b.diagnostics()) || a.truncated() != b.truncated()) {
      throw Oracle.finding(
          "validated in runs, the diagnostics differ:\none pass: "
              + a.diagnostics()
              + "\nin runs:  "
              + b.diagnostics()
              + "\ndocument: "
              + text);
    }
  }

  /** The model as text, or the refusal's message. */
  private static String readOrRefusal(BirReader reader, Path file) {
    try {
      return ModelDump.of(reader.readDocument(file));
    } catch (BirException e) {
      Oracle.requireCleanRefusal(e);
      return "refused: " + e.getMessage();
    }
  }

  private static String firstDifference(String a, String b) {
    String[] x = a.split("\n", -1), y = b.split("\n", -1);
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      if (!x[i].equals(y[i])) {
        return "line " + (i + 1) + ":\none pass: " + x[i] + "\nin runs:  " + y[i];
      }
    }
    return "one is " + x.length + " lines, the other " + y.length;
  }

  /**
   * {@code text} as it comes (0), key-sorted (1), indented (2) or indented with CRLF (3); a text
   * that is no longer JSON stays as it comes.
   */
  private static String form(String text, int which) {
    try {
      return switch (which) {
        case 1 -> SortedKeys.of(text);
        case 2 -> JsonLayout.indented(text);
        case 3 -> JsonLayout.indented(text).replace("\n", "\r\n");
        default -> text;
      };
    } catch (RuntimeException e) {
      return text;
    }
  }

  private static BirReader.Builder reader() {
    return BirReader.builder().codecs(LoaderFuzzTest.CODECS).catalog(OpcodeCatalog.load());
  }
}
