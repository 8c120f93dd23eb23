package io.birj.brewer.spec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ISA spec: the one place an opcode is described (bir-instructions/README.md). Built and
 * checked by {@link SpecReader}: every parent exists and comes first, no key is declared twice
 * along a parent chain, every type and enum default resolves.
 */
public final class IsaSpec {
  private final String format;
  private final String about;
  private final String root;
  private final List<EraSpec> eras;
  private final List<String> headerKeys;
  private final List<String> regionKeys;
  private final List<String> notes;
  private final List<RecordSpec> records;
  private final List<EnumSpec> enums;
  private final List<OpcodeSpec> opcodes;
  private final Map<String, OpcodeSpec> byOpcode = new LinkedHashMap<>();
  private final Map<String, EnumSpec> byEnum = new LinkedHashMap<>();
  private final Map<String, RecordSpec> byRecord = new LinkedHashMap<>();

  public IsaSpec(
      String format,
      String about,
      String root,
      List<EraSpec> eras,
      List<String> headerKeys,
      List<String> regionKeys,
      List<String> notes,
      List<RecordSpec> records,
      List<EnumSpec> enums,
      List<OpcodeSpec> opcodes) {
    this.format = format;
    this.about = about;
    this.root = root;
    this.eras = List.copyOf(eras);
    this.headerKeys = List.copyOf(headerKeys);
    this.regionKeys = List.copyOf(regionKeys);
    this.notes = List.copyOf(notes);
    this.records = List.copyOf(records);
    this.enums = List.copyOf(enums);
    this.opcodes = List.copyOf(opcodes);
    for (RecordSpec r : this.records) {
      byRecord.put(r.name(), r);
    }
    for (EnumSpec e : this.enums) {
      byEnum.put(e.name(), e);
    }
    for (OpcodeSpec o : this.opcodes) {
      byOpcode.put(o.opcode(), o);
    }
  }

  public String format() {
    return format;
  }

  public String about() {
    return about;
  }

  /** The implicit root class every top-level opcode derives from ({@code Instruction}). */
  public String root() {
    return root;
  }

  /** The eras an opcode spelling may come from; the first is the default. */
  public List<EraSpec> eras() {
    return eras;
  }

  /** The era of an opcode that does not state one: the compiler's roster. */
  public String defaultEra() {
    return eras.get(0).name();
  }

  /**
   * The common instruction keys (the header {@code Instruction::toJson} writes before any opcode's
   * own): the loader reads them, so no opcode declares them.
   */
  public List<String> headerKeys() {
    return headerKeys;
  }

  /** The structural keys of a region opcode (its blocks, axis, bounds, condition): the loader's. */
  public List<String> regionKeys() {
    return regionKeys;
  }

  /** The spec's notes: the choices made where the references are silent or disagree. */
  public List<String> notes() {
    return notes;
  }

  public List<RecordSpec> records() {
    return records;
  }

  public List<EnumSpec> enums() {
    return enums;
  }

  /** Every opcode and abstract base, in spec order (a parent before its children). */
  public List<OpcodeSpec> opcodes() {
    return opcodes;
  }

  public OpcodeSpec opcode(String name) {
    return byOpcode.get(name);
  }

  public EnumSpec enumSpec(String name) {
    return byEnum.get(name);
  }

  public RecordSpec record(String name) {
    return byRecord.get(name);
  }

  /** The parent spec of {@code o}, or {@code null} when its parent is the root. */
  public OpcodeSpec parentOf(OpcodeSpec o) {
    return byOpcode.get(o.parent());
  }

  /**
   * The keys of {@code o} on the wire: the parent chain's first (root-most first), then its own.
   */
  public List<KeySpec> allKeys(OpcodeSpec o) {
    List<OpcodeSpec> chain = new ArrayList<>();
    for (OpcodeSpec c = o; c != null; c = parentOf(c)) {
      chain.add(c);
    }
    Collections.reverse(chain);
    List<KeySpec> keys = new ArrayList<>();
    for (OpcodeSpec c : chain) {
      keys.addAll(c.keys());
    }
    return keys;
  }

  /** The opcodes whose parent is {@code o}. */
  public List<OpcodeSpec> children(OpcodeSpec o) {
    List<OpcodeSpec> out = new ArrayList<>();
    for (OpcodeSpec c : opcodes) {
      if (c.parent().equals(o.opcode())) {
        out.add(c);
      }
    }
    return out;
  }

  public int opcodeCount() {
    return opcodes.size();
  }

  public int abstractCount() {
    return (int) opcodes.stream().filter(OpcodeSpec::isAbstract).count();
  }

  public int concreteCount() {
    return opcodeCount() - abstractCount();
  }

  /** Concrete opcodes no other opcode derives from (the compiler's concrete opcode leaves). */
  public int concreteLeafCount() {
    return (int) opcodes.stream().filter(o -> !o.isAbstract() && children(o).isEmpty()).count();
  }

  /** Opcodes of an era (abstract bases included). */
  public int eraCount(String era) {
    return (int) opcodes.stream().filter(o -> o.era().equals(era)).count();
  }

  /** Region opcodes: they nest blocks. */
  public int regionCount() {
    return (int) opcodes.stream().filter(OpcodeSpec::region).count();
  }

  /** Keys declared, each counted once at the class that declares it. */
  public int declaredKeyCount() {
    return opcodes.stream().mapToInt(o -> o.keys().size()).sum();
  }
}
