package io.birj.loader;

/** Small documents for the tests, and where things are in them. */
final class Docs {
  private Docs() {}

  static final String OK_INSTR =
      "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"engine\": \"SP\", \"ins\": [{\"kind\":"
          + " \"physical_ap\", \"ap\": [[1, 2]], \"dtype\": \"int8\", \"memref\": \"M\","
          + " \"memsetref\": \"S\"}], \"outs\": []}";

  /** A valid v2 document whose single block holds {@code instructions} (JSON array items). */
  static String doc(String... instructions) {
    return "{\"version\": 2,\n"
        + " \"functions\": [{\n"
        + "  \"name\": \"f\",\n"
        + "  \"allocations\": [\n"
        + "   {\"Skind\": \"memory_location_set\", \"name\": \"S\", \"memorylocations\":"
        + " [{\"Skind\": \"memory_location\", \"name\": \"M\"}]},\n"
        + "   {\"Skind\": \"register\", \"name\": \"R\"}\n"
        + "  ],\n"
        + "  \"blocks\": [{\"name\": \"b0\", \"instructions\": [\n   "
        + String.join(",\n   ", instructions)
        + "\n  ]}]\n"
        + " }]}\n";
  }

  static final String I0 = "/functions/0/blocks/0/instructions/0";
  static final String I1 = "/functions/0/blocks/0/instructions/1";

  /** 1-based line and column of the first occurrence of {@code needle}. */
  static long[] at(String doc, String needle) {
    return at(doc, needle, 0);
  }

  /** 1-based line and column of {@code needle}, searching from {@code from}. */
  static long[] at(String doc, String needle, int from) {
    int i = doc.indexOf(needle, from);
    if (i < 0) {
      throw new IllegalArgumentException("not in the document: " + needle);
    }
    int line = 1;
    int lineStart = 0;
    for (int k = 0; k < i; k++) {
      if (doc.charAt(k) == '\n') {
        line++;
        lineStart = k + 1;
      }
    }
    return new long[] {line, i - lineStart + 1};
  }
}
