package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.testkit.Mangler;
import io.birj.testkit.docs.Documents;
import io.birj.testkit.property.Choices;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The container forms of docs/wire/container.md against the loader: a real-shaped document chosen
 * by the fuzzer's bytes ({@link Documents}, driven by {@link FuzzedChoices}) gets members of the
 * forms the generator does not draw (second function containers, DMA queues and blocks, aliases in
 * both shapes, pointer references, call bindings, block arguments, dynamic loops, do-while loops,
 * loop-carried dependencies, dynamic access patterns, explicit nulls) spliced into objects the
 * fuzzer picks, then now and then a few text edits ({@link Mangler}). The oracle is {@link
 * LoaderFuzzTest}'s: a model or a clean, positioned refusal that validate agrees with; what reads
 * writes, reads back equal and writes the same bytes again, in both versions.
 */
class ContainerFormsFuzzTest {
  private static final JsonFactory JSON = new JsonFactory();

  /** Members of the container forms, as {@code "key": value} text, each valid where it belongs. */
  static final List<String> FORMS =
      List.of(
          "\"nki_functions\": [{\"name\": \"k0\", \"blocks\": [{\"name\": \"kb\", \"instructions\":"
              + " [{\"name\": \"kn\", \"opcode\": \"NoOp\", \"engine\": \"SP\"}]}]}]",
          "\"nki_functions\": {}",
          "\"DMAQueues\": [{\"name\": \"q0\", \"blocks\": [{\"name\": \"qb\", \"instructions\":"
              + " [{\"name\": \"d0\", \"opcode\": \"DMABlock\", \"engine\": \"DMA\", \"blocks\":"
              + " [{\"name\": \"db\", \"instructions\": [{\"name\": \"desc\", \"opcode\":"
              + " \"DMADescriptor\"}]}]}]}], \"num_dma_engines\": 2}]",
          "\"queues\": [{\"name\": \"q1\"}]",
          "\"call_to_physical_memlocs\": {\"i0\": [\"loc1\", \"loc2\"]}",
          "\"call_to_physical_memlocs\": [1, 2]",
          "\"alias\": [[\"set2\", \"loc3\", 1], [\"loc1\", 3], [\"loc4\", true], [\"x\", 2.5]]",
          "\"alias\": \"loc1\"",
          "\"pointer_ref_memloc\": \"loc1\"",
          "\"memloc_aliases\": {\"a\": \"b\"}",
          "\"arguments\": [{\"name\": \"phi\", \"incoming_values\": [[1, \"bb0\"], [{\"kind\":"
              + " \"ShardIDKind\", \"ub\": 2}, \"bb1\"]]}]",
          "\"instructions\": [{\"name\": \"dl\", \"opcode\": \"DynamicForLoop\", \"engine\": \"SP\","
              + " \"DynamicForLoopAxis\": {\"name\": \"dx\"}, \"lb\": {\"kind\": \"AffExprKind\","
              + " \"terms\": [], \"c\": 0}, \"ub\": {\"kind\": \"ShardIDKind\", \"ub\": 8},"
              + " \"stride\": {\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 1}, \"blocks\":"
              + " [{\"name\": \"dlb\", \"instructions\": [{\"name\": \"dw\", \"opcode\": \"DoWhile\","
              + " \"cond\": {\"kind\": \"AffExprKind\", \"terms\": [{\"idx\": {\"kind\":"
              + " \"AffIVKind\", \"axis\": \"dx\"}, \"coeff\": 1}], \"c\": -4}, \"blocks\":"
              + " [{\"name\": \"dwb\", \"instructions\": []}]}]}]}]",
          "\"opcode\": \"DoWhile\"",
          "\"loop_carried_dependencies\": [[\"i0\", \"Flow\"], [\"i1\", 4, [2]], [\"i2\", \"Anti\","
              + " [1, 2, 3]]]",
          "\"unroll_dependencies\": [[\"i0\", \"Flow\", [{\"kind\": \"ShardIDKind\", \"ub\": 2}],"
              + " [{\"expr\": {\"kind\": \"ShardIDKind\", \"ub\": 2}, \"cmp\": \"GE\"}]]]",
          "\"dynamic_ap_info\": {\"indirect_dim\": \"W\", \"indirect_dim_max_index\": 4,"
              + " \"offset_expr\": {\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 3}}",
          "\"dma_blocks\": [\"d0\"]",
          "\"queue\": \"q0\"",
          "\"queue\": {\"kind\": \"ShardIDKind\", \"ub\": 2}",
          "\"sync_info\": {\"on_wait\": [{\"from\": \"d0\", \"id\": 1, \"wait_value\": 1}],"
              + " \"on_update\": [{\"id\": 1, \"update_value\": 1}]}",
          "\"Skind\": \"memory_location_set\"",
          "\"Skind\": \"vendor_storage\"",
          "\"memorylocations\": [{\"name\": \"loc9\", \"type\": \"DRAM\", \"alias\": [[\"loc9\","
              + " 1]]}]",
          "\"type\": 4",
          "\"archRev\": \"v2\"",
          "\"revision\": null",
          "\"attributes\": {\"need_unroll\": true}",
          "\"origin\": \"NKI\"",
          "\"optin_passes\": [\"p1\", \"p2\"]",
          "\"debug\": {\"lineno\": 3, \"filename\": \"k.py\", \"op_name\": \"x\"}",
          "\"loopnest\": [\"ax0\", \"ax1\"]",
          "\"predicates\": [{\"expr\": {\"kind\": \"ShardIDKind\", \"ub\": 2}, \"cmp\": \"LT\"}]",
          "\"order\": [{\"kind\": \"CCDivKind\", \"numer\": {\"kind\": \"ShardIDKind\", \"ub\": 4},"
              + " \"denom\": 2, \"replica_groups_id\": 1}]",
          "\"cc_channel\": {\"kind\": \"CCGetRankKind\", \"iteration_id\": 0, \"channel_id\": 1}",
          "\"value_list\": [{\"value\": 1}, {\"value\": \"nan\"}]",
          "\"tensorId2MemLocSize\": {\"0\": 16}",
          "\"queue\": null");

  /** Text the mangler may splice in. */
  private static final String[] SPLICES = {
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "null",
    "0",
    "-1",
    "18446744073709551616",
    "\"nan\"",
    "\\u",
    "\"kind\": \"AffExprKind\"",
    "\"blocks\": [",
    "\"opcode\": \"Loop\"",
    "\"name\": \"i0\""
  };

  @FuzzTest(maxDuration = "5m")
  void containerFormsReadOrAreRefusedAndRoundTrip(FuzzedDataProvider data) {
    Choices c = new FuzzedChoices(data);
    String text = mangled(c);
    LoaderFuzzTest.check(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A generated document with container forms spliced in, perhaps edited as text. */
  static String mangled(Choices c) {
    Documents.Doc d = Documents.document(c);
    Object doc = parse(d.json());
    List<Map<String, Object>> objects = new ArrayList<>();
    collect(doc, objects);
    int splices = c.between(1, 4);
    for (int i = 0; i < splices; i++) {
      Map<String, Object> target = objects.get(c.between(0, objects.size() - 1));
      @SuppressWarnings("unchecked")
      Map<String, Object> form = (Map<String, Object>) parse("{" + c.pick(FORMS) + "}");
      // A document has no duplicate keys: a form replaces the member of its key.
      target.putAll(form);
    }
    String text = write(doc);
    return c.chance(30) ? Mangler.mangle(text, c, SPLICES) : text;
  }

  /** Every object of {@code v}, outermost first. */
  @SuppressWarnings("unchecked")
  private static void collect(Object v, List<Map<String, Object>> out) {
    if (v instanceof Map<?, ?> o) {
      out.add((Map<String, Object>) o);
      for (Object m : o.values()) {
        collect(m, out);
      }
    } else if (v instanceof List<?> a) {
      for (Object item : a) {
        collect(item, out);
      }
    }
  }

  /** A scalar as its JSON text. */
  private record Scalar(String json) {}

  /**
   * {@code text} as editable values: objects as insertion-ordered maps, arrays as lists, scalars as
   * their text (generated documents nest a few dozen levels at most).
   */
  static Object parse(String text) {
    try (JsonParser p = JSON.createParser(text)) {
      p.nextToken();
      return value(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Object value(JsonParser p) throws IOException {
    switch (p.currentToken()) {
      case START_OBJECT:
        {
          Map<String, Object> o = new LinkedHashMap<>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            p.nextToken();
            o.put(key, value(p));
          }
          return o;
        }
      case START_ARRAY:
        {
          List<Object> a = new ArrayList<>();
          while (p.nextToken() != JsonToken.END_ARRAY) {
            a.add(value(p));
          }
          return a;
        }
      case VALUE_STRING:
        return p.getText();
      default:
        return new Scalar(p.getText());
    }
  }

  static String write(Object v) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      write(g, v);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  private static void write(JsonGenerator g, Object v) throws IOException {
    if (v instanceof Map<?, ?> o) {
      g.writeStartObject();
      for (Map.Entry<?, ?> m : o.entrySet()) {
        g.writeFieldName((String) m.getKey());
        write(g, m.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof List<?> a) {
      g.writeStartArray();
      for (Object item : a) {
        write(g, item);
      }
      g.writeEndArray();
    } else if (v instanceof String s) {
      g.writeString(s);
    } else {
      g.writeRawValue(((Scalar) v).json());
    }
  }
}
