package io.birj.loader.diagnostics;

import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
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

  public static CodedMessage missingKey(String key, String what) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0301, "missing required key \"" + key + "\" in " + what);
  }

  /** The document's {@code version}, missing: a code of its own, as the version decides so much. */
  public static CodedMessage missingVersion() {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0205, missingKey("version", "the document").text());
  }

  /** The compiler's nlohmann {@code type_error} for a key that must hold an array. */
  public static CodedMessage mustBeArray(String key) {
    return new CodedMessage(DiagnosticCode.BIRJ_E0201, "'" + key + "' must be a JSON array");
  }

  /**
   * An instruction other than a structured one (a Loop, say) without {@code name}: no source says
   * whether the compiler writes one, so it reads, with a warning.
   */
  public static CodedMessage namelessInstruction(String opcode) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0504,
        opcode + " instruction without \"name\": kept nameless; no dependency or wait can name it");
  }

  /** A key no model holds, under a strict reading. */
  public static CodedMessage unknownKeyRefused(String key, String place) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0408,
        "unknown key \""
            + key
            + "\" in "
            + place
            + ": birj keeps it as read but does not model it (a strict reading refuses it)");
  }

  /**
   * A block without {@code name} outside a queue (real dumps leave only a queue's blocks nameless).
   */
  public static CodedMessage namelessBlock() {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0504,
        "block without \"name\": kept nameless; no branch or incoming value can name it");
  }

  public static CodedMessage explicitNull(String key) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0505,
        "\""
            + key
            + "\" is null; kept as written (the compiler reads an absent key as its default)");
  }

  public static CodedMessage unknownOperandKind(String kind, List<String> known) {
    return new CodedMessage(
        DiagnosticCode.BIR091,
        "Unsupported argument kind \"" + kind + "\" (known: " + String.join(", ", known) + ")");
  }

  public static CodedMessage keyNotOfKind(String key, String kind) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0506,
        "\"" + key + "\" is not a key of an operand of kind " + kind + "; kept as an unknown key");
  }

  public static CodedMessage missingValueArray() {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0301,
        missingKey("value_array", "an imm_array operand").text()
            + " (the compiler's ImmediateArray requires it)");
  }

  /** An unknown key one typo away from {@code near}, a key known where it stands. */
  public static CodedMessage nearKnownKey(String key, String near) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0501,
        "unknown key \""
            + key
            + "\": did you mean \""
            + near
            + "\"? It is kept as read, and read as nothing");
  }

  /** A dtype the catalog does not spell; {@code near} is the nearest known one, or null. */
  public static CodedMessage unknownDtype(String dtype, String near, List<String> known) {
    return new CodedMessage(
        DiagnosticCode.BIR023,
        "unknown dtype \""
            + dtype
            + "\""
            + (near != null
                ? ": did you mean \"" + near + "\"?"
                : " (known: " + String.join(", ", known) + ")")
            + " It is kept as read");
  }

  public static CodedMessage unknownEngine(String engine, List<String> known) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0502,
        "unknown engine \""
            + engine
            + "\" (known: "
            + String.join(", ", known)
            + "); kept as read");
  }

  public static CodedMessage unknownOpcode(String opcode) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0503,
        "opcode \""
            + opcode
            + "\" is not a concrete opcode of the installed catalog; its keys are kept as read");
  }

  public static CodedMessage abstractOpcode(String opcode) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0503,
        "opcode \""
            + opcode
            + "\" is an abstract base class, never an instruction on the wire; its keys are kept as"
            + " read");
  }

  public static CodedMessage regApOffsetIsAName(String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0302, "reg_ap_offset names a register (a string), found " + found);
  }

  // ---- reading: edges -----------------------------------------------------------------------

  public static CodedMessage dependencyShape(String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0302, "a dependency is [name, kind] or \"name\", found " + found);
  }

  public static CodedMessage loopCarriedShape(String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0302,
        "a loop-carried dependency is [name, kind] or [name, kind, [distance]], found " + found);
  }

  /** BIR047. */
  public static CodedMessage unrollElementNotArray() {
    return new CodedMessage(
        DiagnosticCode.BIR047, "'unroll_dependencies' element must be a JSON array");
  }

  public static CodedMessage unrollShape(String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0302,
        "an unroll dependency is [name, kind, [expression...], [predicate...]], found " + found);
  }

  /** The compiler's PointerIntPair assertion for a kind that does not fit 3 bits. */
  public static CodedMessage edgeKindTooLarge(String code) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0303,
        "Integer too large for field: edge kind " + code + " (an EdgeKind is 0..7)");
  }

  public static CodedMessage unknownEdgeKind(String spelling, List<String> known) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0303,
        "unknown EdgeKind \"" + spelling + "\" (known: " + String.join(", ", known) + ")");
  }

  // ---- reading: storage ---------------------------------------------------------------------

  public static CodedMessage missingSkind(String inferred) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0301,
        missingKey("Skind", "an allocation").text()
            + "; read as a "
            + inferred
            + " (told from its keys) so that references to it still resolve");
  }

  public static CodedMessage unknownSkind(String skind) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0502,
        "unknown Skind \"" + skind + "\"; the allocation is kept as read");
  }

  public static CodedMessage memLocSkindInSet(String tag) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0302,
        "an entry of memorylocations must have Skind \"memory_location\", not \"" + tag + "\"");
  }

  public static CodedMessage aliasShape(String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0302,
        "an alias entry is [destSet, dest, kind] or [dest, kind] with a numeric kind, found "
            + found);
  }

  // ---- reading: module ----------------------------------------------------------------------

  /** BIR025. */
  public static CodedMessage malformedNkiFunctions(String found) {
    return new CodedMessage(
        DiagnosticCode.BIR025,
        "Malformed nki_functions json field: expected an array of functions, found " + found);
  }

  public static CodedMessage callBindingShape(String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0508,
        "call_to_physical_memlocs maps a Call instruction's name to the names of its callee's"
            + " memory locations, found "
            + found);
  }

  public static CodedMessage unusedBadVersion() {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0206,
        "the version is neither 1 nor 2; the compiler refuses such a document at its first"
            + " expression (\"Check the version of bir json file - should be 1 (old) or 2 (new)\"),"
            + " and this one has none");
  }

  public static CodedMessage contentAfterDocument() {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0101, "unexpected content after the end of the document");
  }

  public static CodedMessage emptyDocument() {
    return new CodedMessage(DiagnosticCode.BIRJ_E0102, "the document is empty");
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
  public static CodedMessage duplicateNameAt(
      String what, String name, String container, String firstPointer, long firstPosition) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0401,
        "duplicate "
            + what
            + " name \""
            + name
            + "\" in "
            + container
            + " (first defined at "
            + (firstPointer.isEmpty() ? "/" : firstPointer)
            + (firstPosition == SourcePosition.UNKNOWN ? "" : ", " + where(firstPosition))
            + ")");
  }

  /**
   * An instruction name repeated in one block: the compiler's container renames the second on
   * reading, so it reads; references to the name bind to the first.
   */
  public static String duplicateInstructionInBlock(
      String name, String block, String firstPointer, long firstPosition) {
    return duplicateNameAt("instruction", name, block, firstPointer, firstPosition).text()
        + "; the compiler renames it on reading, and a reference to the name binds to the first";
  }

  /** The compiler's pass-2 {@code reportError} for a {@code dependencies} entry. */
  public static CodedMessage unknownDependency(String name, String scope) {
    return new CodedMessage(
        DiagnosticCode.BIR014, noInstruction("Unknown dependency", name, scope));
  }

  /** The compiler's pass-1 assertion for a {@code loop_carried_dependencies} entry. */
  public static CodedMessage unknownLoopCarriedDependency(String name, String scope) {
    return new CodedMessage(
        DiagnosticCode.BIR014, noInstruction("Unknown loop-carried dependency", name, scope));
  }

  /** BIR048, for an {@code unroll_dependencies} entry. */
  public static CodedMessage unknownUnrolledDependency(String name, String scope) {
    return new CodedMessage(
        DiagnosticCode.BIR048, noInstruction("Cannot find unrolled dependency", name, scope));
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
  public static CodedMessage instructionNotFound(String name, String scope) {
    return new CodedMessage(DiagnosticCode.BIR014, notFound("Instruction", name, scope));
  }

  /** BIR014, for a wait, whose source may also be a DMA block of the module's queues. */
  public static CodedMessage waitSourceNotFound(String name, String scope) {
    return new CodedMessage(
        DiagnosticCode.BIR014,
        instructionNotFound(name, scope).text()
            + " nor among the DMA blocks of the module's queues");
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
  public static CodedMessage basicBlockDoesNotExist(String key, String name, String holder) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0404,
        "BasicBlock does not exist! ("
            + key
            + " names \""
            + name
            + "\", not a block of "
            + holder
            + ")");
  }

  public static CodedMessage queueDoesNotExist(String name) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0404,
        "Queue does not exist! (\"" + name + "\" is not among the module's queues)");
  }

  /**
   * A queue reference in a module that declares no queues: the compiler's loader fails the same
   * way; real partial dumps do this, so the message says why.
   */
  public static CodedMessage queueDoesNotExistNoQueues(String name) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0404,
        "Queue does not exist! (\"" + name + "\": the module declares no queues)");
  }

  /** The compiler's {@code DMAQueue::findDMABlock} failure for a {@code dma_blocks} entry. */
  public static CodedMessage dmaBlockDoesNotExist(String name, String queue) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0404,
        "Block does not exist! (\"" + name + "\" is not a DMA block of queue \"" + queue + "\")");
  }

  public static CodedMessage dmaTriggerIncomplete(boolean hasQueue, boolean hasBlocks) {
    String missing =
        !hasQueue && !hasBlocks
            ? "it has neither"
            : !hasQueue ? "it has no queue" : "it has no dma_blocks";
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0305, "DMATrigger must have queue and block set (" + missing + ")");
  }

  /** BIR016. */
  public static CodedMessage registerNotFound(String name, String scope) {
    return new CodedMessage(DiagnosticCode.BIR016, notFound("Register", name, scope));
  }

  /** BIR036. */
  public static CodedMessage memoryLocationNotFound(String name, String scope) {
    return new CodedMessage(DiagnosticCode.BIR036, notFound("MemoryLocation", name, scope));
  }

  /** A {@code memsetref} naming no set (worded as BIR036 is). */
  public static CodedMessage memoryLocationSetNotFound(String name, String scope) {
    return new CodedMessage(DiagnosticCode.BIRJ_E0402, notFound("MemoryLocationSet", name, scope));
  }

  public static CodedMessage functionNotFound(String name) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0403,
        "Function with name " + name + " not found among the module's functions and nki_functions");
  }

  /** BIR293: a set-keyed alias naming a set the function does not have. */
  public static CodedMessage aliasSetNotRead(String name) {
    return new CodedMessage(
        DiagnosticCode.BIR293, "Found MemoryLocationSet that has not been read, " + name);
  }

  public static CodedMessage unknownAliasDestination(String name, String where) {
    return new CodedMessage(
        DiagnosticCode.BIR036,
        "Unknown alias destination \"" + name + "\" (not a memory location of " + where + ")");
  }

  /** The compiler's words, then the two types. */
  public static CodedMessage aliasNotDram(String src, String dst, String srcType, String dstType) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0306,
        src
            + " -> "
            + dst
            + ". Aliasing only permitted for DRAM locations. (types "
            + srcType
            + " -> "
            + dstType
            + ")");
  }

  public static CodedMessage packIdHintNotPsum(String name, String type) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0307,
        "memory location \"" + name + "\" has type " + type + ": PackIdHint only applies to PSUM.");
  }

  public static CodedMessage unknownMemoryType(String found, List<String> names) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0304,
        "Unknown memory type "
            + found
            + " (a MemoryType is one of "
            + String.join(", ", names)
            + ", or its flag value 1..128)");
  }

  public static CodedMessage pointerTargetNotPointer(String target, String set, String kind) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0308,
        "pointer_ref_memloc must name a memory location of a Pointer tensor: \""
            + target
            + "\" is "
            + (set == null
                ? "not in a memory-location set"
                : "in set \"" + set + "\" of kind " + kind));
  }

  /** BIR070. */
  public static CodedMessage doWhileMissingCondition() {
    return new CodedMessage(DiagnosticCode.BIR070, "DoWhile instruction missing loop condition");
  }

  public static CodedMessage dynamicForLoopIncomplete(List<String> missing) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0301,
        "a DynamicForLoop needs DynamicForLoopAxis, lb, ub and stride; missing "
            + String.join(", ", missing));
  }

  /** BIR030. */
  public static CodedMessage indirectDimMaxIndex(long found) {
    return new CodedMessage(
        DiagnosticCode.BIR030, "DynamicAPINFO::IndirectDimMaxIndex must be > 0, found " + found);
  }

  public static CodedMessage unknownLoopAxis(String name) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0405,
        "unknown loop axis \"" + name + "\": no enclosing loop declares it");
  }

  public static CodedMessage callBindingNotACall(String name, String opcode) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0406,
        "call_to_physical_memlocs names \""
            + name
            + "\", an instruction of opcode "
            + opcode
            + ", not a Call");
  }

  public static CodedMessage callBindingWithoutCallee(String call) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0406,
        "the Call \""
            + call
            + "\" names no callee (no target), so its call_to_physical_memlocs cannot be bound");
  }

  /** The compiler asserts {@code found} (NeuronAssertion 62). */
  public static CodedMessage callBindingMemoryLocationNotFound(
      String name, String callee, String call) {
    return new CodedMessage(
        DiagnosticCode.BIR036,
        "MemoryLocation with name "
            + name
            + " not found in function \""
            + callee
            + "\", the callee of the Call \""
            + call
            + "\" (the compiler asserts found)");
  }

  public static CodedMessage callBindingWithoutFunction() {
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0406,
        "call_to_physical_memlocs binds Calls of the main function, and the module has no"
            + " function");
  }

  /** The compiler's pass 2 skips such a value silently. */
  public static CodedMessage incomingPredecessorMissing(String name, String scope) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0511,
        "an incoming value comes from block \""
            + name
            + "\", which is not a block of "
            + scope
            + "; the compiler skips it");
  }

  /** BIR078. */
  public static CodedMessage emptyBasicBlock(String name) {
    return new CodedMessage(DiagnosticCode.BIR078, "Empty basic blocks are not allowed: " + name);
  }

  /** IBIR280. */
  public static CodedMessage functionWithoutBlocks(String name) {
    return new CodedMessage(
        DiagnosticCode.IBIR280, "Function " + name + " requires at least one BasicBlock.");
  }

  /** EIL010. */
  public static CodedMessage compareAndBranchDependency(String kind) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0509,
        "InstCompareAndBranch must only have ordered dependencies, but it has a "
            + kind
            + " dependency");
  }

  /** The compiler's {@code buildTensorId2MemLoc} assertion. */
  public static CodedMessage unassignedTensorId(String name, String found) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0510,
        "Unassigned tensorId: memory location \""
            + name
            + "\" has tensor_id "
            + found
            + " in a set that maps tensor ids (tensorId2MemLocSize)");
  }

  public static CodedMessage immediateInOuts(String kind) {
    return new CodedMessage(
        DiagnosticCode.BIRJ_W0512,
        "an immediate operand ("
            + kind
            + ") is written under outs; the compiler puts it among the inputs");
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
