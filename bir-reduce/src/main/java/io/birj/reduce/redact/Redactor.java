package io.birj.reduce.redact;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.MemoryType;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.BirReader;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Replaces every name of a document by an opaque one and every free text by an opaque text, keeping
 * the numbers and the compiler's vocabulary, so the document reads as it did: the same statistics,
 * the same validation verdict, the same verifier verdict (docs/reduce.md).
 *
 * <p>The model tells what is a name ({@link Names}: every named object, axis, block argument and
 * every name inside an expression) and where the expressions are. The document the writer writes
 * from the model is then rewritten string by string, so a name is renamed wherever it stands, a
 * reference, a dangling one, a key of kept content or an expression included: a string under a key
 * of the compiler's vocabulary ({@code opcode}, {@code engine}, {@code dtype}, ...) is kept; a name
 * is renamed; inside an expression the codec's own strings are kept; an enum spelling of the opcode
 * catalog, an edge kind or a memory type is kept; anything else is free text and replaced. A key of
 * kept content is renamed when it is a name and kept otherwise (keys are the writer's vocabulary).
 * Opaque names are a kind's prefix and a counter ({@code f0}, {@code b3}, {@code i17}, {@code m2};
 * free text {@code t0}) and never equal a string of the input.
 */
public final class Redactor {
  /** Keys whose strings are the compiler's vocabulary, never a user's name or text. */
  static final Set<String> VOCABULARY_KEYS =
      Set.of(
          "opcode",
          "engine",
          "dtype",
          "kind",
          "Skind",
          "origin",
          "optin_passes",
          "cmp",
          "arch",
          "type",
          "tensor_class",
          "addr_space",
          "indirect_dim");

  /** Keys whose numbers are immediate values ({@code --scramble-values}). */
  static final Set<String> VALUE_KEYS = Set.of("value", "value_list", "value_array");

  private static final JsonFactory JSON = new JsonFactory();

  private final BirReader reader;
  private final BirWriter writer;
  private final Set<String> spellings = new HashSet<>();
  private boolean scrambleValues;

  public Redactor(BirReader reader) {
    this.reader = reader;
    this.writer = new BirWriter(reader.codecs());
    for (OpcodeProvider p : reader.catalog().providers()) {
      p.enums().values().forEach(spellings::addAll);
    }
    spellings.addAll(EdgeKind.spellings());
    spellings.addAll(MemoryType.NAMES);
    spellings.addAll(List.of("nan", "inf", "-inf"));
  }

  /**
   * Whether {@code s} is a word of the compiler's vocabulary this redactor keeps where it stands as
   * one (an enum spelling of the reader's catalog, an edge kind, a memory type): a name spelled
   * like one is renamed, but the word itself may still appear, as what it is.
   */
  public boolean isVocabulary(String s) {
    return spellings.contains(s);
  }

  /** Also replaces the numbers of immediate operands ({@code value}, {@code value_list}, ...). */
  public Redactor scrambleValues(boolean scramble) {
    this.scrambleValues = scramble;
    return this;
  }

  /**
   * Redacts a document (JSON or CBOR, not closed). A document that does not read at all is a {@link
   * BirException} (its first error); one with errors the checker finds is redacted with them, so it
   * reports the same errors (under the new names).
   */
  public Redaction redact(InputStream in, String sourceName) {
    BirReader.Checked read = reader.readChecked(in, sourceName, Integer.MAX_VALUE);
    if (read.module() == null) {
      io.birj.api.error.Diagnostic d = read.result().errors().get(0);
      throw new BirException(
          io.birj.api.error.DiagnosticCode.of(d.code()),
          d.message(),
          d.pointer(),
          d.line(),
          d.column());
    }
    Module m = read.module();
    int version = read.version().orElse(2);
    byte[] written = writer.toBytes(m, WriteOptions.version(version));
    Names names = Names.of(m);
    Rewrite rw = new Rewrite(names, strings(written));
    byte[] redacted;
    try {
      redacted = rw.run(written);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    BirReader.Checked back =
        reader.readChecked(new ByteArrayInputStream(redacted), sourceName, Integer.MAX_VALUE);
    if (back.module() == null) {
      throw new IllegalStateException("the redacted document does not read back: " + back.result());
    }
    return new Redaction(back.module(), version, rw.report());
  }

  /** Every string and key of a written document: what an opaque name must never equal. */
  private static Set<String> strings(byte[] doc) {
    Set<String> out = new HashSet<>();
    try (JsonParser p = JSON.createParser(doc)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING || t == JsonToken.FIELD_NAME) {
          out.add(p.getText());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** One rewrite of a written document, string by string. */
  private final class Rewrite {
    private final Names names;
    private final Set<String> taken;
    private final Map<String, String> renamed = new LinkedHashMap<>();
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final Map<String, Integer> byKind = new TreeMap<>();
    private final Map<String, Integer> byKey = new TreeMap<>();
    private final Map<String, Integer> counters = new java.util.HashMap<>();
    private final Map<String, String> values = new java.util.HashMap<>();
    private long scrambled;

    Rewrite(Names names, Set<String> taken) {
      this.names = names;
      this.taken = taken;
      for (Map.Entry<String, Names.Kind> e : names.names.entrySet()) {
        renamed.put(e.getKey(), fresh(e.getValue().prefix));
        byKind.merge(e.getValue().name().toLowerCase(java.util.Locale.ROOT), 1, Integer::sum);
      }
    }

    private String fresh(String prefix) {
      String s;
      do {
        int n = counters.merge(prefix, 1, Integer::sum) - 1;
        s = prefix + n;
      } while (taken.contains(s));
      return s;
    }

    RedactionReport report() {
      return new RedactionReport(renamed, texts, byKind, byKey, scrambled);
    }

    /** Where the rewrite stands: a container's pointer, its key, whether inside an expression. */
    private record Frame(DocPointer at, boolean array, String key, boolean expr) {}

    byte[] run(byte[] doc) throws IOException {
      ByteArrayOutputStream out = new ByteArrayOutputStream(doc.length);
      ArrayDeque<Frame> open = new ArrayDeque<>();
      ArrayDeque<int[]> index = new ArrayDeque<>();
      try (JsonParser p = JSON.createParser(doc);
          JsonGenerator g = JSON.createGenerator(out)) {
        String field = null;
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
          Frame f = open.peek();
          if (t == JsonToken.FIELD_NAME) {
            field = p.getText();
            String n = renamed.get(field);
            g.writeFieldName(n != null && f != null && !f.expr ? n : field);
            continue;
          }
          if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
            open.pop();
            index.pop();
            if (t == JsonToken.END_OBJECT) {
              g.writeEndObject();
            } else {
              g.writeEndArray();
            }
            continue;
          }
          // A value: its pointer, and the key it stands under (an array's items, its own key).
          DocPointer at;
          String key;
          if (f == null) {
            at = DocPointer.ROOT;
            key = null;
          } else if (f.array) {
            at = f.at.index(index.peek()[0]++);
            key = f.key;
          } else {
            at = f.at.key(field);
            key = field;
          }
          if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
            boolean expr = (f != null && f.expr) || names.exprPointers.contains(at.toString());
            open.push(new Frame(at, t == JsonToken.START_ARRAY, key, expr));
            index.push(new int[1]);
            if (t == JsonToken.START_OBJECT) {
              g.writeStartObject();
            } else {
              g.writeStartArray();
            }
          } else if (t == JsonToken.VALUE_STRING) {
            boolean expr = (f != null && f.expr) || names.exprPointers.contains(at.toString());
            g.writeString(string(p.getText(), key, expr));
          } else if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            if (scrambleValues
                && key != null
                && VALUE_KEYS.contains(key)
                && !(f != null && f.expr)) {
              g.writeNumber(scramble(p.getText(), t == JsonToken.VALUE_NUMBER_INT));
            } else {
              g.writeNumber(p.getText());
            }
          } else {
            g.copyCurrentEvent(p);
          }
        }
      }
      return out.toByteArray();
    }

    private String string(String s, String key, boolean expr) {
      if (key != null && VOCABULARY_KEYS.contains(key)) {
        return s;
      }
      String n = renamed.get(s);
      if (n != null) {
        return n;
      }
      if (expr || spellings.contains(s)) {
        return s;
      }
      byKey.merge(key == null ? "(top)" : key, 1, Integer::sum);
      return texts.computeIfAbsent(s, x -> fresh("t"));
    }

    /** The same number always gets the same replacement, of the same kind (integer or not). */
    private String scramble(String number, boolean integer) {
      scrambled++;
      return values.computeIfAbsent(
          number,
          x -> {
            long h = mix(x.hashCode() * 0x9E3779B97F4A7C15L + values.size());
            return integer
                ? Long.toString(Math.floorMod(h, 65536L))
                : Double.toString((h >>> 11) * 0x1.0p-53);
          });
    }
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
