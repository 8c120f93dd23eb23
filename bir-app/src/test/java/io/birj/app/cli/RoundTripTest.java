package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.loader.BirReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The three verdicts of a round trip, each able to say no. */
class RoundTripTest {
  private static final Documents DOCS =
      new Documents(CodecRegistry.load(), OpcodeCatalog.load(), 10);

  private static byte[] sample(String name) throws IOException {
    try (InputStream in = RoundTripTest.class.getClassLoader().getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }

  /** The document birj writes for {@code source}: the canonical form. */
  private static byte[] canonical(byte[] source) throws IOException {
    BirReader.Document d = DOCS.readDocument(source, "source");
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    DOCS.convert(
        d.module(),
        out,
        new io.birj.writer.WriteOptions(
            d.version().getAsInt(), 2, io.birj.api.format.JsonFormat.INSTANCE),
        io.birj.writer.Converter.Policy.STRICT);
    return out.toByteArray();
  }

  private static RoundTrip.Result roundTrip(BirReader.Document first, byte[] source)
      throws IOException {
    return RoundTrip.run(DOCS, first, () -> new ByteArrayInputStream(source), "doc");
  }

  private static RoundTrip.Result roundTrip(
      RoundTrip.Writer writer, BirReader.Document first, byte[] source) throws IOException {
    return RoundTrip.run(DOCS, writer, first, () -> new ByteArrayInputStream(source), "doc");
  }

  /** Writes as birj does, but the models {@code swapped} says with two instructions swapped. */
  private static RoundTrip.Writer swappingTwoInstructions(Predicate<Module> swapped) {
    return (m, out, options) -> {
      if (!swapped.test(m)) {
        DOCS.convert(m, out, options, io.birj.writer.Converter.Policy.STRICT);
        return;
      }
      List<Instruction> is = firstBlockWithTwoInstructions(m).instructions();
      Collections.swap(is, 0, 1);
      try {
        DOCS.convert(m, out, options, io.birj.writer.Converter.Policy.STRICT);
      } finally {
        Collections.swap(is, 0, 1);
      }
    };
  }

  @Test
  void a_canonical_real_shaped_document_survives_byte_for_byte() throws IOException {
    byte[] doc = canonical(sample("samples/lower-sync.json"));
    RoundTrip.Result r = roundTrip(DOCS.readDocument(doc, "doc"), doc);
    assertTrue(r.survived());
    assertTrue(r.byteIdentical());
    assertTrue(r.stable());
    assertEquals(doc.length, r.bytesIn());
    assertEquals(doc.length, r.bytesOut());
  }

  @Test
  void a_model_that_is_not_the_documents_is_not_byte_identical() throws IOException {
    byte[] doc = canonical(sample("samples/lower-sync.json"));
    BirReader.Document first = DOCS.readDocument(doc, "doc");
    BasicBlock block = firstBlockWithTwoInstructions(first.module());
    Collections.swap(block.instructions(), 0, 1);

    RoundTrip.Result r = roundTrip(first, doc);

    assertFalse(r.byteIdentical(), "two instructions swapped are two instructions moved");
    assertTrue(r.survived(), "what was written is what the changed model says");
    assertTrue(r.stable());
  }

  @Test
  void a_writer_that_reorders_two_instructions_fails_the_round_trip() throws IOException {
    byte[] doc = canonical(sample("samples/lower-sync.json"));
    BirReader.Document first = DOCS.readDocument(doc, "doc");
    RoundTrip.Result r = roundTrip(swappingTwoInstructions(m -> true), first, doc);

    assertFalse(r.survived(), "a moved instruction is a change of the model");
    assertFalse(r.byteIdentical());
  }

  @Test
  void a_hand_formatted_document_survives_as_a_canonicalization() throws IOException {
    byte[] doc = sample("samples/lower-sync.json");
    RoundTrip.Result r = roundTrip(DOCS.readDocument(doc, "doc"), doc);
    assertTrue(r.survived());
    assertFalse(r.byteIdentical(), "the sample is hand formatted");
    assertTrue(r.stable());
  }

  @Test
  void a_writer_that_writes_the_read_back_model_otherwise_is_not_stable() throws IOException {
    byte[] doc = canonical(sample("samples/lower-sync.json"));
    BirReader.Document first = DOCS.readDocument(doc, "doc");

    RoundTrip.Result r = roundTrip(swappingTwoInstructions(m -> m != first.module()), first, doc);

    assertTrue(r.byteIdentical(), "the first write is the document");
    assertFalse(r.stable(), "the read-back model is written otherwise");
  }

  @Test
  void a_canonicalization_whose_read_back_model_is_written_otherwise_is_not_stable()
      throws IOException {
    byte[] doc = sample("samples/lower-sync.json");
    BirReader.Document first = DOCS.readDocument(doc, "doc");

    RoundTrip.Result r = roundTrip(swappingTwoInstructions(m -> m != first.module()), first, doc);

    assertFalse(r.byteIdentical(), "the sample is hand formatted");
    assertFalse(r.stable(), "the read-back model is written otherwise");
  }

  private static BasicBlock firstBlockWithTwoInstructions(Module m) {
    for (var f : m.functions()) {
      for (BasicBlock b : f.blocks()) {
        List<Instruction> is = b.instructions();
        if (is.size() >= 2) {
          return b;
        }
      }
    }
    throw new AssertionError("the sample has a block of two instructions");
  }
}
