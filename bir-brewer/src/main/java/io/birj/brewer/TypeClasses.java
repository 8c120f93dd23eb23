package io.birj.brewer;

import io.birj.brewer.spec.EnumSpec;
import io.birj.brewer.spec.RecordSpec;
import io.birj.brewer.spec.SpecException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sources of the spec's own types, in {@code io.birj.instructions.types}: one Java enum per
 * spec enum, one Java record per spec record. Each reads and writes itself, so a key of the type
 * (in an opcode class) only calls it.
 */
final class TypeClasses {
  private TypeClasses() {}

  static String enumSource(EnumSpec e) {
    Src s = new Src();
    s.line(JavaProjection.HEADER).line("package " + JavaProjection.TYPES_PACKAGE + ";").blank();
    s.line("import io.birj.api.instruction.EnumValue;");
    s.line("import io.birj.api.instruction.WireEnum;").blank();
    s.javadoc(
        "The ISA enum {@code " + e.name() + "}: " + e.spellings().size() + " wire spellings.",
        "",
        "<p>Travels as its spelling string, never as an integer (the spelling is the"
            + " contract). A spelling this enum does not know is kept as an unknown {@link"
            + " EnumValue} and written back unchanged.");
    s.line("public enum " + e.name() + " implements WireEnum {");
    Map<String, String> taken = new HashMap<>();
    for (int i = 0; i < e.spellings().size(); i++) {
      String sp = e.spellings().get(i);
      String c = Names.constant(sp);
      String prior = taken.put(c, sp);
      if (prior != null) {
        throw new SpecException(
            "enum " + e.name() + ": spellings " + prior + " and " + sp + " both become " + c);
      }
      s.line("/** {@code " + Names.doc(sp) + "} */");
      s.line(c + "(" + Names.literal(sp) + ")" + (i == e.spellings().size() - 1 ? ";" : ","));
    }
    s.blank();
    s.line("/** The enum's name in the spec, for messages. */");
    s.line("public static final String NAME = " + Names.literal(e.name()) + ";").blank();
    s.line("private final String wire;");
    s.line("private final EnumValue<" + e.name() + "> value;").blank();
    s.line(e.name() + "(String wire) {");
    s.line("this.wire = wire;");
    s.line("this.value = EnumValue.of(this);");
    s.line("}").blank();
    s.line("@Override");
    s.returning("public String wire()", "wire").blank();
    s.line("/** This constant as a key value (one shared instance per constant). */");
    s.line("public EnumValue<" + e.name() + "> value() {");
    s.line("return value;");
    s.line("}").blank();
    s.line("/** The constant of a wire spelling, or {@code null} when the spelling is unknown. */");
    s.line("public static " + e.name() + " fromWire(String spelling) {");
    s.line("switch (spelling) {");
    for (String sp : e.spellings()) {
      s.line("case " + Names.literal(sp) + ":");
      s.line("  return " + Names.constant(sp) + ";");
    }
    s.line("default:");
    s.line("  return null;");
    s.line("}");
    s.line("}").blank();
    s.line(
        "/** A key value for a wire spelling: the constant's, or an unknown one kept as read. */");
    s.line("public static EnumValue<" + e.name() + "> parse(String spelling) {");
    s.line(e.name() + " c = fromWire(spelling);");
    s.line("return c != null ? c.value : EnumValue.unknown(spelling);");
    return s.closed();
  }

  static String recordSource(RecordSpec r) {
    List<JavaKey> keys = JavaKey.of(r.keys());
    Src s = new Src();
    s.line(JavaProjection.HEADER).line("package " + JavaProjection.TYPES_PACKAGE + ";").blank();
    JavaProjection.imports(s, false);
    List<String> components = new ArrayList<>();
    for (JavaKey k : keys) {
      components.add(k.type().javaType() + " " + k.field());
    }
    s.javadoc(
        "The ISA record {@code "
            + r.name()
            + "}"
            + (r.about() == null ? "." : ": " + Names.doc(r.about()) + "."),
        "",
        "<p>A JSON object with the keys "
            + keyList(keys)
            + ", written in that order. An absent"
            + " optional key is {@code null}; a key the record does not know is an error.");
    s.line("public record " + r.name() + "(" + String.join(", ", components) + ") {");
    for (JavaKey k : keys) {
      s.line("public static final String " + k.constant() + " = " + Names.literal(k.key()) + ";");
    }
    s.blank();
    s.line("/** Reads one {@code " + r.name() + "} object; {@code what} names it in errors. */");
    s.line(
        "public static "
            + r.name()
            + " read(JsonParser p, String what, FieldReadContext ctx) throws IOException {");
    s.line("JsonReads.expect(p, JsonToken.START_OBJECT, what);");
    for (JavaKey k : keys) {
      s.line(k.type().javaType() + " " + k.field() + " = null;");
    }
    s.line("while (p.nextToken() == JsonToken.FIELD_NAME) {");
    s.line("String key = p.currentName();");
    s.line("p.nextToken();");
    s.line("switch (key) {");
    for (JavaKey k : keys) {
      String f = k.field();
      s.line("case " + k.constant() + ":");
      s.line("  if (" + f + " != null) {");
      // A key repeated in one object: JSON that is not well-formed for BIR (BIRJ-E0101).
      s.line(
          "    throw BirException.at(io.birj.api.error.DiagnosticCode.BIRJ_E0101, p, what + \" has"
              + " the key \" + key + \" twice\");");
      s.line("  }");
      s.line("  " + f + " = " + k.type().read("p", "what + \"." + k.key() + "\"", 0) + ";");
      s.line("  break;");
    }
    s.line("default:");
    s.line(
        // A key the record does not have: the object has not the record's shape (BIRJ-E0302).
        "  throw BirException.at(io.birj.api.error.DiagnosticCode.BIRJ_E0302, p, what + \" has no"
            + " key \" + key + \" (a "
            + r.name()
            + " has "
            + plainKeyList(keys)
            + ")\");");
    s.line("}");
    s.line("}");
    for (JavaKey k : keys) {
      if (k.spec().required()) {
        s.line("if (" + k.field() + " == null) {");
        s.line(
            "throw BirException.at(io.birj.api.error.DiagnosticCode.BIRJ_E0301, p, what + \" lacks"
                + " the key \" + "
                + k.constant()
                + ");");
        s.line("}");
      }
    }
    List<String> names = new ArrayList<>();
    keys.forEach(k -> names.add(k.field()));
    s.line("return new " + r.name() + "(" + String.join(", ", names) + ");");
    s.line("}").blank();
    s.line("/** Writes {@code v} as an object, its keys in spec order. */");
    s.line(
        "public static void write(JsonGenerator g, "
            + r.name()
            + " v, FieldWriteContext ctx) throws IOException {");
    s.line("g.writeStartObject();");
    for (JavaKey k : keys) {
      String f = "v." + k.field() + "()";
      s.line("if (" + f + " != null) {");
      s.line("g.writeFieldName(" + k.constant() + ");");
      s.line(k.type().write("g", f, k.constant(), 0));
      s.line("}");
    }
    s.line("g.writeEndObject();");
    return s.closed();
  }

  /** The keys' spellings as the text of a Java string literal, for an error message. */
  private static String plainKeyList(List<JavaKey> keys) {
    List<String> names = new ArrayList<>();
    keys.forEach(k -> names.add(k.key()));
    return String.join(", ", names).replace("\\", "\\\\").replace("\"", "\\\"");
  }

  private static String keyList(List<JavaKey> keys) {
    List<String> names = new ArrayList<>();
    keys.forEach(k -> names.add("{@code " + k.key() + "}"));
    return names.isEmpty() ? "none" : String.join(", ", names);
  }
}
