package io.birj.api.model;

import io.birj.api.json.JsonValue;
import io.birj.api.name.NameRef;
import java.util.List;

/**
 * A block argument (a φ node; the compiler's {@code BasicBlockArgument}): its optional name and its
 * {@code incoming_values}, each a value and the predecessor block it comes from. The references
 * name {@code incoming_values} and its pass-2 resolution but not the argument list's key or the
 * entries' exact shape: the choices birj made are in docs/wire/container.md ("Block arguments").
 * Other keys are kept as unknown keys.
 */
public final class BlockArgument extends ModelObject {
  public static final String KEY_INCOMING_VALUES = "incoming_values";

  private String name;
  private Object incomingValues; // a ShortList's storage

  public BlockArgument(String name) {
    this.name = name;
  }

  /** The argument's name, or {@code null} when absent. */
  public String name() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  /** The incoming values, or {@code null} when absent; mutable. */
  public List<IncomingValue> incomingValues() {
    return incomingValues == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return incomingValues;
          }

          @Override
          void store(Object items) {
            incomingValues = items;
          }
        };
  }

  public void setIncomingValues(List<IncomingValue> incomingValues) {
    this.incomingValues = ShortList.encode(incomingValues);
  }

  /**
   * One incoming value, {@code [value, predecessor]}: the value as read, and the predecessor block
   * of the function (looked up function-wide, as {@code Function::getBasicBlockByName} does).
   */
  public record IncomingValue(JsonValue value, NameRef<BasicBlock> predecessor) {}
}
