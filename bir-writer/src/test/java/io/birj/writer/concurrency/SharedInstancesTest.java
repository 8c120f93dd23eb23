package io.birj.writer.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.stats.DocumentStats;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.writer.BirWriter;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One reader, one writer and one converter shared by many threads give, for every document, the
 * very diagnostics and bytes a single thread gets: the instances keep no state between calls that
 * another call could see (BirReader's contract: "immutable and safe to share").
 */
class SharedInstancesTest {
  private static final DocumentFormats FORMATS = DocumentFormats.load();
  private static final DocumentFormat CBOR = FORMATS.byName("cbor");
  private static final BirReader READER =
      BirReader.builder()
          .codecs(CodecRegistry.load())
          .catalog(OpcodeCatalog.load())
          .formats(FORMATS)
          .build();
  private static final BirWriter WRITER = new BirWriter(CodecRegistry.load());
  private static final Converter CONVERTER = new Converter(CodecRegistry.load());

  private static final int THREADS = 8;
  private static final int ROUNDS = 3;

  /** The documents: the samples as JSON and CBOR, and broken ones with diagnostics. */
  static Map<String, byte[]> documents() {
    Map<String, byte[]> docs = new LinkedHashMap<>();
    for (String name : List.of("demo-v1.json", "demo-v2.json", "lower-sync.json")) {
      byte[] json = bundled(name);
      docs.put(name, json);
      Module m = READER.read(new ByteArrayInputStream(json), name);
      docs.put(
          name + " (CBOR)",
          WRITER.toBytes(m, WriteOptions.version(m.getVersion()).withFormat(CBOR)));
      docs.put(name + " cut in half", Arrays.copyOf(json, json.length / 2));
    }
    docs.put("real-shaped/lower-sync.json", resource("real-shaped/lower-sync.json"));
    String v2 = new String(bundled("demo-v2.json"), StandardCharsets.UTF_8);
    // Names that resolve nowhere: many diagnostics, in one order.
    docs.put(
        "unresolved names",
        v2.replace("\"memref\": \"", "\"memref\": \"nowhere_").getBytes(StandardCharsets.UTF_8));
    return docs;
  }

  /** Everything the shared instances say about one document, as text. */
  static String transcript(byte[] doc, String name) {
    StringBuilder t = new StringBuilder();
    for (Diagnostic d : READER.validate(new ByteArrayInputStream(doc), name, 1000).diagnostics()) {
      t.append(d.format(name)).append('\n');
    }
    Module m;
    try {
      m = READER.read(new ByteArrayInputStream(doc), name);
    } catch (BirException e) {
      return t.append("refused: ").append(e.getMessage()).toString();
    }
    HexFormat hex = HexFormat.of();
    for (WriteOptions o :
        List.of(
            WriteOptions.DEFAULT,
            WriteOptions.DEFAULT.withIndent(2),
            WriteOptions.DEFAULT.withFormat(CBOR))) {
      t.append("write ").append(o).append(": ").append(hex.formatHex(WRITER.toBytes(m, o)));
      t.append('\n');
    }
    for (int version = 1; version <= 2; version++) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try {
        t.append("convert to ").append(version).append(": ");
        t.append(CONVERTER.convert(m, out, WriteOptions.version(version))).append(' ');
        t.append(hex.formatHex(out.toByteArray()));
      } catch (BirException e) {
        t.append("refused: ").append(e.getMessage());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      t.append('\n');
    }
    return t.append(DocumentStats.of(m)).toString();
  }

  @Test
  void sharedReaderWriterAndConverterGiveTheSerialResultsByteForByte() throws Exception {
    Map<String, byte[]> docs = documents();
    List<String> names = new ArrayList<>(docs.keySet());
    Map<String, String> serial = new LinkedHashMap<>();
    for (String n : names) {
      serial.put(n, transcript(docs.get(n), n));
    }
    assertTrue(
        serial.values().stream().anyMatch(s -> s.contains(": error: ")),
        "some documents have diagnostics");

    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CyclicBarrier start = new CyclicBarrier(THREADS);
    try {
      List<Future<Map<String, List<String>>>> runs = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int shift = t;
        runs.add(
            pool.submit(
                () -> {
                  start.await();
                  Map<String, List<String>> seen = new LinkedHashMap<>();
                  for (int round = 0; round < ROUNDS; round++) {
                    // Each thread takes the documents in its own order, so different documents
                    // are in flight at once.
                    for (int k = 0; k < names.size(); k++) {
                      String n = names.get((k + shift + round) % names.size());
                      seen.computeIfAbsent(n, x -> new ArrayList<>())
                          .add(transcript(docs.get(n), n));
                    }
                  }
                  return seen;
                }));
      }
      for (Future<Map<String, List<String>>> run : runs) {
        Map<String, List<String>> seen = run.get(10, TimeUnit.MINUTES);
        for (String n : names) {
          for (String parallel : seen.get(n)) {
            assertEquals(
                serial.get(n), parallel, n + ": a parallel run differs from the serial one");
          }
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static byte[] bundled(String name) {
    try {
      return Files.readAllBytes(
          Path.of("..", "bir-app", "src", "main", "resources", "samples", name));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] resource(String name) {
    try (InputStream in = SharedInstancesTest.class.getResourceAsStream("/" + name)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
