package io.birj.verify;

import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.verify.result.CheckResult;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A small kernel written as BIR-JSON text for the verifier's tests: an input in DRAM, a tile in SB
 * (128 partitions of 2048 bytes, bfloat16: a pitch of 1024 elements), an output in DRAM, and the
 * instructions a test adds. Operands are written as the compiler writes them.
 */
final class Kernel {
  private final List<String> instructions = new ArrayList<>();
  private final List<String> extraAllocations = new ArrayList<>();
  private String queues = "";

  static Kernel create() {
    return new Kernel();
  }

  Kernel instruction(String json) {
    instructions.add(json);
    return this;
  }

  Kernel allocation(String json) {
    extraAllocations.add(json);
    return this;
  }

  Kernel queues(String json) {
    queues = ", \"queues\": " + json;
    return this;
  }

  /** A physical access of the SB tile: {@code [[1024, parts], [1, elems]]} at {@code offset}. */
  static String sb(long parts, long elems, long offset) {
    return "{\"kind\": \"physical_ap\", \"ap\": [[1024, "
        + parts
        + "], [1, "
        + elems
        + "]], \"offset\": "
        + offset
        + ", \"dtype\": \"bfloat16\", \"memref\": \"tile\", \"memsetref\": \"tile_set\"}";
  }

  /** A physical access of DRAM location {@code loc}: {@code [[512, rows], [1, 512]]}. */
  static String dram(String loc, long rows, long offset) {
    return "{\"kind\": \"physical_ap\", \"ap\": [[512, "
        + rows
        + "], [1, 512]], \"offset\": "
        + offset
        + ", \"dtype\": \"bfloat16\", \"memref\": \""
        + loc
        + "\", \"memsetref\": \""
        + loc
        + "_set\"}";
  }

  /** An instruction: {@code name}, opcode, engine, ins, outs and extra keys (or ""). */
  static String op(
      String name, String opcode, String engine, String ins, String outs, String extra) {
    return "{\"name\": \""
        + name
        + "\", \"opcode\": \""
        + opcode
        + "\", \"engine\": \""
        + engine
        + "\", \"ins\": ["
        + ins
        + "], \"outs\": ["
        + outs
        + "]"
        + (extra.isEmpty() ? "" : ", " + extra)
        + "}";
  }

  String json() {
    String allocations =
        "{\"Skind\": \"memory_location_set\", \"name\": \"in_set\", \"kind\": \"ExternalInput\","
            + " \"dtype\": \"bfloat16\", \"memorylocations\": [{\"Skind\": \"memory_location\","
            + " \"name\": \"in\", \"type\": \"DRAM\", \"addr\": 0, \"dims\": [128, 1024]}]},"
            + " {\"Skind\": \"memory_location_set\", \"name\": \"out_set\", \"kind\": \"ExternalOutput\","
            + " \"dtype\": \"bfloat16\", \"memorylocations\": [{\"Skind\": \"memory_location\","
            + " \"name\": \"out\", \"type\": \"DRAM\", \"addr\": 262144, \"dims\": [128, 1024]}]},"
            + " {\"Skind\": \"memory_location_set\", \"name\": \"tile_set\", \"kind\": \"Internal\","
            + " \"dtype\": \"bfloat16\", \"memorylocations\": [{\"Skind\": \"memory_location\","
            + " \"name\": \"tile\", \"type\": \"SB\", \"addr\": 0, \"base\": 0, \"dims\": [128, 2048]}]}";
    for (String a : extraAllocations) {
      allocations += ", " + a;
    }
    return "{\"version\": 2, \"functions\": [{\"name\": \"main\", \"allocations\": ["
        + allocations
        + "], \"blocks\": [{\"name\": \"Block1\", \"instructions\": ["
        + String.join(", ", instructions)
        + "]}]}]"
        + queues
        + "}";
  }

  Module read() {
    return BirReader.standard()
        .read(new ByteArrayInputStream(json().getBytes(StandardCharsets.UTF_8)), "kernel.json");
  }

  CheckResult check() {
    return Verifier.standard().check(read());
  }
}
