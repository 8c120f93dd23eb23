package io.birj.loader.diagnostics;

import io.birj.api.position.SourcePosition;
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

  /**
   * An instruction other than a structured one (a Loop, say) without {@code name}: no source says
   * whether the compiler writes one, so it reads, with a warning.
   */
  public static String namelessInstruction(String opcode) {
    return opcode
        + " instruction without \"name\": kept nameless; no dependency or wait can name it";
  }

  /** A key no model holds, under a strict reading. */
  public static String unknownKeyRefused(String key, String place) {
    return "unknown key \""
        + key
        + "\" in "
        + place
        + ": birj keeps it as read but does not model it (a strict reading refuses it)";
  }

  /**
   * A block without {@code name} outside a queue (real dumps leave only a queue's blocks nameless).
   */
  public static String namelessBlock() {
    return "block without \"name\": kept nameless; no branch or incoming value can name it";
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
    return "\""
        + key
        + "\" is not a key of an operand of kind "
        + kind
        + "; kept as an unknown key";
  }

  public static String missingValueArray() {
    return missingKey("value_array", "an imm_array operand")
        + " (the compiler's ImmediateArray requires it)";
  }

  /** An unknown key one typo away from {@code near}, a key known where it stands. */
  public static String nearKnownKey(String key, String near) {
    return "unknown key \""
        + key
        + "\": did you mean \""
        + near
        + "\"? It is kept as read, and read as nothing";
  }

  /** A dtype the catalog does not spell; {@code near} is the nearest known one, or null. */
  public static String unknownDtype(String dtype, String near, List<String> known) {
    return "unknown dtype \""
        + dtype
        + "\""
        + (near != null
            ? ": did you mean \"" + near + "\"?"
            : " (known: " + String.join(", ", known) + ")")
        + " It is kept as read";
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

  public static String unusedBadVersion() {
    return "the version is neither 1 nor 2; the compiler refuses such a document at its first"
        + " expression (\"Check the version of bir json file - should be 1 (old) or 2 (new)\"),"
        + " and this one has none";
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
  // (io.birj.loader.check builds its messages here; docs/wire/checks.md lists each with its
  // source and severity.)

  /**
   * A name defined twice in one container; the error stands at the second, the message names the
   * first by pointer (and by position when the model was read).
   */
  public static String duplicateNameAt(
      String what, String name, String container, String firstPointer, long firstPosition) {
    return "duplicate "
        + what
        + " name \""
        + name
        + "\" in "
        + container
        + " (first defined at "
        + (firstPointer.isEmpty() ? "/" : firstPointer)
        + (firstPosition == SourcePosition.UNKNOWN ? "" : ", " + where(firstPosition))
        + ")";
  }

  /**
   * An instruction name repeated in one block: the compiler's container renames the second on
   * reading, so it reads; references to the name bind to the first.
   */
  public static String duplicateInstructionInBlock(
      String name, String block, String firstPointer, long firstPosition) {
    return duplicateNameAt("instruction", name, block, firstPointer, firstPosition)
        + "; the compiler renames it on reading, and a reference to the name binds to the first";
  }

  /** The compiler's pass-2 {@code reportError} for a {@code dependencies} entry. */
  public static String unknownDependency(String name, String scope) {
    return noInstruction("Unknown dependency", name, scope);
  }

  /** The compiler's pass-1 assertion for a {@code loop_carried_dependencies} entry. */
  public static String unknownLoopCarriedDependency(String name, String scope) {
    return noInstruction("Unknown loop-carried dependency", name, scope);
  }

  /** BIR048, for an {@code unroll_dependencies} entry. */
  public static String unknownUnrolledDependency(String name, String scope) {
    return noInstruction("Cannot find unrolled dependency", name, scope);
  }

  /**
   * Appended to an unresolved instruction reference when the name is the axis of a nameless loop:
   * the loop the user likely meant cannot be a target.
   */
  public static String onlyCandidateNameless(String opcode, String pointer, String axis) {
    return "; the "
        + opcode
        + " at "
        + pointer
        + " has the axis \""
        + axis
        + "\" but no name, and only a named instruction can be a dependency's or a wait's target";
  }

  /** BIR014. */
  public static String instructionNotFound(String name, String scope) {
    return notFound("Instruction", name, scope);
  }

  /** BIR014, for a wait, whose source may also be a DMA block of the module's queues. */
  public static String waitSourceNotFound(String name, String scope) {
    return instructionNotFound(name, scope) + " nor among the DMA blocks of the module's queues";
  }

  /**
   * A function-wide instruction lookup whose name repeats (real dumps repeat names across blocks):
   * which instance the reference was bound to, and by which rule.
   */
  public static String boundToOneOf(
      String name, int count, String scope, String boundPointer, String rule) {
    return "instruction name \""
        + name
        + "\" is defined "
        + count
        + " times in "
        + scope
        + "; bound to the one at "
        + boundPointer
        + " ("
        + rule
        + ")";
  }

  public static String ruleNearestPreceding() {
    return "the nearest preceding in document order";
  }

  public static String ruleFirst() {
    return "the first in document order";
  }

  /** A wait none of whose source's instances comes before it: it has no earlier producer. */
  public static String ruleNoneBefore() {
    return "the first in document order; no instance precedes the wait";
  }

  /** The compiler's {@code <key> && "BasicBlock does not exist!"} for a branch target. */
  public static String basicBlockDoesNotExist(String key, String name, String holder) {
    return "BasicBlock does not exist! ("
        + key
        + " names \""
        + name
        + "\", not a block of "
        + holder
        + ")";
  }

  public static String queueDoesNotExist(String name) {
    return "Queue does not exist! (\"" + name + "\" is not among the module's queues)";
  }

  /**
   * A queue reference in a module that declares no queues: the compiler's loader fails the same
   * way; real partial dumps do this, so the message says why.
   */
  public static String queueDoesNotExistNoQueues(String name) {
    return "Queue does not exist! (\"" + name + "\": the module declares no queues)";
  }

  /** The compiler's {@code DMAQueue::findDMABlock} failure for a {@code dma_blocks} entry. */
  public static String dmaBlockDoesNotExist(String name, String queue) {
    return "Block does not exist! (\"" + name + "\" is not a DMA block of queue \"" + queue + "\")";
  }

  public static String dmaTriggerIncomplete(boolean hasQueue, boolean hasBlocks) {
    String missing =
        !hasQueue && !hasBlocks
            ? "it has neither"
            : !hasQueue ? "it has no queue" : "it has no dma_blocks";
    return "DMATrigger must have queue and block set (" + missing + ")";
  }

  /** BIR016. */
  public static String registerNotFound(String name, String scope) {
    return notFound("Register", name, scope);
  }

  /** BIR036. */
  public static String memoryLocationNotFound(String name, String scope) {
    return notFound("MemoryLocation", name, scope);
  }

  /** A {@code memsetref} naming no set (worded as BIR036 is). */
  public static String memoryLocationSetNotFound(String name, String scope) {
    return notFound("MemoryLocationSet", name, scope);
  }

  public static String functionNotFound(String name) {
    return "Function with name "
        + name
        + " not found among the module's functions and nki_functions";
  }

  /** BIR293: a set-keyed alias naming a set the function does not have. */
  public static String aliasSetNotRead(String name) {
    return "Found MemoryLocationSet that has not been read, " + name;
  }

  public static String unknownAliasDestination(String name, String where) {
    return "Unknown alias destination \"" + name + "\" (not a memory location of " + where + ")";
  }

  /** The compiler's words, then the two types. */
  public static String aliasNotDram(String src, String dst, String srcType, String dstType) {
    return src
        + " -> "
        + dst
        + ". Aliasing only permitted for DRAM locations. (types "
        + srcType
        + " -> "
        + dstType
        + ")";
  }

  public static String packIdHintNotPsum(String name, String type) {
    return "memory location \""
        + name
        + "\" has type "
        + type
        + ": PackIdHint only applies to PSUM.";
  }

  public static String unknownMemoryType(String found, List<String> names) {
    return "Unknown memory type "
        + found
        + " (a MemoryType is one of "
        + String.join(", ", names)
        + ", or its flag value 1..128)";
  }

  public static String pointerTargetNotPointer(String target, String set, String kind) {
    return "pointer_ref_memloc must name a memory location of a Pointer tensor: \""
        + target
        + "\" is "
        + (set == null ? "not in a memory-location set" : "in set \"" + set + "\" of kind " + kind);
  }

  /** BIR070. */
  public static String doWhileMissingCondition() {
    return "DoWhile instruction missing loop condition";
  }

  public static String dynamicForLoopIncomplete(List<String> missing) {
    return "a DynamicForLoop needs DynamicForLoopAxis, lb, ub and stride; missing "
        + String.join(", ", missing);
  }

  /** BIR030. */
  public static String indirectDimMaxIndex(long found) {
    return "DynamicAPINFO::IndirectDimMaxIndex must be > 0, found " + found;
  }

  public static String unknownLoopAxis(String name) {
    return "unknown loop axis \"" + name + "\": no enclosing loop declares it";
  }

  public static String callBindingNotACall(String name, String opcode) {
    return "call_to_physical_memlocs names \""
        + name
        + "\", an instruction of opcode "
        + opcode
        + ", not a Call";
  }

  public static String callBindingWithoutCallee(String call) {
    return "the Call \""
        + call
        + "\" names no callee (no target), so its call_to_physical_memlocs cannot be bound";
  }

  /** The compiler asserts {@code found} (NeuronAssertion 62). */
  public static String callBindingMemoryLocationNotFound(String name, String callee, String call) {
    return "MemoryLocation with name "
        + name
        + " not found in function \""
        + callee
        + "\", the callee of the Call \""
        + call
        + "\" (the compiler asserts found)";
  }

  public static String callBindingWithoutFunction() {
    return "call_to_physical_memlocs binds Calls of the main function, and the module has no"
        + " function";
  }

  /** The compiler's pass 2 skips such a value silently. */
  public static String incomingPredecessorMissing(String name, String scope) {
    return "an incoming value comes from block \""
        + name
        + "\", which is not a block of "
        + scope
        + "; the compiler skips it";
  }

  /** BIR078. */
  public static String emptyBasicBlock(String name) {
    return "Empty basic blocks are not allowed: " + name;
  }

  /** IBIR280. */
  public static String functionWithoutBlocks(String name) {
    return "Function " + name + " requires at least one BasicBlock.";
  }

  /** EIL010. */
  public static String compareAndBranchDependency(String kind) {
    return "InstCompareAndBranch must only have ordered dependencies, but it has a "
        + kind
        + " dependency";
  }

  /** The compiler's {@code buildTensorId2MemLoc} assertion. */
  public static String unassignedTensorId(String name, String found) {
    return "Unassigned tensorId: memory location \""
        + name
        + "\" has tensor_id "
        + found
        + " in a set that maps tensor ids (tensorId2MemLocSize)";
  }

  public static String immediateInOuts(String kind) {
    return "an immediate operand ("
        + kind
        + ") is written under outs; the compiler puts it among the inputs";
  }

  /** "{@code what}: no instruction "{@code name}" in {@code scope}". */
  private static String noInstruction(String what, String name, String scope) {
    return what + ": no instruction \"" + name + "\" in " + scope;
  }

  /** "{@code what} with name {@code name} not found in {@code scope}". */
  private static String notFound(String what, String name, String scope) {
    return what + " with name " + name + " not found in " + scope;
  }
}
