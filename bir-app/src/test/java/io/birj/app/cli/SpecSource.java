package io.birj.app.cli;

import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Range;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * Writes {@code GeneratedSpecs}, the command specs of a run without a context made without
 * reflection, from what picocli itself reads from the annotations: every attribute of every option
 * and parameter is taken from the spec picocli builds by reflection ({@code ArgSpec.toBuilder()},
 * the values before picocli interpolates them), and written as the programmatic API's calls. Each
 * field is visited in declaration order, as picocli visits them, so the options come out in the
 * same order. An argument group is written as a group whose arguments set the group object the
 * command starts with ({@link #expressibleGroup}). A command with a construct the writer does not
 * know (a group matched more than once or holding more than options and parameters, a parent
 * command, unmatched arguments, a {@code @Spec} of the mixee) is left out and keeps the reflective
 * path; {@link GeneratedSpecsTest} checks that each written spec gives what picocli gives.
 */
final class SpecSource {
  static final String CLASS = "GeneratedSpecs";
  static final String HELP_MIXIN = "mixinStandardHelpOptions";

  /** Before each call of a builder's chain: one a line. */
  private static final String CALL = "\n        ";

  private final StringBuilder out = new StringBuilder();
  private final List<String> bindings = new ArrayList<>();
  private final Map<Class<?>, String> mixinMethods = new LinkedHashMap<>();
  private final List<Class<?>> pendingMixins = new ArrayList<>();
  private final List<Class<?>> usages = new ArrayList<>();
  private final Map<Class<?>, CommandSpec> reflectiveSpecs = new HashMap<>();
  private final Map<String, Class<?>> commands = new LinkedHashMap<>();
  private final StringBuilder methods = new StringBuilder();

  /** The commands of bir the written class builds alone, by name: those the writer can express. */
  static Map<String, Class<?>> commands() {
    Map<String, Class<?>> alone = new LinkedHashMap<>();
    for (Map.Entry<String, Class<?>> e : subcommands().entrySet()) {
      String name = e.getKey();
      if (e.getValue() != null
          && !PlainRun.IN_CONTEXT.contains(name)
          && !PlainRun.WHOLE_TREE.contains(name)) {
        alone.put(name, e.getValue());
      }
    }
    return alone;
  }

  /**
   * Every subcommand of bir, in order, by name: its class when the writer can express it, else null
   * (the whole tree adds it by reflection).
   */
  static Map<String, Class<?>> subcommands() {
    Map<String, Class<?>> all = new LinkedHashMap<>();
    for (Class<?> c : BirCommand.class.getAnnotation(Command.class).subcommands()) {
      boolean ours = c.getPackage() == BirCommand.class.getPackage() && expressible(c);
      all.put(c.getAnnotation(Command.class).name(), ours ? c : null);
    }
    return all;
  }

  /** Whether every member of {@code c} (and of its mixins) is one the writer knows. */
  static boolean expressible(Class<?> c) {
    for (Field f : c.getDeclaredFields()) {
      if (f.isAnnotationPresent(ArgGroup.class) && !expressibleGroup(c, f)) {
        return false;
      }
      if (f.isAnnotationPresent(ParentCommand.class)
          || f.isAnnotationPresent(Unmatched.class)
          || (f.isAnnotationPresent(Spec.class)
              && f.getAnnotation(Spec.class).value() != Spec.Target.SELF)) {
        return false;
      }
      if (f.isAnnotationPresent(Mixin.class) && !expressible(f.getType())) {
        return false;
      }
    }
    return c.getSuperclass() == Object.class;
  }

  /**
   * Whether the argument group of {@code owner}'s field {@code f} is one the writer knows: options
   * and parameters alone, matched at most once, and a group object there from the start. Picocli
   * puts a new group object in the field when the group is matched; the written spec sets the one
   * the field starts with, the same to the command as long as no second match can follow. (Its type
   * is the only group of that type in {@code owner}: picocli's group is found by its type.)
   */
  static boolean expressibleGroup(Class<?> owner, Field f) {
    ArgGroup group = f.getAnnotation(ArgGroup.class);
    Class<?> type = f.getType();
    if (Range.valueOf(group.multiplicity()).max() > 1 || type.getSuperclass() != Object.class) {
      return false;
    }
    for (Field m : type.getDeclaredFields()) {
      if (!Modifier.isStatic(m.getModifiers())
          && !m.isAnnotationPresent(Option.class)
          && !m.isAnnotationPresent(Parameters.class)) {
        return false;
      }
    }
    try {
      return f.get(owner.getDeclaredConstructor().newInstance()) != null;
    } catch (ReflectiveOperationException e) {
      return false;
    }
  }

  /** The source of {@code GeneratedSpecs}. */
  static String write() {
    return new SpecSource().source();
  }

  private String source() {
    commands.putAll(commands());
    line(0, "// Generated by SpecSource (bir-app's tests) from the commands' picocli annotations.");
    line(0, "// Do not edit: GeneratedSpecsTest says how to write it again.");
    line(0, "package io.birj.app.cli;");
    line(0, "");
    line(0, "import picocli.CommandLine;");
    line(0, "import picocli.CommandLine.Model.CommandSpec;");
    line(0, "import picocli.CommandLine.Model.IGetter;");
    line(0, "import picocli.CommandLine.Model.ISetter;");
    line(0, "");
    line(0, "/**");
    line(
        0,
        " * The command specs of a run without a context, made without reflection: picocli reads a");
    line(
        0,
        " * command's annotations through reflection and an annotation proxy class per annotation");
    line(
        0,
        " * type, most of a small command's start (docs/architecture.md, \"The command line\").");
    line(
        0,
        " * Written from what picocli reads from the same annotations; GeneratedSpecsTest checks");
    line(0, " * that each spec gives the usage, options and parameters picocli's own gives.");
    line(0, " */");
    line(0, "@SuppressWarnings(\"unchecked\")");
    line(0, "final class " + CLASS + " implements PlainRun.Specs {");
    line(1, "private static final java.util.Set<String> COMMANDS =");
    line(
        3,
        "java.util.Set.of("
            + String.join(", ", commands.keySet().stream().map(SpecSource::literal).toList())
            + ");");
    line(0, "");
    line(1, "/** Made by {@link PlainRun#generated}. */");
    line(1, CLASS + "() {}");
    line(0, "");
    line(1, "@Override");
    line(1, "public java.util.Set<String> commands() {");
    line(2, "return COMMANDS;");
    line(1, "}");
    line(0, "");
    line(1, "/**");
    line(
        1,
        " * {@code bir NAME} as {@link PlainRun#commandLine} makes it (the root of a run without a");
    line(
        1,
        " * context, and the command), or null when {@code NAME} is not one of {@link #COMMANDS}.");
    line(1, " */");
    line(1, "@Override");
    line(
        1,
        "public CommandLine commandLine(String name, PlainRun.Injector in, CommandLine.IFactory"
            + " factory) {");
    line(2, "CommandSpec command;");
    line(2, "switch (name) {");
    for (Map.Entry<String, Class<?>> e : commands.entrySet()) {
      line(3, "case " + literal(e.getKey()) + ":");
      line(4, "command = " + methodName(e.getValue()) + "(in, factory);");
      line(4, "break;");
    }
    line(3, "default:");
    line(4, "return null;");
    line(2, "}");
    line(
        2,
        "CommandLine root = new CommandLine("
            + methodName(PlainRoot.class)
            + "(in, factory), factory);");
    line(2, "root.addSubcommand(name, new CommandLine(command, factory));");
    line(2, "return root;");
    line(1, "}");
    wholeTree();
    rootAlone();
    command(PlainRoot.class);
    command(BirCommand.class);
    for (Class<?> c : subcommands().values()) {
      if (c != null) {
        command(c);
      }
    }
    while (!pendingMixins.isEmpty()) {
      mixin(pendingMixins.remove(0));
    }
    helpMixin();
    usageMethods();
    out.append(methods);
    bindingClass();
    line(0, "}");
    return out.toString();
  }

  /** {@code bir} and every command: those written here without reflection, the others with. */
  private void wholeTree() {
    line(0, "");
    line(1, "/**");
    line(
        1,
        " * {@code bir} with every command, as picocli makes {@link BirCommand}: a command written");
    line(1, " * here without reflection, any other by picocli from its annotations.");
    line(1, " */");
    line(1, "@Override");
    line(1, "public CommandLine wholeTree(PlainRun.Injector in, CommandLine.IFactory factory) {");
    line(2, "CommandLine root = new CommandLine(birCommand(in, factory), factory);");
    Class<?>[] classes = BirCommand.class.getAnnotation(Command.class).subcommands();
    for (Class<?> c : classes) {
      String name = c.getAnnotation(Command.class).name();
      String made =
          subcommands().get(name) != null
              ? methodName(c) + "(in, factory)"
              : typeName(c) + ".class";
      line(2, "root.addSubcommand(" + literal(name) + ", new CommandLine(" + made + ", factory));");
    }
    line(2, "return root;");
    line(1, "}");
  }

  /**
   * {@code bir} with each command as the list of commands in its usage shows it (its names and
   * usage message, nothing else): what a command line that names no command ({@code bir --help},
   * {@code bir --version}, {@code bir}) needs, without making every command's options, mixins and
   * bindings, nor reading {@code help}'s annotations.
   */
  private void rootAlone() {
    line(0, "");
    line(1, "/**");
    line(
        1, " * {@code bir} with each command as the list of commands in its usage shows it: for a");
    line(1, " * command line that names no command ({@link PlainRun#commandLine}).");
    line(1, " */");
    line(1, "@Override");
    line(1, "public CommandLine rootAlone(PlainRun.Injector in, CommandLine.IFactory factory) {");
    line(2, "CommandLine root = new CommandLine(birCommand(in, factory), factory);");
    line(2, "CommandSpec s;");
    for (Class<?> c : BirCommand.class.getAnnotation(Command.class).subcommands()) {
      CommandSpec spec = spec(c);
      StringBuilder made =
          new StringBuilder("s = CommandSpec.create().name(" + literal(spec.name()) + ")");
      if (spec.aliases().length > 0) {
        made.append(".aliases(" + strings(spec.aliases()) + ")");
      }
      if (spec.helpCommand()) {
        made.append(".helpCommand(true)");
      }
      line(2, made + ";");
      line(2, usageMethod(c) + "(s);");
      line(2, "root.addSubcommand(" + literal(spec.name()) + ", new CommandLine(s, factory));");
    }
    line(2, "return root;");
    line(1, "}");
  }

  /** The method that sets the usage message of {@code c}'s spec. */
  private String usageMethod(Class<?> c) {
    if (!usages.contains(c)) {
      usages.add(c);
    }
    return "usageOf" + c.getSimpleName();
  }

  /** The usage message of each command, in the order first asked for. */
  private void usageMethods() {
    for (Class<?> c : usages) {
      CommandSpec spec = spec(c);
      m(1, "");
      m(1, "/** The usage message of {@code " + spec.qualifiedName() + "}. */");
      m(1, "private static void " + usageMethod(c) + "(CommandSpec s) {");
      usage(spec.usageMessage());
      m(1, "}");
    }
  }

  private static String methodName(Class<?> c) {
    String n = c.getSimpleName();
    return Character.toLowerCase(n.charAt(0)) + n.substring(1);
  }

  /** The reflective spec of {@code c}, made once: the usage and the members are read from it. */
  private CommandSpec spec(Class<?> c) {
    return reflectiveSpecs.computeIfAbsent(c, SpecSource::reflective);
  }

  /** The reflective spec of {@code c}: what picocli reads from its annotations. */
  private static CommandSpec reflective(Class<?> c) {
    return new CommandLine(c, new Plain()).getCommandSpec();
  }

  /** Makes instances as the run without a context does, without its providers. */
  private static final class Plain implements CommandLine.IFactory {
    @Override
    public <K> K create(Class<K> cls) throws Exception {
      return CommandLine.defaultFactory().create(cls);
    }
  }

  private void command(Class<?> c) {
    CommandSpec spec = spec(c);
    String type = typeName(c);
    m(1, "");
    m(1, "/** {@code " + spec.name() + "}: {@link " + type + "}. */");
    m(
        1,
        "private static CommandSpec "
            + methodName(c)
            + "(PlainRun.Injector in, CommandLine.IFactory factory) {");
    m(2, type + " c = new " + type + "();");
    m(2, "CommandSpec s = CommandSpec.wrapWithoutInspection(c, factory);");
    m(2, "s.name(" + literal(spec.name()) + ");");
    if (spec.aliases().length > 0) {
      m(2, "s.aliases(" + strings(spec.aliases()) + ");");
    }
    Command command = c.getAnnotation(Command.class);
    if (command.version().length > 0) {
      m(2, "s.version(" + strings(command.version()) + ");");
    }
    if (command.versionProvider().getPackage() == PlainRoot.class.getPackage()) {
      m(2, "s.versionProvider(new " + typeName(command.versionProvider()) + "());");
    }
    m(2, usageMethod(c) + "(s);");
    members(c, spec, "c");
    // Picocli adds the standard options after the fields, whatever the order of the attributes.
    if (spec.mixins().containsKey(HELP_MIXIN)) {
      m(2, "s.addMixin(" + literal(HELP_MIXIN) + ", " + HELP_MIXIN + "());");
    }
    m(2, "return s;");
    m(1, "}");
  }

  private void mixin(Class<?> c) {
    CommandSpec spec = spec(c);
    String type = typeName(c);
    m(1, "");
    m(1, "/** The mixin {@link " + type + "} {@code c}, added to {@code into} as {@code name}. */");
    m(
        1,
        "private static "
            + type
            + " "
            + mixinMethods.get(c)
            + "(CommandSpec into, String name, "
            + type
            + " c, PlainRun.Injector in, CommandLine.IFactory factory) {");
    m(2, "CommandSpec s = CommandSpec.wrapWithoutInspection(c, factory);");
    usage(spec.usageMessage());
    members(c, spec, "c");
    m(2, "into.addMixin(name, s);");
    m(2, "return c;");
    m(1, "}");
  }

  /** Every annotated field of {@code c}, in declaration order, as picocli visits them. */
  private void members(Class<?> c, CommandSpec spec, String self) {
    for (Field f : c.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      if (f.isAnnotationPresent(Spec.class)) {
        m(2, self + "." + f.getName() + " = s;");
      } else if (f.isAnnotationPresent(Mixin.class)) {
        String name = f.getAnnotation(Mixin.class).name();
        name = name.isEmpty() ? f.getName() : name;
        Class<?> type = f.getType();
        String method =
            mixinMethods.computeIfAbsent(
                type,
                t -> {
                  pendingMixins.add(t);
                  return "mixin" + t.getSimpleName();
                });
        m(
            2,
            self
                + "."
                + f.getName()
                + " = "
                + method
                + "(s, "
                + literal(name)
                + ", new "
                + typeName(type)
                + "(), in, factory);");
      } else if (f.isAnnotationPresent(Option.class)) {
        OptionSpec o = find(spec.options(), f);
        m(2, "s.addOption(");
        m(3, option(o, self, f) + ");");
      } else if (f.isAnnotationPresent(Parameters.class)) {
        PositionalParamSpec p = find(spec.positionalParameters(), f);
        m(2, "s.addPositional(");
        m(3, positional(p, self, f) + ");");
      } else if (f.isAnnotationPresent(ArgGroup.class)) {
        ArgGroupSpec g = findGroup(spec.argGroups(), f);
        m(2, "s.addArgGroup(");
        m(3, group(g, self + "." + f.getName()) + ");");
      } else if (f.isAnnotationPresent(Inject.class) && f.getType() == Provider.class) {
        m(2, self + "." + f.getName() + " = in.provider(" + providedClass(f) + ".class);");
      }
    }
  }

  private static String providedClass(Field f) {
    return typeName(
        (Class<?>) ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[0]);
  }

  private static <A extends ArgSpec> A find(List<A> args, Field f) {
    for (A a : args) {
      if (f.equals(a.userObject())) {
        return a;
      }
    }
    throw new IllegalStateException("picocli has no argument for " + f);
  }

  /**
   * Picocli's group of the field {@code f}, found by its type: a command cannot hold two groups of
   * one type here (picocli-codegen's processor, run over the app's sources, refuses it).
   */
  private static ArgGroupSpec findGroup(List<ArgGroupSpec> groups, Field f) {
    for (ArgGroupSpec g : groups) {
      if (g.typeInfo() != null && g.typeInfo().getType() == f.getType()) {
        return g;
      }
    }
    throw new IllegalStateException("picocli has no argument group for " + f);
  }

  /**
   * The group {@code spec}, its arguments setting the fields of the group object {@code owner} (an
   * expression of the written source): each written as the fields of a command are.
   */
  private String group(ArgGroupSpec spec, String owner) {
    ArgGroupSpec.Builder d = ArgGroupSpec.builder();
    StringBuilder s = new StringBuilder("CommandLine.Model.ArgGroupSpec.builder()");
    if (spec.exclusive() != d.exclusive()) {
      s.append(CALL + ".exclusive(").append(spec.exclusive()).append(')');
    }
    if (!spec.multiplicity().equals(d.multiplicity())) {
      s.append(CALL + ".multiplicity(")
          .append(literal(spec.multiplicity().originalValue()))
          .append(')');
    }
    if (spec.validate() != d.validate()) {
      s.append(CALL + ".validate(").append(spec.validate()).append(')');
    }
    if (spec.order() != d.order()) {
      s.append(CALL + ".order(").append(spec.order()).append(')');
    }
    if (spec.heading() != null) {
      s.append(CALL + ".heading(").append(literal(spec.heading())).append(')');
    }
    if (spec.headingKey() != null) {
      s.append(CALL + ".headingKey(").append(literal(spec.headingKey())).append(')');
    }
    for (Field f : spec.typeInfo().getType().getDeclaredFields()) {
      if (f.isAnnotationPresent(Option.class)) {
        s.append(CALL + ".addArg(").append(option(find(spec.options(), f), owner, f)).append(')');
      } else if (f.isAnnotationPresent(Parameters.class)) {
        s.append(CALL + ".addArg(")
            .append(positional(find(spec.positionalParameters(), f), owner, f))
            .append(')');
      }
    }
    return s.append(CALL + ".build()").toString();
  }

  /** {@code -h} and {@code -V}, as picocli's own mixin has them; their values are never read. */
  private void helpMixin() {
    CommandSpec spec = CommandSpec.create();
    spec.mixinStandardHelpOptions(true);
    CommandSpec help = spec.mixins().get(HELP_MIXIN);
    m(1, "");
    m(
        1,
        "/** The mixin of {@code mixinStandardHelpOptions = true}: {@code --help} and {@code --version}. */");
    m(1, "private static CommandSpec " + HELP_MIXIN + "() {");
    m(2, "CommandSpec s = CommandSpec.wrapWithoutInspection(new Object());");
    for (OptionSpec o : help.options()) {
      m(2, "s.addOption(");
      m(3, option(o, null, null) + ");");
    }
    m(2, "return s;");
    m(1, "}");
  }

  private void usage(UsageMessageSpec u) {
    UsageMessageSpec d = CommandSpec.create().usageMessage();
    List<String> calls = new ArrayList<>();
    strings(calls, "header", u.header(), d.header());
    strings(calls, "description", u.description(), d.description());
    strings(calls, "footer", u.footer(), d.footer());
    strings(calls, "customSynopsis", u.customSynopsis(), d.customSynopsis());
    string(calls, "headerHeading", u.headerHeading(), d.headerHeading());
    string(calls, "synopsisHeading", u.synopsisHeading(), d.synopsisHeading());
    string(calls, "descriptionHeading", u.descriptionHeading(), d.descriptionHeading());
    string(calls, "parameterListHeading", u.parameterListHeading(), d.parameterListHeading());
    string(calls, "optionListHeading", u.optionListHeading(), d.optionListHeading());
    string(calls, "commandListHeading", u.commandListHeading(), d.commandListHeading());
    string(calls, "footerHeading", u.footerHeading(), d.footerHeading());
    string(calls, "exitCodeListHeading", u.exitCodeListHeading(), d.exitCodeListHeading());
    flag(calls, "abbreviateSynopsis", u.abbreviateSynopsis(), d.abbreviateSynopsis());
    flag(calls, "sortOptions", u.sortOptions(), d.sortOptions());
    flag(calls, "sortSynopsis", u.sortSynopsis(), d.sortSynopsis());
    flag(calls, "showDefaultValues", u.showDefaultValues(), d.showDefaultValues());
    flag(calls, "hidden", u.hidden(), d.hidden());
    flag(calls, "autoWidth", u.autoWidth(), d.autoWidth());
    if (u.width() != d.width()) {
      calls.add("width(" + u.width() + ")");
    }
    if (!u.exitCodeList().equals(d.exitCodeList())) {
      throw new IllegalStateException("an exit code list is not written: " + u.exitCodeList());
    }
    for (String call : calls) {
      m(2, "s.usageMessage()." + call + ";");
    }
  }

  private String option(OptionSpec spec, String self, Field field) {
    OptionSpec.Builder b = spec.toBuilder();
    OptionSpec.Builder d = Annotated.option("-x");
    StringBuilder s = new StringBuilder("Annotated.option(" + strings(b.names()) + ")");
    if (b.usageHelp()) {
      s.append(CALL + ".usageHelp(true)");
    }
    if (b.versionHelp()) {
      s.append(CALL + ".versionHelp(true)");
    }
    if (b.order() != d.order()) {
      s.append(CALL + ".order(").append(b.order()).append(')');
    }
    if (!Objects.equals(b.fallbackValue(), d.fallbackValue())) {
      s.append(CALL + ".fallbackValue(").append(literal(b.fallbackValue())).append(')');
    }
    if (b.negatable()) {
      throw new IllegalStateException("a negatable option is not written: " + spec);
    }
    arg(s, Raw.of(b), Raw.of(d), spec, self, field);
    return s.append(CALL + ".build()").toString();
  }

  private String positional(PositionalParamSpec spec, String self, Field field) {
    PositionalParamSpec.Builder b = spec.toBuilder();
    PositionalParamSpec.Builder d = Annotated.positional("0");
    StringBuilder s =
        new StringBuilder("Annotated.positional(" + literal(b.index().originalValue()) + ")");
    arg(s, Raw.of(b), Raw.of(d), spec, self, field);
    return s.append(CALL + ".build()").toString();
  }

  /**
   * The attributes options and parameters share, as their builders hold them (picocli's common
   * builder is not public).
   */
  private record Raw(
      Range arity,
      boolean required,
      String[] description,
      String descriptionKey,
      String paramLabel,
      boolean hideParamSyntax,
      boolean hidden,
      boolean interactive,
      String splitRegex,
      String defaultValue,
      CommandLine.Help.Visibility showDefaultValue,
      CommandLine.ScopeType scopeType,
      Class<?> type,
      Class<?>[] auxiliaryTypes,
      ITypeConverter<?>[] converters,
      Iterable<String> completionCandidates,
      Object parameterConsumer,
      Object preprocessor) {
    static Raw of(OptionSpec.Builder b) {
      return new Raw(
          b.arity(),
          b.required(),
          b.description(),
          b.descriptionKey(),
          b.paramLabel(),
          b.hideParamSyntax(),
          b.hidden(),
          b.interactive(),
          b.splitRegex(),
          b.defaultValue(),
          b.showDefaultValue(),
          b.scopeType(),
          b.type(),
          b.auxiliaryTypes(),
          b.converters(),
          b.completionCandidates(),
          b.parameterConsumer(),
          b.preprocessor());
    }

    static Raw of(PositionalParamSpec.Builder b) {
      return new Raw(
          b.arity(),
          b.required(),
          b.description(),
          b.descriptionKey(),
          b.paramLabel(),
          b.hideParamSyntax(),
          b.hidden(),
          b.interactive(),
          b.splitRegex(),
          b.defaultValue(),
          b.showDefaultValue(),
          b.scopeType(),
          b.type(),
          b.auxiliaryTypes(),
          b.converters(),
          b.completionCandidates(),
          b.parameterConsumer(),
          b.preprocessor());
    }
  }

  /** The attributes every argument has, each written when it is not the builder's default. */
  private void arg(StringBuilder s, Raw b, Raw d, ArgSpec spec, String self, Field field) {
    if (b.arity() != null && !b.arity().isUnspecified()) {
      s.append(CALL + ".arity(").append(literal(b.arity().originalValue())).append(')');
    }
    if (b.required()) {
      s.append(CALL + ".required(true)");
    }
    if (b.description() != null && b.description().length > 0) {
      s.append(CALL + ".description(").append(strings(b.description())).append(')');
    }
    if (!Objects.equals(b.descriptionKey(), d.descriptionKey())) {
      s.append(CALL + ".descriptionKey(").append(literal(b.descriptionKey())).append(')');
    }
    if (b.paramLabel() != null) {
      s.append(CALL + ".paramLabel(").append(literal(b.paramLabel())).append(')');
    }
    if (b.hideParamSyntax()) {
      s.append(CALL + ".hideParamSyntax(true)");
    }
    if (b.hidden()) {
      s.append(CALL + ".hidden(true)");
    }
    if (b.interactive()) {
      throw new IllegalStateException("an interactive argument is not written: " + spec);
    }
    if (b.splitRegex() != null && !b.splitRegex().isEmpty()) {
      s.append(CALL + ".splitRegex(").append(literal(b.splitRegex())).append(')');
    }
    if (b.defaultValue() != null) {
      s.append(CALL + ".defaultValue(").append(literal(b.defaultValue())).append(')');
    }
    if (b.showDefaultValue() != d.showDefaultValue()) {
      s.append(CALL + ".showDefaultValue(CommandLine.Help.Visibility.")
          .append(b.showDefaultValue().name())
          .append(')');
    }
    if (b.scopeType() != d.scopeType()) {
      s.append(CALL + ".scopeType(CommandLine.ScopeType.").append(b.scopeType().name()).append(')');
    }
    s.append(CALL + ".type(").append(classLiteral(b.type())).append(')');
    if (b.auxiliaryTypes() != null
        && b.auxiliaryTypes().length > 0
        && !(b.auxiliaryTypes().length == 1 && b.auxiliaryTypes()[0] == b.type())) {
      List<String> aux = new ArrayList<>();
      for (Class<?> a : b.auxiliaryTypes()) {
        aux.add(classLiteral(a));
      }
      s.append(CALL + ".auxiliaryTypes(").append(String.join(", ", aux)).append(')');
    }
    if (b.converters() != null && b.converters().length > 0) {
      List<String> made = new ArrayList<>();
      for (ITypeConverter<?> c : b.converters()) {
        made.add("new " + typeName(c.getClass()) + "()");
      }
      s.append(CALL + ".converters(").append(String.join(", ", made)).append(')');
    }
    Iterable<String> candidates = b.completionCandidates();
    if (candidates != null && !(candidates instanceof List<?> && spec.typeInfo().isEnum())) {
      s.append(CALL + ".completionCandidates(new ")
          .append(typeName(candidates.getClass()))
          .append("())");
    }
    if (b.parameterConsumer() != null
        || (b.preprocessor() != null && !b.preprocessor().getClass().getName().contains("NoOp"))) {
      throw new IllegalStateException(
          "a parameter consumer or preprocessor is not written: " + spec);
    }
    if (field == null) {
      s.append(CALL + ".initialValue(false).getter(new Held()).setter(new Held())");
      return;
    }
    int id = binding(field);
    String ref = "new FieldOf(" + self + ", " + id + ")";
    s.append(CALL + ".initialValue(" + self + "." + field.getName() + ")");
    s.append(CALL + ".getter(").append(ref).append(").setter(").append(ref).append(')');
  }

  private int binding(Field f) {
    String owner = typeName(f.getDeclaringClass());
    String type = boxedTypeName(f);
    bindings.add(owner + "\u0000" + f.getName() + "\u0000" + type);
    return bindings.size() - 1;
  }

  /** A field an option or parameter sets, by its owner and its number: one class, no lambdas. */
  private void bindingClass() {
    line(0, "");
    line(1, "/** The field {@code field} of {@code owner} (this class's numbering). */");
    line(1, "private record FieldOf(Object owner, int field) implements IGetter, ISetter {");
    line(2, "@Override");
    line(2, "public <T> T get() {");
    line(3, "switch (field) {");
    for (int i = 0; i < bindings.size(); i++) {
      String[] p = bindings.get(i).split("\u0000");
      line(4, "case " + i + ":");
      line(5, "return (T) (Object) ((" + p[0] + ") owner)." + p[1] + ";");
    }
    line(4, "default:");
    line(5, "throw new IllegalStateException(\"no field \" + field);");
    line(3, "}");
    line(2, "}");
    line(0, "");
    line(2, "@Override");
    line(2, "public <T> T set(T value) {");
    line(3, "T old = get();");
    line(3, "switch (field) {");
    for (int i = 0; i < bindings.size(); i++) {
      String[] p = bindings.get(i).split("\u0000");
      line(4, "case " + i + ":");
      line(5, "((" + p[0] + ") owner)." + p[1] + " = (" + p[2] + ") value;");
      line(5, "break;");
    }
    line(4, "default:");
    line(5, "throw new IllegalStateException(\"no field \" + field);");
    line(3, "}");
    line(3, "return old;");
    line(2, "}");
    line(1, "}");
    line(0, "");
    line(
        1,
        "/** A value no one reads: where picocli's help mixin keeps whether it was asked for. */");
    line(1, "private static final class Held implements IGetter, ISetter {");
    line(2, "private Object value = false;");
    line(0, "");
    line(2, "@Override");
    line(2, "public <T> T get() {");
    line(3, "return (T) value;");
    line(2, "}");
    line(0, "");
    line(2, "@Override");
    line(2, "public <T> T set(T value) {");
    line(3, "T old = (T) this.value;");
    line(3, "this.value = value;");
    line(3, "return old;");
    line(2, "}");
    line(1, "}");
  }

  private static String boxedTypeName(Field f) {
    Class<?> t = f.getType();
    if (t.isPrimitive()) {
      return switch (t.getName()) {
        case "boolean" -> "Boolean";
        case "int" -> "Integer";
        case "long" -> "Long";
        case "double" -> "Double";
        default -> throw new IllegalStateException("a field of type " + t + " is not written");
      };
    }
    return f.getGenericType().getTypeName().replace('$', '.');
  }

  private static String typeName(Class<?> c) {
    String n = c.getName().replace('$', '.');
    return n.startsWith("io.birj.app.cli.") ? n.substring("io.birj.app.cli.".length()) : n;
  }

  private static String classLiteral(Class<?> c) {
    return (c.isArray() ? c.getComponentType().getName() + "[]" : c.getName()).replace('$', '.')
        + ".class";
  }

  private static void strings(List<String> calls, String name, String[] v, String[] d) {
    if (!Arrays.equals(v, d)) {
      calls.add(name + "(" + strings(v) + ")");
    }
  }

  private static void string(List<String> calls, String name, String v, String d) {
    if (!Objects.equals(v, d)) {
      calls.add(name + "(" + literal(v) + ")");
    }
  }

  private static void flag(List<String> calls, String name, boolean v, boolean d) {
    if (v != d) {
      calls.add(name + "(" + v + ")");
    }
  }

  private static String strings(String[] values) {
    List<String> l = new ArrayList<>();
    for (String v : values) {
      l.add(literal(v));
    }
    return String.join(", ", l);
  }

  static String literal(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c > 0x7e) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }

  private void line(int indent, String s) {
    out.append(s.isEmpty() ? "" : "  ".repeat(indent) + s).append('\n');
  }

  private void m(int indent, String s) {
    methods.append(s.isEmpty() ? "" : "  ".repeat(indent) + s).append('\n');
  }
}
