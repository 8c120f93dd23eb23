package io.birj.api.model;

/**
 * A named object that keeps {@code origin} and {@code optin_passes} in fields of its own: every
 * kind but the instruction, which keeps them among its rare keys (most of a dump's instructions
 * have neither, and the two fields cost 8 bytes on each).
 */
abstract class NamedObjectWithFields extends NamedObject {
  private String origin;
  private Object optinPasses; // a ShortList's storage

  NamedObjectWithFields(String name) {
    super(name);
  }

  @Override
  final String originValue() {
    return origin;
  }

  @Override
  final void setOriginValue(String origin) {
    this.origin = origin;
  }

  @Override
  final Object optinPassesValue() {
    return optinPasses;
  }

  @Override
  final void setOptinPassesValue(Object passes) {
    this.optinPasses = passes;
  }
}
