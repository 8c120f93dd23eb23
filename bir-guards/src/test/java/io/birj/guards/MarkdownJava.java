package io.birj.guards;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code ```java} blocks of the repository's Markdown files, each with where it is and the
 * {@code doc-test} directive before it (CONTRIBUTING.md, "Java in the docs"):
 *
 * <pre>
 * &lt;!-- doc-test: copy bir-app/src/main/resources/samples/demo-v2.json to kernel.json --&gt;
 * ```java
 * ...
 * ```
 * </pre>
 *
 * <p>A directive is an HTML comment (so the rendered page does not show it) on the lines just
 * before the block, blank lines allowed between. Its clauses, separated by {@code ;} or line
 * breaks: {@code copy PATH to NAME} (the file {@code PATH} of the repository is in the block's
 * working directory as {@code NAME}), {@code with MODULE...} (modules put on the module and class
 * path besides the default ones) and {@code sources DIR} (for a module declaration: the module's
 * other sources, its own {@code module-info.java} left out). Anything else, and a directive that no
 * Java block follows, is refused with its file and line, so a typo cannot switch a check off.
 */
final class MarkdownJava {
  /**
   * A file to copy into the block's working directory: {@code from} the repository, as {@code to}.
   */
  record Copy(String from, String to) {}

  /** What a directive says; {@link #NONE} for a block without one. */
  record Directive(List<Copy> copies, List<String> modules, String sources) {
    static final Directive NONE = new Directive(List.of(), List.of(), null);
  }

  /**
   * One block: the Markdown file (relative to the repository), the line of its opening fence
   * (1-based), its code (the fence's indentation taken off every line) and its directive.
   */
  record Block(String file, int fenceLine, String code, Directive directive) {
    /** The line of the block's first line of code. */
    int firstLine() {
      return fenceLine + 1;
    }

    /** {@code FILE:LINE} of the opening fence, as failures name the block. */
    String where() {
      return file + ":" + fenceLine;
    }

    /**
     * True when the block is a module declaration ({@code [open] module NAME {...}} after any
     * comments); any other block is a fragment: statements, optionally after import declarations.
     */
    boolean isModuleDeclaration() {
      String bare = COMMENT.matcher(code).replaceAll(" ").strip();
      return MODULE_DECLARATION.matcher(bare).lookingAt();
    }
  }

  private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*");
  private static final Pattern MODULE_DECLARATION =
      Pattern.compile("(?:open\\s+)?module\\s+[\\w.]+\\s*\\{");

  /** An opening fence: indentation, the fence ({@code ```} or {@code ~~~}, 3 or more), info. */
  private static final Pattern FENCE = Pattern.compile("^( *)(`{3,}|~{3,})\\s*([^`]*)$");

  private static final String DIRECTIVE_START = "<!-- doc-test:";
  private static final String COMMENT_END = "-->";
  private static final Pattern COPY = Pattern.compile("copy\\s+(\\S+)\\s+to\\s+(\\S+)");
  private static final Pattern WITH = Pattern.compile("with\\s+(.+)");
  private static final Pattern SOURCES = Pattern.compile("sources\\s+(\\S+)");

  /** Build output, dependencies and version control: never docs of the repository. */
  private static final Set<String> SKIPPED_DIRECTORIES = Set.of("target", "node_modules", ".git");

  private MarkdownJava() {}

  /** The Markdown files of the repository at {@code root}, relative to it, in path order. */
  static List<String> markdownFiles(Path root) {
    Path r = root.toAbsolutePath().normalize();
    List<String> files = new ArrayList<>();
    try {
      Files.walkFileTree(
          r,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
              return !dir.equals(r) && SKIPPED_DIRECTORIES.contains(dir.getFileName().toString())
                  ? FileVisitResult.SKIP_SUBTREE
                  : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
              if (attrs.isRegularFile() && file.getFileName().toString().endsWith(".md")) {
                files.add(r.relativize(file).toString().replace('\\', '/'));
              }
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    files.sort(null);
    return files;
  }

  /** Every Java block of every Markdown file of the repository at {@code root}. */
  static List<Block> find(Path root) {
    List<Block> blocks = new ArrayList<>();
    for (String file : markdownFiles(root)) {
      try {
        blocks.addAll(parse(file, Files.readString(root.resolve(file), StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return blocks;
  }

  /** The Java blocks of {@code markdown}, the text of the file {@code file}. */
  static List<Block> parse(String file, String markdown) {
    List<String> lines = Arrays.asList(markdown.split("\r?\n", -1));
    List<Block> blocks = new ArrayList<>();
    Directive pending = null;
    int pendingLine = 0;
    int i = 0;
    while (i < lines.size()) {
      String line = lines.get(i);
      if (line.strip().startsWith(DIRECTIVE_START)) {
        if (pending != null) {
          throw refused(file, pendingLine, "a doc-test directive not followed by a ```java block");
        }
        int end = i;
        while (end < lines.size() && !lines.get(end).contains(COMMENT_END)) {
          end++;
        }
        if (end == lines.size()) {
          throw refused(file, i + 1, "a doc-test directive without its closing -->");
        }
        String text = String.join("\n", lines.subList(i, end + 1)).strip();
        String body =
            text.substring(DIRECTIVE_START.length(), text.length() - COMMENT_END.length());
        pendingLine = i + 1;
        pending = directive(file, pendingLine, body);
        i = end + 1;
        continue;
      }
      Matcher fence = FENCE.matcher(line);
      if (fence.matches()) {
        int indent = fence.group(1).length();
        String marker = fence.group(2);
        String info = fence.group(3).strip();
        String language = info.isEmpty() ? "" : info.split("\\s+")[0];
        int close = i + 1;
        while (close < lines.size() && !closes(lines.get(close), marker)) {
          close++;
        }
        if (language.equalsIgnoreCase("java")) {
          List<String> code = new ArrayList<>();
          for (String c : lines.subList(i + 1, Math.min(close, lines.size()))) {
            code.add(unindent(c, indent));
          }
          blocks.add(
              new Block(
                  file,
                  i + 1,
                  String.join("\n", code) + "\n",
                  pending == null ? Directive.NONE : pending));
        } else if (pending != null) {
          throw refused(file, pendingLine, "a doc-test directive not followed by a ```java block");
        }
        pending = null;
        i = close + 1;
        continue;
      }
      if (pending != null && !line.isBlank()) {
        throw refused(file, pendingLine, "a doc-test directive not followed by a ```java block");
      }
      i++;
    }
    if (pending != null) {
      throw refused(file, pendingLine, "a doc-test directive not followed by a ```java block");
    }
    return blocks;
  }

  /** A closing fence: the same character, at least as long, nothing else on the line. */
  private static boolean closes(String line, String marker) {
    String s = line.strip();
    char c = marker.charAt(0);
    return s.length() >= marker.length() && s.chars().allMatch(ch -> ch == c);
  }

  /** {@code line} with up to {@code indent} leading spaces removed (CommonMark's fence rule). */
  private static String unindent(String line, int indent) {
    int n = 0;
    while (n < indent && n < line.length() && line.charAt(n) == ' ') {
      n++;
    }
    return line.substring(n);
  }

  private static Directive directive(String file, int line, String body) {
    List<Copy> copies = new ArrayList<>();
    List<String> modules = new ArrayList<>();
    String sources = null;
    for (String raw : body.split("[;\\n]")) {
      String clause = raw.strip();
      Matcher m;
      if (clause.isEmpty()) {
        continue;
      } else if ((m = COPY.matcher(clause)).matches()) {
        copies.add(new Copy(m.group(1), m.group(2)));
      } else if ((m = WITH.matcher(clause)).matches()) {
        modules.addAll(Arrays.asList(m.group(1).strip().split("[,\\s]+")));
      } else if ((m = SOURCES.matcher(clause)).matches() && sources == null) {
        sources = m.group(1);
      } else {
        throw refused(
            file,
            line,
            "unknown doc-test clause \""
                + clause
                + "\" (known: copy PATH to NAME; with MODULE...; sources DIR, once)");
      }
    }
    return new Directive(List.copyOf(copies), List.copyOf(modules), sources);
  }

  private static IllegalArgumentException refused(String file, int line, String message) {
    return new IllegalArgumentException(file + ":" + line + ": " + message);
  }
}
