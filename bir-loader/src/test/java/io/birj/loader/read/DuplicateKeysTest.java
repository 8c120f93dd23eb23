package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.format.JsonFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class DuplicateKeysTest {
  private static JsonParser parser(String json) throws IOException {
    return DuplicateKeys.wrap(
        JsonFormat.INSTANCE.createParser(
            new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)),
            StreamReadConstraints.defaults()));
  }

  private static int drain(String json) throws IOException {
    int n = 0;
    try (JsonParser p = parser(json)) {
      while (p.nextToken() != null) {
        n++;
      }
    }
    return n;
  }

  /** The tokens jackson's own parser gives. */
  private static int tokens(String json) throws IOException {
    int n = 0;
    try (JsonParser p = new com.fasterxml.jackson.core.JsonFactory().createParser(json)) {
      while (p.nextToken() != null) {
        n++;
      }
    }
    return n;
  }

  @Test
  void the_json_formats_parsers_give_one_string_per_distinct_name() throws IOException {
    // What makes DuplicateKeys' compares cheap: equals() tests identity first.
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < 200; i++) {
      json.append(i == 0 ? "" : ",").append("{\"a_long_member_name\": 1, \"k").append(i % 7);
      json.append("\": 2}");
    }
    java.util.Map<String, String> first = new java.util.HashMap<>();
    try (JsonParser p = parser(json.append("]").toString())) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          assertTrue(first.computeIfAbsent(name, n -> name) == name, name);
        }
      }
    }
    assertEquals(8, first.size());
  }

  @Test
  void a_repeated_key_is_found_by_its_characters_when_names_are_not_canonical() throws IOException {
    com.fasterxml.jackson.core.JsonFactory f =
        com.fasterxml.jackson.core.JsonFactory.builder()
            .disable(com.fasterxml.jackson.core.JsonFactory.Feature.CANONICALIZE_FIELD_NAMES)
            .build();
    try (JsonParser p = DuplicateKeys.wrap(f.createParser("{\"ab\": 1, \"ab\": 2}"))) {
      JsonParseException e =
          assertThrows(
              JsonParseException.class,
              () -> {
                while (p.nextToken() != null) {
                  // drain
                }
              });
      assertEquals("duplicate field 'ab'", e.getOriginalMessage());
    }
  }

  @Test
  void a_repeated_key_is_found_among_keys_that_share_its_hash_bit() throws IOException {
    // Keys whose hashes agree mod 64 all test the same bit: only the compare tells them apart.
    java.util.List<String> same = new java.util.ArrayList<>();
    for (int i = 0; same.size() < 6; i++) {
      String k = "k" + i;
      if ((k.hashCode() & 63) == ("k0".hashCode() & 63)) {
        same.add(k);
      }
    }
    StringBuilder json = new StringBuilder("{");
    for (String k : same) {
      json.append('"').append(k).append("\": 1, ");
    }
    String distinct = json.toString().replaceAll(", $", "") + "}";
    assertEquals(tokens(distinct), drain(distinct));
    String repeated = json.append('"').append(same.get(3)).append("\": 2}").toString();
    JsonParseException e = assertThrows(JsonParseException.class, () -> drain(repeated));
    assertEquals("duplicate field '" + same.get(3) + "'", e.getOriginalMessage());
  }

  @Test
  void a_key_repeated_after_fifty_others_is_refused() {
    StringBuilder json = new StringBuilder("{");
    for (int i = 0; i < 50; i++) {
      json.append("\"m").append(i).append("\": ").append(i).append(", ");
    }
    String repeated = json.append("\"m7\": 0}").toString();
    JsonParseException e = assertThrows(JsonParseException.class, () -> drain(repeated));
    assertEquals("duplicate field 'm7'", e.getOriginalMessage());
  }

  @Test
  void a_key_repeated_in_one_object_is_refused_in_the_words_of_the_one_rule() {
    JsonParseException e =
        assertThrows(JsonParseException.class, () -> drain("{\"a\": 1, \"b\": {}, \"a\": 2}"));
    assertEquals(io.birj.api.codec.DuplicateKey.message("a"), e.getOriginalMessage());
  }

  @Test
  void the_same_key_in_sibling_and_nested_objects_is_fine() throws IOException {
    String json =
        "{\"a\": {\"a\": 1}, \"b\": [{\"a\": 1}, {\"a\": 2}], \"c\": {\"b\": {\"a\": 0}}}";
    assertEquals(tokens(json), drain(json));
  }

  @Test
  void a_repeat_is_found_among_many_keys() {
    StringBuilder s = new StringBuilder("{");
    for (int i = 0; i < 40; i++) {
      s.append("\"k").append(i).append("\": ").append(i).append(", ");
    }
    s.append("\"k33\": 0}");
    JsonParseException e = assertThrows(JsonParseException.class, () -> drain(s.toString()));
    assertTrue(e.getOriginalMessage().contains("'k33'"));
  }

  @Test
  void many_distinct_keys_pass() throws IOException {
    StringBuilder s = new StringBuilder("{");
    for (int i = 0; i < 40; i++) {
      s.append(i == 0 ? "" : ", ")
          .append("\"k")
          .append(i)
          .append("\": {\"k")
          .append(i)
          .append("\": 1}");
    }
    String json = s.append('}').toString();
    assertEquals(tokens(json), drain(json));
  }

  @Test
  void skipping_a_value_still_finds_a_repeat_inside_it() throws IOException {
    try (JsonParser p = parser("{\"x\": {\"y\": 1, \"y\": 2}}")) {
      p.nextToken();
      p.nextToken();
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      assertThrows(JsonParseException.class, p::skipChildren);
    }
  }

  @Test
  void a_repeat_is_reported_by_the_reader_as_a_document_error() {
    var r =
        io.birj.loader.BirReader.standard()
            .validate(
                new ByteArrayInputStream(
                    "{\"version\": 2, \"version\": 2, \"functions\": []}"
                        .getBytes(StandardCharsets.UTF_8)),
                "d",
                10);
    // In birj's words for jackson's (JsonErrors), at the repeated key.
    assertTrue(
        r.errors().stream()
            .anyMatch(
                d ->
                    d.message().equals("duplicate field 'version'")
                        && d.pointer().equals("/version")
                        && d.line() == 1
                        && d.column() == 28),
        r.diagnostics().toString());
  }
}
