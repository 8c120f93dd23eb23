package io.birj.guards;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@link ArchitectureRules}, on the production classes of every birj module (each
 * module's jar or classes directory on the test class path; test classes, such as the fixtures of
 * {@link ArchitectureRulesFailWhenViolatedTest}, are left out). Plain JUnit tests, one per rule, so
 * every rule shows up in the test report.
 */
class ArchitectureTest {
  private static JavaClasses production;

  @BeforeAll
  static void importProductionClasses() {
    production =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.birj");
  }

  @Test
  void pelican_depends_on_nothing_of_ours() {
    ArchitectureRules.PELICAN_DEPENDS_ON_NOTHING_OF_OURS.check(production);
  }

  @Test
  void api_depends_only_on_pelican() {
    ArchitectureRules.API_DEPENDS_ONLY_ON_PELICAN.check(production);
  }

  @Test
  void cbor_depends_only_on_api() {
    ArchitectureRules.CBOR_DEPENDS_ONLY_ON_API.check(production);
  }

  @Test
  void codec_v1_depends_only_on_api_and_pelican() {
    ArchitectureRules.CODEC_V1_DEPENDS_ONLY_ON_API_AND_PELICAN.check(production);
  }

  @Test
  void codec_v2_depends_only_on_api_and_pelican() {
    ArchitectureRules.CODEC_V2_DEPENDS_ONLY_ON_API_AND_PELICAN.check(production);
  }

  @Test
  void instructions_depend_only_on_api_and_pelican() {
    ArchitectureRules.INSTRUCTIONS_DEPEND_ONLY_ON_API_AND_PELICAN.check(production);
  }

  @Test
  void loader_depends_only_on_api_and_pelican() {
    ArchitectureRules.LOADER_DEPENDS_ONLY_ON_API_AND_PELICAN.check(production);
  }

  @Test
  void writer_depends_only_on_api_pelican_and_loader() {
    ArchitectureRules.WRITER_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER.check(production);
  }

  @Test
  void analysis_depends_only_on_api_pelican_and_loader() {
    ArchitectureRules.ANALYSIS_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER.check(production);
  }

  @Test
  void verify_depends_only_on_api_pelican_and_loader() {
    ArchitectureRules.VERIFY_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER.check(production);
  }

  @Test
  void reduce_depends_only_on_api_pelican_loader_and_writer() {
    ArchitectureRules.REDUCE_DEPENDS_ONLY_ON_API_PELICAN_LOADER_AND_WRITER.check(production);
  }

  @Test
  void cli_depends_only_on_api_and_pelican() {
    ArchitectureRules.CLI_DEPENDS_ONLY_ON_API_AND_PELICAN.check(production);
  }

  @Test
  void no_module_imports_codec_v1_classes() {
    ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V1_CLASSES.check(production);
  }

  @Test
  void no_module_imports_codec_v2_classes() {
    ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V2_CLASSES.check(production);
  }

  @Test
  void no_micronaut_below_app() {
    ArchitectureRules.NO_MICRONAUT_BELOW_APP.check(production);
  }

  @Test
  void no_reflection_below_app() {
    ArchitectureRules.NO_REFLECTION_BELOW_APP.check(production);
  }

  @Test
  void no_import_circle_between_packages() {
    ArchitectureRules.NO_IMPORT_CIRCLE_BETWEEN_PACKAGES.check(production);
  }

  @Test
  void module_version_is_read_only_by_the_quasi_affine_read_dispatch() {
    ArchitectureRules.MODULE_VERSION_IS_READ_ONLY_BY_THE_QUASI_AFFINE_READ_DISPATCH.check(
        production);
  }
}
