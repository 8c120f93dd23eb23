package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.loader.read.TestDocuments;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@link BirReader#readChecked}: a document's model whatever its errors, with the errors a
 * validation reports, for a tool that edits a document a user reports (bir-reduce).
 */
class ReadCheckedTest {
  private static BirReader.Checked readChecked(String json) {
    return TestDocuments.PLAIN.readChecked(
        new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc", 100);
  }

  @Test
  void aDocumentWithADanglingDependencyGivesItsModelAndTheError() {
    String json =
        TestDocuments.doc(
            "{\"opcode\": \"Nop\", \"name\": \"a\", \"engine\": \"PE\", \"ins\": [], \"outs\": [],"
                + " \"dependencies\": [\"missing\"]}");
    BirReader.Checked c = readChecked(json);
    assertNotNull(c.module());
    assertEquals("a", c.module().functions().get(0).blocks().get(0).instructions().get(0).name());
    assertEquals(TestDocuments.validate(TestDocuments.PLAIN, json).errors(), c.result().errors());
    assertEquals(1, c.result().errors().size());
    assertTrue(c.result().errors().get(0).message().contains("missing"));
  }

  @Test
  void aDocumentThatIsNotJsonGivesNoModelAndItsError() {
    BirReader.Checked c = readChecked("{\"version\": 2, \"functions\": [");
    assertNull(c.module());
    assertEquals(1, c.result().errors().size());
  }

  @Test
  void aValidDocumentGivesItsVersion() {
    BirReader.Checked c = readChecked(TestDocuments.doc());
    assertTrue(c.result().isValid());
    assertEquals(2, c.version().orElse(-1));
  }
}
