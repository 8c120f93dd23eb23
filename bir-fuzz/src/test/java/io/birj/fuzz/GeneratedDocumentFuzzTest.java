package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.birj.api.error.Diagnostic;
import io.birj.loader.ValidationResult;
import io.birj.testkit.docs.Documents;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Structure-aware fuzzing: the fuzzer's bytes choose a real-shaped document through the property
 * tests' own generator ({@link Documents}, driven by {@link FuzzedChoices}), so every input is a
 * valid document and the fuzzer explores shapes rather than syntax. The oracle: the document
 * validates without errors, and then everything {@link LoaderFuzzTest} demands of a document that
 * reads (round trips in both versions, idempotent output, agreement with validate).
 */
class GeneratedDocumentFuzzTest {
  @FuzzTest(maxDuration = "5m")
  void generatedDocumentValidatesAndRoundTrips(FuzzedDataProvider data) {
    Documents.Doc d = Documents.document(new FuzzedChoices(data));
    byte[] bytes = d.json().getBytes(StandardCharsets.UTF_8);
    ValidationResult r =
        LoaderFuzzTest.READER.validate(
            new ByteArrayInputStream(bytes), "generated", LoaderFuzzTest.MAX_ERRORS);
    List<Diagnostic> errors = r.errors();
    if (!errors.isEmpty()) {
      throw Oracle.finding("a generated document does not validate: " + errors + "\n" + d);
    }
    LoaderFuzzTest.check(bytes);
  }
}
