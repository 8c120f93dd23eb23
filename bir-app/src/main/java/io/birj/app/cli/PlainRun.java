package io.birj.app.cli;

import io.birj.app.docs.Documents;
import io.birj.app.spi.Plugins;
import io.birj.app.spi.SpiFactory;
import io.birj.app.streams.StdStreams;
import io.birj.cli.exit.Failure;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;

/**
 * The commands that need nothing from dependency injection, run without a Micronaut context: {@code
 * validate} (its plain-text report), {@code synth}, {@code explain}, {@code show} and {@code graph}
 * (their text; {@code --json} runs in the context, as {@code validate}'s does). {@code expr} stays
 * in the context: its codecs are the context's beans, which an application may replace. Starting
 * the context is most of a small command's time; these build what they use directly (the app
 * defines no SPI beans of its own, so the registries are those its context would hold). Every other
 * command, {@code validate --json} included (its JSON goes through the context's serializer), runs
 * in the context.
 */
public final class PlainRun {
  private static final Set<String> COMMANDS =
      Set.of("validate", "synth", "explain", "show", "graph");

  private PlainRun() {}

  /**
   * True when {@code args} name a command that runs without a context: the first word that is not
   * an option (only {@code --plugins DIR} and {@code --debug} may come before it) is one of {@link
   * #COMMANDS}, and no {@code --json} follows it before {@code --}.
   */
  public static boolean handles(String[] args) {
    String command = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--")) {
        break;
      }
      if (command == null) {
        if (a.equals(BirCommand.PLUGINS_OPTION)) {
          i++;
        } else if (a.startsWith("-")
            && !a.equals(Failure.DEBUG_OPTION)
            && !a.startsWith(BirCommand.PLUGINS_OPTION + "=")
            && !a.startsWith(ColorOption.NAME + "=")) {
          return false;
        } else if (!a.startsWith("-")) {
          command = a;
        }
      } else if (a.equals("--json")) {
        return false;
      }
    }
    return command != null && COMMANDS.contains(command);
  }

  /**
   * The factory of the command objects: picocli's own, with the providers the context would inject
   * set by hand. {@code properties} are the run's configuration (looked up, as the context would,
   * in them, then the system properties, then the environment).
   */
  public static CommandLine.IFactory factory(StdStreams streams, Map<String, Object> properties) {
    return new Factory(streams, properties);
  }

  /** The root command of a run without a context ({@link PlainRoot}: only these commands). */
  public static Class<?> root() {
    return PlainRoot.class;
  }

  private static final class Factory implements CommandLine.IFactory {
    private final StdStreams streams;
    private final Map<String, Object> properties;
    private Documents documents;

    Factory(StdStreams streams, Map<String, Object> properties) {
      this.streams = streams;
      this.properties = properties;
    }

    @Override
    public <K> K create(Class<K> cls) throws Exception {
      K made = CommandLine.defaultFactory().create(cls);
      if (made instanceof ValidateCommand v) {
        v.documents = this::documents;
        v.streams = () -> streams;
        v.jsonOut =
            () -> {
              throw new IllegalStateException("validate --json runs in the context (PlainRun)");
            };
      } else if (made instanceof SynthCommand s) {
        s.streams = () -> streams;
      } else if (made instanceof ShowCommand c) {
        c.documents = this::documents;
        c.streams = () -> streams;
      } else if (made instanceof GraphCommand c) {
        c.documents = this::documents;
        c.streams = () -> streams;
      }
      return made;
    }

    /** Made on first use (so that --help and usage errors cost nothing). */
    private synchronized Documents documents() {
      if (documents == null) {
        Plugins plugins = SpiFactory.pluginsOf(setting(Plugins.DIR_PROPERTY), streams);
        SpiFactory.Registries r = SpiFactory.withoutBeans(plugins);
        documents = new Documents(r.codecs(), r.catalog(), maxErrors());
      }
      return documents;
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
