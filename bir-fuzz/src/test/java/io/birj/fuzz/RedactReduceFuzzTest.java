package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.NamedObject;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.loader.BirReader;
import io.birj.reduce.delta.Candidate;
import io.birj.reduce.delta.Reducer;
import io.birj.reduce.delta.Reduction;
import io.birj.reduce.redact.Redaction;
import io.birj.reduce.redact.Redactor;
import io.birj.testkit.docs.Documents;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * Redact and reduce (bir-reduce, docs/reduce.md) over generated documents. The oracle:
 *
 * <ul>
 *   <li>redaction: no name of the input (function, NKI function, queue, block, block argument,
 *       instruction, loop axis, memory location set, memory location, register) is a string or a
 *       key of the redacted document, unless it is a word of the compiler's vocabulary; the
 *       redacted document reads back, with as many validation errors as the input (none);
 *   <li>reduction, with an interestingness test the fuzzer picks from a small family and a small
 *       budget of tries: every candidate the test is shown reads without an error (the generated
 *       input has none), and the result reads and is still interesting.
 * </ul>
 */
class RedactReduceFuzzTest {
  private static final JsonFactory JSON = new JsonFactory();
  private static final BirReader READER = LoaderFuzzTest.READER;
  private static final Redactor REDACTOR = new Redactor(READER);
  private static final Reducer REDUCER = new Reducer(READER);

  @FuzzTest(maxDuration = "5m")
  void noNameSurvivesRedactionAndEveryReducedCandidateReads(FuzzedDataProvider data) {
    Documents.Doc d = Documents.document(new FuzzedChoices(data));
    byte[] input = d.json().getBytes(StandardCharsets.UTF_8);
    Module m = READER.read(new ByteArrayInputStream(input), "generated");
    redactionLeavesNoName(input, m, data.consumeBoolean(), d);
    reducedCandidatesRead(input, m, data, d);
  }

  private static void redactionLeavesNoName(
      byte[] input, Module m, boolean scramble, Documents.Doc d) {
    Redaction r =
        new Redactor(READER)
            .scrambleValues(scramble)
            .redact(new ByteArrayInputStream(input), "generated");
    byte[] out = LoaderFuzzTest.WRITER.toBytes(r.module(), WriteOptions.version(r.version()));
    Set<String> names = names(m);
    for (String s : strings(out)) {
      if (names.contains(s) && !REDACTOR.isVocabulary(s)) {
        throw Oracle.finding(
            "the name \""
                + s
                + "\" survives redaction\n"
                + new String(out, StandardCharsets.UTF_8)
                + "\n"
                + d);
      }
    }
    var back = READER.readChecked(new ByteArrayInputStream(out), "redacted", 20);
    if (back.module() == null || !back.result().errors().isEmpty()) {
      throw Oracle.finding(
          "the redacted document does not read cleanly: " + back.result().errors() + "\n" + d);
    }
  }

  private static void reducedCandidatesRead(
      byte[] input, Module m, FuzzedDataProvider data, Documents.Doc d) {
    Predicate<Module> test = interestingness(m, data);
    int budget = data.consumeInt(1, 24);
    AtomicInteger asked = new AtomicInteger();
    Thread caller = Thread.currentThread();
    Predicate<Candidate> interesting =
        c -> {
          var read = READER.readChecked(new ByteArrayInputStream(c.bytes()), "candidate", 20);
          if (read.module() == null || !read.result().errors().isEmpty()) {
            throw Oracle.finding(
                "a candidate does not read cleanly: "
                    + read.result().errors()
                    + "\n"
                    + new String(c.bytes(), StandardCharsets.UTF_8)
                    + "\n"
                    + d);
          }
          if (asked.incrementAndGet() > budget) {
            // The reducer stops, with the best so far, when its thread is interrupted.
            caller.interrupt();
            return false;
          }
          return test.test(c.model());
        };
    Reduction r;
    try {
      r = REDUCER.reduce(input, interesting, Reducer.Options.of(1));
    } catch (Reducer.NotInteresting e) {
      if (test.test(m)) {
        throw Oracle.finding("an interesting document was called not interesting\n" + d, e);
      }
      return;
    } finally {
      Thread.interrupted();
    }
    var end = READER.readChecked(new ByteArrayInputStream(r.document()), "reduced", 20);
    if (end.module() == null || !end.result().errors().isEmpty()) {
      throw Oracle.finding(
          "the reduced document does not read cleanly: " + end.result() + "\n" + d);
    }
    if (!test.test(end.module())) {
      throw Oracle.finding(
          "the reduced document is not interesting\n"
              + new String(r.document(), StandardCharsets.UTF_8)
              + "\n"
              + d);
    }
    if (r.bytesAfter() > r.bytesBefore() && r.kept() > 0) {
      throw Oracle.finding("a reduction that kept a candidate grew the document\n" + d);
    }
  }

  /** A small test the fuzzer picks: a count, an opcode, an engine or an operand kind kept. */
  private static Predicate<Module> interestingness(Module m, FuzzedDataProvider data) {
    List<Instruction> is = new ArrayList<>();
    List<String> kinds = new ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i) {
            is.add(i);
          }

          @Override
          public void operand(DocPointer at, Operand op) {
            kinds.add(op.kind());
          }
        });
    switch (data.consumeInt(0, 4)) {
      case 0:
        {
          int k = data.consumeInt(0, 3);
          return x -> Reducer.instructions(x) >= k;
        }
      case 1:
        {
          if (is.isEmpty()) {
            return x -> true;
          }
          String op = is.get(data.consumeInt(0, is.size() - 1)).opcode();
          return x -> anyInstruction(x, i -> java.util.Objects.equals(i.opcode(), op));
        }
      case 2:
        {
          if (is.isEmpty()) {
            return x -> true;
          }
          String e = is.get(data.consumeInt(0, is.size() - 1)).engine();
          return x -> anyInstruction(x, i -> java.util.Objects.equals(i.engine(), e));
        }
      case 3:
        {
          if (kinds.isEmpty()) {
            return x -> true;
          }
          String kind = kinds.get(data.consumeInt(0, kinds.size() - 1));
          return x -> {
            boolean[] found = {false};
            ModelWalker.walk(
                x,
                new ModelWalker.Visitor() {
                  @Override
                  public void operand(DocPointer at, Operand op) {
                    found[0] |= kind.equals(op.kind());
                  }
                });
            return found[0];
          };
        }
      default:
        return x -> true;
    }
  }

  private static boolean anyInstruction(Module m, Predicate<Instruction> p) {
    boolean[] found = {false};
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i) {
            found[0] |= p.test(i);
          }
        });
    return found[0];
  }

  /** Every name of the model, collected by a walk of this test's own. */
  static Set<String> names(Module m) {
    Set<String> out = new HashSet<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void function(DocPointer at, Function f) {
            add(f);
          }

          @Override
          public void nkiFunction(DocPointer at, Function f) {
            add(f);
          }

          @Override
          public void queue(DocPointer at, DmaQueue q) {
            add(q);
          }

          @Override
          public void block(DocPointer at, BasicBlock b) {
            add(b);
            for (BlockArgument a :
                b.arguments() == null ? List.<BlockArgument>of() : b.arguments()) {
              if (a.name() != null) {
                out.add(a.name());
              }
            }
          }

          @Override
          public void instruction(DocPointer at, Instruction i) {
            add(i);
            if (i instanceof Loop l && l.axis() != null && l.axis().name() != null) {
              out.add(l.axis().name());
            }
          }

          @Override
          public void allocation(DocPointer at, Allocation a) {
            if (a instanceof NamedObject n) {
              add(n);
            }
            if (a instanceof MemoryLocationSet s) {
              for (MemoryLocation l : s.memoryLocations()) {
                add(l);
              }
            }
          }

          private void add(NamedObject o) {
            if (o.name() != null) {
              out.add(o.name());
            }
          }
        });
    return out;
  }

  /** Every string value and key of a JSON document. */
  private static List<String> strings(byte[] doc) {
    List<String> out = new ArrayList<>();
    try (JsonParser p = JSON.createParser(doc)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING || t == JsonToken.FIELD_NAME) {
          out.add(p.getText());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
