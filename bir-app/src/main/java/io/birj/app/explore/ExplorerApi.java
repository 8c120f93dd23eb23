package io.birj.app.explore;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.Allocation;
import io.birj.api.model.ApOperand;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SyncInfo;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.BirReader;
import io.birj.pelican.ExprPrinter;
import io.birj.verify.Footprints;
import io.birj.verify.Verifier;
import io.birj.verify.report.CheckReport;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Footprint;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * The explorer page's JSON API over one loaded document (and, for a diff, the one it is compared
 * with): each slice is cut from a {@link DocumentIndex} built once, so no answer holds the whole
 * document. The one place the slices are computed: the {@code bir explore} server, the service and
 * the {@code --html} export all answer through {@link #answer}.
 */
public final class ExplorerApi {
  /** The slices, as the page asks for them: {@code api/<slice>?<query>}. */
  public static final List<String> SLICES =
      List.of(
          "summary",
          "verdict",
          "findings",
          "tree",
          "instructions",
          "instruction",
          "graph",
          "memory",
          "diff");

  /** A page of the instruction table at most. */
  public static final int MAX_PAGE = 2000;

  /** A graph's nodes at most: beyond, the page lays out the first ones and says so. */
  public static final int MAX_GRAPH_NODES = 1500;

  /** Differences kept at most. */
  public static final int MAX_DIFFERENCES = 10_000;

  private static final int MAX_EXPR_CHARS = 400;
  private static final JsonFactory JSON = new JsonFactory();

  private final String name;
  private final DocumentIndex index;
  private final Module old;
  private final String oldName;
  private final Verifier verifier;
  private final CompletableFuture<CheckResult> verdict;
  private final java.util.concurrent.atomic.AtomicBoolean verdictStarted =
      new java.util.concurrent.atomic.AtomicBoolean();
  private volatile List<SemanticDiff.Difference> differences;
  private volatile int[] differingInstructions;
  private Filtered lastFilter;
  private final Object footprintsLock = new Object();
  private Footprints footprints;

  private ExplorerApi(
      String name, Module m, String oldName, Module old, Verifier verifier, boolean checkNow) {
    this.name = name;
    this.index = DocumentIndex.of(m);
    this.old = old;
    this.oldName = oldName;
    this.verifier = java.util.Objects.requireNonNull(verifier, "verifier");
    this.verdict = new CompletableFuture<>();
    if (checkNow) {
      verdict.complete(verifier.check(m));
    }
  }

  // The verifier may take longer than the overview may wait: it starts when the page first asks
  // for the verdict (once the overview is drawn) and runs beside the page.
  private CompletableFuture<CheckResult> verdict() {
    if (verdictStarted.compareAndSet(false, true) && !verdict.isDone()) {
      Module m = index.module;
      daemon("birj-explorer-verify")
          .execute(
              () -> {
                try {
                  verdict.complete(verifier.check(m));
                } catch (RuntimeException | Error e) {
                  verdict.completeExceptionally(e);
                }
              });
    }
    return verdict;
  }

  /** The explorer of one document; its verdict is computed in the background when first asked. */
  public static ExplorerApi of(String name, Module m) {
    return of(name, m, Verifier.standard());
  }

  /**
   * As {@link #of(String, Module)}, the verdict and findings {@code verifier}'s (its limits): a
   * caller with a smaller time budget than {@code bir check}'s, such as a fuzz target, bounds the
   * verifier's work in those slices.
   */
  public static ExplorerApi of(String name, Module m, Verifier verifier) {
    return new ExplorerApi(name, m, null, null, verifier, false);
  }

  /** The explorer of {@code newer}, with its differences from {@code older}. */
  public static ExplorerApi diff(String olderName, Module older, String newerName, Module newer) {
    return diff(olderName, older, newerName, newer, Verifier.standard());
  }

  /** As {@link #diff(String, Module, String, Module)}, the verdict {@code verifier}'s. */
  public static ExplorerApi diff(
      String olderName, Module older, String newerName, Module newer, Verifier verifier) {
    return new ExplorerApi(newerName, newer, olderName, older, verifier, false);
  }

  /** As {@link #of} or {@link #diff}, with the verdict computed now (for a page made once). */
  static ExplorerApi complete(String name, Module m, String oldName, Module old) {
    return new ExplorerApi(name, m, oldName, old, Verifier.standard(), true);
  }

  int instructionCount() {
    return index.size();
  }

  int blockCount() {
    return index.blocks.size();
  }

  int nodeCount() {
    return index.nodes.size();
  }

  /** The index of a tree node's first instruction (its instructions come in document order). */
  int nodeFirst(int node) {
    return index.nodes.get(node).first;
  }

  /** The function (or queue) node instruction {@code i} is in. */
  int holderOf(int i) {
    return index.holderOf[i];
  }

  int blockFirst(int block) {
    return index.blocks.get(block).first;
  }

  boolean hasDiff() {
    return old != null;
  }

  /** A request the API does not understand: what and where, for a 400 answer. */
  public static final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadRequest(String message) {
      super(message);
    }
  }

  /**
   * The answer to {@code slice} with {@code query}, as JSON.
   *
   * @throws BadRequest for an unknown slice or a bad parameter
   */
  public byte[] answer(String slice, Map<String, String> query) {
    return json(
        g -> {
          switch (slice) {
            case "summary" -> summary(g);
            case "verdict" -> verdict(g);
            case "findings" -> findings(g);
            case "tree" -> tree(g, intParam(query, "node", 0, index.nodes.size() - 1));
            case "instructions" -> instructions(g, query, MAX_PAGE);
            case "instruction" -> instruction(g, intParam(query, "i", 0, index.size() - 1));
            case "graph" -> graph(g, intParam(query, "block", 0, index.blocks.size() - 1));
            case "memory" -> memory(g, query, null);
            case "diff" -> diff(g);
            default -> throw new BadRequest("no slice \"" + slice + "\" (slices: " + SLICES + ")");
          }
        });
  }

  private static int intParam(Map<String, String> q, String key, int min, int max) {
    String v = q.get(key);
    if (v == null) {
      throw new BadRequest("parameter " + key + " is missing");
    }
    try {
      int n = Integer.parseInt(v);
      if (n < min || n > max) {
        throw new BadRequest("parameter " + key + "=" + v + " is outside " + min + ".." + max);
      }
      return n;
    } catch (NumberFormatException e) {
      throw new BadRequest("parameter " + key + "=" + v + " is not a number");
    }
  }

  /**
   * The summary slice of the document {@code in} holds, from a skim of its tokens ({@link
   * OverviewSkim}): what a server answers while the document is still being read, marked {@code
   * "reading": true}. {@code comparedWith} is the name of the document it is compared with, or
   * null.
   *
   * @throws IOException when the bytes are not a document's tokens
   */
  static byte[] skimmedSummary(String name, String comparedWith, InputStream in, BirReader reader)
      throws IOException {
    Overview o = OverviewSkim.of(in, reader);
    return json(g -> summary(g, name, comparedWith, o, true));
  }

  /**
   * As {@link #skimmedSummary(String, String, InputStream, BirReader)} on a thread of its own, over
   * the stream {@code open} opens (and the skim closes): it runs beside the read of the document.
   */
  public static CompletableFuture<byte[]> skimmedSummary(
      String name, String comparedWith, Callable<InputStream> open, BirReader reader) {
    CompletableFuture<byte[]> summary = new CompletableFuture<>();
    daemon("birj-explorer-skim")
        .execute(
            () -> {
              try (InputStream in = open.call()) {
                summary.complete(skimmedSummary(name, comparedWith, in, reader));
              } catch (Exception e) {
                summary.completeExceptionally(e);
              }
            });
    return summary;
  }

  private void summary(JsonGenerator g) throws IOException {
    summary(g, name, old == null ? null : oldName, index.overview, false);
  }

  private static void summary(
      JsonGenerator g, String name, String comparedWith, Overview o, boolean reading)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("name", name);
    if (comparedWith != null) {
      g.writeStringField("comparedWith", comparedWith);
    }
    if (reading) {
      g.writeBooleanField("reading", true);
    }
    // No version: only the expression read dispatch asks a Module for it (bir-guards).
    g.writeStringField("arch", o.arch());
    g.writeStringField("revision", o.revision());
    g.writeNumberField("functions", o.functions());
    g.writeNumberField("queues", o.queues());
    g.writeNumberField("blocks", o.blocks());
    g.writeNumberField("regions", o.regions());
    g.writeNumberField("instructions", o.instructions());
    counts(g, "byOpcode", o.byOpcode());
    counts(g, "byEngine", o.byEngine());
    g.writeEndObject();
  }

  private static void counts(JsonGenerator g, String key, Map<String, Integer> counts)
      throws IOException {
    g.writeArrayFieldStart(key);
    List<Map.Entry<String, Integer>> sorted =
        counts.entrySet().stream()
            .sorted(
                Map.Entry.<String, Integer>comparingByValue()
                    .reversed()
                    .thenComparing(Map.Entry.comparingByKey()))
            .toList();
    for (Map.Entry<String, Integer> e : sorted) {
      g.writeStartObject();
      g.writeStringField("key", e.getKey());
      g.writeNumberField("count", e.getValue());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private void verdict(JsonGenerator g) throws IOException {
    CompletableFuture<CheckResult> verdict = verdict();
    g.writeStartObject();
    if (!verdict.isDone()) {
      g.writeStringField("state", "running");
    } else if (verdict.isCompletedExceptionally()) {
      g.writeStringField("state", "failed");
      g.writeStringField("message", String.valueOf(verdict.handle((r, e) -> e).join()));
    } else {
      CheckResult r = verdict.join();
      g.writeStringField("state", "done");
      g.writeStringField("verdict", r.verdict().spelling());
      g.writeNumberField("findings", r.findings().size());
      g.writeNumberField("undecided", r.undecided().size());
      g.writeNumberField("instances", r.coverage().instances());
      g.writeNumberField("accesses", r.coverage().accesses());
      g.writeNumberField("findingsOmitted", r.coverage().findingsOmitted());
    }
    g.writeEndObject();
  }

  // The findings as bir check --json writes them, each place with the instruction it is in (-1:
  // none), which the page links to.
  private void findings(JsonGenerator g) throws IOException {
    CheckReport.write(
        g,
        verdict().join(),
        (out, pointer) ->
            out.writeNumberField(
                "instruction", pointer == null ? -1 : index.instructionAt(pointer)));
  }

  private void tree(JsonGenerator g, int id) throws IOException {
    DocumentIndex.Node n = index.nodes.get(id);
    g.writeStartObject();
    // The node's own "children" is the list below, not its count: a key said twice is read
    // differently by different parsers (the first or the last).
    node(g, n, false);
    g.writeArrayFieldStart("children");
    for (int c : n.children) {
      g.writeStartObject();
      node(g, index.nodes.get(c), true);
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private void node(JsonGenerator g, DocumentIndex.Node n, boolean childCount) throws IOException {
    g.writeNumberField("id", n.id);
    g.writeStringField("kind", n.kind);
    g.writeStringField("name", n.name);
    g.writeStringField("pointer", n.at.toString());
    g.writeNumberField("parent", n.parent);
    g.writeNumberField("block", n.block);
    g.writeNumberField("instruction", n.instruction);
    g.writeNumberField("first", n.first);
    g.writeNumberField("count", n.count);
    if (childCount) {
      g.writeNumberField("children", n.children.size());
    }
  }

  /** One filter and sort of the table, kept so that the pages of one view are not recomputed. */
  private record Filtered(String key, int[] rows) {}

  /** The table's first {@code count} rows in document order, past the page limit (the export). */
  byte[] rows(int count) {
    return json(g -> instructions(g, Map.of("limit", "" + count), count));
  }

  private void instructions(JsonGenerator g, Map<String, String> q, int maxPage)
      throws IOException {
    int offset = Math.max(0, parse(q.get("offset"), 0));
    int limit = Math.min(maxPage, Math.max(0, parse(q.get("limit"), 100)));
    int[] rows = filtered(q);
    g.writeStartObject();
    g.writeNumberField("total", rows.length);
    g.writeNumberField("offset", offset);
    // find=i: where instruction i's row is in this order (-1: filtered out), so that the page can
    // scroll its table, which holds only the pages on screen, to an instruction selected elsewhere.
    if (q.containsKey("find")) {
      int i = intParam(q, "find", 0, index.size() - 1);
      int position = -1;
      for (int k = 0; k < rows.length && position < 0; k++) {
        position = rows[k] == i ? k : -1;
      }
      g.writeNumberField("position", position);
    }
    g.writeArrayFieldStart("rows");
    int[] changed = changedInstructions();
    for (int k = offset; k < Math.min(rows.length, offset + limit); k++) {
      row(g, rows[k], changed);
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  /**
   * Opens instruction {@code i}'s object with the members that say which it is, the same in a row,
   * in the detail and in a graph node: {@code i}, {@code name}, {@code opcode}, {@code engine}.
   */
  private Instruction startInstruction(JsonGenerator g, int i) throws IOException {
    Instruction in = index.instruction(i);
    g.writeStartObject();
    g.writeNumberField("i", i);
    g.writeStringField("name", in.name());
    g.writeStringField("opcode", in.opcode());
    g.writeStringField("engine", in.engine());
    return in;
  }

  /** {@code "changed": true} when instruction {@code i} is among {@code changed} (sorted). */
  private static void changedFlag(JsonGenerator g, int i, int[] changed) throws IOException {
    if (changed != null && Arrays.binarySearch(changed, i) >= 0) {
      g.writeBooleanField("changed", true);
    }
  }

  private void row(JsonGenerator g, int i, int[] changed) throws IOException {
    Instruction in = startInstruction(g, i);
    g.writeNumberField("block", index.blockOf[i]);
    g.writeStringField("blockName", blockName(i));
    String op = DocumentIndex.debugText(in, "op_name");
    if (op != null) {
      g.writeStringField("op", op);
    }
    changedFlag(g, i, changed);
    g.writeEndObject();
  }

  private String blockName(int i) {
    int b = index.blockOf[i];
    return b < 0 ? null : index.blocks.get(b).name;
  }

  private static int parse(String v, int otherwise) {
    if (v == null || v.isEmpty()) {
      return otherwise;
    }
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new BadRequest("\"" + v + "\" is not a number");
    }
  }

  private synchronized int[] filtered(Map<String, String> q) {
    String opcode = blankToNull(q.get("opcode"));
    String engine = blankToNull(q.get("engine"));
    String name = lower(q.get("name"));
    String text = lower(q.get("text"));
    String sort = q.getOrDefault("sort", "index");
    boolean desc = "desc".equals(q.get("dir"));
    int block = parse(q.get("block"), -1);
    String key = opcode + "\0" + engine + "\0" + name + "\0" + text + "\0" + sort + desc + block;
    Filtered last = lastFilter;
    if (last != null && last.key.equals(key)) {
      return last.rows;
    }
    IntPredicate keep =
        i -> {
          Instruction in = index.instruction(i);
          return (opcode == null || opcode.equals(in.opcode()))
              && (engine == null || engine.equals(in.engine()))
              && (block < 0 || index.blockOf[i] == block)
              && (name == null || contains(in.name(), name))
              && (text == null || matchesText(i, in, text));
        };
    IntStream s = IntStream.range(0, index.size()).filter(keep);
    Comparator<Integer> order =
        switch (sort) {
          case "index" -> null;
          case "name" -> Comparator.comparing(i -> String.valueOf(index.instruction(i).name()));
          case "opcode" -> Comparator.comparing(i -> String.valueOf(index.instruction(i).opcode()));
          case "engine" -> Comparator.comparing(i -> String.valueOf(index.instruction(i).engine()));
          default ->
              throw new BadRequest("sort=" + sort + " is not one of index, name, opcode, engine");
        };
    int[] rows;
    if (order == null) {
      rows = s.toArray();
      if (desc) {
        reverse(rows);
      }
    } else {
      Comparator<Integer> o = order.thenComparingInt(i -> i);
      rows = s.boxed().sorted(desc ? o.reversed() : o).mapToInt(Integer::intValue).toArray();
    }
    lastFilter = new Filtered(key, rows);
    return rows;
  }

  private static void reverse(int[] a) {
    for (int l = 0, r = a.length - 1; l < r; l++, r--) {
      int t = a[l];
      a[l] = a[r];
      a[r] = t;
    }
  }

  // The text filter looks where a person would: the names, the opcode, the engine, the block and
  // the source place.
  private boolean matchesText(int i, Instruction in, String text) {
    return contains(in.name(), text)
        || contains(in.opcode(), text)
        || contains(in.engine(), text)
        || contains(blockName(i), text)
        || contains(DocumentIndex.debugText(in, "op_name"), text)
        || contains(DocumentIndex.debugText(in, "filename"), text);
  }

  private static boolean contains(String s, String lowerNeedle) {
    return s != null && s.toLowerCase(Locale.ROOT).contains(lowerNeedle);
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }

  private static String lower(String s) {
    return s == null || s.isBlank() ? null : s.toLowerCase(Locale.ROOT);
  }

  private void instruction(JsonGenerator g, int i) throws IOException {
    Instruction in = startInstruction(g, i);
    g.writeStringField("pointer", index.pointers.get(i).toString());
    g.writeNumberField("block", index.blockOf[i]);
    g.writeStringField("blockName", blockName(i));
    g.writeStringField("holder", index.nodes.get(index.holderOf[i]).name);
    g.writeNumberField("holderNode", index.holderOf[i]);
    if (in.engineId() != null) {
      g.writeNumberField("engineId", in.engineId());
    }
    if (in.scheduledStart() != null) {
      g.writeNumberField("scheduledStart", in.scheduledStart());
    }
    if (in.scheduledEnd() != null) {
      g.writeNumberField("scheduledEnd", in.scheduledEnd());
    }
    if (in.queue() != null) {
      g.writeStringField("queue", in.queue().name());
    }
    if (in instanceof Loop l && l.axis() != null) {
      g.writeStringField(
          "loop",
          l.axis().name()
              + " in ["
              + l.axis().lb()
              + ", "
              + l.axis().ub()
              + ") step "
              + l.axis().stride());
    }
    g.writeObjectFieldStart("debug");
    for (String k : List.of("filename", "lineno", "op_name")) {
      String v = DocumentIndex.debugText(in, k);
      if (v != null) {
        g.writeStringField(k, v);
      }
    }
    g.writeEndObject();
    g.writeArrayFieldStart("operands");
    operands(g, i, "ins", in.ins());
    operands(g, i, "indirection_ins", in.indirectionIns());
    operands(g, i, "outs", in.outs());
    g.writeEndArray();
    edges(g, "dependsOn", index.dependencies(i), true);
    edges(g, "dependents", index.dependents(i), false);
    sync(g, in.syncInfo());
    g.writeEndObject();
  }

  private void operands(JsonGenerator g, int i, String role, List<Operand> ops) throws IOException {
    if (ops == null) {
      return;
    }
    for (int k = 0; k < ops.size(); k++) {
      Operand o = ops.get(k);
      g.writeStartObject();
      g.writeStringField("role", role);
      g.writeNumberField("index", k);
      g.writeStringField("pointer", index.pointers.get(i).with(role, k));
      g.writeStringField("kind", o.kind());
      g.writeStringField("dtype", o.dtype());
      if (o instanceof ApOperand ap) {
        if (ap.memsetref() != null) {
          g.writeStringField("memset", ap.memsetref().name());
        }
        if (ap.memref() != null) {
          g.writeStringField("memref", ap.memref().name());
        }
        AccessPattern pattern = ap.ap();
        if (pattern != null) {
          g.writeArrayFieldStart("ap");
          for (AccessPattern.Pair p : pattern.pairs()) {
            g.writeStartArray();
            g.writeNumber(p.step());
            g.writeNumber(p.num());
            g.writeEndArray();
          }
          g.writeEndArray();
        }
        if (ap.accessShape() != null) {
          g.writeArrayFieldStart("accessShape");
          for (Long n : ap.accessShape()) {
            g.writeNumber(n);
          }
          g.writeEndArray();
        }
        if (o instanceof PhysicalAp p && p.offset() != null) {
          g.writeNumberField("offset", p.offset());
        }
        if (o instanceof SymbolicAp s && s.addrs() != null) {
          g.writeArrayFieldStart("exprs");
          for (QuasiAffineExpr e : s.addrs()) {
            g.writeString(ExprPrinter.printAbbreviated(e.expr(), MAX_EXPR_CHARS));
          }
          g.writeEndArray();
        }
      }
      g.writeEndObject();
    }
  }

  private void edges(JsonGenerator g, String key, List<DocumentIndex.Edge> edges, boolean from)
      throws IOException {
    g.writeArrayFieldStart(key);
    for (DocumentIndex.Edge e : edges) {
      int other = from ? e.from() : e.to();
      g.writeStartObject();
      g.writeNumberField("i", other);
      g.writeStringField("name", index.instruction(other).name());
      g.writeStringField("opcode", index.instruction(other).opcode());
      g.writeStringField("kind", e.kind());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void sync(JsonGenerator g, SyncInfo s) throws IOException {
    g.writeArrayFieldStart("semaphores");
    if (s != null) {
      if (s.onWait() != null) {
        for (SyncInfo.Wait w : s.onWait()) {
          g.writeString(
              "wait id "
                  + w.id()
                  + " for "
                  + w.waitValue()
                  + (w.from() == null ? "" : " from " + w.from().name()));
        }
      }
      if (s.onUpdate() != null) {
        for (SyncInfo.Update u : s.onUpdate()) {
          g.writeString("update id " + u.id() + " by " + u.updateValue());
        }
      }
    }
    g.writeEndArray();
  }

  private void graph(JsonGenerator g, int block) throws IOException {
    int[] members = index.blockInstructions[block];
    int shown = Math.min(members.length, MAX_GRAPH_NODES);
    int[] sorted = Arrays.copyOf(members, shown);
    g.writeStartObject();
    g.writeNumberField("block", block);
    g.writeStringField("name", index.blocks.get(block).name);
    g.writeStringField("pointer", index.blocks.get(block).at.toString());
    g.writeNumberField("instructions", members.length);
    g.writeNumberField("shown", shown);
    g.writeArrayFieldStart("nodes");
    int[] changed = changedInstructions();
    for (int i : sorted) {
      startInstruction(g, i);
      changedFlag(g, i, changed);
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("edges");
    for (int i : sorted) {
      for (DocumentIndex.Edge e : index.dependencies(i)) {
        if (Arrays.binarySearch(sorted, e.from()) >= 0) {
          g.writeStartObject();
          g.writeNumberField("from", e.from());
          g.writeNumberField("to", e.to());
          g.writeStringField("kind", e.kind());
          g.writeEndObject();
        }
      }
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  /**
   * The values an export holds once: each distinct touch and problem of the footprints it embeds,
   * as JSON text, numbered in the order met. A page's memory views repeat them a great deal (a
   * kernel's footprints in every function that holds it, a bounding range in every instance, a
   * problem's message in every iteration).
   */
  static final class Shared {
    private final Map<String, Integer> ids = new java.util.LinkedHashMap<>();

    private int id(String json) {
      return ids.computeIfAbsent(json, k -> ids.size());
    }

    /** The values, by their numbers. */
    java.util.Collection<String> values() {
      return ids.keySet();
    }
  }

  /**
   * The memory slice of instruction {@code i} without its function's locations, each touch and
   * problem of its footprints given by its number in {@code shared} (the export's form).
   */
  byte[] footprints(int i, Shared shared) {
    return json(g -> memory(g, Map.of("i", "" + i, "locations", "false"), shared));
  }

  private void memory(JsonGenerator g, Map<String, String> q, Shared shared) throws IOException {
    int i = q.containsKey("i") ? intParam(q, "i", 0, index.size() - 1) : -1;
    int holder = i >= 0 ? index.holderOf[i] : intParam(q, "node", 0, index.nodes.size() - 1);
    String holderName = index.nodes.get(holder).name;
    Function f =
        "function".equals(index.nodes.get(holder).kind) ? index.module.function(holderName) : null;
    g.writeStartObject();
    g.writeStringField("function", holderName);
    g.writeNumberField("node", holder);
    // locations=false: the footprints alone, for a page that holds each function's locations once.
    boolean locations = !"false".equals(q.get("locations"));
    if (locations) {
      g.writeArrayFieldStart("locations");
    }
    if (locations && f != null && f.allocations() != null) {
      for (Allocation a : f.allocations()) {
        if (a instanceof MemoryLocationSet set) {
          for (MemoryLocation ml : set.memoryLocations()) {
            location(g, set, ml);
          }
        } else if (a instanceof MemoryLocation ml) {
          location(g, null, ml);
        }
      }
    }
    if (locations) {
      g.writeEndArray();
    }
    g.writeArrayFieldStart("footprints");
    if (i >= 0) {
      Instruction in = index.instruction(i);
      footprints(g, i, "ins", in.ins(), shared);
      footprints(g, i, "indirection_ins", in.indirectionIns(), shared);
      footprints(g, i, "outs", in.outs(), shared);
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void location(JsonGenerator g, MemoryLocationSet set, MemoryLocation ml)
      throws IOException {
    String type = ml.type();
    if (!"SB".equals(type) && !"PSUM".equals(type)) {
      return;
    }
    g.writeStartObject();
    g.writeStringField("name", ml.name());
    g.writeStringField("set", set == null ? null : set.name());
    g.writeStringField("space", type);
    g.writeNumberField("base", number(ml.props().get("base"), 0));
    g.writeNumberField("addr", number(ml.props().get("addr"), 0));
    JsonValue dims = ml.props().get("dims");
    long partitions = 0;
    long bytes = 0;
    if (dims instanceof JsonValue.JsonArray a && a.items().size() == 2) {
      partitions = number(a.items().get(0), 0);
      bytes = number(a.items().get(1), 0);
    }
    g.writeNumberField("partitions", partitions);
    g.writeNumberField("bytes", bytes);
    g.writeEndObject();
  }

  private static long number(JsonValue v, long otherwise) {
    if (v instanceof JsonValue.JsonNumber n) {
      try {
        return Long.parseLong(n.text());
      } catch (NumberFormatException e) {
        return otherwise;
      }
    }
    return otherwise;
  }

  private void footprints(JsonGenerator g, int i, String role, List<Operand> ops, Shared shared)
      throws IOException {
    if (ops == null) {
      return;
    }
    for (int k = 0; k < ops.size(); k++) {
      if (!(ops.get(k) instanceof ApOperand)) {
        continue;
      }
      Footprint f = footprint(i, role, k, ops.get(k));
      g.writeStartObject();
      g.writeStringField("pointer", f.pointer());
      g.writeStringField("access", f.access());
      g.writeNumberField("instances", f.instances());
      g.writeStringField("unknown", f.unknown());
      g.writeArrayFieldStart("touches");
      for (Footprint.Touch t : f.touches()) {
        if ("SB".equals(t.space()) || "PSUM".equals(t.space())) {
          value(g, shared, x -> touch(x, t));
        }
      }
      g.writeEndArray();
      g.writeArrayFieldStart("problems");
      for (String p : f.problems()) {
        value(g, shared, x -> x.writeString(p));
      }
      g.writeEndArray();
      g.writeEndObject();
    }
  }

  /** A value written where it stands, or as its number in {@code shared} (null: inline). */
  private static void value(JsonGenerator g, Shared shared, Writes w) throws IOException {
    if (shared == null) {
      w.to(g);
    } else {
      g.writeNumber(shared.id(new String(json(w), StandardCharsets.UTF_8)));
    }
  }

  private static void touch(JsonGenerator g, Footprint.Touch t) throws IOException {
    g.writeStartObject();
    g.writeStringField("iteration", t.iteration());
    g.writeStringField("location", t.location());
    g.writeStringField("space", t.space());
    g.writeNumberField("firstPartition", t.firstPartition());
    g.writeNumberField("partitions", t.partitions());
    g.writeNumberField("partitionStep", t.partitionStep());
    g.writeArrayFieldStart("byteRuns");
    for (Long b : t.byteRuns()) {
      g.writeNumber(b);
    }
    g.writeEndArray();
    g.writeStringField("text", t.text());
    g.writeEndObject();
  }

  // The instruction's loops come from the index and the functions' placed locations are kept, so
  // a footprint costs its own instances, not a walk of the module (as Verifier.footprint makes).
  private Footprint footprint(int i, String role, int k, Operand op) {
    String pointer = index.pointers.get(i).with(role, k);
    List<Loop> loops = index.loopsOf(i);
    // Footprints is not thread-safe; its own lock keeps the table's filter from waiting on it.
    synchronized (footprintsLock) {
      if (footprints == null) {
        footprints = Footprints.of(index.module);
      }
      return footprints.footprint(pointer, index.instruction(i), op, loops, Footprint.MAX_TOUCHES);
    }
  }

  private void diff(JsonGenerator g) throws IOException {
    g.writeStartObject();
    if (old == null) {
      g.writeBooleanField("compared", false);
      g.writeEndObject();
      return;
    }
    List<SemanticDiff.Difference> ds = differences();
    g.writeBooleanField("compared", true);
    g.writeStringField("old", oldName);
    g.writeStringField("new", name);
    g.writeNumberField("limit", MAX_DIFFERENCES);
    g.writeArrayFieldStart("differences");
    for (SemanticDiff.Difference d : ds) {
      g.writeStartObject();
      g.writeStringField("change", d.change().spelling());
      g.writeStringField("oldPointer", d.oldPointer());
      g.writeStringField("newPointer", d.newPointer());
      g.writeStringField("oldText", d.oldText());
      g.writeStringField("newText", d.newText());
      g.writeNumberField(
          "instruction", d.newPointer() == null ? -1 : index.instructionAt(d.newPointer()));
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  /** The instructions the differences are in, sorted; null for one document. */
  private int[] changedInstructions() {
    if (old == null) {
      return null;
    }
    differences();
    return differingInstructions;
  }

  /** The differences from the older document, computed once on first ask. */
  synchronized List<SemanticDiff.Difference> differences() {
    if (differences == null && old != null) {
      List<SemanticDiff.Difference> ds = new SemanticDiff(MAX_DIFFERENCES).diff(old, index.module);
      differingInstructions =
          ds.stream()
              .filter(d -> d.newPointer() != null)
              .mapToInt(d -> index.instructionAt(d.newPointer()))
              .filter(i -> i >= 0)
              .distinct()
              .sorted()
              .toArray();
      differences = ds;
    }
    return differences;
  }

  private interface Writes {
    void to(JsonGenerator g) throws IOException;
  }

  private static byte[] json(Writes w) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      w.to(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  private static java.util.concurrent.Executor daemon(String name) {
    return r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      t.start();
    };
  }

  /** The document's pointer for a row, for tests and the export. */
  DocPointer pointer(int i) {
    return index.pointers.get(i);
  }
}
