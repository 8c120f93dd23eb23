package io.birj.loader.check;

import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which compiler class an opcode is an instance of ({@code isa<InstCall>}, ...): the opcode itself
 * and its ancestors in the installed catalog. An opcode the catalog does not know is an instance of
 * itself only.
 */
final class OpcodeClasses {
  static final String CALL = "Call";
  static final String COMPARE_AND_BRANCH = "CompareAndBranch";
  static final String DMA_BLOCK = "DMABlock";
  static final String DMA_TRIGGER = "DMATrigger";

  private final OpcodeCatalog catalog;
  private final Map<String, Set<String>> lineage = new HashMap<>();

  OpcodeClasses(OpcodeCatalog catalog) {
    this.catalog = catalog;
  }

  boolean isA(String opcode, String base) {
    if (opcode.equals(base)) {
      return true;
    }
    Set<String> l = lineage.get(opcode);
    if (l == null) {
      l = lineageOf(opcode);
      lineage.put(opcode, l);
    }
    return l.contains(base);
  }

  private Set<String> lineageOf(String opcode) {
    Set<String> out = new HashSet<>();
    String o = opcode;
    while (o != null && out.add(o)) {
      OpcodeDescriptor d = catalog.find(o);
      o = d == null ? null : d.parent();
    }
    return out;
  }
}
