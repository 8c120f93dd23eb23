package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes a synthetic but realistic v2 BIR-JSON document of about a given size, streaming (so a 200
 * MB document needs no memory): one function with storage and registers, blocks that each hold a
 * loop of instructions with symbolic access patterns (affine addresses, PSUM rotation as a modulo
 * over a Sum/Mult tree, runtime registers), DMA copies on queues with sync_info, dependencies on
 * earlier instructions and unknown keys.
 */
public final class SyntheticDocument {
  /** Instructions per loop body. */
  public static final int PER_BLOCK = 50;

  private SyntheticDocument() {}

  /** Writes a document of at least {@code targetBytes}; returns the instruction count. */
  public static long write(OutputStream out, long targetBytes) throws IOException {
    Counting counted = new Counting(out);
    long instructions = 0;
    try (JsonGenerator g = new JsonFactory().createGenerator(counted)) {
      g.writeStartObject();
      g.writeNumberField("version", 2);
      g.writeStringField("arch", "gen3");
      g.writeNumberField("archRev", 2);
      g.writeObjectFieldStart("attributes");
      g.writeNumberField("neuron_core_id", 0);
      g.writeEndObject();
      g.writeArrayFieldStart("functions");
      g.writeStartObject();
      g.writeStringField("name", "sg0000");
      g.writeArrayFieldStart("attributes");
      g.writeString("need_dce");
      g.writeEndArray();
      allocations(g);
      g.writeArrayFieldStart("blocks");
      for (int b = 0; counted.count + g.getOutputBuffered() < targetBytes; b++) {
        block(g, b);
        instructions += PER_BLOCK;
        if ((b & 15) == 0) {
          g.flush();
        }
      }
      g.writeEndArray();
      g.writeEndObject();
      g.writeEndArray();
      g.writeArrayFieldStart("DMAQueues");
      for (int q = 0; q < 2; q++) {
        g.writeStartObject();
        g.writeStringField("name", "q" + q);
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    return instructions;
  }

  private static void allocations(JsonGenerator g) throws IOException {
    g.writeArrayFieldStart("allocations");
    for (int s = 0; s < 8; s++) {
      g.writeStartObject();
      g.writeStringField("Skind", "memory_location_set");
      g.writeStringField("name", "set" + s);
      g.writeStringField("kind", s == 0 ? "ExternalInput" : "Internal");
      g.writeStringField("dtype", "bfloat16");
      g.writeArrayFieldStart("memorylocations");
      for (int m = 0; m < 2; m++) {
        g.writeStartObject();
        g.writeStringField("Skind", "memory_location");
        g.writeStringField("name", "ml" + s + "_" + m);
        g.writeStringField("type", s < 6 ? "SB" : "PSUM");
        g.writeNumberField("addr", m * 4096L);
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    for (int r = 0; r < 2; r++) {
      g.writeStartObject();
      g.writeStringField("Skind", "register");
      g.writeStringField("name", "r" + r);
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void block(JsonGenerator g, int b) throws IOException {
    g.writeStartObject();
    g.writeStringField("name", "bb" + b);
    g.writeArrayFieldStart("instructions");
    g.writeStartObject();
    g.writeStringField("opcode", "Loop");
    g.writeStringField("name", "L" + b);
    g.writeObjectFieldStart("LoopAxis");
    g.writeStringField("name", "i");
    g.writeNumberField("lb", 0);
    g.writeNumberField("ub", 8 + (b % 8));
    g.writeNumberField("stride", 1);
    g.writeEndObject();
    g.writeArrayFieldStart("blocks");
    g.writeStartObject();
    g.writeStringField("name", "bb" + b + "_body");
    g.writeArrayFieldStart("instructions");
    for (int k = 0; k < PER_BLOCK; k++) {
      instruction(g, b, k);
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void instruction(JsonGenerator g, int b, int k) throws IOException {
    String name = "i" + b + "_" + k;
    int set = k % 6;
    g.writeStartObject();
    switch (k % 3) {
      case 0:
        g.writeStringField("opcode", "TensorTensor");
        g.writeStringField("name", name);
        g.writeStringField("engine", "DVE");
        g.writeArrayFieldStart("ins");
        symbolicAp(g, set, k, false);
        symbolicAp(g, (set + 1) % 6, k + 1, false);
        g.writeEndArray();
        g.writeArrayFieldStart("outs");
        physicalAp(g, set, k);
        g.writeEndArray();
        deps(g, b, k);
        g.writeStringField("op", "add");
        break;
      case 1:
        g.writeStringField("opcode", "Matmult");
        g.writeStringField("name", name);
        g.writeStringField("engine", "PE");
        g.writeArrayFieldStart("ins");
        symbolicAp(g, set, k, false);
        g.writeEndArray();
        g.writeArrayFieldStart("outs");
        symbolicAp(g, 6, k, true);
        g.writeEndArray();
        deps(g, b, k);
        g.writeBooleanField("start_tensor_calc", true);
        g.writeStringField("perf_mode", "None");
        break;
      default:
        g.writeStringField("opcode", "DMACopy");
        g.writeStringField("name", name);
        g.writeStringField("engine", "DMA");
        g.writeArrayFieldStart("ins");
        physicalAp(g, set, k);
        g.writeStartObject();
        g.writeStringField("kind", "register_access");
        g.writeStringField("dtype", "int32");
        g.writeStringField("regref", "r" + (k & 1));
        g.writeEndObject();
        g.writeEndArray();
        g.writeArrayFieldStart("outs");
        physicalAp(g, (set + 2) % 6, k);
        g.writeEndArray();
        deps(g, b, k);
        g.writeStringField("queue", "q" + (k & 1));
        g.writeObjectFieldStart("sync_info");
        g.writeArrayFieldStart("on_wait");
        g.writeEndArray();
        g.writeArrayFieldStart("on_update");
        g.writeStartObject();
        g.writeNumberField("id", k % 16);
        g.writeNumberField("update_value", 1);
        g.writeEndObject();
        g.writeEndArray();
        g.writeEndObject();
        g.writeStringField("mode", "Copy");
        break;
    }
    g.writeNumberField("x_sched_cycle", (long) b * 1000 + k);
    g.writeEndObject();
  }

  private static void deps(JsonGenerator g, int b, int k) throws IOException {
    g.writeArrayFieldStart("dependencies");
    if (k > 0) {
      g.writeString("i" + b + "_" + (k - 1));
    }
    if (k > 2) {
      g.writeString("i" + b + "_" + (k - 3));
    }
    g.writeEndArray();
  }

  private static void ap(JsonGenerator g) throws IOException {
    g.writeArrayFieldStart("ap");
    g.writeStartArray();
    g.writeNumber(2048);
    g.writeNumber(128);
    g.writeEndArray();
    g.writeStartArray();
    g.writeNumber(1);
    g.writeNumber(512);
    g.writeEndArray();
    g.writeEndArray();
  }

  private static void physicalAp(JsonGenerator g, int set, int k) throws IOException {
    g.writeStartObject();
    g.writeStringField("kind", "physical_ap");
    ap(g);
    g.writeStringField("dtype", "bfloat16");
    g.writeNumberField("offset", (k % 8) * 512L);
    g.writeStringField("memref", "ml" + set + "_" + (k & 1));
    g.writeStringField("memsetref", "set" + set);
    g.writeEndObject();
  }

  private static void symbolicAp(JsonGenerator g, int set, int k, boolean psum) throws IOException {
    g.writeStartObject();
    g.writeStringField("kind", "symbolic_ap");
    ap(g);
    g.writeStringField("dtype", psum ? "float32" : "bfloat16");
    g.writeArrayFieldStart("addrs");
    if (psum) {
      // PSUM rotation: (i*2048 + k) mod 16384 over a Sum with a Mult (a v2-only shape).
      g.writeStartObject();
      g.writeStringField("kind", "ModuloKind");
      g.writeObjectFieldStart("numer");
      g.writeStringField("kind", "SumKind");
      g.writeNumberField("n_terms", 2);
      g.writeArrayFieldStart("terms");
      affine(g, 2048, k % 97, false);
      g.writeStartObject();
      g.writeStringField("kind", "MultKind");
      g.writeObjectFieldStart("var");
      g.writeStringField("kind", "AffIVKind");
      g.writeStringField("axis", "i");
      g.writeEndObject();
      g.writeNumberField("scale", 512);
      g.writeEndObject();
      g.writeEndArray();
      g.writeEndObject();
      g.writeNumberField("denom", 16384);
      g.writeEndObject();
    } else {
      affine(g, 512, (k % 97) * 64L, (k & 3) == 0);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("access_shape");
    g.writeNumber(128);
    g.writeNumber(512);
    g.writeEndArray();
    g.writeStringField("memsetref", "set" + set);
    g.writeEndObject();
  }

  private static void affine(JsonGenerator g, long coeff, long c, boolean register)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("kind", "AffExprKind");
    g.writeArrayFieldStart("terms");
    g.writeStartObject();
    g.writeObjectFieldStart("idx");
    g.writeStringField("kind", "AffIVKind");
    g.writeStringField("axis", "i");
    g.writeEndObject();
    g.writeNumberField("coeff", coeff);
    g.writeEndObject();
    if (register) {
      g.writeStartObject();
      g.writeObjectFieldStart("idx");
      g.writeStringField("kind", "IntRuntimeValueKind");
      g.writeStringField("regref", "r0");
      g.writeEndObject();
      g.writeNumberField("coeff", 4);
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeNumberField("c", c);
    g.writeEndObject();
  }

  private static final class Counting extends FilterOutputStream {
    long count;

    Counting(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
      count += len;
    }

    @Override
    public void write(int b) throws IOException {
      out.write(b);
      count++;
    }
  }
}
