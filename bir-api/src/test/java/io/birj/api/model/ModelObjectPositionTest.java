package io.birj.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.json.JsonValue;
import io.birj.api.position.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model object gives back the exact position it was given, whether it packs into the object's int
 * or is kept out of line, and a position kept out of line leaves the unknown keys as they are.
 */
class ModelObjectPositionTest {
  private static final long WIDE = SourcePosition.of(Integer.MAX_VALUE, 1 << 30);

  private static JsonValue.Member member(String key) {
    return new JsonValue.Member(key, new JsonValue.JsonBool(true));
  }

  @Test
  void everyPositionComesBackWithItsLineAndColumn() {
    List<Long> positions = new ArrayList<>();
    for (long line : new long[] {1, 2, 64, (1 << 21) - 1, 1 << 21, Integer.MAX_VALUE}) {
      for (long column : new long[] {1, 511, 512, (1 << 24) - 1, 1 << 24, Integer.MAX_VALUE}) {
        positions.add(SourcePosition.of(line, column));
      }
    }
    positions.add(SourcePosition.UNKNOWN);
    positions.add(SourcePosition.ofOffset((1 << 30) - 2));
    positions.add(SourcePosition.ofOffset(Long.MAX_VALUE));
    for (long p : positions) {
      BasicBlock b = new BasicBlock("b");
      b.setSourcePosition(p);
      assertEquals(p, b.sourcePosition(), () -> "position " + Long.toHexString(p));
      assertEquals(SourcePosition.line(p), b.sourceLine());
      assertEquals(SourcePosition.column(p), b.sourceColumn());
    }
  }

  @Test
  void unknownKeysSurviveAWidePositionSetBeforeOrAfterThem() {
    Instruction before = new Instruction("NoOp", "i");
    before.setSourcePosition(WIDE);
    before.unknownKeys().add(member("x"));
    before.unknownKeys().add(member("y"));
    assertEquals(List.of(member("x"), member("y")), before.unknownKeys());

    Instruction after = new Instruction("NoOp", "i");
    after.unknownKeys().add(member("x"));
    after.setSourcePosition(WIDE);
    assertEquals(List.of(member("x")), after.unknownKeys());
    assertEquals(WIDE, after.sourcePosition());
  }

  @Test
  void aWidePositionReplacedByOneThatPacksKeepsTheUnknownKeys() {
    Instruction i = new Instruction("NoOp", "i");
    i.setSourcePosition(WIDE);
    i.unknownKeys().add(member("x"));
    i.setSourcePosition(SourcePosition.of(3, 4));
    assertEquals(SourcePosition.of(3, 4), i.sourcePosition());
    assertEquals(List.of(member("x")), i.unknownKeys());
    assertTrue(i.hasUnknownKeys());
    i.unknownKeys().clear();
    assertFalse(i.hasUnknownKeys());
    assertEquals(SourcePosition.of(3, 4), i.sourcePosition());
  }
}
