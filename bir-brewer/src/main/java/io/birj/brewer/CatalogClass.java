package io.birj.brewer;

import io.birj.brewer.spec.EnumSpec;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.OpcodeSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The source of the catalog class {@code io.birj.instructions.IsaCatalog}: the {@code
 * OpcodeProvider} the loader finds by {@code ServiceLoader}, with a descriptor per opcode, the
 * spec's enums and its counts.
 */
final class CatalogClass {
  static final String CLASS_NAME = "IsaCatalog";

  /** The nested class that makes an opcode's fields. */
  private static final String FACTORY = "Fields";

  private final IsaSpec spec;
  private final String schemaResource;

  CatalogClass(IsaSpec spec, String schemaResource) {
    this.spec = spec;
    this.schemaResource = schemaResource;
  }

  String source() {
    Src s = new Src();
    s.line(JavaProjection.HEADER).line("package " + JavaProjection.BASE_PACKAGE + ";").blank();
    s.line("import io.birj.api.instruction.OpcodeDescriptor;");
    s.line("import io.birj.api.instruction.OpcodeFields;");
    s.line("import io.birj.api.instruction.OpcodeProvider;");
    s.line("import io.birj.api.instruction.WireEnum;");
    s.line("import java.util.ArrayList;");
    s.line("import java.util.Collections;");
    s.line("import java.util.LinkedHashMap;");
    s.line("import java.util.List;");
    s.line("import java.util.Map;");
    s.line("import java.util.function.Supplier;");
    for (OpcodeSpec o : spec.opcodes()) {
      s.line(
          "import "
              + JavaProjection.OPCODES_PACKAGE
              + "."
              + OpcodeClasses.className(o.opcode())
              + ";");
    }
    for (EnumSpec e : spec.enums()) {
      s.line("import " + JavaProjection.TYPES_PACKAGE + "." + e.name() + ";");
    }
    s.blank();
    int opcodes = spec.opcodeCount();
    int abs = spec.abstractCount();
    int concrete = spec.concreteCount();
    int leaves = spec.concreteLeafCount();
    String roster = spec.defaultEra();
    List<String> eraCounts = new ArrayList<>();
    spec.eras().forEach(e -> eraCounts.add(spec.eraCount(e.name()) + " of " + e.name()));
    s.javadoc(
        "birj's opcode catalog, generated from the ISA spec: opcode → factory of its typed keys.",
        "Found by {@link java.util.ServiceLoader} ({@code provides"
            + " io.birj.api.instruction.OpcodeProvider}).",
        "",
        "<p>Counts, and which lens each is (bir-instructions/README.md, \"Counting"
            + " lenses\": the numbers count different sets and are not interchangeable):",
        "",
        "<ul>",
        "  <li>{@value #ROSTER_COUNT} opcodes of the era {@value #DEFAULT_ERA}: the compiler's 110"
            + " {@code InstructionType} spellings, abstract bases included.",
        "  <li>{@value #OPCODE_COUNT} opcodes in all: the roster plus the opcodes of older eras"
            + " the spec keeps (each descriptor's {@code era()} tells them apart).",
        "  <li>{@value #ABSTRACT_BASE_COUNT} abstract bases: classes, never instructions on the"
            + " wire (the compiler has the same 6: Generic, MatmultBase, DMA, Collective,"
            + " DMADescriptor, Terminator).",
        "  <li>{@value #CONCRETE_LEAF_COUNT} concrete leaves: the opcodes an instruction can carry."
            + " Every concrete opcode of the spec is a leaf.",
        "  <li>{@value #REGION_COUNT} regions: opcodes that nest blocks (the loader reads their"
            + " structure).",
        "  <li>The compiler's 112 RTTI classes are 104 leaves + 6 bases + the root + the block"
            + " holder.",
        "</ul>",
        "",
        "<p>Generated: "
            + opcodes
            + " opcodes ("
            + Names.doc(String.join(", ", eraCounts))
            + "), "
            + abs
            + " abstract, "
            + concrete
            + " concrete ("
            + leaves
            + " leaves), "
            + spec.regionCount()
            + " regions, "
            + spec.enums().size()
            + " enums, "
            + spec.declaredKeyCount()
            + " declared keys.");
    s.line("public final class " + CLASS_NAME + " implements OpcodeProvider {");
    s.line("/** The provider's name in listings. */");
    s.line(
            "public static final String NAME = \"birj ISA catalog (neuronx-cc 2.24 roster, with"
                + " the 2025 catalog's key sets)\";")
        .blank();
    s.line("/** The era of the compiler's roster: the opcodes that do not state another. */");
    s.line("public static final String DEFAULT_ERA = " + Names.literal(roster) + ";").blank();
    List<String> eraNames = new ArrayList<>();
    spec.eras().forEach(e -> eraNames.add(Names.literal(e.name())));
    s.line("/** Every era of the spec, the default first. */");
    s.line("public static final List<String> ERAS = List.of(" + String.join(", ", eraNames) + ");")
        .blank();
    s.line("/** Opcodes of the spec, abstract bases included. */");
    s.line("public static final int OPCODE_COUNT = " + opcodes + ";").blank();
    s.line("/** Opcodes of the default era, abstract bases included. */");
    s.line("public static final int ROSTER_COUNT = " + spec.eraCount(roster) + ";").blank();
    s.line("/** Abstract bases: classes, never instructions on the wire. */");
    s.line("public static final int ABSTRACT_BASE_COUNT = " + abs + ";").blank();
    s.line("/** Concrete opcodes (all of them leaves): what an instruction can carry. */");
    s.line("public static final int CONCRETE_LEAF_COUNT = " + leaves + ";").blank();
    s.line("/** Region opcodes: they nest blocks. */");
    s.line("public static final int REGION_COUNT = " + spec.regionCount() + ";").blank();
    s.line("/** Enums of the spec. */");
    s.line("public static final int ENUM_COUNT = " + spec.enums().size() + ";").blank();
    s.line("/** Keys declared by the spec, each counted once at the class that declares it. */");
    s.line("public static final int DECLARED_KEY_COUNT = " + spec.declaredKeyCount() + ";").blank();
    s.line(
        "/** The common instruction keys: the loader reads them, so no opcode declares them. */");
    s.line("public static final List<String> HEADER_KEYS = " + stringList(spec.headerKeys()) + ";")
        .blank();
    s.line("/** The structural keys of a region opcode: the loader reads them too. */");
    s.line("public static final List<String> REGION_KEYS = " + stringList(spec.regionKeys()) + ";")
        .blank();
    s.line("/** The JSON Schema of every opcode's keys, a resource of this module. */");
    s.line("public static final String SCHEMA_RESOURCE = " + Names.literal(schemaResource) + ";")
        .blank();
    s.line("private static final List<OpcodeDescriptor> OPCODES =");
    s.raw("    List.of(");
    for (int i = 0; i < spec.opcodes().size(); i++) {
      OpcodeSpec o = spec.opcodes().get(i);
      List<String> keys = new ArrayList<>();
      spec.allKeys(o).forEach(k -> keys.add(Names.literal(k.key())));
      s.raw(
          "        new OpcodeDescriptor("
              + Names.literal(o.opcode())
              + ", "
              + Names.literal(o.parent())
              + ", "
              + o.isAbstract()
              + ", List.of("
              + String.join(", ", keys)
              + "), "
              + (o.isAbstract() ? "null" : "new " + FACTORY + "(" + i + ")")
              + ", "
              + o.region()
              + ", "
              + Names.literal(o.era())
              + ")"
              + (i == spec.opcodes().size() - 1 ? ");" : ","));
    }
    s.blank();
    s.line("private static final Map<String, OpcodeDescriptor> BY_OPCODE = new LinkedHashMap<>();");
    s.blank();
    s.line("private static final Map<String, List<String>> ENUMS;");
    s.blank();
    s.line("static {");
    s.line("for (OpcodeDescriptor d : OPCODES) {");
    s.line("BY_OPCODE.put(d.opcode(), d);");
    s.line("}");
    s.line("Map<String, List<String>> enums = new LinkedHashMap<>();");
    for (EnumSpec e : spec.enums()) {
      s.line("enums.put(" + e.name() + ".NAME, spellings(" + e.name() + ".values()));");
    }
    s.line("ENUMS = Collections.unmodifiableMap(enums);");
    s.line("}").blank();
    factory(s);
    s.line("/** For {@link java.util.ServiceLoader}. */");
    s.line("public " + CLASS_NAME + "() {}").blank();
    s.line("@Override");
    s.returning("public String name()", "NAME").blank();
    s.line("@Override");
    s.returning("public List<OpcodeDescriptor> opcodes()", "OPCODES").blank();
    s.line("/** Every enum of the spec, by name, with its spellings in declaration order. */");
    s.line("@Override");
    s.returning("public Map<String, List<String>> enums()", "ENUMS").blank();
    s.line("/** The descriptor of an opcode or abstract base, or {@code null}. */");
    s.returning("public static OpcodeDescriptor descriptor(String opcode)", "BY_OPCODE.get(opcode)")
        .blank();
    s.line("private static List<String> spellings(WireEnum[] constants) {");
    s.line("List<String> out = new ArrayList<>(constants.length);");
    s.line("for (WireEnum c : constants) {");
    s.line("out.add(c.wire());");
    s.line("}");
    s.line("return List.copyOf(out);");
    return s.closed();
  }

  /**
   * The one factory of every opcode's fields, told which to make by the opcode's index: an opcode's
   * class is then loaded when a document first holds one, not with the catalog. A constructor
   * reference per opcode linked 120 call sites and loaded 120 classes, and their lambdas 120 more,
   * whenever the catalog was, a tenth of a small command's start (bir-bench/RESULTS.md, "Startup").
   */
  private void factory(Src s) {
    s.javadoc("Makes the fields of the opcode at {@code index} in the spec's order.");
    s.line("private record " + FACTORY + "(int index) implements Supplier<OpcodeFields> {");
    s.line("@Override");
    s.line("public OpcodeFields get() {");
    s.line("switch (index) {");
    for (int i = 0; i < spec.opcodes().size(); i++) {
      OpcodeSpec o = spec.opcodes().get(i);
      if (!o.isAbstract()) {
        s.line("case " + i + ":");
        s.line("return made(new " + OpcodeClasses.className(o.opcode()) + "());");
      }
    }
    s.line("default:");
    s.line("throw new IllegalStateException(\"no concrete opcode at \" + index);");
    s.line("}");
    s.line("}").blank();
    // Returned as such, each opcode class would be loaded when this class is linked: the verifier
    // (or, for a class in a class-data archive, the archive's recorded verification constraints)
    // checks that it is an OpcodeFields. Passed as an Object and cast, it is loaded when made.
    s.javadoc(
        "{@code made}, an {@code OpcodeFields}: taken as an {@code Object} so that linking this",
        "class does not load every opcode's class to check that it is one.");
    s.line("private static OpcodeFields made(Object made) {");
    s.line("return (OpcodeFields) made;");
    s.line("}");
    s.line("}").blank();
  }

  private static String stringList(List<String> values) {
    List<String> items = new ArrayList<>();
    values.forEach(v -> items.add(Names.literal(v)));
    return "List.of(" + String.join(", ", items) + ")";
  }
}
