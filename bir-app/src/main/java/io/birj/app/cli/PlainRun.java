package io.birj.app.cli;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.app.docs.Documents;
import io.birj.app.inventory.Inventory;
import io.birj.app.spi.Plugins;
import io.birj.app.spi.SpiFactory;
import io.birj.app.streams.StdStreams;
import io.birj.cli.exit.Failure;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Every one-shot command runs without a Micronaut context: starting one is most of a small
 * command's time. The commands' injected providers are set by hand ({@link #factory}) with what the
 * context would hold: the app's SPI registries, built from the plugins and the class path as its
 * {@link SpiFactory} builds them, the documents, the standard streams, the JSON writer. Two kinds
 * of run stay in the context: {@code serve} and {@code explore}, which run the HTTP service; and
 * any run where a bean from outside the app may take the place of one of the parts made here
 * ({@link #madeByHand}, decided by {@code BirApp} with {@link AddedBeans}), so that a bean an
 * application defines is honoured by every command.
 */
public final class PlainRun {
  /** The commands that run in the context. */
  static final Set<String> IN_CONTEXT = Set.of("serve", "explore");

  /** The commands that need the whole command tree ({@code completion} walks it). */
  static final Set<String> WHOLE_TREE = Set.of("help", "completion");

  /**
   * The name and every alias of each subcommand of {@link BirCommand}, with the name of its class:
   * finding the one named by reading each subcommand's {@code @Command} would load every command
   * class and make an annotation object for each, a tenth of a small command's CPU time. The names
   * are those of the classes, not class literals, so that only the command named is loaded.
   * PlainRunSubcommandsTest checks the table against the annotations, both ways.
   */
  static final Map<String, String> SUBCOMMANDS =
      Map.ofEntries(
          Map.entry("demo", "io.birj.app.cli.DemoCommand"),
          Map.entry("validate", "io.birj.app.cli.ValidateCommand"),
          Map.entry("check", "io.birj.app.cli.CheckCommand"),
          Map.entry("convert", "io.birj.app.cli.ConvertCommand"),
          Map.entry("roundtrip", "io.birj.app.cli.RoundtripCommand"),
          Map.entry("stats", "io.birj.app.cli.StatsCommand"),
          Map.entry("diff", "io.birj.app.cli.DiffCommand"),
          Map.entry("query", "io.birj.app.cli.QueryCommand"),
          Map.entry("export", "io.birj.app.cli.ExportCommand"),
          Map.entry("expr", "io.birj.app.cli.ExprCommand"),
          Map.entry("codecs", "io.birj.app.cli.CodecsCommand"),
          Map.entry("synth", "io.birj.app.cli.SynthCommand"),
          Map.entry("redact", "io.birj.app.cli.RedactCommand"),
          Map.entry("reduce", "io.birj.app.cli.ReduceCommand"),
          Map.entry("serve", "io.birj.app.cli.ServeCommand"),
          Map.entry("explore", "io.birj.app.cli.ExploreCommand"),
          Map.entry("show", "io.birj.app.cli.ShowCommand"),
          Map.entry("graph", "io.birj.app.cli.GraphCommand"),
          Map.entry("completion", "io.birj.app.cli.CompletionCommand"),
          Map.entry("explain", "io.birj.app.cli.ExplainCommand"),
          Map.entry("help", "picocli.CommandLine$HelpCommand"));

  private PlainRun() {}

  /**
   * True when {@code args} may run without a context: the command (the first word that is not an
   * option or an option's value) is not {@code serve} or {@code explore}.
   */
  public static boolean handles(String[] args) {
    Line line = Line.of(args);
    return line.command() == null || !IN_CONTEXT.contains(line.command());
  }

  /**
   * What a bean may not replace for a run without a context: the types made here by hand (what the
   * commands inject, the registries they come from, the SPI types those are made of) and the
   * commands themselves. The command's standard streams are the run's own.
   */
  public static List<Class<?>> madeByHand() {
    List<Class<?>> types =
        new ArrayList<>(
            List.of(
                Documents.class,
                Inventory.class,
                Plugins.class,
                CodecRegistry.class,
                ExprKindRegistry.class,
                OpcodeCatalog.class,
                PelicanCodec.class,
                ExprKindCodec.class,
                OpcodeProvider.class,
                DocumentPart.class,
                DocumentFile.class,
                DocumentFiles.class,
                JsonOut.class,
                BirCommand.class));
    types.addAll(List.of(BirCommand.class.getAnnotation(Command.class).subcommands()));
    return types;
  }

  /**
   * The command line of a run without a context: the command named and a root with the options of
   * {@link BirCommand} when the line names one before any other root option (picocli reads every
   * command's annotations when the tree is built, which for a small document costs more than the
   * work); the whole tree otherwise (the top help, {@code help}, {@code completion}, a word that is
   * not a command, with the commands to suggest).
   */
  public static CommandLine commandLine(String[] args, CommandLine.IFactory factory) {
    Line line = Line.of(args);
    Class<?> alone =
        line.rootOptionsKnown() && line.command() != null && !WHOLE_TREE.contains(line.command())
            ? subcommand(line.command())
            : null;
    Injector in = factory instanceof Injector i ? i : null;
    Specs specs = in != null ? generated() : null;
    if (alone == null) {
      if (specs == null) {
        return new CommandLine(BirCommand.class, factory);
      }
      // bir --help, --version or nothing: the root's usage lists the commands, and needs no more
      // of them than that list shows.
      return line.rootOnly() ? specs.rootAlone(in, factory) : specs.wholeTree(in, factory);
    }
    CommandLine written = specs != null ? specs.commandLine(line.command(), in, factory) : null;
    if (written != null) {
      return written;
    }
    CommandLine cl = new CommandLine(PlainRoot.class, factory);
    cl.addSubcommand(line.command(), alone);
    return cl;
  }

  /** The subcommand of {@link BirCommand} called {@code name}, or null. */
  static Class<?> subcommand(String name) {
    String type = SUBCOMMANDS.get(name);
    if (type == null) {
      return null;
    }
    try {
      return Class.forName(type, false, PlainRun.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("the subcommand " + name + " has no class " + type, e);
    }
  }

  /**
   * The factory of the command objects: picocli's own, with the providers the context would inject
   * set by hand. {@code properties} are the run's configuration (looked up, as the context would,
   * in them, then the system properties, then the environment).
   */
  public static CommandLine.IFactory factory(StdStreams streams, Map<String, Object> properties) {
    return new Factory(streams, properties);
  }

  /**
   * The types whose injected providers a run without a context supplies (any other is there only
   * for what runs in the context).
   */
  static Set<Class<?>> supplied() {
    return Factory.SUPPLIED;
  }

  /**
   * The command specs written from the annotations ({@code GeneratedSpecs}, docs/architecture.md,
   * "The command line"): made without reflection, each as picocli makes it from the annotations.
   */
  interface Specs {
    /** The names of the commands {@link #commandLine} makes. */
    Set<String> commands();

    /** The root of a run without a context and the command {@code name}, or null. */
    CommandLine commandLine(String name, Injector in, CommandLine.IFactory factory);

    /** The root and every command ({@code help} by picocli's reflection). */
    CommandLine wholeTree(Injector in, CommandLine.IFactory factory);

    /**
     * The root, and each command as the list of commands in the root's usage shows it (names and
     * usage message alone): enough for a line that names no command.
     */
    CommandLine rootAlone(Injector in, CommandLine.IFactory factory);
  }

  static final String GENERATED = "io.birj.app.cli.GeneratedSpecs";

  /**
   * The written specs, or null when the build has none: found by name, so that the app still
   * compiles (and runs, by picocli's reflection) when a change of the commands leaves the written
   * source behind and it is deleted to be written again.
   */
  static Specs generated() {
    try {
      return (Specs)
          Class.forName(GENERATED, true, PlainRun.class.getClassLoader())
              .getDeclaredConstructor()
              .newInstance();
    } catch (ClassNotFoundException e) {
      return null;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make " + GENERATED, e);
    }
  }

  /** What a command made without reflection ({@link Specs}) is given for its providers. */
  interface Injector {
    /** The provider of {@code type} that the context would inject. */
    <T> Provider<T> provider(Class<T> type);
  }

  /**
   * {@code T} of a field {@code @Inject Provider<T>}, or null (serve's settings: in the context).
   */
  static Type providedType(Field f) {
    if (f.isAnnotationPresent(Inject.class)
        && f.getType() == Provider.class
        && f.getGenericType() instanceof ParameterizedType p) {
      return p.getActualTypeArguments()[0];
    }
    return null;
  }

  /**
   * What the command line says before {@code --}: the command, whether the options before it are
   * only the root's {@code --plugins}, {@code --debug} and {@code --color} (the others, {@code
   * --help} and {@code --version}, are answered by the whole tree), and whether it is only root
   * options, those two included, with no command and no {@code --} (answered by the root alone).
   */
  record Line(String command, boolean rootOptionsKnown, boolean rootOnly) {
    private static final Set<String> HELP_OR_VERSION = Set.of("-h", "--help", "-V", "--version");

    static Line of(String[] args) {
      String command = null;
      boolean known = true;
      boolean rootOnly = true;
      for (int i = 0; i < args.length; i++) {
        String a = args[i];
        if (a.equals("--")) {
          rootOnly = false;
          break;
        }
        if (command != null) {
          continue;
        }
        if (a.equals(BirCommand.PLUGINS_OPTION) || a.equals(ColorOption.NAME)) {
          i++;
        } else if (!a.startsWith("-")) {
          command = a;
          rootOnly = false;
        } else if (!a.equals(Failure.DEBUG_OPTION)
            && !a.startsWith(BirCommand.PLUGINS_OPTION + "=")
            && !a.startsWith(ColorOption.NAME + "=")) {
          known = false;
          rootOnly &= HELP_OR_VERSION.contains(a);
        }
      }
      return new Line(command, known, rootOnly);
    }
  }

  private static final class Factory implements CommandLine.IFactory, Injector {
    static final Set<Class<?>> SUPPLIED =
        Set.of(
            StdStreams.class,
            Documents.class,
            Inventory.class,
            Plugins.class,
            CodecRegistry.class,
            JsonOut.class);

    private final StdStreams streams;
    private final Map<String, Object> properties;
    private Plugins plugins;
    private SpiFactory.Registries registries;
    private Documents documents;
    private Inventory inventory;

    Factory(StdStreams streams, Map<String, Object> properties) {
      this.streams = streams;
      this.properties = properties;
    }

    @Override
    public <K> K create(Class<K> cls) throws Exception {
      K made = CommandLine.defaultFactory().create(cls);
      for (Field f : cls.getDeclaredFields()) {
        Type t = providedType(f);
        if (t != null) {
          f.setAccessible(true);
          f.set(made, new Supplied<>(this, t));
        }
      }
      return made;
    }

    /**
     * A provider of {@code type}, made on first use: a class, not a lambda, so that it comes from
     * the class-data archive and is not spun at the start of every run.
     */
    @Override
    public <T> Provider<T> provider(Class<T> type) {
      return new Supplied<>(this, type);
    }

    /** The part of {@code type}; a type outside {@link #SUPPLIED} is made only in the context. */
    private Object part(Type type) {
      if (type == StdStreams.class) {
        return streams;
      } else if (type == Documents.class) {
        return documents();
      } else if (type == Inventory.class) {
        return inventory();
      } else if (type == Plugins.class) {
        return plugins();
      } else if (type == CodecRegistry.class) {
        return registries().codecs();
      } else if (type == JsonOut.class) {
        return new JsonOut();
      }
      throw new IllegalStateException(type.getTypeName() + " is made only in the context");
    }

    private record Supplied<T>(Factory factory, Type type) implements Provider<T> {
      @Override
      @SuppressWarnings("unchecked")
      public T get() {
        return (T) factory.part(type);
      }
    }

    // Each part is made on first use (so that --help and usage errors cost nothing), once.

    private synchronized Plugins plugins() {
      if (plugins == null) {
        plugins = SpiFactory.pluginsOf(setting(Plugins.DIR_PROPERTY), streams);
      }
      return plugins;
    }

    private synchronized SpiFactory.Registries registries() {
      if (registries == null) {
        registries = SpiFactory.withoutBeans(plugins());
      }
      return registries;
    }

    private synchronized Documents documents() {
      if (documents == null) {
        documents = new Documents(registries().codecs(), registries().catalog(), maxErrors());
      }
      return documents;
    }

    private synchronized Inventory inventory() {
      if (inventory == null) {
        inventory = new Inventory(registries().codecs(), registries().catalog());
      }
      return inventory;
    }

    private int maxErrors() {
      String v = setting(Documents.MAX_ERRORS_PROPERTY);
      if (v == null || v.isBlank()) {
        return Documents.DEFAULT_MAX_ERRORS;
      }
      try {
        return Integer.parseInt(v.trim());
      } catch (NumberFormatException e) {
        throw new CommandLine.InitializationException(
            Documents.MAX_ERRORS_PROPERTY + " is '" + v + "', not a number");
      }
    }

    /** The setting {@code key}: the run's properties, the system's, then the environment's. */
    private String setting(String key) {
      Object v = properties.get(key);
      if (v != null) {
        return String.valueOf(v);
      }
      String s = System.getProperty(key);
      if (s != null) {
        return s;
      }
      return System.getenv(key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_'));
    }
  }
}
