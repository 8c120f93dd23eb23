package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.guards.MarkdownJava.Block;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block of every Markdown file of the repository (README.md, docs/, each
 * module's README; build output and node_modules left out), found anew on each run, is compiled
 * against the built library jars as a user's code and run (CONTRIBUTING.md, "Java in the docs"): a
 * fragment on the module path and on the class path, a module declaration as a module layer
 * resolves it and loads its providers. A block that does not compile or fails names its file and
 * line.
 */
class DocJavaBlocksTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @TempDir static Path work;

  @TestFactory
  Stream<DynamicNode> every_java_block_of_the_docs_compiles_and_runs() {
    List<Block> blocks = MarkdownJava.find(ROOT);
    return Stream.iterate(0, i -> i < blocks.size(), i -> i + 1)
        .map(i -> container(blocks.get(i), work.resolve("block" + i)));
  }

  /**
   * One container per block, named {@code FILE:LINE}. No test source URI: surefire 3.5 drops a
   * dynamic test whose source is a file, failures and all, so the name and each failure's message
   * carry the place instead.
   */
  private static DynamicNode container(Block b, Path dir) {
    DocJavaRunner r = new DocJavaRunner(ROOT, b, dir);
    Stream<DynamicNode> tests =
        b.isModuleDeclaration()
            ? Stream.of(
                DynamicTest.dynamicTest(
                    "compiles" + (b.directive().sources() == null ? "" : " with its sources"),
                    r::compile),
                DynamicTest.dynamicTest("its providers load in a module layer", r::loadProviders))
            : Stream.of(
                DynamicTest.dynamicTest("compiles", r::compile),
                DynamicTest.dynamicTest("runs on the module path", r::runOnModulePath),
                DynamicTest.dynamicTest("runs on the class path", r::runOnClassPath));
    return DynamicContainer.dynamicContainer(b.where(), tests);
  }

  @Test
  void the_scan_reads_the_readmes_and_the_docs() {
    List<String> files = MarkdownJava.markdownFiles(ROOT);
    for (String expected :
        List.of(
            "README.md",
            "CONTRIBUTING.md",
            "docs/architecture.md",
            "docs/wire/conversion.md",
            "bir-cbor/README.md",
            "examples/vendor-kind/README.md")) {
      assertTrue(files.contains(expected), () -> expected + " is scanned: " + files);
    }
  }

  @Test
  void the_scan_finds_the_java_blocks_of_the_readme() {
    List<Block> readme =
        MarkdownJava.find(ROOT).stream().filter(b -> b.file().equals("README.md")).toList();
    assertTrue(readme.size() >= 2, () -> "the library and editing examples: " + readme);
    assertTrue(
        readme.stream().allMatch(b -> b.code().contains("BirReader")),
        () -> "each is library code: " + readme);
  }
}
