package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.codec.WireSize;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprParser;
import io.birj.pelican.ExprPrinter;
import io.birj.pelican.PelicanContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One wide affine expression, {@code (1*x0 + 2*x1 + ... + 7)}, of 10^4, 10^5 and 10^6 terms:
 * writing it in v2 and v1, the v2 codec's size check (the walk every v2 write runs first), the
 * api's {@code WireSize}, printing and parsing its text, reading both wire forms. {@link
 * WideExprReport} prints each score per term: linear work shows as the same ns/term at every width.
 * The byte limit is lifted (10^6 terms take about 60 MB in v2, over the default 64 MiB). A fixed
 * heap and the parallel collector keep the collector's share steady across widths; at 10^6 terms
 * the nodes no longer fit in the caches, which raises the cost per term by a constant factor.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms3g", "-Xmx3g", "-XX:+UseParallelGC"})
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 4)
public class WideExprBenchmark {
  private static final JsonFactory JSON = new JsonFactory();
  private static final CodecLimits NO_BYTE_LIMIT =
      CodecLimits.DEFAULT.withMaxWireBytes(Long.MAX_VALUE);

  @Param({"10000", "100000", "1000000"})
  public int terms;

  private PelicanCodec v1;
  private PelicanCodec v2;
  private PelicanCodec.WriteOptions options;
  private AffineExpr affine;
  private String text;
  private byte[] v1Bytes;
  private byte[] v2Bytes;

  @Setup
  public void setUp() throws IOException {
    CodecRegistry codecs = CodecRegistry.load();
    v1 = codecs.find(1);
    v2 = codecs.find(2);
    options = PelicanCodec.WriteOptions.DEFAULT.withLimits(NO_BYTE_LIMIT);
    PelicanContext pc = new PelicanContext();
    List<AffineExpr.Term> ts = new ArrayList<>(terms);
    for (int i = 0; i < terms; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i + 1));
    }
    affine = pc.affine(ts, 7);
    text = ExprPrinter.print(affine);
    v1Bytes = write(v1);
    v2Bytes = write(v2);
  }

  private byte[] write(PelicanCodec codec) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      codec.write(affine, g, options);
    }
    return out.toByteArray();
  }

  private void writeTo(PelicanCodec codec) throws IOException {
    try (JsonGenerator g = JSON.createGenerator(OutputStream.nullOutputStream())) {
      codec.write(affine, g, options);
    }
  }

  private Expr read(PelicanCodec codec, byte[] bytes) throws IOException {
    StandaloneReadContext ctx =
        new StandaloneReadContext(new PelicanContext(), ExprKindRegistry.EMPTY) {
          @Override
          public CodecLimits limits() {
            return NO_BYTE_LIMIT;
          }
        };
    try (JsonParser p = JSON.createParser(bytes)) {
      p.nextToken();
      return codec.read(p, ctx);
    }
  }

  @Benchmark
  public void writeV2() throws IOException {
    writeTo(v2);
  }

  @Benchmark
  public void writeV1() throws IOException {
    writeTo(v1);
  }

  /** The v2 codec's size and form check: what every v2 write (and canWrite) runs first. */
  @Benchmark
  public boolean wireSizeCheckV2() {
    return v2.canWrite(affine, ExprKindRegistry.EMPTY);
  }

  @Benchmark
  public WireSize wireSize() {
    return WireSize.of(affine);
  }

  @Benchmark
  public String textPrint() {
    return ExprPrinter.print(affine);
  }

  @Benchmark
  public Expr textParse() {
    return ExprParser.parse(new PelicanContext(), text);
  }

  @Benchmark
  public Expr readV2() throws IOException {
    return read(v2, v2Bytes);
  }

  @Benchmark
  public Expr readV1() throws IOException {
    return read(v1, v1Bytes);
  }
}
