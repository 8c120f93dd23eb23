package io.birj.api.instruction;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The opcodes of every installed provider, by wire spelling. An opcode no provider knows is read as
 * an unknown instruction that keeps every key (the compiler crashes on one; we keep it).
 */
public final class OpcodeCatalog {
  public static final OpcodeCatalog EMPTY = new OpcodeCatalog(List.of());

  private final List<OpcodeProvider> providers;
  private final Map<String, OpcodeDescriptor> byOpcode = new LinkedHashMap<>();

  public OpcodeCatalog(Collection<? extends OpcodeProvider> providers) {
    this.providers = List.copyOf(providers);
    for (OpcodeProvider p : this.providers) {
      for (OpcodeDescriptor d : p.opcodes()) {
        OpcodeDescriptor prior = byOpcode.putIfAbsent(d.opcode(), d);
        if (prior != null) {
          throw new IllegalArgumentException(
              "opcode " + d.opcode() + " is defined twice (provider " + p.name() + ")");
        }
      }
    }
  }

  public static OpcodeCatalog load() {
    return from(ServiceLoader.load(OpcodeProvider.class));
  }

  public static OpcodeCatalog load(ModuleLayer layer) {
    return from(ServiceLoader.load(layer, OpcodeProvider.class));
  }

  private static OpcodeCatalog from(ServiceLoader<OpcodeProvider> loader) {
    List<OpcodeProvider> found = new ArrayList<>();
    loader.forEach(found::add);
    return new OpcodeCatalog(found);
  }

  public List<OpcodeProvider> providers() {
    return providers;
  }

  /** The descriptor of an opcode or abstract class, or {@code null} when no provider knows it. */
  public OpcodeDescriptor find(String opcode) {
    return byOpcode.get(opcode);
  }

  /** Typed fields for a concrete opcode, or {@code null} when it is unknown or abstract. */
  public OpcodeFields newFields(String opcode) {
    OpcodeDescriptor d = byOpcode.get(opcode);
    return d == null || d.isAbstract() ? null : d.factory().get();
  }

  /**
   * The spellings of the enum {@code enumName} as the providers declare it (the first provider that
   * declares it wins), or {@code null} when none does.
   */
  public List<String> spellings(String enumName) {
    for (OpcodeProvider p : providers) {
      List<String> s = p.enums().get(enumName);
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  public Collection<OpcodeDescriptor> all() {
    return List.copyOf(byOpcode.values());
  }
}
