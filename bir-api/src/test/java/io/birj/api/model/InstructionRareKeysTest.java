package io.birj.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.name.NameRef;
import org.junit.jupiter.api.Test;

/** The header keys held out of line set, read and clear like every other key. */
class InstructionRareKeysTest {
  @Test
  void aRareKeySetReadsBackAndClearsToAbsent() {
    Instruction i = new Instruction("Nop", "i");
    i.setScheduledStart(12L);
    i.setEngineId(3L);
    assertEquals(12L, i.scheduledStart());
    assertEquals(3L, i.engineId());
    i.setScheduledStart(null);
    assertNull(i.scheduledStart());
    assertEquals(3L, i.engineId());
  }

  @Test
  void settingNoneOfTheRareKeysLeavesThemAllAbsent() {
    Instruction i = new Instruction("Nop", "i");
    i.setSyncInfo(null);
    i.setQueue(null);
    assertNull(i.syncInfo());
    assertNull(i.queue());
    assertNull(i.queueExpr());
    assertNull(i.debug());
  }

  @Test
  void aQueueByNameStaysWhenNoExpressionReplacesIt() {
    Instruction i = new Instruction("Nop", "i");
    i.setQueue(new NameRef<>("q0"));
    assertEquals("q0", i.queue().name());
    i.setQueueExpr(null);
    assertEquals("q0", i.queue().name());
  }

  @Test
  void propsSetAreHeldAndANullSetGivesTheStandardPropsBack() {
    Instruction i = new Instruction("Nop", "i");
    Props standard = i.props();
    assertTrue(standard.isEmpty());
    Props own = new Props(io.birj.api.container.StandardContainer.INSTRUCTION);
    i.setProps(own);
    assertSame(own, i.props());
    i.setProps(null);
    assertSame(standard, i.props());
    assertNull(i.engineId());
  }
}
