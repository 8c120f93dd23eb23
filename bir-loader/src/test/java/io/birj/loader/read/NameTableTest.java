package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class NameTableTest {
  @Test
  void the_same_characters_give_the_same_string() {
    NameTable t = new NameTable();
    char[] buf = "xxsb_set0yy".toCharArray();
    String first = t.intern(buf, 2, 7);
    assertEquals("sb_set0", first);
    assertSame(first, t.intern("sb_set0".toCharArray(), 0, 7));
    assertSame(first, t.intern(new String("sb_set0")));
  }

  @Test
  void strings_that_differ_stay_apart() {
    NameTable t = new NameTable();
    String a = t.intern("ab");
    String b = t.intern("ba"); // another string of the same length and characters
    assertNotSame(a, b);
    assertEquals("", t.intern(new char[0], 0, 0));
  }

  @Test
  void every_string_survives_the_table_growing() {
    NameTable t = new NameTable();
    String[] first = new String[10_000];
    for (int i = 0; i < first.length; i++) {
      first[i] = t.intern(new String("name" + i));
    }
    for (int i = 0; i < first.length; i++) {
      char[] c = ("name" + i).toCharArray();
      assertSame(first[i], t.intern(c, 0, c.length));
    }
  }
}
