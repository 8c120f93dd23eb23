package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DocJavaRunner} on small Markdown fixtures: what a doc's Java block may hold, and that a
 * block that does not compile, throws or fails an assertion fails with its file and line (the
 * checks of {@link DocJavaBlocksTest} shown failing, so they cannot silently stop checking).
 */
class DocJavaRunnerTest {
  @TempDir Path root;

  private DocJavaRunner runner(String markdown) throws Exception {
    Files.writeString(root.resolve("FIXTURE.md"), markdown);
    List<MarkdownJava.Block> blocks = MarkdownJava.find(root);
    assertEquals(1, blocks.size(), "one block in the fixture");
    return new DocJavaRunner(root, blocks.get(0), Files.createDirectories(root.resolve("work")));
  }

  @Test
  void a_block_that_does_not_compile_fails_at_the_line_of_the_error() throws Exception {
    DocJavaRunner r = runner("# Fixture\n\n```java\nint x = 1;\nString s = x;\n```\n");
    AssertionError e = assertThrows(AssertionError.class, r::compile);
    assertTrue(
        e.getMessage().startsWith("FIXTURE.md:3: the ```java block does not compile"),
        e.getMessage());
    assertTrue(e.getMessage().contains("FIXTURE.md:5: error: incompatible types"), e.getMessage());
    assertTrue(e.getMessage().contains("    String s = x;"), e.getMessage());
  }

  @Test
  void a_block_that_throws_fails_with_its_file_and_the_line_that_threw() throws Exception {
    DocJavaRunner r =
        runner("```java\nint n = 2;\nif (n > 1) throw new IllegalStateException(\"boom\");\n```\n");
    for (var run : List.<ThrowingRun>of(r::runOnModulePath, r::runOnClassPath)) {
      AssertionError e = assertThrows(AssertionError.class, run::run);
      assertTrue(
          e.getMessage().startsWith("FIXTURE.md:1: the ```java block fails"), e.getMessage());
      assertTrue(e.getMessage().contains("IllegalStateException: boom"), e.getMessage());
      assertTrue(e.getMessage().contains("(FIXTURE.md:3)"), e.getMessage());
    }
  }

  @Test
  void a_block_runs_with_assertions_enabled() throws Exception {
    DocJavaRunner r = runner("```java\nassert 1 + 1 == 3 : \"arithmetic\";\n```\n");
    AssertionError e = assertThrows(AssertionError.class, r::runOnModulePath);
    assertTrue(e.getMessage().contains("AssertionError: arithmetic"), e.getMessage());
  }

  @Test
  void a_block_runs_beside_the_files_its_directive_copies() throws Exception {
    Files.writeString(root.resolve("sample.txt"), "hello");
    DocJavaRunner r =
        runner(
            "<!-- doc-test: copy sample.txt to in/greeting.txt -->\n```java\n"
                + "System.out.println(Files.readString(Path.of(\"in/greeting.txt\")) + \", docs\");\n"
                + "```\n");
    assertEquals("hello, docs", r.runOnModulePath().strip());
    assertEquals("hello, docs", r.runOnClassPath().strip());
  }

  @Test
  void a_block_sees_the_library_without_imports_and_may_add_its_own() throws Exception {
    DocJavaRunner r =
        runner(
            """
            ```java
            // its own imports first, then statements
            import java.util.concurrent.atomic.AtomicInteger;
            AtomicInteger n = new AtomicInteger(WriteOptions.DEFAULT.version());
            Module m = new Module();
            System.out.println(n.get() + " " + m.functions().size());
            ```
            """);
    assertEquals("2 0", r.runOnModulePath().strip());
  }

  /**
   * A module declaration block over {@code mod/src}: an opcode provider whose constructor runs
   * {@code constructorBody}, beside a stale {@code module-info.java} that the block replaces.
   */
  private DocJavaRunner moduleBlock(String constructorBody) throws Exception {
    Path pkg = Files.createDirectories(root.resolve("mod/src/m"));
    Files.writeString(
        pkg.resolve("NoOpcodes.java"),
        "package m;\n"
            + "public final class NoOpcodes implements io.birj.api.instruction.OpcodeProvider {\n"
            + "  public NoOpcodes() { "
            + constructorBody
            + " }\n"
            + "  public String name() { return \"none\"; }\n"
            + "  public java.util.List<io.birj.api.instruction.OpcodeDescriptor> opcodes() {\n"
            + "    return java.util.List.of();\n"
            + "  }\n"
            + "}\n");
    Files.writeString(root.resolve("mod/src/module-info.java"), "module stale {}\n");
    return runner(
        "<!-- doc-test: sources mod/src -->\n```java\nmodule m {\n  requires io.birj.api;\n"
            + "  provides io.birj.api.instruction.OpcodeProvider with m.NoOpcodes;\n}\n```\n");
  }

  @Test
  void a_module_declaration_runs_as_a_layer_loads_its_providers() throws Exception {
    moduleBlock("").loadProviders();
  }

  @Test
  void a_module_declaration_whose_provider_fails_to_load_fails() throws Exception {
    DocJavaRunner r = moduleBlock("throw new IllegalStateException(\"refused\");");
    AssertionError e = assertThrows(AssertionError.class, r::loadProviders);
    assertTrue(
        e.getMessage()
            .startsWith("FIXTURE.md:2: the providers of io.birj.api.instruction.OpcodeProvider"),
        e.getMessage());
  }

  @Test
  void a_module_declaration_whose_provider_is_missing_fails_at_its_line() throws Exception {
    DocJavaRunner r =
        runner(
            "text\n\n```java\nmodule m {\n  requires io.birj.api;\n"
                + "  provides io.birj.api.codec.PelicanCodec with m.Missing;\n}\n```\n");
    AssertionError e = assertThrows(AssertionError.class, r::loadProviders);
    assertTrue(
        e.getMessage().startsWith("FIXTURE.md:3: the ```java block does not compile"),
        e.getMessage());
    assertTrue(e.getMessage().contains("FIXTURE.md:6: error: "), e.getMessage());
  }

  /** A run of the block, for checking both ways the same. */
  @FunctionalInterface
  private interface ThrowingRun {
    String run() throws Exception;
  }
}
