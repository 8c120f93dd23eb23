package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java code of the README's "As a library" section, exactly as the README prints it, compiled
 * against the built library jars as a user's module ({@code requires io.birj.loader;}, as its first
 * comment says) and run on the module path and on the class path.
 */
class ReadmeLibraryExampleTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  /** The jars a user's build puts beside their program (the README's dependency list). */
  private static final List<String> MODULES =
      List.of(
          LibraryModules.PELICAN,
          LibraryModules.API,
          LibraryModules.CODEC_V1,
          LibraryModules.CODEC_V2,
          LibraryModules.INSTRUCTIONS,
          LibraryModules.LOADER,
          LibraryModules.JACKSON_CORE);

  /** What the snippet names, imported as a user's IDE would (Module shadows java.lang.Module). */
  private static final String IMPORTS =
      """
      import io.birj.api.codec.CodecRegistry;
      import io.birj.api.instruction.OpcodeCatalog;
      import io.birj.api.model.Module;
      import io.birj.loader.BirReader;
      import io.birj.loader.BirWriter;
      import io.birj.loader.ConversionReport;
      import io.birj.loader.Converter;
      import io.birj.loader.DocumentStats;
      import io.birj.loader.diff.SemanticDiff;
      import io.birj.loader.ValidationResult;
      import io.birj.loader.WriteOptions;
      import java.nio.file.Path;
      import java.util.List;
      """;

  @TempDir static Path work;
  private static Path classes;

  /** The first {@code ```java} block after the "As a library" heading. */
  static String snippet(String readme) {
    int section = readme.indexOf("## As a library");
    assertTrue(section >= 0, "README has an \"As a library\" section");
    int open = readme.indexOf("```java\n", section);
    int close = readme.indexOf("```", open + 8);
    assertTrue(open > section && close > open, "the section shows Java code");
    return readme.substring(open + 8, close);
  }

  @BeforeAll
  static void compileTheSnippetAsAUserModule() throws Exception {
    String code = snippet(Files.readString(ROOT.resolve("README.md")));
    assertTrue(code.contains("requires io.birj.loader;"), "the snippet says what to require");
    Path src = Files.createDirectories(work.resolve("src/app"));
    Files.writeString(
        src.getParent().resolve("module-info.java"), "module app { requires io.birj.loader; }\n");
    Files.writeString(
        src.resolve("Main.java"),
        "package app;\n"
            + IMPORTS
            + "public final class Main {\n  public static void main(String[] args) throws Exception {\n"
            + code
            + "    System.out.println(\"instructions \" + stats.instructions() + \", differences \""
            + " + diffs.size() + \", lossy changes \" + changes.lossy().size());\n  }\n}\n");
    classes = Files.createDirectories(work.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    boolean ok =
        javac
            .getTask(
                diagnostics,
                null,
                null,
                List.of(
                    "--module-path",
                    LibraryModules.modulePath(MODULES.toArray(String[]::new)),
                    "-d",
                    classes.toString()),
                null,
                javac
                    .getStandardFileManager(null, null, StandardCharsets.UTF_8)
                    .getJavaFileObjects(
                        src.getParent().resolve("module-info.java").toFile(),
                        src.resolve("Main.java").toFile()))
            .call();
    assertTrue(ok, "the README's library code compiles as written:\n" + diagnostics);
    Path sample = ROOT.resolve("bir-tool/src/test/resources/samples/tile-v1.json");
    Files.copy(sample, work.resolve("model.json"));
    Files.copy(sample, work.resolve("other.json"));
  }

  private static String run(List<String> launch) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(launch);
    Process p = new ProcessBuilder(cmd).directory(work.toFile()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the program ends: " + cmd);
    assertEquals(0, p.exitValue(), out);
    return out;
  }

  @Test
  void the_library_code_runs_on_the_module_path() throws Exception {
    String out =
        run(
            List.of(
                "--module-path",
                classes
                    + File.pathSeparator
                    + LibraryModules.modulePath(MODULES.toArray(String[]::new)),
                "--add-modules",
                "ALL-MODULE-PATH",
                "-m",
                "app/app.Main"));
    assertTrue(out.strip().endsWith("differences 0, lossy changes 0"), out);
    assertTrue(Files.size(work.resolve("out.json")) > 0);
  }

  @Test
  void the_library_code_runs_on_the_class_path() throws Exception {
    String out =
        run(
            List.of(
                "-cp",
                classes
                    + File.pathSeparator
                    + LibraryModules.modulePath(MODULES.toArray(String[]::new)),
                "app.Main"));
    assertTrue(out.strip().endsWith("differences 0, lossy changes 0"), out);
    assertTrue(Files.isRegularFile(work.resolve("model.v1.json")));
  }
}
