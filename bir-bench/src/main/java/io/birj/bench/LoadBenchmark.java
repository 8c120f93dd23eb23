package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.api.model.Module;
import java.io.IOException;
import java.nio.file.Path;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * A full load, from the file's bytes to a model with every name resolved and every rule checked
 * ({@code BirReader.read}: pass 1 and pass 2), next to its two references on the same file in the
 * same fork: a bare jackson-core token scan (the floor: {@code nextToken} to the end, nothing kept)
 * and Jackson databind's {@code readTree} (a generic tree, what a tool would start from).
 */
public class LoadBenchmark extends DocumentBenchmark {
  @Param({"mixed", "sorted", "expressions"})
  public String profile;

  private JsonFactory json;
  private ObjectMapper mapper;

  @Setup
  public void setUp() {
    document(profile);
    json = new JsonFactory();
    mapper = new ObjectMapper();
  }

  @Benchmark
  public Module birjLoad() {
    return reader.read(file);
  }

  @Benchmark
  public long tokenScan() throws IOException {
    return Tokens.scan(json, file);
  }

  @Benchmark
  public JsonNode jacksonReadTree() throws IOException {
    return mapper.readTree(file.toFile());
  }

  /** The floor, shared with the other benchmarks. */
  static final class Tokens {
    private Tokens() {}

    static long scan(JsonFactory f, Path file) throws IOException {
      long n = 0;
      try (JsonParser p = f.createParser(file.toFile())) {
        while (p.nextToken() != null) {
          n++;
        }
      }
      return n;
    }
  }
}
