package io.birj.api.name;

/** Anything a {@link NameRef} can refer to: it has a name. */
public interface Named {
  String name();
}
