package io.birj.guards;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The library modules as they were built (jars, or target/classes when only compiled), found on the
 * test's class path by their module descriptors, and module layers made of them.
 */
final class LibraryModules {
  static final String PELICAN = "io.birj.pelican";
  static final String API = "io.birj.api";
  static final String CBOR = "io.birj.format.cbor";
  static final String CODEC_V1 = "io.birj.codec.v1";
  static final String CODEC_V2 = "io.birj.codec.v2";
  static final String INSTRUCTIONS = "io.birj.instructions";
  static final String LOADER = "io.birj.loader";

  /** The writer and conversion (bir-writer). */
  static final String WRITER = "io.birj.writer";

  /** The diff and the statistics (bir-analysis). */
  static final String ANALYSIS = "io.birj.analysis";

  /** The verifier (bir-verify). */
  static final String VERIFY = "io.birj.verify";

  /** The redactor and the reducer (bir-reduce). */
  static final String REDUCE = "io.birj.reduce";

  /** The command core that bir and bir-tool share (bir-cli-core). */
  static final String CLI = "io.birj.cli";

  static final String JACKSON_CORE = "com.fasterxml.jackson.core";

  /** jackson-dataformat-cbor, which bir-cbor requires. */
  static final String JACKSON_CBOR = "com.fasterxml.jackson.dataformat.cbor";

  /** Required by jackson-dataformat-cbor's module (birj calls neither): they come with bir-cbor. */
  static final String JACKSON_DATABIND = "com.fasterxml.jackson.databind";

  static final String JACKSON_ANNOTATIONS = "com.fasterxml.jackson.annotation";

  /** The birj library modules (what lies below bir-app). */
  static final List<String> BIRJ =
      List.of(
          PELICAN,
          API,
          CBOR,
          CODEC_V1,
          CODEC_V2,
          INSTRUCTIONS,
          LOADER,
          WRITER,
          ANALYSIS,
          VERIFY,
          REDUCE,
          CLI);

  /** The third-party modules the library modules need. */
  static final List<String> THIRD_PARTY =
      List.of(JACKSON_CORE, JACKSON_CBOR, JACKSON_DATABIND, JACKSON_ANNOTATIONS);

  private static final String MODULE_INFO = "module-info.class";

  private LibraryModules() {}

  /**
   * The jar or classes directory that holds {@code module}: the class-path entry whose module
   * descriptor names it (the code source of the module's classes).
   */
  static Path location(String module) {
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path path = Path.of(entry);
      // A directory without module-info.class would be read as a directory of modules: skip it.
      boolean candidate =
          Files.isRegularFile(path) || Files.isRegularFile(path.resolve(MODULE_INFO));
      if (candidate && definesModule(path, module)) {
        return path;
      }
    }
    throw new AssertionError("no class-path entry holds the module " + module);
  }

  private static boolean definesModule(Path path, String module) {
    try {
      return ModuleFinder.of(path).findAll().stream()
          .anyMatch(ref -> ref.descriptor().name().equals(module));
    } catch (FindException notAModule) {
      return false; // e.g. a jar whose name yields no automatic module name
    }
  }

  static List<Path> locations(String... modules) {
    List<Path> paths = new ArrayList<>();
    for (String m : modules) {
      paths.add(location(m));
    }
    return paths;
  }

  static String modulePath(String... modules) {
    return locations(modules).stream()
        .map(Path::toString)
        .collect(Collectors.joining(File.pathSeparator));
  }

  /**
   * A layer over the boot layer holding exactly {@code modules} (resolved and bound: service
   * providers among them are found), with one class loader whose parent is the platform loader, so
   * nothing leaks in from the test's class path.
   */
  static ModuleLayer layer(String... modules) {
    ModuleFinder finder = ModuleFinder.of(locations(modules).toArray(Path[]::new));
    ModuleLayer boot = ModuleLayer.boot();
    Configuration cf =
        boot.configuration()
            .resolveAndBind(finder, ModuleFinder.of(), Set.copyOf(Arrays.asList(modules)));
    return boot.defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
  }
}
