package io.birj.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Dependency;
import io.birj.api.model.Instruction;
import io.birj.api.name.NameRef;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelDumpTest {
  /** Instructions i0 to i(n-1), each after the two before it (as a dump's dependencies are). */
  private static List<Instruction> chain(int n) {
    List<Instruction> list = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Instruction in = new Instruction("NoOp", "i" + k);
      List<Dependency> deps = new ArrayList<>();
      for (int back = 1; back <= 2 && k - back >= 0; back++) {
        deps.add(Dependency.flow(NameRef.to(list.get(k - back))));
      }
      in.setDependencies(deps);
      list.add(in);
    }
    return list;
  }

  @Test
  void aReferenceNamesItsTargetInsteadOfRepeatingIt() {
    // Written again at each reference, instruction k would hold k-1 and k-2 in full: a dump the
    // size of the Fibonacci numbers (about 10^8 instructions at 40).
    String dump = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> ModelDump.of(chain(40)));
    assertTrue(dump.length() < 40 * 10_000, "the dump grows with the model: " + dump.length());
    assertTrue(dump.contains(" = ref i38 at "), dump);
    assertTrue(dump.contains(" to Instruction i38\n"), dump);
  }

  @Test
  void twoModelsThatDifferInAReferenceDumpDifferently() {
    List<Instruction> a = chain(3), b = chain(3);
    assertEquals(ModelDump.of(a), ModelDump.of(b));
    b.get(2).setDependencies(List.of(Dependency.flow(NameRef.to(b.get(0)))));
    assertNotEquals(ModelDump.of(a), ModelDump.of(b));
  }
}
