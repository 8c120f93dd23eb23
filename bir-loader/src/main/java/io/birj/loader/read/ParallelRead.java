package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.container.Keys;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.JsonFormat;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Instruction;
import io.birj.loader.diagnostics.Problems;
import io.birj.pelican.PelicanContext;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A large JSON document file read on every core. A byte scan ({@link SplitPlan}) finds the
 * instruction arrays of the blocks of functions and queues and cuts them into runs; each run is
 * read on a pool thread, from the file's bytes behind a few bytes that give its parser the run's
 * JSON Pointer, with its lines and columns shifted to the document's; the document's own reader
 * reads the rest, the split arrays left out (their line breaks kept, so every line and column after
 * them is the document's), and the runs' instructions are put in their blocks in order.
 *
 * <p>Only a read without an error is kept: at any error, a version other than the one the runs
 * assumed, or a fault of the scan, the document is read again in one pass ({@link
 * DocumentReader#readWhole}), which reports as it always does. The warnings are handed on in the
 * order a read in one pass finds them: the document's part's up to a split array, the array's
 * runs', and on (no reader warns once per document). So a document reads to the same model and the
 * same diagnostics either way (docs/architecture.md, "Reading in parallel").
 */
public final class ParallelRead {
  /**
   * How a read is split: on {@code threads} threads (1: in one pass), files of {@code fromBytes} or
   * more, runs of about {@code runBytes} (0: about four a thread, at least 256 KiB). An array
   * smaller than 16 KiB (or than a run, when runs are smaller) stays with the document's reader.
   */
  public record Tuning(int threads, long fromBytes, int runBytes) {
    public Tuning {
      if (threads < 1 || fromBytes < 0 || runBytes < 0) {
        throw new IllegalArgumentException(
            "threads must be 1 or more, sizes 0 or more: "
                + threads
                + ", "
                + fromBytes
                + ", "
                + runBytes);
      }
    }

    /**
     * The defaults: every core ({@code -Dbirj.read.threads=N}), files from 32 MiB ({@code
     * -Dbirj.read.parallelFrom=BYTES}).
     */
    public static Tuning defaults() {
      return DEFAULT;
    }

    int runBytesFor(long size) {
      return runBytes > 0 ? runBytes : (int) Math.max(256 << 10, size / (threads * 4L));
    }

    int minArrayBytes() {
      return runBytes > 0 ? Math.min(runBytes, MIN_ARRAY_BYTES) : MIN_ARRAY_BYTES;
    }
  }

  private static final int MIN_ARRAY_BYTES = 16 << 10;

  private static final Tuning DEFAULT =
      new Tuning(
          Math.max(
              1,
              Integer.getInteger("birj.read.threads", Runtime.getRuntime().availableProcessors())),
          Math.max(0, Long.getLong("birj.read.parallelFrom", 32L << 20)),
          0);

  /** What closes a run's array, block, blocks, function, functions and document. */
  private static final byte[] SUFFIX = "]}]}]}".getBytes(StandardCharsets.US_ASCII);

  /** The tokens of a run's prefix besides its placeholders (three per level of the pointer). */
  private static final int PREFIX_TOKENS = 9;

  private final DocumentBytes doc;
  private final DocumentReader.Config config;
  private final PelicanContext pelican;
  private final AtomicBoolean abandoned = new AtomicBoolean();

  /** Another document is being read: this one is read in one pass. */
  private static final class Crowded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Crowded() {
      super(null, null, false, false);
    }
  }

  /** Readers of runs not in use: a run takes one (or makes one) and puts it back. */
  private final Queue<RunReader> idle = new ConcurrentLinkedQueue<>();

  /** A reader of runs, and where its findings go. */
  private record RunReader(DocumentReader reader, Problems found) {}

  /**
   * The threads runs are read on, one pool per size for the whole process (daemons, like the common
   * pool's): documents read at once share it, so their runs never take more threads than the cores.
   */
  private static final Map<Integer, ExecutorService> POOLS = new ConcurrentHashMap<>();

  private static ExecutorService pool(int threads) {
    return POOLS.computeIfAbsent(
        threads,
        n ->
            Executors.newFixedThreadPool(
                n,
                r -> {
                  Thread t = new Thread(r, "birj-read");
                  t.setDaemon(true);
                  return t;
                }));
  }

  private ParallelRead(DocumentBytes doc, DocumentReader.Config config) {
    this.doc = doc;
    this.config = config;
    this.pelican = DocumentReader.newPelican(config);
  }

  /** The document read in parallel as {@code config} says, or {@code null}: read it in one pass. */
  static DocumentReader.Result read(
      DocumentSource source, DocumentFormat format, DocumentReader.Config config, Problems problems)
      throws IOException {
    Tuning tuning = config.parallel();
    Path file = source.file();
    if (format != JsonFormat.INSTANCE || file == null || tuning.threads() < 2) {
      return null;
    }
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = ch.size();
      if (size < tuning.fromBytes() || size > Integer.MAX_VALUE) {
        return null;
      }
      return new ParallelRead(DocumentBytes.of(ch, (int) size), config)
          .run(source, problems, tuning);
    }
  }

  private DocumentReader.Result run(DocumentSource source, Problems problems, Tuning tuning)
      throws IOException {
    ExecutorService pool = pool(tuning.threads());
    try {
      // The runs start as the scan finds their arrays, once the version they assume is known (a
      // writer that sorts keys puts it after the functions: then at the scan's end).
      List<List<Future<Run>>> runs = new ArrayList<>();
      List<SplitPlan.Array> waiting = new ArrayList<>();
      int[] assumed = {SplitPlan.NO_VERSION};
      SplitPlan plan;
      try {
        plan =
            SplitPlan.scan(
                doc,
                tuning.runBytesFor(doc.size()),
                tuning.minArrayBytes(),
                (a, versionSoFar) -> {
                  if (runs.isEmpty() && DocumentReader.othersBeingRead()) {
                    // Documents read at once started together: whichever was first to count
                    // itself alone still reads in one pass, before any run starts.
                    throw new Crowded();
                  }
                  waiting.add(a);
                  if (assumed[0] == SplitPlan.NO_VERSION
                      && (versionSoFar == 1 || versionSoFar == 2)) {
                    assumed[0] = versionSoFar;
                  }
                  if (assumed[0] != SplitPlan.NO_VERSION) {
                    start(pool, waiting, assumed[0], runs);
                  }
                });
      } catch (IOException | Crowded e) {
        return null; // the read in one pass reports it, or reads among the others
      }
      if (plan == null || (plan.version() != 1 && plan.version() != 2)) {
        return null;
      }
      if (assumed[0] == SplitPlan.NO_VERSION) {
        assumed[0] = plan.version();
        start(pool, waiting, assumed[0], runs);
      }
      if (assumed[0] != plan.version()) {
        return null;
      }
      Problems found = Problems.collecting(1);
      SplitArrays arrays = new SplitArrays(plan, found);
      DocumentReader.Result read;
      try (InputStream in = skeleton(doc, plan.arrays());
          JsonParser parser =
              DocumentReader.parser(JsonFormat.INSTANCE, in, config.constraints())) {
        read = DocumentReader.readAround(parser, source, config, found, pelican, arrays);
      } catch (RuntimeException | IOException e) {
        // An error (the collector stops at the first), malformed bytes, or a fault: read again.
        return null;
      }
      if (found.errorCount() > 0
          || read.module() == null
          || read.version().orElse(-1) != plan.version()
          || !arrays.allMet()) {
        return null;
      }
      // The warnings in the order of a read in one pass: the document's part's up to each split
      // array, then its runs', then on.
      List<Diagnostic> warnings = new ArrayList<>();
      List<Diagnostic> around = found.diagnostics();
      int taken = 0;
      for (int i = 0; i < runs.size(); i++) {
        List<Instruction> all = new ArrayList<>();
        warnings.addAll(around.subList(taken, arrays.warningsBefore(i)));
        taken = arrays.warningsBefore(i);
        for (Future<Run> f : runs.get(i)) {
          Run part = result(f);
          if (part == null) {
            return null;
          }
          all.addAll(part.instructions());
          warnings.addAll(part.warnings());
        }
        arrays.block(i).setInstructions(all);
      }
      warnings.addAll(around.subList(taken, around.size()));
      for (Diagnostic d : warnings) {
        problems.warn(d);
      }
      return read;
    } finally {
      // Runs not yet started find the read abandoned at their first bytes.
      abandoned.set(true);
    }
  }

  /** Starts reading the runs of the {@code waiting} arrays, assuming {@code version}. */
  private void start(
      ExecutorService pool,
      List<SplitPlan.Array> waiting,
      int version,
      List<List<Future<Run>>> runs) {
    for (SplitPlan.Array a : waiting) {
      List<Future<Run>> of = new ArrayList<>(a.runs().size());
      for (SplitPlan.Run r : a.runs()) {
        of.add(pool.submit(() -> readRun(r, version)));
      }
      runs.add(of);
    }
    waiting.clear();
  }

  /** A run's instructions and warnings, or {@code null} when its read failed. */
  private static Run result(Future<Run> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      return null;
    }
  }

  /** What a run's reader read: its instructions, and its warnings in their order. */
  private record Run(List<Instruction> instructions, List<Diagnostic> warnings) {}

  /** One run read, or {@code null} when its reader found an error. */
  private Run readRun(SplitPlan.Run run, int version) throws IOException {
    if (abandoned.get()) {
      return null;
    }
    byte[] prefix = prefix(run);
    InputStream in =
        new SequenceInputStream(
            new ByteArrayInputStream(prefix),
            new SequenceInputStream(
                doc.range(run.start(), run.end(), abandoned::get),
                new ByteArrayInputStream(SUFFIX)));
    try (in;
        JsonParser parser =
            DuplicateKeys.wrap(
                JsonFormat.INSTANCE.createParser(in, config.constraints()),
                run.line(),
                run.column() - 1 - prefix.length,
                (long) run.start() - prefix.length)) {
      int skip = PREFIX_TOKENS + run.function() + run.block() + run.first();
      for (int k = 0; k < skip; k++) {
        parser.nextToken();
      }
      RunReader r = idle.poll();
      if (r == null) {
        Problems found = Problems.collecting(1);
        r = new RunReader(DocumentReader.runReader(parser, config, found, pelican, version), found);
      }
      int before = r.found().diagnostics().size();
      List<Instruction> out = r.reader().readRun(parser);
      List<Diagnostic> all = r.found().diagnostics();
      if (r.found().errorCount() > 0 || out.size() != run.count()) {
        return null; // the reader stays as the error left it, and is not used again
      }
      // Taken before the reader goes back: another thread may take it for the next run at once,
      // and that run's warnings go on the same list.
      List<Diagnostic> warnings = List.copyOf(all.subList(before, all.size()));
      idle.add(r);
      return new Run(out, warnings);
    } catch (Problems.LimitReached e) {
      return null;
    }
  }

  /**
   * What puts a run's parser where its first element is in the document: the pointer's path, {@code
   * /functions/F/blocks/B/instructions/E} (or a queue's), each index made by as many placeholders
   * before.
   */
  private static byte[] prefix(SplitPlan.Run run) {
    StringBuilder s =
        new StringBuilder(64 + 2 * (run.function() + run.block() + run.first()))
            .append("{\"")
            .append(run.holder())
            .append("\":[");
    placeholders(s, run.function());
    s.append("{\"blocks\":[");
    placeholders(s, run.block());
    s.append("{\"instructions\":[");
    placeholders(s, run.first());
    return s.toString().getBytes(StandardCharsets.US_ASCII);
  }

  private static void placeholders(StringBuilder s, int n) {
    for (int i = 0; i < n; i++) {
      s.append("0,");
    }
  }

  /** Which block each split array belongs to, as the document's reader meets them. */
  public static final class SplitArrays {
    private final Map<Long, Integer> byPlace = new HashMap<>();
    private final BasicBlock[] blocks;
    private final int[] warningsBefore;
    private final Problems found;
    private int met;

    SplitArrays(SplitPlan plan, Problems found) {
      this.found = found;
      blocks = new BasicBlock[plan.arrays().size()];
      warningsBefore = new int[blocks.length];
      for (int i = 0; i < blocks.length; i++) {
        SplitPlan.Array a = plan.arrays().get(i);
        byPlace.put(place(a.holder(), a.function(), a.block()), i);
      }
    }

    private static long place(String holder, int function, int block) {
      return ((long) SplitPlan.HOLDERS.indexOf(holder) << 56) | ((long) function << 28) | block;
    }

    /**
     * The document's reader is on the start of {@code block}'s instruction array: one of the split
     * ones when it is {@code /functions/F/blocks/B/instructions} or a queue's.
     */
    void met(BasicBlock block, JsonParser p) {
      JsonStreamContext blockObject = p.getParsingContext().getParent();
      JsonStreamContext blockList = blockObject == null ? null : blockObject.getParent();
      JsonStreamContext function = blockList == null ? null : blockList.getParent();
      JsonStreamContext functions = function == null ? null : function.getParent();
      JsonStreamContext document = functions == null ? null : functions.getParent();
      if (document == null
          || !document.inObject()
          || document.getParent() == null
          || !document.getParent().inRoot()
          || !SplitPlan.HOLDERS.contains(document.getCurrentName())
          || !Keys.BLOCKS.equals(function.getCurrentName())) {
        return;
      }
      Integer i =
          byPlace.get(
              place(
                  document.getCurrentName(),
                  functions.getCurrentIndex(),
                  blockList.getCurrentIndex()));
      if (i != null && blocks[i] == null) {
        blocks[i] = block;
        warningsBefore[i] = found.diagnostics().size();
        met++;
      }
    }

    /** How many warnings the document's reader had found when it met split array {@code i}. */
    int warningsBefore(int i) {
      return warningsBefore[i];
    }

    boolean allMet() {
      return met == blocks.length;
    }

    BasicBlock block(int i) {
      return blocks[i];
    }
  }

  /**
   * The document without its split arrays' elements: in place of each, as many line breaks as they
   * span and the spaces that put the closing bracket in its column, so every line and column the
   * document's reader sees is the document's (its byte offsets are not, and are not used).
   */
  private static InputStream skeleton(DocumentBytes doc, List<SplitPlan.Array> arrays) {
    return new DocumentBytes.Input() {
      private int pos;
      private int next;
      private int breaks;
      private int spaces;

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
          if (breaks > 0) {
            b[off + n++] = '\n';
            breaks--;
          } else if (spaces > 0) {
            int k = Math.min(spaces, len - n);
            java.util.Arrays.fill(b, off + n, off + n + k, (byte) ' ');
            n += k;
            spaces -= k;
          } else if (next < arrays.size() && pos == arrays.get(next).firstElement()) {
            SplitPlan.Array a = arrays.get(next++);
            breaks = a.breaks();
            spaces = a.spaces();
            pos = a.close();
          } else {
            int end = next < arrays.size() ? arrays.get(next).firstElement() : doc.size();
            int k = Math.min(len - n, end - pos);
            if (k <= 0) {
              break;
            }
            doc.get(pos, b, off + n, k);
            pos += k;
            n += k;
          }
        }
        return n == 0 && len > 0 ? -1 : n;
      }
    };
  }
}
