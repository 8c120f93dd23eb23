package com.example.birj.vendor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldValues;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeFields;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The keys of the opcode {@code VendorPrefetch}, written by hand the way bir-brewer generates the
 * catalog's: {@code "distance"} (unsigned, required) and {@code "window"} (an expression, in the
 * document's wire version: read through the read context's {@code readExpr}, written through the
 * write context, so a conversion converts it). A key absent on input stays absent on output.
 */
public final class VendorPrefetch extends OpcodeFields {
  /** The wire spelling. */
  public static final String OPCODE = "VendorPrefetch";

  /** Iterations ahead to prefetch. */
  public static final String DISTANCE = "distance";

  /** The prefetched address window. */
  public static final String WINDOW = "window";

  /** The keys in emit order. */
  public static final List<String> KEYS = List.of(DISTANCE, WINDOW);

  private Long distance;
  private QuasiAffineExpr window;

  /** Empty fields, filled by the reader. */
  public VendorPrefetch() {}

  @Override
  public String opcode() {
    return OPCODE;
  }

  /** The distance (its 64 unsigned bits), or {@code null} when absent. */
  public Long distance() {
    return distance;
  }

  /** The window, or {@code null} when absent. */
  public QuasiAffineExpr window() {
    return window;
  }

  @Override
  public boolean readField(String key, JsonParser p, FieldReadContext ctx) throws IOException {
    switch (key) {
      case DISTANCE -> distance = FieldValues.readNat(p, DISTANCE);
      case WINDOW -> window = ctx.readExpr(p);
      default -> {
        return false;
      }
    }
    return true;
  }

  @Override
  public void writeFields(JsonGenerator g, FieldWriteContext ctx) throws IOException {
    if (distance != null) {
      g.writeFieldName(DISTANCE);
      FieldValues.writeNat(g, distance);
    }
    if (window != null) {
      g.writeFieldName(WINDOW);
      ctx.writeExpr(g, WINDOW, window);
    }
  }

  @Override
  public List<String> presentKeys() {
    List<String> present = new ArrayList<>(2);
    if (distance != null) {
      present.add(DISTANCE);
    }
    if (window != null) {
      present.add(WINDOW);
    }
    return List.copyOf(present);
  }

  @Override
  public Object value(String key) {
    return switch (key) {
      case DISTANCE -> distance;
      case WINDOW -> window;
      default -> null;
    };
  }

  @Override
  public List<String> missingRequiredKeys() {
    return distance == null ? List.of(DISTANCE) : List.of();
  }
}
