package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.Instruction;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads block regions: the blocks of a function, a queue or a structured instruction, their
 * arguments and their instructions (through {@link InstructionReader}, which reads nested regions
 * back through this reader).
 */
final class BlockReader {
  private final ReadCursor cursor;
  private final ExprSite site;
  private InstructionReader instructions;

  /** The document's reader when instruction arrays are read apart (ParallelRead), or null. */
  private final ParallelRead.SplitArrays apart;

  BlockReader(ReadCursor cursor, ExprSite site, ParallelRead.SplitArrays apart) {
    this.cursor = cursor;
    this.site = site;
    this.apart = apart;
  }

  void setInstructionReader(InstructionReader instructions) {
    this.instructions = instructions;
  }

  /**
   * The array of blocks at the cursor, with every region nested in it; a bad block or instruction
   * is reported and skipped. Regions nest (a loop's blocks hold loops...) as deep as the document's
   * nesting limit allows: the nesting is kept on an explicit stack of frames, one per open array or
   * object, so no depth reaches the thread's stack.
   */
  List<BasicBlock> blocks() throws IOException {
    return blocks(false);
  }

  /**
   * A queue's {@code blocks}: real dumps give them no name (docs/wire/container.md, "Queues"), so a
   * nameless one is no news there; a nameless block anywhere else reads with a warning.
   */
  List<BasicBlock> queueBlocks() throws IOException {
    return blocks(true);
  }

  private List<BasicBlock> blocks(boolean namelessExpected) throws IOException {
    BlockList root = new BlockList(namelessExpected);
    read(root);
    return root.blocks;
  }

  /**
   * The rest of the instruction array the cursor is in, for a reader of a run of its elements
   * (ParallelRead): the cursor stands on the array's start or on the item before the run.
   */
  List<Instruction> instructionRun() throws IOException {
    BasicBlock into = new BasicBlock(null);
    read(new InstructionList(into, false));
    return into.instructions();
  }

  private void read(Frame root) throws IOException {
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Frame top = stack.peek();
      Frame child;
      try {
        child = top.next();
      } catch (BirException e) {
        // An error the frame could not place in one of its members: its container recovers.
        stack.pop().abandoned();
        if (stack.isEmpty()) {
          throw e;
        }
        stack.peek().childFailed(e);
        continue;
      }
      if (child == DONE) {
        stack.pop();
        if (!stack.isEmpty()) {
          stack.peek().childDone(top);
        }
      } else if (child != null) {
        stack.push(child);
      }
    }
  }

  /** One open array or object of a block region. */
  private interface Frame {
    /** Reads on: {@code null} to be called again, a child frame to read first, or {@link #DONE}. */
    Frame next() throws IOException;

    /** The child frame this one returned is read. */
    default void childDone(Frame child) {}

    /** An error escaped the child frame: reported, and what is left of the child skipped. */
    void childFailed(BirException e) throws IOException;

    /** An error escaped this frame's {@link #next}: it is left, what it read so far kept. */
    default void abandoned() {}
  }

  /** Returned by {@link Frame#next} when the frame is read. */
  private static final Frame DONE =
      new Frame() {
        @Override
        public Frame next() {
          throw new IllegalStateException("DONE is a marker");
        }

        @Override
        public void childFailed(BirException e) {
          throw new IllegalStateException("DONE is a marker");
        }
      };

  /** A list read whole keeps no room it does not use (a model holds many small lists). */
  static void exactSize(List<?> list) {
    if (list instanceof ArrayList<?> a) {
      a.trimToSize();
    }
  }

  /** {@code blocks}: an array of blocks. */
  private final class BlockList implements Frame {
    final List<BasicBlock> blocks = new ArrayList<>();
    final JsonStreamContext here;
    final boolean namelessExpected;

    BlockList() throws IOException {
      this(false);
    }

    BlockList(boolean namelessExpected) throws IOException {
      cursor.expectArray(Keys.BLOCKS);
      here = cursor.container();
      this.namelessExpected = namelessExpected;
    }

    @Override
    public Frame next() throws IOException {
      if (!cursor.nextItem()) {
        exactSize(blocks);
        return DONE;
      }
      try {
        return new BlockFrame(namelessExpected);
      } catch (BirException e) {
        cursor.recover(e, here);
        return null;
      }
    }

    @Override
    public void childDone(Frame child) {
      blocks.add(((BlockFrame) child).b);
    }

    @Override
    public void childFailed(BirException e) throws IOException {
      cursor.recover(e, here);
    }
  }

  /** A block: its keys, its instructions read as a child frame. */
  private final class BlockFrame implements Frame {
    final long start;
    final BasicBlock b;
    final JsonStreamContext here;
    final boolean namelessExpected;
    boolean named;

    BlockFrame(boolean namelessExpected) throws IOException {
      cursor.expectObject("a block");
      start = cursor.position();
      this.namelessExpected = namelessExpected;
      // The pointer is made only when a message needs it (on the block's end token it is the
      // block's own).
      b = new BasicBlock(null);
      b.setSourcePosition(start);
      here = cursor.container();
    }

    @Override
    public Frame next() throws IOException {
      if (!cursor.nextKey()) {
        if (!named && !namelessExpected) {
          cursor.warn(Messages.namelessBlock(), cursor.pointer(), start);
        }
        return DONE;
      }
      String key = cursor.key();
      try {
        if (Keys.NAME.equals(key)) {
          named = true;
        }
        if (NamedKeys.read(cursor, b, key, "a block")) {
          return null;
        }
        switch (key) {
          case Keys.INSTRUCTIONS:
            return new InstructionList(b, true);
          case Keys.ARGUMENTS:
            if (!cursor.keptNull(b.unknownKeys(), key)) {
              b.setArguments(arguments());
            }
            return null;
          default:
            b.unknownKeys().add(site.unknownMember(key));
            return null;
        }
      } catch (BirException e) {
        cursor.recover(e, here);
        return null;
      }
    }

    @Override
    public void childFailed(BirException e) throws IOException {
      cursor.recover(e, here);
    }
  }

  /** {@code instructions}: an array of instructions, each read as a child frame. */
  private final class InstructionList implements Frame {
    final BasicBlock block;
    // Collected here and set on the block once: adding to the block's own list one at a time
    // would copy its exact array at each instruction (ShortList), and the set list is kept exactly.
    final List<Instruction> into;
    final JsonStreamContext here;

    /** {@code atStart}: on the array's start, else inside it (a run read apart). */
    InstructionList(BasicBlock block, boolean atStart) throws IOException {
      if (atStart) {
        cursor.expectArray(Keys.INSTRUCTIONS);
        if (apart != null) {
          apart.met(block, cursor.parser());
        }
      }
      this.block = block;
      this.into = new ArrayList<>(block.instructions());
      here = cursor.container();
    }

    @Override
    public Frame next() throws IOException {
      if (!cursor.nextItem()) {
        block.setInstructions(into);
        return DONE;
      }
      try {
        return new InstructionFrame(instructions.new Reading());
      } catch (BirException e) {
        cursor.recover(e, here);
        return null;
      }
    }

    @Override
    public void childDone(Frame child) {
      Instruction i = ((InstructionFrame) child).result;
      if (i != null) {
        into.add(i);
      }
    }

    @Override
    public void abandoned() {
      block.setInstructions(into);
    }

    @Override
    public void childFailed(BirException e) throws IOException {
      cursor.recover(e, here);
    }
  }

  /** An instruction, its nested region (if any) read as a child frame. */
  private final class InstructionFrame implements Frame {
    final InstructionReader.Reading reading;
    Instruction result;

    InstructionFrame(InstructionReader.Reading reading) {
      this.reading = reading;
    }

    @Override
    public Frame next() throws IOException {
      switch (reading.next()) {
        case REGION:
          try {
            return new BlockList();
          } catch (BirException e) {
            reading.regionFailed(e);
            return null;
          }
        case END:
          result = reading.finish();
          return DONE;
        default:
          return null;
      }
    }

    @Override
    public void childDone(Frame child) {
      reading.region(((BlockList) child).blocks);
    }

    @Override
    public void childFailed(BirException e) throws IOException {
      reading.regionFailed(e);
    }
  }

  /**
   * Block arguments: objects with an optional {@code name} and {@code incoming_values}, entries
   * {@code [value, predecessor]} (the shape birj chose where the references are silent:
   * docs/wire/container.md, "Block arguments").
   */
  private List<BlockArgument> arguments() throws IOException {
    cursor.expectArray(Keys.ARGUMENTS);
    List<BlockArgument> out = new ArrayList<>();
    cursor.eachItem(this::argument, out::add);
    return out;
  }

  private BlockArgument argument() throws IOException {
    cursor.expectObject("a block argument");
    BlockArgument a = new BlockArgument(null);
    a.setSourcePosition(cursor.position());
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (Keys.NAME.equals(key)) {
          a.setName(cursor.name("a block argument's name"));
        } else if (Keys.INCOMING_VALUES.equals(key)) {
          a.setIncomingValues(incomingValues());
        } else {
          a.unknownKeys().add(site.unknownMember(key));
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return a;
  }

  private List<BlockArgument.IncomingValue> incomingValues() throws IOException {
    cursor.expectArray(Keys.INCOMING_VALUES);
    List<BlockArgument.IncomingValue> out = new ArrayList<>();
    while (cursor.nextItem()) {
      if (!cursor.isArray()) {
        throw cursor.error(
            DiagnosticCode.BIRJ_E0302,
            "an incoming value is [value, predecessor block], found " + cursor.describe());
      }
      long start = cursor.position();
      String pointer = cursor.pointer();
      if (!cursor.nextItem()) {
        throw BirException.atPosition(
            DiagnosticCode.BIRJ_E0302,
            "an incoming value is [value, predecessor block], found an empty array",
            pointer,
            start);
      }
      JsonValue value = site.unknown();
      if (!cursor.nextItem()) {
        throw BirException.atPosition(
            DiagnosticCode.BIRJ_E0302,
            "an incoming value is [value, predecessor block], found one element",
            pointer,
            start);
      }
      NameRef<BasicBlock> pred =
          new NameRef<>(cursor.name("a predecessor block"), cursor.position());
      if (cursor.nextItem()) {
        throw cursor.error(
            DiagnosticCode.BIRJ_E0302,
            "an incoming value is [value, predecessor block]: it has two elements");
      }
      out.add(new BlockArgument.IncomingValue(value, pred));
    }
    return out;
  }
}
