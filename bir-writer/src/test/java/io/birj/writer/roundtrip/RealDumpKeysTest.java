package io.birj.writer.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.Diagnostic;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import io.birj.loader.BirReader;
import io.birj.loader.read.TestDocuments;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Keys the public checkers read from real 2.27 {@code lower_sync} dumps (docs/wire/container.md): a
 * semaphore reset's {@code sema_group}, and a queue's DMA block naming its trigger, which lives in
 * the function.
 */
class RealDumpKeysTest {
  private static final BirReader READER = TestDocuments.TYPED;

  private static String withQueue(String trigger, String blockTrigger) {
    return "{\"version\": 2,\n"
        + " \"functions\": [{\"name\": \"sg0000\", \"blocks\": [{\"name\": \"Block1\","
        + " \"instructions\": [\n"
        + "   {\"name\": \""
        + trigger
        + "\", \"opcode\": \"DMATrigger\", \"engine\": \"Pool\", \"ins\": [], \"outs\": [],"
        + " \"queue\": \"qPoolDynamic\", \"dma_blocks\": [\"gblk\"]},\n"
        + "   {\"name\": \"reset\", \"opcode\": \"GroupResetSemaphores\", \"engine\": \"ALL\","
        + " \"ins\": [], \"outs\": [], \"sema_group\": [21, 16]}\n"
        + "  ]}]}],\n"
        + " \"queues\": [{\"name\": \"qPoolDynamic\", \"blocks\": [{\"instructions\": [\n"
        + "   {\"name\": \"gblk\", \"opcode\": \"DMABlock\", \"engine\": \"DMA\", \"ins\": [],"
        + " \"outs\": [], \"dma_trigger\": \""
        + blockTrigger
        + "\", \"blocks\": [{\"name\": \"gblk_Block0\", \"instructions\": [{\"name\":"
        + " \"gblk-desc\", \"opcode\": \"DMADescriptorCopy\", \"engine\": \"DMA\", \"ins\": [],"
        + " \"outs\": []}]}]}\n"
        + "  ]}]}]}\n";
  }

  @Test
  void aDmaBlocksTriggerResolvesToTheDmaTriggerOfTheFunction() {
    String doc = withQueue("pre_gather", "pre_gather");
    assertEquals(List.of(), TestDocuments.errors(READER, doc));
    Module m = TestDocuments.read(READER, doc);
    Instruction trigger = m.functions().get(0).blocks().get(0).instructions().get(0);
    Instruction dmaBlock = m.queues().get(0).blocks().get(0).instructions().get(0);
    List<NameRef<?>> refs = new java.util.ArrayList<>();
    dmaBlock
        .fields()
        .forEachReference(
            (key, index, kind, ref) -> {
              if (key.equals("dma_trigger")) {
                refs.add(ref);
              }
            });
    assertEquals(1, refs.size());
    assertSame(trigger, refs.get(0).target());
  }

  @Test
  void aDmaBlocksTriggerFoundNowhereIsInstructionNotFound() {
    List<Diagnostic> errors = TestDocuments.errors(READER, withQueue("pre_gather", "nope"));
    assertEquals(1, errors.size(), errors.toString());
    assertEquals(
        "Instruction with name nope not found in queue \"qPoolDynamic\"", errors.get(0).message());
    assertEquals("/queues/0/blocks/0/instructions/0/dma_trigger", errors.get(0).pointer());
  }

  @Test
  void aResetsSemaGroupIsReadAsTheSemaphoreIdsItResetsAndWrittenBack() {
    String doc = withQueue("t", "t");
    Module m = TestDocuments.read(READER, doc);
    Instruction reset = m.functions().get(0).blocks().get(0).instructions().get(1);
    assertEquals(List.of(21L, 16L), reset.fields().value("sema_group"));
    assertTrue(!reset.hasUnknownKeys());
    String written =
        new String(
            new BirWriter(READER.codecs()).toBytes(m, WriteOptions.DEFAULT),
            StandardCharsets.UTF_8);
    assertTrue(written.contains("\"sema_group\":[21,16]"), written);
  }

  @Test
  void aSemaGroupThatIsNotAListOfIdsIsAnError() {
    String doc = withQueue("t", "t").replace("[21, 16]", "[\"s21\"]");
    List<Diagnostic> errors = TestDocuments.errors(READER, doc);
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(
        errors.get(0).pointer().startsWith(TestDocuments.I1 + "/sema_group"), errors.toString());
  }
}
