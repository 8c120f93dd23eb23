package io.birj.writer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.testkit.Sample;
import io.birj.writer.testing.Json;
import io.birj.writer.testing.Wire;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ModelWalkerTest {
  private static List<Map.Entry<String, QuasiAffineExpr>> expressions(Module m) {
    List<Map.Entry<String, QuasiAffineExpr>> out = new ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void expr(DocPointer at, QuasiAffineExpr e) {
            out.add(Map.entry(at.toString(), e));
          }
        });
    return out;
  }

  @Test
  void everyExpressionIsVisitedInDocumentOrderAtItsPointer() {
    List<String> pointers =
        expressions(Sample.everySite(Sample.AXES)).stream().map(Map.Entry::getKey).toList();
    assertEquals(Sample.POINTERS, pointers);
  }

  @Test
  void eachVisitedPointerLocatesItsExpressionInTheWrittenDocument() {
    Module m = Sample.everySite(Sample.AXES);
    for (int version = 1; version <= 2; version++) {
      String doc = Wire.json(m, version);
      for (Map.Entry<String, QuasiAffineExpr> site : expressions(m)) {
        int siteVersion = site.getKey().equals(Sample.ALWAYS_V2_POINTER) ? 2 : version;
        assertEquals(
            Json.form(site.getValue(), siteVersion),
            Json.valueAt(doc, site.getKey()),
            "v" + version + " " + site.getKey());
      }
    }
  }

  @Test
  void theWalkerAndTheWritersDryRunFindTheSameSites() {
    Module m = Sample.everySite(Sample.SUMS);
    List<String> v1Sites = new ArrayList<>(Sample.POINTERS);
    v1Sites.remove(Sample.ALWAYS_V2_POINTER);
    List<String> refused =
        new Converter(Wire.CODECS)
            .plan(m, 1).unencodable().stream().map(ConversionReport.Unencodable::pointer).toList();
    assertEquals(v1Sites, refused);
  }

  @Test
  void functionsQueuesBlocksInstructionsAndOperandsAreVisitedWithTheirPointers() {
    List<String> seen = new ArrayList<>();
    ModelWalker.walk(
        Sample.everySite(Sample.AXES),
        new ModelWalker.Visitor() {
          @Override
          public void function(DocPointer at, Function f) {
            seen.add("function " + f.name() + " " + at);
          }

          @Override
          public void nkiFunction(DocPointer at, Function f) {
            seen.add("nki " + f.name() + " " + at);
          }

          @Override
          public void queue(DocPointer at, DmaQueue q) {
            seen.add("queue " + q.name() + " " + at);
          }

          @Override
          public void block(DocPointer at, BasicBlock b) {
            seen.add("block " + b.name() + " " + at);
          }

          @Override
          public void instruction(DocPointer at, Instruction i) {
            seen.add("instruction " + i.name() + " " + at);
          }

          @Override
          public void operand(DocPointer at, Operand op) {
            seen.add("operand " + op.kind() + " " + at);
          }
        });
    String i0 = "/functions/0/blocks/0/instructions/0";
    String dfl = "/functions/0/blocks/0/instructions/1";
    String dw = dfl + "/blocks/0/instructions/0";
    String loop = dw + "/blocks/0/instructions/0";
    assertEquals(
        List.of(
            "function main /functions/0",
            "block b0 /functions/0/blocks/0",
            "instruction i0 " + i0,
            "operand symbolic_ap " + i0 + "/ins/0",
            "operand symbolic_imm_value " + i0 + "/ins/1",
            "operand physical_ap " + i0 + "/ins/2",
            "operand symbolic_pwap " + i0 + "/indirection_ins/0",
            "operand symbolic_ap " + i0 + "/outs/0",
            "instruction dfl " + dfl,
            "block b1 " + dfl + "/blocks/0",
            "instruction dw " + dw,
            "block b2 " + dw + "/blocks/0",
            "instruction l " + loop,
            "block b3 " + loop + "/blocks/0",
            "instruction body " + loop + "/blocks/0/instructions/0",
            "operand symbolic_ap " + loop + "/blocks/0/instructions/0/ins/0",
            "nki k0 /nki_functions/0",
            "block kb /nki_functions/0/blocks/0",
            "instruction k /nki_functions/0/blocks/0/instructions/0",
            "queue q0 /queues/0",
            "block qb /queues/0/blocks/0",
            "instruction d0 /queues/0/blocks/0/instructions/0",
            "operand symbolic_ap /queues/0/blocks/0/instructions/0/ins/0"),
        seen);
  }

  @Test
  void aKeyIsEscapedInItsPointer() {
    Module m = new Module();
    m.unknownKeys()
        .add(
            new JsonValue.Member(
                "a/b~c",
                new JsonValue.JsonExpr(
                    QuasiAffineExpr.of(m.pelican().affine(m.pelican().affineIV("i"))))));
    assertEquals("/a~1b~0c", expressions(m).get(0).getKey());
  }

  @Test
  void aDeepUnknownValueIsWalkedOnASmallStack() throws InterruptedException {
    Module m = new Module();
    JsonValue deep =
        new JsonValue.JsonExpr(QuasiAffineExpr.of(m.pelican().affine(m.pelican().affineIV("i"))));
    int depth = 100_000;
    for (int k = 0; k < depth; k++) {
      deep = new JsonValue.JsonArray(List.of(deep));
    }
    m.unknownKeys().add(new JsonValue.Member("x", deep));
    AtomicReference<Object> result = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                result.set(expressions(m).get(0).getKey().length());
              } catch (Throwable e) {
                result.set(e);
              }
            },
            "small-stack",
            256 * 1024);
    t.start();
    t.join();
    assertEquals("/x".length() + 2 * depth, result.get());
  }

  /** Every block and instruction event, with what {@link ModelWalker.Where} says at it. */
  private static List<String> structure(Module m, boolean content) {
    List<String> out = new ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public boolean visitsContent() {
            return content;
          }

          @Override
          public void block(DocPointer at, BasicBlock b, ModelWalker.Where w) {
            out.add("block " + at + " #" + w.blockIndex() + " depth " + w.depth());
          }

          @Override
          public void instruction(DocPointer at, Instruction i, ModelWalker.Where w) {
            out.add(
                "instruction "
                    + at
                    + " #"
                    + w.instructionIndex()
                    + " in "
                    + w.holderAt()
                    + " holders "
                    + w.holders().size());
          }

          @Override
          public void enterRegion(DocPointer at, Instruction owner, ModelWalker.Where w) {
            out.add("enter " + at + " holder " + (w.holder() == owner));
          }

          @Override
          public void leaveRegion(DocPointer at, Instruction owner) {
            out.add("leave " + at);
          }

          @Override
          public void leaveBlock(DocPointer at, BasicBlock b) {
            out.add("end " + at);
          }

          @Override
          public void leaveInstruction(DocPointer at, Instruction i) {
            out.add("done " + at);
          }

          @Override
          public void expr(DocPointer at, QuasiAffineExpr e) {
            out.add("expr " + at);
          }
        });
    return out;
  }

  @Test
  void aRegionIsEnteredAfterItsInstructionAndLeftAfterItsLastBlock() {
    Module m = new Module();
    Function f = new Function("main");
    BasicBlock b = new BasicBlock("b0");
    Loop loop = new Loop("l0", new LoopAxis("i", 0, 4, 1));
    BasicBlock body = new BasicBlock("body");
    body.instructions().add(new Instruction("Nop", "n1"));
    loop.setBlocks(new ArrayList<>(List.of(body)));
    b.instructions().add(loop);
    b.instructions().add(new Instruction("Nop", "n2"));
    f.blocks().add(b);
    m.functions().add(f);
    assertEquals(
        List.of(
            "block /functions/0/blocks/0 #0 depth 0",
            "instruction /functions/0/blocks/0/instructions/0 #0 in /functions/0 holders 1",
            "enter /functions/0/blocks/0/instructions/0 holder true",
            "block /functions/0/blocks/0/instructions/0/blocks/0 #0 depth 1",
            "instruction /functions/0/blocks/0/instructions/0/blocks/0/instructions/0 #0 in"
                + " /functions/0/blocks/0/instructions/0 holders 2",
            "done /functions/0/blocks/0/instructions/0/blocks/0/instructions/0",
            "end /functions/0/blocks/0/instructions/0/blocks/0",
            "leave /functions/0/blocks/0/instructions/0",
            "done /functions/0/blocks/0/instructions/0",
            "instruction /functions/0/blocks/0/instructions/1 #1 in /functions/0 holders 1",
            "done /functions/0/blocks/0/instructions/1",
            "end /functions/0/blocks/0"),
        structure(m, true));
  }

  @Test
  void aVisitorOfTheStructureAloneIsShownNoContent() {
    Module m = Sample.everySite(Sample.AXES);
    List<String> all = structure(m, true);
    List<String> bare = structure(m, false);
    assertTrue(all.stream().anyMatch(s -> s.startsWith("expr ")));
    assertTrue(bare.stream().noneMatch(s -> s.startsWith("expr ")));
    assertEquals(all.stream().filter(s -> !s.startsWith("expr ")).toList(), bare);
  }
}
