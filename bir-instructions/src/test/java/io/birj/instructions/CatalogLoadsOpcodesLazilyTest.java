package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.OpcodeProvider;
import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;

/**
 * Loading the catalog loads no opcode's class: a small command reads a document of a few opcodes,
 * and 120 classes loaded with the catalog were a tenth of its start. An opcode's class is loaded
 * when its fields are first made.
 */
class CatalogLoadsOpcodesLazilyTest {
  private static final String PACKAGE = "io.birj.instructions.";

  /** Loads this module's classes itself (the rest from the test's loader) and says which it has. */
  private static final class ModuleLoader extends URLClassLoader {
    ModuleLoader() {
      super(
          new URL[] {IsaCatalog.class.getProtectionDomain().getCodeSource().getLocation()},
          CatalogLoadsOpcodesLazilyTest.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith(PACKAGE)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        return c != null ? c : findClass(name);
      }
    }

    boolean loaded(String name) {
      return findLoadedClass(name) != null;
    }
  }

  @Test
  void theCatalogsDescriptorsLoadNoOpcodeClassUntilItsFieldsAreMade() throws Exception {
    try (ModuleLoader loader = new ModuleLoader()) {
      OpcodeProvider catalog =
          (OpcodeProvider)
              Class.forName(PACKAGE + "IsaCatalog", true, loader).getConstructor().newInstance();
      OpcodeDescriptor memset =
          catalog.opcodes().stream().filter(d -> d.opcode().equals("Memset")).findFirst().get();
      for (OpcodeDescriptor d : catalog.opcodes()) {
        String opcodeClass = PACKAGE + "opcodes.Inst" + d.opcode();
        assertFalse(loader.loaded(opcodeClass), opcodeClass + " was loaded with the catalog");
      }

      OpcodeFields fields = memset.factory().get();

      assertEquals("Memset", fields.opcode());
      assertEquals(loader, fields.getClass().getClassLoader());
      assertTrue(loader.loaded(PACKAGE + "opcodes.InstMemset"));
      assertFalse(loader.loaded(PACKAGE + "opcodes.InstActivation"));
    }
  }
}
