package io.birj.app.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.birj.api.error.Diagnostic;
import io.birj.api.error.DiagnosticCode;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every message the reader and the checker give about the bundled samples, each damaged in every
 * place it can be (a key removed, a value replaced by one of another type, a key misspelt, the text
 * cut short or a character replaced), carries a code of its own: none has BIRJ-E0000 or BIRJ-W0000,
 * the codes left for messages birj does not make itself (docs/diagnostics.md).
 */
class EveryMessageHasACodeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final List<JsonNode> REPLACEMENTS =
      List.of(
          F.nullNode(),
          F.textNode("zz"),
          F.numberNode(-1),
          F.objectNode(),
          F.arrayNode(),
          F.numberNode(new java.math.BigInteger("99999999999999999999")));

  private final BirReader reader = BirReader.standard();
  private final BirReader strict = reader.strict();

  @Test
  void everyMessageOfTheDamagedSamplesHasACodeOfItsOwn() throws IOException {
    Map<String, String> wrong = new TreeMap<>();
    int[] messages = {0};
    // The real-shaped sample holds every key and operand kind of a real dump; the v1 demo, the
    // legacy expression form.
    for (String sample : List.of("samples/lower-sync.json", "samples/demo-v1.json")) {
      byte[] bytes = resource(sample);
      JsonNode doc = JSON.readTree(bytes);
      damaged(doc, (d, renamed) -> check(d, renamed, wrong, messages));
      String text = new String(bytes, StandardCharsets.UTF_8);
      for (int at = 1; at < text.length(); at += 211) {
        check(text.substring(0, at), false, wrong, messages);
        check(text.substring(0, at) + "}" + text.substring(at + 1), false, wrong, messages);
      }
    }
    assertTrue(messages[0] > 2000, "too few messages to judge: " + messages[0]);
    assertEquals(Map.of(), wrong, "messages without a code of their own");
  }

  /** Validates {@code text}, strictly too when a key was renamed (a strict reader's errors). */
  private void check(String text, boolean renamed, Map<String, String> wrong, int[] messages) {
    for (BirReader r : renamed ? List.of(reader, strict) : List.of(reader)) {
      ValidationResult v =
          r.validate(
              new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "doc.json", 20);
      for (Diagnostic d : v.diagnostics()) {
        messages[0]++;
        if (d.code().equals(DiagnosticCode.BIRJ_E0000.id())
            || d.code().equals(DiagnosticCode.BIRJ_W0000.id())) {
          wrong.putIfAbsent(d.severity() + ": " + d.message(), d.code());
        }
      }
    }
  }

  /**
   * Calls {@code sink} with the text of each damaged copy of {@code doc}, and if a key was renamed.
   */
  private static void damaged(JsonNode doc, java.util.function.BiConsumer<String, Boolean> sink) {
    List<List<Object>> paths = new ArrayList<>();
    paths(doc, new ArrayList<>(), paths);
    for (int k = 0; k < paths.size(); k++) {
      List<Object> path = paths.get(k);
      if (path.isEmpty()) {
        continue;
      }
      Object last = path.get(path.size() - 1);
      List<Object> parentPath = path.subList(0, path.size() - 1);
      // One replacement a place, in turn: neighbouring places (the keys of one object) get them
      // all, and the run stays short.
      for (JsonNode replacement : List.of(REPLACEMENTS.get(k % REPLACEMENTS.size()))) {
        JsonNode copy = doc.deepCopy();
        JsonNode parent = at(copy, parentPath);
        if (parent instanceof ObjectNode o) {
          o.set((String) last, replacement);
        } else {
          ((ArrayNode) parent).set((Integer) last, replacement);
        }
        sink.accept(copy.toString(), false);
      }
      JsonNode copy = doc.deepCopy();
      JsonNode parent = at(copy, parentPath);
      if (parent instanceof ObjectNode o) {
        JsonNode v = o.remove((String) last);
        sink.accept(copy.toString(), false);
        o.set(last + "x", v);
        sink.accept(copy.toString(), true);
      } else {
        ((ArrayNode) parent).remove((Integer) last);
        sink.accept(copy.toString(), false);
      }
    }
  }

  private static void paths(JsonNode n, List<Object> path, List<List<Object>> out) {
    out.add(List.copyOf(path));
    if (n.isObject()) {
      n.fieldNames()
          .forEachRemaining(
              k -> {
                path.add(k);
                paths(n.get(k), path, out);
                path.remove(path.size() - 1);
              });
    } else if (n.isArray()) {
      for (int i = 0; i < n.size(); i++) {
        path.add(i);
        paths(n.get(i), path, out);
        path.remove(path.size() - 1);
      }
    }
  }

  private static JsonNode at(JsonNode n, List<Object> path) {
    for (Object p : path) {
      n = p instanceof String k ? n.get(k) : n.get((Integer) p);
    }
    return n;
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in =
        EveryMessageHasACodeTest.class.getClassLoader().getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }
}
