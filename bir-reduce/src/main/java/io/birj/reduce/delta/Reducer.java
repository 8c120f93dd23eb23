package io.birj.reduce.delta;

import io.birj.api.error.Diagnostic;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.loader.BirReader;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Delta debugging over a document's model, the llvm-reduce way: for each granularity ({@link Pass}:
 * functions, queues, blocks, loops hoisted, instructions, dependencies, operands, expressions,
 * allocations, keys), remove chunks of its things, halving the chunk until single things, and keep
 * each candidate the predicate still finds interesting; repeat every granularity until a whole
 * round removes nothing.
 *
 * <p>A candidate is read back and checked before it is tried: one with an error the document it was
 * made from did not have (a reference into what was removed that no cleanup could remove, such as
 * an opcode's key naming a removed block) is skipped, so every candidate reads as the input did,
 * its errors a subset of the input's. Candidates of one chunk size are tried {@code jobs} at a
 * time; the first interesting one, in document order, is kept.
 */
public final class Reducer {
  /** What a reduction may be told: progress lines, and each improvement as it is kept. */
  public record Options(int jobs, Consumer<String> progress, Consumer<byte[]> improved) {
    public Options {
      if (jobs < 1) {
        throw new IllegalArgumentException("jobs must be at least 1, not " + jobs);
      }
    }

    public static Options of(int jobs) {
      return new Options(jobs, s -> {}, b -> {});
    }
  }

  /** The document given is not interesting to begin with: nothing was tried. */
  public static final class NotInteresting extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotInteresting() {
      super("the test does not find the original document interesting");
    }
  }

  private final BirReader reader;
  private final BirWriter writer;

  public Reducer(BirReader reader) {
    this.reader = reader;
    this.writer = new BirWriter(reader.codecs());
  }

  /**
   * Reduces {@code document} (JSON or CBOR) while {@code interesting} holds. Stops early, with the
   * best so far, when the thread is interrupted.
   *
   * @throws NotInteresting when the document itself is not interesting
   * @throws io.birj.api.error.BirException when the document does not read at all
   */
  public Reduction reduce(byte[] document, Predicate<Candidate> interesting, Options options) {
    Loaded start = load(document);
    if (start.module == null) {
      Diagnostic d = start.errors.get(0);
      throw new io.birj.api.error.BirException(
          io.birj.api.error.DiagnosticCode.of(d.code()),
          d.message(),
          d.pointer(),
          d.line(),
          d.column());
    }
    byte[] current = writer.toBytes(start.module, WriteOptions.version(start.version));
    if (!interesting.test(candidate(current))) {
      throw new NotInteresting();
    }
    int instructionsBefore = instructions(start.module);
    int tries = 0;
    int kept = 0;
    boolean complete = false;
    ExecutorService pool = Executors.newFixedThreadPool(options.jobs());
    try {
      boolean changed = true;
      rounds:
      while (changed) {
        changed = false;
        for (Pass pass : Pass.values()) {
          int n = pass.count(load(current).module, reader.catalog());
          for (int size = n; size >= 1; size = size == 1 ? 0 : (size + 1) / 2) {
            int at = 0;
            while (at < n) {
              if (Thread.currentThread().isInterrupted()) {
                break rounds;
              }
              List<Integer> starts = new ArrayList<>();
              List<Future<byte[]>> tried = new ArrayList<>();
              for (int k = 0; k < options.jobs() && at + k * size < n; k++) {
                int from = at + k * size;
                int to = Math.min(n, from + size);
                byte[] base = current;
                starts.add(from);
                tried.add(pool.submit(() -> attempt(base, pass, from, to, interesting)));
              }
              int accepted = -1;
              for (int k = 0; k < tried.size(); k++) {
                byte[] made = get(tried.get(k));
                if (made != null && made.length > 0) {
                  tries++;
                }
                if (accepted < 0 && made != null && made.length > 0 && isKept(made)) {
                  accepted = k;
                  current = unwrap(made);
                }
              }
              if (accepted >= 0) {
                kept++;
                changed = true;
                options.improved().accept(current);
                options
                    .progress()
                    .accept(
                        pass.what
                            + ": removed "
                            + Math.min(size, n - starts.get(accepted))
                            + " of "
                            + n
                            + ", "
                            + current.length
                            + " bytes");
                n = pass.count(load(current).module, reader.catalog());
                at = starts.get(accepted);
              } else {
                at += tried.size() * size;
              }
            }
          }
        }
      }
      complete = !changed;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      pool.shutdownNow();
    }
    Loaded end = load(current);
    return new Reduction(
        current,
        document.length,
        current.length,
        instructionsBefore,
        instructions(end.module),
        tries,
        kept,
        complete);
  }

  // A tried candidate comes back as [1, bytes...] when interesting, [0] when not, null when
  // skipped.
  private static boolean isKept(byte[] made) {
    return made[0] == 1;
  }

  private static byte[] unwrap(byte[] made) {
    return java.util.Arrays.copyOfRange(made, 1, made.length);
  }

  private static byte[] get(Future<byte[]> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  private byte[] attempt(
      byte[] base, Pass pass, int from, int to, Predicate<Candidate> interesting) {
    Loaded l = load(base);
    Map<String, Integer> before = messages(l.errors);
    pass.remove(l.module, reader.catalog(), from, to);
    Map<String, Integer> after = messages(reader.validate(l.module, Integer.MAX_VALUE).errors());
    for (Map.Entry<String, Integer> e : after.entrySet()) {
      if (e.getValue() > before.getOrDefault(e.getKey(), 0)) {
        return null;
      }
    }
    byte[] bytes = writer.toBytes(l.module, WriteOptions.version(l.version));
    if (bytes.length >= base.length || Thread.currentThread().isInterrupted()) {
      return null;
    }
    boolean yes = interesting.test(candidate(bytes));
    if (!yes) {
      return new byte[] {0};
    }
    byte[] out = new byte[bytes.length + 1];
    out[0] = 1;
    System.arraycopy(bytes, 0, out, 1, bytes.length);
    return out;
  }

  private static Map<String, Integer> messages(List<Diagnostic> errors) {
    Map<String, Integer> out = new HashMap<>();
    for (Diagnostic d : errors) {
      out.merge(d.message(), 1, Integer::sum);
    }
    return out;
  }

  private Candidate candidate(byte[] bytes) {
    return new Candidate() {
      @Override
      public byte[] bytes() {
        return bytes;
      }

      @Override
      public Module model() {
        return load(bytes).module;
      }
    };
  }

  private record Loaded(Module module, int version, List<Diagnostic> errors) {}

  private Loaded load(byte[] bytes) {
    BirReader.Checked c =
        reader.readChecked(new ByteArrayInputStream(bytes), "candidate", Integer.MAX_VALUE);
    return new Loaded(c.module(), c.version().orElse(2), c.result().errors());
  }

  /** The instructions of {@code m}, structured ones and their bodies included. */
  public static int instructions(Module m) {
    int[] n = {0};
    if (m == null) {
      return 0;
    }
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i) {
            n[0]++;
          }

          @Override
          public boolean visitsContent() {
            return false;
          }
        });
    return n[0];
  }
}
