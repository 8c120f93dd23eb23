package io.birj.verify;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.testkit.docs.Documents;
import io.birj.testkit.property.PropertyCheck;
import io.birj.verify.result.CheckResult;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Whatever a document holds (the testkit's generated documents: every operand kind, extreme
 * numbers, loops, queues), the verifier answers with a verdict: it never throws.
 */
class GeneratedDocumentsTest {
  @Test
  void everyGeneratedDocumentGetsAVerdictAndTheVerifierNeverThrows() {
    PropertyCheck.forAll(
        300,
        Documents::document,
        d -> {
          Module m;
          try {
            m =
                BirReader.standard()
                    .read(
                        new ByteArrayInputStream(d.json().getBytes(StandardCharsets.UTF_8)),
                        "generated.json");
          } catch (RuntimeException unreadable) {
            return; // a document the reader refuses is not the verifier's to judge
          }
          CheckResult r = Verifier.standard().check(m);
          assertNotNull(r.verdict());
          CheckResult bounded = Verifier.standard().maxInstances(1).check(m);
          assertNotNull(bounded.verdict());
        });
  }
}
