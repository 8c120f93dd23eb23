package io.birj.api.model;

import io.birj.api.name.NameRef;

/**
 * A dependency edge of an instruction: its target (an instruction of the function, looked up
 * function-wide), its kind, and how the kind was written.
 */
public sealed interface Edge permits Dependency, LoopCarriedDependency, UnrollDependency {
  NameRef<Instruction> target();

  EdgeKind kind();

  EdgeKind.Form form();
}
