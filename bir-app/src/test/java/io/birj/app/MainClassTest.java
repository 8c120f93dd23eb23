package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the launcher makes of the main class before a command runs: it looks {@code main} up, and
 * that resolves every type in the signatures of the class's methods.
 */
class MainClassTest {
  /**
   * A Micronaut type in one of them loaded Micronaut's context interfaces from their jars (outside
   * the class-data archive) at every start, for runs that never start a context.
   */
  @Test
  void no_method_of_the_main_class_names_a_micronaut_type() {
    for (Method m : BirApp.class.getDeclaredMethods()) {
      List<Class<?>> types = new ArrayList<>(List.of(m.getParameterTypes()));
      types.add(m.getReturnType());
      for (Class<?> t : types) {
        assertFalse(t.getName().startsWith("io.micronaut."), m.toString());
      }
    }
  }

  @Test
  void the_main_class_turns_off_picocli_looking_for_groovy() throws Exception {
    Class.forName(BirApp.class.getName(), true, BirApp.class.getClassLoader());
    assertEquals("true", System.getProperty(BirApp.NO_CLOSURES));
  }
}
