package io.birj.api.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.pelican.Expr;
import io.birj.pelican.VendorKind;
import java.io.IOException;

/**
 * A vendor expression kind and its v2 wire encoding: {@code {"kind": tag(), ...fields...}}. Found
 * by ServiceLoader ({@code provides io.birj.api.codec.ExprKindCodec}); the v2 codec consults the
 * installed kinds for a tag it does not know before it fails, and lets them write their nodes.
 */
public interface ExprKindCodec {
  /** The algebra's side of the kind (its number, name, parameters). */
  VendorKind kind();

  /** The v2 {@code kind} tag. */
  String tag();

  /**
   * Reads the fields of one node: the parser is on the {@code FIELD_NAME} that follows {@code
   * "kind": tag()}, or on the closing {@code END_OBJECT}; the method must leave it on the object's
   * {@code END_OBJECT}. Child expressions are read with {@code children}. When the source object
   * has keys before {@code "kind"}, the v2 codec hands over a copy of the object with {@code
   * "kind"} first, so the method always sees every other key after it.
   */
  Expr readFields(JsonParser p, ExprReadContext ctx, ChildReader children) throws IOException;

  /**
   * Writes the fields after {@code "kind": tag()} (the caller writes the braces and the tag). Child
   * expressions are written with {@code children}, and only with it: the v2 codec's size guard
   * measures a vendor node by calling this method with children counted, not written.
   */
  void writeFields(Expr e, JsonGenerator g, ChildWriter children) throws IOException;

  /**
   * Reads a nested expression with the codec in use (and its depth limit): the parser on the
   * child's {@code START_OBJECT}; leaves it on the child's {@code END_OBJECT}.
   */
  @FunctionalInterface
  interface ChildReader {
    Expr read(JsonParser p) throws IOException;
  }

  /** Writes a nested expression with the codec in use. */
  @FunctionalInterface
  interface ChildWriter {
    void write(Expr child, JsonGenerator g) throws IOException;
  }
}
