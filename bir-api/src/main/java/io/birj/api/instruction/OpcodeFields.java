package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.util.List;
import java.util.Objects;

/**
 * The keys one opcode adds to an instruction, typed (the compiler's generated {@code
 * readFieldsFromJson} / {@code toJson} pair). Generated from the ISA spec by bir-brewer, or
 * hand-written by a vendor. Tracks presence: a key absent on input stays absent on output, a key
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
   * The value of a present key as a plain value ({@code Long} (an unsigned key as its 64 bits),
   * {@code Double}, {@code Boolean}, {@code String}, an enum's wire spelling as {@code String}, a
   * {@code QuasiAffineExpr}, a {@code List} of these, a generated record, or a {@code JsonValue}
   * for a key of unknown type), {@link io.birj.api.json.JsonValue.JsonNull#NULL} when the key is
   * present with the value {@code null}, or {@code null} when the key is absent. Used by the
   * semantic diff and the statistics.
   */
  public abstract Object value(String key);

  /**
   * The keys the spec declares required that are absent, in emit order (the compiler's reader would
   * refuse such an instruction; birj reads it and lets the caller decide).
   */
  public List<String> missingRequiredKeys() {
    return List.of();
  }

  /**
   * Visits every name this opcode's keys refer to (keys typed {@code {"ref": KIND}} in the ISA
   * spec), in emit order, so the loader's second pass can resolve them without knowing the opcode.
   */
  public void forEachReference(ReferenceVisitor visitor) {}

  /** Equal when the opcodes, the present keys and their {@link #value}s are equal. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof OpcodeFields f)
        || !f.opcode().equals(opcode())
        || !f.presentKeys().equals(presentKeys())) {
      return false;
    }
    for (String k : presentKeys()) {
      if (!Objects.equals(value(k), f.value(k))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = opcode().hashCode();
    for (String k : presentKeys()) {
      h = 31 * h + k.hashCode();
      h = 31 * h + Objects.hashCode(value(k));
    }
    return h;
  }

  /** E.g. {@code Activation{func=Exp, scale=1.0}}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(opcode()).append('{');
    String sep = "";
    for (String k : presentKeys()) {
      sb.append(sep).append(k).append('=').append(value(k));
      sep = ", ";
    }
    return sb.append('}').toString();
  }
}
