package io.birj.api.model;

/** Anything a {@link NameRef} can refer to: it has a name. */
public interface Named {
  String name();
}
