package io.birj.writer.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.read.TestDocuments;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Loops nested as deep as the document's nesting limit allows read, check, write and compare the
 * same whatever stack the thread has: nothing in those passes recurses once per JSON level without
 * bound, and no result depends on the thread's stack or on the JIT's state.
 */
class DeepRegionsTest {
  /** Each loop level costs four JSON levels (blocks, block, instructions, the loop). */
  static String nested(int loops) {
    StringBuilder open = new StringBuilder();
    StringBuilder close = new StringBuilder();
    for (int i = 0; i < loops; i++) {
      open.append("{\"name\": \"b")
          .append(i)
          .append("\", \"instructions\": [{\"name\": \"l")
          .append(i)
          .append("\", \"opcode\": \"Loop\", \"engine\": \"SP\", \"LoopAxis\": {\"name\": \"i")
          .append(i)
          .append("\", \"lb\": 0, \"ub\": 2, \"stride\": 1}, \"blocks\": [");
      close.insert(0, "]}]}");
    }
    String inner =
        "{\"name\": \"inner\", \"instructions\": [{\"name\": \"x\", \"opcode\": \"NoOp\", \"engine\":"
            + " \"SP\", \"ins\": [{\"kind\": \"symbolic_ap\", \"addrs\": [{\"kind\": \"AffExprKind\","
            + " \"terms\": [{\"idx\": {\"kind\": \"AffIVKind\", \"axis\": \"i0\"}, \"coeff\": 1}],"
            + " \"c\": 0}]}], \"outs\": []}]}";
    return "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": ["
        + open
        + inner
        + close
        + "]}]}";
  }

  /** Runs {@code body} on a thread with a small stack (256 KiB), as a worker pool might have. */
  static void onSmallStack(Runnable body) throws InterruptedException {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                body.run();
              } catch (Throwable e) {
                failure.set(e);
              }
            },
            "small-stack",
            256 * 1024);
    t.start();
    t.join();
    if (failure.get() != null) {
      throw new AssertionError("failed on a 256 KiB stack", failure.get());
    }
  }

  @Test
  void loopsNestedToTheDocumentLimitReadCheckWriteAndCompareOnASmallStack() throws Exception {
    // Each loop level is four JSON levels; the innermost instruction needs about a dozen more.
    int loops = (BirReader.DEFAULT_MAX_NESTING_DEPTH - 16) / 4;
    String doc = nested(loops);
    List<Object> results = new ArrayList<>();
    onSmallStack(
        () -> {
          assertEquals(List.of(), TestDocuments.validate(TestDocuments.TYPED, doc).diagnostics());
          Module m = TestDocuments.read(TestDocuments.TYPED, doc);
          byte[] out = new BirWriter(TestDocuments.TYPED.codecs()).toBytes(m, WriteOptions.DEFAULT);
          Module back = TestDocuments.TYPED.read(new java.io.ByteArrayInputStream(out), "back");
          results.add(new SemanticDiff().diff(m, back));
          results.add(io.birj.analysis.stats.DocumentStats.of(m).regions());
          results.add(
              new io.birj.writer.Converter(TestDocuments.TYPED.codecs()).plan(m, 1).refused());
        });
    assertEquals(List.of(List.of(), loops, false), results);
  }

  @Test
  void oneLevelPastTheLimitIsAPositionedErrorNotAStackOverflow() throws Exception {
    int loops = BirReader.DEFAULT_MAX_NESTING_DEPTH / 4 + 1;
    onSmallStack(
        () -> {
          var es = TestDocuments.errors(TestDocuments.TYPED, nested(loops));
          assertEquals(1, es.size(), es.toString());
          assertTrue(es.get(0).line() > 0, es.toString());
        });
  }
}
