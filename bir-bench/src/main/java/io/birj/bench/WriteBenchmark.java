package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.api.model.Module;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.IOException;
import java.io.OutputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Writing a loaded model as compact v2 ({@code BirWriter}) to a sink that drops the bytes, next to
 * its references in the same fork: a jackson-core token-for-token copy of the document's own bytes
 * (parser to generator, the floor of any writer) and Jackson databind writing the document's tree.
 */
public class WriteBenchmark extends DocumentBenchmark {
  @Param({"mixed"})
  public String profile;

  private BirWriter writer;
  private Module model;
  private JsonFactory json;
  private ObjectMapper mapper;
  private JsonNode tree;

  @Setup
  public void setUp() throws IOException {
    document(profile);
    writer = new BirWriter(reader.codecs());
    model = reader.read(file);
    json = new JsonFactory();
    mapper = new ObjectMapper();
    tree = mapper.readTree(file.toFile());
  }

  @Benchmark
  public void birjWrite() throws IOException {
    writer.write(model, OutputStream.nullOutputStream(), WriteOptions.DEFAULT);
  }

  @Benchmark
  public void tokenCopy() throws IOException {
    try (JsonParser p = json.createParser(file.toFile());
        JsonGenerator g = json.createGenerator(OutputStream.nullOutputStream())) {
      while (p.nextToken() != null) {
        g.copyCurrentEvent(p);
      }
    }
  }

  @Benchmark
  public void jacksonWriteTree() throws IOException {
    try (JsonGenerator g = json.createGenerator(OutputStream.nullOutputStream())) {
      mapper.writeTree(g, tree);
    }
  }
}
