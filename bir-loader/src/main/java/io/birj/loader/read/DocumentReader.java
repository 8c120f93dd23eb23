package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.container.ContainerSchema;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.JsonFormat;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.json.HeldValue;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.CallBinding;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import io.birj.pelican.PelicanContext;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Pass 1 of the loader: one streaming pass over a document's tokens that builds the whole model,
 * reading each expression through the version dispatch. It resolves no name: the checker (pass 2)
 * does, over the model (docs/architecture.md, "Reading").
 */
public final class DocumentReader {
  /** What a read needs besides the bytes. */
  public record Config(
      CodecRegistry codecs,
      OpcodeCatalog catalog,
      CodecLimits limits,
      StreamReadConstraints constraints,
      ContainerSchema container,
      ParallelRead.Tuning parallel) {}

  /** The documents being read in this process. */
  private static final AtomicInteger READING = new AtomicInteger();

  private final ReadCursor cursor;
  private final Module module;
  private final VersionProbe version;
  private final ExprSite site;
  private final FunctionReader functions;
  private final BlockReader blocks;

  private DocumentReader(
      JsonParser parser,
      DocumentSource source,
      DocumentFormat format,
      Config config,
      Problems problems,
      PelicanContext pelican,
      int assumedVersion,
      ParallelRead.SplitArrays apart) {
    this.cursor = new ReadCursor(parser, problems, config.constraints());
    this.module = new Module(pelican);
    this.version =
        assumedVersion < 0
            ? new VersionProbe(module, source, format, config.constraints(), cursor)
            : VersionProbe.assumed(module, assumedVersion, cursor);
    this.site = new ExprSite(cursor, module, version, config.codecs(), config.limits());
    this.blocks = new BlockReader(cursor, site, apart);
    OperandReader operands = new OperandReader(cursor, site);
    EdgeReader edges = new EdgeReader(cursor, site);
    blocks.setInstructionReader(
        new InstructionReader(cursor, site, config.catalog(), operands, edges, config.container()));
    this.functions =
        new FunctionReader(
            cursor, site, new StorageReader(cursor, site, config.container()), blocks);
  }

  /** The expression context a document's reader makes: its codecs' kinds, nothing else. */
  static PelicanContext newPelican(Config config) {
    return new PelicanContext(config.codecs().kinds().all().stream().map(k -> k.kind()).toList());
  }

  /**
   * A document as read: the model ({@code null} when malformed bytes stopped the read) and the
   * version it declares (empty when it declares none that reads as a number). The version is
   * reported here, as read, so that no one but the expression read dispatch asks the model for it.
   */
  public record Result(Module module, java.util.OptionalInt version) {}

  /**
   * Reads the document of {@code source} in {@code format}. Errors go to {@code problems} (which
   * throws at the first one when it does not collect). The model is {@code null} when malformed
   * bytes stopped the read (the error is reported; a partial model is not checked, as its missing
   * parts would only repeat that one error).
   */
  public static Result read(
      DocumentSource source, DocumentFormat format, Config config, Problems problems)
      throws IOException {
    // The cores are for one document at a time: while another is being read (validate's and
    // export's pools, a service), each reads in one pass, which costs less CPU in all.
    boolean alone = READING.incrementAndGet() == 1;
    try {
      Result apart = alone ? ParallelRead.read(source, format, config, problems) : null;
      return apart != null ? apart : readWhole(source, format, config, problems);
    } finally {
      READING.decrementAndGet();
    }
  }

  /** True while another document is being read in this process too. */
  static boolean othersBeingRead() {
    return READING.get() > 1;
  }

  /** {@link #read} in one pass over the document's tokens. */
  static Result readWhole(
      DocumentSource source, DocumentFormat format, Config config, Problems problems)
      throws IOException {
    try (InputStream in = source.open();
        JsonParser parser = parser(format, in, config.constraints())) {
      DocumentReader r =
          new DocumentReader(
              parser, source, format, config, problems, newPelican(config), -1, null);
      try {
        r.document();
      } catch (ReadCursor.Abort e) {
        return new Result(null, r.version.declared());
      } catch (JsonProcessingException e) {
        // jackson's error from a read that did not go through JsonReads (a value held as tokens,
        // the skip after an error, the token after the document): in birj's words, at the place
        // and JSON Pointer the parser stands at, as every other syntax error.
        problems.error(JsonReads.syntaxError(parser, e));
        return new Result(null, r.version.declared());
      } catch (CharConversionException e) {
        problems.error(JsonReads.syntaxError(parser, e));
        return new Result(null, r.version.declared());
      }
      return new Result(r.module, r.version.declared());
    }
  }

  /**
   * The document's part of a read in parallel: the whole document with its split instruction arrays
   * read as empty ({@code parser} reads them without their elements) and {@code apart} told where
   * each is. What the read found goes to {@code problems}; a fault stops it with an exception, and
   * the caller reads the document again in one pass.
   */
  static Result readAround(
      JsonParser parser,
      DocumentSource source,
      Config config,
      Problems problems,
      PelicanContext pelican,
      ParallelRead.SplitArrays apart)
      throws IOException {
    DocumentReader r =
        new DocumentReader(
            parser, source, JsonFormat.INSTANCE, config, problems, pelican, -1, apart);
    r.document();
    return new Result(r.module, r.version.declared());
  }

  /**
   * A reader of runs of instruction arrays, for a read in parallel: it reads one run after another
   * ({@link #readRun}) with what it shares across them (names, values, boxes), assuming the
   * document's {@code version}; what it finds goes to {@code problems}.
   */
  static DocumentReader runReader(
      JsonParser first, Config config, Problems problems, PelicanContext pelican, int version) {
    return new DocumentReader(
        first, null, JsonFormat.INSTANCE, config, problems, pelican, version, null);
  }

  /**
   * The run at {@code parser}, which stands inside an instruction array, before the run's first
   * element.
   */
  List<Instruction> readRun(JsonParser parser) throws IOException {
    cursor.readFrom(parser);
    return blocks.instructionRun();
  }

  /**
   * The document's parser. For JSON, duplicate keys are found by {@link DuplicateKeys} in place of
   * jackson's per-object hash sets (the same refusal, in the same words); CBOR keeps its format's.
   */
  static JsonParser parser(DocumentFormat format, InputStream in, StreamReadConstraints constraints)
      throws IOException {
    JsonParser p = format.createParser(in, constraints);
    return format == JsonFormat.INSTANCE ? DuplicateKeys.wrap(p) : p;
  }

  private void document() throws IOException {
    JsonToken first = cursor.parser().nextToken();
    if (first == null) {
      throw cursor.error(Messages.emptyDocument());
    }
    cursor.expectObject("a BIR document");
    module.setSourcePosition(cursor.position());
    boolean sawFunctions = false;
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (Keys.FUNCTIONS.equals(key)) {
          sawFunctions = true;
        }
        member(key);
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    if (cursor.parser().nextToken() != null) {
      throw cursor.error(Messages.contentAfterDocument());
    }
    version.finish();
    if (!sawFunctions) {
      cursor.report(
          BirException.atPosition(
              Messages.missingKey(Keys.FUNCTIONS, "the document"), "", module.sourcePosition()));
    }
  }

  private void member(String key) throws IOException {
    switch (key) {
      case Keys.VERSION:
        version.readKey();
        return;
      case Keys.ARCH:
        if (!cursor.keptNull(module.unknownKeys(), key)) {
          module.setArch(cursor.name("arch"));
        }
        return;
      case Keys.ARCH_REV:
        module.setArchRev(JsonValues.read(cursor.parser()));
        return;
      case Keys.REVISION:
        if (!cursor.keptNull(module.unknownKeys(), key)) {
          module.setRevision(cursor.name("revision"));
        }
        return;
      case Keys.ATTRIBUTES:
        module.setAttributes(JsonValues.read(cursor.parser()));
        return;
      case Keys.FUNCTIONS:
        module.functions().addAll(functions.functions(key));
        return;
      case Keys.NKI_FUNCTIONS:
        if (!cursor.isArray()) {
          throw cursor.error(Messages.malformedNkiFunctions(cursor.describe()));
        }
        module.setNkiFunctions(functions.functions(key));
        return;
      case Keys.QUEUES:
      case Keys.DMA_QUEUES:
        if (module.queues() == null) {
          module.setQueues(key, queues(key));
          return;
        }
        break;
      case Keys.CALL_TO_PHYSICAL_MEMLOCS:
        if (callBindings()) {
          return;
        }
        break;
      default:
        break;
    }
    module.unknownKeys().add(site.unknownMember(key));
  }

  // ---- queues ------------------------------------------------------------------------------

  private List<DmaQueue> queues(String key) throws IOException {
    cursor.expectArray(key);
    List<DmaQueue> out = new ArrayList<>();
    cursor.eachItem(this::queue, out::add);
    return out;
  }

  private DmaQueue queue() throws IOException {
    return NamedKeys.object(
        cursor,
        "a queue",
        name -> {
          DmaQueue q = new DmaQueue(name);
          q.setBlocks(null); // absent until read: what was absent stays absent
          return q;
        },
        (q, key) -> {
          if (Keys.BLOCKS.equals(key)) {
            q.setBlocks(blocks.queueBlocks());
          } else {
            q.unknownKeys().add(site.unknownMember(key));
          }
        });
  }

  // ---- call_to_physical_memlocs ----------------------------------------------------------

  /**
   * {@code {"<call>": ["<memory location>", ...], ...}}, the shape birj reads (the references give
   * the binding's lookups, not its keys: docs/wire/container.md). Another shape is kept as an
   * unknown key, with a warning: returns false then, the value unread.
   */
  private boolean callBindings() throws IOException {
    if (!cursor.isObject()) {
      cursor.warn(Messages.callBindingShape(cursor.describe()));
      return false;
    }
    HeldValue held = cursor.hold();
    if (!isBindingShape(held)) {
      cursor.warn(Messages.callBindingShape("another shape"), held.pointer(), held.position());
      JsonValue kept = cursor.replayRange(held, 0, held.size() - 1, held.pointer(), site::unknown);
      module.unknownKeys().add(new JsonValue.Member(Keys.CALL_TO_PHYSICAL_MEMLOCS, kept));
      return true;
    }
    List<CallBinding> out = new ArrayList<>();
    cursor.replayRange(
        held,
        0,
        held.size() - 1,
        held.pointer(),
        () -> {
          while (cursor.nextKey()) {
            NameRef<Instruction> call =
                new NameRef<>(cursor.intern(cursor.key()), cursor.position());
            List<NameRef<MemoryLocation>> locs = new ArrayList<>();
            while (cursor.nextItem()) {
              locs.add(new NameRef<>(cursor.name("a memory location"), cursor.position()));
            }
            out.add(new CallBinding(call, locs));
          }
          return null;
        });
    module.setCallToPhysicalMemlocs(out);
    return true;
  }

  /** An object of arrays of strings. */
  private static boolean isBindingShape(HeldValue h) {
    int depth = 0;
    for (int i = 0; i < h.size(); i++) {
      JsonToken t = h.token(i);
      switch (t) {
        case START_OBJECT:
          if (depth != 0) {
            return false;
          }
          depth++;
          break;
        case START_ARRAY:
          if (depth != 1) {
            return false;
          }
          depth++;
          break;
        case END_OBJECT:
        case END_ARRAY:
          depth--;
          break;
        case FIELD_NAME:
          break;
        case VALUE_STRING:
          if (depth != 2) {
            return false;
          }
          break;
        default:
          return false;
      }
    }
    return true;
  }
}
