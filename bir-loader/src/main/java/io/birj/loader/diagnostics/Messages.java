package io.birj.loader.diagnostics;

import io.birj.api.model.SourcePosition;
import java.util.List;

/**
 * Every message the loader gives about a document, one place each. Where the compiler's loader or
 * verifier has its own words, the message starts with them (docs/wire/errors.md lists each with its
 * source), followed by the names involved; the pointer and the position travel beside the message.
 */
public final class Messages {
  private Messages() {}

  // ---- reading: shapes and keys ------------------------------------------------------------

  public static String missingKey(String key, String what) {
    return "missing required key \"" + key + "\" in " + what;
  }

  /** The compiler's nlohmann {@code type_error} for a key that must hold an array. */
  public static String mustBeArray(String key) {
    return "'" + key + "' must be a JSON array";
  }

  public static String duplicateName(String what, String name, String container, long first) {
    return "duplicate "
        + what
        + " name \""
        + name
        + "\" in "
        + container
        + " (first defined at "
        + where(first)
        + ")";
  }

  public static String explicitNull(String key) {
    return "\""
        + key
        + "\" is null; kept as written (the compiler reads an absent key as its default)";
  }

  public static String unknownOperandKind(String kind, List<String> known) {
    return "Unsupported argument kind \"" + kind + "\" (known: " + String.join(", ", known) + ")";
  }

  public static String keyNotOfKind(String key, String kind) {
    return "\"" + key + "\" is not a key of a " + kind + " operand; kept as an unknown key";
  }

  public static String missingValueArray() {
    return missingKey("value_array", "an imm_array operand")
        + " (the compiler's ImmediateArray requires it)";
  }

  public static String unknownEngine(String engine, List<String> known) {
    return "unknown engine \""
        + engine
        + "\" (known: "
        + String.join(", ", known)
        + "); kept as read";
  }

  public static String unknownOpcode(String opcode) {
    return "opcode \""
        + opcode
        + "\" is not a concrete opcode of the installed catalog; its keys are kept as read";
  }

  public static String abstractOpcode(String opcode) {
    return "opcode \""
        + opcode
        + "\" is an abstract base class, never an instruction on the wire; its keys are kept as"
        + " read";
  }

  public static String regApOffsetIsAName(String found) {
    return "reg_ap_offset names a register (a string), found " + found;
  }

  // ---- reading: edges -----------------------------------------------------------------------

  public static String dependencyShape(String found) {
    return "a dependency is [name, kind] or \"name\", found " + found;
  }

  public static String loopCarriedShape(String found) {
    return "a loop-carried dependency is [name, kind] or [name, kind, [distance]], found " + found;
  }

  /** BIR047. */
  public static String unrollElementNotArray() {
    return "'unroll_dependencies' element must be a JSON array";
  }

  public static String unrollShape(String found) {
    return "an unroll dependency is [name, kind, [expression...], [predicate...]], found " + found;
  }

  /** The compiler's PointerIntPair assertion for a kind that does not fit 3 bits. */
  public static String edgeKindTooLarge(String code) {
    return "Integer too large for field: edge kind " + code + " (an EdgeKind is 0..7)";
  }

  public static String unknownEdgeKind(String spelling, List<String> known) {
    return "unknown EdgeKind \"" + spelling + "\" (known: " + String.join(", ", known) + ")";
  }

  // ---- reading: storage ---------------------------------------------------------------------

  public static String missingSkind(String inferred) {
    return missingKey("Skind", "an allocation")
        + "; read as a "
        + inferred
        + " (told from its keys) so that references to it still resolve";
  }

  public static String unknownSkind(String skind) {
    return "unknown Skind \"" + skind + "\"; the allocation is kept as read";
  }

  public static String memLocSkindInSet(String tag) {
    return "an entry of memorylocations must have Skind \"memory_location\", not \"" + tag + "\"";
  }

  public static String aliasShape(String found) {
    return "an alias entry is [destSet, dest, kind] or [dest, kind] with a numeric kind, found "
        + found;
  }

  // ---- reading: module ----------------------------------------------------------------------

  /** BIR025. */
  public static String malformedNkiFunctions(String found) {
    return "Malformed nki_functions json field: expected an array of functions, found " + found;
  }

  public static String callBindingShape(String found) {
    return "call_to_physical_memlocs maps a Call instruction's name to the names of its callee's"
        + " memory locations, found "
        + found;
  }

  public static String contentAfterDocument() {
    return "unexpected content after the end of the document";
  }

  public static String emptyDocument() {
    return "the document is empty";
  }

  private static String where(long position) {
    return SourcePosition.isOffset(position)
        ? "byte " + SourcePosition.offset(position)
        : SourcePosition.line(position) + ":" + SourcePosition.column(position);
  }

  // ---- checking (pass 2): names, scopes, verifier rules -------------------------------------
  // (io.birj.loader.check builds its messages here too.)
}
