package io.birj.brewer;

import io.birj.brewer.spec.KeySpec;
import java.util.ArrayList;
import java.util.List;

/** A key of the spec with the Java names the generated sources give it and its projected type. */
record JavaKey(KeySpec spec, WireType type) {
  static JavaKey of(KeySpec k) {
    return new JavaKey(k, WireType.of(k.type()));
  }

  static List<JavaKey> of(List<KeySpec> keys) {
    List<JavaKey> out = new ArrayList<>();
    keys.forEach(k -> out.add(of(k)));
    return out;
  }

  /** The wire spelling. */
  String key() {
    return spec.key();
  }

  /** The field, record component, local variable and builder method: {@code canRead}. */
  String field() {
    return Names.camel(spec.key());
  }

  /** The name after get, has, set and clear: {@code CanRead}. */
  String capitalized() {
    return Names.capitalized(spec.key());
  }

  /** The constant holding the wire spelling: {@code K_CAN_READ}. */
  String constant() {
    return "K_" + Names.constant(spec.key());
  }

  /** The constant holding the default: {@code DEFAULT_CAN_READ}. */
  String defaultConstant() {
    return "DEFAULT_" + Names.constant(spec.key());
  }

  /** The constant of the key's bit in the presence mask: {@code P_CAN_READ}. */
  String presenceBit() {
    return "P_" + Names.constant(spec.key());
  }
}
