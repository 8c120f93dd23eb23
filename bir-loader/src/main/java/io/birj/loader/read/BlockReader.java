package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.Instruction;
import io.birj.api.model.NameRef;
import io.birj.loader.wire.Keys;
import java.io.IOException;
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

  BlockReader(ReadCursor cursor, ExprSite site) {
    this.cursor = cursor;
    this.site = site;
  }

  void setInstructionReader(InstructionReader instructions) {
    this.instructions = instructions;
  }

  /** The array of blocks at the cursor; a bad block is reported and skipped. */
  List<BasicBlock> blocks() throws IOException {
    cursor.expectArray(Keys.BLOCKS);
    JsonStreamContext here = cursor.container();
    List<BasicBlock> out = new ArrayList<>();
    while (cursor.nextItem()) {
      try {
        out.add(block());
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return out;
  }

  private BasicBlock block() throws IOException {
    cursor.expectObject("a block");
    long start = cursor.position();
    BasicBlock b = new BasicBlock(NamedKeys.UNNAMED);
    b.setSourcePosition(start);
    boolean named = false;
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (Keys.NAME.equals(key)) {
          named = true;
        }
        if (NamedKeys.read(cursor, b, key, "a block")) {
          continue;
        }
        switch (key) {
          case Keys.INSTRUCTIONS:
            instructions(b.instructions());
            break;
          case Keys.ARGUMENTS:
            if (!cursor.keptNull(b.unknownKeys(), key)) {
              b.setArguments(arguments());
            }
            break;
          default:
            b.unknownKeys().add(new JsonValue.Member(key, site.unknown()));
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    if (!named) {
      cursor.report(NamedKeys.missingName(b, "a block", cursor.pointer(), start));
    }
    return b;
  }

  private void instructions(List<Instruction> into) throws IOException {
    cursor.expectArray(Keys.INSTRUCTIONS);
    JsonStreamContext here = cursor.container();
    while (cursor.nextItem()) {
      try {
        Instruction i = instructions.instruction();
        if (i != null) {
          into.add(i);
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
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
    JsonStreamContext here = cursor.container();
    while (cursor.nextItem()) {
      try {
        out.add(argument());
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
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
          a.unknownKeys().add(new JsonValue.Member(key, site.unknown()));
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
            "an incoming value is [value, predecessor block], found " + cursor.describe());
      }
      long start = cursor.position();
      String pointer = cursor.pointer();
      if (!cursor.nextItem()) {
        throw BirException.atPosition(
            "an incoming value is [value, predecessor block], found an empty array",
            pointer,
            start);
      }
      JsonValue value = site.unknown();
      if (!cursor.nextItem()) {
        throw BirException.atPosition(
            "an incoming value is [value, predecessor block], found one element", pointer, start);
      }
      NameRef<BasicBlock> pred =
          new NameRef<>(cursor.name("a predecessor block"), cursor.position());
      if (cursor.nextItem()) {
        throw cursor.error("an incoming value is [value, predecessor block]: it has two elements");
      }
      out.add(new BlockArgument.IncomingValue(value, pred));
    }
    return out;
  }
}
