package io.birj.api.model;

import io.birj.api.name.NameRef;

/**
 * An entry of {@code dependencies}: {@code [name, kind]} as the compiler writes it (the kind an
 * EdgeKind spelling or a number below 8), or a bare {@code "name"}, which means {@code Flow}.
 */
public record Dependency(NameRef<Instruction> target, EdgeKind kind, EdgeKind.Form form)
    implements Edge {
  public Dependency {
    if (target == null || kind == null || form == null) {
      throw new IllegalArgumentException("a dependency needs a target, a kind and a form");
    }
    if (form == EdgeKind.Form.IMPLIED && kind != EdgeKind.FLOW) {
      throw new IllegalArgumentException("a bare-name dependency is a Flow edge");
    }
  }

  /** {@code [name, "Flow"]}: the compiler's form. */
  public static Dependency flow(NameRef<Instruction> target) {
    return new Dependency(target, EdgeKind.FLOW, EdgeKind.Form.SPELLED);
  }
}
