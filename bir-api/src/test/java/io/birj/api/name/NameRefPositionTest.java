package io.birj.api.name;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.position.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reference gives back the exact position it was made with, in every form a reference packs it
 * into (many short lines, one long line, a few long lines, a byte offset) and beyond them.
 */
class NameRefPositionTest {
  private static void roundTrips(long position) {
    NameRef<Named> r = new NameRef<>("m", position);
    assertEquals(position, r.position(), () -> "position " + Long.toHexString(position));
    assertEquals("m", r.writtenName());
    assertEquals("m", r.name());
  }

  @Test
  void everyLineAndColumnAtTheEdgesOfEachFormComesBack() {
    List<Long> positions = new ArrayList<>();
    long[] lines = {1, 2, 63, 64, 65, (1 << 21) - 1, 1 << 21, Integer.MAX_VALUE};
    long[] columns = {
      1, 511, 512, 513, (1 << 24) - 1, 1 << 24, (1 << 30) - 1, 1 << 30, Integer.MAX_VALUE
    };
    for (long line : lines) {
      for (long column : columns) {
        positions.add(SourcePosition.of(line, column));
      }
    }
    positions.add(SourcePosition.of(0, 7));
    positions.add(SourcePosition.UNKNOWN);
    for (long offset : new long[] {0, 1, (1 << 30) - 2, (1 << 30) - 1, 1 << 30, Long.MAX_VALUE}) {
      positions.add(SourcePosition.ofOffset(offset));
    }
    positions.add(0x80000000L); // a column no SourcePosition.of makes
    positions.forEach(NameRefPositionTest::roundTrips);
  }

  @Test
  void aReferenceWithAWidePositionRenamesWithItsTarget() {
    NameRef<Named> r = new NameRef<>("old", SourcePosition.of(Integer.MAX_VALUE, 1 << 30));
    String[] name = {"new"};
    r.resolve(() -> name[0]);
    assertEquals("new", r.name());
    assertEquals("old", r.writtenName());
    assertEquals(SourcePosition.of(Integer.MAX_VALUE, 1 << 30), r.position());
  }
}
