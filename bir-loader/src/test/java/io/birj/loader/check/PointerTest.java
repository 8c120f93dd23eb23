package io.birj.loader.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Pointers are built only when reported, and escaped as RFC 6901 says. */
class PointerTest {
  @Test
  void aLocRendersItsStepsFromTheRoot() {
    Loc l = Loc.root("functions", 0).child("blocks", 2).child("instructions", 5);

    assertEquals(
        "/functions/0/blocks/2/instructions/5/dependencies/0", l.pointer("dependencies", 0));
  }

  @Test
  void aMemberNameIsEscaped() {
    Loc l = Loc.root("call_to_physical_memlocs", -1).child("a/b~c", -1);

    assertEquals("/call_to_physical_memlocs/a~1b~0c", l.pointer());
  }

  @Test
  void aPathAppendsItsTailToItsBaseAndTruncates() {
    Path p = new Path().at(Loc.root("functions", 1).child("blocks", 0), "instructions", 3);
    p.key("ins").index(2);
    int mark = p.depth();
    p.key("addrs").index(0);

    assertEquals("/functions/1/blocks/0/instructions/3/ins/2/addrs/0", p.pointer());
    p.truncate(mark);
    assertEquals("/functions/1/blocks/0/instructions/3/ins/2", p.pointer());
  }

  @Test
  void aDeepLocRendersWithoutRecursion() {
    Loc l = Loc.root("functions", 0);
    for (int i = 0; i < 100_000; i++) {
      l = l.child("blocks", 0);
    }

    assertEquals("/functions/0".length() + 100_000 * "/blocks/0".length(), l.pointer().length());
  }
}
