package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Reading and writing the {@link ExprCorpus} with each codec: one invocation reads (or writes) the
 * whole corpus; {@link Report} turns the time into wire nodes per second ({@link
 * ExprCorpus#wireNodes}). Reading interns into a fresh context each time, as a document's read
 * does.
 */
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ExprBenchmark extends SmallBenchmark {
  /** The corpus and the codec's version: v1 cannot hold the nested corpus. */
  @Param({"flat-v1", "flat-v2", "nested-v2"})
  public String corpus;

  private PelicanCodec codec;
  private List<Expr> exprs;
  private byte[] wire;
  private JsonFactory json;

  @Setup
  public void setUp() throws IOException {
    String[] parts = corpus.split("-v");
    codec = CodecRegistry.load().find(Integer.parseInt(parts[1]));
    exprs = ExprCorpus.make(parts[0], new PelicanContext());
    wire = ExprCorpus.encode(exprs, codec);
    json = new JsonFactory();
  }

  @Benchmark
  public int read() throws IOException {
    ExprReadContext ctx = ExprCorpus.context(new PelicanContext());
    int n = 0;
    try (JsonParser p = json.createParser(wire)) {
      p.nextToken();
      while (p.nextToken() == JsonToken.START_OBJECT) {
        codec.read(p, ctx);
        n++;
      }
    }
    return n;
  }

  @Benchmark
  public void write() throws IOException {
    try (JsonGenerator g = json.createGenerator(OutputStream.nullOutputStream())) {
      g.writeStartArray();
      for (Expr e : exprs) {
        codec.write(e, g, PelicanCodec.WriteOptions.DEFAULT);
      }
      g.writeEndArray();
    }
  }
}
