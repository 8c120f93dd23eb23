package io.birj.reduce.delta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.Diagnostic;
import io.birj.api.model.Dependency;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.loader.BirReader;
import io.birj.synth.Profile;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The reducer on synthesised documents: a planted fault reduces to the one instruction that holds
 * it, a predicate over two distant instructions keeps both and their edge, an uninteresting input
 * is refused, and a stopped reduction leaves its best so far.
 */
class ReducerTest {
  static final BirReader READER = BirReader.standard();
  static final BirWriter WRITER = new BirWriter(READER.codecs());
  static final String PLANTED = "planted_missing_instruction";

  /**
   * The size of the planted case: 10 MB with the profile {@code slow-reduce}, 300 KB by default.
   */
  static final long PLANTED_SIZE = Long.getLong("birj.reduce.planted.bytes", 300_000);

  static Module synth(long size) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Synth.write(new SynthSpec(7, size, Profile.MIXED), out);
    return READER.read(new ByteArrayInputStream(out.toByteArray()), "synth");
  }

  static List<Instruction> instructions(Module m) {
    List<Instruction> out = new ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i) {
            out.add(i);
          }
        });
    return out;
  }

  static List<Diagnostic> errors(byte[] doc) {
    return READER.validate(new ByteArrayInputStream(doc), "candidate", 100).errors();
  }

  static boolean hasPlanted(Candidate c) {
    return errors(c.bytes()).stream().anyMatch(d -> d.message().contains(PLANTED));
  }

  /** A synthesised document with one dependency on an instruction that does not exist. */
  static byte[] planted(long size) throws IOException {
    Module m = synth(size);
    List<Instruction> all = instructions(m);
    Instruction victim = all.get(all.size() / 2);
    if (victim.dependencies() == null) {
      victim.setDependencies(new ArrayList<>());
    }
    victim.dependencies().add(Dependency.flow(new NameRef<>(PLANTED)));
    return WRITER.toBytes(m, WriteOptions.DEFAULT);
  }

  @Test
  void aPlantedDanglingDependencyReducesToTheOneInstructionHoldingIt() throws IOException {
    byte[] doc = planted(PLANTED_SIZE);
    assertEquals(1, errors(doc).size(), "the planted dependency is the document's one error");
    long t0 = System.nanoTime();
    Reduction r = new Reducer(READER).reduce(doc, ReducerTest::hasPlanted, Reducer.Options.of(2));
    long ms = (System.nanoTime() - t0) / 1_000_000;
    System.out.printf(
        "planted case: %d bytes, %d instructions -> %d bytes, %d instruction(s) in %d ms,"
            + " %d tries%n",
        r.bytesBefore(),
        r.instructionsBefore(),
        r.bytesAfter(),
        r.instructionsAfter(),
        ms,
        r.tries());
    assertEquals(1, r.instructionsAfter());
    assertTrue(r.complete());
    assertTrue(hasPlanted(candidate(r.document())));
  }

  @Test
  void aPredicateOverTwoDistantInstructionsKeepsBothAndTheirEdge() throws IOException {
    Module m = synth(120_000);
    List<Instruction> all = instructions(m);
    Instruction first = all.get(0);
    Instruction last = all.get(all.size() - 1);
    first.setName("keep_first");
    last.setName("keep_last");
    if (last.dependencies() == null) {
      last.setDependencies(new ArrayList<>());
    }
    last.dependencies().add(Dependency.flow(NameRef.to(first)));
    byte[] doc = WRITER.toBytes(m, WriteOptions.DEFAULT);
    assertTrue(errors(doc).isEmpty());
    java.util.function.Predicate<Candidate> bothAndEdge =
        c -> {
          List<Instruction> is = instructions(c.model());
          Instruction a = byName(is, "keep_first");
          Instruction b = byName(is, "keep_last");
          return a != null
              && b != null
              && b.dependencies() != null
              && b.dependencies().stream().anyMatch(d -> d.target().name().equals("keep_first"));
        };
    Reduction r = new Reducer(READER).reduce(doc, bothAndEdge, Reducer.Options.of(2));
    List<Instruction> left = instructions(readBack(r.document()));
    assertEquals(List.of("keep_first", "keep_last"), left.stream().map(Instruction::name).toList());
    assertTrue(bothAndEdge.test(candidate(r.document())));
    assertTrue(errors(r.document()).isEmpty(), "the reduced document is valid");
  }

  @Test
  void aTestThatFindsTheInputUninterestingIsRefusedBeforeAnyWork() throws IOException {
    byte[] doc = WRITER.toBytes(synth(20_000), WriteOptions.DEFAULT);
    AtomicInteger asked = new AtomicInteger();
    assertThrows(
        Reducer.NotInteresting.class,
        () ->
            new Reducer(READER)
                .reduce(
                    doc,
                    c -> {
                      asked.incrementAndGet();
                      return false;
                    },
                    Reducer.Options.of(1)));
    assertEquals(1, asked.get(), "only the input was tried");
  }

  @Test
  void aStoppedReductionLeavesItsBestSoFarValidAndInteresting() throws IOException {
    byte[] doc = planted(60_000);
    AtomicReference<byte[]> best = new AtomicReference<>();
    AtomicInteger asked = new AtomicInteger();
    Thread caller = Thread.currentThread();
    Reduction r =
        new Reducer(READER)
            .reduce(
                doc,
                c -> {
                  if (asked.incrementAndGet() == 12) {
                    caller.interrupt();
                  }
                  return hasPlanted(c);
                },
                new Reducer.Options(1, s -> {}, best::set));
    assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
    assertTrue(!r.complete());
    assertTrue(best.get() != null && best.get().length < doc.length);
    assertEquals(r.document().length, best.get().length);
    List<Diagnostic> left = errors(best.get());
    assertEquals(1, left.size());
    assertTrue(left.get(0).message().contains(PLANTED));
  }

  @Test
  void aHoistedLoopBodyHasTheAxisAtItsFirstValue() {
    String json =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
            + " \"memory_location_set\", \"name\": \"S\", \"memorylocations\": [{\"Skind\":"
            + " \"memory_location\", \"name\": \"M\", \"type\": \"SB\"}]}], \"blocks\":"
            + " [{\"name\": \"b0\", \"instructions\": [{\"opcode\": \"Loop\", \"name\": \"L\","
            + " \"engine\": \"SP\", \"LoopAxis\": {\"name\": \"i\", \"lb\": 5, \"ub\": 9,"
            + " \"stride\": 1}, \"blocks\": [{\"name\": \"body\", \"instructions\": [{\"opcode\":"
            + " \"Nop\", \"name\": \"x\", \"engine\": \"PE\", \"ins\": [{\"kind\":"
            + " \"symbolic_ap\", \"ap\": [[1, 4]], \"dtype\": \"int32\", \"memsetref\": \"S\","
            + " \"addrs\": [{\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 0}]}], \"outs\":"
            + " []}]}]}]}]}]}";
    Module m = READER.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc");
    io.birj.api.model.SymbolicAp ap =
        (io.birj.api.model.SymbolicAp) instructions(m).get(1).ins().get(0);
    ap.setAddrs(
        List.of(
            io.birj.api.expr.QuasiAffineExpr.of(
                m.pelican()
                    .affine(
                        List.of(new io.birj.pelican.AffineExpr.Term(m.pelican().affineIV("i"), 2)),
                        3))));
    byte[] doc = WRITER.toBytes(m, WriteOptions.DEFAULT);
    assertTrue(errors(doc).isEmpty());
    java.util.function.Predicate<Candidate> xWithItsAddress =
        c -> {
          Instruction x = byName(instructions(c.model()), "x");
          return x != null
              && x.ins() != null
              && !x.ins().isEmpty()
              && x.ins().get(0) instanceof io.birj.api.model.SymbolicAp op
              && !Long.valueOf(0).equals(constant(op.addrs().get(0)));
        };
    Reduction r = new Reducer(READER).reduce(doc, xWithItsAddress, Reducer.Options.of(1));
    Module left = readBack(r.document());
    assertEquals(List.of("x"), instructions(left).stream().map(Instruction::name).toList());
    io.birj.api.model.SymbolicAp kept =
        (io.birj.api.model.SymbolicAp) instructions(left).get(0).ins().get(0);
    assertEquals(13L, constant(kept.addrs().get(0)), "2*i + 3 at i = 5");
  }

  @Test
  void anExpressionShrinksNodeByNodeToTheSmallestTheTestStillWants() {
    String json =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
            + " \"memory_location_set\", \"name\": \"S\", \"memorylocations\": [{\"Skind\":"
            + " \"memory_location\", \"name\": \"M\", \"type\": \"SB\"}]}], \"blocks\":"
            + " [{\"name\": \"b0\", \"instructions\": [{\"opcode\": \"Nop\", \"name\": \"x\","
            + " \"engine\": \"PE\", \"ins\": [{\"kind\": \"symbolic_ap\", \"ap\": [[1, 4]],"
            + " \"dtype\": \"int32\", \"memsetref\": \"S\", \"addrs\": [{\"kind\":"
            + " \"AffExprKind\", \"terms\": [], \"c\": 0}]}], \"outs\": []}]}]}]}";
    Module m = READER.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc");
    io.birj.pelican.PelicanContext ctx = m.pelican();
    // ((7 floordiv 2) + 3·4) mod 8: the test wants a floordiv, and nothing else is needed.
    io.birj.pelican.Expr e =
        ctx.modulo(ctx.sum(ctx.floorDiv(ctx.constant(7), 2), ctx.mult(ctx.constant(3), 4)), 8);
    ((io.birj.api.model.SymbolicAp) instructions(m).get(0).ins().get(0))
        .setAddrs(List.of(io.birj.api.expr.QuasiAffineExpr.of(e)));
    byte[] doc = WRITER.toBytes(m, WriteOptions.DEFAULT);
    java.util.function.Predicate<Candidate> hasFloorDiv =
        c -> new String(c.bytes(), StandardCharsets.UTF_8).contains("FloorDivKind");
    Reduction r = new Reducer(READER).reduce(doc, hasFloorDiv, Reducer.Options.of(1));
    Module left = readBack(r.document());
    io.birj.api.model.SymbolicAp kept =
        (io.birj.api.model.SymbolicAp) instructions(left).get(0).ins().get(0);
    assertEquals("(7) floordiv 2", left.pelican().print(kept.addrs().get(0).expr()));
  }

  /** The value of a constant expression, or {@code null}. */
  private static Long constant(io.birj.api.expr.QuasiAffineExpr e) {
    return e.expr() instanceof io.birj.pelican.AffineExpr a && a.isConstant() ? a.constant() : null;
  }

  private static Instruction byName(List<Instruction> is, String name) {
    return is.stream().filter(i -> name.equals(i.name())).findFirst().orElse(null);
  }

  private static Module readBack(byte[] doc) {
    return READER.read(new ByteArrayInputStream(doc), "reduced");
  }

  private static Candidate candidate(byte[] doc) {
    return new Candidate() {
      @Override
      public byte[] bytes() {
        return doc;
      }

      @Override
      public Module model() {
        return readBack(doc);
      }
    };
  }
}
