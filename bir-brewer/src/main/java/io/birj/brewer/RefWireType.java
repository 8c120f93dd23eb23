package io.birj.brewer;

import io.birj.brewer.spec.TypeRef;
import java.util.List;
import java.util.Map;

/**
 * {@code {"ref": KIND}}: the name of an object of another part of the document, held as a {@code
 * NameRef} of the model class the loader resolves it to, and visited by {@code forEachReference}.
 */
record RefWireType(TypeRef.RefTarget target) implements WireType {
  @Override
  public String javaType() {
    return "NameRef<" + target.modelClass() + ">";
  }

  @Override
  public String read(String p, String what, int depth) {
    return "FieldValues.<" + target.modelClass() + ">readRef(" + p + ", " + what + ")";
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return "FieldValues.writeRef(" + g + ", " + v + ");";
  }

  @Override
  public String defaultLiteral(Object v) {
    throw WireType.noDefault("Ref " + target.spelling());
  }

  /** The name alone, so a caller need not make the {@code NameRef}. */
  @Override
  public List<SetterOverload> setterOverloads() {
    return List.of(
        new SetterOverload(
            "String",
            "new NameRef<" + target.modelClass() + ">(",
            ")",
            "to the name of " + target.about()));
  }

  @Override
  public boolean holdsReference() {
    return true;
  }

  @Override
  public void visitReferences(Src s, String key, String index, String v) {
    s.line(
        "visitor.reference("
            + key
            + ", "
            + index
            + ", RefKind."
            + target.refKind()
            + ", "
            + v
            + ");");
  }

  @Override
  public Map<String, Object> schema() {
    return SchemaProjection.ref(SchemaProjection.refDef(target));
  }
}
