package io.birj.loader.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every message of the reader's and the checker's catalogue ({@link Messages}) is made with its
 * code ({@link CodedMessage}), so that a new message cannot reach a user without one, and none with
 * the code of a message from outside birj (BIRJ-E0000/W0000, docs/diagnostics.md).
 */
class EveryMessageHasACodeTest {
  /** Pieces appended to another message (the rule a lookup was bound by), never findings alone. */
  private static final Set<String> FRAGMENTS =
      Set.of("ruleNearestPreceding", "ruleFirst", "ruleNoneBefore", "onlyCandidateNameless");

  /**
   * Words said as an error at one place and as a warning at another: their code is given where the
   * finding is made, by the severity it is made with.
   */
  private static final Set<String> CODED_BY_THEIR_CALLER =
      Set.of("boundToOneOf", "duplicateInstructionInBlock");

  @Test
  void everyMessageOfTheCatalogueIsMadeWithACodeOfItsOwn() throws Exception {
    List<String> wrong = new ArrayList<>();
    int made = 0;
    for (Method m : Messages.class.getDeclaredMethods()) {
      if (!Modifier.isPublic(m.getModifiers()) || !Modifier.isStatic(m.getModifiers())) {
        continue;
      }
      String name = m.getName();
      if (FRAGMENTS.contains(name) || CODED_BY_THEIR_CALLER.contains(name)) {
        assertEquals(String.class, m.getReturnType(), name);
        continue;
      }
      if (m.getReturnType() != CodedMessage.class) {
        wrong.add(name + " returns " + m.getReturnType().getSimpleName() + ", not a CodedMessage");
        continue;
      }
      CodedMessage message = (CodedMessage) m.invoke(null, placeholders(m));
      made++;
      if (message.code() == DiagnosticCode.BIRJ_E0000
          || message.code() == DiagnosticCode.BIRJ_W0000) {
        wrong.add(name + ": " + message.code().id() + ", the code of messages from outside birj");
      }
    }
    assertFalse(made < 60, "only " + made + " messages made: did the catalogue move?");
    assertEquals(List.of(), wrong);
  }

  private static Object[] placeholders(Method m) {
    Class<?>[] types = m.getParameterTypes();
    Object[] args = new Object[types.length];
    for (int i = 0; i < types.length; i++) {
      Class<?> t = types[i];
      if (t == String.class) {
        args[i] = "x" + i;
      } else if (t == int.class) {
        args[i] = 3;
      } else if (t == long.class) {
        args[i] = 3L;
      } else if (t == boolean.class) {
        args[i] = false;
      } else if (t == List.class) {
        args[i] = List.of("a", "b");
      } else if (t.isPrimitive()) {
        throw new AssertionError(m + ": no placeholder for " + t);
      }
    }
    return args;
  }
}
