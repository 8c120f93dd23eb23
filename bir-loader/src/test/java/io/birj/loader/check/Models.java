package io.birj.loader.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.error.Diagnostic;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.name.NameRef;
import io.birj.api.name.Named;
import io.birj.api.position.SourcePosition;
import io.birj.loader.diagnostics.Problems;
import java.util.ArrayList;
import java.util.List;

/** Builds small models in memory and runs the checker on them. */
final class Models {
  private Models() {}

  static Module module(Function... functions) {
    Module m = new Module();
    m.functions().addAll(List.of(functions));
    return m;
  }

  static Function function(String name, BasicBlock... blocks) {
    Function f = new Function(name);
    f.blocks().addAll(List.of(blocks));
    return f;
  }

  static BasicBlock block(String name, Instruction... instructions) {
    BasicBlock b = new BasicBlock(name);
    b.instructions().addAll(List.of(instructions));
    return b;
  }

  static Instruction inst(String name) {
    return new Instruction("TensorCopy", name);
  }

  static Instruction inst(String opcode, String name) {
    return new Instruction(opcode, name);
  }

  static Loop loop(String name, String axis, BasicBlock... body) {
    Loop l = new Loop(name, new LoopAxis(axis, 0, 8, 1));
    l.blocks().addAll(List.of(body));
    return l;
  }

  static <T extends Named> NameRef<T> ref(String name, int line, int column) {
    return new NameRef<>(name, SourcePosition.of(line, column));
  }

  static <T extends Named> NameRef<T> ref(String name) {
    return new NameRef<>(name);
  }

  static long at(int line, int column) {
    return SourcePosition.of(line, column);
  }

  static <T extends io.birj.api.model.ModelObject> T placed(T object, int line, int column) {
    object.setSourcePosition(SourcePosition.of(line, column));
    return object;
  }

  static MemoryLocation memoryLocation(String name, String type) {
    MemoryLocation m = new MemoryLocation(name);
    if (type != null) {
      m.props().set("type", new JsonValue.JsonString(type));
    }
    return m;
  }

  static MemoryLocationSet set(String name, String kind, MemoryLocation... members) {
    MemoryLocationSet s = new MemoryLocationSet(name);
    if (kind != null) {
      s.props().set("kind", new JsonValue.JsonString(kind));
    }
    s.setMemoryLocations(new ArrayList<>(List.of(members)));
    return s;
  }

  static void allocate(Function f, Allocation... allocations) {
    if (f.allocations() == null) {
      f.setAllocations(new ArrayList<>());
    }
    f.allocations().addAll(List.of(allocations));
  }

  static List<Diagnostic> check(Module m) {
    return check(m, OpcodeCatalog.EMPTY);
  }

  static List<Diagnostic> check(Module m, OpcodeCatalog catalog) {
    Problems p = Problems.collecting(10_000);
    new ModelChecker(catalog).check(m, p);
    return p.diagnostics();
  }

  static List<Diagnostic> errors(List<Diagnostic> all) {
    return all.stream().filter(Diagnostic::isError).toList();
  }

  static List<Diagnostic> warnings(List<Diagnostic> all) {
    return all.stream().filter(d -> !d.isError()).toList();
  }

  /** The one diagnostic of the list (fails, showing them all, when there are more or none). */
  static Diagnostic only(List<Diagnostic> all) {
    assertEquals(1, all.size(), () -> "expected one diagnostic, got " + all);
    return all.get(0);
  }

  static void assertError(Diagnostic d, String message, String pointer, int line, int column) {
    assertDiagnostic(d, Diagnostic.Severity.ERROR, message, pointer, line, column);
  }

  static void assertWarning(Diagnostic d, String message, String pointer, int line, int column) {
    assertDiagnostic(d, Diagnostic.Severity.WARNING, message, pointer, line, column);
  }

  static void assertDiagnostic(
      Diagnostic d,
      Diagnostic.Severity severity,
      String message,
      String pointer,
      int line,
      int column) {
    assertEquals(
        List.of(severity, message, pointer, (long) line, (long) column),
        List.of(d.severity(), d.message(), d.pointer(), d.line(), d.column()),
        () -> "diagnostic " + d);
  }
}
