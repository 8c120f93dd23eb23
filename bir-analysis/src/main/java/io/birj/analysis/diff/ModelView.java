package io.birj.analysis.diff;

import io.birj.api.container.Keys;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.CallBinding;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.DynamicForLoopAxis;
import io.birj.api.model.Edge;
import io.birj.api.model.Function;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.ModelObject;
import io.birj.api.model.Module;
import io.birj.api.model.NamedObject;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnknownAllocation;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.Named;
import java.util.ArrayList;
import java.util.List;

/**
 * The semantic content of the model's objects, key by key in emit order (the keys of the written
 * document, so a difference's pointer is where it stands in the file). The module's {@code version}
 * is not content: a v1 document and its v2 conversion are equal.
 */
final class ModelView {
  private final ValueText text = new ValueText();

  Node node(Object o) {
    if (o instanceof Module m) {
      return module(m);
    }
    if (o instanceof Function f) {
      return function(f);
    }
    if (o instanceof DmaQueue q) {
      return unknown(named(new Node("queue", q.name()), q).put(Keys.BLOCKS, named(q.blocks())), q);
    }
    if (o instanceof BasicBlock b) {
      return block(b);
    }
    if (o instanceof Instruction i) {
      return instruction(i);
    }
    if (o instanceof MemoryLocationSet s) {
      return memorySet(s);
    }
    if (o instanceof MemoryLocation m) {
      return memoryLocation(m);
    }
    if (o instanceof Register r) {
      return unknown(named(new Node("register", r.name()), r), r);
    }
    if (o instanceof UnknownAllocation u) {
      return new Node("allocation", null).put("value", leaf(u.value()));
    }
    if (o instanceof io.birj.api.model.Operand op) {
      return operand(op);
    }
    if (o instanceof LoopAxis a) {
      return unknown(
          new Node("axis", a.name())
              .put(Keys.NAME, leaf(a.name()))
              .put(Keys.LB, leaf(a.lb()))
              .put(Keys.UB, leaf(a.ub()))
              .put(Keys.STRIDE, leaf(a.stride())),
          a);
    }
    if (o instanceof DynamicForLoopAxis a) {
      return unknown(new Node("axis", a.name()).put(Keys.NAME, leaf(a.name())), a);
    }
    if (o instanceof Edge e) {
      return edge(e);
    }
    if (o instanceof SyncInfo s) {
      return unknown(
          new Node("sync_info", null)
              .put(Keys.ON_WAIT, items(s.onWait()))
              .put(Keys.ON_UPDATE, items(s.onUpdate())),
          s);
    }
    if (o instanceof SyncInfo.Wait w) {
      return unknown(
          new Node("wait", null)
              .put(Keys.FROM, leaf(w.from()))
              .put(Keys.ID, leaf(w.id()))
              .put(Keys.WAIT_VALUE, leaf(w.waitValue())),
          w);
    }
    if (o instanceof SyncInfo.Update u) {
      return unknown(
          new Node("update", null)
              .put(Keys.ID, leaf(u.id()))
              .put(Keys.UPDATE_VALUE, leaf(u.updateValue())),
          u);
    }
    if (o instanceof AffinePredicate p) {
      return unknown(
          new Node("predicate", null).put(Keys.EXPR, leaf(p.expr())).put(Keys.CMP, leaf(p.cmp())),
          p);
    }
    if (o instanceof DynamicApInfo d) {
      return unknown(
          new Node("dynamic_ap_info", null)
              .put(Keys.INDIRECT_DIM, leaf(d.indirectDim()))
              .put(Keys.INDIRECT_DIM_MAX_INDEX, leaf(d.indirectDimMaxIndex()))
              .put(Keys.OFFSET_EXPR, leaf(d.offsetExpr())),
          d);
    }
    if (o instanceof MemoryLocation.Alias a) {
      return new Node("alias", null)
          .put("destSet", leaf(a.destSet()))
          .put("dest", leaf(a.dest()))
          .put(Keys.KIND, leaf(a.kindBits()));
    }
    if (o instanceof BlockArgument a) {
      return unknown(
          new Node("block argument", a.name())
              .put(Keys.NAME, leaf(a.name()))
              .put(Keys.INCOMING_VALUES, items(a.incomingValues())),
          a);
    }
    if (o instanceof BlockArgument.IncomingValue v) {
      return new Node("incoming value", null)
          .put(Keys.VALUE, leaf(v.value()))
          .put("predecessor", leaf(v.predecessor()));
    }
    if (o instanceof CallBinding c) {
      return new Node("call binding", c.call().name())
          .put("call", leaf(c.call()))
          .put("memory_locations", leaves(c.memoryLocations()));
    }
    if (o instanceof JsonValue.JsonObject j) {
      // Kept content: an object's members are its keys.
      Node n = new Node("object", null);
      for (JsonValue.Member m : j.members()) {
        n.put(m.key(), value(m.value()));
      }
      return n;
    }
    throw new IllegalStateException("no view of a " + o.getClass().getName());
  }

  private Node module(Module m) {
    Node n =
        new Node("module", null)
            .put(Keys.ARCH, leaf(m.arch()))
            .put(Keys.ARCH_REV, leaf(m.archRev()))
            .put(Keys.REVISION, leaf(m.revision()))
            .put(Keys.ATTRIBUTES, leaf(m.attributes()))
            .put(Keys.FUNCTIONS, named(m.functions()))
            .put(Keys.NKI_FUNCTIONS, named(m.nkiFunctions()))
            .put(m.queuesKey(), named(m.queues()))
            .put(Keys.CALL_TO_PHYSICAL_MEMLOCS, items(m.callToPhysicalMemlocs()));
    return unknown(n, m);
  }

  private Node function(Function f) {
    Node n =
        named(new Node("function", f.name()), f)
            .put(Keys.ATTRIBUTES, leaf(f.attributes()))
            .put(Keys.ALLOCATIONS, named(f.allocations()))
            .put(Keys.BLOCKS, named(f.blocks()));
    return unknown(n, f);
  }

  private Node block(BasicBlock b) {
    Node n =
        named(new Node("block", b.name()), b)
            .put(Keys.ARGUMENTS, items(b.arguments()))
            .put(Keys.INSTRUCTIONS, named(b.instructions()));
    return unknown(n, b);
  }

  private Node instruction(Instruction i) {
    Node n = named(new Node(i.opcode().equals(Loop.OPCODE) ? "loop" : "instruction", i.name()), i);
    n.put(Keys.OPCODE, leaf(i.opcode()))
        .put(Keys.ENGINE, leaf(i.engine()))
        .put(Keys.ENGINE_ID, leaf(i.engineId()))
        .put(Keys.SCHEDULED_START, leaf(i.scheduledStart()))
        .put(Keys.SCHEDULED_END, leaf(i.scheduledEnd()))
        .put(Keys.DEPENDENCIES, items(i.dependencies()))
        .put(Keys.LOOP_CARRIED_DEPENDENCIES, items(i.loopCarriedDependencies()))
        .put(Keys.UNROLL_DEPENDENCIES, items(i.unrollDependencies()))
        .put(Keys.SYNC_INFO, obj(i.syncInfo()))
        .put(Keys.INS, items(i.ins()))
        .put(Keys.INDIRECTION_INS, items(i.indirectionIns()))
        .put(Keys.OUTS, items(i.outs()))
        .put(Keys.DEBUG, leaf(i.debug()))
        .put(Keys.LOOPNEST, leaves(i.loopnest()))
        .put(Keys.PREDICATES, items(i.predicates()))
        .put(Keys.ORDER, leaves(i.order()))
        .put(Keys.DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID, leaf(i.dmaTriggerDebugUpdateSemaphoreId()))
        .put(Keys.QUEUE, i.queue() != null ? leaf(i.queue()) : leaf(i.queueExpr()));
    props(n, i.props());
    if (i instanceof Loop l) {
      n.put(Keys.LOOP_AXIS, obj(l.axis()));
    } else if (i instanceof DynamicForLoop d) {
      n.put(Keys.DYNAMIC_FOR_LOOP_AXIS, obj(d.axis()))
          .put(Keys.LB, leaf(d.lb()))
          .put(Keys.UB, leaf(d.ub()))
          .put(Keys.STRIDE, leaf(d.stride()));
    } else if (i instanceof DoWhile w) {
      n.put(Keys.COND, leaf(w.cond()));
    }
    OpcodeFields f = i.fields();
    if (f != null) {
      for (String key : f.presentKeys()) {
        n.put(key, fieldValue(f.value(key)));
      }
    }
    n.put(Keys.BLOCKS, named(i.blocks()));
    return unknown(n, i);
  }

  private Node memorySet(MemoryLocationSet s) {
    Node n = named(new Node("memory-location set", s.name()), s);
    props(n, s.props());
    n.put(Keys.MEMORY_LOCATIONS, named(s.memoryLocations()));
    return unknown(n, s);
  }

  private Node memoryLocation(MemoryLocation m) {
    Node n = named(new Node("memory location", m.name()), m);
    props(n, m.props());
    n.put(Keys.POINTER_REF_MEMLOC, leaf(m.pointerRefMemloc())).put(Keys.ALIAS, items(m.aliases()));
    return unknown(n, m);
  }

  private Node operand(io.birj.api.model.Operand op) {
    Node n = new Node("operand", null).put(Keys.KIND, leaf(op.kind()));
    if (op instanceof ApOperand a) {
      n.put(Keys.AP, leaf(a.ap()));
    }
    n.put(Keys.DTYPE, leaf(op.dtype()));
    if (op instanceof ApOperand a) {
      n.put(Keys.MEMREF, leaf(a.memref()))
          .put(Keys.MEMSETREF, leaf(a.memsetref()))
          .put(Keys.ACCESS_SHAPE, leaf(a.accessShape()));
    }
    if (op instanceof PhysicalAp x) {
      n.put(Keys.OFFSET, leaf(x.offset()))
          .put(Keys.DYNAMIC_AP_INFO, obj(x.dynamicApInfo()))
          .put(Keys.MEMREF_OWNER_FUNC, leaf(x.memrefOwnerFunc()));
    } else if (op instanceof SymbolicAp x) {
      n.put(Keys.TENSOR_INDIRECT_ARG_ID, leaf(x.tensorIndirectArgId()))
          .put(Keys.NUM_TENSOR_INDIRECT_INDICES, leaf(x.numTensorIndirectIndices()))
          .put(Keys.ADDRS, leaves(x.addrs()));
    } else if (op instanceof RegisterAp x) {
      n.put(Keys.REGREF, leaf(x.regref()))
          .put(Keys.IS_REGLOC_OFFSET, leaf(x.isReglocOffset()))
          .put(Keys.REG_AP_OFFSET, leaf(x.regApOffset()))
          .put(Keys.CONST_AP_OFFSET, leaf(x.constApOffset()))
          .put(Keys.REG_SUB_TENSOR_ID, leaf(x.regSubTensorId()))
          .put(Keys.CONST_SUB_TENSOR_ID, leaf(x.constSubTensorId()));
    } else if (op instanceof RegisterAccess x) {
      n.put(Keys.REGREF, leaf(x.regref()));
    } else if (op instanceof ImmValue x) {
      n.put(Keys.VALUE, leaf(x.value()));
    } else if (op instanceof SymbolicImmValue x) {
      n.put(Keys.VALUE, leaf(x.value()))
          .put(Keys.VALUE_LIST, leaves(x.valueList()))
          .put(Keys.EXPR, leaf(x.expr()));
    } else if (op instanceof ImmArray x) {
      n.put(Keys.VALUE_ARRAY, leaves(x.valueArray()));
    }
    return unknown(n, op);
  }

  /**
   * An edge by its places in the array the writer writes, {@code [name, kind]}, {@code [name, kind,
   * [distance]]} or {@code [name, kind, [expression...], [predicate...]]}: a difference's pointer
   * is one the document has ({@code /dependencies/0/1}, the kind).
   */
  private Node edge(Edge e) {
    Node n =
        new Node(Node.EDGE, null).put("0", leaf(e.target())).put("1", leaf(e.kind().toString()));
    if (e instanceof LoopCarriedDependency l) {
      n.put("2", leaf(l.distance()));
    } else if (e instanceof UnrollDependency u) {
      n.put("2", leaves(u.exprs())).put("3", items(u.predicates()));
    } else if (!(e instanceof Dependency)) {
      throw new IllegalStateException("an edge of another kind: " + e);
    }
    return n;
  }

  // ---- values -------------------------------------------------------------------------------

  private static Node named(Node n, NamedObject o) {
    return n.put(Keys.ORIGIN, leafOf(o.origin())).put(Keys.OPTIN_PASSES, leafOf(o.optinPasses()));
  }

  private Node unknown(Node n, ModelObject o) {
    if (o.hasUnknownKeys()) {
      for (JsonValue.Member m : o.unknownKeys()) {
        n.put(m.key(), value(m.value()));
      }
    }
    return n;
  }

  private void props(Node n, Props props) {
    for (String key : props.specOrder()) {
      n.put(key, leaf(props.get(key)));
    }
  }

  /** Kept content: objects are compared member by member, arrays item by item. */
  private Node.Value value(JsonValue v) {
    if (v instanceof JsonValue.JsonObject) {
      return new Node.Obj(v);
    }
    if (v instanceof JsonValue.JsonArray a) {
      List<Object> items = new ArrayList<>(a.items().size());
      for (JsonValue i : a.items()) {
        items.add(i instanceof JsonValue.JsonObject ? i : new Node.Leaf(text.of(i)));
      }
      return new Node.Items(items, false);
    }
    return new Node.Leaf(text.of(v));
  }

  private Node.Value fieldValue(Object v) {
    if (v instanceof List<?> list) {
      List<Object> items = new ArrayList<>(list.size());
      for (Object o : list) {
        items.add(o instanceof JsonValue.JsonObject ? o : new Node.Leaf(text.of(o)));
      }
      return new Node.Items(items, false);
    }
    return leaf(v);
  }

  /**
   * A value as one leaf, except kept JSON (a key held as read, such as {@code debug} or {@code
   * attributes}), which is compared member by member so that a difference has its own pointer.
   */
  private Node.Value leaf(Object v) {
    if (v instanceof JsonValue j && !(j instanceof JsonValue.JsonExpr)) {
      return value(j);
    }
    return v == null ? null : new Node.Leaf(text.of(v));
  }

  private static Node.Value leafOf(Object v) {
    return v == null ? null : new Node.Leaf(String.valueOf(v));
  }

  private Node.Value leaves(List<?> list) {
    if (list == null) {
      return null;
    }
    List<Object> items = new ArrayList<>(list.size());
    for (Object o : list) {
      items.add(o instanceof JsonValue.JsonObject ? o : new Node.Leaf(text.of(o)));
    }
    return new Node.Items(items, false);
  }

  private static Node.Value obj(Object o) {
    return o == null ? null : new Node.Obj(o);
  }

  private static Node.Value items(List<?> list) {
    return list == null ? null : new Node.Items(list, false);
  }

  private static Node.Value named(List<?> list) {
    return list == null ? null : new Node.Items(list, true);
  }

  /** The name a list element is aligned by, or {@code null}. */
  static String nameOf(Object o) {
    return o instanceof Named n ? n.name() : null;
  }
}
