package io.birj.loader.check;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.RefKind;
import io.birj.api.instruction.ReferenceVisitor;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hand-written typed fields, as a vendor (or the generated catalog) would give them: values by key
 * and the references its keys hold, reported through {@link #forEachReference}. Only what the
 * checker uses is implemented; reading and writing are the reader's and writer's business.
 */
final class TestFields extends OpcodeFields {
  private record Ref(String key, int index, RefKind kind, NameRef<?> ref) {}

  private final String opcode;
  private final Map<String, Object> values = new LinkedHashMap<>();
  private final List<Ref> refs = new ArrayList<>();

  TestFields(String opcode) {
    this.opcode = opcode;
  }

  /** A key holding one name. */
  TestFields ref(String key, RefKind kind, NameRef<?> ref) {
    refs.add(new Ref(key, -1, kind, ref));
    values.put(key, ref.name());
    return this;
  }

  /** A key holding a list of names. */
  TestFields refs(String key, RefKind kind, List<? extends NameRef<?>> list) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      refs.add(new Ref(key, i, kind, list.get(i)));
      names.add(list.get(i).name());
    }
    values.put(key, names);
    return this;
  }

  TestFields value(String key, Object value) {
    values.put(key, value);
    return this;
  }

  @Override
  public String opcode() {
    return opcode;
  }

  @Override
  public boolean readField(String key, JsonParser p, FieldReadContext ctx) {
    return false;
  }

  @Override
  public void writeFields(JsonGenerator g, FieldWriteContext ctx) {
    throw new UnsupportedOperationException("the checker's tests never write");
  }

  @Override
  public List<String> presentKeys() {
    return List.copyOf(values.keySet());
  }

  @Override
  public Object value(String key) {
    return values.get(key);
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    for (Ref r : refs) {
      visitor.reference(r.key(), r.index(), r.kind(), r.ref());
    }
  }
}
