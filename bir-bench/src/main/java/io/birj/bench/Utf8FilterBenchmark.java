package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.format.StrictUtf8InputStream;
import io.birj.synth.Profile;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The strict UTF-8 filter next to the raw stream on the same 16 MB: draining the bytes (the
 * filter's own cost) and parsing every token with jackson (what a reader pays). Two texts: the
 * synthetic BIR document (ASCII, as dumps are) and a multilingual one (strings of 2-, 3- and 4-byte
 * characters). {@link Utf8FilterReport} prints MB/s and the ratios.
 */
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class Utf8FilterBenchmark extends SmallBenchmark {
  private static final JsonFactory JSON = new JsonFactory();

  /** The size of the text. */
  public static final int MEGABYTES = 16;

  @Param({"document", "multilingual"})
  public String text;

  private byte[] bytes;
  private final byte[] chunk = new byte[8000];

  @Setup
  public void setUp() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    long target = (long) MEGABYTES << 20;
    if (text.equals("document")) {
      Synth.write(new SynthSpec(BenchDocs.SEED, target, Profile.MIXED), out);
    } else {
      byte[] item = "\"naïve café — 数据流 — 𝛼𝛽𝛾 — Ελληνικά\",\n".getBytes(StandardCharsets.UTF_8);
      out.write('[');
      while (out.size() < target) {
        out.write(item);
      }
      out.write("\"end\"]".getBytes(StandardCharsets.UTF_8));
    }
    bytes = out.toByteArray();
  }

  private long drain(InputStream in) throws IOException {
    long n = 0;
    for (int r; (r = in.read(chunk, 0, chunk.length)) >= 0; ) {
      n += r;
    }
    return n;
  }

  private long parse(InputStream in) throws IOException {
    long tokens = 0;
    try (JsonParser p = JSON.createParser(in)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING) {
          p.getTextLength(); // decodes the string, as a reader does
        }
        tokens++;
      }
    }
    return tokens;
  }

  @Benchmark
  public long drainRaw() throws IOException {
    return drain(new ByteArrayInputStream(bytes));
  }

  @Benchmark
  public long drainStrict() throws IOException {
    return drain(new StrictUtf8InputStream(new ByteArrayInputStream(bytes)));
  }

  @Benchmark
  public long parseRaw() throws IOException {
    return parse(new ByteArrayInputStream(bytes));
  }

  @Benchmark
  public long parseStrict() throws IOException {
    return parse(new StrictUtf8InputStream(new ByteArrayInputStream(bytes)));
  }
}
