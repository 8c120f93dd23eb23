package io.birj.loader.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.birj.api.codec.WireMessages;
import io.birj.api.error.Diagnostic.Severity;
import io.birj.api.error.DiagnosticCodes;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The codes of findings are given by matching a message's words against the catalogue (bir-api's
 * {@code codes.txt}); a message that matches no entry gets BIRJ-E0000 or BIRJ-W0000. This makes
 * every message of the reader's and the codecs' catalogues ({@link Messages}, {@link WireMessages})
 * with placeholder arguments and requires a code of its own for each, so a new message without a
 * catalogue entry fails here rather than reaching a user as "please report".
 */
class EveryMessageHasACodeTest {
  /** Pieces appended to another message (the rule a lookup was bound by), never findings alone. */
  private static final Set<String> FRAGMENTS =
      Set.of("ruleNearestPreceding", "ruleFirst", "ruleNoneBefore");

  @Test
  void everyMessageOfTheReaderAndTheCodecsMatchesACatalogueEntry() throws Exception {
    List<String> uncoded = new ArrayList<>();
    int made = 0;
    for (Class<?> catalogue : List.of(Messages.class, WireMessages.class)) {
      for (Method m : catalogue.getDeclaredMethods()) {
        if (!Modifier.isPublic(m.getModifiers())
            || !Modifier.isStatic(m.getModifiers())
            || m.getReturnType() != String.class
            || FRAGMENTS.contains(m.getName())) {
          continue;
        }
        String message = (String) m.invoke(null, placeholders(m));
        made++;
        if (DiagnosticCodes.classify(Severity.ERROR, message).endsWith("0000")
            && DiagnosticCodes.classify(Severity.WARNING, message).endsWith("0000")) {
          uncoded.add(catalogue.getSimpleName() + "." + m.getName() + ": " + message);
        }
      }
    }
    assertFalse(made < 60, "only " + made + " messages made: did the catalogues move?");
    assertEquals(List.of(), uncoded, "messages that would get BIRJ-E0000/W0000");
  }

  @Test
  void aMessageOutsideTheCatalogueIsUnclassified() {
    assertEquals(
        DiagnosticCodes.UNCLASSIFIED_ERROR,
        DiagnosticCodes.classify(Severity.ERROR, "a message no entry of the catalogue matches"));
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
