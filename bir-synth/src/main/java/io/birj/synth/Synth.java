package io.birj.synth;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes a synthetic v2 document, streaming: memory stays bounded by one kernel whatever the size.
 * The document is {@code main} (which calls {@code callee}), as many functions {@code sg0001},
 * {@code sg0002}, ... as the size needs, {@code callee}, and the queues: {@code qSyncIO} with one
 * DMA block per kernel (waited on by its kernel) and {@code qCC} for the collectives. Each kernel's
 * content comes from its own random stream, derived from the seed and its place, so the queues are
 * made after the functions without holding them.
 */
public final class Synth {
  /** Kernels per block, blocks per function. */
  static final int KERNELS_PER_BLOCK = 8;

  static final int BLOCKS_PER_FUNCTION = 4;

  private static final JsonFactory JSON = new JsonFactory();

  private final SynthSpec spec;
  private final Kernels kernels;
  private final Counting counted;
  private final JsonGenerator g;
  private final TreeWriter tree;

  /** The kernels of each function written so far, for the queues. */
  private final List<Integer> kernelsPerFunction = new ArrayList<>();

  private long queueBytes;
  private long kernelCount;
  private long instructions;

  private Synth(SynthSpec spec, OutputStream out) throws IOException {
    this.spec = spec;
    this.kernels = new Kernels(spec.profile().deepExpressions());
    this.counted = new Counting(out);
    this.g = JSON.createGenerator(counted);
    this.tree = new TreeWriter(g, spec.profile().sortsKeys());
  }

  /** Writes the document of {@code spec} to {@code out} (not closed). */
  public static Summary write(SynthSpec spec, OutputStream out) throws IOException {
    Synth s = new Synth(spec, out);
    s.document();
    return new Summary(
        s.counted.count, s.kernelsPerFunction.size() + 1, s.kernelCount, s.instructions);
  }

  private long written() {
    return counted.count + g.getOutputBuffered();
  }

  /** Whether the document needs another kernel: the queues still to come count. */
  private boolean room() {
    return written() + queueBytes < spec.size();
  }

  // ---- the document ------------------------------------------------------------------------

  /** A member whose value is written by code (streamed), not from a tree. */
  private interface Member {
    void write() throws IOException;
  }

  private record Keyed(String key, Member value) {}

  /** Writes an object's members in emit order, or sorted when the profile sorts keys. */
  private void members(List<Keyed> ms) throws IOException {
    List<Keyed> order = new ArrayList<>(ms);
    if (tree.sorted()) {
      order.sort(Comparator.comparing(Keyed::key));
    }
    g.writeStartObject();
    for (Keyed m : order) {
      g.writeFieldName(m.key());
      m.value().write();
    }
    g.writeEndObject();
  }

  private Keyed tree(String key, Object value) {
    return new Keyed(key, () -> tree.value(value));
  }

  private void document() throws IOException {
    members(
        List.of(
            tree("version", 2L),
            tree("arch", "gen3"),
            tree("revision", "v1"),
            tree(
                "attributes",
                new Obj().put("neuron_core_id", 0L).put("previous_pass", "lower_sync")),
            new Keyed("functions", this::functions),
            new Keyed("queues", this::queues),
            tree(
                "call_to_physical_memlocs",
                Obj.of(Kernels.MAIN_CALL, List.of(Kernels.CALLEE_MEMORY)))));
    g.flush();
  }

  private void functions() throws IOException {
    g.writeStartArray();
    int f = 0;
    do {
      function(f == 0 ? "main" : String.format("sg%04d", f), f);
      f++;
    } while (room());
    tree.value(Kernels.callee());
    instructions++;
    g.writeEndArray();
  }

  private void function(String name, int index) throws IOException {
    SplittableRandom rnd = new SplittableRandom(mix(spec.seed(), index, -1));
    int[] count = {0};
    members(
        List.of(
            tree("name", name),
            tree("origin", "Penguin"),
            tree("attributes", List.of("need_dce")),
            tree("allocations", Kernels.allocations(name, rnd)),
            new Keyed("blocks", () -> blocks(name, index, count))));
    kernelsPerFunction.add(count[0]);
  }

  private void blocks(String function, int index, int[] count) throws IOException {
    g.writeStartArray();
    int b = 0;
    boolean more = true;
    while (more) {
      int block = b;
      boolean[] last = {false};
      members(
          List.of(
              tree("name", "Block" + (block + 1)),
              new Keyed(
                  "instructions",
                  () -> {
                    g.writeStartArray();
                    int k = 0;
                    do {
                      kernel(function, index, count[0]++);
                      k++;
                    } while (k < KERNELS_PER_BLOCK && room());
                    last[0] = !room() || block + 1 == BLOCKS_PER_FUNCTION;
                    if (last[0]) {
                      tree.value(
                          Kernels.named("end", index == 0 ? "Halt" : "Return", "SP")
                              .put("ins", List.of())
                              .put("outs", List.of()));
                    } else {
                      tree.value(
                          Kernels.named("br_b" + (block + 1), "UnconditionalBranch", "SP")
                              .put("ins", List.of())
                              .put("outs", List.of())
                              .put("target", "Block" + (block + 2)));
                    }
                    instructions++;
                    g.writeEndArray();
                  })));
      more = !last[0];
      b++;
    }
    g.writeEndArray();
  }

  private void kernel(String function, int index, int k) throws IOException {
    SplittableRandom rnd = new SplittableRandom(mix(spec.seed(), index, k));
    Kernels.Place at = place(function, index, k, rnd);
    for (Obj inst : kernels.kernel(at, rnd)) {
      tree.value(inst);
      instructions += countInstructions(inst);
    }
    kernelCount++;
    queueBytes += sizeOf(Kernels.dmaBlock(at)) + 1;
    if ((kernelCount & 63) == 0) {
      g.flush();
    }
  }

  private static Kernels.Place place(String function, int index, int k, SplittableRandom rnd) {
    long semaphore = k % 16;
    long cycle = 1000L * k + rnd.nextInt(1000);
    return new Kernels.Place(function, k, index == 0, semaphore, cycle);
  }

  private void queues() throws IOException {
    g.writeStartArray();
    members(
        List.of(
            tree("name", Kernels.DMA_QUEUE),
            tree("num_dma_engines", 1L),
            new Keyed("blocks", this::dmaBlocks)));
    tree.value(new Obj().put("name", Kernels.CC_QUEUE).put("num_dma_engines", 2L));
    g.writeEndArray();
  }

  private void dmaBlocks() throws IOException {
    g.writeStartArray();
    for (int f = 0; f < kernelsPerFunction.size(); f++) {
      String function = f == 0 ? "main" : String.format("sg%04d", f);
      int index = f;
      int n = kernelsPerFunction.get(f);
      members(
          List.of(
              tree("name", Kernels.DMA_QUEUE + "_" + function),
              new Keyed(
                  "instructions",
                  () -> {
                    g.writeStartArray();
                    for (int k = 0; k < n; k++) {
                      SplittableRandom rnd = new SplittableRandom(mix(spec.seed(), index, k));
                      Obj dma = Kernels.dmaBlock(place(function, index, k, rnd));
                      tree.value(dma);
                      instructions += countInstructions(dma);
                    }
                    g.writeEndArray();
                  })));
    }
    g.writeEndArray();
  }

  // ---- helpers -------------------------------------------------------------------------------

  private long sizeOf(Obj o) throws IOException {
    Counting sink = new Counting(OutputStream.nullOutputStream());
    try (JsonGenerator s = JSON.createGenerator(sink)) {
      new TreeWriter(s, tree.sorted()).value(o);
    }
    return sink.count;
  }

  /** Instructions in a tree: objects with an {@code opcode}, nested regions included. */
  private static long countInstructions(Object v) {
    long n = 0;
    if (v instanceof Obj o) {
      if (o.keys.contains("opcode")) {
        n++;
      }
      int blocks = o.keys.indexOf("blocks");
      if (blocks >= 0) {
        for (Object b : (List<?>) o.values.get(blocks)) {
          Obj block = (Obj) b;
          for (Object i : (List<?>) block.values.get(block.keys.indexOf("instructions"))) {
            n += countInstructions(i);
          }
        }
      }
    }
    return n;
  }

  /** A seed for the random stream of one place (splitmix64's finalizer over the three). */
  static long mix(long seed, long function, long kernel) {
    long z = seed * 0x9E3779B97F4A7C15L + function * 0xC2B2AE3D27D4EB4FL + kernel;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private static final class Counting extends FilterOutputStream {
    long count;

    Counting(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
      count += len;
    }

    @Override
    public void write(int b) throws IOException {
      out.write(b);
      count++;
    }
  }
}
