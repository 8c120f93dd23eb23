package io.birj.testkit.docs;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.json.FloatText;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.testkit.property.Choices;
import io.birj.testkit.property.Shuffle;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Random BIR documents as JSON text, in the shapes the reader accepts: functions with storage
 * (memory-location sets and their locations, registers), blocks, nested loops whose axes the
 * expressions inside use, instructions with operands of every kind (access patterns, registers,
 * immediates, symbolic addresses in both spellings), dependencies in the compiler's forms (pairs
 * with a spelled or numbered kind, bare names, unroll tuples with expressions and predicates),
 * queues, sync_info, branches within their holder, and unknown keys with any JSON at every level.
 * Made from a {@link Choices}, so the property runner shrinks them and a fuzzer can drive them.
 *
 * <p>Written without the model classes on purpose: a document is what the wire says, and the
 * generator spells the container's keys itself. New shapes are added here, one method each.
 */
public final class Documents {
  private Documents() {}

  /**
   * A generated document.
   *
   * @param version its wire version (its expressions are in that version's form)
   * @param json the text
   * @param v1Exact every expression has a v1 form that reads back as itself, so the document
   *     converts to v1 and back without change
   */
  public record Doc(int version, String json, boolean v1Exact) {
    @Override
    public String toString() {
      return "v" + version + (v1Exact ? " (v1-exact)" : "") + " " + json;
    }
  }

  private static final List<String> ENGINES =
      List.of("DMA", "PE", "Activation", "Pool", "DVE", "SP");
  private static final List<String> DTYPES =
      List.of("bfloat16", "float32", "int32", "int8", "uint8");
  private static final List<String> OPCODES =
      List.of("VendorFrobnicate", "VendorCopy", "DMACopy", "Return", "Activation", "Matmult");
  private static final List<String> CMPS = List.of("GE", "GT", "EQ", "LT", "LE", "NE");
  private static final List<String> NON_FINITE = List.of("nan", "inf", "-inf");

  /** A document of either version. */
  public static Doc document(Choices c) {
    return document(c, c.bool() ? 1 : 2);
  }

  /** A document of {@code version}. */
  public static Doc document(Choices c, int version) {
    Gen g = new Gen(c, version);
    JsonValue doc = g.module();
    if (c.chance(30)) {
      doc = reorder(doc, Shuffle.draw(c));
    }
    return new Doc(version, text(doc), g.v1Exact);
  }

  /** {@code v} with the members of every object reordered by {@code s}. */
  static JsonValue reorder(JsonValue v, Shuffle s) {
    if (v instanceof JsonValue.JsonObject o) {
      List<JsonValue.Member> ms = new ArrayList<>();
      for (JsonValue.Member m : o.members()) {
        ms.add(new JsonValue.Member(m.key(), reorder(m.value(), s)));
      }
      return new JsonValue.JsonObject(s.apply(ms));
    }
    if (v instanceof JsonValue.JsonArray a) {
      return new JsonValue.JsonArray(a.items().stream().map(i -> reorder(i, s)).toList());
    }
    return v;
  }

  private static final JsonFactory JSON = new JsonFactory();

  static String text(JsonValue v) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      JsonValues.write(g, v);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The drawing of one document. */
  private static final class Gen {
    final Choices c;
    final int version;
    boolean v1Exact = true;
    int counter;
    List<String> queues = List.of();
    // The function being drawn: its names, and what its instructions refer to later.
    List<String> memSets;
    List<List<String>> memLocs;
    List<String> registers;
    List<String> blockNames;
    List<String> instNames;
    List<Deferred> deferred;
    String currentBlock;
    final java.util.Map<JsonValue, Deferred> placeholders = new java.util.IdentityHashMap<>();

    Gen(Choices c, int version) {
      this.c = c;
      this.version = version;
    }

    /** A fresh name; now and then one that JSON must escape. */
    String name(String prefix) {
      String n = prefix + counter++;
      return c.chance(10) ? n + c.pick(List.of("é", "\"q\"", "\\", " sp", "\u0001")) : n;
    }

    JsonValue module() {
      Obj o = new Obj().num("version", version);
      if (c.chance(70)) {
        o.str("arch", c.pick(List.of("gen2", "gen3")));
      }
      if (c.chance(50)) {
        o.num("archRev", c.between(0, 3));
      }
      if (c.chance(50)) {
        o.put("attributes", new Obj().num("neuron_core_id", c.between(0, 3)).done());
      }
      // Optional parts are drawn as units, so that shrinking drops them whole.
      if (c.chance(50)) {
        o.arr(c.bool() ? "queues" : "DMAQueues", c.unit(d -> queues()));
      }
      unknownKeys(o);
      o.arr("functions", c.listOf(1, 3, 25, d -> function()));
      return o.done();
    }

    List<JsonValue> queues() {
      List<JsonValue> qs = new ArrayList<>();
      List<String> names = new ArrayList<>();
      for (int i = c.between(1, 3); i > 0; i--) {
        String q = name("q");
        names.add(q);
        Obj qo = new Obj().str("name", q).str("engine", c.pick(ENGINES));
        unknownKeys(qo);
        qs.add(qo.done());
      }
      queues = names;
      return qs;
    }

    JsonValue function() {
      memSets = new ArrayList<>();
      memLocs = new ArrayList<>();
      registers = new ArrayList<>();
      blockNames = new ArrayList<>();
      instNames = new ArrayList<>();
      deferred = new ArrayList<>();
      Obj f = new Obj().str("name", name("f"));
      if (c.chance(40)) {
        f.arr(
            "attributes",
            c.listOf(
                0,
                3,
                50,
                d -> new JsonValue.JsonString(d.pick(List.of("need_dce", "need_unroll", "x")))));
      }
      List<JsonValue> allocs = c.listOf(0, 4, 65, d -> allocation());
      f.arr("allocations", allocs);
      unknownKeys(f);
      List<JsonValue> blocks = c.listOf(1, 3, 35, d -> block(List.of(), 0));
      // The deferred references, now that every instruction and block name is known.
      for (Deferred r : deferred) {
        r.resolve(this);
      }
      f.arr("blocks", blocks.stream().map(this::resolved).toList());
      return f.done();
    }

    JsonValue allocation() {
      switch (c.between(0, 2)) {
        case 0:
          {
            String n = name("r");
            registers.add(n);
            Obj r = new Obj().str("Skind", "register").str("name", n);
            unknownKeys(r);
            return r.done();
          }
        default:
          {
            String set = name("set");
            List<String> locs = new ArrayList<>();
            Obj s = new Obj().str("Skind", "memory_location_set").str("name", set);
            if (c.bool()) {
              s.str("kind", c.pick(List.of("Internal", "ExternalInput", "ExternalOutput")));
            }
            s.str("dtype", c.pick(DTYPES));
            if (c.bool()) {
              s.arr("tensor_shape", List.of(num(c.between(1, 128)), num(c.between(1, 4096))));
            }
            List<JsonValue> ms = new ArrayList<>();
            for (int i = c.between(1, 3); i > 0; i--) {
              String loc = name("loc");
              locs.add(loc);
              Obj m = new Obj();
              if (c.chance(80)) {
                m.str("Skind", "memory_location");
              }
              m.str("name", loc).str("type", c.pick(List.of("SB", "PSUM", "DRAM")));
              if (c.bool()) {
                m.num("addr", c.between(0, 1 << 20));
              }
              unknownKeys(m);
              ms.add(m.done());
            }
            s.arr("memorylocations", ms);
            unknownKeys(s);
            memSets.add(set);
            memLocs.add(locs);
            return s.done();
          }
      }
    }

    JsonValue block(List<String> axes, int depth) {
      String n = name("bb");
      blockNames.add(n);
      Obj b = new Obj().str("name", n);
      unknownKeys(b);
      String outer = currentBlock;
      currentBlock = n;
      b.arr("instructions", c.listOf(0, 5, 65, d -> entry(axes, depth)));
      currentBlock = outer;
      return b.done();
    }

    JsonValue entry(List<String> axes, int depth) {
      if (depth < 3 && c.chance(25)) {
        return loop(axes, depth);
      }
      return instruction(axes);
    }

    JsonValue loop(List<String> axes, int depth) {
      String axis = name("ax");
      List<String> inner = new ArrayList<>(axes);
      inner.add(axis);
      Obj a = new Obj().str("name", axis);
      long lb = c.between(0, 4);
      a.num("lb", lb).num("ub", lb + c.between(0, 64)).num("stride", c.between(1, 4));
      unknownKeys(a);
      Obj l = new Obj().str("opcode", "Loop").str("name", name("L"));
      boolean axisFirst = c.bool();
      if (axisFirst) {
        l.put("LoopAxis", a.done());
      }
      l.arr("blocks", c.listOf(1, 2, 20, d -> block(inner, depth + 1)));
      if (!axisFirst) {
        l.put("LoopAxis", a.done());
      }
      unknownKeys(l);
      return l.done();
    }

    JsonValue instruction(List<String> axes) {
      Exprs.Scope scope = new Exprs.Scope(axes, registers);
      String n = name("i");
      instNames.add(n);
      boolean branch = c.chance(10);
      String opcode = branch ? "UnconditionalBranch" : c.pick(OPCODES);
      Obj o = new Obj().str("opcode", opcode).str("name", n).str("engine", c.pick(ENGINES));
      o.arr("ins", c.listOf(0, 3, 50, d -> operand(scope)));
      o.arr("outs", c.listOf(0, 2, 40, d -> operand(scope)));
      Deferred later =
          new Deferred(
              o, c.chance(40) ? c.unit(d -> d.listOf(1, 3, 40, e -> dependency(scope))) : null);
      if (branch) {
        later.branch = 0;
        later.branchTarget = currentBlock;
      }
      if (!queues.isEmpty() && c.chance(40)) {
        later.queue = c.between(0, queues.size() - 1);
      }
      if (c.chance(20)) {
        c.unit(
            d -> {
              later.syncWaits =
                  d.listOf(
                      0,
                      2,
                      40,
                      e -> new long[] {e.between(0, 1 << 16), e.between(0, 8), e.between(0, 4)});
              later.syncUpdates =
                  d.listOf(0, 2, 40, e -> new long[] {e.between(0, 8), e.between(0, 4)});
              return later;
            });
      }
      unknownKeys(o);
      deferred.add(later);
      JsonValue placeholder = new JsonValue.JsonString("instruction " + n);
      placeholders.put(placeholder, later);
      return placeholder;
    }

    /** {@code v} with every instruction placeholder replaced by its instruction. */
    JsonValue resolved(JsonValue v) {
      Deferred d = placeholders.get(v);
      if (d != null) {
        return resolved(d.done);
      }
      if (v instanceof JsonValue.JsonObject o) {
        List<JsonValue.Member> ms = new ArrayList<>();
        for (JsonValue.Member m : o.members()) {
          ms.add(new JsonValue.Member(m.key(), resolved(m.value())));
        }
        return new JsonValue.JsonObject(ms);
      }
      if (v instanceof JsonValue.JsonArray a) {
        return new JsonValue.JsonArray(a.items().stream().map(this::resolved).toList());
      }
      return v;
    }

    /**
     * A dependency: {@code [name, kind]} as the compiler writes it (the kind spelled or numbered),
     * a bare name (a Flow edge), or an unroll dependency with expressions and predicates.
     */
    Object dependency(Exprs.Scope scope) {
      int target = c.between(0, 1 << 16);
      int form = c.between(0, 9);
      if (form < 2) {
        return target;
      }
      JsonValue kind =
          c.chance(70) ? new JsonValue.JsonString(c.pick(EDGE_KINDS)) : num(c.between(0, 7));
      if (form < 8) {
        return new Pair(target, kind);
      }
      List<JsonValue> exprs = c.listOf(0, 2, 40, d -> expr(scope));
      List<JsonValue> preds = c.listOf(0, 2, 40, d -> predicate(scope));
      return new Unroll(target, kind, exprs, preds);
    }

    JsonValue predicate(Exprs.Scope scope) {
      Obj p = new Obj().put("expr", expr(scope)).str("cmp", c.pick(CMPS));
      unknownKeys(p);
      return p.done();
    }

    JsonValue expr(Exprs.Scope scope) {
      Exprs.Ex e = version == 1 || c.chance(30) ? Exprs.v1(c, scope) : Exprs.v2(c, scope, 3);
      v1Exact &= e.v1Exact();
      return Exprs.render(e, version);
    }

    JsonValue operand(Exprs.Scope scope) {
      Obj o = new Obj();
      boolean hasSet = !memSets.isEmpty();
      int kind = c.between(0, 7);
      if ((kind <= 3) && !hasSet || kind == 4 && registers.isEmpty()) {
        kind = 5;
      }
      if (kind == 2 && registers.isEmpty()) {
        kind = 1;
      }
      switch (kind) {
        case 0:
          {
            int set = c.between(0, memSets.size() - 1);
            o.str("kind", "physical_ap").put("ap", ap()).str("dtype", c.pick(DTYPES));
            o.num("offset", c.between(0, 4096)).str("memref", c.pick(memLocs.get(set)));
            o.str("memsetref", memSets.get(set));
            break;
          }
        case 1:
          o.str("kind", "symbolic_ap").put("ap", ap()).str("dtype", c.pick(DTYPES));
          o.arr("addrs", c.listOf(1, 2, 30, d -> expr(scope)));
          if (c.bool()) {
            o.arr("access_shape", List.of(num(c.between(1, 128)), num(c.between(1, 128))));
          }
          o.str("memsetref", c.pick(memSets));
          break;
        case 2:
          o.str("kind", "register_ap").put("ap", ap()).str("dtype", c.pick(DTYPES));
          o.str("memsetref", c.pick(memSets)).str("regref", c.pick(registers));
          // A register's name (the compiler's and KLR's form), not an expression.
          o.str("reg_ap_offset", c.pick(registers));
          break;
        case 3:
          o.str("kind", "symbolic_pwap").put("ap", ap()).str("dtype", c.pick(DTYPES));
          // The second spelling of symbolic_ap: the same keys.
          o.str("memsetref", c.pick(memSets));
          o.arr("addrs", c.listOf(1, 2, 30, d -> expr(scope)));
          break;
        case 4:
          o.str("kind", "register_access")
              .str("dtype", c.pick(DTYPES))
              .str("regref", c.pick(registers));
          break;
        case 5:
          o.str("kind", "imm_value").str("dtype", c.pick(DTYPES)).put("value", immediate());
          break;
        case 6:
          o.str("kind", "symbolic_imm_value").str("dtype", "int32");
          o.put("value", num(c.between(-8, 8))).put("expr", expr(scope));
          break;
        default:
          o.str("kind", "imm_array").str("dtype", c.pick(DTYPES));
          o.arr("value_array", c.listOf(0, 4, 50, d -> immediate()));
      }
      unknownKeys(o);
      return o.done();
    }

    /** [[step, num], ...], or now and then the {step, num} object form. */
    JsonValue ap() {
      boolean objects = c.chance(15);
      List<JsonValue> pairs =
          c.listOf(
              1,
              3,
              50,
              d -> {
                long step = d.between(-4, 4096);
                long count = d.between(1, 128);
                return objects
                    ? new Obj().num("step", step).num("num", count).done()
                    : new JsonValue.JsonArray(List.of(num(step), num(count)));
              });
      return new JsonValue.JsonArray(pairs);
    }

    JsonValue immediate() {
      switch (c.between(0, 3)) {
        case 0:
          return num(Exprs.value(c));
        case 1:
          return new JsonValue.JsonString(c.pick(NON_FINITE));
        default:
          // Spelled as the writer spells floats, so that output and input compare as text.
          return new JsonValue.JsonNumber(
              FloatText.format(c.between(-100_000, 100_000) / (double) c.pick(1, 4, 10, 1000)));
      }
    }

    /** Keys no reader knows, with any JSON; they must survive a round trip. */
    void unknownKeys(Obj o) {
      if (c.chance(20)) {
        c.unit(
            d -> {
              int n = d.between(1, 2);
              for (int i = 0; i < n; i++) {
                o.put("x_" + d.pick(List.of("note", "hint", "debug", "é")) + i, any(2));
              }
              return o;
            });
      }
    }

    JsonValue any(int depth) {
      switch (depth <= 0 ? c.between(0, 4) : c.between(0, 6)) {
        case 0:
          return JsonValue.JsonNull.NULL;
        case 1:
          return new JsonValue.JsonBool(c.bool());
        case 2:
          return num(Exprs.value(c));
        case 3:
          return new JsonValue.JsonString(c.pick(List.of("", "text", "é\"\\", "\u0000")));
        case 4:
          return new JsonValue.JsonNumber(c.pick(List.of("1.5", "-0.25", "1e+20", "0.1")));
        case 5:
          return new JsonValue.JsonArray(c.listOf(0, 3, 40, d -> any(depth - 1)));
        default:
          {
            Obj o = new Obj();
            for (int i = c.between(0, 2); i > 0; i--) {
              o.put("k" + i, any(depth - 1));
            }
            return o.done();
          }
      }
    }
  }

  private static JsonValue num(long v) {
    return new JsonValue.JsonNumber(Long.toString(v));
  }

  private static final List<String> EDGE_KINDS =
      List.of("Invalid", "Ordered", "Anti", "Output", "Flow");

  /** {@code [name, kind]}, its target an instruction index resolved later. */
  private record Pair(int target, JsonValue kind) {}

  /** {@code [name, kind, [expression...], [predicate...]]}, in {@code unroll_dependencies}. */
  private record Unroll(int target, JsonValue kind, List<JsonValue> exprs, List<JsonValue> preds) {}

  /**
   * An instruction whose references to other instructions, blocks and queues wait until the
   * function's names are all known (it stands in its block as a placeholder until then).
   */
  private static final class Deferred {
    final Obj partial;
    final List<Object> dependencies; // Integer (an instruction index), Pair or Unroll; or null
    int branch = -1;
    String branchTarget;
    int queue = -1;
    List<long[]> syncWaits;
    List<long[]> syncUpdates;
    JsonValue done;

    private static JsonValue name(Gen g, int index) {
      return new JsonValue.JsonString(g.instNames.get(index % g.instNames.size()));
    }

    Deferred(Obj partial, List<Object> dependencies) {
      this.partial = partial;
      this.dependencies = dependencies;
    }

    void resolve(Gen g) {
      Obj o = partial;
      if (dependencies != null) {
        List<JsonValue> out = new ArrayList<>();
        List<JsonValue> unroll = new ArrayList<>();
        for (Object d : dependencies) {
          if (d instanceof Integer t) {
            out.add(name(g, t));
          } else if (d instanceof Pair p) {
            out.add(new JsonValue.JsonArray(List.of(name(g, p.target()), p.kind())));
          } else {
            Unroll u = (Unroll) d;
            unroll.add(
                new JsonValue.JsonArray(
                    List.of(
                        name(g, u.target()),
                        u.kind(),
                        new JsonValue.JsonArray(u.exprs()),
                        new JsonValue.JsonArray(u.preds()))));
          }
        }
        if (!out.isEmpty()) {
          o.arr("dependencies", out);
        }
        if (!unroll.isEmpty()) {
          o.arr("unroll_dependencies", unroll);
        }
      }
      if (branch >= 0) {
        // A branch names a block of its own holder (the compiler's "BasicBlock does not exist!").
        o.str("target", branchTarget);
      }
      if (queue >= 0) {
        o.str("queue", g.queues.get(queue));
      }
      if (syncWaits != null) {
        List<JsonValue> waits = new ArrayList<>();
        for (long[] w : syncWaits) {
          waits.add(
              new Obj()
                  .str("from", g.instNames.get((int) (w[0] % g.instNames.size())))
                  .num("id", w[1])
                  .num("wait_value", w[2])
                  .done());
        }
        List<JsonValue> updates = new ArrayList<>();
        for (long[] u : syncUpdates) {
          updates.add(new Obj().num("id", u[0]).num("update_value", u[1]).done());
        }
        o.put("sync_info", new Obj().arr("on_wait", waits).arr("on_update", updates).done());
      }
      done = o.done();
    }
  }
}
