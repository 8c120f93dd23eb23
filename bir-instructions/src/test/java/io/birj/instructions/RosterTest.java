package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The opcode roster: the compiler's 110 InstructionType spellings (their six abstract bases never
 * instantiable from the wire), the KLR-era extras marked as such, the four regions, and the keys
 * the loader reads itself declared by no opcode.
 */
class RosterTest {
  /** InstructionType2string of neuronx-cc 2.24, slots 0..109, in order. */
  static final List<String> INSTRUCTION_TYPE =
      List.of(
          ("Generic GenericCopy GenericRelu AbstractCopy Activation ReadActivationAccumulator"
                  + " LoadActFuncSet MatmultBase Matmult MatmultSparse Memset GetGlobalRankId NoOp"
                  + " EventSemaphore GroupResetSemaphores AllEngineBarrier Drain Halt DMA Load Pool"
                  + " Reciprocal Save TensorCopy TensorCopyDynamicSrc TensorCopyDynamicDst"
                  + " IndirectCopy TensorReduce TensorScalar TensorScalarPtr TensorScalarCache"
                  + " TensorTensor DMACopy GPSIMDSB2SB BNStats BNStatsAggregate BNGradients"
                  + " BNBackprop BNBackprop2 StreamShuffle StreamTranspose ReadVarAddr"
                  + " GenericIndirectLoad IndirectLoad GenericIndirectSave IndirectSave"
                  + " IndirectSaveAccumulate Collective CollectiveCompute CollectiveSend"
                  + " CollectiveRecv Select CopyPredicated CustomOp BIRKernel NKIKernel"
                  + " NKIKLIRKernel DevicePrint GetRandState SetRandState Rand Iota"
                  + " TensorScalarAffineSelect RangeSelect GetSequenceBounds Dropout"
                  + " GetCurProcessingRankID DMATrigger DMADescriptor DMADescriptorCopy"
                  + " DMADescriptorCCE DMADescriptorTranspose DMADescriptorReplicate RegisterAlu"
                  + " RegisterMove TensorLoad TensorSave Terminator CompareAndBranch"
                  + " UnconditionalBranch BranchHint Return Exit Break Call SwitchQueueInstance"
                  + " ResetQueueInstance CoreBarrier Max MaxIndex MatchReplace"
                  + " MaxIndexAndMatchReplace Gather InlineASMBytes TensorCompletion MatmultMx"
                  + " QuantizeMx Rand2 RandSetState RandGetState Rng ActivationReadAccumulator"
                  + " DveReadAccumulator Exponential NonzeroWithCount Loop DynamicForLoop DMABlock"
                  + " DoWhile TongaReduceMacroSymbolic")
              .split(" "));

  /** The six abstract bases among them (slots 0, 7, 18, 47, 68, 77). */
  static final List<String> ABSTRACT_BASES =
      List.of("Generic", "MatmultBase", "DMA", "Collective", "DMADescriptor", "Terminator");

  /** Opcodes only the 2025 KLR catalog has. */
  static final Set<String> KLR_EXTRAS =
      Set.of(
          "Shuffle",
          "CalcVarAddr",
          "MatmultSymbolic",
          "RangeSelectSymbolic",
          "ShuffleSymbolic",
          "StreamShuffleSymbolic",
          "TensorScalarSymbolic",
          "CalcVarAddrSymbolic",
          "IotaSymbolic",
          "TensorScalarAffineSelectSymbolic");

  static final String KLR_ERA = "KLR 2025";

  static final Set<String> REGIONS = Set.of("Loop", "DynamicForLoop", "DoWhile", "DMABlock");

  private final IsaSpec spec = SampleDocuments.spec();
  private final OpcodeCatalog catalog = new OpcodeCatalog(List.of(new IsaCatalog()));

  @Test
  void theRosterHasTheCompilersHundredAndTenSpellings() {
    assertEquals(110, INSTRUCTION_TYPE.size());
    assertEquals(110, new LinkedHashSet<>(INSTRUCTION_TYPE).size());
    List<String> ofDefaultEra = new ArrayList<>();
    for (OpcodeDescriptor d : new IsaCatalog().opcodes()) {
      if (d.era().equals(IsaCatalog.DEFAULT_ERA)) {
        ofDefaultEra.add(d.opcode());
      }
    }
    assertEquals(new TreeSet<>(INSTRUCTION_TYPE), new TreeSet<>(ofDefaultEra));
    assertEquals("neuronx-cc 2.24", IsaCatalog.DEFAULT_ERA);
  }

  @Test
  void everyRosterSpellingIsKnownToTheCatalog() {
    for (String opcode : INSTRUCTION_TYPE) {
      assertTrue(catalog.find(opcode) != null, opcode);
    }
  }

  @Test
  void theSixAbstractBasesAreNeverInstantiableFromTheWire() {
    List<String> abstracts = new ArrayList<>();
    for (OpcodeDescriptor d : catalog.all()) {
      if (d.isAbstract()) {
        abstracts.add(d.opcode());
        assertNull(d.factory(), d.opcode());
        assertNull(catalog.newFields(d.opcode()), d.opcode());
        assertFalse(
            Schemas.errors(Schemas.catalog(), "{\"opcode\":\"" + d.opcode() + "\"}").isEmpty(),
            d.opcode() + " is refused by the schema");
      }
    }
    assertEquals(ABSTRACT_BASES, abstracts);
  }

  @Test
  void everyConcreteRosterOpcodeIsInstantiable() {
    for (String opcode : INSTRUCTION_TYPE) {
      if (!ABSTRACT_BASES.contains(opcode)) {
        assertEquals(opcode, catalog.newFields(opcode).opcode());
      }
    }
  }

  @Test
  void theKlrEraExtrasAreKeptAndMarkedAsSuch() {
    Set<String> klr = new TreeSet<>();
    for (OpcodeDescriptor d : catalog.all()) {
      if (d.era().equals(KLR_ERA)) {
        klr.add(d.opcode());
        assertTrue(catalog.newFields(d.opcode()) != null, d.opcode());
      }
    }
    assertEquals(new TreeSet<>(KLR_EXTRAS), klr);
    assertEquals(List.of(IsaCatalog.DEFAULT_ERA, KLR_ERA), IsaCatalog.ERAS);
    assertEquals(IsaCatalog.OPCODE_COUNT, IsaCatalog.ROSTER_COUNT + KLR_EXTRAS.size());
  }

  @Test
  void theFourRegionOpcodesSaySoAndNoOtherDoes() {
    Set<String> regions = new TreeSet<>();
    for (OpcodeDescriptor d : catalog.all()) {
      if (d.region()) {
        regions.add(d.opcode());
        assertFalse(d.isAbstract(), d.opcode());
      }
    }
    assertEquals(new TreeSet<>(REGIONS), regions);
    assertEquals(REGIONS.size(), IsaCatalog.REGION_COUNT);
  }

  @Test
  void aRegionDeclaresOnlyItsKeysBesideTheStructure() {
    assertEquals(
        List.of("isBasicBlock", "isParallel", "unroll", "registers"),
        IsaCatalog.descriptor("Loop").keys());
    assertEquals(
        List.of(
            "dma_trigger", "block_id", "section_start", "priority_class", "remote_notifications"),
        IsaCatalog.descriptor("DMABlock").keys());
    assertEquals(List.of(), IsaCatalog.descriptor("DynamicForLoop").keys());
    assertEquals(List.of(), IsaCatalog.descriptor("DoWhile").keys());
  }

  @Test
  void noOpcodeDeclaresAKeyTheLoaderReads() {
    Set<String> loaderKeys = new TreeSet<>(IsaCatalog.HEADER_KEYS);
    loaderKeys.addAll(IsaCatalog.REGION_KEYS);
    assertTrue(
        loaderKeys.containsAll(
            List.of(
                "name",
                "opcode",
                "engine",
                "queue",
                "sync_info",
                "dependencies",
                "blocks",
                "LoopAxis",
                "DynamicForLoopAxis",
                "lb",
                "ub",
                "stride",
                "cond")));
    for (OpcodeSpec o : spec.opcodes()) {
      for (KeySpec k : o.keys()) {
        assertFalse(loaderKeys.contains(k.key()), o.opcode() + "." + k.key());
      }
    }
  }

  @Test
  void theAddedTerminatorsDeriveFromTerminator() {
    assertEquals("Terminator", IsaCatalog.descriptor("BranchHint").parent());
    assertEquals("Terminator", IsaCatalog.descriptor("Exit").parent());
    assertEquals(List.of(), IsaCatalog.descriptor("Exit").keys());
  }

  @Test
  void resetQueueInstanceCarriesAnInstance() {
    assertEquals(List.of("instance"), IsaCatalog.descriptor("ResetQueueInstance").keys());
  }
}
