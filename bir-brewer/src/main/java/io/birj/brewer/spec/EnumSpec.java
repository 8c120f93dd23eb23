package io.birj.brewer.spec;

import java.util.List;

/** An enum and its wire spellings, in declaration order. */
public record EnumSpec(String name, List<String> spellings) {
  public EnumSpec {
    spellings = List.copyOf(spellings);
  }
}
