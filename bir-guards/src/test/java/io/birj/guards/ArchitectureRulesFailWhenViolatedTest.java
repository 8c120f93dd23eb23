package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import io.birj.analysis.guardfixture.AnalysisFixture;
import io.birj.analysis.guardfixture.AnalysisReachingIntoWriter;
import io.birj.api.guardfixture.ApiReachingIntoLoader;
import io.birj.api.guardfixture.expr.FixtureExpr;
import io.birj.api.guardfixture.model.FixtureModule;
import io.birj.app.guardfixture.AppFixture;
import io.birj.app.guardfixture.AppImportingACodec;
import io.birj.cli.guardfixture.CliLoadingAClassByName;
import io.birj.cli.guardfixture.CliReachingIntoLoader;
import io.birj.cli.guardfixture.CliUsingMicronaut;
import io.birj.codec.v1.guardfixture.V1Fixture;
import io.birj.codec.v1.guardfixture.V1ReachingIntoV2;
import io.birj.codec.v2.guardfixture.V2Fixture;
import io.birj.codec.v2.guardfixture.V2ReachingIntoLoader;
import io.birj.format.cbor.guardfixture.CborReachingIntoPelican;
import io.birj.instructions.guardfixture.InstructionsUsingMicronaut;
import io.birj.loader.guardfixture.LoaderFixture;
import io.birj.loader.guardfixture.LoaderImportingACodec;
import io.birj.loader.guardfixture.LoaderLoadingAClassByName;
import io.birj.loader.guardfixture.LoaderReachingIntoAnalysis;
import io.birj.loader.guardfixture.LoaderReachingIntoApp;
import io.birj.loader.guardfixture.LoaderReachingIntoWriter;
import io.birj.loader.guardfixture.LoaderReadingTheVersion;
import io.birj.loader.guardfixture.LoaderReferencingTheVersion;
import io.birj.loader.guardfixture.LoaderUsingReflection;
import io.birj.loader.guardfixture.ping.Ping;
import io.birj.loader.guardfixture.pong.Pong;
import io.birj.pelican.guardfixture.PelicanReachingIntoApi;
import io.birj.reduce.guardfixture.ReduceReachingIntoAnalysis;
import io.birj.verify.guardfixture.VerifyFixture;
import io.birj.verify.guardfixture.VerifyReachingIntoAnalysis;
import io.birj.verify.guardfixture.VerifyReachingIntoWriter;
import io.birj.writer.guardfixture.WriterFixture;
import io.birj.writer.guardfixture.WriterReachingIntoAnalysis;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each architecture rule fails on a fixture class that breaks it (and holds on the plain fixture
 * classes without it), so a rule that silently stopped checking would fail here. The fixtures are
 * imported on their own, apart from the production import of {@link ArchitectureTest}.
 */
class ArchitectureRulesFailWhenViolatedTest {
  /** Fixture classes that break no rule: the targets the violators reach for. */
  private static final Class<?>[] PLAIN = {
    LoaderFixture.class,
    WriterFixture.class,
    AnalysisFixture.class,
    VerifyFixture.class,
    V1Fixture.class,
    V2Fixture.class,
    AppFixture.class
  };

  private static EvaluationResult evaluate(ArchRule rule, Class<?>... violators) {
    List<Class<?>> all = new ArrayList<>(List.of(PLAIN));
    all.addAll(List.of(violators));
    JavaClasses classes = new ClassFileImporter().importClasses(all);
    // The plain fixtures alone may hold no class the rule's that() selects: that is not a failure.
    return rule.allowEmptyShould(true).evaluate(classes);
  }

  private static void assertViolatedBy(ArchRule rule, Class<?> violator) {
    assertFalse(evaluate(rule).hasViolation(), "the plain fixtures keep: " + rule.getDescription());
    EvaluationResult result = evaluate(rule, violator);
    assertTrue(
        result.hasViolation(), violator.getSimpleName() + " breaks: " + rule.getDescription());
    String report = String.join("\n", result.getFailureReport().getDetails());
    assertTrue(
        report.contains(violator.getName()),
        "the report names " + violator.getName() + ":\n" + report);
  }

  @Test
  void pelican_reaching_into_api_breaks_the_pelican_rule() {
    assertViolatedBy(
        ArchitectureRules.PELICAN_DEPENDS_ON_NOTHING_OF_OURS, PelicanReachingIntoApi.class);
  }

  @Test
  void api_reaching_into_the_loader_breaks_the_api_rule() {
    assertViolatedBy(ArchitectureRules.API_DEPENDS_ONLY_ON_PELICAN, ApiReachingIntoLoader.class);
  }

  @Test
  void cbor_using_pelican_breaks_the_cbor_layering() {
    assertViolatedBy(ArchitectureRules.CBOR_DEPENDS_ONLY_ON_API, CborReachingIntoPelican.class);
  }

  @Test
  void codec_v1_using_codec_v2_breaks_the_v1_layering() {
    assertViolatedBy(
        ArchitectureRules.CODEC_V1_DEPENDS_ONLY_ON_API_AND_PELICAN, V1ReachingIntoV2.class);
  }

  @Test
  void codec_v2_using_the_loader_breaks_the_v2_layering() {
    assertViolatedBy(
        ArchitectureRules.CODEC_V2_DEPENDS_ONLY_ON_API_AND_PELICAN, V2ReachingIntoLoader.class);
  }

  @Test
  void instructions_using_the_loader_break_the_instructions_layering() {
    assertViolatedBy(
        ArchitectureRules.INSTRUCTIONS_DEPEND_ONLY_ON_API_AND_PELICAN,
        InstructionsUsingMicronaut.class);
  }

  @Test
  void loader_using_the_app_breaks_the_loader_layering() {
    assertViolatedBy(
        ArchitectureRules.LOADER_DEPENDS_ONLY_ON_API_AND_PELICAN, LoaderReachingIntoApp.class);
  }

  @Test
  void loader_using_the_writer_breaks_the_loader_layering() {
    assertViolatedBy(
        ArchitectureRules.LOADER_DEPENDS_ONLY_ON_API_AND_PELICAN, LoaderReachingIntoWriter.class);
  }

  @Test
  void loader_using_an_analysis_breaks_the_loader_layering() {
    assertViolatedBy(
        ArchitectureRules.LOADER_DEPENDS_ONLY_ON_API_AND_PELICAN, LoaderReachingIntoAnalysis.class);
  }

  @Test
  void writer_using_an_analysis_breaks_the_writer_layering() {
    assertViolatedBy(
        ArchitectureRules.WRITER_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER,
        WriterReachingIntoAnalysis.class);
  }

  @Test
  void analysis_using_the_writer_breaks_the_analysis_layering() {
    assertViolatedBy(
        ArchitectureRules.ANALYSIS_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER,
        AnalysisReachingIntoWriter.class);
  }

  @Test
  void verify_using_the_writer_breaks_the_verify_layering() {
    assertViolatedBy(
        ArchitectureRules.VERIFY_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER,
        VerifyReachingIntoWriter.class);
  }

  @Test
  void verify_using_an_analysis_breaks_the_verify_layering() {
    assertViolatedBy(
        ArchitectureRules.VERIFY_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER,
        VerifyReachingIntoAnalysis.class);
  }

  @Test
  void reduce_using_an_analysis_breaks_the_reduce_layering() {
    assertViolatedBy(
        ArchitectureRules.REDUCE_DEPENDS_ONLY_ON_API_PELICAN_LOADER_AND_WRITER,
        ReduceReachingIntoAnalysis.class);
  }

  @Test
  void cli_using_the_loader_breaks_the_cli_layering() {
    assertViolatedBy(
        ArchitectureRules.CLI_DEPENDS_ONLY_ON_API_AND_PELICAN, CliReachingIntoLoader.class);
  }

  @Test
  void cli_using_micronaut_breaks_the_no_micronaut_rule() {
    assertViolatedBy(ArchitectureRules.NO_MICRONAUT_BELOW_APP, CliUsingMicronaut.class);
  }

  @Test
  void cli_calling_class_for_name_breaks_the_no_reflection_rule() {
    assertViolatedBy(ArchitectureRules.NO_REFLECTION_BELOW_APP, CliLoadingAClassByName.class);
  }

  @Test
  void loader_importing_codec_v1_breaks_the_codec_v1_import_rule() {
    assertViolatedBy(
        ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V1_CLASSES, LoaderImportingACodec.class);
  }

  @Test
  void loader_importing_codec_v2_breaks_the_codec_v2_import_rule() {
    assertViolatedBy(
        ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V2_CLASSES, LoaderImportingACodec.class);
  }

  @Test
  void codec_v1_importing_codec_v2_breaks_the_codec_v2_import_rule() {
    assertViolatedBy(ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V2_CLASSES, V1ReachingIntoV2.class);
  }

  @Test
  void the_app_importing_a_codec_breaks_the_codec_import_rule() {
    assertViolatedBy(
        ArchitectureRules.NO_MODULE_IMPORTS_CODEC_V2_CLASSES, AppImportingACodec.class);
  }

  @Test
  void instructions_using_micronaut_break_the_no_micronaut_rule() {
    assertViolatedBy(ArchitectureRules.NO_MICRONAUT_BELOW_APP, InstructionsUsingMicronaut.class);
  }

  @Test
  void loader_using_java_lang_reflect_breaks_the_no_reflection_rule() {
    assertViolatedBy(ArchitectureRules.NO_REFLECTION_BELOW_APP, LoaderUsingReflection.class);
  }

  @Test
  void loader_calling_class_for_name_breaks_the_no_reflection_rule() {
    assertViolatedBy(ArchitectureRules.NO_REFLECTION_BELOW_APP, LoaderLoadingAClassByName.class);
  }

  @Test
  void two_packages_importing_each_other_break_the_no_circle_rule() {
    ArchRule rule = ArchitectureRules.NO_IMPORT_CIRCLE_BETWEEN_PACKAGES;
    assertFalse(evaluate(rule).hasViolation(), "the plain fixtures keep: " + rule.getDescription());
    assertFalse(evaluate(rule, Ping.class).hasViolation(), "half a circle is no circle");
    EvaluationResult result = evaluate(rule, Ping.class, Pong.class);
    assertTrue(result.hasViolation(), "Ping and Pong break: " + rule.getDescription());
    String report = String.join("\n", result.getFailureReport().getDetails());
    assertTrue(report.contains(Ping.class.getName()), report);
  }

  /** bir-api's packages are held to the rule like every other: it once left their edges out. */
  @Test
  void two_api_packages_importing_each_other_break_the_no_circle_rule() {
    ArchRule rule = ArchitectureRules.NO_IMPORT_CIRCLE_BETWEEN_PACKAGES;
    assertFalse(evaluate(rule, FixtureExpr.class).hasViolation(), "half a circle is no circle");
    EvaluationResult result = evaluate(rule, FixtureModule.class, FixtureExpr.class);
    assertTrue(
        result.hasViolation(), "FixtureModule and FixtureExpr break: " + rule.getDescription());
    String report = String.join("\n", result.getFailureReport().getDetails());
    assertTrue(report.contains(FixtureExpr.class.getName()), report);
  }

  @Test
  void a_second_caller_of_module_get_version_breaks_the_single_reader_rule() {
    assertViolatedBy(
        ArchitectureRules.MODULE_VERSION_IS_READ_ONLY_BY_THE_QUASI_AFFINE_READ_DISPATCH,
        LoaderReadingTheVersion.class);
  }

  @Test
  void a_method_reference_to_module_get_version_breaks_the_single_reader_rule() {
    assertViolatedBy(
        ArchitectureRules.MODULE_VERSION_IS_READ_ONLY_BY_THE_QUASI_AFFINE_READ_DISPATCH,
        LoaderReferencingTheVersion.class);
  }

  @Test
  void the_read_dispatch_itself_keeps_the_single_reader_rule() {
    JavaClasses dispatch =
        new ClassFileImporter().importClasses(io.birj.api.dispatch.ExprDispatch.class);
    assertFalse(
        ArchitectureRules.MODULE_VERSION_IS_READ_ONLY_BY_THE_QUASI_AFFINE_READ_DISPATCH
            .evaluate(dispatch)
            .hasViolation());
  }
}
