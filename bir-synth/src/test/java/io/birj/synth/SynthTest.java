package io.birj.synth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.error.Diagnostic;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SynthTest {
  private static final BirReader READER = BirReader.standard();

  private static byte[] synth(long seed, long size, Profile profile) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Summary s = Synth.write(new SynthSpec(seed, size, profile), out);
    assertEquals(out.size(), s.bytes(), "the summary counts the bytes written");
    return out.toByteArray();
  }

  private static String findings(ValidationResult r) {
    return r.diagnostics().stream()
        .limit(10)
        .map(Diagnostic::toString)
        .collect(Collectors.joining("\n"));
  }

  @ParameterizedTest
  @EnumSource(Profile.class)
  void every_document_validates_clean_over_a_range_of_seeds_and_sizes(Profile profile)
      throws IOException {
    for (long seed = 0; seed < 6; seed++) {
      for (long size : new long[] {1, 5_000, 60_000, 400_000}) {
        byte[] doc = synth(seed, size, profile);
        ValidationResult r = READER.validate(new ByteArrayInputStream(doc), "synth", 100);
        assertTrue(
            r.diagnostics().isEmpty(),
            profile + " seed " + seed + " size " + size + ":\n" + findings(r));
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Profile.class)
  void the_same_seed_size_and_profile_give_the_same_bytes(Profile profile) throws IOException {
    assertArrayEquals(synth(42, 200_000, profile), synth(42, 200_000, profile));
  }

  @Test
  void another_seed_gives_another_document() throws IOException {
    assertFalse(
        java.util.Arrays.equals(
            synth(1, 100_000, Profile.MIXED), synth(2, 100_000, Profile.MIXED)));
  }

  @ParameterizedTest
  @EnumSource(Profile.class)
  void a_document_reaches_its_size_and_ends_within_a_few_kernels_past_it(Profile profile)
      throws IOException {
    for (long size : new long[] {100_000, 1_000_000, 3_000_000}) {
      int n = synth(7, size, profile).length;
      assertTrue(n >= size, profile + ": " + n + " bytes for " + size);
      // A kernel is a few kilobytes (tens in the expression-heavy profile).
      long slack = profile == Profile.EXPRESSIONS ? 400_000 : 40_000;
      assertTrue(n <= size + slack, profile + ": " + n + " bytes for " + size);
    }
  }

  @Test
  void a_big_document_has_many_functions_and_blocks() throws IOException {
    Module m = READER.read(new ByteArrayInputStream(synth(3, 3_000_000, Profile.MIXED)), "synth");
    DocumentStats stats = DocumentStats.of(m);
    assertTrue(m.functions().size() >= 5, "functions: " + m.functions().size());
    assertTrue(stats.instructions() > 5_000, "instructions: " + stats.instructions());
    assertEquals(2, m.queues().size());
  }

  @Test
  void the_mixed_profile_spells_every_operand_kind_and_the_common_opcodes() throws IOException {
    String text =
        new String(synth(5, 200_000, Profile.MIXED), java.nio.charset.StandardCharsets.UTF_8);
    for (String kind :
        new String[] {
          "physical_ap",
          "symbolic_ap",
          "symbolic_pwap",
          "register_ap",
          "imm_value",
          "symbolic_imm_value",
          "imm_array",
          "register_access"
        }) {
      assertTrue(text.contains("\"kind\":\"" + kind + "\""), kind);
    }
    for (String opcode :
        new String[] {
          "DMATrigger",
          "RegisterMove",
          "Loop",
          "NoOp",
          "Activation",
          "Matmult",
          "TensorTensor",
          "TensorCopy",
          "TensorScalarPtr",
          "TensorReduce",
          "RegisterAlu",
          "CompareAndBranch",
          "CollectiveCompute",
          "DynamicForLoop",
          "DoWhile",
          "Memset",
          "Call",
          "DMABlock",
          "DMADescriptorCopy",
          "UnconditionalBranch",
          "Halt",
          "Return"
        }) {
      assertTrue(text.contains("\"opcode\":\"" + opcode + "\""), opcode);
    }
    for (String tag :
        new String[] {
          "ModuloKind",
          "FloorDivKind",
          "SumKind",
          "MultKind",
          "AffExprKind",
          "AffIVKind",
          "IntRuntimeValueKind",
          "ShardIDKind",
          "CCDivKind",
          "CCGetRankKind"
        }) {
      assertTrue(text.contains("\"kind\":\"" + tag + "\""), tag);
    }
  }

  @Test
  void the_expression_profile_shares_deeply() throws IOException {
    DocumentStats mixed =
        DocumentStats.of(
            READER.read(new ByteArrayInputStream(synth(9, 500_000, Profile.MIXED)), "m"));
    DocumentStats deep =
        DocumentStats.of(
            READER.read(new ByteArrayInputStream(synth(9, 500_000, Profile.EXPRESSIONS)), "e"));
    double mixedSharing = (double) mixed.wireNodes() / mixed.distinctNodes();
    double deepSharing = (double) deep.wireNodes() / deep.distinctNodes();
    assertTrue(deepSharing > 10 * mixedSharing, mixedSharing + " vs " + deepSharing);
  }

  @Test
  void the_sorted_profile_sorts_the_keys_of_every_object() throws IOException {
    assertTrue(keysSorted(synth(4, 100_000, Profile.SORTED)));
    assertFalse(keysSorted(synth(4, 100_000, Profile.MIXED)));
  }

  @Test
  void the_sorted_profile_is_the_mixed_document_with_its_keys_sorted() throws IOException {
    Module mixed = READER.read(new ByteArrayInputStream(synth(8, 150_000, Profile.MIXED)), "m");
    Module sorted = READER.read(new ByteArrayInputStream(synth(8, 150_000, Profile.SORTED)), "s");
    assertEquals(DocumentStats.of(mixed).instructions(), DocumentStats.of(sorted).instructions());
    assertTrue(new io.birj.analysis.diff.SemanticDiff(10).diff(mixed, sorted).isEmpty());
  }

  @Test
  void a_profile_is_named_by_its_spelling() {
    assertEquals(Profile.SORTED, Profile.of("sorted"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Profile.of("random"));
    assertTrue(e.getMessage().contains("mixed, expressions or sorted"), e.getMessage());
  }

  @Test
  void a_size_below_one_byte_is_refused() {
    assertThrows(IllegalArgumentException.class, () -> new SynthSpec(1, 0, Profile.MIXED));
  }

  /** Whether every object's keys come in ascending order. */
  private static boolean keysSorted(byte[] doc) throws IOException {
    Deque<String> last = new ArrayDeque<>();
    try (JsonParser p = new JsonFactory().createParser(doc)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.START_OBJECT) {
          last.push("");
        } else if (t == JsonToken.END_OBJECT) {
          last.pop();
        } else if (t == JsonToken.FIELD_NAME) {
          String k = p.currentName();
          if (k.compareTo(last.peek()) <= 0) {
            return false;
          }
          last.pop();
          last.push(k);
        }
      }
    }
    return true;
  }
}
