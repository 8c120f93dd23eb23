package io.birj.brewer;

import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.SpecReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The generator: reads one ISA spec and writes its two projections, the Java sources of the opcode
 * catalog and its JSON Schema (bir-instructions/README.md). Output is reproducible byte for byte:
 * no timestamps, files and members in a stable order, {@code \n} line ends.
 *
 * <p>Usage: {@code Brewer <isa.json> <container.json> <java output dir> <resource output dir>}: the
 * container spec (bir-api's) gives the instruction keys the loader reads itself, which no opcode
 * may declare. Each output directory is emptied first, so a removed opcode leaves no stale class
 * behind.
 */
public final class Brewer {
  /** Where the JSON Schema goes, relative to the resource root (also a classpath resource name). */
  public static final String SCHEMA_PATH = "io/birj/instructions/isa-catalog.schema.json";

  private Brewer() {}

  /** What one generator run writes: sources and resources by relative path. */
  public record Output(Map<String, String> sources, Map<String, String> resources) {
    public Output {
      sources = new TreeMap<>(sources);
      resources = new TreeMap<>(resources);
    }
  }

  /** The projections of a spec, in memory. */
  public static Output project(IsaSpec spec) {
    Map<String, String> sources = new JavaProjection(spec, "/" + SCHEMA_PATH).render();
    Map<String, String> resources = Map.of(SCHEMA_PATH, new SchemaProjection(spec).render());
    return new Output(sources, resources);
  }

  /** Reads {@code spec} and writes its projections under the two directories. */
  public static Output generate(Path spec, Path container, Path javaOut, Path resourcesOut)
      throws IOException {
    Output out = project(SpecReader.read(spec, container));
    writeAll(javaOut, out.sources());
    writeAll(resourcesOut, out.resources());
    return out;
  }

  static void writeAll(Path dir, Map<String, String> files) throws IOException {
    empty(dir);
    for (Map.Entry<String, String> f : files.entrySet()) {
      Path p = dir.resolve(f.getKey());
      Files.createDirectories(p.getParent());
      Files.writeString(p, f.getValue(), StandardCharsets.UTF_8);
    }
  }

  private static void empty(Path dir) throws IOException {
    if (Files.isDirectory(dir)) {
      List<Path> all;
      try (Stream<Path> s = Files.walk(dir)) {
        all = s.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
      }
      for (Path p : all) {
        if (!p.equals(dir)) {
          Files.delete(p);
        }
      }
    }
    Files.createDirectories(dir);
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      throw new IllegalArgumentException(
          "usage: Brewer <isa.json> <container.json> <java output dir> <resource output dir>");
    }
    // A build step: silent when it works (`mvn -q` prints only what fails).
    generate(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]), Path.of(args[3]));
  }
}
