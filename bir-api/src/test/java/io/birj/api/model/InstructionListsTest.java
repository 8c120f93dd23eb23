package io.birj.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.json.JsonValue;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ListIterator;
import org.junit.jupiter.api.Test;

/**
 * An instruction's operand and dependency lists, held in a field as nothing, one item or an array,
 * read and edit like any mutable list, and every view of one list sees the others' changes.
 */
class InstructionListsTest {
  private static Operand imm(String dtype) {
    ImmValue s = new ImmValue();
    s.setDtype(dtype);
    return s;
  }

  @Test
  void aNewInstructionHasEmptyOperandListsAndNoDependencies() {
    Instruction i = new Instruction("Nop", "i");
    assertEquals(List.of(), i.ins());
    assertEquals(List.of(), i.outs());
    assertNull(i.dependencies());
  }

  @Test
  void itemsAddedThroughOneViewAreSeenThroughTheNext() {
    Instruction i = new Instruction("Nop", "i");
    Operand a = imm("a");
    Operand b = imm("b");
    Operand c = imm("c");
    i.ins().add(a);
    assertEquals(List.of(a), i.ins());
    i.ins().add(b);
    i.ins().add(1, c);
    assertEquals(List.of(a, c, b), i.ins());
    assertEquals(i.ins(), i.ins());
    assertEquals(List.of(a, c, b).hashCode(), i.ins().hashCode());
  }

  @Test
  void removingSettingAndClearingWorkAtEverySize() {
    Instruction i = new Instruction("Nop", "i");
    Operand a = imm("a");
    Operand b = imm("b");
    Operand c = imm("c");
    i.setOuts(List.of(a, b, c));
    assertEquals(b, i.outs().remove(1));
    assertEquals(List.of(a, c), i.outs());
    assertEquals(a, i.outs().set(0, b));
    assertEquals(List.of(b, c), i.outs());
    assertTrue(i.outs().remove(c));
    assertEquals(List.of(b), i.outs());
    assertEquals(b, i.outs().set(0, a));
    assertEquals(List.of(a), i.outs());
    i.outs().remove(0);
    assertEquals(List.of(), i.outs());
    i.outs().addAll(List.of(a, b, c));
    i.outs().subList(0, 2).clear();
    assertEquals(List.of(c), i.outs());
    i.outs().clear();
    assertEquals(List.of(), i.outs());
    assertThrows(IndexOutOfBoundsException.class, () -> i.outs().get(0));
  }

  @Test
  void aNullItemIsKeptAsAnItem() {
    Instruction i = new Instruction("Nop", "i");
    i.ins().add(null);
    assertEquals(Arrays.asList((Operand) null), i.ins());
    i.ins().set(0, imm("a"));
    i.ins().set(0, null);
    assertEquals(1, i.ins().size());
  }

  @Test
  void anIteratorRemovesAndReplacesInPlace() {
    Instruction i = new Instruction("Nop", "i");
    Dependency x = Dependency.flow(new NameRef<>("x"));
    Dependency y = Dependency.flow(new NameRef<>("y"));
    Dependency z = Dependency.flow(new NameRef<>("z"));
    i.setDependencies(List.of(x, y, z));
    ListIterator<Dependency> it = i.dependencies().listIterator();
    while (it.hasNext()) {
      Dependency d = it.next();
      if (d == x) {
        it.remove();
      } else if (d == z) {
        it.set(x);
      }
    }
    assertEquals(List.of(y, x), i.dependencies());
    i.dependencies().removeIf(d -> d == y);
    assertEquals(List.of(x), i.dependencies());
  }

  @Test
  void settingAListCopiesIt() {
    Instruction i = new Instruction("Nop", "i");
    List<Operand> given = new ArrayList<>(List.of(imm("a")));
    i.setIns(given);
    given.add(imm("b"));
    assertEquals(1, i.ins().size());
    i.ins().add(imm("c"));
    assertEquals(2, given.size());
  }

  @Test
  void anAbsentListStaysAbsentAndAnEmptyOneEmpty() {
    Instruction i = new Instruction("Nop", "i");
    i.setIns(null);
    i.setDependencies(new ArrayList<>());
    assertNull(i.ins());
    assertEquals(List.of(), i.dependencies());
  }

  @Test
  void unknownKeysAreMadeOnlyByAnAddAndSeenThroughEveryView() {
    SyncInfo s = new SyncInfo();
    assertTrue(s.unknownKeys().isEmpty());
    assertFalse(s.hasUnknownKeys());
    JsonValue.Member m = new JsonValue.Member("x", JsonValue.JsonNull.NULL);
    s.unknownKeys().add(m);
    assertTrue(s.hasUnknownKeys());
    assertEquals(List.of(m), s.unknownKeys());
    s.unknownKeys().remove(m);
    assertFalse(s.hasUnknownKeys());
  }

  @Test
  void theOtherShortListsOfTheModelCopyWhatIsSetAndEditInPlace() {
    SymbolicAp ap = new SymbolicAp();
    List<String> passes = new ArrayList<>(List.of("p"));
    Instruction i = new Instruction("Nop", "i");
    i.setOptinPasses(passes);
    passes.add("q");
    assertEquals(List.of("p"), i.optinPasses());
    i.optinPasses().add("r");
    assertEquals(List.of("p", "r"), i.optinPasses());
    assertNull(ap.addrs());
    i.setLoopnest(new ArrayList<>());
    i.loopnest().add(new NameRef<>("a"));
    assertEquals("a", i.loopnest().get(0).name());
  }

  @Test
  void aListGrownByAddsPastItsExactSizeMovesIntoAGrowableList() {
    Object[] field = {null};
    ShortList<Integer> list =
        new ShortList<>() {
          @Override
          Object load() {
            return field[0];
          }

          @Override
          void store(Object items) {
            field[0] = items;
          }
        };
    List<Integer> expected = new ArrayList<>();
    for (int k = 0; k < 1000; k++) {
      list.add(k);
      expected.add(k);
    }
    // Adds one at a time copy no array of all the items each: the storage is an ArrayList.
    assertTrue(field[0] instanceof ArrayList<?>);
    assertEquals(expected, list);
    list.remove(0);
    list.set(0, -1);
    list.subList(10, 20).clear();
    expected.remove(0);
    expected.set(0, -1);
    expected.subList(10, 20).clear();
    assertEquals(expected, list);
    list.clear();
    assertEquals(List.of(), list);
  }
}
