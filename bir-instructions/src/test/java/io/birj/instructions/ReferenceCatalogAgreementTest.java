package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import io.birj.brewer.spec.TypeRef;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The spec was filled from the 2025 reference catalog (a copy is a test resource) and the
 * compiler's 2.24 key sets of Activation and MatmultBase, then corrected where the 2.24 references
 * say otherwise. This keeps a hand edit from drifting: every catalog opcode, parent, enum and key
 * is in the spec with the same wire type, presence and default, except those two key sets and the
 * corrections listed here, each of which must still be a difference (a correction that no longer
 * differs fails too).
 */
class ReferenceCatalogAgreementTest {
  /** The compiler's 2.24 key sets (bir-instructions/README.md): they supersede the catalog's. */
  static final Set<String> SEED_WINS = Set.of("Activation", "MatmultBase");

  static final Set<String> ABSTRACT_BASES =
      Set.of("Generic", "MatmultBase", "DMA", "Collective", "DMADescriptor", "Terminator");

  /** Catalog keys the loader reads as common instruction keys: no opcode declares them. */
  static final Set<String> LOADER_KEYS =
      Set.of("DMA.queue", "Collective.queue", "SwitchQueueInstance.queue");

  /** Keys the 2.24 references add to a catalog opcode. */
  static final Set<String> ADDED_KEYS =
      Set.of(
          "SwitchQueueInstance.instance",
          // Real 2.27 lower_sync dumps, as their public checkers read them.
          "GroupResetSemaphores.sema_group",
          "Drain.is_reset_sema");

  /** Keys whose wire type the 2.24 references change. */
  static final Set<String> TYPE_CHANGES = Set.of("CollectiveCompute.cc_channel");

  /** Keys whose default the 2.24 references change, with the new default. */
  static final Map<String, Object> DEFAULT_CHANGES = Map.of("DMA.dge_type", "Unassigned");

  /** Enums the spec calls by the compiler's name. */
  static final Map<String, String> ENUM_RENAMES = Map.of("Engine", "EngineType");

  /** Spellings the 2.24 references add to a catalog enum, after the catalog's own. */
  static final Map<String, List<String>> ADDED_SPELLINGS =
      Map.of(
          "DGEType", List.of("Unassigned"),
          "EngineAccumulationType", List.of("LoadAccumulate"),
          "MatmultPerfMode", List.of("DoubleRowSwInterleave"),
          "CollectiveKind", List.of("AllToAllV"),
          "EngineType", List.of("ALL"));

  /** Enums the catalog lacks. */
  static final Set<String> ADDED_ENUMS = Set.of("DMAQoSClass", "BranchHintType", "InstSyncType");

  private final IsaSpec spec = SampleDocuments.spec();

  private static JsonNode catalog() throws IOException {
    try (InputStream in =
        ReferenceCatalogAgreementTest.class.getResourceAsStream(
            "/reference/isa-catalog-2025.json")) {
      return Schemas.MAPPER.readTree(in);
    }
  }

  @Test
  void everyCatalogEnumHasItsSpellingsInTheSpecFollowedOnlyByTheAddedOnes() throws IOException {
    JsonNode enums = catalog().get("enums");
    assertEquals(enums.size() + ADDED_ENUMS.size(), spec.enums().size());
    Set<String> seen = new java.util.HashSet<>();
    enums
        .fields()
        .forEachRemaining(
            e -> {
              String name = ENUM_RENAMES.getOrDefault(e.getKey(), e.getKey());
              List<String> spellings = new ArrayList<>();
              e.getValue().forEach(s -> spellings.add(s.asText()));
              spellings.addAll(ADDED_SPELLINGS.getOrDefault(name, List.of()));
              assertNotNull(spec.enumSpec(name), name);
              assertEquals(spellings, spec.enumSpec(name).spellings(), name);
              seen.add(name);
            });
    assertTrue(seen.containsAll(ADDED_SPELLINGS.keySet()));
    for (String added : ADDED_ENUMS) {
      assertNotNull(spec.enumSpec(added), added);
      assertFalse(seen.contains(added), added);
    }
  }

  @Test
  void everyCatalogOpcodeIsInTheSpecUnderTheSameParentAndAbstractOnlyIfABase() throws IOException {
    JsonNode opcodes = catalog().get("opcodes");
    assertEquals(96, opcodes.size());
    for (JsonNode o : opcodes) {
      String name = o.get("opcode").asText();
      OpcodeSpec s = spec.opcode(name);
      assertNotNull(s, name);
      assertEquals(o.get("parent").asText(), s.parent(), name);
      assertEquals(ABSTRACT_BASES.contains(name), s.isAbstract(), name);
    }
  }

  @Test
  void aCatalogOpcodeOutsideTheCompilersRosterIsOfTheKlrEra() throws IOException {
    int klr = 0;
    for (JsonNode o : catalog().get("opcodes")) {
      String name = o.get("opcode").asText();
      boolean inRoster = RosterTest.INSTRUCTION_TYPE.contains(name);
      assertEquals(
          inRoster ? spec.defaultEra() : RosterTest.KLR_ERA, spec.opcode(name).era(), name);
      klr += inRoster ? 0 : 1;
    }
    assertEquals(10, klr);
  }

  @Test
  void everyCatalogKeyHasTheSameWireTypePresenceAndDefaultUnlessTheSeedOrThe224ReferencesWin()
      throws IOException {
    int compared = 0;
    Set<String> corrected = new java.util.TreeSet<>();
    for (JsonNode o : catalog().get("opcodes")) {
      String name = o.get("opcode").asText();
      if (SEED_WINS.contains(name)) {
        continue;
      }
      Map<String, KeySpec> ours = new LinkedHashMap<>();
      spec.opcode(name).keys().forEach(k -> ours.put(k.key(), k));
      List<String> keys = new ArrayList<>();
      for (JsonNode f : o.get("fields")) {
        String key = f.get("key").asText();
        String where = name + "." + key;
        KeySpec k = ours.get(key);
        if (LOADER_KEYS.contains(where)) {
          assertNull(k, where + " is the loader's");
          corrected.add(where);
          continue;
        }
        keys.add(key);
        assertNotNull(k, where);
        if (TYPE_CHANGES.contains(where)) {
          assertNotEquals(type(f.get("type").asText()), wire(k.type()), where);
          corrected.add(where);
        } else {
          assertEquals(type(f.get("type").asText()), wire(k.type()), where);
        }
        assertEquals(!f.get("optional").asBoolean(), k.required(), where);
        Object dflt =
            f.has("default") ? defaultOf(f.get("default").asText(), wire(k.type())) : null;
        if (DEFAULT_CHANGES.containsKey(where)) {
          assertNotEquals(dflt, k.defaultValue(), where);
          assertEquals(DEFAULT_CHANGES.get(where), k.defaultValue(), where);
          corrected.add(where);
        } else {
          assertEquals(dflt, k.defaultValue(), where);
        }
        compared++;
      }
      List<String> ourKeys = new ArrayList<>(ours.keySet());
      ourKeys.removeIf(k -> ADDED_KEYS.contains(name + "." + k));
      assertEquals(keys, ourKeys, name + ": the same keys in the same order");
    }
    // all but Activation's 5, MatmultBase's 13 and the three queue keys
    assertEquals(216 - 5 - 13 - 3, compared);
    Set<String> listed = new java.util.TreeSet<>(LOADER_KEYS);
    listed.addAll(TYPE_CHANGES);
    listed.addAll(DEFAULT_CHANGES.keySet());
    assertEquals(listed, corrected, "every listed correction is still one");
  }

  @Test
  void theSeedsKeySetsKeepTheCatalogsWireTypesWhereTheyOverlap() throws IOException {
    int overlapping = 0;
    for (JsonNode o : catalog().get("opcodes")) {
      String name = o.get("opcode").asText();
      if (!SEED_WINS.contains(name)) {
        continue;
      }
      for (JsonNode f : o.get("fields")) {
        String key = f.get("key").asText();
        java.util.Optional<KeySpec> ours =
            spec.opcode(name).keys().stream().filter(k -> k.key().equals(key)).findFirst();
        if (ours.isPresent()) {
          assertEquals(type(f.get("type").asText()), wire(ours.get().type()), key);
          overlapping++;
        }
      }
    }
    assertEquals(5 + 11, overlapping); // Activation's 5; MatmultBase's 13 but the two tensor_calc
  }

  /**
   * The type a value of {@code t} has on the wire when it holds no expression and is not resolved:
   * the scalar of a MaybeAffine, the name string of a reference.
   */
  static TypeRef wire(TypeRef t) {
    if (t instanceof TypeRef.MaybeAffineType ma) {
      return new TypeRef.ScalarType(ma.scalar());
    }
    if (t instanceof TypeRef.RefType) {
      return new TypeRef.ScalarType(TypeRef.Scalar.STRING);
    }
    if (t instanceof TypeRef.ListType l) {
      return new TypeRef.ListType(wire(l.element()));
    }
    return t;
  }

  // ---- the catalog's notation ------------------------------------------------------------

  /** {@code List (String × String)}, {@code (Int × Int)}, {@code ShapeVector}, an enum name. */
  TypeRef type(String s) {
    s = s.trim();
    if (s.startsWith("(") && closes(s)) {
      return type(s.substring(1, s.length() - 1));
    }
    List<String> parts = splitTopLevel(s);
    if (parts.size() > 1) {
      List<TypeRef> elements = new ArrayList<>();
      parts.forEach(p -> elements.add(type(p)));
      return new TypeRef.TupleType(elements);
    }
    if (s.startsWith("List ")) {
      return new TypeRef.ListType(type(s.substring(5)));
    }
    if (s.equals("ShapeVector")) {
      return new TypeRef.ListType(new TypeRef.ScalarType(TypeRef.Scalar.NAT));
    }
    TypeRef.Scalar scalar = TypeRef.Scalar.bySpelling(s);
    if (scalar != null) {
      return new TypeRef.ScalarType(scalar);
    }
    if (spec.record(s) != null) {
      return new TypeRef.RecordType(s);
    }
    String name = ENUM_RENAMES.getOrDefault(s, s);
    assertNotNull(spec.enumSpec(name), "enum " + name);
    return new TypeRef.EnumType(name);
  }

  private static boolean closes(String s) {
    int depth = 0;
    for (int i = 0; i < s.length(); i++) {
      depth += s.charAt(i) == '(' ? 1 : s.charAt(i) == ')' ? -1 : 0;
      if (depth == 0 && i < s.length() - 1) {
        return false;
      }
    }
    return true;
  }

  private static List<String> splitTopLevel(String s) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    StringBuilder cur = new StringBuilder();
    for (char c : s.toCharArray()) {
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c == '×' && depth == 0) {
        parts.add(cur.toString());
        cur.setLength(0);
      } else {
        cur.append(c);
      }
    }
    parts.add(cur.toString());
    return parts;
  }

  /** {@code some 0}, {@code some .Idle}, {@code some (-1,-1)}, {@code some []}, {@code none}. */
  private static Object defaultOf(String text, TypeRef t) {
    String s = text.trim();
    if (s.equals("none") || s.equals("some ({},{})")) {
      return null; // no default, or one without a wire form (a pair of empty expressions)
    }
    if (s.startsWith("some ")) {
      s = s.substring(5).trim();
    }
    if (s.startsWith(".")) {
      return s.substring(1);
    }
    if (s.equals("True") || s.equals("False")) {
      return s.equals("True");
    }
    if (s.equals("[]")) {
      return List.of();
    }
    if (s.startsWith("(")) {
      List<Object> items = new ArrayList<>();
      for (String part : s.substring(1, s.length() - 1).split(",")) {
        items.add(Long.parseLong(part.trim()));
      }
      return items;
    }
    if (t instanceof TypeRef.ScalarType st && st.scalar() == TypeRef.Scalar.FLOAT) {
      return Double.parseDouble(s);
    }
    return Long.parseLong(s);
  }
}
