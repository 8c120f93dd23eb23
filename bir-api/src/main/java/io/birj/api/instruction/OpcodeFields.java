package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.util.List;

/**
 * The keys one opcode adds to an instruction, typed (the compiler's generated {@code
 * readFieldsFromJson} / {@code toJson} pair, seed 004). Generated from the ISA spec by bir-brewer,
 * or hand-written by a vendor. Tracks presence: a key absent on input stays absent on output, a key
 * present stays present even when it holds the default.
 *
 * <p>The common instruction keys ({@code opcode}, {@code name}, {@code engine}, {@code ins}, ...)
 * and the keys no class knows are the loader's business, not this class's.
 */
public abstract class OpcodeFields {
  /** The opcode's wire spelling, e.g. {@code "Activation"}. */
  public abstract String opcode();

  /**
   * Reads the value of {@code key} at the parser's current token (the value's first token) and
   * leaves the parser on the value's last token. Returns false, without moving the parser, when
   * {@code key} is not one of this opcode's keys: the caller then keeps it as unknown content.
   */
  public abstract boolean readField(String key, JsonParser p, FieldReadContext ctx)
      throws IOException;

  /** Writes the present keys, in the spec's emit order. */
  public abstract void writeFields(JsonGenerator g, FieldWriteContext ctx) throws IOException;

  /** The present keys, in emit order. */
  public abstract List<String> presentKeys();

  /**
   * The value of a present key as a plain value ({@code Long}, {@code Double}, {@code Boolean},
   * {@code String}, an enum's wire spelling as {@code String}, a {@code QuasiAffineExpr}, a {@code
   * List} of these, or a {@code JsonValue} for a key of unknown type), or {@code null} when the key
   * is absent. Used by the semantic diff and the statistics.
   */
  public abstract Object value(String key);
}
