package io.birj.loader.check;

import io.birj.api.container.Keys;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.model.Axis;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockHolder;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The name tables of one instruction scope, built from the model: a function, or a queue (whose
 * DMABlocks and their descriptors have no function). It holds every block and every instruction of
 * the scope in document order (nested regions included, a region instruction before its body), the
 * blocks of each holder by name, the blocks of the scope by name ({@code
 * Function::getBasicBlockByName}) and the instructions of the scope by name ({@code
 * Function::getInstructionByName}), where a name may repeat across blocks (docs/wire/checks.md,
 * "Names and scopes").
 *
 * <p>Building it reports the duplicates the compiler's containers forbid: a block name twice in one
 * holder, an instruction name twice in one block.
 */
final class Scope {
  /** The loop axes around a holder, innermost first. */
  record Axes(Axis axis, Axes outer) {
    static Axis find(Axes axes, String name) {
      for (Axes a = axes; a != null; a = a.outer) {
        if (a.axis.name().equals(name)) {
          return a.axis;
        }
      }
      return null;
    }
  }

  /** A block holder: the scope's owner or a region instruction. */
  record Holder(
      BlockHolder holder,
      DocPointer loc,
      Axes axes,
      String description,
      Map<String, Block> blocks) {}

  /** A block, where it is, and its holder. */
  record Block(BasicBlock block, DocPointer loc, Holder holder) {}

  /** An instruction, its block, its index there, and its rank in the scope's document order. */
  record Site(Instruction instruction, Block block, int index, int order) {
    String pointer() {
      return block.loc().with(Keys.INSTRUCTIONS, index);
    }
  }

  /** The instances of a name that repeats in the scope. */
  static final class Group {
    final List<Site> sites = new ArrayList<>(4);
    final Map<BasicBlock, Site> byBlock = new IdentityHashMap<>();

    Site first() {
      return sites.get(0);
    }

    /** The last instance before {@code order} in document order, or {@code null}. */
    Site nearestBefore(int order) {
      int lo = 0;
      int hi = sites.size() - 1;
      Site best = null;
      while (lo <= hi) {
        int mid = (lo + hi) >>> 1;
        Site s = sites.get(mid);
        if (s.order() < order) {
          best = s;
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      return best;
    }

    boolean contains(Site s) {
      return byBlock.get(s.block().block()) == s;
    }
  }

  final BlockHolder owner;
  final DocPointer loc;
  final String description;
  final List<Site> sites = new ArrayList<>();
  final List<Block> blocks = new ArrayList<>();
  private final Map<String, Object> instructions = new HashMap<>();
  // Nameless loops by their axis name: a reference to that name is told why it does not bind.
  private Map<String, Site> namelessLoops;
  private final Map<String, BasicBlock> blocksByName = new HashMap<>();

  private Scope(BlockHolder owner, DocPointer loc, String description) {
    this.owner = owner;
    this.loc = loc;
    this.description = description;
  }

  /** The instance ({@link Site}) or instances ({@link Group}) of {@code name}, or {@code null}. */
  Object instruction(String name) {
    return instructions.get(name);
  }

  /**
   * The first nameless loop whose axis is called {@code name}, or {@code null}: the instruction a
   * reference to {@code name} most likely means, though only a named instruction can be referred
   * to.
   */
  Site namelessLoop(String name) {
    return namelessLoops == null ? null : namelessLoops.get(name);
  }

  /** The first block of this name in the scope, nested regions included, or {@code null}. */
  BasicBlock block(String name) {
    return blocksByName.get(name);
  }

  /** Builds the tables of {@code owner}'s region, reporting duplicate names. */
  static Scope build(BlockHolder owner, DocPointer loc, String description, Problems problems) {
    Scope s = new Scope(owner, loc, description);
    s.walk(new Holder(owner, loc, null, description, new HashMap<>()), problems);
    return s;
  }

  // The model's one traversal (ModelWalker) walks the region, iteratively (a hostile document may
  // nest regions deeper than the stack allows); this keeps the holders it is inside.
  private void walk(Holder root, Problems problems) {
    ArrayDeque<Holder> holders = new ArrayDeque<>();
    holders.push(root);
    Block[] current = {null};
    ArrayDeque<Block> outerBlocks = new ArrayDeque<>();
    ModelWalker.walkStructure(
        root.holder(),
        root.loc(),
        new ModelWalker.Visitor() {
          @Override
          public void block(DocPointer at, BasicBlock b, ModelWalker.Where where) {
            current[0] = enter(holders.peek(), b, where.blockIndex(), problems);
          }

          @Override
          public void instruction(DocPointer at, Instruction inst, ModelWalker.Where where) {
            Site site = new Site(inst, current[0], where.instructionIndex(), sites.size());
            sites.add(site);
            register(site, problems);
          }

          @Override
          public void enterRegion(DocPointer at, Instruction inst, ModelWalker.Where where) {
            Holder outer = holders.peek();
            outerBlocks.push(current[0]);
            holders.push(
                new Holder(
                    inst, at, axesInside(inst, outer.axes()), describe(inst, at), new HashMap<>()));
          }

          @Override
          public void leaveRegion(DocPointer at, Instruction inst) {
            holders.pop();
            current[0] = outerBlocks.pop();
          }

          @Override
          public void leaveBlock(DocPointer at, BasicBlock b) {
            current[0] = null;
          }
        });
  }

  private Block enter(Holder h, BasicBlock b, int index, Problems problems) {
    Block block = new Block(b, h.loc().child(Keys.BLOCKS, index), h);
    blocks.add(block);
    if (!b.isNamed()) {
      return block; // nothing can name it
    }
    blocksByName.putIfAbsent(b.name(), b);
    Block prior = h.blocks().putIfAbsent(b.name(), block);
    if (prior != null) {
      problems.error(
          Messages.duplicateNameAt(
              "block",
              b.name(),
              h.description(),
              prior.loc().toString(),
              prior.block().sourcePosition()),
          block.loc().toString(),
          b.sourcePosition());
    }
    return block;
  }

  private void register(Site site, Problems problems) {
    String name = site.instruction().name();
    if (name == null) {
      Axis axis = axisOf(site.instruction());
      if (axis != null && axis.name() != null) {
        if (namelessLoops == null) {
          namelessLoops = new HashMap<>();
        }
        namelessLoops.putIfAbsent(axis.name(), site);
      }
      return;
    }
    Object prior = instructions.get(name);
    if (prior == null) {
      instructions.put(name, site);
      return;
    }
    Group g;
    if (prior instanceof Site p) {
      if (p.block() == site.block()) {
        duplicate(site, p, problems);
        return;
      }
      g = new Group();
      g.sites.add(p);
      g.byBlock.put(p.block().block(), p);
      instructions.put(name, g);
    } else {
      g = (Group) prior;
      Site same = g.byBlock.get(site.block().block());
      if (same != null) {
        duplicate(site, same, problems);
        return;
      }
    }
    g.sites.add(site);
    g.byBlock.put(site.block().block(), site);
  }

  // KLR names every instruction of its compiler path alike; the compiler's container renames a
  // repeated name on reading (docs/wire/checks.md, "Names and scopes"): a warning, not an error.
  private static void duplicate(Site second, Site first, Problems problems) {
    problems.warn(
        DiagnosticCode.BIRJ_W0513,
        Messages.duplicateInstructionInBlock(
            second.instruction().name(),
            describe(second.block()),
            first.pointer(),
            first.instruction().sourcePosition()),
        second.pointer(),
        second.instruction().sourcePosition());
  }

  private static Axes axesInside(Instruction region, Axes outer) {
    Axis axis = axisOf(region);
    return axis == null ? outer : new Axes(axis, outer);
  }

  private static Axis axisOf(Instruction region) {
    return region instanceof Loop l
        ? l.axis()
        : region instanceof DynamicForLoop d ? d.axis() : null;
  }

  /** {@code block "b0"}, or for a nameless block {@code the block at /queues/0/blocks/0}. */
  static String describe(Block b) {
    return b.block().isNamed()
        ? "block \"" + b.block().name() + "\""
        : "the block at " + b.loc().toString();
  }

  /** {@code Loop "l0"}, or for a nameless instruction {@code Loop at /functions/0/...}. */
  static String describe(Instruction i, DocPointer at) {
    return i.isNamed() ? i.opcode() + " \"" + i.name() + "\"" : i.opcode() + " at " + at.toString();
  }
}
