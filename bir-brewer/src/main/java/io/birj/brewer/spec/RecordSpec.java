package io.birj.brewer.spec;

import java.util.List;

/** A JSON object type with fixed keys (e.g. {@code APPair}). */
public record RecordSpec(String name, String about, List<KeySpec> keys) {
  public RecordSpec {
    keys = List.copyOf(keys);
  }
}
