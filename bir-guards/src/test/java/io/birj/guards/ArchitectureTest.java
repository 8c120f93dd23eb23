package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/** The rules of {@link ArchitectureRules}, on the production classes of every birj module. */
@AnalyzeClasses(packages = "io.birj", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
  @ArchTest
  static final ArchRule pelican_depends_on_nothing_of_ours =
      ArchitectureRules.PELICAN_DEPENDS_ON_NOTHING_OF_OURS;

  @ArchTest
  static final ArchRule api_depends_only_on_pelican = ArchitectureRules.API_DEPENDS_ONLY_ON_PELICAN;

  @ArchTest
  static final ArchRule codec_v1_depends_only_on_api_and_pelican =
      ArchitectureRules.CODEC_V1_DEPENDS_ONLY_ON_API_AND_PELICAN;

  @ArchTest
  static final ArchRule codec_v2_depends_only_on_api_and_pelican =
      ArchitectureRules.CODEC_V2_DEPENDS_ONLY_ON_API_AND_PELICAN;

  @ArchTest
  static final ArchRule instructions_depend_only_on_api_and_pelican =
      ArchitectureRules.INSTRUCTIONS_DEPEND_ONLY_ON_API_AND_PELICAN;

  @ArchTest
  static final ArchRule loader_depends_only_on_api_and_pelican =
      ArchitectureRules.LOADER_DEPENDS_ONLY_ON_API_AND_PELICAN;

  @ArchTest
  static final ArchRule no_module_imports_codec_v1_classes =
      ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V1_CLASSES;

  @ArchTest
  static final ArchRule no_module_imports_codec_v2_classes =
      ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V2_CLASSES;

  @ArchTest static final ArchRule no_micronaut_below_app = ArchitectureRules.NO_MICRONAUT_BELOW_APP;

  @ArchTest
  static final ArchRule no_reflection_below_app = ArchitectureRules.NO_REFLECTION_BELOW_APP;

  @ArchTest
  static final ArchRule module_version_is_read_only_by_the_quasi_affine_read_dispatch =
      ArchitectureRules.MODULE_VERSION_IS_READ_ONLY_BY_THE_QUASI_AFFINE_READ_DISPATCH;

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
    assertEquals(1, dispatchCalls, "QuasiAffineExpr.read calls Module.getVersion() once");
    for (String pkg :
        new String[] {
          "io.birj.pelican",
          "io.birj.api",
          "io.birj.codec.v1",
          "io.birj.codec.v2",
          "io.birj.instructions",
          "io.birj.loader",
          "io.birj.app"
        }) {
      assertEquals(
          true,
          all.stream().anyMatch(c -> c.getPackageName().startsWith(pkg)),
          "production classes of " + pkg + " are imported");
    }
  }
}
