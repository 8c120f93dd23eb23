package io.birj.api.model;

import io.birj.api.name.NameRef;
import java.util.List;

/**
 * An entry of {@code loop_carried_dependencies}: {@code [name, kind]} (the 2.24 form; that
 * release's loader forces the kind to {@code Flow} on read) or {@code [name, kind, [distance]]}
 * (the 2.27 form, listed on the later access). {@code distance} is {@code null} for the two-element
 * form.
 */
public record LoopCarriedDependency(
    NameRef<Instruction> target, EdgeKind kind, EdgeKind.Form form, List<Long> distance)
    implements Edge {
  public LoopCarriedDependency {
    if (target == null || kind == null || form == null || form == EdgeKind.Form.IMPLIED) {
      throw new IllegalArgumentException("a loop-carried dependency is [name, kind(, distance)]");
    }
    distance = distance == null ? null : List.copyOf(distance);
  }
}
