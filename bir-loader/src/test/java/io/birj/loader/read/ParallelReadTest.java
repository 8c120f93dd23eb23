package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.container.ContainerSchema;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.JsonFormat;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.loader.BirReader;
import io.birj.loader.diagnostics.Problems;
import io.birj.testkit.JsonLayout;
import io.birj.testkit.Mangler;
import io.birj.testkit.ModelDump;
import io.birj.testkit.SortedKeys;
import io.birj.testkit.property.PropertyCheck;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A document read in parallel ({@link ParallelRead}) is the document read in one pass: the same
 * model, field by field and position by position, and the same diagnostics in the same order; a
 * document with an error is read again in one pass. Runs of one byte put a run boundary between
 * every two instructions.
 */
class ParallelReadTest {
  private static final ParallelRead.Tuning EVERY_INSTRUCTION_A_RUN =
      new ParallelRead.Tuning(2, 0, 1);

  /** Every known writer's corpus (bir-writer's tests own it; docs/wire/writers.md). */
  private static final Path CORPORA = Path.of("../bir-writer/src/test/resources/writers");

  @TempDir Path dir;

  static Stream<String> corpus() throws IOException {
    assertTrue(
        Files.isDirectory(CORPORA), "the writers' corpora are at " + CORPORA.toAbsolutePath());
    try (Stream<Path> files = Files.walk(CORPORA)) {
      List<String> all =
          files
              .filter(p -> p.toString().endsWith(".json"))
              .map(p -> CORPORA.relativize(p).toString())
              .sorted()
              .toList();
      assertTrue(all.size() >= 20, "the corpora hold " + all.size() + " documents");
      return all.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void everyWritersDocumentReadsInParallelAsInOnePass(String doc) throws IOException {
    String json = Files.readString(CORPORA.resolve(doc));
    sameEitherWay(json, EVERY_INSTRUCTION_A_RUN);
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void itsKeySortedTwinReadsInParallelAsInOnePass(String doc) throws IOException {
    sameEitherWay(SortedKeys.of(Files.readString(CORPORA.resolve(doc))), EVERY_INSTRUCTION_A_RUN);
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void itsOneLineTwinReadsInParallelAsInOnePass(String doc) throws IOException {
    sameEitherWay(
        JsonLayout.oneLine(Files.readString(CORPORA.resolve(doc))), EVERY_INSTRUCTION_A_RUN);
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void itsCrLfTwinReadsInParallelAsInOnePass(String doc) throws IOException {
    sameEitherWay(
        Files.readString(CORPORA.resolve(doc)).replace("\n", "\r\n"), EVERY_INSTRUCTION_A_RUN);
  }

  @Test
  void theRealShapedDumpReadsInParallelAsInOnePass() throws IOException {
    String json;
    try (InputStream in =
        ParallelReadTest.class.getResourceAsStream("/real-shaped/lower-sync.json")) {
      assertNotNull(in, "the real-shaped sample is on the test class path");
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    sameEitherWay(json, EVERY_INSTRUCTION_A_RUN);
    sameEitherWay(json, new ParallelRead.Tuning(3, 0, 200));
  }

  @Test
  void warningsOfTheRunsComeInTheOrderOfOnePass() throws IOException {
    // A nameless block before and after the split array: warnings of the document's reader on
    // both sides of the runs' own (a null queue in each instruction).
    String instr = "{\"name\": \"i%d\", \"opcode\": \"Nop\", \"queue\": null}";
    String json =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [\n"
            + " {\"instructions\": []},\n"
            + " {\"name\": \"b\", \"instructions\": [\n  "
            + String.join(
                ",\n  ", List.of(instr.formatted(0), instr.formatted(1), instr.formatted(2)))
            + "\n ]},\n"
            + " {\"instructions\": []}\n"
            + "]}]}\n";
    List<Diagnostic> warnings = sameEitherWay(json, EVERY_INSTRUCTION_A_RUN);
    assertTrue(warnings.size() >= 5, warnings.toString());
    assertEquals("/functions/0/blocks/0", warnings.get(0).pointer());
    assertEquals("/functions/0/blocks/2", warnings.get(warnings.size() - 1).pointer());
  }

  @Test
  void aRunsWarningsAreItsOwnWhenTheNextRunTakesItsReaderAtOnce() throws IOException {
    // A reader goes back to the idle queue when its run ends, and another thread may take it for
    // the next run straight away: a run's warnings must be taken from it before (a fuzzed
    // document once reported a run's warnings twice). Three threads, a run per instruction, every
    // instruction warning twice (an opcode the catalog lacks, a null queue), read again and again
    // to give the race its chances.
    String instr = "{\"name\": \"i%d\", \"opcode\": \"Nop\", \"queue\": null}";
    StringBuilder blocks = new StringBuilder();
    for (int b = 0; b < 8; b++) {
      List<String> instructions = new java.util.ArrayList<>();
      for (int i = 0; i < 150; i++) {
        instructions.add(instr.formatted(b * 1000 + i));
      }
      blocks
          .append(b == 0 ? "" : ",\n")
          .append(" {\"name\": \"b")
          .append(b)
          .append("\", \"instructions\": [\n  ")
          .append(String.join(",\n  ", instructions))
          .append("\n ]}");
    }
    String json =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [\n" + blocks + "\n]}]}\n";
    for (int round = 0; round < 30; round++) {
      List<Diagnostic> warnings = sameEitherWay(json, new ParallelRead.Tuning(3, 0, 1));
      assertEquals(2 * 8 * 150, warnings.size(), "two warnings an instruction, round " + round);
    }
  }

  @Test
  void aStrayColonBetweenTwoRunsIsReadAndRefusedAsInOnePass() throws IOException {
    // The scan passes over a colon as over a blank; one between two elements that end and start
    // two runs was read by no parser, and the document read in parallel (a fuzzed document).
    String instr = "{\"name\": \"i%d\", \"opcode\": \"Nop\"}";
    String json =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
            + " \"instructions\": [\n  "
            + instr.formatted(0)
            + ",\n  :"
            + instr.formatted(1)
            + "\n]}]}]}\n";
    assertTrue(sameEitherWay(json, EVERY_INSTRUCTION_A_RUN).isEmpty());
  }

  @Test
  void anErrorInARunIsLeftToTheReadInOnePass() throws IOException {
    String json =
        TestDocuments.doc(
            "{\"name\": \"a\", \"opcode\": \"Nop\"}",
            "{\"name\": \"b\", \"opcode\": \"Nop\", \"ins\": 7}",
            "{\"name\": \"c\", \"opcode\": \"Nop\"}");
    Path file = write(json);
    Problems problems = Problems.collecting(100);
    assertNull(
        ParallelRead.read(
            DocumentSource.of(file),
            JsonFormat.INSTANCE,
            config(EVERY_INSTRUCTION_A_RUN),
            problems),
        "a read in parallel that meets an error gives way");
    assertTrue(problems.diagnostics().isEmpty(), "and says nothing itself");
    Problems whole = Problems.collecting(100);
    DocumentReader.readWhole(
        DocumentSource.of(file), JsonFormat.INSTANCE, config(EVERY_INSTRUCTION_A_RUN), whole);
    Problems through = Problems.collecting(100);
    DocumentReader.read(
        DocumentSource.of(file), JsonFormat.INSTANCE, config(EVERY_INSTRUCTION_A_RUN), through);
    assertFalse(whole.diagnostics().isEmpty());
    assertEquals(whole.diagnostics(), through.diagnostics());
  }

  @Test
  void aReaderBuiltToReadInParallelValidatesAsOneThatDoesNot() throws IOException {
    Path file = write(Files.readString(CORPORA.resolve("klr/abstract-bases.json")));
    BirReader one = reader(BirReader.builder().readInParallel(1, 0, 0));
    BirReader two = reader(BirReader.builder().readInParallel(2, 0, 1));
    assertEquals(one.validate(file, 100), two.validate(file, 100));
    assertEquals(ModelDump.of(one.read(file)), ModelDump.of(two.read(file)));
  }

  /** Fragments a mangled document gets spliced in: the scan's own punctuation and keys. */
  private static final String[] SPLICES = {
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\\",
    "\n",
    "\r\n",
    "\"instructions\": [",
    "\"blocks\": [{",
    "\"functions\": [",
    "\"version\": 1",
    "\"version\": \"2\"",
    "{\"opcode\": \"Nop\"}"
  };

  @Test
  void aDamagedDocumentReadsInParallelAsInOnePassOrIsLeftToIt() throws IOException {
    List<String> docs = corpus().map(d -> read(CORPORA.resolve(d))).toList();
    PropertyCheck.forAll(
        400,
        c -> Mangler.mangle(c.pick(docs), c, SPLICES),
        json -> {
          Path file = write(json);
          Problems whole = Problems.collecting(1000);
          DocumentReader.Result one;
          try {
            one =
                DocumentReader.readWhole(
                    DocumentSource.of(file),
                    JsonFormat.INSTANCE,
                    config(EVERY_INSTRUCTION_A_RUN),
                    whole);
          } catch (io.birj.api.error.BirException e) {
            one = null; // an error the loader reports for the whole read (a cut document)
          }
          Problems apart = Problems.collecting(1000);
          DocumentReader.Result two =
              ParallelRead.read(
                  DocumentSource.of(file),
                  JsonFormat.INSTANCE,
                  config(EVERY_INSTRUCTION_A_RUN),
                  apart);
          if (two == null) {
            assertTrue(apart.diagnostics().isEmpty(), "a read that gives way says nothing");
          } else {
            assertNotNull(one, "only a document without an error reads in parallel");
            assertEquals(
                0, whole.errorCount(), "only a document without an error reads in parallel");
            assertEquals(ModelDump.of(one.module()), ModelDump.of(two.module()));
            assertEquals(whole.diagnostics(), apart.diagnostics());
          }
        });
  }

  @Test
  void whileAnotherDocumentIsBeingReadADocumentIsReadInOnePass() throws Exception {
    String json = Files.readString(CORPORA.resolve("klr/abstract-bases.json"));
    Path file = write(json);
    // Two reads of streams that wait for their first byte: the reads of a command's other
    // documents, going on meanwhile.
    List<java.io.PipedOutputStream> held = new java.util.ArrayList<>();
    List<Thread> others = new java.util.ArrayList<>();
    for (int i = 0; i < 2; i++) {
      java.io.PipedOutputStream out = new java.io.PipedOutputStream();
      java.io.PipedInputStream in = new java.io.PipedInputStream(out);
      held.add(out);
      Thread t =
          new Thread(
              () -> {
                try {
                  DocumentReader.read(
                      DocumentSource.of(in),
                      JsonFormat.INSTANCE,
                      config(EVERY_INSTRUCTION_A_RUN),
                      Problems.collecting(10));
                } catch (IOException | RuntimeException e) {
                  // the stream is closed under it: what it says does not matter here
                }
              });
      t.start();
      others.add(t);
    }
    try {
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (!DocumentReader.othersBeingRead() && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertTrue(DocumentReader.othersBeingRead());
      assertNull(
          ParallelRead.read(
              DocumentSource.of(file),
              JsonFormat.INSTANCE,
              config(EVERY_INSTRUCTION_A_RUN),
              Problems.collecting(10)),
          "read in one pass among the others");
    } finally {
      for (java.io.PipedOutputStream out : held) {
        out.write(' ');
        out.close();
      }
      for (Thread t : others) {
        t.join(10_000);
      }
    }
    assertFalse(DocumentReader.othersBeingRead());
    assertNotNull(
        ParallelRead.read(
            DocumentSource.of(file),
            JsonFormat.INSTANCE,
            config(EVERY_INSTRUCTION_A_RUN),
            Problems.collecting(10)),
        "and in parallel again once alone");
  }

  @Test
  void aSmallFileIsReadInOnePass() throws IOException {
    Path file = write(TestDocuments.doc("{\"name\": \"a\", \"opcode\": \"Nop\"}"));
    assertNull(
        ParallelRead.read(
            DocumentSource.of(file),
            JsonFormat.INSTANCE,
            config(new ParallelRead.Tuning(2, Files.size(file) + 1, 1)),
            Problems.collecting(10)));
  }

  @Test
  void aTuningOfNoThreadIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> BirReader.builder().readInParallel(0, 0, 0));
  }

  // ---- helpers

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Reads {@code json} in one pass and in parallel; both the same; the warnings. */
  private List<Diagnostic> sameEitherWay(String json, ParallelRead.Tuning tuning)
      throws IOException {
    Path file = write(json);
    Problems whole = Problems.collecting(1000);
    DocumentReader.Result one =
        DocumentReader.readWhole(
            DocumentSource.of(file), JsonFormat.INSTANCE, config(tuning), whole);
    Problems apart = Problems.collecting(1000);
    DocumentReader.Result two =
        ParallelRead.read(DocumentSource.of(file), JsonFormat.INSTANCE, config(tuning), apart);
    if (whole.errorCount() > 0) {
      assertNull(two, "a document with an error is read again in one pass");
      assertTrue(apart.diagnostics().isEmpty());
      return List.of();
    }
    assertNotNull(two, "read in parallel");
    assertEquals(one.version(), two.version());
    assertEquals(ModelDump.of(one.module()), ModelDump.of(two.module()));
    assertEquals(whole.diagnostics(), apart.diagnostics());
    return apart.diagnostics();
  }

  private Path write(String json) throws IOException {
    Path file = Files.createTempFile(dir, "doc", ".json");
    Files.writeString(file, json);
    return file;
  }

  private static BirReader reader(BirReader.Builder b) {
    return b.codecs(CodecRegistry.load()).catalog(OpcodeCatalog.load()).build();
  }

  private static DocumentReader.Config config(ParallelRead.Tuning tuning) {
    return new DocumentReader.Config(
        CodecRegistry.load(),
        OpcodeCatalog.load(),
        CodecLimits.DEFAULT,
        TestDocuments.FULL.constraints(),
        ContainerSchema.standard(),
        tuning);
  }
}
