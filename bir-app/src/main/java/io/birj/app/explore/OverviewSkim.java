package io.birj.app.explore;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.container.Keys;
import io.birj.api.format.DocumentFormats;
import io.birj.loader.BirReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The overview of a document from one pass over its tokens, long before the loader has built its
 * model (a fraction of the read: nothing is decoded, checked or kept but the counts): the one skim
 * of the document in birj, for the explorer's first view. It follows the containers alone
 * (functions, NKI functions, queues, their blocks, the blocks' instructions and the regions those
 * hold) and skips everything else unread, and counts them with {@link Overview.Tally}, as the index
 * counts the loaded model. It checks nothing: a bad document is the loader's to report, and what it
 * counts of one is not shown once the loader has failed.
 */
final class OverviewSkim {
  private OverviewSkim() {}

  private enum Kind {
    ROOT,
    FUNCTIONS,
    NKI_FUNCTIONS,
    QUEUES,
    HOLDER,
    BLOCKS,
    BLOCK,
    INSTRUCTIONS,
    INSTRUCTION
  }

  /** An open object or array; an instruction's frame keeps its opcode and engine until it ends. */
  private static final class Frame {
    final Kind kind;
    String opcode;
    String engine;

    Frame(Kind kind) {
      this.kind = kind;
    }
  }

  /**
   * The overview of the document {@code in} holds (JSON or any encoding {@code reader} tells
   * apart), read under the reader's limits; {@code in} is read to the root's end, not closed.
   *
   * @throws IOException when the bytes are not a document's tokens (or stop short of its end)
   * @throws io.birj.api.error.BirException when no format the reader knows recognises them
   */
  static Overview of(InputStream in, BirReader reader) throws IOException {
    DocumentFormats.Sniffed sniffed = reader.formats().sniff(in);
    try (JsonParser p = sniffed.format().createParser(sniffed.stream(), reader.constraints())) {
      return skim(p);
    }
  }

  private static Overview skim(JsonParser p) throws IOException {
    if (p.nextToken() != JsonToken.START_OBJECT) {
      throw new IOException("the document is not an object");
    }
    Overview.Tally tally = new Overview.Tally();
    String arch = null;
    String revision = null;
    boolean queuesMet = false;
    Deque<Frame> open = new ArrayDeque<>();
    open.push(new Frame(Kind.ROOT));
    JsonToken t;
    while (!open.isEmpty() && (t = p.nextToken()) != null) {
      Frame f = open.peek();
      if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
        open.pop();
        if (f.kind == Kind.INSTRUCTION) {
          tally.instruction(f.opcode, f.engine);
        }
        continue;
      }
      if (t != JsonToken.FIELD_NAME) {
        // An item of a container list: a function, a queue, a block or an instruction.
        Kind item = item(f.kind);
        if (t != JsonToken.START_OBJECT || item == null) {
          p.skipChildren();
          continue;
        }
        switch (f.kind) {
          case FUNCTIONS -> tally.function();
          case QUEUES -> tally.queue();
          case BLOCKS -> tally.block();
          default -> {}
        }
        open.push(new Frame(item));
        continue;
      }
      String key = p.currentName();
      JsonToken v = p.nextToken();
      Kind list = null;
      switch (f.kind) {
        case ROOT -> {
          switch (key) {
            case Keys.ARCH -> arch = text(p, v);
            case Keys.REVISION -> revision = text(p, v);
            case Keys.FUNCTIONS -> list = Kind.FUNCTIONS;
            case Keys.NKI_FUNCTIONS -> list = Kind.NKI_FUNCTIONS;
            case Keys.QUEUES, Keys.DMA_QUEUES -> {
              // The first of the two spellings met is the queues, as the reader takes them.
              list = queuesMet ? null : Kind.QUEUES;
              queuesMet = true;
            }
            default -> {}
          }
        }
        case HOLDER -> list = Keys.BLOCKS.equals(key) ? Kind.BLOCKS : null;
        case BLOCK -> list = Keys.INSTRUCTIONS.equals(key) ? Kind.INSTRUCTIONS : null;
        case INSTRUCTION -> {
          switch (key) {
            case Keys.OPCODE -> f.opcode = text(p, v);
            case Keys.ENGINE -> f.engine = text(p, v);
            case Keys.BLOCKS -> list = Kind.BLOCKS;
            default -> {}
          }
        }
        default -> throw new IllegalStateException("a key in a list");
      }
      if (list != null && v == JsonToken.START_ARRAY) {
        if (f.kind == Kind.INSTRUCTION) {
          tally.region();
        }
        open.push(new Frame(list));
      } else {
        p.skipChildren();
      }
    }
    if (!open.isEmpty()) {
      throw new IOException("the document ends before its root object does");
    }
    return tally.of(arch, revision);
  }

  /** What the items of a list are: null for a list the skim does not follow. */
  private static Kind item(Kind list) {
    return switch (list) {
      case FUNCTIONS, NKI_FUNCTIONS, QUEUES -> Kind.HOLDER;
      case BLOCKS -> Kind.BLOCK;
      case INSTRUCTIONS -> Kind.INSTRUCTION;
      default -> null;
    };
  }

  private static String text(JsonParser p, JsonToken v) throws IOException {
    return v == JsonToken.VALUE_STRING ? p.getText() : null;
  }
}
