package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The production import that {@link ArchitectureTest} checks holds what the rules are about. */
class ProductionImportTest {
  /**
   * The version rule asks for exactly one caller; this proves the production import holds the
   * caller (an import that missed bir-api would pass the rule vacuously).
   */
  @Test
  void the_production_import_sees_the_read_dispatch_and_every_module() {
    JavaClasses all =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.birj");
    long dispatchCalls =
        all.get(ArchitectureRules.READ_DISPATCH_CLASS).getMethodCallsFromSelf().stream()
            .filter(c -> c.getOrigin().getName().equals(ArchitectureRules.READ_DISPATCH_METHOD))
            .filter(c -> c.getTarget().getName().equals(ArchitectureRules.VERSION_GETTER))
            .count();
    assertEquals(1, dispatchCalls, "ExprDispatch.read calls Module.getVersion() once");
    for (String pkg :
        new String[] {
          "io.birj.pelican",
          "io.birj.api",
          "io.birj.codec.v1",
          "io.birj.codec.v2",
          "io.birj.instructions",
          "io.birj.loader",
          "io.birj.writer",
          "io.birj.analysis",
          "io.birj.verify",
          "io.birj.reduce",
          "io.birj.cli",
          "io.birj.app"
        }) {
      assertEquals(
          true,
          all.stream().anyMatch(c -> c.getPackageName().startsWith(pkg)),
          "production classes of " + pkg + " are imported");
    }
  }
}
