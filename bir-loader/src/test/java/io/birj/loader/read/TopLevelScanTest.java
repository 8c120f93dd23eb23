package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TopLevelScanTest {
  private static int scan(String json) throws IOException {
    return TopLevelScan.version(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void the_version_after_the_functions_is_found() throws IOException {
    assertEquals(2, scan("{\"functions\": [{\"a\": {\"b\": [1, 2, {}]}}], \"version\": 2}"));
  }

  @Test
  void a_version_key_inside_a_nested_object_is_not_the_modules() throws IOException {
    assertEquals(1, scan("{\"x\": {\"version\": 7}, \"y\": [{\"version\": 8}], \"version\" : 1 }"));
  }

  @Test
  void strings_holding_braces_quotes_and_escapes_are_skipped_whole() throws IOException {
    assertEquals(
        2, scan("{\"s\": \"}{][\\\"\\\\\", \"t\": [\"\\\"version\\\": 9\"], \"version\": 2}"));
  }

  @Test
  void scalars_of_other_keys_are_skipped() throws IOException {
    assertEquals(2, scan("{\"a\": true, \"b\": -1.5e3, \"c\": null, \"version\":2}"));
  }

  @Test
  void a_document_without_a_version_has_it_absent() throws IOException {
    assertEquals(TopLevelScan.ABSENT, scan("{\"functions\": [], \"versions\": 2}"));
    assertEquals(TopLevelScan.ABSENT, scan("{}"));
  }

  @Test
  void a_byte_order_mark_is_skipped() throws IOException {
    assertEquals(2, scan("\uFEFF{\"version\": 2}"));
  }

  @Test
  void what_only_the_parser_reads_exactly_is_left_to_it() throws IOException {
    assertEquals(TopLevelScan.UNSURE, scan("{\"vers\\u0069on\": 2}"), "an escape in a key");
    assertEquals(TopLevelScan.UNSURE, scan("{\"version\": 2.0}"), "a float");
    assertEquals(TopLevelScan.UNSURE, scan("{\"version\": -2}"), "a negative");
    assertEquals(TopLevelScan.UNSURE, scan("{\"version\": 02}"), "a leading zero");
    assertEquals(TopLevelScan.UNSURE, scan("{\"version\": 18446744073709551618}"), "large");
    assertEquals(TopLevelScan.UNSURE, scan("{\"version\": \"2\"}"), "a string");
    assertEquals(TopLevelScan.UNSURE, scan("{\"functions\": [1, 2"), "truncated");
    assertEquals(TopLevelScan.UNSURE, scan("[{\"version\": 2}]"), "not an object");
  }

  @Test
  void a_document_in_utf16_is_left_to_the_parser() throws IOException {
    byte[] utf16 = "{\"version\": 2}".getBytes(StandardCharsets.UTF_16BE);
    assertEquals(TopLevelScan.UNSURE, TopLevelScan.version(new ByteArrayInputStream(utf16)));
  }

  @Test
  void values_longer_than_the_buffer_are_skipped() throws IOException {
    String big = "x".repeat(200_000);
    assertEquals(2, scan("{\"a\": \"" + big + "\", \"b\": [\"" + big + "\"], \"version\": 2}"));
  }
}
