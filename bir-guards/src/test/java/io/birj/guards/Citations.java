package io.birj.guards;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds citations of documents that are not in the repository: the design notes and the references
 * the project was started from. Comments and docs say what a fact is and cite the repository's own
 * docs (docs/architecture.md, docs/wire/*.md, a module's README); a newcomer can follow every
 * citation. A path through a directory named "reference" is a citation too, and must name a file or
 * directory of the repository.
 *
 * <p>The patterns are written so that this file does not match them itself.
 */
final class Citations {
  /** One outside citation: where, which rule, and the text that matched. */
  record Finding(String file, long line, String rule, String text) {
    @Override
    public String toString() {
      return file + ":" + line + ": " + rule + ": " + text;
    }
  }

  private record Rule(String name, Pattern pattern) {}

  /** Names of what is cited, each with the form its citations take (across comment line breaks). */
  private static final List<Rule> RULES =
      List.of(
          new Rule(
              "the design notes outside the repository (cite docs/architecture.md)",
              Pattern.compile("(?i)\\bDESIGN\\.md")),
          new Rule(
              "a numbered seed of the expression wire (say the fact; cite docs/wire/expressions.md)",
              Pattern.compile("(?i)\\bseeds?[\\s*/#]+\\d{3}(?!\\d)")),
          new Rule(
              "the reference of the container (cite docs/wire/container.md)",
              Pattern.compile("(?i)\\bcontainer[\\s*/#]+reference\\b")),
          new Rule(
              "the shared directory outside the repository",
              Pattern.compile("\\.\\./shared\\b|/work/share[d]\\b")),
          new Rule(
              "the wire facts outside the repository (cite docs/wire/*.md)",
              Pattern.compile("(?i)\\bwire-fact[s]\\b")));

  /** A path through a directory named "reference": it must be one of the repository's. */
  private static final Pattern REFERENCE_PATH =
      Pattern.compile("[A-Za-z0-9_./-]*\\breference/(?:[A-Za-z0-9_./-]*[A-Za-z0-9_])?");

  private static final String REFERENCE_RULE =
      "a path through a reference directory that is not in the repository";

  /** What is read: sources, poms, READMEs, docs, specs, scripts, resources. */
  private static final Set<String> TEXT_EXTENSIONS =
      Set.of("java", "md", "xml", "json", "properties", "txt", "yml", "yaml", "sh");

  /** Build output and version control: never sources. */
  private static final Set<String> SKIPPED_DIRECTORIES = Set.of("target", ".git");

  private static final long MAX_BYTES = 4L << 20;

  private final Path root;
  private final Set<String> paths;
  private final List<String> textFiles;

  private Citations(Path root, Set<String> paths, List<String> textFiles) {
    this.root = root;
    this.paths = paths;
    this.textFiles = textFiles;
  }

  /** The repository at {@code root}: what it holds, for resolving cited paths. */
  static Citations of(Path root) {
    Path r = root.toAbsolutePath().normalize();
    Set<String> paths = new TreeSet<>();
    List<String> textFiles = new ArrayList<>();
    for (Path p : walk(r)) {
      paths.add(relative(r, p));
      if (Files.isRegularFile(p) && isText(p)) {
        textFiles.add(relative(r, p));
      }
    }
    return new Citations(r, paths, List.copyOf(textFiles));
  }

  /** The text files the scan reads, relative to the root, in order. */
  List<String> scannedFiles() {
    return textFiles;
  }

  /** Every outside citation in the repository's text files. */
  List<Finding> scan() {
    List<Finding> all = new ArrayList<>();
    for (String file : scannedFiles()) {
      all.addAll(scan(file, read(root.resolve(file))));
    }
    return all;
  }

  /** Every outside citation in {@code text}, as if it were the file {@code file} of the root. */
  List<Finding> scan(String file, String text) {
    List<Finding> found = new ArrayList<>();
    for (Rule rule : RULES) {
      Matcher m = rule.pattern().matcher(text);
      while (m.find()) {
        found.add(new Finding(file, lineOf(text, m.start()), rule.name(), m.group()));
      }
    }
    Matcher m = REFERENCE_PATH.matcher(text);
    while (m.find()) {
      if (!resolves(file, m.group())) {
        found.add(new Finding(file, lineOf(text, m.start()), REFERENCE_RULE, m.group()));
      }
    }
    return found;
  }

  /**
   * True when {@code cited} names a file or directory of the repository: relative to the citing
   * file when it climbs ({@code ../}), else as the tail of one of the repository's paths (a path
   * from a module's root, or a class-path resource).
   */
  private boolean resolves(String file, String cited) {
    if (cited.contains("..")) {
      Path parent = root.resolve(file).getParent();
      Path target = parent.resolve(cited).normalize();
      return target.startsWith(root) && Files.exists(target);
    }
    String tail = cited.startsWith("/") ? cited.substring(1) : cited;
    if (tail.startsWith("./")) {
      tail = tail.substring(2);
    }
    for (String p : paths) {
      if (p.equals(tail) || p.endsWith("/" + tail)) {
        return true;
      }
    }
    return false;
  }

  private static long lineOf(String text, int offset) {
    long line = 1;
    for (int i = 0; i < offset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  private static boolean isText(Path p) {
    String name = p.getFileName().toString();
    int dot = name.lastIndexOf('.');
    boolean text = dot < 0 || TEXT_EXTENSIONS.contains(name.substring(dot + 1));
    try {
      return text && Files.size(p) <= MAX_BYTES;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file as text; bytes that are not UTF-8 become replacement characters. */
  private static String read(Path p) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPLACE)
          .onUnmappableCharacter(CodingErrorAction.REPLACE)
          .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(p)))
          .toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every file and directory under {@code root}, in order, without build output or .git. */
  private static List<Path> walk(Path root) {
    List<Path> found = new ArrayList<>();
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
              if (!dir.equals(root)) {
                if (SKIPPED_DIRECTORIES.contains(dir.getFileName().toString())) {
                  return FileVisitResult.SKIP_SUBTREE;
                }
                found.add(dir);
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
              found.add(file);
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    found.sort(null);
    return found;
  }

  private static String relative(Path root, Path p) {
    return root.relativize(p).toString().replace('\\', '/');
  }
}
