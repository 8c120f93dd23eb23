package io.birj.app.spi;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.app.streams.StdStreams;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The library's SPIs as beans. Each registry holds what {@link ServiceLoader} finds (the app's
 * class path plus the plugin jars) and the beans of the SPI type defined in the context, a bean
 * taking the place of a found provider of the same version / tag. To replace a registry whole,
 * define a bean with {@code @Replaces(CodecRegistry.class)} (likewise for the others).
 */
@Factory
public class SpiFactory {
  /** The service's log, in a holder: a command (which warns on its stderr) never starts logging. */
  private static final class Log {
    static final Logger LOG = LoggerFactory.getLogger(Plugins.class);
  }

  /**
   * The plugins; a jar or provider skipped is a warning on the command's stderr, or (in the
   * service, which has no command streams) in the log.
   */
  @Singleton
  Plugins plugins(
      @Nullable @Value("${" + Plugins.DIR_PROPERTY + ":}") String dir,
      @Nullable StdStreams streams) {
    return pluginsOf(dir, streams);
  }

  /** The plugins of {@code dir} (none when blank), their warnings as {@link #plugins} says. */
  public static Plugins pluginsOf(@Nullable String dir, @Nullable StdStreams streams) {
    Consumer<String> warn =
        streams != null
            ? w -> streams.err().println("bir: warning: " + w)
            : w -> Log.LOG.warn("{}", w);
    return dir == null || dir.isBlank() ? Plugins.none() : Plugins.from(Path.of(dir), warn);
  }

  /**
   * The registries from the plugins and the class path alone, for a command run without a context
   * (the app defines no SPI beans of its own, so these are the ones its context would hold).
   */
  public static Registries withoutBeans(Plugins plugins) {
    SpiFactory f = new SpiFactory();
    return new Registries(
        f.codecs(plugins, f.exprKinds(plugins, List.of()), List.of()),
        f.opcodes(plugins, List.of()));
  }

  /** The codecs and the opcode catalog. */
  public record Registries(CodecRegistry codecs, OpcodeCatalog catalog) {}

  @Singleton
  ExprKindRegistry exprKinds(Plugins plugins, List<ExprKindCodec> beans) {
    Map<String, ExprKindCodec> byTag = new LinkedHashMap<>();
    for (ExprKindCodec k : plugins.load(ExprKindCodec.class)) {
      byTag.put(k.tag(), k);
    }
    for (ExprKindCodec k : beans) {
      byTag.put(k.tag(), k);
    }
    return new ExprKindRegistry(byTag.values());
  }

  @Singleton
  CodecRegistry codecs(Plugins plugins, ExprKindRegistry kinds, List<PelicanCodec> beans) {
    Map<Integer, PelicanCodec> byVersion = new LinkedHashMap<>();
    for (PelicanCodec c : plugins.load(PelicanCodec.class)) {
      byVersion.putIfAbsent(c.version(), c);
    }
    for (PelicanCodec c : beans) {
      byVersion.put(c.version(), c);
    }
    return CodecRegistry.of(byVersion.values(), kinds);
  }

  @Singleton
  OpcodeCatalog opcodes(Plugins plugins, List<OpcodeProvider> beans) {
    List<OpcodeProvider> providers = new ArrayList<>(plugins.load(OpcodeProvider.class));
    providers.addAll(beans);
    return new OpcodeCatalog(providers);
  }
}
