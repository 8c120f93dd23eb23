package io.birj.brewer;

import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import io.birj.brewer.spec.SpecException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sources of the opcode classes, in {@code io.birj.instructions.opcodes}: one per opcode, an
 * abstract base as an abstract class, following the hierarchy of the spec. A class holds its own
 * keys (the parent's are the parent's), with a bit per key for presence, and answers the {@code
 * OpcodeFields} methods for them before handing the rest to its parent. The compiler's generator
 * emits one {@code bir::Inst<Op>} class per opcode with the same uniform set of members; ours are
 * named {@code Inst<Op>} after it.
 */
final class OpcodeClasses {
  private final IsaSpec spec;

  OpcodeClasses(IsaSpec spec) {
    this.spec = spec;
  }

  static String className(String opcode) {
    return "Inst" + opcode;
  }

  String source(OpcodeSpec o) {
    String cls = className(o.opcode());
    OpcodeSpec parent = spec.parentOf(o);
    String superClass = parent == null ? "OpcodeFields" : className(parent.opcode());
    List<JavaKey> own = JavaKey.of(o.keys());
    List<JavaKey> all = JavaKey.of(spec.allKeys(o));
    checkNames(o, all);
    if (own.size() > 64) {
      // The presence mask is one long.
      throw new SpecException("opcode " + o.opcode() + " declares more than 64 keys");
    }
    Src s = new Src();
    s.line(JavaProjection.HEADER).line("package " + JavaProjection.OPCODES_PACKAGE + ";").blank();
    JavaProjection.imports(s, true);
    s.javadoc(classDoc(o, parent, own, all));
    s.line(
        "public "
            + (o.isAbstract() ? "abstract " : "final ")
            + "class "
            + cls
            + " extends "
            + superClass
            + " {");
    if (!o.isAbstract()) {
      s.line("/** The wire spelling of the opcode. */");
      s.line("public static final String OPCODE = " + Names.literal(o.opcode()) + ";").blank();
    }
    for (JavaKey k : own) {
      s.line("public static final String " + k.constant() + " = " + Names.literal(k.key()) + ";");
    }
    if (!o.isAbstract()) {
      List<String> ks = new ArrayList<>();
      all.forEach(k -> ks.add(k.constant()));
      s.line("/** Every key of the opcode, inherited ones included, in emit order. */");
      s.line("public static final List<String> KEYS = List.of(" + String.join(", ", ks) + ");");
    }
    for (JavaKey k : own) {
      if (k.spec().hasDefault()) {
        s.line("/** The value assumed when {@code " + k.key() + "} is absent. */");
        s.line(
            "public static final "
                + k.type().javaType()
                + " "
                + k.defaultConstant()
                + " = "
                + k.type().defaultLiteral(k.spec().defaultValue())
                + ";");
      }
    }
    for (int i = 0; i < own.size(); i++) {
      s.line("private static final long " + own.get(i).presenceBit() + " = 1L << " + i + ";");
    }
    if (!own.isEmpty()) {
      s.blank();
      s.line("/** Which of this class's own keys are present, one bit per key. */");
      s.line("private long present;");
      for (JavaKey k : own) {
        s.line("private " + k.type().javaType() + " " + k.field() + ";");
      }
    }
    s.blank();
    s.line((o.isAbstract() ? "protected " : "public ") + cls + "() {}");
    if (!o.isAbstract()) {
      s.blank();
      s.line("@Override");
      s.returning("public String opcode()", "OPCODE");
      s.blank();
      s.line("/** A builder of a new {@code " + o.opcode() + "}. */");
      s.returning("public static Builder builder()", "new Builder()");
    }
    for (JavaKey k : own) {
      accessors(s, k);
    }
    boolean hasParent = parent != null;
    readField(s, own, hasParent);
    writeFields(s, own, hasParent);
    presentKeys(s, own, hasParent);
    value(s, own, hasParent);
    missingRequired(s, own, hasParent);
    forEachReference(s, own, hasParent);
    if (!o.isAbstract()) {
      builderClass(s, cls, all);
    }
    return s.closed();
  }

  private String[] classDoc(OpcodeSpec o, OpcodeSpec parent, List<JavaKey> own, List<JavaKey> all) {
    List<String> doc = new ArrayList<>();
    doc.add(
        (o.isAbstract() ? "The abstract base {@code " : "The opcode {@code ")
            + o.opcode()
            + "} (the compiler's {@code bir::Inst"
            + o.opcode()
            + "}), derived from {@code "
            + o.parent()
            + "}.");
    if (o.source() != null) {
      doc.add("");
      doc.add("<p>Key set: " + Names.doc(o.source()) + ".");
    }
    doc.add("");
    if (all.isEmpty()) {
      doc.add("<p>It has no keys of its own: everything it carries is common instruction content.");
    } else {
      doc.add("<p>Keys in emit order" + (parent == null ? "" : " (inherited ones first)") + ":");
      doc.add("");
      doc.add("<ul>");
      for (JavaKey k : all) {
        doc.add("  <li>" + keyDoc(k) + (own.contains(k) ? "" : " (inherited)"));
      }
      doc.add("</ul>");
    }
    if (o.isAbstract()) {
      doc.add("");
      doc.add("<p>Abstract: a class of the spec, never an instruction on the wire.");
    }
    if (o.region()) {
      doc.add("");
      doc.add(
          "<p>A region: it nests blocks. The loader reads a region's structure (among {@code "
              + String.join("}, {@code ", spec.regionKeys())
              + "}); the keys above are its others.");
    }
    if (!o.era().equals(spec.defaultEra())) {
      doc.add("");
      doc.add(
          "<p>Era: "
              + Names.doc(o.era())
              + " (not in the "
              + Names.doc(spec.defaultEra())
              + " roster).");
    }
    return doc.toArray(new String[0]);
  }

  private static String keyDoc(JavaKey key) {
    KeySpec k = key.spec();
    StringBuilder sb = new StringBuilder("{@code ").append(k.key()).append("}: ");
    sb.append(Names.doc(k.type().display()));
    sb.append(k.required() ? ", required" : ", optional");
    if (k.hasDefault()) {
      sb.append(" (default {@code ")
          .append(Names.doc(Defaults.json(k.defaultValue())))
          .append("})");
    }
    if (k.note() != null) {
      sb.append(". ").append(Names.doc(k.note()));
    }
    return sb.toString();
  }

  private static void accessors(Src s, JavaKey k) {
    String t = k.type().javaType();
    String f = k.field();
    String cap = k.capitalized();
    boolean hasDefault = k.spec().hasDefault();
    s.blank();
    s.javadoc(
        "The value of " + keyDoc(k) + ".",
        "",
        "@return the value when present ({@code null} when present as JSON {@code null}), else "
            + (hasDefault ? "the default" : "{@code null}"));
    s.line("public " + t + " get" + cap + "() {");
    if (hasDefault) {
      s.line(
          "return (present & "
              + k.presenceBit()
              + ") != 0 ? "
              + f
              + " : "
              + k.defaultConstant()
              + ";");
    } else {
      s.line("return " + f + ";");
    }
    s.line("}").blank();
    s.line("/** Whether {@code " + k.key() + "} is present. */");
    s.line("public boolean has" + cap + "() {");
    s.line("return (present & " + k.presenceBit() + ") != 0;");
    s.line("}").blank();
    s.line("/** Sets {@code " + k.key() + "}, which makes it present. */");
    s.line("public void set" + cap + "(" + t + " v) {");
    s.line(f + " = Objects.requireNonNull(v, " + k.constant() + ");");
    s.line("present |= " + k.presenceBit() + ";");
    s.line("}").blank();
    for (WireType.SetterOverload o : k.type().setterOverloads()) {
      s.line("/** Sets {@code " + k.key() + "} " + o.doc() + ". */");
      s.line("public void set" + cap + "(" + o.param() + " v) {");
      s.line("set" + cap + "(" + o.wrap("v") + ");");
      s.line("}").blank();
    }
    s.line("/** Removes {@code " + k.key() + "}: it is absent, and not written. */");
    s.line("public void clear" + cap + "() {");
    s.line(f + " = null;");
    s.line("present &= ~" + k.presenceBit() + ";");
    s.line("}");
  }

  private static void readField(Src s, List<JavaKey> own, boolean hasParent) {
    keySwitch(
        s,
        "public boolean readField(String key, JsonParser p, FieldReadContext ctx) throws"
            + " IOException {",
        own,
        hasParent ? "return super.readField(key, p, ctx);" : "return false;",
        k -> {
          String f = k.field();
          s.line("  if ((present & " + k.presenceBit() + ") != 0) {");
          // A key repeated in one object: JSON that is not well-formed for BIR (BIRJ-E0101).
          s.line(
              "    throw BirException.at(io.birj.api.error.DiagnosticCode.BIRJ_E0101, p, \"the key \""
                  + " + key + \" appears twice\");");
          s.line("  }");
          String read = k.type().read("p", k.constant(), 0);
          if (k.spec().required() || k.type().readsNull()) {
            s.line("  " + f + " = " + read + ";");
          } else {
            // An optional key may hold JSON null (an empty optional); it stays present and null.
            s.line("  " + f + " = FieldValues.isNull(p) ? null : " + read + ";");
          }
          s.line("  present |= " + k.presenceBit() + ";");
          s.line("  return true;");
        });
  }

  /**
   * An override answering each of the class's own keys in a {@code switch} ({@code caseBody} writes
   * a case's statements) and any other key by {@code otherwise} (the parent's answer, or the
   * default when there is no parent).
   */
  private static void keySwitch(
      Src s,
      String signature,
      List<JavaKey> own,
      String otherwise,
      java.util.function.Consumer<JavaKey> caseBody) {
    s.blank();
    s.line("@Override");
    s.line(signature);
    if (own.isEmpty()) {
      s.line(otherwise);
      s.line("}");
      return;
    }
    s.line("switch (key) {");
    for (JavaKey k : own) {
      s.line("case " + k.constant() + ":");
      caseBody.accept(k);
    }
    s.line("default:");
    s.line("  " + otherwise);
    s.line("}");
    s.line("}");
  }

  private static void writeFields(Src s, List<JavaKey> own, boolean hasParent) {
    s.blank();
    s.line("@Override");
    s.line("public void writeFields(JsonGenerator g, FieldWriteContext ctx) throws IOException {");
    if (hasParent) {
      s.line("super.writeFields(g, ctx);");
    }
    for (JavaKey k : own) {
      String f = k.field();
      s.line("if ((present & " + k.presenceBit() + ") != 0) {");
      s.line("g.writeFieldName(" + k.constant() + ");");
      s.line("if (" + f + " == null) {");
      s.line("g.writeNull();");
      s.line("} else {");
      s.line(k.type().write("g", f, k.constant(), 0));
      s.line("}");
      s.line("}");
    }
    s.line("}");
  }

  private static void presentKeys(Src s, List<JavaKey> own, boolean hasParent) {
    s.blank();
    s.line("@Override");
    s.line("public List<String> presentKeys() {");
    if (own.isEmpty()) {
      s.line(hasParent ? "return super.presentKeys();" : "return List.of();");
      s.line("}");
      return;
    }
    s.line(
        "List<String> keys = new ArrayList<>("
            + (hasParent ? "super.presentKeys()" : String.valueOf(own.size()))
            + ");");
    for (JavaKey k : own) {
      s.line("if ((present & " + k.presenceBit() + ") != 0) {");
      s.line("keys.add(" + k.constant() + ");");
      s.line("}");
    }
    s.line("return List.copyOf(keys);");
    s.line("}");
  }

  /** A key's value as plain Java data: {@code FieldValues.plain} does it for every type. */
  private static void value(Src s, List<JavaKey> own, boolean hasParent) {
    keySwitch(
        s,
        "public Object value(String key) {",
        own,
        hasParent ? "return super.value(key);" : "return null;",
        k -> {
          String f = k.field();
          s.line("  if ((present & " + k.presenceBit() + ") == 0) {");
          s.line("    return null;");
          s.line("  }");
          s.line(
              "  return "
                  + f
                  + " == null ? JsonValue.JsonNull.NULL : FieldValues.plain("
                  + f
                  + ");");
        });
  }

  private static void missingRequired(Src s, List<JavaKey> own, boolean hasParent) {
    List<JavaKey> required = own.stream().filter(k -> k.spec().required()).toList();
    if (required.isEmpty()) {
      return; // the parent's (or OpcodeFields') answer stands
    }
    s.blank();
    s.line("@Override");
    s.line("public List<String> missingRequiredKeys() {");
    s.line(
        "List<String> missing = new ArrayList<>("
            + (hasParent ? "super.missingRequiredKeys()" : "")
            + ");");
    for (JavaKey k : required) {
      s.line("if ((present & " + k.presenceBit() + ") == 0) {");
      s.line("missing.add(" + k.constant() + ");");
      s.line("}");
    }
    s.line("return List.copyOf(missing);");
    s.line("}");
  }

  /** Visits the names of the class's own reference keys, after the parent's, in emit order. */
  private static void forEachReference(Src s, List<JavaKey> own, boolean hasParent) {
    List<JavaKey> refs = own.stream().filter(k -> k.type().holdsReference()).toList();
    if (refs.isEmpty()) {
      return; // the parent's (or OpcodeFields') answer stands
    }
    s.blank();
    s.line("@Override");
    s.line("public void forEachReference(ReferenceVisitor visitor) {");
    if (hasParent) {
      s.line("super.forEachReference(visitor);");
    }
    for (JavaKey k : refs) {
      String f = k.field();
      s.line("if (" + f + " != null) {");
      k.type().visitReferences(s, k.constant(), "-1", f);
      s.line("}");
    }
    s.line("}");
  }

  private static void builderClass(Src s, String cls, List<JavaKey> all) {
    s.blank();
    s.line("/** Builds a {@code " + cls + "}: each call makes its key present. */");
    s.line("public static final class Builder {");
    s.line("private " + cls + " target = new " + cls + "();").blank();
    s.line("private Builder() {}");
    for (JavaKey k : all) {
      List<String> params = new ArrayList<>();
      params.add(k.type().javaType());
      k.type().setterOverloads().forEach(o -> params.add(o.param()));
      for (String param : params) {
        s.blank();
        s.line("public Builder " + k.field() + "(" + param + " v) {");
        s.line("target().set" + k.capitalized() + "(v);");
        s.line("return this;");
        s.line("}");
      }
    }
    s.blank();
    s.line("/** The built instance; the builder is spent afterwards. */");
    s.line("public " + cls + " build() {");
    s.line(cls + " t = target();");
    s.line("target = null;");
    s.line("return t;");
    s.line("}").blank();
    s.line("private " + cls + " target() {");
    s.line("if (target == null) {");
    s.line("throw new IllegalStateException(\"build() was called already\");");
    s.line("}");
    s.line("return target;");
    s.line("}");
    s.line("}");
  }

  /** Two keys whose Java names would clash make a class that does not compile: refused here. */
  private static void checkNames(OpcodeSpec o, List<JavaKey> all) {
    Map<String, String> seen = new HashMap<>();
    for (JavaKey k : all) {
      for (String n : List.of(k.constant(), k.field())) {
        String prior = seen.put(n, k.key());
        if (prior != null && !prior.equals(k.key())) {
          throw new SpecException(
              "opcode "
                  + o.opcode()
                  + ": keys "
                  + prior
                  + " and "
                  + k.key()
                  + " both become the Java name "
                  + n);
        }
      }
    }
  }
}
