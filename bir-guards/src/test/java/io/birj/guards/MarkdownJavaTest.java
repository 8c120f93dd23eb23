package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.guards.MarkdownJava.Block;
import io.birj.guards.MarkdownJava.Copy;
import io.birj.guards.MarkdownJava.Directive;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How {@link MarkdownJava} finds the Java blocks of a Markdown file and reads their directives. */
class MarkdownJavaTest {
  @Test
  void finds_each_java_block_at_its_fence_line_and_no_other_language() {
    String md =
        """
        # Title

        ```sh
        mvn verify
        ```

        ```java
        int a = 1;
        ```
        text
        ```Java title="x"
        int b = 2;
        ```
        """;
    List<Block> blocks = MarkdownJava.parse("X.md", md);
    assertEquals(
        List.of(
            new Block("X.md", 7, "int a = 1;\n", Directive.NONE),
            new Block("X.md", 11, "int b = 2;\n", Directive.NONE)),
        blocks);
    assertEquals("X.md:7", blocks.get(0).where());
    assertEquals(8, blocks.get(0).firstLine());
  }

  @Test
  void a_java_fence_shown_inside_a_longer_fence_is_not_a_block() {
    String md =
        """
        ````markdown
        ```java
        int a = 1;
        ```
        ````
        """;
    assertEquals(List.of(), MarkdownJava.parse("X.md", md));
  }

  @Test
  void an_indented_block_loses_its_fence_indentation() {
    String md = "- a list item:\n\n  ```java\n  if (true) {\n    int a = 1;\n  }\n  ```\n";
    assertEquals("if (true) {\n  int a = 1;\n}\n", MarkdownJava.parse("X.md", md).get(0).code());
  }

  @Test
  void a_directive_before_a_block_gives_its_copies_modules_and_sources() {
    String md =
        """
        <!-- doc-test: copy a/b.json to model.json; copy a/c.json to d/other.json
             with io.birj.format.cbor, com.fasterxml.jackson.databind
             sources examples/x/src/main/java -->

        ```java
        module x {}
        ```
        """;
    Directive d = MarkdownJava.parse("X.md", md).get(0).directive();
    assertEquals(
        new Directive(
            List.of(new Copy("a/b.json", "model.json"), new Copy("a/c.json", "d/other.json")),
            List.of("io.birj.format.cbor", "com.fasterxml.jackson.databind"),
            "examples/x/src/main/java"),
        d);
  }

  @Test
  void a_directive_applies_to_the_next_block_only() {
    String md =
        """
        <!-- doc-test: copy a.json to b.json -->
        ```java
        int a = 1;
        ```
        ```java
        int b = 2;
        ```
        """;
    List<Block> blocks = MarkdownJava.parse("X.md", md);
    assertEquals(1, blocks.get(0).directive().copies().size());
    assertEquals(Directive.NONE, blocks.get(1).directive());
  }

  @Test
  void an_unknown_directive_clause_is_refused_at_its_line() {
    String md = "\n<!-- doc-test: cpy a.json to b.json -->\n```java\nint a = 1;\n```\n";
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> MarkdownJava.parse("X.md", md));
    assertTrue(e.getMessage().startsWith("X.md:2: unknown doc-test clause"), e.getMessage());
  }

  @Test
  void a_directive_that_no_java_block_follows_is_refused() {
    for (String md :
        List.of(
            "<!-- doc-test: copy a.json to b.json -->\n",
            "<!-- doc-test: copy a.json to b.json -->\ntext\n```java\nint a;\n```\n",
            "<!-- doc-test: copy a.json to b.json -->\n```sh\nls\n```\n")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> MarkdownJava.parse("X.md", md));
      assertEquals(
          "X.md:1: a doc-test directive not followed by a ```java block", e.getMessage(), md);
    }
  }

  @Test
  void tells_a_module_declaration_from_a_fragment() {
    assertTrue(block("/** doc */\nmodule a.b {\n  requires x;\n}\n").isModuleDeclaration());
    assertTrue(block("// c\nopen module a {}\n").isModuleDeclaration());
    assertFalse(block("var module = 1;\n").isModuleDeclaration());
    assertFalse(block("BirReader r = BirReader.standard();\n").isModuleDeclaration());
  }

  @Test
  void the_scan_skips_build_output_dependencies_and_version_control(@TempDir Path root)
      throws Exception {
    for (String f :
        List.of(
            "README.md",
            "docs/wire/a.md",
            "m/README.md",
            "m/target/gen.md",
            "target/x.md",
            "node_modules/p/README.md",
            ".git/y.md",
            "m/notes.txt")) {
      Path p = root.resolve(f);
      Files.createDirectories(p.getParent());
      Files.writeString(p, "x\n");
    }
    assertEquals(
        List.of("README.md", "docs/wire/a.md", "m/README.md"), MarkdownJava.markdownFiles(root));
  }

  private static Block block(String code) {
    return new Block("X.md", 1, code, Directive.NONE);
  }
}
