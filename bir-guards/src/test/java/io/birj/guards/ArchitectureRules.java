package io.birj.guards;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The architecture of docs/architecture.md as ArchUnit rules, each named for what it keeps. {@link
 * ArchitectureTest} checks them on the production classes of every module; {@link
 * ArchitectureRulesFailWhenViolatedTest} shows each one failing on a fixture class that breaks it.
 */
public final class ArchitectureRules {
  static final String OURS = "io.birj..";
  static final String PELICAN = "io.birj.pelican..";
  static final String API = "io.birj.api..";
  static final String CBOR = "io.birj.format.cbor..";
  static final String CODECS = "io.birj.codec..";
  static final String CODEC_V1 = "io.birj.codec.v1..";
  static final String CODEC_V2 = "io.birj.codec.v2..";
  static final String INSTRUCTIONS = "io.birj.instructions..";
  static final String LOADER = "io.birj.loader..";
  static final String WRITER = "io.birj.writer..";
  static final String ANALYSIS = "io.birj.analysis..";
  static final String VERIFY = "io.birj.verify..";
  static final String CLI = "io.birj.cli..";
  static final String REDUCE = "io.birj.reduce..";

  /** Every library module: what lies below bir-app. */
  static final String[] BELOW_APP = {
    PELICAN, API, CBOR, CODECS, INSTRUCTIONS, LOADER, WRITER, ANALYSIS, VERIFY, CLI, REDUCE
  };

  static final String MODULE_CLASS = "io.birj.api.model.Module";
  static final String VERSION_GETTER = "getVersion";
  static final String READ_DISPATCH_CLASS = "io.birj.api.dispatch.ExprDispatch";
  static final String READ_DISPATCH_METHOD = "read";

  /** Methods of java.lang.Class that reach members by name: reflection without a reflect type. */
  private static final Pattern REFLECTIVE_CLASS_METHODS =
      Pattern.compile(
          "forName|newInstance|getDeclared\\w*|getMethods?|getFields?|getConstructors?"
              + "|getRecordComponents|getEnclosing(Method|Constructor)");

  private ArchitectureRules() {}

  private static DescribedPredicate<JavaClass> oursOutside(String... allowed) {
    return resideInAPackage(OURS).and(not(resideInAnyPackage(allowed)));
  }

  public static final ArchRule PELICAN_DEPENDS_ON_NOTHING_OF_OURS =
      noClasses()
          .that()
          .resideInAPackage(PELICAN)
          .should()
          .dependOnClassesThat(oursOutside(PELICAN).as("birj classes outside pelican"))
          .as("pelican depends on nothing of ours");

  public static final ArchRule API_DEPENDS_ONLY_ON_PELICAN =
      noClasses()
          .that()
          .resideInAPackage(API)
          .should()
          .dependOnClassesThat(oursOutside(API, PELICAN).as("birj classes outside api and pelican"))
          .as("api depends only on pelican");

  /** The CBOR format is an api provider and nothing more: not even pelican. */
  public static final ArchRule CBOR_DEPENDS_ONLY_ON_API =
      noClasses()
          .that()
          .resideInAPackage(CBOR)
          .should()
          .dependOnClassesThat(oursOutside(CBOR, API).as("birj classes outside cbor and api"))
          .as("cbor depends only on api")
          .allowEmptyShould(true);

  public static final ArchRule CODEC_V1_DEPENDS_ONLY_ON_API_AND_PELICAN =
      onlyOnApiAndPelican(CODEC_V1, "codec v1");

  public static final ArchRule CODEC_V2_DEPENDS_ONLY_ON_API_AND_PELICAN =
      onlyOnApiAndPelican(CODEC_V2, "codec v2");

  public static final ArchRule INSTRUCTIONS_DEPEND_ONLY_ON_API_AND_PELICAN =
      onlyOnApiAndPelican(INSTRUCTIONS, "instructions");

  /** The loader reads and checks: it knows neither the writer nor the analyses above it. */
  public static final ArchRule LOADER_DEPENDS_ONLY_ON_API_AND_PELICAN =
      onlyOnApiAndPelican(LOADER, "loader");

  /** The writer and conversion sit on the loader: never on the analyses, a codec or the app. */
  public static final ArchRule WRITER_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER =
      onlyOnApiPelicanAndLoader(WRITER, "writer");

  /** The analyses (diff, statistics) sit on the loader: never on the writer, a codec or the app. */
  public static final ArchRule ANALYSIS_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER =
      onlyOnApiPelicanAndLoader(ANALYSIS, "analysis");

  /**
   * The verifier (bir check) sits on the loader: never on the writer, the analyses, a codec or the
   * app.
   */
  public static final ArchRule VERIFY_DEPENDS_ONLY_ON_API_PELICAN_AND_LOADER =
      onlyOnApiPelicanAndLoader(VERIFY, "verify");

  /**
   * The redactor and the reducer (bir-reduce) read with the loader and write with the writer: never
   * the analyses, the verifier, a codec or the app.
   */
  public static final ArchRule REDUCE_DEPENDS_ONLY_ON_API_PELICAN_LOADER_AND_WRITER =
      noClasses()
          .that()
          .resideInAPackage(REDUCE)
          .should()
          .dependOnClassesThat(
              oursOutside(REDUCE, API, PELICAN, LOADER, WRITER)
                  .as("birj classes outside reduce, api, pelican, loader, writer"))
          .as("reduce depends only on api, pelican, the loader and the writer")
          .allowEmptyShould(true);

  /**
   * The command core of bir and bir-tool holds their lines and codes, not their work: it knows the
   * model's errors (api) and pelican's, never the loader, a codec or the app.
   */
  public static final ArchRule CLI_DEPENDS_ONLY_ON_API_AND_PELICAN =
      onlyOnApiAndPelican(CLI, "cli");

  private static ArchRule onlyOnApiAndPelican(String module, String name) {
    return noClasses()
        .that()
        .resideInAPackage(module)
        .should()
        .dependOnClassesThat(
            oursOutside(module, API, PELICAN).as("birj classes outside " + name + ", api, pelican"))
        .as(name + " depends only on api and pelican")
        .allowEmptyShould(true);
  }

  private static ArchRule onlyOnApiPelicanAndLoader(String module, String name) {
    return noClasses()
        .that()
        .resideInAPackage(module)
        .should()
        .dependOnClassesThat(
            oursOutside(module, API, PELICAN, LOADER)
                .as("birj classes outside " + name + ", api, pelican, loader"))
        .as(name + " depends only on api, pelican and the loader")
        .allowEmptyShould(true);
  }

  /**
   * docs/architecture.md: the loader (and everyone else) knows codecs only through the PelicanCodec
   * SPI.
   */
  public static final ArchRule NO_MODULE_IMPORTS_CODEC_V1_CLASSES =
      noCodecImports(CODEC_V1, "codec v1");

  public static final ArchRule NO_MODULE_IMPORTS_CODEC_V2_CLASSES =
      noCodecImports(CODEC_V2, "codec v2");

  private static ArchRule noCodecImports(String codec, String name) {
    return noClasses()
        .that()
        .resideOutsideOfPackage(codec)
        .should()
        .dependOnClassesThat()
        .resideInAPackage(codec)
        .as("no module imports the classes of " + name + " (only its ServiceLoader provider)")
        .allowEmptyShould(true);
  }

  public static final ArchRule NO_MICRONAUT_BELOW_APP =
      noClasses()
          .that()
          .resideInAnyPackage(BELOW_APP)
          .should()
          .dependOnClassesThat()
          .resideInAPackage("io.micronaut..")
          .as("no Micronaut below bir-app");

  public static final ArchRule NO_REFLECTION_BELOW_APP =
      noClasses()
          .that()
          .resideInAnyPackage(BELOW_APP)
          .should()
          .dependOnClassesThat()
          .resideInAPackage("java.lang.reflect..")
          .orShould()
          .callMethodWhere(
              DescribedPredicate.describe(
                  "a reflective method of java.lang.Class",
                  (JavaCall<?> call) ->
                      call.getTargetOwner().isEquivalentTo(Class.class)
                          && REFLECTIVE_CLASS_METHODS.matcher(call.getName()).matches()))
          .as("no java.lang.reflect below bir-app");

  /**
   * docs/wire/expressions.md, "The version gate": {@code Module::getVersion} has exactly one
   * caller, the read dispatch ExprDispatch.read; writers take the target version as an argument.
   * Calls and method references on Module or any subclass count.
   */
  /**
   * No import circle between packages: each package of ours is a slice, and no slice reaches itself
   * through others, the packages of bir-api among them (docs/architecture.md, "Packages", gives
   * their layers).
   */
  public static final ArchRule NO_IMPORT_CIRCLE_BETWEEN_PACKAGES =
      slices()
          .matching("io.birj.(**)")
          .should()
          .beFreeOfCycles()
          .as("no import circle between packages");

  public static final ArchRule MODULE_VERSION_IS_READ_ONLY_BY_THE_QUASI_AFFINE_READ_DISPATCH =
      classes()
          .should(new SingleVersionReader())
          .as(
              "Module.getVersion() is called from exactly one place: "
                  + "ExprDispatch.read (the read dispatch)");

  private static final class SingleVersionReader extends ArchCondition<JavaClass> {
    private final List<JavaAccess<?>> fromDispatch = new ArrayList<>();

    SingleVersionReader() {
      super("call Module.getVersion() only from ExprDispatch.read, exactly once");
    }

    @Override
    public void init(Collection<JavaClass> all) {
      fromDispatch.clear();
    }

    @Override
    public void check(JavaClass c, ConditionEvents events) {
      for (JavaAccess<?> access : c.getAccessesFromSelf()) {
        if (!readsTheVersion(access.getTarget())) {
          continue;
        }
        if (access.getOriginOwner().getName().equals(READ_DISPATCH_CLASS)
            && access.getOrigin().getName().equals(READ_DISPATCH_METHOD)) {
          fromDispatch.add(access);
        } else {
          events.add(
              SimpleConditionEvent.violated(
                  access,
                  access.getDescription()
                      + ": only "
                      + READ_DISPATCH_CLASS
                      + "."
                      + READ_DISPATCH_METHOD
                      + " may ask a Module for its version"));
        }
      }
    }

    @Override
    public void finish(ConditionEvents events) {
      if (fromDispatch.size() > 1) {
        for (JavaAccess<?> extra : fromDispatch.subList(1, fromDispatch.size())) {
          events.add(
              SimpleConditionEvent.violated(
                  extra, extra.getDescription() + ": the read dispatch asks more than once"));
        }
      }
    }

    private static boolean readsTheVersion(AccessTarget target) {
      return target instanceof AccessTarget.CodeUnitAccessTarget unit
          && unit.getName().equals(VERSION_GETTER)
          && unit.getRawParameterTypes().isEmpty()
          && unit.getOwner().isAssignableTo(MODULE_CLASS);
    }
  }
}
