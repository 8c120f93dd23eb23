package io.birj.guards;

import io.birj.guards.MarkdownJava.Block;
import io.birj.guards.MarkdownJava.Copy;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles one Java block of the docs against the built library jars, as a user's code, and runs it
 * (CONTRIBUTING.md, "Java in the docs"). Every failure is an {@link AssertionError} that names the
 * block's file and line; the generated sources keep the block's lines at their line numbers in the
 * Markdown file, so a compiler message or a stack frame points into the doc.
 *
 * <ul>
 *   <li>A <b>fragment</b> (statements, optionally after import declarations) becomes the body of
 *       {@code app.Main.main} in the module {@code app}, which {@code requires} io.birj.loader,
 *       io.birj.writer, io.birj.analysis and io.birj.verify, with every package exported by what
 *       that module reads imported on demand (and {@code io.birj.api.model.Module} by name, which
 *       java.lang's {@code Module} would make ambiguous). It runs, with assertions enabled, in a
 *       working directory of its own holding the directive's copies: once on the module path and
 *       once on the class path.
 *   <li>A <b>module declaration</b> is compiled as the {@code module-info.java} of the directive's
 *       {@code sources}; it runs as a module layer resolves it, each of its {@code provides} then
 *       loading through {@link ServiceLoader}.
 * </ul>
 */
final class DocJavaRunner {
  /**
   * The jars of README.md's dependency list ("As a library"): what a user's build puts beside their
   * program. A directive's {@code with} adds to them.
   */
  static final List<String> DEFAULT_MODULES =
      List.of(
          LibraryModules.PELICAN,
          LibraryModules.API,
          LibraryModules.CODEC_V1,
          LibraryModules.CODEC_V2,
          LibraryModules.INSTRUCTIONS,
          LibraryModules.LOADER,
          LibraryModules.WRITER,
          LibraryModules.ANALYSIS,
          LibraryModules.VERIFY,
          LibraryModules.JACKSON_CORE);

  /** The module a fragment is compiled into, and what it requires. */
  static final String APP = "app";

  static final List<String> REQUIRED =
      List.of(
          LibraryModules.LOADER,
          LibraryModules.WRITER,
          LibraryModules.ANALYSIS,
          LibraryModules.VERIFY);

  /** The JDK packages a fragment has imported on demand besides the library's. */
  private static final List<String> JDK_IMPORTS = List.of("java.io", "java.nio.file", "java.util");

  private static final String MAIN_OPEN =
      "public final class Main { public static void main(String[] args) throws Exception { ";
  private static final String MAIN_CLOSE = "\n}}\n";
  private static final long RUN_SECONDS = 120;

  private final Path root;
  private final Block block;
  private final Path work;
  private Path classes;
  private AssertionError compileFailure;

  /** A runner for {@code block} of the repository at {@code root}, working under {@code work}. */
  DocJavaRunner(Path root, Block block, Path work) {
    this.root = root.toAbsolutePath().normalize();
    this.block = block;
    this.work = work;
  }

  Block block() {
    return block;
  }

  /** The modules on the path: the default ones and the directive's. */
  List<String> modules() {
    Set<String> all = new LinkedHashSet<>(DEFAULT_MODULES);
    all.addAll(block.directive().modules());
    return List.copyOf(all);
  }

  /** Compiles the block (once; a later call repeats the first outcome). */
  void compile() throws IOException {
    if (compileFailure != null) {
      throw compileFailure;
    }
    if (classes != null) {
      return;
    }
    try {
      classes = block.isModuleDeclaration() ? compileModule() : compileFragment();
    } catch (AssertionError e) {
      compileFailure = e;
      throw e;
    }
  }

  /** Runs a fragment on the module path, as {@code java -p ... -m app/app.Main}; its output. */
  String runOnModulePath() throws IOException, InterruptedException {
    compile();
    return run(
        "on the module path",
        List.of(
            "--module-path",
            classes + File.pathSeparator + LibraryModules.modulePath(modulesArray()),
            "--add-modules",
            "ALL-MODULE-PATH",
            "-m",
            APP + "/" + APP + ".Main"));
  }

  /** Runs a fragment on the class path, as {@code java -cp ... app.Main}; its output. */
  String runOnClassPath() throws IOException, InterruptedException {
    compile();
    return run(
        "on the class path",
        List.of(
            "-cp",
            classes + File.pathSeparator + LibraryModules.modulePath(modulesArray()),
            APP + ".Main"));
  }

  /**
   * Resolves a module declaration in a layer of its own over the library modules and loads, for
   * each of its {@code provides}, the service's providers: the ones it names must be among them.
   */
  void loadProviders() throws IOException {
    compile();
    ModuleDescriptor declared = ModuleFinder.of(classes).findAll().iterator().next().descriptor();
    List<Path> paths = new ArrayList<>(List.of(classes));
    paths.addAll(LibraryModules.locations(modulesArray()));
    ModuleLayer layer;
    try {
      ModuleLayer boot = ModuleLayer.boot();
      Configuration cf =
          boot.configuration()
              .resolveAndBind(
                  ModuleFinder.of(paths.toArray(Path[]::new)),
                  ModuleFinder.of(),
                  Set.of(declared.name()));
      layer = boot.defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
    } catch (RuntimeException e) {
      throw new AssertionError(
          block.where() + ": the module " + declared.name() + " does not resolve: " + e, e);
    }
    ClassLoader loader = layer.findLoader(declared.name());
    for (ModuleDescriptor.Provides p : declared.provides()) {
      List<String> loaded;
      try {
        Class<?> service = Class.forName(p.service(), false, loader);
        loaded =
            ServiceLoader.load(layer, service).stream()
                .map(provider -> provider.get().getClass().getName())
                .toList();
      } catch (ClassNotFoundException
          | RuntimeException
          | LinkageError
          | ServiceConfigurationError e) {
        throw new AssertionError(
            block.where() + ": the providers of " + p.service() + " do not load: " + e, e);
      }
      if (!loaded.containsAll(p.providers())) {
        throw new AssertionError(
            block.where()
                + ": "
                + p.service()
                + " loads "
                + loaded
                + ", not all of "
                + p.providers());
      }
    }
  }

  private String[] modulesArray() {
    return modules().toArray(String[]::new);
  }

  // ---- compiling

  private Path compileFragment() throws IOException {
    Path src = Files.createDirectories(work.resolve("src"));
    Path moduleInfo = src.resolve("module-info.java");
    StringBuilder requires = new StringBuilder();
    for (String m : REQUIRED) {
      requires.append(" requires ").append(m).append(';');
    }
    Files.writeString(moduleInfo, "module " + APP + " {" + requires + " }\n");
    Path main = Files.createDirectories(src.resolve(APP)).resolve("Main.java");
    Files.writeString(main, fragmentSource());
    return javac(List.of(moduleInfo, main), main, src);
  }

  private Path compileModule() throws IOException {
    Path src = Files.createDirectories(work.resolve("src"));
    String sources = block.directive().sources();
    if (sources != null) {
      Path from = root.resolve(sources);
      if (!Files.isDirectory(from)) {
        throw new AssertionError(
            block.where() + ": doc-test sources " + sources + " is not a directory");
      }
      try (Stream<Path> files = Files.walk(from)) {
        for (Path f : files.filter(Files::isRegularFile).toList()) {
          Path rel = from.relativize(f);
          if (!rel.toString().equals("module-info.java")) {
            Files.copy(
                f, Files.createDirectories(src.resolve(rel).getParent()).resolve(f.getFileName()));
          }
        }
      }
    }
    Path moduleInfo = src.resolve("module-info.java");
    Files.writeString(moduleInfo, "\n".repeat(block.fenceLine()) + block.code());
    List<Path> all;
    try (Stream<Path> files = Files.walk(src)) {
      all = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
    return javac(all, moduleInfo, src);
  }

  /**
   * The fragment as {@code app/Main.java}: lines before the fence blank, the fence's line the
   * package and the imports, the block's own imports on their lines, and {@code main} opened at the
   * start of the first line after them, so every line of the block keeps its number.
   */
  String fragmentSource() {
    List<String> code = new ArrayList<>(block.code().lines().toList());
    int lastImport = -1;
    for (int i = 0; i < code.size(); i++) {
      String s = code.get(i).strip();
      if (s.startsWith("import ")) {
        lastImport = i;
      } else if (!s.isEmpty() && !s.startsWith("//")) {
        break;
      }
    }
    String header = "package " + APP + "; " + imports();
    if (lastImport < 0) {
      header += MAIN_OPEN;
    } else if (lastImport + 1 < code.size()) {
      code.set(lastImport + 1, MAIN_OPEN + code.get(lastImport + 1));
    } else {
      code.add(MAIN_OPEN);
    }
    return "\n".repeat(block.fenceLine() - 1)
        + header
        + "\n"
        + String.join("\n", code)
        + MAIN_CLOSE;
  }

  /**
   * On-demand imports of the JDK's common packages and of every package exported (to all) by the
   * modules {@code app} reads: those of {@link #REQUIRED} and what they require transitively.
   */
  private String imports() {
    ModuleFinder finder =
        ModuleFinder.of(LibraryModules.locations(modulesArray()).toArray(Path[]::new));
    Set<String> packages = new TreeSet<>();
    Set<String> seen = new HashSet<>();
    Deque<String> todo = new ArrayDeque<>(REQUIRED);
    while (!todo.isEmpty()) {
      String name = todo.pop();
      if (!seen.add(name)) {
        continue;
      }
      ModuleDescriptor d =
          finder
              .find(name)
              .map(ModuleReference::descriptor)
              .orElseThrow(() -> new AssertionError("no built module " + name));
      d.exports().stream()
          .filter(e -> !e.isQualified())
          .map(ModuleDescriptor.Exports::source)
          .forEach(packages::add);
      d.requires().stream()
          .filter(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE))
          .map(ModuleDescriptor.Requires::name)
          .forEach(todo::add);
    }
    StringBuilder b = new StringBuilder();
    for (String p : JDK_IMPORTS) {
      b.append("import ").append(p).append(".*; ");
    }
    for (String p : packages) {
      b.append("import ").append(p).append(".*; ");
    }
    if (packages.contains("io.birj.api.model")) {
      b.append("import io.birj.api.model.Module; ");
    }
    return b.toString();
  }

  /** Compiles {@code sources} into {@code classes}; errors in {@code blockFile} are the block's. */
  private Path javac(List<Path> sources, Path blockFile, Path src) throws IOException {
    Path out = Files.createDirectories(work.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter output = new StringWriter();
    boolean ok;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      ok =
          javac
              .getTask(
                  output,
                  files,
                  diagnostics,
                  List.of(
                      "--module-path",
                      LibraryModules.modulePath(modulesArray()),
                      "-d",
                      out.toString()),
                  null,
                  files.getJavaFileObjectsFromPaths(sources))
              .call();
    }
    if (!ok) {
      String errors =
          diagnostics.getDiagnostics().stream()
              .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
              .map(d -> describe(d, blockFile, src))
              .collect(Collectors.joining("\n"));
      throw new AssertionError(
          block.where() + ": the ```java block does not compile:\n" + errors + "\n" + output);
    }
    return out;
  }

  private String describe(Diagnostic<? extends JavaFileObject> d, Path blockFile, Path src) {
    Path source = d.getSource() == null ? null : Path.of(d.getSource().toUri());
    String where;
    String text = "";
    if (source != null && source.normalize().equals(blockFile.toAbsolutePath().normalize())) {
      where = block.file() + ":" + d.getLineNumber();
      int index = (int) d.getLineNumber() - block.firstLine();
      List<String> lines = block.code().lines().toList();
      if (index >= 0 && index < lines.size()) {
        text = "\n    " + lines.get(index).strip();
      }
    } else if (source != null) {
      String sources = block.directive().sources();
      Path rel = src.relativize(source);
      where = (sources == null ? rel.toString() : sources + "/" + rel) + ":" + d.getLineNumber();
    } else {
      where = block.where();
    }
    return where + ": error: " + d.getMessage(Locale.ROOT) + text;
  }

  // ---- running

  private String run(String how, List<String> launch) throws IOException, InterruptedException {
    Path dir = Files.createDirectories(work.resolve("run " + how));
    for (Copy c : block.directive().copies()) {
      Path from = root.resolve(c.from());
      if (!Files.isRegularFile(from)) {
        throw new AssertionError(
            block.where() + ": doc-test copies " + c.from() + ", which is not a file");
      }
      Path to = dir.resolve(c.to()).normalize();
      if (!to.startsWith(dir)) {
        throw new AssertionError(
            block.where() + ": doc-test copies to " + c.to() + ", outside the working directory");
      }
      Files.createDirectories(to.getParent());
      Files.copy(from, to);
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-ea");
    cmd.addAll(launch);
    Path log = work.resolve("output " + how + ".txt");
    Process p =
        new ProcessBuilder(cmd)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File(nullDevice())))
            .start();
    if (!p.waitFor(RUN_SECONDS, TimeUnit.SECONDS)) {
      p.destroyForcibly().waitFor();
      throw new AssertionError(
          block.where() + ": the ```java block did not end " + how + ":\n" + output(log));
    }
    String out = output(log);
    // Main.java's lines are the Markdown file's: show the file in the stack frames.
    String shown = out.replace("(Main.java:", "(" + block.file() + ":");
    if (p.exitValue() != 0) {
      throw new AssertionError(
          block.where()
              + ": the ```java block fails "
              + how
              + " (exit "
              + p.exitValue()
              + ", in "
              + dir
              + "):\n"
              + shown);
    }
    return shown;
  }

  /** The output as text, whatever bytes the program wrote. */
  private static String output(Path log) throws IOException {
    return new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
  }

  private static String nullDevice() {
    return File.separatorChar == '\\' ? "NUL" : "/dev/null";
  }
}
