package io.birj.brewer.spec;

/**
 * One key of an opcode or record: its wire name, type, presence and default (in wire form, as the
 * spec's JSON tree: {@code null} when there is none), and a note on where it comes from.
 */
public record KeySpec(
    String key, TypeRef type, boolean required, Object defaultValue, String note) {
  public boolean hasDefault() {
    return defaultValue != null;
  }
}
